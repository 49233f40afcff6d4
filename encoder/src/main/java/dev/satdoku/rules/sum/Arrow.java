package dev.satdoku.rules.sum;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.encode.IntVar;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.LinearFact;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import dev.satdoku.rules.SizeHint;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Arrow: the digits along each shaft add up to the circle. A circle of two or more cells (a pill) is
 * read as a decimal number, first cell most significant, so pills only make sense while every digit
 * is a single decimal digit (grids up to 9x9). Shaft digits may repeat; shafts may share cells (a
 * forked arrow) but not with the circle.
 *
 * <p>Encoding: a one-cell circle is the sum's total directly; a pill becomes
 * {@code ctx.linear(circle, [10^(k-1), ..., 10, 1])}, shared by all its shafts; then one
 * {@code sumEquals} per shaft.
 *
 * @param circle the circle (or pill) cells, most significant first
 * @param shafts each shaft's cells
 */
public record Arrow(List<Cell> circle, List<List<Cell>> shafts) implements Rule {

    public static final RuleType TYPE = RuleType.of("arrow", List.of(), "arrow CIRCLE... | SHAFT... [| SHAFT...]",
            "each shaft adds up to the circle; a circle of 2+ cells (pill) is read as a number, first cell most "
                    + "significant", Arrow::parse)
            .withReference("each shaft adds up to the circle; a circle of 2+ cells (pill) is read as a number, first "
                    + "cell most significant (pills need single-digit cells: grids up to 9x9); shafts may share a "
                    + "circle, and cells (a forked arrow), but not with the circle; shaft digits may repeat");

    private static Arrow parse(RuleArgs args) {
        int min = args.minValue();
        int n = args.maxValue();
        List<List<Cell>> groups = args.cellGroups("arrow cells");
        if (groups.size() < 2) {
            throw args.error("missing the shaft: write arrow CIRCLE | SHAFT (| separates the circle from each shaft)");
        }
        List<Cell> circle = args.distinct(groups.get(0), "the circle");
        List<List<Cell>> shafts = groups.subList(1, groups.size());
        for (List<Cell> shaft : shafts) {
            args.distinct(shaft, "a shaft");
            for (Cell c : shaft) {
                if (circle.contains(c)) {
                    throw args.error(c + " is both in the circle and on a shaft");
                }
            }
        }
        if (circle.size() > 1 && n > 9) {
            throw args.error("a pill (a circle of " + circle.size() + " cells) is read as a decimal number, which needs "
                    + "single-digit cells; this grid has digits up to " + n);
        }
        long circleMin = 0;
        long circleMax = 0;
        for (int i = 0; i < circle.size(); i++) {
            circleMin = circleMin * 10 + min;
            circleMax = circleMax * 10 + n;
        }
        for (List<Cell> shaft : shafts) {
            long lo = (long) shaft.size() * min;
            long hi = (long) shaft.size() * n;
            if (hi < circleMin || lo > circleMax) {
                throw args.neverHolds("the shaft from " + shaft.get(0) + " adds up to " + lo + ".." + hi + ", which the circle ("
                        + circleMin + ".." + circleMax + ") can never hold");
            }
        }
        return new Arrow(circle, shafts);
    }

    public Arrow {
        circle = List.copyOf(circle);
        shafts = shafts.stream().map(List::copyOf).toList();
        if (circle.isEmpty() || shafts.isEmpty() || shafts.stream().anyMatch(List::isEmpty)) {
            throw new IllegalArgumentException("an arrow needs a circle and at least one non-empty shaft");
        }
        if (new HashSet<>(circle).size() != circle.size()) {
            throw new IllegalArgumentException("the circle uses a cell twice: " + circle);
        }
        for (List<Cell> shaft : shafts) {
            if (new HashSet<>(shaft).size() != shaft.size()) {
                throw new IllegalArgumentException("a shaft uses a cell twice: " + shaft);
            }
            for (Cell c : shaft) {
                if (circle.contains(c)) {
                    throw new IllegalArgumentException(c + " is both in the circle and on a shaft");
                }
            }
        }
    }

    /** Place values of the circle's cells: 10^(k-1), ..., 10, 1. */
    public List<Integer> placeValues() {
        List<Integer> out = new ArrayList<>();
        int p = 1;
        for (int i = 0; i < circle.size(); i++) {
            out.add(0, p);
            p *= 10;
        }
        return out;
    }

    @Override
    public String keyword() {
        return "arrow";
    }

    @Override
    public void encode(EncodingContext ctx) {
        IntVar value = ctx.linear(ctx.cells(circle), placeValues());
        for (List<Cell> shaft : shafts) {
            ctx.sumEquals(ctx.cells(shaft), value, false);
        }
    }

    /** Per shaft: the shaft's digits minus the circle's number (its cells times their place values) are 0. */
    @Override
    public List<LinearFact> linearFacts() {
        List<LinearFact> facts = new ArrayList<>();
        List<Integer> places = placeValues();
        for (List<Cell> shaft : shafts) {
            List<Cell> cells = new ArrayList<>(shaft);
            List<Integer> coefficients = new ArrayList<>();
            for (int i = 0; i < shaft.size(); i++) {
                coefficients.add(1);
            }
            cells.addAll(circle);
            for (int place : places) {
                coefficients.add(-place);
            }
            facts.add(new LinearFact(cells, coefficients, 0, "arrow at " + circle.get(0)));
        }
        return facts;
    }

    @Override
    public String violation(Solution s) {
        int value = 0;
        for (Cell c : circle) {
            value = value * 10 + s.digit(c);
        }
        for (List<Cell> shaft : shafts) {
            int sum = shaft.stream().mapToInt(s::digit).sum();
            if (sum != value) {
                return "arrow at " + circle.get(0) + ": the shaft from " + shaft.get(0) + " adds up to " + sum + ", the circle holds " + value;
            }
        }
        return null;
    }

    /** A sum over the cells it names. */
    @Override
    public SizeHint sizeHint(int n) {
        return SizeHint.sumOver(SizeHint.namedCells(this), n);
    }

    @Override
    public String toNative() {
        StringBuilder sb = new StringBuilder("arrow ").append(cellList(circle));
        for (List<Cell> shaft : shafts) {
            sb.append(" | ").append(cellList(shaft));
        }
        return sb.toString();
    }

    private static String cellList(List<Cell> cells) {
        return cells.stream().map(Cell::toString).collect(Collectors.joining(" "));
    }
}
