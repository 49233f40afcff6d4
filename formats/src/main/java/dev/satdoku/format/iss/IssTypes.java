package dev.satdoku.format.iss;

import dev.satdoku.model.Cell;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * ISS constraint types (shared/formats/iss.md section 4) and the native line(s) each becomes. Types
 * with no exact native meaning are errors naming the type; nothing is dropped silently.
 */
final class IssTypes {

    /** Types that exist in ISS but have no native rule (section 5 and the composites). */
    static final Set<String> UNSUPPORTED = Set.of("Container");

    /** Unsupported types whose reason is more specific than "no native rule" (docs/format.md, ISS audit). */
    static final Map<String, String> WHY_UNSUPPORTED = Map.of("Container", "the ISS type 'Container' is "
            + "internal to ISS (section 5) and never appears in a puzzle ISS writes");

    /** Names older ISS versions used; the current parser rejects them too. */
    static final Set<String> RETIRED = Set.of("FixedValues", "Givens", "Set", "Priority", "SumLineLoop", "ChaosMultiArrow", "UniqueFullRanks");

    /** Reads one item into the puzzle. */
    @FunctionalInterface
    interface Reader {
        void read(IssItem item, IssPuzzle p);
    }

    /**
     * Every supported type and its reader, in one table: the supported set is its key set. ISS strings
     * are only read, never written, so an entry holds a reader alone. Shape and RegionSize are read
     * before any cell ({@link IssTranslator} settles the grid size first), so their entries do nothing.
     */
    static final Map<String, Reader> READERS = readers();

    private static Map<String, Reader> readers() {
        Map<String, Reader> m = new LinkedHashMap<>();
        m.put("", IssTypes::givens);
        m.put("Given", IssTypes::givens);
        m.put("Shape", (item, p) -> {
        });
        m.put("RegionSize", (item, p) -> {
        });
        m.put("Jigsaw", IssTranslator::jigsaw);
        m.put("NoBoxes", (item, p) -> p.noBoxes(item.at()));
        m.put("Diagonal", IssTypes::diagonal);
        m.put("Windoku", (item, p) -> {
            noArgs(item);
            p.windoku(item.at());
        });
        m.put("DisjointSets", (item, p) -> {
            noArgs(item);
            p.disjoint(item.at());
        });
        m.put("AntiKnight", (item, p) -> flag(item, p, "antiknight"));
        m.put("AntiKing", (item, p) -> flag(item, p, "antiking"));
        m.put("AntiConsecutive", (item, p) -> {
            p.sawAntiConsecutive(item.at());
            flag(item, p, "nonconsecutive");
        });
        m.put("StrictKropki", (item, p) -> flag(item, p, "negative kropki"));
        m.put("StrictXV", (item, p) -> flag(item, p, "negative xv"));
        // A hint for ISS's search order with no effect on the rules (iss.md section 5): read, reported, dropped.
        m.put("SearchPriority", (item, p) -> p.warn(item.at().shortKey() + ": SearchPriority is a hint for ISS's own "
                + "search, not a rule; ignored"));
        m.put("AntiTaxicab", IssGlobal::antiTaxicab);
        m.put("GlobalEntropy", IssGlobal::globalEntropy);
        m.put("GlobalMod", IssGlobal::globalMod);
        m.put("DutchFlatmates", IssGlobal::dutchFlatmates);
        m.put("RegionSameValues", IssGlobal::regionSameValues);
        m.put("Doppelganger", IssGlobal::doppelganger);
        m.put("Cage", IssTypes::cage);
        m.put("Sum", IssTypes::sum);
        m.put("Thermo", (item, p) -> chain(item, p, "thermo", cells(item, 0, p, 1, "Thermo~cells...")));
        m.put("Arrow", (item, p) -> {
            if (item.args().size() == 1) {
                // ISS: the circle equals the sum of an empty shaft, 0.
                p.rule("sum 0 " + IssCells.cell(item, 0, p), item.at());
                return;
            }
            List<Cell> cells = noRepeat(item, cells(item, 0, p, 2, "Arrow~circle~shaft..."));
            p.rule("arrow " + cells.get(0) + " | " + IssCells.list(cells.subList(1, cells.size())), item.at());
        });
        m.put("PillArrow", IssTypes::pillArrow);
        m.put("DoubleArrow", (item, p) -> {
            if (item.args().size() == 2) {
                // ISS: the two ends add up to the sum of no cells between them, 0.
                p.rule("sum 0 " + IssCells.list(noRepeat(item, IssCells.cells(item, 0, p))), item.at());
                return;
            }
            line(item, p, "doublearrow", 0, 3);
        });
        m.put("Whisper", IssTypes::whisper);
        m.put("Renban", (item, p) -> line(item, p, "renban", 0, 1));
        m.put("Palindrome", IssTypes::palindrome);
        m.put("Between", (item, p) -> line(item, p, "between", 0, 2));
        m.put("Lockout", (item, p) -> {
            int diff = integer(item, 0, "Lockout~minDiff~cells...");
            List<Cell> cells = noRepeat(item, cells(item, 1, p, 2, "Lockout~minDiff~cells..."));
            p.rule("lockout " + IssCells.list(cells) + (diff == 4 ? "" : " diff=" + diff), item.at());
        });
        m.put("Modular", (item, p) -> {
            int mod = integer(item, 0, "Modular~m~cells...");
            windows(item, p, "modular", mod == 3 ? "" : " m=" + mod, cells(item, 1, p, 1, "Modular~m~cells..."), mod);
        });
        m.put("Entropic", (item, p) -> {
            if (p.shape.min() != 1 || p.shape.max() != 9) {
                throw item.error("Entropic uses the groups 1-3, 4-6 and 7-9, so it needs digits 1-9; this grid holds "
                        + p.shape.min() + ".." + p.shape.max());
            }
            windows(item, p, "entropic", "", cells(item, 0, p, 1, "Entropic~cells..."), 3);
        });
        m.put("Zipper", (item, p) -> line(item, p, "zipper", 0, 1));
        m.put("RegionSumLine", (item, p) -> p.regionSum(noRepeat(item, cells(item, 0, p, 1, "RegionSumLine~cells...")), item.at()));
        m.put("WhiteDot", (item, p) -> pairs(item, p, "white"));
        m.put("BlackDot", (item, p) -> pairs(item, p, "black"));
        m.put("X", (item, p) -> pairs(item, p, "x"));
        m.put("V", (item, p) -> pairs(item, p, "v"));
        m.put("GreaterThan", (item, p) -> pairs(item, p, "gt"));
        m.put("LittleKiller", IssOutside::littleKiller);
        m.put("Sandwich", IssOutside::sandwich);
        m.put("XSum", (item, p) -> IssOutside.sides(item, p, "xsum"));
        m.put("Skyscraper", (item, p) -> IssOutside.sides(item, p, "skyscraper", IssOutside.Zero.NO_CLUE));
        m.put("HiddenSkyscraper", (item, p) -> IssOutside.sides(item, p, "hiddenskyscraper", IssOutside.Zero.VALUE));
        m.put("NumberedRoom", (item, p) -> IssOutside.sides(item, p, "numberedroom", IssOutside.Zero.VALUE));
        m.put("FullRank", IssRanks::fullRank);
        m.put("FullRankTies", IssRanks::ties);
        m.put("Quad", IssTypes::quad);
        m.put("Indexing", IssTypes::indexing);
        m.put("SameValues", IssTypes::sameValues);
        m.put("RellikCage", IssSums::rellik);
        m.put("EqualityCage", IssSums::equality);
        m.put("Lunchbox", IssSums::lunchbox);
        m.put("EqualSum", IssSums::equalSum);
        m.put("AllDifferent", IssSums::allDifferent);
        m.put("SumLine", IssSums::sumLine);
        m.put("Var", (item, p) -> {
            // declared by the translator before any item is read
        });
        m.put("ChaosConstruction", IssChaos::construction);
        m.put("ChaosArrow", IssChaos::arrow);
        m.put("ChaosCount", IssChaos::count);
        m.put("ContainAtLeast", (item, p) -> IssCounting.contain(item, p, "contain"));
        m.put("ContainExact", (item, p) -> IssCounting.contain(item, p, "containexact"));
        m.put("LookAndSay", IssCounting::lookAndSay);
        m.put("CountDistinct", IssCounting::countDistinct);
        m.put("ValueIndexing", IssCounting::valueIndexing);
        m.put("CountingCircles", IssCounting::countingCircles);
        m.put("ConnectedValues", IssCounting::connectedValues);
        for (String pair : List.of("Pair", "PairX", "Binary", "BinaryX")) {
            m.put(pair, IssPairs::apply);
        }
        m.put("Regex", IssRegex::apply);
        m.put("NFA", IssNfa::apply);
        return java.util.Collections.unmodifiableMap(m);
    }

    private IssTypes() {
    }

    static boolean known(String type) {
        return READERS.containsKey(type) || UNSUPPORTED.contains(type) || IssComposites.OPENERS.contains(type) || type.equals("End");
    }

    /**
     * Line types whose ISS handler states nothing about a single cell (no consecutive pair, no mirror
     * pair, one run), with the number of parameters before the cells: a one-cell line of these is read,
     * its cell checked, and skipped with a warning, where the native lines need two cells.
     */
    private static final Map<String, Integer> ONE_CELL_STATES_NOTHING = Map.of("Thermo", 0, "Renban", 0, "Palindrome", 0,
            "Zipper", 0, "RegionSumLine", 0, "Modular", 1, "Whisper", 0);

    /** True when the item is a one-cell line that states nothing in ISS (see {@link #ONE_CELL_STATES_NOTHING}); warns. */
    private static boolean oneCellStatesNothing(IssItem item, IssPuzzle p) {
        Integer params = ONE_CELL_STATES_NOTHING.get(item.type());
        if (params == null) {
            return false;
        }
        if (item.type().equals("Whisper") && !item.args().isEmpty() && item.arg(0).matches("\\d+")) {
            params = 1;
        }
        if (item.args().size() != params + 1 || p.isVar(item.arg(params))) {
            return false;
        }
        IssCells.cell(item, params, p);
        p.warn(item.at().shortKey() + ": a " + item.type() + " of one cell states nothing in ISS; skipped");
        return true;
    }

    /**
     * The types ISS accepts only on a Sudoku grid (its {@code REQUIRES_SUDOKU_GRID}): the layout items, the
     * chess and diagonal rules, Indexing, Doppelganger, chaos construction and every outside clue. On a Raw
     * grid ISS rejects the puzzle.
     */
    static final Set<String> SUDOKU_GRID_ONLY = Set.of("Jigsaw", "NoBoxes", "RegionSize", "RegionSameValues", "Windoku",
            "DisjointSets", "AntiKnight", "AntiKing", "Doppelganger", "Diagonal", "Indexing", "ChaosConstruction", "FullRankTies",
            "LittleKiller", "Sandwich", "XSum", "Skyscraper", "HiddenSkyscraper", "NumberedRoom", "FullRank");

    static void apply(IssItem item, IssPuzzle p) {
        if (oneCellStatesNothing(item, p)) {
            return;
        }
        if (p.shape.raw() && SUDOKU_GRID_ONLY.contains(item.type())) {
            throw item.error("ISS takes " + item.type() + " only on Sudoku grids, not on Raw ones (no rows, columns or boxes)");
        }
        Reader reader = READERS.get(item.type());
        if (reader != null) {
            reader.read(item, p);
            return;
        }
        if (WHY_UNSUPPORTED.containsKey(item.type())) {
            throw item.error(WHY_UNSUPPORTED.get(item.type()));
        }
        if (UNSUPPORTED.contains(item.type())) {
            throw item.error("the ISS type '" + item.type() + "' has no native satdoku rule, so this puzzle cannot be imported");
        }
        if (RETIRED.contains(item.type())) {
            throw item.error("'" + item.type() + "' is a type name of older ISS versions that ISS itself no longer reads");
        }
        throw item.error("unknown ISS constraint type '" + item.type() + "' (type names are case-sensitive, e.g. Thermo)");
    }

    /** {@code .~R1C1_5~R4C7_2_4_6_8}: one value is a given, several are the cell's candidates. */
    private static void givens(IssItem item, IssPuzzle p) {
        for (int i = 0; i < item.args().size(); i++) {
            String arg = item.arg(i);
            if (arg.isEmpty()) {
                continue;
            }
            String[] parts = arg.split("_", -1);
            if (parts.length >= 2 && p.isVar(parts[0])) {
                TreeSet<Integer> values = new TreeSet<>();
                for (int k = 1; k < parts.length; k++) {
                    if (!parts[k].matches("\\d{1,3}") || Integer.parseInt(parts[k]) < p.shape.min() || Integer.parseInt(parts[k]) > p.shape.max()) {
                        throw item.errorAt(i, "'" + parts[k] + "' in " + arg + " is not a value of this grid (" + p.shape.min() + ".."
                                + p.shape.max() + ", written in decimal)");
                    }
                    values.add(Integer.parseInt(parts[k]));
                }
                p.allowVar(parts[0], values, item.argAt().get(i));
                continue;
            }
            if (parts.length < 2 || !IssCells.looksLikeCell(parts[0])) {
                throw item.errorAt(i, "expected CELL_VALUE[_VALUE...] such as R1C1_5, found '" + arg + "'");
            }
            Cell cell = cellOf(item, i, parts[0], p);
            TreeSet<Integer> values = new TreeSet<>();
            for (int k = 1; k < parts.length; k++) {
                // Canonical decimal (iss.md 2.4): 0 only alone and only where the range starts at 0.
                if (!parts[k].matches("0|[1-9]\\d{0,2}") || Integer.parseInt(parts[k]) < p.shape.min()
                        || Integer.parseInt(parts[k]) > p.shape.max()) {
                    throw item.errorAt(i, "'" + parts[k] + "' in " + arg + " is not a value of this grid (" + p.shape.min() + ".."
                            + p.shape.max() + ", written in decimal)");
                }
                values.add(Integer.parseInt(parts[k]));
            }
            p.allow(cell, values, item.argAt().get(i));
        }
    }

    private static Cell cellOf(IssItem item, int arg, String id, IssPuzzle p) {
        Cell c = Cell.of1(IssCells.digit(id.charAt(1)), IssCells.digit(id.charAt(3)));
        if (!c.inside(p.rows, p.cols)) {
            throw item.errorAt(arg, "cell " + id + " is outside the " + p.rows + "x" + p.cols + " grid");
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
        if (!p.shape.square() && (arg.equals("1") || arg.equals("-1"))) {
            throw item.error("Diagonal is defined on square grids only (iss.md 4.1); this grid is " + p.rows + "x" + p.cols);
        }
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
        List<Cell> cells = IssCells.cells(item, 1, p);
        Cell repeat = IssCells.firstRepeat(cells);
        if (repeat == null) {
            String line = cageLine(hasSum ? Integer.parseInt(sum) + " " : "", cells);
            if (line != null) {
                p.rule(line, item.at());
            }
            return;
        }
        // ISS keeps every listed cell in the sum but its digits differ over the cells, so a repeated
        // cell counts twice without clashing with itself: distinct cells, plus a sum over the list.
        p.warn(repeated(item, repeat) + "; read as ISS does: its digit counts " + (hasSum ? "once per listing in the total" : "once")
                + " and the cage's digits differ over its distinct cells");
        String line = cageLine("", List.copyOf(new java.util.LinkedHashSet<>(cells)));
        if (line != null) {
            p.rule(line, item.at());
        }
        if (hasSum) {
            p.rule("sum " + Integer.parseInt(sum) + " " + IssCells.list(cells), item.at());
        }
    }

    /**
     * A native cage line. Its first word, when an extra cell, is read as the cage's total, so a cage
     * without a total starts with a grid cell (the order of a cage's cells means nothing); a cage of
     * extra cells alone without a total only says its cells differ (null for one cell: nothing to say).
     */
    private static String cageLine(String total, List<Cell> cells) {
        if (!total.isEmpty() || !cells.get(0).isExtra()) {
            return "cage " + total + IssCells.list(cells);
        }
        List<Cell> ordered = new ArrayList<>(cells);
        for (int i = 0; i < ordered.size(); i++) {
            if (!ordered.get(i).isExtra()) {
                ordered.add(0, ordered.remove(i));
                return "cage " + IssCells.list(ordered);
            }
        }
        return cells.size() == 1 ? null : "distinct " + IssCells.list(cells);
    }

    private static void sum(IssItem item, IssPuzzle p) {
        item.needArgs(2, "Sum~sum~cells...");
        if (item.arg(0).contains("_")) {
            IssSums.weightedSum(item, p);
            return;
        }
        int total = integer(item, 0, "Sum~sum~cells...");
        List<Cell> cells = IssCells.cells(item, 1, p);
        Cell repeat = IssCells.firstRepeat(cells);
        if (repeat != null) {
            p.warn(repeated(item, repeat) + "; read as ISS does: its digit counts once per listing in the total");
        }
        p.rule("sum " + total + " " + IssCells.list(cells), item.at());
    }

    private static void line(IssItem item, IssPuzzle p, String keyword, int from, int min) {
        List<Cell> cells = noRepeat(item, cells(item, from, p, min, item.type() + "~cells..."));
        p.rule(keyword + " " + IssCells.list(cells), item.at());
    }

    /**
     * A rule ISS states for every {@code size} consecutive cells of the list (Entropic, Modular). A line
     * whose last cell is its first (a loop, as ISS and f-puzzles draw one) repeats a cell: each window
     * of {@code size} consecutive cells of the list as written is then its own native line of that
     * size, which states the same (a native line of exactly {@code size} cells is one window). A window
     * holding a cell twice (a loop shorter than the window) has no native form: an error.
     */
    private static void windows(IssItem item, IssPuzzle p, String keyword, String suffix, List<Cell> cells, int size) {
        Cell repeat = IssCells.firstRepeat(cells);
        if (repeat == null) {
            p.rule(keyword + " " + IssCells.list(cells) + suffix, item.at());
            return;
        }
        if (size < 2) {
            noRepeat(item, cells);
        }
        for (int i = 0; i + size <= cells.size(); i++) {
            List<Cell> window = cells.subList(i, i + size);
            if (IssCells.firstRepeat(window) != null) {
                noRepeat(item, window);
            }
        }
        p.warn(repeated(item, repeat) + "; read as ISS does: the rule holds for every " + size + " consecutive cells of the list, "
                + "so a line whose last cell is its first closes a loop");
        for (int i = 0; i + size <= cells.size(); i++) {
            p.rule(keyword + " " + IssCells.list(cells.subList(i, i + size)) + suffix, item.at());
        }
    }

    /** The start of a warning or error about a repeated cell: the item and the cell, as ISS writes them. */
    private static String repeated(IssItem item, Cell cell) {
        return item.at().shortKey() + ": " + IssCells.id(cell) + " is listed twice";
    }

    /**
     * The cells, when none repeats. Rules whose ISS meaning with a repeated cell (a cell summed twice
     * against another sum, related to itself in a group, ...) has no native form are an error naming
     * the cell, never a different rule.
     */
    static List<Cell> noRepeat(IssItem item, List<Cell> cells) {
        Cell repeat = IssCells.firstRepeat(cells);
        if (repeat != null) {
            throw item.error(IssCells.id(repeat) + " is listed twice; ISS's reading of a " + item.type()
                    + " that repeats a cell has no native satdoku rule");
        }
        return cells;
    }

    /**
     * A rule ISS states for each consecutive pair of the list (Thermo, Whisper, chain relations). A cell
     * may come back later in the list: the pairs are then the same as those of overlapping pieces cut
     * where a cell repeats ({@code a b c a} is {@code a b c} and {@code c a}), each a native line. A cell
     * right after itself is related to itself, which ISS accepts and no digit satisfies: an error.
     */
    static void chain(IssItem item, IssPuzzle p, String keyword, List<Cell> cells) {
        String suffix = keyword.contains(" diff=") ? keyword.substring(keyword.indexOf(' ')) : "";
        String word = suffix.isEmpty() ? keyword : keyword.substring(0, keyword.indexOf(' '));
        if (word.equals("whisper") && dev.satdoku.rules.Lines.isLoop(cells)
                && IssCells.firstRepeat(cells.subList(0, cells.size() - 1)) == null) {
            // Back to its first cell and nowhere else: a closed whisper loop, which the native line states as it is.
            p.rule(word + " " + IssCells.list(cells) + suffix, item.at());
            return;
        }
        List<List<Cell>> pieces = new ArrayList<>();
        List<Cell> piece = new ArrayList<>();
        Cell repeat = null;
        for (Cell c : cells) {
            if (!piece.isEmpty() && piece.get(piece.size() - 1).equals(c)) {
                throw item.error(IssCells.id(c) + " follows itself, so ISS relates it to itself, which no digit satisfies");
            }
            if (piece.contains(c)) {
                repeat = repeat == null ? c : repeat;
                Cell last = piece.get(piece.size() - 1);
                pieces.add(piece);
                piece = new ArrayList<>(List.of(last));
            }
            piece.add(c);
        }
        pieces.add(piece);
        if (repeat != null) {
            p.warn(repeated(item, repeat) + "; read as ISS does: the rule holds for each consecutive pair, so the line is cut "
                    + "into " + pieces.size() + " pieces where it comes back");
        }
        for (List<Cell> part : pieces) {
            p.rule(word + " " + IssCells.list(part) + suffix, item.at());
        }
    }

    /**
     * {@code .Palindrome}: cell i equals cell n+1-i. With a repeated cell that is still a set of equal
     * pairs, written as clones (a pair of one cell with itself says nothing).
     */
    private static void palindrome(IssItem item, IssPuzzle p) {
        List<Cell> cells = cells(item, 0, p, 1, "Palindrome~cells...");
        Cell repeat = IssCells.firstRepeat(cells);
        if (repeat == null) {
            p.rule("palindrome " + IssCells.list(cells), item.at());
            return;
        }
        p.warn(repeated(item, repeat) + "; read as ISS does: each cell equals its mirror cell, written as clones");
        java.util.Set<List<Cell>> done = new java.util.HashSet<>();
        for (int i = 0, j = cells.size() - 1; i < j; i++, j--) {
            Cell a = cells.get(i);
            Cell b = cells.get(j);
            if (!a.equals(b) && done.add(List.of(a, b)) && done.add(List.of(b, a))) {
                p.rule("clone " + a + " | " + b, item.at());
            }
        }
    }

    private static List<Cell> cells(IssItem item, int from, IssPuzzle n, int min, String syntax) {
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

    /**
     * {@code .PillArrow~2~p1~p2~shaft...}: the pill in reading order, read as a number; on grids with values
     * above 9 its cells after the first hold single digits, as ISS requires.
     */
    private static void pillArrow(IssItem item, IssPuzzle p) {
        int k = integer(item, 0, "PillArrow~2|3~pill cells~shaft...");
        if (k != 2 && k != 3) {
            throw item.errorAt(0, "a pill has 2 or 3 cells, found " + k);
        }
        if (item.args().size() < 2 + k) {
            throw item.error("expected " + k + " pill cells and a non-empty shaft");
        }
        List<Cell> pill = new ArrayList<>(noRepeat(item, IssCells.cells(item, 1, p)).subList(0, k));
        for (Cell c : pill) {
            if (c.isExtra()) {
                throw item.error("the pill is read as a number in reading order, so its cells need places on the grid; "
                        + c + " is an extra cell");
            }
        }
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
        List<Cell> shaft = IssCells.cells(item, 1 + k, p);
        if (p.shape.max() <= 9) {
            p.rule("arrow " + IssCells.list(pill) + " | " + IssCells.list(shaft), item.at());
            return;
        }
        // With values above 9 ISS reads the pill as sum(10^(k-1-i) * pill[i]) with every pill cell after the
        // first a single digit; the native arrow takes single-digit grids only, so this is a weighted sum.
        List<Cell> all = new ArrayList<>(pill);
        all.addAll(shaft);
        List<String> weights = new ArrayList<>();
        for (int i = 0; i < k; i++) {
            weights.add(String.valueOf((int) Math.pow(10, k - 1 - i)));
        }
        shaft.forEach(c -> weights.add("-1"));
        p.rule("sum 0 " + IssCells.list(all) + " weights=" + String.join(",", weights), item.at());
        String digits = java.util.stream.IntStream.rangeClosed(p.shape.min(), 9).mapToObj(String::valueOf)
                .collect(java.util.stream.Collectors.joining(","));
        p.rule("candidates " + IssCells.list(pill.subList(1, k)) + " digits=" + digits, item.at());
    }

    /** {@code .Whisper~d~cells} or {@code .Whisper~cells}: ISS's default difference is 5 whatever the size. */
    private static void whisper(IssItem item, IssPuzzle p) {
        boolean numeric = !item.args().isEmpty() && item.arg(0).matches("\\d+");
        int d = numeric ? integer(item, 0, "Whisper~difference~cells...") : 5;
        List<Cell> cells = cells(item, numeric ? 1 : 0, p, 2, "Whisper~[difference~]cells...");
        int nativeDefault = (p.shape.max() - p.shape.min() + 2) / 2;
        chain(item, p, "whisper" + (d == nativeDefault ? "" : " diff=" + d), cells);
    }

    /**
     * Dots and signs: with more than two cells the rule holds for every listed pair that is orthogonally
     * adjacent in the grid, the earlier cell first (for GreaterThan, the larger).
     */
    private static void pairs(IssItem item, IssPuzzle p, String keyword) {
        List<Cell> cells = cells(item, 0, p, 2, item.type() + "~cell~cell[~cell...]");
        Cell repeat = IssCells.firstRepeat(cells);
        if (repeat != null) {
            p.warn(repeated(item, repeat) + "; read as ISS does: each adjacent pair of listed cells carries the mark once");
        }
        int made = 0;
        java.util.Set<List<Cell>> done = new java.util.HashSet<>();
        for (int i = 0; i < cells.size(); i++) {
            for (int j = i + 1; j < cells.size(); j++) {
                Cell a = cells.get(i);
                Cell b = cells.get(j);
                if (a.isOrthogonallyAdjacent(b) && done.add(List.of(a, b))) {
                    if (keyword.equals("gt") && done.contains(List.of(b, a))) {
                        throw item.error("the list puts " + IssCells.id(a) + " both before and after " + IssCells.id(b)
                                + ", so ISS wants each greater than the other, which no digits satisfy");
                    }
                    if (!keyword.equals("gt") && done.contains(List.of(b, a))) {
                        continue;
                    }
                    p.rule(keyword + " " + a + " " + b, item.at());
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
        Cell corner = IssCells.gridCell(item, 0, p);
        List<Integer> values = new ArrayList<>();
        for (int i = 1; i < item.args().size(); i++) {
            int v = integer(item, i, "Quad~topLeftCell~value[~value...]");
            if (v < p.shape.min() || v > p.shape.max()) {
                throw item.errorAt(i, "value " + v + " is outside " + p.shape.min() + ".." + p.shape.max());
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
        List<Cell> cells = IssCells.cells(item, 1, p);
        Cell repeat = IssCells.firstRepeat(cells);
        if (repeat != null) {
            // Each listed cell states the same implication however often it is listed.
            p.warn(repeated(item, repeat) + "; read as ISS does: listing an indexing cell again adds nothing");
            cells = List.copyOf(new java.util.LinkedHashSet<>(cells));
        }
        p.rule("indexer " + kind + " " + IssCells.list(cells), item.at());
    }

    /**
     * {@code .SameValues~k~cells}: k groups with equal multisets. k = number of cells (all equal) is a
     * clone; larger groups mean "the same digits in any order", the samevalues rule.
     */
    private static void sameValues(IssItem item, IssPuzzle p) {
        int k = integer(item, 0, "SameValues~groups~cells...");
        List<Cell> cells = cells(item, 1, p, 2, "SameValues~groups~cells...");
        if (k < 1 || cells.size() % k != 0) {
            throw item.errorAt(0, cells.size() + " cells cannot be split into " + k + " equal groups");
        }
        if (k != cells.size()) {
            IssCounting.sameValueGroups(item, p, k, cells);
            return;
        }
        List<Cell> distinct = List.copyOf(new java.util.LinkedHashSet<>(cells));
        if (distinct.size() < cells.size()) {
            p.warn(repeated(item, IssCells.firstRepeat(cells)) + "; read as ISS does: all the listed cells are equal");
        }
        for (int i = 1; i < distinct.size(); i++) {
            p.rule("clone " + distinct.get(0) + " | " + distinct.get(i), item.at());
        }
    }
}
