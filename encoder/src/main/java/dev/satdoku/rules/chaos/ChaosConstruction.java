package dev.satdoku.rules.chaos;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import dev.satdoku.rules.SizeHint;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Chaos construction: the grid divides into regions that are not given but found while solving.
 * Every region has {@code regionSize} cells (the grid's number of values unless stated), is
 * orthogonally connected, and holds distinct values; with {@code boxes none} (ISS's {@code NoBoxes}) the
 * regions play the part of boxes, which otherwise apply as well.
 *
 * <p>Encoding: the context's {@code chaosRegions}, by the naming {@code --chaos-regions} chooses
 * (canonical labels 1..R per cell, or each region named by its first cell); either gives each
 * partition exactly one naming, made for the whole grid so the clues about regions share it. The
 * naming is a witness: the solver's answers are grids, and counting blocks digits only, so a grid
 * with two valid partitions counts once (ISS's canonical labelling also keeps partitions apart, but
 * its answers are grids).
 *
 * <p>The check needs the partition: the decoder puts the labels into the solution, and the check
 * verifies them (sizes, connectivity, distinct digits) by plain loops and a flood fill. A proposed
 * solution without them (a bare grid) is rejected with a message saying how to write them, rather
 * than searched for a partition: the region clues (chaos arrows, counts) must be judged against the
 * same partition, which a search per rule could not promise.
 *
 * @param regionSize cells per region; 0 for the grid's number of values
 */
public record ChaosConstruction(int regionSize) implements Rule {

    public static final RuleType TYPE = RuleType.of("chaos", List.of(), "chaos [size=N]",
            "the regions are not given: the grid divides into orthogonally connected regions of N cells (the number of values) with distinct values, found while solving",
            ChaosConstruction::parse)
            .withReference("the regions are found while solving: the grid divides into orthogonally connected regions of "
                    + "`size` cells (default: the grid's number of values; it must divide the number of cells), each "
                    + "holding distinct values. Usually with `boxes none`: otherwise the boxes apply as well (in an ISS string too, "
                    + "where only `NoBoxes` removes them). "
                    + "Solutions show the regions found (a `regions` line after the digits); counting and uniqueness are "
                    + "about grids, so two partitions of one grid are one solution. Encoding: a region label per cell in "
                    + "canonical order (or each region named by its first cell, `--chaos-regions`), region sizes as "
                    + "`--chaos-sizes` says, and the `--connectivity` encoding per region");

    public ChaosConstruction {
        if (regionSize != 0 && regionSize < 2) {
            throw new IllegalArgumentException("chaos regions need at least 2 cells, not " + regionSize);
        }
    }

    private static ChaosConstruction parse(RuleArgs args) {
        int size = args.intOption("size", 0);
        args.done();
        Layout layout = args.layout();
        int cells = layout.rows() * layout.cols();
        int effective = size == 0 ? layout.valueCount() : size;
        if (effective < 2 || cells % effective != 0) {
            throw args.error("chaos regions of " + effective + " cells cannot divide the " + cells + " cells of the grid");
        }
        return new ChaosConstruction(size);
    }

    /** Cells per region on this layout. */
    public int size(Layout layout) {
        return regionSize == 0 ? layout.valueCount() : regionSize;
    }

    /** Number of regions on this layout. */
    public int regionCount(Layout layout) {
        return layout.rows() * layout.cols() / size(layout);
    }

    /** The chaos construction among a puzzle's rules, or null. */
    public static ChaosConstruction in(List<Rule> rules) {
        for (Rule r : rules) {
            if (r instanceof ChaosConstruction c) {
                return c;
            }
        }
        return null;
    }

    @Override
    public String keyword() {
        return "chaos";
    }

    @Override
    public SizeHint sizeHint(int n) {
        // An and-gate per cell, label and value with its counter, canonical labels, and a connectivity
        // encoding per region: about 3 n^4 variables and 25 n^4 clauses (34k clauses built on a 6x6).
        long n4 = (long) n * n * n * n;
        return new SizeHint(3 * n4, 25 * n4);
    }

    @Override
    public void encode(EncodingContext ctx) {
        Layout layout = ctx.layout();
        int cellCount = layout.rows() * layout.cols();
        int size = size(layout);
        if (cellCount % size != 0) {
            throw new IllegalArgumentException("chaos regions of " + size + " cells cannot divide the " + cellCount + " cells of the grid");
        }
        ctx.chaosRegions(size);
    }

    @Override
    public String violation(Solution s) {
        if (!s.hasRegions()) {
            return "the solution gives no regions (chaos construction: write 'regions' and one region label per cell after the digits)";
        }
        Layout layout = s.layout();
        int size = size(layout);
        Map<Integer, List<Cell>> byLabel = new LinkedHashMap<>();
        for (int r = 0; r < layout.rows(); r++) {
            for (int c = 0; c < layout.cols(); c++) {
                Cell cell = new Cell(r, c);
                byLabel.computeIfAbsent(s.region(cell), x -> new ArrayList<>()).add(cell);
            }
        }
        for (List<Cell> region : byLabel.values()) {
            Cell first = region.get(0);
            if (region.size() != size) {
                return "the region of " + first + " has " + region.size() + " cells, not " + size;
            }
            Set<Integer> seen = new HashSet<>();
            for (Cell cell : region) {
                if (!seen.add(s.digit(cell))) {
                    return "the region of " + first + " holds " + s.digit(cell) + " twice";
                }
            }
            Set<Cell> members = new HashSet<>(region);
            Set<Cell> reached = new HashSet<>(List.of(first));
            Deque<Cell> todo = new ArrayDeque<>(List.of(first));
            while (!todo.isEmpty()) {
                Cell at = todo.pop();
                for (Cell next : List.of(at.plus(-1, 0), at.plus(1, 0), at.plus(0, -1), at.plus(0, 1))) {
                    if (members.contains(next) && reached.add(next)) {
                        todo.push(next);
                    }
                }
            }
            if (reached.size() != region.size()) {
                Cell apart = region.stream().filter(c -> !reached.contains(c)).findFirst().orElseThrow();
                return "the region of " + first + " is not connected (" + apart + " is cut off)";
            }
        }
        return null;
    }

    @Override
    public String toNative() {
        return regionSize == 0 ? "chaos" : "chaos size=" + regionSize;
    }
}
