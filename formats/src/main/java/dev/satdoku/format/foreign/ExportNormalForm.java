package dev.satdoku.format.foreign;

import dev.satdoku.model.Cell;
import dev.satdoku.model.House;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Puzzle;
import dev.satdoku.rules.NeverHolds;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.cell.AllowedDigits;
import dev.satdoku.rules.composite.AnyOf;
import dev.satdoku.rules.line.Clone;
import dev.satdoku.rules.line.Extremum;
import dev.satdoku.rules.pair.GreaterChain;
import dev.satdoku.rules.relation.NfaLine;
import dev.satdoku.rules.pair.Negative;
import dev.satdoku.rules.pair.NegativeKind;
import dev.satdoku.rules.region.Diagonal;
import dev.satdoku.rules.region.ExtraRegion;
import dev.satdoku.rules.region.Windoku;
import dev.satdoku.rules.sum.Arrow;
import dev.satdoku.rules.sum.Cage;
import dev.satdoku.rules.sum.LittleKiller;
import dev.satdoku.rules.sum.Sandwich;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * A puzzle reduced to what an f-puzzles round trip must keep: the region partition, the givens and
 * the rules, each rule split into the pieces f-puzzles stores separately and sorted. f-puzzles holds
 * some rules in other shapes than the native format: one entry per odd cell (so {@code odd r1c1 r2c2}
 * comes back as one line for all odd cells), one arrow per shaft, one clone per copy, windoku as
 * extra regions, {@code diagonal both} as two flags, negative constraints as a flag and a list. Two
 * puzzles with equal normal forms state the same rules; {@link Puzzle#equals} is stricter (it keeps
 * the rule order and shapes).
 */
public final class ExportNormalForm {

    private ExportNormalForm() {
    }

    /**
     * Requires an export read back ({@code back}) to state what the puzzle with the rules written
     * ({@code kept}) does; a difference is a bug in the exporter ({@code what}: "the ISS export of x"),
     * never a puzzle to hand out.
     */
    public static void requireSame(Puzzle kept, Puzzle back, String what) {
        List<String> want = of(kept);
        List<String> got = of(back);
        if (!want.equals(got)) {
            List<String> missing = new ArrayList<>(want);
            missing.removeAll(got);
            List<String> extra = new ArrayList<>(got);
            extra.removeAll(want);
            throw new IllegalStateException(what + " reads back as a different puzzle (missing " + missing + ", extra " + extra + ")");
        }
    }

    /** The normal form as sorted text lines: layout, givens, then one line per rule piece. */
    public static List<String> of(Puzzle p) {
        return of(p.layout(), p.givens(), p.rules(), p.extraCells().stream().map(v -> "var " + v.name() + " " + v.min() + ".." + v.max()).toList());
    }

    static List<String> of(Layout layout, int[] givens, List<Rule> rules, List<String> variables) {
        TreeSet<String> pieces = new TreeSet<>(variables);
        pieces.addAll(rulePieces(rules));
        List<String> out = new ArrayList<>();
        out.add("grid " + layout.rows() + "x" + layout.cols() + " values " + layout.minValue() + ".." + layout.maxValue()
                + (layout.isRaw() ? " raw" : ""));
        out.add("regions " + partition(layout));
        out.add("givens " + Arrays.toString(givens));
        out.addAll(pieces);
        return out;
    }

    /** The pieces of a set of rules that all hold, sorted: each cell's allowed digits merged, every other rule split. */
    private static TreeSet<String> rulePieces(List<Rule> rules) {
        TreeSet<String> pieces = new TreeSet<>();
        Map<Cell, TreeSet<Integer>> allowed = new TreeMap<>();
        for (Rule r : rules) {
            if (r instanceof AllowedDigits a) {
                for (Cell c : a.cells()) {
                    allowed.computeIfAbsent(c, k -> new TreeSet<>(a.digits())).retainAll(a.digits());
                }
            } else {
                pieces.addAll(pieces(r));
            }
        }
        allowed.forEach((c, digits) -> pieces.add("digits " + c + " " + digits));
        return pieces;
    }

    /**
     * The machine with its states numbered by role: the start states (in their order), then the other
     * accepting states, then the rest, each in ascending order. The same language; it is the numbering
     * ISS's serialisation implies, so a machine written there reads back numbered this way.
     */
    public static NfaLine statesByRole(NfaLine line) {
        java.util.LinkedHashMap<Integer, Integer> number = new java.util.LinkedHashMap<>();
        line.start().forEach(q -> number.putIfAbsent(q, number.size()));
        line.accept().stream().sorted().forEach(q -> number.putIfAbsent(q, number.size()));
        new TreeSet<>(line.moves().stream().flatMap(m -> java.util.stream.Stream.of(m.from(), m.to())).toList())
                .forEach(q -> number.putIfAbsent(q, number.size()));
        List<NfaLine.Move> moves = line.moves().stream().map(m -> new NfaLine.Move(number.get(m.from()), m.value(), number.get(m.to())))
                .sorted().toList();
        return new NfaLine(line.start().stream().map(number::get).toList(), line.accept().stream().map(number::get).sorted().toList(),
                moves, line.segments());
    }

    private static List<String> pieces(Rule r) {
        if (r instanceof NfaLine n) {
            return List.of(statesByRole(n).toNative());
        }
        if (r instanceof AnyOf any) {
            // Each alternative is a set of rules that all hold: normalised like the puzzle's own rules. One
            // holding a rule that can never hold is false, so leaving it out states the same.
            return List.of("or " + any.groups().stream().filter(g -> g.stream().noneMatch(NeverHolds.class::isInstance))
                    .map(g -> "{ " + String.join(" ; ", rulePieces(g)) + " }").collect(Collectors.joining(" ")));
        }
        if (r instanceof Extremum e) {
            return e.cells().stream().map(c -> e.keyword() + " " + c).toList();
        }
        if (r instanceof Arrow a) {
            return a.shafts().stream().map(s -> new Arrow(a.circle(), List.of(s)).toNative()).toList();
        }
        if (r instanceof Clone c) {
            // Each copy cell equals the first group's cell at its place: one piece per cell pair.
            List<String> out = new ArrayList<>();
            List<Cell> first = c.groups().get(0);
            for (List<Cell> g : c.groups().subList(1, c.groups().size())) {
                for (int i = 0; i < first.size(); i++) {
                    out.add(new Clone(List.of(List.of(first.get(i)), List.of(g.get(i)))).toNative());
                }
            }
            return out;
        }
        if (r instanceof Diagonal d) {
            return d.which() == Diagonal.Which.BOTH ? List.of("diagonal main", "diagonal anti") : List.of(d.toNative());
        }
        if (r instanceof Windoku w) {
            return w.extraHouses().stream().map(House::cells).map(ExportNormalForm::region).toList();
        }
        if (r instanceof ExtraRegion e) {
            return List.of(region(e.cells()));
        }
        if (r instanceof Cage c) {
            return List.of(new Cage(sorted(c.cells()), c.total()).toNative());
        }
        if (r instanceof Negative n) {
            return n.kinds().stream().map(k -> k == NegativeKind.WHITE ? "nonconsecutive" : "negative " + k.word()).toList();
        }
        if (r instanceof GreaterChain g) {
            // A chain is its consecutive pairs (ISS writes each pair as its own mark).
            List<String> out = new ArrayList<>();
            for (int i = 1; i < g.terms().size(); i++) {
                out.add(new GreaterChain(g.terms().subList(i - 1, i + 1)).toNative());
            }
            return out;
        }
        if (r instanceof LittleKiller k) {
            // The same diagonal named from either end (ISS names each from one fixed end).
            return List.of("littlekiller " + k.total() + " " + sorted(k.cells()));
        }
        if (r instanceof Sandwich s) {
            int lo = Math.min(s.crustA(), s.crustB());
            int hi = Math.max(s.crustA(), s.crustB());
            return List.of(new Sandwich(s.total(), s.row(), s.index(), s.size(), lo, hi, s.minValue()).toNative());
        }
        return List.of(r.toNative());
    }

    private static String region(List<Cell> cells) {
        return "extraregion " + sorted(cells).stream().map(Cell::toString).collect(Collectors.joining(" "));
    }

    private static List<Cell> sorted(List<Cell> cells) {
        return cells.stream().sorted().toList();
    }

    /**
     * Region numbers by first appearance, {@code -} for a cell in no region. Regions that are whole
     * rows (f-puzzles' default for prime sizes) or whole columns add nothing, so they read as none.
     */
    static String partition(Layout layout) {
        int rows = layout.rows();
        int cols = layout.cols();
        int[] regionOf = new int[rows * cols];
        for (int i = 0; i < regionOf.length; i++) {
            regionOf[i] = layout.regionOf(Cell.ofIndex(i, cols));
        }
        if (linesOnly(regionOf, rows, cols)) {
            return "none";
        }
        return Arrays.stream(canonical(regionOf)).mapToObj(g -> g < 0 ? "-" : Integer.toString(g)).collect(Collectors.joining(","));
    }

    /** Region numbers renumbered 0, 1, ... by first appearance; -1 stays. */
    public static int[] canonical(int[] regionOf) {
        Map<Integer, Integer> renumber = new TreeMap<>();
        int[] out = new int[regionOf.length];
        for (int i = 0; i < regionOf.length; i++) {
            int g = regionOf[i];
            out[i] = g < 0 ? -1 : renumber.computeIfAbsent(g, k -> renumber.size());
        }
        return out;
    }

    private static boolean linesOnly(int[] regionOf, int height, int width) {
        boolean rows = true;
        boolean cols = true;
        for (int r = 0; r < height; r++) {
            for (int c = 0; c < width; c++) {
                int g = regionOf[r * width + c];
                rows &= g >= 0 && g == regionOf[r * width];
                cols &= g >= 0 && g == regionOf[c];
                rows &= r == 0 || g != regionOf[(r - 1) * width + c];
                cols &= c == 0 || g != regionOf[r * width + c - 1];
            }
        }
        boolean none = Arrays.stream(regionOf).allMatch(g -> g < 0);
        return none || rows || cols;
    }
}
