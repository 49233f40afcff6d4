package dev.satdoku.rules.global;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.model.Cell;
import dev.satdoku.model.House;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleType;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * Region same values: the largest of the grid's houses (rows, columns, boxes or jigsaw pieces, as ISS
 * takes them) all contain the same set of values. It matters on grids with more values than a house
 * has cells (a 6x6 using six of the digits 1-9: every row, column and box picks the same six); where
 * a house holds every value it follows from the houses. Encoding: per largest house and value, a
 * "contains v" literal (the disjunction of the cells' direct literals), and equivalences tying each
 * house's literal to the first house's.
 */
public record RegionSameValues() implements Rule {

    public static final RuleType TYPE = RuleType.of("regionsamevalues", List.of(), "regionsamevalues",
            "the largest houses (rows, columns, boxes, jigsaw pieces) all hold the same set of values", args -> new RegionSameValues())
            .withReference("the largest houses (rows, columns, boxes or jigsaw pieces) all contain the same set of values: on a "
                    + "grid with more values than a house has cells, each house picks the same ones (ISS's RegionSameValues)");

    /** The houses of the largest size, in the layout's order (rows, columns, regions). */
    static List<House> largest(Layout layout) {
        int size = 0;
        for (House h : layout.houses()) {
            size = Math.max(size, h.cells().size());
        }
        List<House> out = new ArrayList<>();
        for (House h : layout.houses()) {
            if (h.cells().size() == size) {
                out.add(h);
            }
        }
        return out;
    }

    @Override
    public String keyword() {
        return "regionsamevalues";
    }

    /**
     * A raw grid's houses are only the regions it declares, not its rows and columns, so the largest
     * houses are not the ones the check compares; ISS takes the item on Sudoku grids only.
     */
    @Override
    public String unsupportedOn(Layout layout) {
        return layout.isRaw() ? "rule regionsamevalues compares the largest houses (rows, columns, regions) of a grid "
                + "with the row and column rules; this grid is " + layout.describe() : null;
    }

    @Override
    public void encode(EncodingContext ctx) {
        List<House> houses = largest(ctx.layout());
        for (int v = ctx.layout().minValue(); v <= ctx.layout().maxValue(); v++) {
            int first = 0;
            for (int h = 0; h < houses.size(); h++) {
                int[] lits = new int[houses.get(h).cells().size()];
                for (int i = 0; i < lits.length; i++) {
                    lits[i] = ctx.cell(houses.get(h).cells().get(i)).eq(v);
                }
                int contains = ctx.or("regionsamevalues: " + houses.get(h).name() + " holds " + v, lits);
                if (h == 0) {
                    first = contains;
                } else {
                    ctx.clause(-contains, first);
                    ctx.clause(contains, -first);
                }
            }
        }
    }

    /**
     * From the words, without the encoder's house list: every row, every column and every region of the
     * layout (by its region map), the largest kept, each one's set of values compared with the first.
     */
    @Override
    public String violation(Solution s) {
        Layout layout = s.layout();
        List<List<Cell>> groups = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (int r = 0; r < layout.rows(); r++) {
            List<Cell> row = new ArrayList<>();
            for (int c = 0; c < layout.cols(); c++) {
                row.add(new Cell(r, c));
            }
            groups.add(row);
            names.add("row " + (r + 1));
        }
        for (int c = 0; c < layout.cols(); c++) {
            List<Cell> col = new ArrayList<>();
            for (int r = 0; r < layout.rows(); r++) {
                col.add(new Cell(r, c));
            }
            groups.add(col);
            names.add("column " + (c + 1));
        }
        for (int region = 0; region < layout.regionCount(); region++) {
            List<Cell> cells = new ArrayList<>();
            for (int r = 0; r < layout.rows(); r++) {
                for (int c = 0; c < layout.cols(); c++) {
                    if (layout.regionOf(new Cell(r, c)) == region) {
                        cells.add(new Cell(r, c));
                    }
                }
            }
            groups.add(cells);
            names.add(layout.regionName(region));
        }
        int size = groups.stream().mapToInt(List::size).max().orElse(0);
        TreeSet<Integer> reference = null;
        String referenceName = null;
        for (int g = 0; g < groups.size(); g++) {
            if (groups.get(g).size() != size) {
                continue;
            }
            TreeSet<Integer> values = new TreeSet<>();
            groups.get(g).forEach(c -> values.add(s.digit(c)));
            if (reference == null) {
                reference = values;
                referenceName = names.get(g);
            } else if (!values.equals(reference)) {
                return "regionsamevalues: " + names.get(g) + " holds " + values + " but " + referenceName + " holds " + reference;
            }
        }
        return null;
    }

    @Override
    public String toNative() {
        return "regionsamevalues";
    }
}
