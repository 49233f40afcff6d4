package dev.satdoku.rules.chaos;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Lines;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Chaos borders, a clue about the regions a {@link ChaosConstruction} finds (a "lighthouse"): the
 * control cell's value is the number of region borders crossed along the lines, that is the number of
 * pairs of neighbouring cells along them that lie in different regions. The edge of the grid is no
 * border. A lighthouse that sees its whole row and column is {@code chaosborders C | ROW | COLUMN}.
 *
 * <p>Encoding: per pair of neighbours along a line the context's shared literal "same region" (so
 * lighthouses in one row see the same borders), counted in unary and tied to the control's order literals both ways, so a count
 * narrows the digit and a digit narrows the count.
 *
 * @param control the cell whose value is the count
 * @param lines   the lines looked along, each at least two orthogonally adjacent cells; no two share a pair
 */
public record ChaosBorders(Cell control, List<List<Cell>> lines) implements Rule {

    public static final RuleType TYPE = RuleType.of("chaosborders", List.of(), "chaosborders CONTROL | LINE... [| LINE...]",
            "with chaos: the control's value is how many region borders the lines cross (neighbours along a line in different regions)",
            ChaosBorders::parse)
            .withReference("with `chaos`: the control cell's value equals the number of region borders crossed along the "
                    + "lines (separated by `|`), that is of pairs of neighbouring cells along a line that lie in different "
                    + "regions; the edge of the grid is no border. Each line is orthogonally connected, and no border "
                    + "may be counted twice. A digit that counts the borders in its row and column (a lighthouse) is "
                    + "`chaosborders r5c5 | r5c1-r5c9 | r1c5-r9c5`");

    public ChaosBorders {
        lines = lines.stream().map(List::copyOf).toList();
        if (lines.isEmpty()) {
            throw new IllegalArgumentException("chaos borders need at least one line to look along");
        }
        Set<String> pairs = new HashSet<>();
        for (List<Cell> line : lines) {
            if (line.size() < 2) {
                throw new IllegalArgumentException("a line of chaos borders needs two cells or more, not " + line.size());
            }
            Lines.distinct(line, "chaosborders");
            for (int i = 1; i < line.size(); i++) {
                Cell a = line.get(i - 1);
                Cell b = line.get(i);
                if (!a.isOrthogonallyAdjacent(b)) {
                    throw new IllegalArgumentException("chaos borders lie between neighbours: " + a + " and " + b + " are not adjacent");
                }
                String pair = a.compareTo(b) < 0 ? a + " " + b : b + " " + a;
                if (!pairs.add(pair)) {
                    throw new IllegalArgumentException("the border between " + pair.replace(" ", " and ") + " is on two lines; it counts once");
                }
            }
        }
    }

    private static ChaosBorders parse(RuleArgs args) {
        List<List<Cell>> groups = args.cellGroups("chaos borders cells");
        args.done();
        if (groups.size() < 2 || groups.get(0).size() != 1) {
            throw args.error("write chaosborders CONTROL | LINE [| LINE...]: one control cell, then the lines it looks along (| between them)");
        }
        try {
            return new ChaosBorders(groups.get(0).get(0), groups.subList(1, groups.size()));
        } catch (IllegalArgumentException e) {
            throw args.error(e.getMessage());
        }
    }

    @Override
    public String keyword() {
        return "chaosborders";
    }

    @Override
    public String missingPartner(List<Rule> puzzleRules) {
        return ChaosConstruction.in(puzzleRules) == null
                ? "chaosborders needs a 'chaos' line: the regions it speaks of are those the chaos construction finds" : null;
    }

    @Override
    public void encode(EncodingContext ctx) {
        ChaosConstruction chaos = ChaosConstruction.in(ctx.puzzleRules());
        if (chaos == null) {
            throw new IllegalArgumentException("chaosborders at " + control + " needs a chaos rule (the regions it speaks of)");
        }
        int count = chaos.regionCount(ctx.layout());
        int pairs = lines.stream().mapToInt(l -> l.size() - 1).sum();
        int[] borders = new int[pairs];
        int at = 0;
        for (List<Cell> line : lines) {
            for (int i = 1; i < line.size(); i++) {
                borders[at++] = -ctx.sameRegion(line.get(i - 1), line.get(i), count);
            }
        }
        ctx.countEquals(borders, ctx.cell(control));
    }

    @Override
    public String violation(Solution s) {
        if (!s.hasRegions()) {
            return "the solution gives no regions (the chaos borders at " + control + " are about them)";
        }
        int crossed = 0;
        for (List<Cell> line : lines) {
            for (int i = 1; i < line.size(); i++) {
                if (s.region(line.get(i - 1)) != s.region(line.get(i))) {
                    crossed++;
                }
            }
        }
        int value = s.digit(control);
        if (value != crossed) {
            return "the chaos borders at " + control + " hold " + value + " but its lines cross " + crossed + " region borders";
        }
        return null;
    }

    @Override
    public String toNative() {
        StringBuilder out = new StringBuilder("chaosborders " + control);
        for (List<Cell> line : lines) {
            out.append(" | ").append(Lines.join(line));
        }
        return out.toString();
    }
}
