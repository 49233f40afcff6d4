package dev.satdoku.rules.region;

import dev.satdoku.model.Cell;
import dev.satdoku.model.House;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import java.util.HashSet;
import java.util.List;
import java.util.stream.Collectors;

/**
 * An extra region: the listed cells hold distinct digits. A region of N cells is complete (every
 * digit once) and helps simplification as an extra house.
 *
 * @param cells two or more distinct cells
 */
public record ExtraRegion(List<Cell> cells) implements DistinctGroups {

    public static final RuleType TYPE = RuleType.of("extraregion", List.of(), "extraregion CELLS", "the cells hold distinct digits",
            ExtraRegion::parse)
            .withReference("the cells (2 to N of them) hold distinct digits");

    private static ExtraRegion parse(RuleArgs args) {
        List<Cell> cells = args.distinct(args.nextCells("cells"), "the region");
        if (cells.size() < 2) {
            throw args.error("an extra region needs at least two cells");
        }
        if (cells.size() > args.layout().valueCount()) {
            throw args.error("an extra region of " + cells.size() + " cells cannot hold distinct digits "
                    + args.minValue() + ".." + args.maxValue());
        }
        return new ExtraRegion(cells);
    }

    public ExtraRegion {
        cells = List.copyOf(cells);
        if (cells.size() < 2) {
            throw new IllegalArgumentException("an extra region needs at least two cells");
        }
        if (new HashSet<>(cells).size() != cells.size()) {
            throw new IllegalArgumentException("an extra region lists a cell twice");
        }
    }

    @Override
    public String keyword() {
        return "extraregion";
    }

    @Override
    public List<House> extraHouses() {
        return List.of(new House("extra region " + cells.get(0) + "..", cells));
    }

    @Override
    public String toNative() {
        return "extraregion " + cells.stream().map(Cell::toString).collect(Collectors.joining(" "));
    }
}
