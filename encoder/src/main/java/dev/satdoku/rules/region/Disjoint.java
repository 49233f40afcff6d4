package dev.satdoku.rules.region;

import dev.satdoku.model.Cell;
import dev.satdoku.model.House;
import dev.satdoku.model.Layout;
import dev.satdoku.rules.RuleType;
import java.util.ArrayList;
import java.util.List;

/**
 * Disjoint groups: the cells at the same position of every box hold distinct digits (N groups of N
 * cells, one per position). Only defined for regular boxes: jigsaw pieces have no common "same
 * position".
 *
 * @param size      the grid size N
 * @param boxHeight rows per box
 * @param boxWidth  columns per box
 */
public record Disjoint(int size, int boxHeight, int boxWidth) implements DistinctGroups {

    public static final RuleType TYPE = RuleType.of("disjoint", List.of(), "disjoint", "cells in the same position of every box hold distinct digits",
            args -> forLayout(args.layout()))
            .withReference("cells in the same position of every box hold distinct digits (regular boxes only: an error "
                    + "for jigsaw or box-less grids)");

    public Disjoint {
        if (boxHeight < 1 || boxWidth < 1 || boxHeight * boxWidth != size) {
            throw new IllegalArgumentException("boxes " + boxHeight + "x" + boxWidth + " do not tile a " + size + "x" + size + " grid");
        }
    }

    /** The groups for a layout with regular boxes; a clear error for jigsaw or box-less grids. */
    public static Disjoint forLayout(Layout layout) {
        if (layout.kind() != Layout.Kind.BOXES) {
            throw new IllegalArgumentException("disjoint groups need regular boxes (cells in the same position of every box), "
                    + "but this puzzle has " + (layout.kind() == Layout.Kind.JIGSAW ? "jigsaw regions" : "no boxes")
                    + " (" + layout.describe() + ")");
        }
        if (!layout.isSquare() || layout.boxHeight() * layout.boxWidth() != layout.rows()) {
            // As in ISS: defined on square grids whose boxes have one cell per row cell.
            throw new IllegalArgumentException("disjoint groups are defined on square grids with N-cell boxes only; this grid is "
                    + layout.describe());
        }
        return new Disjoint(layout.rows(), layout.boxHeight(), layout.boxWidth());
    }

    @Override
    public String keyword() {
        return "disjoint";
    }

    @Override
    public List<House> extraHouses() {
        List<House> out = new ArrayList<>();
        for (int dr = 0; dr < boxHeight; dr++) {
            for (int dc = 0; dc < boxWidth; dc++) {
                List<Cell> cells = new ArrayList<>();
                for (int top = 0; top < size; top += boxHeight) {
                    for (int left = 0; left < size; left += boxWidth) {
                        cells.add(new Cell(top + dr, left + dc));
                    }
                }
                out.add(new House("disjoint group " + (dr + 1) + "," + (dc + 1), cells));
            }
        }
        return out;
    }

    @Override
    public String toNative() {
        return "disjoint";
    }
}
