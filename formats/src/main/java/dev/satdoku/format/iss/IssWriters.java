package dev.satdoku.format.iss;

import dev.satdoku.format.foreign.NotExportable;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Term;
import dev.satdoku.rules.NeverHolds;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.cell.AllowedDigits;
import dev.satdoku.rules.chess.AntiMove;
import dev.satdoku.rules.count.CountDistinct;
import dev.satdoku.rules.count.CountedValues;
import dev.satdoku.rules.composite.AnyOf;
import dev.satdoku.rules.count.ConnectedValues;
import dev.satdoku.rules.count.CountingCircles;
import dev.satdoku.rules.count.SameValues;
import dev.satdoku.rules.count.ValueIndex;
import dev.satdoku.rules.global.AntiTaxicab;
import dev.satdoku.rules.global.DutchFlatmates;
import dev.satdoku.rules.global.GlobalEntropy;
import dev.satdoku.rules.global.GlobalMod;
import dev.satdoku.rules.global.RegionSameValues;
import dev.satdoku.rules.line.Between;
import dev.satdoku.rules.line.Clone;
import dev.satdoku.rules.line.Palindrome;
import dev.satdoku.rules.line.Quad;
import dev.satdoku.rules.line.Renban;
import dev.satdoku.rules.line.Thermo;
import dev.satdoku.rules.modern.EntropicLine;
import dev.satdoku.rules.modern.FullRank;
import dev.satdoku.rules.modern.HiddenSkyscraper;
import dev.satdoku.rules.modern.Indexer;
import dev.satdoku.rules.modern.LockoutLine;
import dev.satdoku.rules.modern.ModularLine;
import dev.satdoku.rules.modern.NabnerLine;
import dev.satdoku.rules.modern.NumberedRoom;
import dev.satdoku.rules.modern.ParityLine;
import dev.satdoku.rules.modern.Skyscraper;
import dev.satdoku.rules.modern.UniqueRanks;
import dev.satdoku.rules.modern.WhisperLine;
import dev.satdoku.rules.pair.BlackDot;
import dev.satdoku.rules.pair.GreaterChain;
import dev.satdoku.rules.pair.Negative;
import dev.satdoku.rules.pair.NegativeKind;
import dev.satdoku.rules.pair.WhiteDot;
import dev.satdoku.rules.pair.XvMark;
import dev.satdoku.rules.region.Diagonal;
import dev.satdoku.rules.relation.NfaLine;
import dev.satdoku.rules.relation.RegexLine;
import dev.satdoku.rules.relation.Relation;
import dev.satdoku.rules.region.Disjoint;
import dev.satdoku.rules.region.ExtraRegion;
import dev.satdoku.rules.region.Windoku;
import dev.satdoku.rules.sum.Arrow;
import dev.satdoku.rules.sum.Cage;
import dev.satdoku.rules.sum.EqualSum;
import dev.satdoku.rules.sum.EqualityCage;
import dev.satdoku.rules.sum.LittleKiller;
import dev.satdoku.rules.sum.Lunchbox;
import dev.satdoku.rules.sum.RellikCage;
import dev.satdoku.rules.sum.Sandwich;
import dev.satdoku.rules.sum.SumGroup;
import dev.satdoku.rules.sumline.DoubleArrow;
import dev.satdoku.rules.sumline.RegionSumLine;
import dev.satdoku.rules.sumline.SumLine;
import dev.satdoku.rules.sumline.XSum;
import dev.satdoku.rules.sumline.ZipperLine;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * How each rule record becomes ISS items: the inverse of the readers in {@link IssTypes}, one writer
 * per record class. A form of a rule that ISS cannot state throws {@link NotExportable} with the
 * reason; a record class without a writer is refused with {@link #WHY_NOT} or, when it is not listed
 * there either, as having no writer, so a new rule type is refused until its mapping is written,
 * never dropped.
 */
final class IssWriters {

    /** Writes one rule as ISS items (each starting with {@code .}). */
    @FunctionalInterface
    interface Writer<R extends Rule> {
        String write(R rule, Puzzle puzzle);
    }

    private record Entry<R extends Rule>(Class<R> type, Writer<R> writer) {
        String apply(Rule rule, Puzzle puzzle) {
            return writer.write(type.cast(rule), puzzle);
        }
    }

    /** ISS's own relation keys for 1..9 grids (iss.md 4.7), which the importer reads back as these rules. */
    private static final String NABNER_KEY = "8H_xf8H_xf8H_B";
    private static final String SLOW_THERMO_KEY = "_3_8H_wH8AHwAE";
    private static final String PARITY_KEY = "qqqqqqqqqqqqqC";

    private static final Map<Class<? extends Rule>, Entry<?>> WRITERS = new LinkedHashMap<>();

    /**
     * Rule records without an ISS writer, and why. Some have no ISS type at all; others have one whose
     * reading back differs in form (the importer turns it into another native rule), which the
     * read-back comparison would reject.
     */
    static final Map<String, String> WHY_NOT = Map.ofEntries(
            Map.entry("Extremum", "ISS has no minimum or maximum cells"),
            Map.entry("SameDifferenceLine", "ISS has no same-difference line"),
            Map.entry("DifferenceCountLine", "ISS has no line whose differences count themselves"),
            Map.entry("EqualTerms", "ISS states equal cells as SameValues, which reads back as a clone; write a clone"),
            Map.entry("AntiBishop", "ISS has no anti-bishop or anti-queen rule"),
            Map.entry("ChaosConstruction", "the ISS writer does not write chaos construction"),
            Map.entry("ChaosArrow", "the ISS writer does not write chaos construction"),
            Map.entry("ChaosCount", "the ISS writer does not write chaos construction"),
            Map.entry("ChaosBorders", "the ISS writer does not write chaos construction, and ISS has no clue counting region borders"),
            Map.entry("RegionLabel", "the ISS writer does not write chaos construction"),
            Map.entry("Doppelganger", "the ISS writer does not write doppelganger rules"),
            Map.entry("DistinctTerms", "the ISS writer does not write named variables"),
            Map.entry("YinYang", "ISS has no yin-yang shading"),
            Map.entry("Conditional", "ISS has no shading conditions"),
            Map.entry("Snake", "ISS has no shading"),
            Map.entry("Loop", "ISS has no shading"),
            Map.entry("Require", "ISS has no shading conditions"));

    private static <R extends Rule> void put(Class<R> type, Writer<R> writer) {
        WRITERS.put(type, new Entry<>(type, writer));
    }

    static {
        put(AllowedDigits.class, IssWriters::allowed);
        put(Cage.class, IssWriters::cage);
        put(SumGroup.class, IssWriters::sum);
        put(Thermo.class, (r, p) -> r.slow() ? pair(p, "Pair", SLOW_THERMO_KEY, "slow thermo", r.cells()) : item("Thermo", r.cells()));
        put(Between.class, (r, p) -> item("Between", r.cells()));
        put(Renban.class, (r, p) -> item("Renban", r.cells()));
        put(Palindrome.class, (r, p) -> item("Palindrome", r.cells()));
        put(ZipperLine.class, (r, p) -> item("Zipper", r.line()));
        put(DoubleArrow.class, (r, p) -> item("DoubleArrow", r.line()));
        put(RegionSumLine.class, (r, p) -> item("RegionSumLine", r.line()));
        put(LockoutLine.class, (r, p) -> item("Lockout~" + r.diff(), r.line()));
        put(ModularLine.class, (r, p) -> item("Modular~" + r.m(), r.line()));
        put(EntropicLine.class, (r, p) -> {
            requireDigits1to9(p, "ISS's Entropic uses the groups 1-3, 4-6 and 7-9");
            return item("Entropic", r.line());
        });
        // Always with the difference: ISS's default (5) is not the native one on every grid.
        put(WhisperLine.class, (r, p) -> item("Whisper~" + r.diff(), r.line()));
        put(NabnerLine.class, (r, p) -> pair(p, "PairX", NABNER_KEY, "nabner line", r.line()));
        put(ParityLine.class, (r, p) -> pair(p, "Pair", PARITY_KEY, "parity line", r.line()));
        put(WhiteDot.class, (r, p) -> {
            if (r.diff() != 1) {
                throw new NotExportable("ISS's white dots mark consecutive digits only (difference 1), not " + r.diff());
            }
            return adjacentPair("WhiteDot", r.a(), r.b());
        });
        put(BlackDot.class, (r, p) -> {
            if (r.ratio() != 2) {
                throw new NotExportable("ISS's black dots mark the ratio 2 only, not " + r.ratio());
            }
            return adjacentPair("BlackDot", r.a(), r.b());
        });
        put(XvMark.class, (r, p) -> switch (r.total()) {
            case XvMark.X -> adjacentPair("X", r.a(), r.b());
            case XvMark.V -> adjacentPair("V", r.a(), r.b());
            default -> throw new NotExportable("ISS has X (10) and V (5) marks only, not a total of " + r.total());
        });
        put(GreaterChain.class, IssWriters::greater);
        put(Negative.class, IssWriters::negative);
        put(AntiMove.class, (r, p) -> switch (r.move()) {
            case KING -> ".AntiKing";
            case KNIGHT -> ".AntiKnight";
        });
        put(Diagonal.class, (r, p) -> switch (r.which()) {
            case MAIN -> ".Diagonal~-1";
            case ANTI -> ".Diagonal~1";
            case BOTH -> ".Diagonal~-1.Diagonal~1";
        });
        put(Windoku.class, (r, p) -> ".Windoku");
        put(Disjoint.class, (r, p) -> ".DisjointSets");
        put(ExtraRegion.class, (r, p) -> item("AllDifferent", r.cells()));
        put(AntiTaxicab.class, (r, p) -> ".AntiTaxicab");
        put(GlobalEntropy.class, (r, p) -> ".GlobalEntropy");
        put(GlobalMod.class, (r, p) -> ".GlobalMod");
        put(DutchFlatmates.class, (r, p) -> ".DutchFlatmates");
        put(RegionSameValues.class, (r, p) -> ".RegionSameValues");
        put(Quad.class, (r, p) -> {
            if (!r.variables().isEmpty()) {
                throw new NotExportable("ISS quads list digits only, not variables");
            }
            return ".Quad~" + IssCells.id(r.topLeft()) + r.digits().stream().map(d -> "~" + d).collect(Collectors.joining());
        });
        put(Clone.class, IssWriters::clone);
        put(Arrow.class, IssWriters::arrow);
        put(LittleKiller.class, IssWriters::littleKiller);
        put(Sandwich.class, IssWriters::sandwich);
        put(XSum.class, (r, p) -> side("XSum", r.total(), r.position(), p));
        put(Skyscraper.class, (r, p) -> {
            if (p.layout().minValue() == 0) {
                throw new NotExportable("ISS sees no building for a 0, where the native skyscraper sees the first cell always");
            }
            return side("Skyscraper", r.count(), r.position(), p);
        });
        put(HiddenSkyscraper.class, (r, p) -> side("HiddenSkyscraper", r.value(), r.position(), p));
        put(NumberedRoom.class, (r, p) -> {
            if (r.shaded()) {
                throw new NotExportable("ISS has no shading, so no numbered room counting shaded cells");
            }
            return side("NumberedRoom", r.value(), r.position(), p);
        });
        put(Indexer.class, (r, p) -> switch (r.kind()) {
            case ROW -> item("Indexing~R", r.cells());
            case COLUMN -> item("Indexing~C", r.cells());
            case BOX -> throw new NotExportable("ISS indexes rows and columns only, not boxes");
        });
        put(RellikCage.class, (r, p) -> item("RellikCage~" + r.total(), r.cells()));
        put(EqualityCage.class, (r, p) -> item("EqualityCage", r.cells()));
        put(Lunchbox.class, (r, p) -> item("Lunchbox~" + r.total(), r.cells()));
        put(EqualSum.class, (r, p) -> ".EqualSum" + r.groups().stream().map(IssWriters::ids).collect(Collectors.joining("~-")));
        put(SumLine.class, (r, p) -> item("SumLine~" + r.total(), r.line()) + (r.loop() ? "~LOOP" : ""));
        put(CountingCircles.class, (r, p) -> item("CountingCircles", r.cells()));
        put(CountDistinct.class, (r, p) -> ".CountDistinct~" + IssCells.id(r.control()) + ids(r.cells()));
        put(ValueIndex.class, (r, p) -> ".ValueIndexing~" + IssCells.id(r.value()) + "~" + IssCells.id(r.control()) + ids(r.indexed()));
        put(CountedValues.class, IssWriters::counted);
        put(SameValues.class, IssWriters::sameValues);
        put(ConnectedValues.class, (r, p) -> {
            if (r.board() != null) {
                throw new NotExportable("the ISS writer does not write boards of named variables");
            }
            return ".ConnectedValues~~" + r.values().stream().map(String::valueOf).collect(Collectors.joining("_"))
                    + (r.size() > 0 ? "~" + r.size() : "");
        });
        put(RegexLine.class, (r, p) -> ".Regex~" + java.util.Base64.getUrlEncoder().withoutPadding()
                .encodeToString(r.pattern().getBytes(java.nio.charset.StandardCharsets.UTF_8)) + ids(r.cells()));
        put(Relation.class, IssWriters::relation);
        put(AnyOf.class, IssWriters::anyOf);
        put(NfaLine.class, (r, p) -> IssNfa.item(r, p.layout().minValue(), p.layout().maxValue()));
        put(FullRank.class, IssWriters::fullRank);
        put(UniqueRanks.class, (r, p) -> {
            if (p.rules().stream().anyMatch(x -> x instanceof FullRank f && f.ties())) {
                throw new NotExportable("ISS's ties mode is one for the whole puzzle: FullRankTies~none cannot stand beside a clue "
                        + "with ties=any");
            }
            return ".FullRankTies~none";
        });
    }

    private IssWriters() {
    }

    /** Whether a record class has a writer (tests: every catalogue type has a writer or a reason in {@link #WHY_NOT}). */
    static boolean writes(Class<?> type) {
        return WRITERS.containsKey(type);
    }

    static String write(Rule rule, Puzzle puzzle) {
        if (rule instanceof NeverHolds never) {
            throw new NotExportable("this rule can never hold (" + never.reason() + "), and the ISS writer writes no rule for that");
        }
        Entry<?> e = WRITERS.get(rule.getClass());
        if (e == null) {
            String why = WHY_NOT.get(rule.getClass().getSimpleName());
            throw new NotExportable(why != null ? why : "the ISS writer has no mapping for this rule");
        }
        return e.apply(rule, puzzle);
    }

    private static String ids(List<Cell> cells) {
        StringBuilder sb = new StringBuilder();
        for (Cell c : cells) {
            sb.append('~').append(IssCells.id(c));
        }
        return sb.toString();
    }

    private static String item(String head, List<Cell> cells) {
        return "." + head + ids(cells);
    }

    private static void requireDigits1to9(Puzzle p, String why) {
        Layout l = p.layout();
        if (l.minValue() != 1 || l.maxValue() != 9) {
            throw new NotExportable(why + ", so the ISS writer states it on grids holding 1..9 only; this grid holds "
                    + l.minValue() + ".." + l.maxValue());
        }
    }

    /** A rule ISS states as one of its own relation keys, which are tables over 1..9. */
    private static String pair(Puzzle p, String type, String key, String what, List<Cell> cells) {
        requireDigits1to9(p, "ISS states a " + what + " as a relation key over the values 1..9");
        return "." + type + "~" + key + ids(cells);
    }

    private static String adjacentPair(String type, Cell a, Cell b) {
        if (!a.isOrthogonallyAdjacent(b)) {
            throw new NotExportable("ISS marks orthogonally adjacent cells only; " + a + " and " + b + " are not");
        }
        return "." + type + "~" + IssCells.id(a) + "~" + IssCells.id(b);
    }

    /**
     * Candidate lists {@code R1C1_1_3_5}. ISS intersects a cell's entries and reads one value as a given,
     * so a list on a given cell, or of one digit, would come back as a given rather than this rule.
     */
    private static String allowed(AllowedDigits r, Puzzle p) {
        if (r.digits().size() == 1) {
            throw new NotExportable("ISS reads one allowed digit as a given; write it as a given");
        }
        for (Cell c : r.cells()) {
            if (p.isGiven(c)) {
                throw new NotExportable("ISS merges the allowed digits of " + c + " with its given");
            }
        }
        return candidates(r);
    }

    private static String cage(Cage r, Puzzle p) {
        if (r.total() instanceof Cage.FixedTotal t) {
            if (t.value() == 0) {
                throw new NotExportable("ISS reads a cage total of 0 as no total");
            }
            return item("Cage~" + t.value(), r.cells());
        }
        if (r.total() instanceof Cage.NoTotal) {
            return item("Cage~", r.cells());
        }
        throw new NotExportable("ISS cage totals are numbers, not variables");
    }

    private static String sum(SumGroup r, Puzzle p) {
        if (r.variable() != null) {
            throw new NotExportable("ISS sum totals are numbers, not variables");
        }
        if (r.weights() == null || r.weights().isEmpty() || r.weights().stream().allMatch(w -> w == 1)) {
            return item("Sum~" + r.total(), r.cells());
        }
        if (r.weights().stream().anyMatch(w -> Math.abs(w) > SumGroup.MAX_WEIGHT)) {
            throw new NotExportable("ISS's weighted sums take weights in -100..100");
        }
        return item("Sum~" + r.total() + "_=" + r.weights().stream().map(w -> "_" + w).collect(Collectors.joining()), r.cells());
    }

    /** Each consecutive pair as its own GreaterThan: ISS relates every adjacent pair of a longer list. */
    private static String greater(GreaterChain r, Puzzle p) {
        StringBuilder sb = new StringBuilder();
        List<Term> terms = r.terms();
        for (int i = 1; i < terms.size(); i++) {
            sb.append(adjacentPair("GreaterThan", terms.get(i - 1).cell(), terms.get(i).cell()));
        }
        return sb.toString();
    }

    /**
     * ISS's StrictKropki and StrictXV are the native negative kropki and xv. Its AntiConsecutive holds on
     * every adjacent pair, dotted or not, where the native nonconsecutive exempts dotted pairs: the same
     * in a puzzle without white dots whose black-dot pairs each carry a two-cell nabner line (as the
     * importer reads AntiConsecutive beside black dots).
     */
    private static String negative(Negative r, Puzzle p) {
        StringBuilder sb = new StringBuilder();
        for (NegativeKind k : r.kinds()) {
            switch (k) {
                case KROPKI -> sb.append(".StrictKropki");
                case XV -> sb.append(".StrictXV");
                case WHITE -> {
                    if (p.rules().stream().anyMatch(x -> x instanceof WhiteDot
                            || x instanceof BlackDot d && !nonConsecutiveByNabner(p, d.a(), d.b()))) {
                        throw new NotExportable("ISS's AntiConsecutive also holds on pairs with a kropki dot, which the native "
                                + "rule exempts (a black-dot pair is the same in both only with a two-cell nabner line on it)");
                    }
                    sb.append(".AntiConsecutive");
                }
                default -> throw new NotExportable("ISS's negative constraints are StrictKropki (no consecutive or 1:2 pair "
                        + "without a dot), StrictXV and AntiConsecutive; it has no negative '" + k.name().toLowerCase(java.util.Locale.ROOT) + "'");
            }
        }
        return sb.toString();
    }

    /** Whether the puzzle has a nabner line of exactly these two cells, which keeps them non-consecutive despite a dot. */
    private static boolean nonConsecutiveByNabner(Puzzle p, Cell a, Cell b) {
        return p.rules().stream().anyMatch(x -> x instanceof NabnerLine n && n.line().size() == 2 && n.line().containsAll(List.of(a, b)));
    }

    /** A clone as SameValues of each cell and its copy, which ISS's importer reads as a clone of two cells. */
    private static String clone(Clone r, Puzzle p) {
        StringBuilder sb = new StringBuilder();
        List<Cell> first = r.groups().get(0);
        for (List<Cell> g : r.groups().subList(1, r.groups().size())) {
            for (int i = 0; i < first.size(); i++) {
                if (first.get(i).equals(g.get(i))) {
                    throw new NotExportable(first.get(i) + " is its own copy");
                }
                sb.append(".SameValues~2~").append(IssCells.id(first.get(i))).append('~').append(IssCells.id(g.get(i)));
            }
        }
        return sb.toString();
    }

    /**
     * One Arrow per shaft; a circle of 2 or 3 cells is ISS's PillArrow, which reads the pill in reading
     * order (each cell right, below or below-right of the one before), as the native arrow does only
     * when listed so.
     */
    private static String arrow(Arrow r, Puzzle p) {
        List<Cell> circle = r.circle();
        StringBuilder sb = new StringBuilder();
        if (circle.size() == 1) {
            r.shafts().forEach(s -> sb.append(".Arrow~").append(IssCells.id(circle.get(0))).append(ids(s)));
            return sb.toString();
        }
        if (circle.size() > 3) {
            throw new NotExportable("ISS's pill arrows have pills of 2 or 3 cells, this one has " + circle.size());
        }
        if (p.layout().maxValue() > 9) {
            throw new NotExportable("the ISS writer writes pill arrows on grids of single digits only");
        }
        for (int i = 1; i < circle.size(); i++) {
            Cell a = circle.get(i - 1);
            Cell b = circle.get(i);
            int dr = b.row() - a.row();
            int dc = b.col() - a.col();
            if (!(dr == 0 && dc == 1 || dr == 1 && dc == 0 || dr == 1 && dc == 1)) {
                throw new NotExportable("ISS reads a pill in reading order, each cell right, below or below-right of the one "
                        + "before; this pill is listed otherwise");
            }
        }
        r.shafts().forEach(s -> sb.append(".PillArrow~").append(circle.size()).append(ids(circle)).append(ids(s)));
        return sb.toString();
    }

    /**
     * ISS names a diagonal by the cell next to its clue, on fixed edges (iss.md 4.5): column 1 (rows
     * 1..R-1) down-right, row 1 (columns 2..C) down-left, column C (rows 2..R-1) up-left, row R
     * (columns 2..C-1) up-right. The native clue is one step outside that cell; its diagonal is
     * written from whichever end ISS names.
     */
    private static String littleKiller(LittleKiller r, Puzzle p) {
        int rows = p.layout().rows();
        int cols = p.layout().cols();
        List<Cell> cells = r.cells();
        Set<Cell> set = Set.copyOf(cells);
        for (Cell end : List.of(cells.get(0), cells.get(cells.size() - 1))) {
            int row = end.row() + 1;
            int col = end.col() + 1;
            int[] step = null;
            if (col == 1 && row <= rows - 1) {
                step = new int[] {1, 1};
            } else if (row == 1 && col >= 2) {
                step = new int[] {1, -1};
            } else if (col == cols && row >= 2 && row <= rows - 1) {
                step = new int[] {-1, -1};
            } else if (row == rows && col >= 2 && col <= cols - 1) {
                step = new int[] {-1, 1};
            }
            if (step == null) {
                continue;
            }
            List<Cell> walk = new ArrayList<>();
            for (int rr = end.row(), cc = end.col(); rr >= 0 && rr < rows && cc >= 0 && cc < cols; rr += step[0], cc += step[1]) {
                walk.add(new Cell(rr, cc));
            }
            if (walk.size() == cells.size() && set.equals(Set.copyOf(walk))) {
                return ".LittleKiller~" + r.total() + "~" + IssCells.id(end);
            }
        }
        throw new NotExportable("ISS has no name for this diagonal (its little killers start on fixed edges)");
    }

    /** ISS's sandwich: between the line's smallest and largest value, on lines with one cell per value. */
    private static String sandwich(Sandwich r, Puzzle p) {
        Layout l = p.layout();
        int length = r.row() ? l.cols() : l.rows();
        if (length != l.valueCount()) {
            throw new NotExportable("ISS reads a sandwich on a line with fewer cells than values as another rule");
        }
        int lo = Math.min(r.crustA(), r.crustB());
        int hi = Math.max(r.crustA(), r.crustB());
        if (lo != l.minValue() || hi != l.maxValue()) {
            throw new NotExportable("ISS's sandwich crusts are the smallest and largest value, not " + r.crustA() + " and " + r.crustB());
        }
        return ".Sandwich~" + r.total() + "~" + (r.row() ? "R" : "C") + r.index();
    }

    /** A two-sided outside clue: the side before a row or column is written first, the other second. */
    private static String side(String type, int clue, Cell position, Puzzle p) {
        int rows = p.layout().rows();
        int cols = p.layout().cols();
        int r = position.row();
        int c = position.col();
        String line;
        boolean forward;
        if (c == -1 || c == cols) {
            line = "R" + (r + 1);
            forward = c == -1;
        } else if (r == -1 || r == rows) {
            line = "C" + (c + 1);
            forward = r == -1;
        } else {
            throw new NotExportable("the clue is not outside the grid");
        }
        if (clue == 0 && !type.equals("HiddenSkyscraper") && !type.equals("NumberedRoom")) {
            throw new NotExportable("ISS does not take a " + type + " clue of 0");
        }
        return "." + type + "~" + line + (forward ? "~" + clue + "~" : "~~" + clue);
    }

    /** ContainAtLeast/ContainExact with values repeated as often as counted; LookAndSay as count-value digit pairs. */
    private static String counted(CountedValues r, Puzzle p) {
        if (r.kind() == CountedValues.Kind.LOOK_AND_SAY) {
            StringBuilder clue = new StringBuilder();
            for (Map.Entry<Integer, Integer> e : r.counts().entrySet()) {
                if (e.getKey() > 9 || e.getValue() > 9) {
                    throw new NotExportable("ISS's look-and-say clues are single-digit counts and values");
                }
                clue.append(e.getValue()).append(e.getKey());
            }
            return item("LookAndSay~" + clue, r.cells());
        }
        List<String> values = new ArrayList<>();
        r.counts().forEach((v, n) -> {
            for (int i = 0; i < n; i++) {
                values.add(String.valueOf(v));
            }
        });
        if (values.isEmpty()) {
            throw new NotExportable("ISS needs at least one value to contain");
        }
        String type = r.kind() == CountedValues.Kind.EXACT ? "ContainExact" : "ContainAtLeast";
        return item(type + "~" + String.join("_", values), r.cells());
    }

    /**
     * Pair (a chain: consecutive cells) or PairX (every pair; ISS relates a group's cells in no stated
     * order, so only a symmetric table) with the table as ISS's key. On 1..9 a key that is one of ISS's
     * own reads back as satdoku's rule of that name, not as this relation.
     */
    private static String relation(Relation r, Puzzle p) {
        Layout l = p.layout();
        boolean[][] table = new boolean[l.maxValue() + 1][l.maxValue() + 1];
        r.allowed().forEach((a, bs) -> bs.forEach(b -> table[a][b] = true));
        if (!r.chain() && !IssPairs.symmetric(table, l.minValue())) {
            throw new NotExportable("ISS's PairX relates every pair of its group in no stated order, so it takes symmetric "
                    + "relations only");
        }
        String key = IssPairs.key(table, l.minValue(), l.maxValue());
        if (key.isEmpty()) {
            throw new NotExportable("the relation allows no pair of values");
        }
        if (l.minValue() == 1 && l.maxValue() == 9 && IssPairs.readsAsNativeRule(key)) {
            throw new NotExportable("this relation is one ISS writes with its own key for a satdoku rule (thermo, slow thermo, "
                    + "nabner or parity); write that rule instead");
        }
        List<Cell> cells = r.terms().stream().map(Term::cell).toList();
        return "." + (r.chain() ? "Pair" : "PairX") + "~" + key + ids(cells);
    }

    /**
     * A full-rank clue. ISS's ties mode is one for the whole puzzle: clues that may tie (ties=any) need
     * FullRankTies~any, and then every clue of the puzzle may.
     */
    private static String fullRank(FullRank r, Puzzle p) {
        boolean mixed = p.rules().stream().anyMatch(x -> x instanceof FullRank f && f.ties() != r.ties());
        if (mixed || r.ties() && p.rules().stream().anyMatch(x -> x instanceof UniqueRanks)) {
            throw new NotExportable("ISS's ties mode is one for the whole puzzle, and this puzzle's full-rank rules differ in it");
        }
        return side("FullRank", r.rank(), r.position(), p) + (r.ties() ? ".FullRankTies~any" : "");
    }

    /**
     * ISS types that apply to the whole grid and may not stand inside a composite (iss.md 2.7), and
     * RegionSumLine, which the importer does not read there.
     */
    private static final Set<String> NOT_IN_OR = Set.of("Shape", "RegionSize", "Jigsaw", "NoBoxes", "Diagonal", "Windoku",
            "DisjointSets", "AntiKnight", "AntiKing", "AntiConsecutive", "StrictKropki", "StrictXV", "AntiTaxicab", "GlobalEntropy",
            "GlobalMod", "DutchFlatmates", "Doppelganger", "ChaosConstruction", "RegionSumLine", "FullRankTies");

    /** Marks a strict flag speaks of: inside an Or they mark their pair in some solutions only, which ISS refuses. */
    private static final Set<String> MARKS = Set.of("WhiteDot", "BlackDot", "X", "V");

    /**
     * {@code .Or} with one child per alternative ({@code .And ... .End} for several rules). Inside an Or a
     * candidate list is a condition, not a given, so one digit and given cells are fine there.
     * Alternatives that can never hold are left out.
     */
    private static String anyOf(AnyOf r, Puzzle p) {
        boolean strict = p.rules().stream().anyMatch(x -> x instanceof Negative n
                && (n.kinds().contains(NegativeKind.KROPKI) || n.kinds().contains(NegativeKind.XV)));
        StringBuilder sb = new StringBuilder(".Or");
        // An alternative holding a rule that can never hold is false: the Or states the same without it.
        List<List<Rule>> possible = r.groups().stream().filter(g -> g.stream().noneMatch(NeverHolds.class::isInstance)).toList();
        if (possible.isEmpty()) {
            throw new NotExportable("no alternative of this or can hold, and the ISS writer writes no rule for that");
        }
        for (List<Rule> group : possible) {
            StringBuilder child = new StringBuilder();
            for (Rule rule : group) {
                String written = rule instanceof AllowedDigits a ? candidates(a) : write(rule, p);
                for (String item : written.substring(1).split("\\.")) {
                    String type = item.split("~", -1)[0];
                    if (NOT_IN_OR.contains(type)) {
                        throw new NotExportable("ISS takes no " + type + " inside an Or");
                    }
                    if (strict && MARKS.contains(type)) {
                        throw new NotExportable("a " + type + " inside an Or marks its pair in some solutions only, which ISS refuses "
                                + "beside StrictKropki or StrictXV");
                    }
                }
                child.append(written);
            }
            sb.append(group.size() == 1 ? child : ".And" + child + ".End");
        }
        return sb.append(".End").toString();
    }

    /** Candidate lists as a condition (inside an Or): any number of digits, given cells included. */
    private static String candidates(AllowedDigits r) {
        String digits = r.digits().stream().map(d -> "_" + d).collect(Collectors.joining());
        return "." + r.cells().stream().map(c -> "~" + IssCells.id(c) + digits).collect(Collectors.joining());
    }

    /** SameValues~k~cells: the groups, of equal size, one after another. */
    private static String sameValues(SameValues r, Puzzle p) {
        int size = r.groups().get(0).size();
        if (r.groups().stream().anyMatch(g -> g.size() != size)) {
            throw new NotExportable("ISS's SameValues groups all have the same number of cells");
        }
        return ".SameValues~" + r.groups().size() + r.groups().stream().map(IssWriters::ids).collect(Collectors.joining());
    }
}
