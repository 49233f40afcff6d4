package dev.satdoku.rules.region;

import dev.satdoku.model.Cell;
import dev.satdoku.model.House;
import dev.satdoku.model.Layout;
import dev.satdoku.rules.RuleType;
import java.util.ArrayList;
import java.util.List;

/**
 * Windoku: extra windows of box shape, each holding distinct digits (all N digits, since a window
 * has N cells). On 9x9 the four windows are rows and columns 2-4 and 6-8. In general the windows sit
 * one cell in from the edges and one cell apart, so they exist exactly when N-1 is a multiple of
 * (window height + 1) and of (window width + 1): 4x4 has one central 2x2 window, 16x16 nine 4x4
 * windows, 25x25 sixteen 5x5 windows; 6x6, 8x8 and 12x12 boxes leave no such pattern and are
 * rejected.
 *
 * @param size         the grid size N
 * @param windowHeight rows per window
 * @param windowWidth  columns per window (height times width = N)
 */
public record Windoku(int size, int windowHeight, int windowWidth) implements DistinctGroups {

    public static final RuleType TYPE = RuleType.of("windoku", List.of(), "windoku",
            "extra box-shaped windows one cell from the edges and one apart hold distinct digits (rows and columns 2-4 and 6-8 on 9x9)",
            args -> forLayout(args.layout()))
            .withReference("extra box-shaped windows, one cell from the edges and one cell apart, hold distinct digits: "
                    + "four on 9x9 (rows and columns 2-4 and 6-8), one central 2x2 on 4x4, nine on 16x16, sixteen "
                    + "on 25x25; jigsaw grids use their size's default box shape; sizes where windows cannot sit so "
                    + "(6x6, 8x8, 12x12, prime sizes) are an error");

    public Windoku {
        if (windowHeight < 2 || windowWidth < 2 || windowHeight * windowWidth != size) {
            throw new IllegalArgumentException("windoku needs box-shaped windows of at least 2x2 cells; a " + size + "x" + size
                    + " grid has no such box shape");
        }
        if ((size - 1) % (windowHeight + 1) != 0 || (size - 1) % (windowWidth + 1) != 0) {
            throw new IllegalArgumentException("windoku windows of " + windowHeight + "x" + windowWidth
                    + " cannot sit one cell from the edges and one cell apart on a " + size + "x" + size
                    + " grid (defined for 4x4, 9x9, 16x16, 25x25 with square boxes)");
        }
    }

    /**
     * The windows for a layout: the shape of its boxes, or the default box shape for its size when
     * the regions are jigsaw pieces or absent (a jigsaw windoku keeps the 3x3 windows).
     */
    public static Windoku forLayout(Layout layout) {
        if (!layout.isSquare()) {
            throw new IllegalArgumentException("windoku windows are defined on square grids only; this grid is " + layout.describe());
        }
        int n = layout.rows();
        if (layout.kind() == Layout.Kind.BOXES && layout.boxHeight() * layout.boxWidth() == n) {
            return new Windoku(n, layout.boxHeight(), layout.boxWidth());
        }
        int[] box = Layout.defaultBoxes(n, n, n);
        int h = box == null ? 1 : box[0];
        return new Windoku(n, h, n / h);
    }

    @Override
    public String keyword() {
        return "windoku";
    }

    @Override
    public List<House> extraHouses() {
        List<House> out = new ArrayList<>();
        for (int top = 1; top + windowHeight < size; top += windowHeight + 1) {
            for (int left = 1; left + windowWidth < size; left += windowWidth + 1) {
                List<Cell> cells = new ArrayList<>();
                for (int r = top; r < top + windowHeight; r++) {
                    for (int c = left; c < left + windowWidth; c++) {
                        cells.add(new Cell(r, c));
                    }
                }
                out.add(new House("window at " + cells.get(0), cells));
            }
        }
        return out;
    }

    @Override
    public String toNative() {
        return "windoku";
    }
}
