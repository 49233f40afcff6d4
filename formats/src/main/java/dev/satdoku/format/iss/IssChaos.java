package dev.satdoku.format.iss;

import dev.satdoku.model.Cell;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * ISS's chaos construction items: {@code .ChaosConstruction} (regions found while solving, on top of
 * the grid's other houses: ISS removes the default boxes only for {@code .NoBoxes}, which published chaos
 * puzzles always carry), and the clues about its regions, {@code .ChaosArrow} and {@code .ChaosCount},
 * which name region cells {@code CC1}... ({@code CCk} is the region of the k-th grid cell in reading
 * order, so {@code CC10} is r2c1 on a 9x9 grid).
 */
final class IssChaos {

    private IssChaos() {
    }

    /** {@code .ChaosConstruction}: regions of the grid's size; the boxes stay unless {@code .NoBoxes} drops them. */
    static void construction(IssItem item, IssPuzzle p) {
        if (!item.args().isEmpty()) {
            throw item.error("ChaosConstruction takes no arguments");
        }
        p.rule("chaos", "chaos", item.at());
    }

    /**
     * {@code .ChaosArrow~CONTROL~OFFSET~CCa~CCb...~-~CCa~CCc...}: arms separated by {@code -}, all
     * starting at the same region cell; an empty offset is 0. An arrow with no arm cells reaches in all
     * four directions from the control cell to the grid's edges.
     */
    static void arrow(IssItem item, IssPuzzle p) {
        item.needArgs(1, "ChaosArrow~control~offset~region cells (CC1...), arms separated by -");
        Cell control = IssCells.gridCell(item, 0, p);
        int offset = offset(item);
        List<List<Cell>> arms = new ArrayList<>();
        List<Cell> arm = new ArrayList<>();
        for (int i = 2; i < item.args().size(); i++) {
            if (item.arg(i).equals("-")) {
                if (arm.isEmpty()) {
                    throw item.errorAt(i, "an arm of the chaos arrow has no cells before this '-'");
                }
                arms.add(arm);
                arm = new ArrayList<>();
                continue;
            }
            arm.add(regionCell(item, i, p));
        }
        if (!arm.isEmpty()) {
            arms.add(arm);
        } else if (!arms.isEmpty()) {
            throw item.error("the chaos arrow ends with '-' and no arm after it");
        }
        if (arms.isEmpty()) {
            for (int[] d : new int[][] {{-1, 0}, {1, 0}, {0, -1}, {0, 1}}) {
                List<Cell> ray = new ArrayList<>();
                for (Cell c = control; c.inside(p.rows, p.cols); c = c.plus(d[0], d[1])) {
                    ray.add(c);
                }
                arms.add(ray);
            }
        }
        Cell start = arms.get(0).get(0);
        for (int a = 0; a < arms.size(); a++) {
            if (!arms.get(a).get(0).equals(start)) {
                throw item.error("every arm of a chaos arrow starts at the same region cell; arm " + (a + 1) + " starts at "
                        + ccId(arms.get(a).get(0), p) + ", the first at " + ccId(start, p));
            }
            Cell repeat = IssCells.firstRepeat(arms.get(a));
            if (repeat != null) {
                throw item.error("arm " + (a + 1) + " of the chaos arrow names " + ccId(repeat, p) + " twice");
            }
        }
        p.rule("chaosarrow " + control + " | " + arms.stream().map(IssCells::list).collect(Collectors.joining(" | "))
                + (offset == 0 ? "" : " offset=" + offset), item.at());
    }

    /**
     * {@code .ChaosCount~CONTROL~OFFSET~CCa~CCb...}: counts the cells in CCa's region. Without region
     * cells ({@code .ChaosCount~R2C2}, ISS's control-only form) it counts the region cells of the
     * control cell and of its up to eight neighbours, in ISS's order (the control's own first, then
     * up, down, left, right and the four diagonals).
     */
    static void count(IssItem item, IssPuzzle p) {
        item.needArgs(1, "ChaosCount~control[~offset~region cells (CC1...)]");
        Cell control = IssCells.gridCell(item, 0, p);
        int offset = offset(item);
        List<Cell> cells = new ArrayList<>();
        for (int i = 2; i < item.args().size(); i++) {
            cells.add(regionCell(item, i, p));
        }
        if (cells.isEmpty()) {
            int[][] around = {{0, 0}, {-1, 0}, {1, 0}, {0, -1}, {0, 1}, {-1, -1}, {-1, 1}, {1, -1}, {1, 1}};
            for (int[] d : around) {
                Cell c = new Cell(control.row() + d[0], control.col() + d[1]);
                if (c.inside(p.rows, p.cols)) {
                    cells.add(c);
                }
            }
        }
        Cell repeat = IssCells.firstRepeat(cells);
        if (repeat != null) {
            throw item.error("the chaos count names " + ccId(repeat, p) + " twice");
        }
        p.rule("chaoscount " + control + " | " + IssCells.list(cells) + (offset == 0 ? "" : " offset=" + offset), item.at());
    }

    /** The clue's offset: empty (older strings) or 0 means the value is the length, 1 one less. */
    private static int offset(IssItem item) {
        if (item.args().size() < 2 || item.arg(1).isEmpty()) {
            return 0;
        }
        if (!item.arg(1).equals("0") && !item.arg(1).equals("1")) {
            throw item.errorAt(1, "the offset of a chaos clue is 0 or 1 (or empty), found '" + item.arg(1) + "'");
        }
        return Integer.parseInt(item.arg(1));
    }

    /** A region cell {@code CCk}: the region of the k-th grid cell in reading order. */
    private static Cell regionCell(IssItem item, int arg, IssPuzzle p) {
        String s = item.arg(arg);
        if (!s.matches("CC\\d{1,3}")) {
            throw item.errorAt(arg, "expected a chaos region cell like CC12 (the region of the 12th cell in reading order), found '" + s + "'");
        }
        int k = Integer.parseInt(s.substring(2));
        if (k < 1 || k > p.rows * p.cols) {
            throw item.errorAt(arg, "region cell " + s + " is outside the " + p.rows + "x" + p.cols + " grid (CC1 to CC" + p.rows * p.cols
                    + ")");
        }
        return Cell.ofIndex(k - 1, p.cols);
    }

    private static String ccId(Cell c, IssPuzzle p) {
        return "CC" + (c.index(p.cols) + 1);
    }
}
