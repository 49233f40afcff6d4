package dev.satdoku.rules.chaos;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import dev.satdoku.syntax.Token;
import java.util.List;

/**
 * The label of a grid cell's region, in an extra cell, when a {@link ChaosConstruction} finds the
 * regions: ISS's chaos region cells ({@code CC1}, ... one per grid cell in reading order), which its
 * items may name like any cell. Labels are 1, 2, ... in the reading order of each region's first
 * cell (the canonical labelling ISS and the construction both use), so two cells hold the same label
 * exactly when they share a region. The extra cell's value is part of the solution, so two partitions
 * of one grid are two solutions where a puzzle names region cells, as in ISS.
 *
 * <p>Encoding: the extra cell equals the cell's region label on the direct literals.
 *
 * @param cell  the grid cell whose region is labelled
 * @param label the extra cell holding the label
 */
public record RegionLabel(Cell cell, Cell label) implements Rule {

    public static final RuleType TYPE = RuleType.of("regionlabel", List.of(), "regionlabel CELL EXTRA",
            "with chaos: the extra cell holds the label of the region CELL lies in (1, 2, ... in the order regions first appear)",
            RegionLabel::parse)
            .withReference("with `chaos`: the extra cell EXTRA holds the label of the region the grid cell CELL lies in; "
                    + "regions are labelled 1, 2, ... in the reading order of their first cells, so two such extra cells are "
                    + "equal exactly when their cells share a region. ISS's chaos region cells `CC1`, `CC2`, ... (one per "
                    + "grid cell in reading order) import as `var CC10 1..9` and `regionlabel r2c1 CC10`; their values "
                    + "are part of the solution, so two partitions of one grid count as two solutions, as in ISS");

    public RegionLabel {
        if (cell.isExtra()) {
            throw new IllegalArgumentException("regionlabel labels a grid cell's region; " + cell + " is an extra cell");
        }
        if (!label.isExtra()) {
            throw new IllegalArgumentException("regionlabel writes the label into an extra cell; " + label + " is a grid cell");
        }
    }

    private static RegionLabel parse(RuleArgs args) {
        args.noExtraCell(args.peek(), "the labelled cell");
        Cell cell = args.nextCell("the cell whose region is labelled");
        Token labelAt = args.peek();
        Cell label = args.nextTerm("the extra cell holding the label").cell();
        if (!label.isExtra()) {
            throw args.error(labelAt, "the label goes into an extra cell (declare one with var), not the grid cell " + label);
        }
        args.done();
        return new RegionLabel(cell, label);
    }

    @Override
    public String keyword() {
        return "regionlabel";
    }

    @Override
    public String missingPartner(List<Rule> puzzleRules) {
        return ChaosConstruction.in(puzzleRules) == null
                ? "regionlabel needs a 'chaos' line: the regions it labels are those the chaos construction finds" : null;
    }

    @Override
    public void encode(EncodingContext ctx) {
        ChaosConstruction chaos = ChaosConstruction.in(ctx.puzzleRules());
        if (chaos == null) {
            throw new IllegalArgumentException("regionlabel of " + cell + " needs a chaos rule (the regions it labels)");
        }
        ctx.equal(ctx.cell(label), ctx.regionLabel(cell, chaos.regionCount(ctx.layout())));
    }

    @Override
    public String violation(Solution s) {
        if (!s.hasRegions()) {
            return "the solution gives no regions (" + label + " holds the label of " + cell + "'s region)";
        }
        int region = s.region(cell);
        int value = s.digit(label);
        return value == region ? null : label + " = " + value + ", but " + cell + " lies in region " + region;
    }

    @Override
    public String toNative() {
        return "regionlabel " + cell + " " + label;
    }
}
