package dev.satdoku.rules.region;

import dev.satdoku.model.Cell;
import dev.satdoku.model.House;
import dev.satdoku.rules.RuleType;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Sudoku X: the main diagonal (r1c1..rNcN), the anti-diagonal (rNc1..r1cN) or both hold distinct
 * digits. Each is a complete group of N cells, so it is also offered as an extra house for hidden
 * singles during simplification.
 *
 * @param which main, anti or both
 * @param size  the grid size N
 */
public record Diagonal(Which which, int size) implements DistinctGroups {

    public static final RuleType TYPE = RuleType.of("diagonal", List.of(), "diagonal main|anti|both",
            "main: r1c1..rNcN holds distinct digits; anti: rNc1..r1cN; both: the two",
            args -> {
                Which which = Which.valueOf(args.nextWord("which diagonal", "main", "anti", "both").toUpperCase(Locale.ROOT));
                if (!args.layout().isSquare()) {
                    // As in ISS: a diagonal is only defined where it runs corner to corner.
                    throw args.error("diagonals are defined on square grids only; this grid is " + args.layout().dimensions());
                }
                return new Diagonal(which, args.layout().rows());
            })
            .withReference("main: r1c1..rNcN holds distinct digits; anti: rNc1..r1cN");

    public enum Which {
        MAIN, ANTI, BOTH;

        public String word() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    public Diagonal {
        if (size < 1) {
            throw new IllegalArgumentException("grid size " + size + " is impossible");
        }
    }

    @Override
    public String keyword() {
        return "diagonal";
    }

    @Override
    public List<House> extraHouses() {
        List<House> out = new ArrayList<>();
        if (which != Which.ANTI) {
            List<Cell> cells = new ArrayList<>();
            for (int i = 0; i < size; i++) {
                cells.add(new Cell(i, i));
            }
            out.add(new House("main diagonal", cells));
        }
        if (which != Which.MAIN) {
            List<Cell> cells = new ArrayList<>();
            for (int i = 0; i < size; i++) {
                cells.add(new Cell(size - 1 - i, i));
            }
            out.add(new House("anti-diagonal", cells));
        }
        return out;
    }

    @Override
    public String toNative() {
        return "diagonal " + which.word();
    }
}
