package dev.satdoku.rules.global;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.encode.IntVar;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import dev.satdoku.syntax.Token;
import java.util.ArrayList;
import java.util.List;

/**
 * Doppelganger, as ISS states it, on an N x N grid holding the values 0..N: every row, column and box
 * holds a 0 and all but one of 1..N (the missing digit); no two rows, no two columns and no two boxes
 * miss the same digit; and at every 0 the digits missing from its row, its column and its box are
 * different. Boxes count only when the layout has regular boxes (ISS ignores jigsaw pieces here, which
 * then only hold distinct values). Any other grid shape or value range is an error when the rule is
 * read, as in ISS.
 *
 * <p>ISS shows the missing digits in extra cells outside the grid ({@code DGC1..} for the rows,
 * {@code DGR1..} for the columns, {@code DGB1..} for the boxes) that other clues may name. Here the
 * options {@code rows=P}, {@code cols=P} and {@code boxes=P} tie declared variables {@code P1..PN} to the
 * missing digits of the rows, columns and boxes (boxes in reading order), so other rules can name them.
 *
 * <p>Encoding: per house and digit a "contains" literal (disjunction of direct literals); "contains 0";
 * exactly one digit missing per house; at most one house per family missing each digit; per cell and
 * digit "not 0, or one of two of its houses contains the digit"; and for a tied variable, "equals d"
 * exactly when its house misses d.
 *
 * @param rowVars prefix of the variables holding each row's missing digit, or "" for none
 * @param colVars the same for the columns
 * @param boxVars the same for the boxes
 */
public record Doppelganger(String rowVars, String colVars, String boxVars) implements Rule {

    private static final String[] KINDS = {"row", "column", "box"};
    private static final String[] OPTIONS = {"rows", "cols", "boxes"};

    public static final RuleType TYPE = RuleType.of("doppelganger", List.of(), "doppelganger [rows=P] [cols=P] [boxes=P]",
            "values 0..N: each row, column and box holds 0 and misses one digit of 1..N, no two of a kind miss the same digit, "
                    + "and at each 0 the three missing digits differ", Doppelganger::parse)
            .withReference("on an N x N grid with the values 0..N (`values 0..N`): every row, column and box holds a 0 and all "
                    + "but one of 1..N; no two rows, no two columns and no two boxes miss the same digit; at each 0 the digits "
                    + "missing from its row, column and box are three different digits (boxes only with regular boxes; an "
                    + "error on any other grid, as in ISS). `rows=P` ties declared variables P1..PN to the digits the rows "
                    + "miss (`cols=P` the columns, `boxes=P` the boxes in reading order), so other rules can name them: "
                    + "`var DGC1 DGC2 DGC3 DGC4 1..4` then `doppelganger rows=DGC` (ISS's extra cells DGC, DGR, DGB)");

    public Doppelganger {
        for (String prefix : List.of(rowVars, colVars, boxVars)) {
            if (!prefix.isEmpty() && !prefix.matches("[A-Za-z][A-Za-z0-9_]*")) {
                throw new IllegalArgumentException("a variable prefix is a letter then letters, digits or _, found '" + prefix + "'");
            }
        }
    }

    /** The rule without tied variables. */
    public Doppelganger() {
        this("", "", "");
    }

    private static Doppelganger parse(RuleArgs args) {
        Layout layout = args.layout();
        int n = layout.rows();
        if (layout.minValue() != 0 || layout.maxValue() != n || n != layout.cols()) {
            throw args.error("doppelganger needs a square N x N grid holding the values 0..N (as ISS's 9x9~0-9); this grid is "
                    + layout.rows() + "x" + layout.cols() + " with values " + layout.minValue() + ".." + layout.maxValue());
        }
        if (layout.kind() == Layout.Kind.BOXES && layout.boxHeight() * layout.boxWidth() != n) {
            throw args.error("doppelganger needs boxes of " + n + " cells (one per digit but the missing one), found "
                    + layout.boxHeight() + "x" + layout.boxWidth() + " boxes");
        }
        String[] prefixes = new String[3];
        for (int f = 0; f < 3; f++) {
            Token at = args.optionToken(OPTIONS[f]);
            prefixes[f] = args.option(OPTIONS[f], "");
            if (at == null) {
                continue;
            }
            if (!prefixes[f].matches("[A-Za-z][A-Za-z0-9_]*")) {
                throw args.error(at, OPTIONS[f] + "= takes a variable prefix (a letter then letters, digits or _), found '" + prefixes[f] + "'");
            }
            if (f == 2 && layout.kind() != Layout.Kind.BOXES) {
                throw args.error(at, "boxes= ties variables to the boxes' missing digits, but this grid has no regular boxes");
            }
            for (int i = 1; i <= n; i++) {
                String name = prefixes[f] + i;
                if (args.extraCells().stream().noneMatch(v -> v.name().equals(name))) {
                    throw args.error(at, OPTIONS[f] + "=" + prefixes[f] + " ties " + prefixes[f] + "1 to " + prefixes[f] + n + " to the "
                            + KINDS[f] + "s' missing digits, but " + name + " is not declared (var " + prefixes[f] + "1 ... "
                            + prefixes[f] + n + " 1.." + n + ")");
                }
            }
        }
        return new Doppelganger(prefixes[0], prefixes[1], prefixes[2]);
    }

    private String prefix(int family) {
        return family == 0 ? rowVars : family == 1 ? colVars : boxVars;
    }

    /** Rows, columns and (with regular boxes) boxes, as three families of cell lists. */
    private static List<List<List<Cell>>> families(Layout layout) {
        List<List<Cell>> rows = new ArrayList<>();
        List<List<Cell>> cols = new ArrayList<>();
        List<List<Cell>> boxes = new ArrayList<>();
        for (int i = 0; i < layout.rows(); i++) {
            List<Cell> row = new ArrayList<>();
            List<Cell> col = new ArrayList<>();
            for (int j = 0; j < layout.cols(); j++) {
                row.add(new Cell(i, j));
                col.add(new Cell(j, i));
            }
            rows.add(row);
            cols.add(col);
        }
        if (layout.kind() == Layout.Kind.BOXES) {
            for (int top = 0; top < layout.rows(); top += layout.boxHeight()) {
                for (int left = 0; left < layout.cols(); left += layout.boxWidth()) {
                    List<Cell> box = new ArrayList<>();
                    for (int r = top; r < top + layout.boxHeight(); r++) {
                        for (int c = left; c < left + layout.boxWidth(); c++) {
                            box.add(new Cell(r, c));
                        }
                    }
                    boxes.add(box);
                }
            }
        }
        return List.of(rows, cols, boxes);
    }

    @Override
    public String keyword() {
        return "doppelganger";
    }

    @Override
    public void encode(EncodingContext ctx) {
        Layout layout = ctx.layout();
        int n = layout.maxValue();
        List<List<List<Cell>>> families = families(layout);
        // contains[f][h][v]: house h of family f holds the digit v (1..N).
        int[][][] contains = new int[3][][];
        for (int f = 0; f < 3; f++) {
            List<List<Cell>> houses = families.get(f);
            contains[f] = new int[houses.size()][n + 1];
            for (int h = 0; h < houses.size(); h++) {
                List<Cell> cells = houses.get(h);
                int[] zeros = cells.stream().mapToInt(c -> ctx.cell(c).eq(0)).toArray();
                ctx.clause(zeros);
                int[] missing = new int[n];
                for (int v = 1; v <= n; v++) {
                    final int value = v;
                    int[] lits = cells.stream().mapToInt(c -> ctx.cell(c).eq(value)).toArray();
                    contains[f][h][v] = ctx.or("doppelganger: " + cells.get(0) + " house holds " + v, lits);
                    missing[v - 1] = -contains[f][h][v];
                }
                ctx.exactlyOne(missing);
                if (!prefix(f).isEmpty()) {
                    IntVar tied = ctx.variable(prefix(f) + (h + 1));
                    for (int v = tied.min(); v <= tied.max(); v++) {
                        if (v < 1 || v > n) {
                            ctx.clause(tied.ne(v));
                        }
                    }
                    for (int v = 1; v <= n; v++) {
                        // tied = v exactly when the house misses v
                        ctx.clause(tied.ne(v), missing[v - 1]);
                        ctx.clause(tied.eq(v), -missing[v - 1]);
                    }
                }
            }
            for (int v = 1; v <= n; v++) {
                int[] missers = new int[houses.size()];
                for (int h = 0; h < houses.size(); h++) {
                    missers[h] = -contains[f][h][v];
                }
                ctx.atMostOne(missers);
            }
        }
        for (int f = 0; f < 3; f++) {
            for (int g = f + 1; g < 3; g++) {
                List<List<Cell>> a = families.get(f);
                List<List<Cell>> b = families.get(g);
                for (int i = 0; i < a.size(); i++) {
                    for (int j = 0; j < b.size(); j++) {
                        for (Cell c : a.get(i)) {
                            if (!b.get(j).contains(c)) {
                                continue;
                            }
                            for (int v = 1; v <= n; v++) {
                                ctx.clause(ctx.cell(c).ne(0), contains[f][i][v], contains[g][j][v]);
                            }
                        }
                    }
                }
            }
        }
    }

    /**
     * From the words, with each house's missing digit found by counting. Houses are walked by plain
     * loops here (box b has its top-left cell at row (b / boxes per row) * height), not through the
     * encoder's house lists.
     */
    @Override
    public String violation(Solution s) {
        Layout layout = s.layout();
        int n = layout.rows();
        boolean boxes = layout.kind() == Layout.Kind.BOXES;
        int height = boxes ? layout.boxHeight() : 0;
        int width = boxes ? layout.boxWidth() : 0;
        int[][] missingOf = new int[3][n];
        for (int f = 0; f < (boxes ? 3 : 2); f++) {
            for (int h = 0; h < n; h++) {
                int[] seen = new int[n + 1];
                for (int k = 0; k < n; k++) {
                    int r;
                    int c;
                    if (f == 0) {
                        r = h;
                        c = k;
                    } else if (f == 1) {
                        r = k;
                        c = h;
                    } else {
                        r = (h / (n / width)) * height + k / width;
                        c = (h % (n / width)) * width + k % width;
                    }
                    int d = s.digit(r, c);
                    if (d >= 0 && d <= n) {
                        seen[d]++;
                    }
                }
                String name = KINDS[f] + " " + (h + 1);
                if (seen[0] == 0) {
                    return "doppelganger: " + name + " holds no 0";
                }
                List<Integer> absent = new ArrayList<>();
                for (int v = 1; v <= n; v++) {
                    if (seen[v] == 0) {
                        absent.add(v);
                    }
                }
                if (absent.size() != 1) {
                    return "doppelganger: " + name + " misses " + absent + " of 1.." + n + ", not exactly one digit";
                }
                missingOf[f][h] = absent.get(0);
                if (!prefix(f).isEmpty()) {
                    String var = prefix(f) + (h + 1);
                    Integer tied = s.variable(var);
                    if (tied == null || tied != missingOf[f][h]) {
                        return "doppelganger: " + name + " misses " + missingOf[f][h] + " but " + var + " = " + tied;
                    }
                }
                for (int other = 0; other < h; other++) {
                    if (missingOf[f][other] == missingOf[f][h]) {
                        return "doppelganger: " + KINDS[f] + " " + (other + 1) + " and " + name + " both miss " + missingOf[f][h];
                    }
                }
            }
        }
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                if (s.digit(r, c) != 0) {
                    continue;
                }
                List<Integer> three = new ArrayList<>(List.of(missingOf[0][r], missingOf[1][c]));
                if (boxes) {
                    three.add(missingOf[2][(r / height) * (n / width) + c / width]);
                }
                if (three.stream().distinct().count() < three.size()) {
                    return "doppelganger: the 0 in " + new Cell(r, c) + " sees the missing digits " + three + " (row, column"
                            + (boxes ? ", box" : "") + "), which are not all different";
                }
            }
        }
        return null;
    }

    @Override
    public String toNative() {
        StringBuilder out = new StringBuilder("doppelganger");
        for (int f = 0; f < 3; f++) {
            if (!prefix(f).isEmpty()) {
                out.append(' ').append(OPTIONS[f]).append('=').append(prefix(f));
            }
        }
        return out.toString();
    }
}
