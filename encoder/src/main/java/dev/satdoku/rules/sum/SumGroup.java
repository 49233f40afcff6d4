package dev.satdoku.rules.sum;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.rules.KnownSum;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import dev.satdoku.rules.SizeHint;
import dev.satdoku.syntax.Token;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Sum group: the cells add up to the total; digits may repeat (cross-sum segments, or any cage whose
 * digits are not required to differ). A cell listed twice counts twice, as the Interactive Sudoku
 * Solver reads a cell repeated in a cage or sum. Encoding: the chosen sum encoding, without the
 * distinct hint; a repeated cell is one term scaled by its count ({@code 2*a}), so no encoding ever
 * sees the same literals as two terms.
 *
 * <p>With {@code weights=k1,k2,...} (one integer in -100..100 per listed cell, ISS's
 * {@code Sum~s_=_k1_k2~cells}) the rule is k1*a + k2*b + ... = TOTAL; negative weights go through
 * the context's mirrored terms, so every sum encoding states it.
 *
 * @param weights empty for a plain sum, else one weight per cell
 */
public record SumGroup(int total, List<Cell> cells, List<Integer> weights) implements Rule {

    /** The largest weight magnitude ISS accepts in a weighted sum. */
    public static final int MAX_WEIGHT = 100;

    public static final RuleType TYPE = RuleType.of("sum", List.of(), "sum TOTAL CELLS [weights=K1,K2,...]",
            "the cells add up to TOTAL; digits may repeat (cross-sum segments); a cell listed twice counts twice; "
                    + "with weights, k1*a + k2*b + ... = TOTAL", SumGroup::parse)
            .withReference("the cells add up to TOTAL; digits may repeat (cross-sum segments); a cell listed twice counts "
                    + "twice (`sum 10 r1c1 r1c1 r1c2` is 2*r1c1 + r1c2 = 10), as ISS reads a repeated cell in a cage or sum; "
                    + "`weights=K1,K2,...` (one integer in -100..100 per listed cell, ISS's `Sum~s_=_k1_k2...`) makes it the "
                    + "weighted sum K1*a + K2*b + ... = TOTAL (`sum 0 r1c1 r1c2 r2c1 weights=1,1,-1`: r1c1 + r1c2 = r2c1)");

    private static SumGroup parse(RuleArgs args) {
        Token at = args.peek();
        int total = args.nextInt("total");
        // A cell may be listed twice and then counts twice (ISS's cages and sums read so).
        List<Cell> cells = args.nextCells("cells");
        Token weightsAt = args.optionToken("weights");
        List<Integer> weights = args.intListOption("weights");
        if (weights == null) {
            SumRules.checkRepeatable(args, at, total, cells.size());
            return new SumGroup(total, cells);
        }
        if (weights.size() != cells.size()) {
            throw args.error(weightsAt, "weights gives " + weights.size() + " weight" + (weights.size() == 1 ? "" : "s")
                    + " for " + cells.size() + " cell" + (cells.size() == 1 ? "" : "s") + "; give one per listed cell");
        }
        for (int k : weights) {
            if (Math.abs(k) > MAX_WEIGHT) {
                throw args.error(weightsAt, "weight " + k + " is out of range (-" + MAX_WEIGHT + ".." + MAX_WEIGHT + ")");
            }
        }
        long lo = 0;
        long hi = 0;
        int min = args.layout().minValue();
        int max = args.layout().maxValue();
        for (int k : weights) {
            lo += Math.min((long) k * min, (long) k * max);
            hi += Math.max((long) k * min, (long) k * max);
        }
        if (total < lo || total > hi) {
            throw args.neverHolds("total " + total + " is impossible for these weights (the weighted sum lies in " + lo + ".." + hi + ")");
        }
        return new SumGroup(total, cells, weights);
    }

    /** A plain sum: every cell counts once per listing. */
    public SumGroup(int total, List<Cell> cells) {
        this(total, cells, List.of());
    }

    public SumGroup {
        cells = List.copyOf(cells);
        weights = List.copyOf(weights);
        if (cells.isEmpty()) {
            throw new IllegalArgumentException("a sum needs at least one cell");
        }
        if (!weights.isEmpty() && weights.size() != cells.size()) {
            throw new IllegalArgumentException(weights.size() + " weights for " + cells.size() + " cells");
        }
        if (weights.stream().anyMatch(k -> Math.abs(k) > MAX_WEIGHT)) {
            throw new IllegalArgumentException("weights must lie in -" + MAX_WEIGHT + ".." + MAX_WEIGHT + ": " + weights);
        }
    }

    /** True for the weighted form ({@code weights=...}). */
    public boolean weighted() {
        return !weights.isEmpty();
    }

    @Override
    public String keyword() {
        return "sum";
    }

    @Override
    public void encode(EncodingContext ctx) {
        if (weighted()) {
            ctx.linearEquals(ctx.cells(cells), weights, total);
            return;
        }
        Map<Cell, Integer> counts = new LinkedHashMap<>();
        cells.forEach(c -> counts.merge(c, 1, Integer::sum));
        if (counts.size() == cells.size()) {
            ctx.sumEquals(ctx.cells(cells), total, false);
            return;
        }
        List<Cell> distinct = List.copyOf(counts.keySet());
        ctx.sumEquals(List.of(ctx.linear(ctx.cells(distinct), List.copyOf(counts.values()))), total, false);
    }

    @Override
    public Optional<Rule> withTotal(int newTotal) {
        return Optional.of(new SumGroup(newTotal, cells, weights));
    }

    /** A plain sum over distinct cells is a known sum; a weighted one, or one counting a cell twice, is not. */
    @Override
    public Optional<KnownSum> knownSum() {
        if (weighted() || new java.util.HashSet<>(cells).size() != cells.size()) {
            return Optional.empty();
        }
        return Optional.of(new KnownSum(cells, total, "sum " + total + " at " + cells.get(0)));
    }

    @Override
    public String violation(Solution s) {
        if (weighted()) {
            long value = 0;
            StringBuilder terms = new StringBuilder();
            for (int i = 0; i < cells.size(); i++) {
                value += (long) weights.get(i) * s.digit(cells.get(i));
                terms.append(i == 0 ? "" : " + ").append(weights.get(i)).append('*').append(cells.get(i)).append('=').append(s.digit(cells.get(i)));
            }
            return value == total ? null : "weighted sum at " + cells.get(0) + ": " + terms + " is " + value + ", not " + total;
        }
        int sum = cells.stream().mapToInt(s::digit).sum();
        return sum == total ? null : "sum at " + cells.get(0) + " adds up to " + sum + ", not " + total;
    }

    /** A sum over the cells it names. */
    @Override
    public SizeHint sizeHint(int n) {
        return SizeHint.sumOver(SizeHint.namedCells(this), n);
    }

    @Override
    public String toNative() {
        return "sum " + total + " " + cells.stream().map(Cell::toString).collect(Collectors.joining(" "))
                + (weighted() ? " weights=" + weights.stream().map(String::valueOf).collect(Collectors.joining(",")) : "");
    }
}
