package dev.satdoku.rules.global;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleType;
import java.util.ArrayList;
import java.util.List;

/**
 * Doppelganger, as ISS states it, on an N x N grid holding the values 0..N: every row, column and box
 * holds a 0 and all but one of 1..N (the missing digit); no two rows, no two columns and no two boxes
 * miss the same digit; and at every 0 the digits missing from its row, its column and its box are
 * different. Boxes count only when the layout has regular boxes (ISS ignores jigsaw pieces here, which
 * then only hold distinct values). Any other grid shape or value range is an error when the rule is
 * read, as in ISS. Encoding: per house and digit a "contains" literal (disjunction of direct
 * literals); "contains 0"; exactly one digit missing per house; at most one house per family missing
 * each digit; and per cell and digit "not 0, or one of two of its houses contains the digit".
 */
public record Doppelganger() implements Rule {

    public static final RuleType TYPE = RuleType.of("doppelganger", List.of(), "doppelganger",
            "values 0..N: each row, column and box holds 0 and misses one digit of 1..N, no two of a kind miss the same digit, "
                    + "and at each 0 the three missing digits differ", args -> {
                Layout layout = args.layout();
                if (layout.minValue() != 0 || layout.maxValue() != layout.rows() || layout.rows() != layout.cols()) {
                    throw args.error("doppelganger needs a square N x N grid holding the values 0..N (as ISS's 9x9~0-9); this grid is "
                            + layout.rows() + "x" + layout.cols() + " with values " + layout.minValue() + ".." + layout.maxValue());
                }
                return new Doppelganger();
            })
            .withReference("on an N x N grid with the values 0..N: every row, column and box holds a 0 and all but one of 1..N; "
                    + "no two rows, no two columns and no two boxes miss the same digit; at each 0 the digits missing from its row, "
                    + "column and box are three different digits (boxes only with regular boxes; an error on any other grid, as in "
                    + "ISS)");

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

    /** From the words, with each house's missing digit found by counting. */
    @Override
    public String violation(Solution s) {
        Layout layout = s.layout();
        int n = layout.rows();
        String[] kinds = {"row", "column", "box"};
        List<List<List<Cell>>> families = families(layout);
        int[][] missingOf = new int[3][];
        for (int f = 0; f < 3; f++) {
            List<List<Cell>> houses = families.get(f);
            missingOf[f] = new int[houses.size()];
            for (int h = 0; h < houses.size(); h++) {
                boolean[] seen = new boolean[n + 1];
                for (Cell c : houses.get(h)) {
                    int d = s.digit(c);
                    if (d >= 0 && d <= n) {
                        seen[d] = true;
                    }
                }
                String name = kinds[f] + " " + (h + 1);
                if (!seen[0]) {
                    return "doppelganger: " + name + " holds no 0";
                }
                List<Integer> absent = new ArrayList<>();
                for (int v = 1; v <= n; v++) {
                    if (!seen[v]) {
                        absent.add(v);
                    }
                }
                if (absent.size() != 1) {
                    return "doppelganger: " + name + " misses " + absent + " of 1.." + n + ", not exactly one digit";
                }
                missingOf[f][h] = absent.get(0);
                for (int other = 0; other < h; other++) {
                    if (missingOf[f][other] == missingOf[f][h]) {
                        return "doppelganger: " + kinds[f] + " " + (other + 1) + " and " + name + " both miss " + missingOf[f][h];
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
                for (int b = 0; b < families.get(2).size(); b++) {
                    if (families.get(2).get(b).contains(new Cell(r, c))) {
                        three.add(missingOf[2][b]);
                    }
                }
                if (three.stream().distinct().count() < three.size()) {
                    return "doppelganger: the 0 in " + new Cell(r, c) + " sees the missing digits " + three + " (row, column, box), "
                            + "which are not all different";
                }
            }
        }
        return null;
    }

    @Override
    public String toNative() {
        return "doppelganger";
    }
}
