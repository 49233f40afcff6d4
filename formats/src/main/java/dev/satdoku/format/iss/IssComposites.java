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
            case "Replicate" -> replicate(b, p.rows, p.cols).forEach(c -> holds(c, p));
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
            case "Replicate" -> replicate(b, sub.rows, sub.cols).forEach(c -> inside(c, sub));
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
     * significant first) marks the cell with index origin + i (row-major), and each copy is shifted by
     * the offset from the origin to that cell.
     */
    private static List<Node> replicate(Block b, int rows, int cols) {
        IssItem head = b.head();
        if (head.args().isEmpty() || head.args().size() > 2) {
            throw head.error("expected Replicate~bitset[~origin]");
        }
        Cell origin = head.args().size() == 2 ? IssCells.cell(head, 1, rows, cols) : new Cell(0, 0);
        int originIndex = origin.row() * cols + origin.col();
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
            if (target >= rows * cols) {
                throw head.errorAt(0, "bit " + i + " marks cell index " + target + ", beyond the " + rows + "x" + cols + " grid");
            }
            int dr = target / cols - origin.row();
            int dc = target % cols - origin.col();
            for (Node child : b.children()) {
                out.add(shift(child, dr, dc, rows, cols, IssCells.id(new Cell(target / cols, target % cols))));
            }
        }
        return out;
    }

    private static Node shift(Node node, int dr, int dc, int rows, int cols, String target) {
        if (node instanceof Leaf leaf) {
            return new Leaf(shift(leaf.item(), dr, dc, rows, cols, target));
        }
        Block b = (Block) node;
        List<Node> children = new ArrayList<>();
        for (Node c : b.children()) {
            children.add(shift(c, dr, dc, rows, cols, target));
        }
        return new Block(shift(b.head(), dr, dc, rows, cols, target), children);
    }

    private static IssItem shift(IssItem item, int dr, int dc, int rows, int cols, String target) {
        if (OUTSIDE.contains(item.type())) {
            throw item.error("an outside clue cannot be replicated (iss.md 2.7)");
        }
        List<String> args = new ArrayList<>(item.args());
        for (int i = KEYED.contains(item.type()) ? 1 : 0; i < args.size(); i++) {
            String a = args.get(i);
            String cellPart = a.length() >= 4 ? a.substring(0, 4) : a;
            boolean given = (item.type().isEmpty() || item.type().equals("Given")) && a.length() > 4 && a.charAt(4) == '_';
            if (!IssCells.looksLikeCell(cellPart) || a.length() > 4 && !given) {
                continue;
            }
            Cell c = Cell.of1(IssCells.digit(cellPart.charAt(1)), IssCells.digit(cellPart.charAt(3)));
            Cell moved = new Cell(c.row() + dr, c.col() + dc);
            if (!moved.inside(rows, cols)) {
                throw item.errorAt(i, "the copy for " + target + " moves " + cellPart + " outside the " + rows + "x" + cols + " grid");
            }
            args.set(i, IssCells.id(moved) + a.substring(4));
        }
        return new IssItem(item.type(), args, item.written(), item.at(), item.argAt());
    }
}
