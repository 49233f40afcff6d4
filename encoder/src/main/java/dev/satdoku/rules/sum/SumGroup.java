package dev.satdoku.rules.sum;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.rules.KnownSum;
import dev.satdoku.encode.IntVar;
import dev.satdoku.model.Cell;
import dev.satdoku.model.ExtraCell;
import dev.satdoku.model.Solution;
import dev.satdoku.model.Term;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import dev.satdoku.rules.SizeHint;
import dev.satdoku.syntax.Token;
import java.util.ArrayList;
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
 * <p>The total may be a declared extra cell of any range instead of a number ({@code var T 2..24} then
 * {@code sum T r1c1 r1c2 r1c3}): the cells add up to its value, which other rules can restrict (a set of
 * allowed totals by {@code candidates T digits=...}) or compare ({@code distinct T U}).
 *
 * @param total    the total, 0 when {@code variable} gives it
 * @param weights  empty for a plain sum, else one weight per cell
 * @param variable the extra cell whose value is the total, or null for the number {@code total}
 */
public record SumGroup(int total, List<Cell> cells, List<Integer> weights, String variable) implements Rule {

    /** The largest weight magnitude ISS accepts in a weighted sum. */
    public static final int MAX_WEIGHT = 100;

    public static final RuleType TYPE = RuleType.of("sum", List.of(), "sum TOTAL CELLS [weights=K1,K2,...]",
            "the cells add up to TOTAL (a number or a declared variable); digits may repeat (cross-sum segments); a cell "
                    + "listed twice counts twice; with weights, k1*a + k2*b + ... = TOTAL", SumGroup::parse)
            .withReference("the cells add up to TOTAL; digits may repeat (cross-sum segments); a cell listed twice counts "
                    + "twice (`sum 10 r1c1 r1c1 r1c2` is 2*r1c1 + r1c2 = 10), as ISS reads a repeated cell in a cage or sum; "
                    + "`weights=K1,K2,...` (one integer in -100..100 per listed cell, ISS's `Sum~s_=_k1_k2...`) makes it the "
                    + "weighted sum K1*a + K2*b + ... = TOTAL (`sum 0 r1c1 r1c2 r2c1 weights=1,1,-1`: r1c1 + r1c2 = r2c1); "
                    + "TOTAL may be a declared variable of any range (`var T 2..24` then `sum T r1c1 r1c2 r1c3`), whose "
                    + "values other rules narrow or compare (`candidates T digits=2,3,5,7,11`, `distinct T U`)");

    private static SumGroup parse(RuleArgs args) {
        Token at = args.peek();
        ExtraCell variable = args.nextIsExtraCell() ? args.extraCell(args.nextToken("total")) : null;
        int total = variable == null ? args.nextInt("total") : 0;
        // A cell may be listed twice and then counts twice (ISS's cages and sums read so).
        List<Cell> cells = args.nextCells("cells");
        Token weightsAt = args.optionToken("weights");
        List<Integer> weights = args.intListOption("weights");
        if (weights == null && variable == null) {
            SumRules.checkRepeatable(args, at, total, cells.size());
            return new SumGroup(total, cells);
        }
        if (weights == null) {
            long lo = (long) cells.size() * args.layout().minValue();
            long hi = (long) cells.size() * args.layout().maxValue();
            if (variable.max() < lo || variable.min() > hi) {
                throw args.neverHolds("total " + variable.name() + " (" + variable.min() + ".." + variable.max() + ") can never equal "
                        + cells.size() + " digits, which add up to " + lo + ".." + hi);
            }
            return new SumGroup(0, cells, List.of(), variable.name());
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
        if (variable != null && (variable.max() < lo || variable.min() > hi)) {
            throw args.neverHolds("total " + variable.name() + " (" + variable.min() + ".." + variable.max()
                    + ") is impossible for these weights (the weighted sum lies in " + lo + ".." + hi + ")");
        }
        if (variable == null && (total < lo || total > hi)) {
            throw args.neverHolds("total " + total + " is impossible for these weights (the weighted sum lies in " + lo + ".." + hi + ")");
        }
        return new SumGroup(total, cells, weights, variable == null ? null : variable.name());
    }

    /** A plain sum: every cell counts once per listing. */
    public SumGroup(int total, List<Cell> cells) {
        this(total, cells, List.of());
    }

    /** A sum to a number, plain (no weights) or weighted. */
    public SumGroup(int total, List<Cell> cells, List<Integer> weights) {
        this(total, cells, weights, null);
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
        if (variable != null && total != 0) {
            throw new IllegalArgumentException("a sum to the variable " + variable + " has no numeric total, found " + total);
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
        if (weighted() && variable != null) {
            // k1*a + k2*b + ... - T = 0
            List<IntVar> terms = new ArrayList<>(ctx.cells(cells));
            terms.add(ctx.variable(variable));
            List<Integer> coefficients = new ArrayList<>(weights);
            coefficients.add(-1);
            ctx.linearEquals(terms, coefficients, 0);
            return;
        }
        if (weighted()) {
            ctx.linearEquals(ctx.cells(cells), weights, total);
            return;
        }
        Map<Cell, Integer> counts = new LinkedHashMap<>();
        cells.forEach(c -> counts.merge(c, 1, Integer::sum));
        List<IntVar> terms = counts.size() == cells.size() ? ctx.cells(cells)
                : List.of(ctx.linear(ctx.cells(List.copyOf(counts.keySet())), List.copyOf(counts.values())));
        if (variable != null) {
            ctx.sumEquals(terms, ctx.variable(variable), false);
        } else {
            ctx.sumEquals(terms, total, false);
        }
    }

    /** A sum to a number takes another number; one to a variable has none to change. */
    @Override
    public Optional<Rule> withTotal(int newTotal) {
        return variable == null ? Optional.of(new SumGroup(newTotal, cells, weights)) : Optional.empty();
    }

    /** A plain sum over distinct cells to a number is a known sum; a weighted one, one counting a cell twice or one to a variable is not. */
    @Override
    public Optional<KnownSum> knownSum() {
        if (weighted() || variable != null || new java.util.HashSet<>(cells).size() != cells.size()) {
            return Optional.empty();
        }
        return Optional.of(new KnownSum(cells, total, "sum " + total + " at " + cells.get(0)));
    }

    @Override
    public String violation(Solution s) {
        long want = variable == null ? total : Term.of(variable).value(s);
        String wanted = variable == null ? Integer.toString(total) : want + " (" + variable + ")";
        if (weighted()) {
            long value = 0;
            StringBuilder terms = new StringBuilder();
            for (int i = 0; i < cells.size(); i++) {
                value += (long) weights.get(i) * s.digit(cells.get(i));
                terms.append(i == 0 ? "" : " + ").append(weights.get(i)).append('*').append(cells.get(i)).append('=').append(s.digit(cells.get(i)));
            }
            return value == want ? null : "weighted sum at " + cells.get(0) + ": " + terms + " is " + value + ", not " + wanted;
        }
        int sum = cells.stream().mapToInt(s::digit).sum();
        return sum == want ? null : "sum at " + cells.get(0) + " adds up to " + sum + ", not " + wanted;
    }

    /** A sum over the cells it names. */
    @Override
    public SizeHint sizeHint(int n) {
        return SizeHint.sumOver(SizeHint.namedCells(this), n);
    }

    @Override
    public String toNative() {
        return "sum " + (variable == null ? Integer.toString(total) : variable) + " " + cells.stream().map(Cell::toString).collect(Collectors.joining(" "))
                + (weighted() ? " weights=" + weights.stream().map(String::valueOf).collect(Collectors.joining(",")) : "");
    }
}
