package dev.satdoku.format.iss;

import dev.satdoku.model.Cell;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Composites (iss.md 2.7): {@code .Or} ... {@code .End} (some child holds), {@code .And} ... {@code .End}
 * (every child holds) and {@code .Replicate~bitset[~origin]} ... {@code .End} (the children copied so that
 * the origin lands on each marked cell), nested in any way. Where every child must hold (the top level, an
 * And, a Replicate) the children are simply read as rules; an Or becomes one native {@code or} line with a
 * group per child, a child's givens becoming {@code candidates} rules of its group (a given inside an Or
 * is a condition, not a given of the grid).
 */
final class IssComposites {

    /** Types that open a block closed by {@code .End}. */
    static final Set<String> OPENERS = Set.of("Or", "And", "Replicate");

    /** Whole-grid settings and flags, which iss.md 2.7 does not allow inside a composite. */
    private static final Set<String> NOT_INSIDE = Set.of("Shape", "RegionSize", "Jigsaw", "NoBoxes", "Diagonal", "Windoku",
            "DisjointSets", "AntiKnight", "AntiKing", "AntiConsecutive", "StrictKropki", "StrictXV", "AntiTaxicab", "GlobalEntropy",
            "GlobalMod", "DutchFlatmates", "Doppelganger", "ChaosConstruction", "SearchPriority");

    /** Outside clues: allowed in an Or or And, not in a Replicate (iss.md 2.7). */
    private static final Set<String> OUTSIDE = Set.of("LittleKiller", "Sandwich", "XSum", "Skyscraper", "HiddenSkyscraper",
            "NumberedRoom", "FullRank", "FullRankTies");

    /** Types whose first argument is a key or a pattern, never a cell, even when it looks like one. */
    private static final Set<String> KEYED = Set.of("Pair", "PairX", "Binary", "BinaryX", "Regex", "NFA");

    private static final String ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

    private sealed interface Node permits Leaf, Block {
    }

    private record Leaf(IssItem item) implements Node {
    }

    private record Block(IssItem head, List<Node> children) implements Node {
    }

    private IssComposites() {
    }

    /** The marks each strict flag speaks of: the flag forbids its relations on every pair none of them marks. */
    private static final Map<String, Set<String>> STRICT_MARKS = Map.of("StrictKropki", Set.of("WhiteDot", "BlackDot"),
            "StrictXV", Set.of("X", "V"));

    /** Reads the items of one constraint string, blocks included. */
    static void applyAll(List<IssItem> items, IssPuzzle p) {
        List<Node> top = tree(items);
        strictMarksOutsideOr(top);
        for (Node n : top) {
            holds(n, p);
        }
    }

    /**
     * A strict flag needs to know which pairs are marked, and a mark inside an Or is marked in some
     * solutions only: ISS refuses that combination (iss.md 4.1), and so does the import.
     */
    private static void strictMarksOutsideOr(List<Node> top) {
        List<IssItem> flags = new ArrayList<>();
        List<IssItem> conditional = new ArrayList<>();
        collect(top, false, flags, conditional);
        for (IssItem flag : flags) {
            for (IssItem mark : conditional) {
                if (STRICT_MARKS.get(flag.type()).contains(mark.type())) {
                    throw mark.error("a " + mark.type() + " inside an .Or marks its pair in some solutions only, so "
                            + flag.type() + " (every unmarked pair) has no meaning here; ISS refuses this combination too");
                }
            }
        }
    }

    private static void collect(List<Node> nodes, boolean inOr, List<IssItem> flags, List<IssItem> conditional) {
        for (Node n : nodes) {
            if (n instanceof Leaf leaf) {
                if (STRICT_MARKS.containsKey(leaf.item().type())) {
                    flags.add(leaf.item());
                } else if (inOr) {
                    conditional.add(leaf.item());
                }
            } else {
                Block b = (Block) n;
                collect(b.children(), inOr || b.head().type().equals("Or"), flags, conditional);
            }
        }
    }

    private static List<Node> tree(List<IssItem> items) {
        Deque<Block> open = new ArrayDeque<>();
        List<Node> top = new ArrayList<>();
        for (IssItem item : items) {
            List<Node> into = open.isEmpty() ? top : open.peek().children();
            if (OPENERS.contains(item.type())) {
                Block b = new Block(item, new ArrayList<>());
                into.add(b);
                open.push(b);
            } else if (item.type().equals("End")) {
                if (open.isEmpty()) {
                    throw item.error(".End closes no .Or, .And or .Replicate");
                }
                if (!item.args().isEmpty()) {
                    throw item.error("End takes no arguments");
                }
                open.pop();
            } else {
                into.add(new Leaf(item));
            }
        }
        if (!open.isEmpty()) {
            throw open.peek().head().error("this ." + open.peek().head().type() + " has no matching .End");
        }
        return top;
    }

    /** A node that must hold, read into {@code p} (the top level, or inside an And or a Replicate). */
    private static void holds(Node node, IssPuzzle p) {
        if (node instanceof Leaf leaf) {
            IssTypes.apply(leaf.item(), p);
            return;
        }
        Block b = (Block) node;
        switch (b.head().type()) {
            case "And" -> {
                noArgs(b.head());
                b.children().forEach(c -> holds(c, p));
            }
            case "Replicate" -> replicate(b, p).forEach(c -> holds(c, p));
            default -> orLine(b, p);
        }
    }

    /** Writes an Or block into {@code p}: its native {@code or} line, or nothing when a child states nothing. */
    private static void orLine(Block b, IssPuzzle p) {
        String line = or(b, p);
        if (line == null) {
            p.warn(b.head().at().shortKey() + ": a child of this .Or states no rule, so it always holds and so does the .Or, "
                    + "as in ISS; skipped");
            return;
        }
        p.rule(line, b.head().at());
    }

    /**
     * The native {@code or} line of an Or block: one group per child; null when some child states no
     * rule (a one-cell thermometer, an empty And): that child always holds, so the Or does, as in ISS.
     */
    private static String or(Block b, IssPuzzle parent) {
        noArgs(b.head());
        if (b.children().isEmpty()) {
            throw b.head().error("an .Or with no children holds for no grid");
        }
        StringBuilder line = new StringBuilder("or");
        for (Node child : b.children()) {
            IssPuzzle sub = parent.child();
            inside(child, sub);
            List<String> lines = sub.childLines(parent);
            if (lines.isEmpty()) {
                return null;
            }
            line.append(" { ").append(String.join(" ; ", lines)).append(" }");
        }
        return line.toString();
    }

    /** A child of an Or, read into its own sub-puzzle. */
    private static void inside(Node node, IssPuzzle sub) {
        if (node instanceof Leaf leaf) {
            IssItem item = leaf.item();
            if (NOT_INSIDE.contains(item.type())) {
                throw item.error("'" + item.type() + "' applies to the whole grid and cannot be part of an .Or (iss.md 2.7)");
            }
            if (item.type().equals("RegionSumLine")) {
                throw item.error("a RegionSumLine inside an .Or has no native reading here (its runs depend on the layout read later)");
            }
            IssTypes.apply(item, sub);
            return;
        }
        Block b = (Block) node;
        switch (b.head().type()) {
            case "And" -> {
                noArgs(b.head());
                b.children().forEach(c -> inside(c, sub));
            }
            case "Replicate" -> replicate(b, sub).forEach(c -> inside(c, sub));
            default -> orLine(b, sub);
        }
    }

    private static void noArgs(IssItem head) {
        if (!head.args().isEmpty()) {
            throw head.error(head.type() + " takes no arguments");
        }
    }

    /**
     * The copies of a Replicate's children: bit i of the bitset (character i/6, bit i mod 6, least
     * significant first) marks the cell i places after the origin in its group's reading order (the
     * grid, or the board of Var cells the origin lies on), and each copy is shifted by the offset from
     * the origin to that cell, inside that group: ISS refuses a target or a child's cell in another
     * group, or a shift past the group's edge, and so does this.
     */
    private static List<Node> replicate(Block b, IssPuzzle p) {
        IssItem head = b.head();
        if (head.args().isEmpty() || head.args().size() > 2) {
            throw head.error("expected Replicate~bitset[~origin]");
        }
        Plane plane;
        int originIndex;
        if (head.args().size() == 2 && p.isVar(head.arg(1))) {
            IssPuzzle.Board board = p.boardOf(head.arg(1));
            if (board == null) {
                throw head.errorAt(1, "the origin " + head.arg(1) + " is a single Var cell, with no board to replicate over");
            }
            plane = new Plane(board.name(), board.columns(), board.cells().size(), board::at, board.cells()::indexOf);
            originIndex = board.cells().indexOf(head.arg(1));
        } else {
            Cell origin = head.args().size() == 2 ? IssCells.cell(head, 1, p.rows, p.cols) : new Cell(0, 0);
            int rows = p.rows;
            int cols = p.cols;
            plane = new Plane("the " + rows + "x" + cols + " grid", cols, rows * cols,
                    (r, c) -> r >= 0 && c >= 0 && r < rows && c < cols ? IssCells.id(new Cell(r, c)) : null,
                    id -> IssCells.looksLikeCell(id) ? IssCells.digit(id.charAt(1)) - 1 < rows && IssCells.digit(id.charAt(3)) - 1 < cols
                            ? (IssCells.digit(id.charAt(1)) - 1) * cols + IssCells.digit(id.charAt(3)) - 1 : -1 : -1);
            originIndex = origin.row() * cols + origin.col();
        }
        String bits = head.arg(0);
        List<Node> out = new ArrayList<>();
        for (int i = 0; i < bits.length() * 6; i++) {
            int ch = ALPHABET.indexOf(bits.charAt(i / 6));
            if (ch < 0) {
                throw head.errorAt(0, "'" + bits.charAt(i / 6) + "' is not in the bitset alphabet A-Z a-z 0-9 - _");
            }
            if ((ch >> (i % 6) & 1) == 0) {
                continue;
            }
            int target = originIndex + i;
            if (target >= plane.size()) {
                throw head.errorAt(0, "bit " + i + " marks cell " + (target + 1) + " of " + plane.name() + ", which has only " + plane.size());
            }
            int dr = target / plane.columns() - originIndex / plane.columns();
            int dc = target % plane.columns() - originIndex % plane.columns();
            String targetId = plane.at().apply(target / plane.columns(), target % plane.columns());
            for (Node child : b.children()) {
                out.add(shift(child, dr, dc, plane, targetId, p));
            }
        }
        return out;
    }

    /** The group a Replicate moves within: its name, width, size, cell at (row, column), and index of a cell id (-1 outside). */
    private record Plane(String name, int columns, int size, java.util.function.BiFunction<Integer, Integer, String> at,
                         java.util.function.ToIntFunction<String> index) {
    }

    private static Node shift(Node node, int dr, int dc, Plane plane, String target, IssPuzzle p) {
        if (node instanceof Leaf leaf) {
            return new Leaf(shift(leaf.item(), dr, dc, plane, target, p));
        }
        Block b = (Block) node;
        List<Node> children = new ArrayList<>();
        for (Node c : b.children()) {
            children.add(shift(c, dr, dc, plane, target, p));
        }
        return new Block(shift(b.head(), dr, dc, plane, target, p), children);
    }

    private static IssItem shift(IssItem item, int dr, int dc, Plane plane, String target, IssPuzzle p) {
        if (OUTSIDE.contains(item.type())) {
            throw item.error("an outside clue cannot be replicated (iss.md 2.7)");
        }
        List<String> args = new ArrayList<>(item.args());
        boolean givens = item.type().isEmpty() || item.type().equals("Given");
        for (int i = KEYED.contains(item.type()) ? 1 : 0; i < args.size(); i++) {
            String a = args.get(i);
            int cut = givens && a.indexOf('_') > 0 ? a.indexOf('_') : a.length();
            String id = a.substring(0, cut);
            boolean isCell = IssCells.looksLikeCell(id) || p.isVar(id);
            if (!isCell) {
                continue;
            }
            int index = plane.index().applyAsInt(id);
            if (index < 0) {
                throw item.errorAt(i, id + " is not a cell of " + plane.name() + ", where this Replicate copies its children");
            }
            int r = index / plane.columns() + dr;
            int c = index % plane.columns() + dc;
            String moved = c < 0 || c >= plane.columns() ? null : plane.at().apply(r, c);
            if (moved == null) {
                throw item.errorAt(i, "the copy for " + target + " moves " + id + " outside " + plane.name());
            }
            args.set(i, moved + a.substring(cut));
        }
        return new IssItem(item.type(), args, item.written(), item.at(), item.argAt());
    }
}
