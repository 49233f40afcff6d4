package dev.satdoku.format.iss;

import dev.satdoku.model.Cell;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * ISS constraint types (shared/formats/iss.md section 4) and the native line(s) each becomes. Types
 * with no exact native meaning are errors naming the type; nothing is dropped silently.
 */
final class IssTypes {

    /** Types that exist in ISS but have no native rule (section 5 and the composites). */
    static final Set<String> UNSUPPORTED = Set.of("SumLine", "HiddenSkyscraper", "NumberedRoom", "FullRank", "FullRankTies", "Regex",
            "NFA", "RellikCage", "EqualityCage", "Lunchbox", "AllDifferent", "ContainAtLeast", "ContainExact", "LookAndSay", "EqualSum",
            "ValueIndexing", "CountingCircles", "CountDistinct", "ConnectedValues", "AntiTaxicab", "GlobalEntropy", "GlobalMod",
            "DutchFlatmates", "Doppelganger", "RegionSameValues", "ChaosConstruction", "ChaosArrow", "ChaosCount", "Var",
            "SearchPriority", "Or", "And", "Replicate", "End", "Container");

    /** Names older ISS versions used; the current parser rejects them too. */
    static final Set<String> RETIRED = Set.of("FixedValues", "Givens", "Set", "Priority", "SumLineLoop", "ChaosMultiArrow", "UniqueFullRanks");

    /** Every type handled here (layout types are handled by {@link IssTranslator}). */
    static final Set<String> SUPPORTED = Set.of("", "Given", "Shape", "NoBoxes", "RegionSize", "Jigsaw", "Diagonal", "Windoku",
            "DisjointSets", "AntiKnight", "AntiKing", "AntiConsecutive", "StrictKropki", "StrictXV", "Cage", "Sum", "Thermo", "Arrow",
            "PillArrow", "DoubleArrow", "Whisper", "Renban", "Palindrome", "Between", "Lockout", "Modular", "Entropic", "Zipper",
            "RegionSumLine", "WhiteDot", "BlackDot", "X", "V", "GreaterThan", "LittleKiller", "Sandwich", "XSum", "Skyscraper", "Quad",
            "Indexing", "SameValues", "Pair", "PairX", "Binary", "BinaryX");

    private IssTypes() {
    }

    static boolean known(String type) {
        return SUPPORTED.contains(type) || UNSUPPORTED.contains(type);
    }

    static void apply(IssItem item, IssPuzzle p) {
        int n = p.n;
        switch (item.type()) {
            case "", "Given" -> givens(item, p);
            case "Shape", "RegionSize", "Jigsaw" -> {
                // read before any cell (IssTranslator): they fix the grid
            }
            case "NoBoxes" -> p.noBoxes(item.at());
            case "Diagonal" -> diagonal(item, p);
            case "Windoku" -> {
                noArgs(item);
                p.windoku(item.at());
            }
            case "DisjointSets" -> {
                noArgs(item);
                p.disjoint(item.at());
            }
            case "AntiKnight" -> flag(item, p, "antiknight");
            case "AntiKing" -> flag(item, p, "antiking");
            case "AntiConsecutive" -> {
                p.sawAntiConsecutive(item.at());
                flag(item, p, "nonconsecutive");
            }
            case "StrictKropki" -> flag(item, p, "negative kropki");
            case "StrictXV" -> flag(item, p, "negative xv");
            case "Cage" -> cage(item, p);
            case "Sum" -> sum(item, p);
            case "Thermo" -> line(item, p, "thermo", 0, 1);
            case "Arrow" -> {
                List<Cell> cells = cells(item, 0, n, 2, "Arrow~circle~shaft...");
                p.rule("arrow " + cells.get(0) + " | " + IssCells.list(cells.subList(1, cells.size())), item.at());
            }
            case "PillArrow" -> pillArrow(item, p);
            case "DoubleArrow" -> line(item, p, "doublearrow", 0, 3);
            case "Whisper" -> whisper(item, p);
            case "Renban" -> line(item, p, "renban", 0, 1);
            case "Palindrome" -> line(item, p, "palindrome", 0, 1);
            case "Between" -> line(item, p, "between", 0, 2);
            case "Lockout" -> {
                int diff = integer(item, 0, "Lockout~minDiff~cells...");
                List<Cell> cells = cells(item, 1, n, 2, "Lockout~minDiff~cells...");
                p.rule("lockout " + IssCells.list(cells) + (diff == 4 ? "" : " diff=" + diff), item.at());
            }
            case "Modular" -> {
                int m = integer(item, 0, "Modular~m~cells...");
                List<Cell> cells = cells(item, 1, n, 1, "Modular~m~cells...");
                p.rule("modular " + IssCells.list(cells) + (m == 3 ? "" : " m=" + m), item.at());
            }
            case "Entropic" -> {
                if (n != 9) {
                    throw item.error("Entropic uses the groups 1-3, 4-6 and 7-9, so it needs digits 1-9; this grid is " + n + "x" + n);
                }
                line(item, p, "entropic", 0, 1);
            }
            case "Zipper" -> line(item, p, "zipper", 0, 1);
            case "RegionSumLine" -> p.regionSum(cells(item, 0, n, 1, "RegionSumLine~cells..."), item.at());
            case "WhiteDot" -> {
                p.sawWhiteDot(item.at());
                pairs(item, p, "white");
            }
            case "BlackDot" -> pairs(item, p, "black");
            case "X" -> pairs(item, p, "x");
            case "V" -> pairs(item, p, "v");
            case "GreaterThan" -> pairs(item, p, "gt");
            case "LittleKiller" -> IssOutside.littleKiller(item, p);
            case "Sandwich" -> IssOutside.sandwich(item, p);
            case "XSum" -> IssOutside.sides(item, p, "xsum");
            case "Skyscraper" -> IssOutside.sides(item, p, "skyscraper");
            case "Quad" -> quad(item, p);
            case "Indexing" -> indexing(item, p);
            case "SameValues" -> sameValues(item, p);
            case "Pair", "PairX", "Binary", "BinaryX" -> IssPairs.apply(item, p);
            default -> {
                if (UNSUPPORTED.contains(item.type())) {
                    throw item.error("the ISS type '" + item.type() + "' has no native satdoku rule, so this puzzle cannot be imported");
                }
                if (RETIRED.contains(item.type())) {
                    throw item.error("'" + item.type() + "' is a type name of older ISS versions that ISS itself no longer reads");
                }
                throw item.error("unknown ISS constraint type '" + item.type() + "' (type names are case-sensitive, e.g. Thermo)");
            }
        }
    }

    /** {@code .~R1C1_5~R4C7_2_4_6_8}: one value is a given, several are the cell's candidates. */
    private static void givens(IssItem item, IssPuzzle p) {
        for (int i = 0; i < item.args().size(); i++) {
            String arg = item.arg(i);
            if (arg.isEmpty()) {
                continue;
            }
            String[] parts = arg.split("_", -1);
            if (parts.length < 2 || !IssCells.looksLikeCell(parts[0])) {
                throw item.errorAt(i, "expected CELL_VALUE[_VALUE...] such as R1C1_5, found '" + arg + "'");
            }
            Cell cell = cellOf(item, i, parts[0], p.n);
            TreeSet<Integer> values = new TreeSet<>();
            for (int k = 1; k < parts.length; k++) {
                if (!parts[k].matches("[1-9]\\d{0,2}") || Integer.parseInt(parts[k]) > p.n) {
                    throw item.errorAt(i, "'" + parts[k] + "' in " + arg + " is not a value of this grid (1.." + p.n + ", written in decimal)");
                }
                values.add(Integer.parseInt(parts[k]));
            }
            p.allow(cell, values, item.argAt().get(i));
        }
    }

    private static Cell cellOf(IssItem item, int arg, String id, int n) {
        Cell c = Cell.of1(IssCells.digit(id.charAt(1)), IssCells.digit(id.charAt(3)));
        if (!c.inside(n)) {
            throw item.errorAt(arg, "cell " + id + " is outside the " + n + "x" + n + " grid");
        }
        return c;
    }

    private static void flag(IssItem item, IssPuzzle p, String line) {
        noArgs(item);
        p.rule("flag " + line, line, item.at());
    }

    private static void noArgs(IssItem item) {
        if (!item.args().isEmpty()) {
            throw item.error(item.type() + " takes no arguments");
        }
    }

    private static void diagonal(IssItem item, IssPuzzle p) {
        String arg = item.args().size() == 1 ? item.arg(0) : "";
        switch (arg) {
            case "1" -> p.rule("diagonal anti", "diagonal anti", item.at());
            case "-1" -> p.rule("diagonal main", "diagonal main", item.at());
            default -> throw item.error("expected Diagonal~1 (the anti-diagonal, bottom left to top right) or Diagonal~-1 (the main diagonal)");
        }
    }

    private static void cage(IssItem item, IssPuzzle p) {
        item.needArgs(2, "Cage~sum~cells... (sum empty or 0 for none)");
        String sum = item.arg(0);
        if (!sum.isEmpty() && !sum.matches("-?\\d{1,6}")) {
            throw item.errorAt(0, "the cage sum '" + sum + "' is not a whole number");
        }
        boolean hasSum = !sum.isEmpty() && Integer.parseInt(sum) != 0;
        List<Cell> cells = IssCells.cells(item, 1, p.n);
        p.rule("cage " + (hasSum ? Integer.parseInt(sum) + " " : "") + IssCells.list(cells), item.at());
    }

    private static void sum(IssItem item, IssPuzzle p) {
        item.needArgs(2, "Sum~sum~cells...");
        if (item.arg(0).contains("_")) {
            throw item.errorAt(0, "a weighted sum (Sum~s_=_k1_k2...) has no native satdoku rule; only the plain Sum~s~cells maps");
        }
        int total = integer(item, 0, "Sum~sum~cells...");
        p.rule("sum " + total + " " + IssCells.list(IssCells.cells(item, 1, p.n)), item.at());
    }

    private static void line(IssItem item, IssPuzzle p, String keyword, int from, int min) {
        List<Cell> cells = cells(item, from, p.n, min, item.type() + "~cells...");
        p.rule(keyword + " " + IssCells.list(cells), item.at());
    }

    private static List<Cell> cells(IssItem item, int from, int n, int min, String syntax) {
        if (item.args().size() - from < min) {
            throw item.error("expected " + syntax + " with at least " + min + " cell" + (min == 1 ? "" : "s"));
        }
        return IssCells.cells(item, from, n);
    }

    static int integer(IssItem item, int arg, String syntax) {
        if (item.args().size() <= arg || !item.arg(arg).matches("-?\\d{1,6}")) {
            throw item.errorAt(arg, "expected " + syntax + " with a whole number" + (item.args().size() > arg ? ", found '" + item.arg(arg) + "'" : ""));
        }
        return Integer.parseInt(item.arg(arg));
    }

    /** {@code .PillArrow~2~p1~p2~shaft...}: the pill in reading order, read as a number. */
    private static void pillArrow(IssItem item, IssPuzzle p) {
        int k = integer(item, 0, "PillArrow~2|3~pill cells~shaft...");
        if (k != 2 && k != 3) {
            throw item.errorAt(0, "a pill has 2 or 3 cells, found " + k);
        }
        if (item.args().size() < 2 + k) {
            throw item.error("expected " + k + " pill cells and a non-empty shaft");
        }
        List<Cell> pill = new ArrayList<>(IssCells.cells(item, 1, p.n).subList(0, k));
        pill.sort(Comparator.naturalOrder());
        for (int i = 1; i < k; i++) {
            Cell a = pill.get(i - 1);
            Cell b = pill.get(i);
            int dr = b.row() - a.row();
            int dc = b.col() - a.col();
            if (!(dr == 0 && dc == 1 || dr == 1 && dc == 0 || dr == 1 && dc == 1)) {
                throw item.error("the pill cells " + IssCells.list(pill) + " do not run right, down or down-right in reading order");
            }
        }
        List<Cell> shaft = IssCells.cells(item, 1 + k, p.n);
        p.rule("arrow " + IssCells.list(pill) + " | " + IssCells.list(shaft), item.at());
    }

    /** {@code .Whisper~d~cells} or {@code .Whisper~cells}: ISS's default difference is 5 whatever the size. */
    private static void whisper(IssItem item, IssPuzzle p) {
        boolean numeric = !item.args().isEmpty() && item.arg(0).matches("\\d+");
        int d = numeric ? integer(item, 0, "Whisper~difference~cells...") : 5;
        List<Cell> cells = cells(item, numeric ? 1 : 0, p.n, 2, "Whisper~[difference~]cells...");
        int nativeDefault = (p.n + 1) / 2;
        p.rule("whisper " + IssCells.list(cells) + (d == nativeDefault ? "" : " diff=" + d), item.at());
    }

    /**
     * Dots and signs: with more than two cells the rule holds for every listed pair that is orthogonally
     * adjacent in the grid, the earlier cell first (for GreaterThan, the larger).
     */
    private static void pairs(IssItem item, IssPuzzle p, String keyword) {
        List<Cell> cells = cells(item, 0, p.n, 2, item.type() + "~cell~cell[~cell...]");
        int made = 0;
        for (int i = 0; i < cells.size(); i++) {
            for (int j = i + 1; j < cells.size(); j++) {
                if (cells.get(i).isOrthogonallyAdjacent(cells.get(j))) {
                    p.rule(keyword + " " + cells.get(i) + " " + cells.get(j), item.at());
                    made++;
                }
            }
        }
        if (made == 0) {
            throw item.error("no two of the listed cells are orthogonally adjacent");
        }
    }

    private static void quad(IssItem item, IssPuzzle p) {
        item.needArgs(2, "Quad~topLeftCell~value[~value...]");
        Cell corner = IssCells.cell(item, 0, p.n);
        List<Integer> values = new ArrayList<>();
        for (int i = 1; i < item.args().size(); i++) {
            int v = integer(item, i, "Quad~topLeftCell~value[~value...]");
            if (v < 1 || v > p.n) {
                throw item.errorAt(i, "value " + v + " is outside 1.." + p.n);
            }
            values.add(v);
        }
        p.rule("quad " + corner, "quad " + corner + " " + values.stream().map(String::valueOf).collect(Collectors.joining(" ")), item.at());
    }

    private static void indexing(IssItem item, IssPuzzle p) {
        item.needArgs(2, "Indexing~C|R~cells...");
        String kind = switch (item.arg(0)) {
            case "C" -> "column";
            case "R" -> "row";
            default -> throw item.errorAt(0, "expected C (column indexing) or R (row indexing), found '" + item.arg(0) + "'");
        };
        p.rule("indexer " + kind + " " + IssCells.list(IssCells.cells(item, 1, p.n)), item.at());
    }

    /**
     * {@code .SameValues~k~cells}: k groups with equal multisets. Only k = number of cells (all equal) is
     * a clone; larger groups mean "the same digits in any order", which has no native rule.
     */
    private static void sameValues(IssItem item, IssPuzzle p) {
        int k = integer(item, 0, "SameValues~groups~cells...");
        List<Cell> cells = cells(item, 1, p.n, 2, "SameValues~groups~cells...");
        if (k < 1 || cells.size() % k != 0) {
            throw item.errorAt(0, cells.size() + " cells cannot be split into " + k + " equal groups");
        }
        if (k != cells.size()) {
            throw item.error("SameValues with groups of " + cells.size() / k + " cells (the same digits in any order) has no native "
                    + "satdoku rule; only groups of single cells (all equal) map, to clone");
        }
        for (int i = 1; i < cells.size(); i++) {
            p.rule("clone " + cells.get(0) + " | " + cells.get(i), item.at());
        }
    }
}
