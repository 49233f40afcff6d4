package dev.satdoku.encoding.sum;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.encode.IntVar;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import dev.satdoku.sat.RuleEquivalence;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/**
 * The sum API that rules call on {@link EncodingContext}, tested the way rules are: small rules
 * written here with the API, each compared exhaustively with a plain arithmetic check. In particular,
 * sums inside {@code ctx.guarded} blocks apply only when the guard holds, and integers defined with
 * {@code sumOf}/{@code linear}/{@code when} stay correct when several rules, guarded differently,
 * share them.
 */
class SumApiEquivalenceTest {

    private static final Layout FOUR = Layout.standard(4);

    /** A rule made of an encoding written with the API and its arithmetic meaning. */
    private record Scripted(String name, Consumer<EncodingContext> encoding, Predicate<Solution> meaning) implements Rule {
        @Override
        public String keyword() {
            return "test";
        }

        @Override
        public void encode(EncodingContext ctx) {
            encoding.accept(ctx);
        }

        @Override
        public String violation(Solution s) {
            return meaning.test(s) ? null : name + " fails";
        }

        @Override
        public String toNative() {
            return "# " + name;
        }
    }

    private static Cell c(int row, int col) {
        return Cell.of1(row, col);
    }

    private static int d(Solution s, int row, int col) {
        return s.digit(c(row, col));
    }

    private static List<IntVar> vars(EncodingContext ctx, Cell... cells) {
        return ctx.cells(List.of(cells));
    }

    private static void assertExact(List<Rule> rules, Cell... scope) {
        RuleEquivalence.assertExact(FOUR, rules, List.of(scope), RuleEquivalence.sumVariants());
    }

    @Test
    void aGuardedSumAppliesOnlyWhenItsGuardHolds() {
        Rule rule = new Scripted("if r1c1=1 then r1c2+r1c3+r1c4 = 7",
                ctx -> ctx.guarded(ctx.cell(c(1, 1)).eq(1), () -> ctx.sumEquals(vars(ctx, c(1, 2), c(1, 3), c(1, 4)), 7, false)),
                s -> d(s, 1, 1) != 1 || d(s, 1, 2) + d(s, 1, 3) + d(s, 1, 4) == 7);
        assertExact(List.of(rule), c(1, 1), c(1, 2), c(1, 3), c(1, 4));
    }

    @Test
    void sharedDefinitionsStayCorrectUnderDifferentGuards() {
        Rule first = new Scripted("if r1c1=1 then r2c1+r2c2 = r1c2",
                ctx -> ctx.guarded(ctx.cell(c(1, 1)).eq(1), () -> ctx.equal(ctx.sumOf(vars(ctx, c(2, 1), c(2, 2))), ctx.cell(c(1, 2)))),
                s -> d(s, 1, 1) != 1 || d(s, 2, 1) + d(s, 2, 2) == d(s, 1, 2));
        Rule second = new Scripted("if r1c1=2 then r3c1+r3c2 = r2c1+r2c2",
                ctx -> ctx.guarded(ctx.cell(c(1, 1)).eq(2), () -> ctx.sumEquals(vars(ctx, c(3, 1), c(3, 2)), ctx.sumOf(vars(ctx, c(2, 1), c(2, 2))), false)),
                s -> d(s, 1, 1) != 2 || d(s, 3, 1) + d(s, 3, 2) == d(s, 2, 1) + d(s, 2, 2));
        assertExact(List.of(first, second), c(1, 1), c(1, 2), c(2, 1), c(2, 2), c(3, 1), c(3, 2));
    }

    @Test
    void equalSumsOverGroups() {
        Rule rule = new Scripted("r1c1+r1c2 = r2c1+r2c2+r2c3 = r3c1",
                ctx -> ctx.equalSums(List.of(vars(ctx, c(1, 1), c(1, 2)), vars(ctx, c(2, 1), c(2, 2), c(2, 3)), vars(ctx, c(3, 1)))),
                s -> d(s, 1, 1) + d(s, 1, 2) == d(s, 2, 1) + d(s, 2, 2) + d(s, 2, 3) && d(s, 3, 1) == d(s, 1, 1) + d(s, 1, 2));
        assertExact(List.of(rule), c(1, 1), c(1, 2), c(2, 1), c(2, 2), c(2, 3), c(3, 1));
    }

    @Test
    void conditionalTermsWithWhen() {
        // X-sum style: the first r1c1 cells of row 2 add up to 6.
        Rule rule = new Scripted("the first r1c1 cells of row 2 add up to 6", ctx -> {
            IntVar count = ctx.cell(c(1, 1));
            List<IntVar> terms = new java.util.ArrayList<>();
            for (int i = 1; i <= 4; i++) {
                terms.add(ctx.when(count.ge(i), ctx.cell(c(2, i))));
            }
            ctx.sumEquals(terms, 6, false);
        }, s -> {
            int sum = 0;
            for (int i = 1; i <= d(s, 1, 1); i++) {
                sum += d(s, 2, i);
            }
            return sum == 6;
        });
        assertExact(List.of(rule), c(1, 1), c(2, 1), c(2, 2), c(2, 3), c(2, 4));
    }

    @Test
    void linearFormsAndWeightedLiterals() {
        Rule pill = new Scripted("10*r1c1 + r1c2 = r2c1+r2c2+r2c3+r2c4",
                ctx -> ctx.sumEquals(vars(ctx, c(2, 1), c(2, 2), c(2, 3), c(2, 4)), ctx.linear(vars(ctx, c(1, 1), c(1, 2)), List.of(10, 1)), false),
                s -> 10 * d(s, 1, 1) + d(s, 1, 2) == d(s, 2, 1) + d(s, 2, 2) + d(s, 2, 3) + d(s, 2, 4));
        assertExact(List.of(pill), c(1, 1), c(1, 2), c(2, 1), c(2, 2), c(2, 3), c(2, 4));
        Rule weighted = new Scripted("2[r1c1=1] + 3[r1c2=2] + [r1c3 != 3] = 3", ctx -> ctx.weightedSumEquals(
                new int[] {ctx.cell(c(1, 1)).eq(1), ctx.cell(c(1, 2)).eq(2), -ctx.cell(c(1, 3)).eq(3)}, new int[] {2, 3, 1}, 3),
                s -> (d(s, 1, 1) == 1 ? 2 : 0) + (d(s, 1, 2) == 2 ? 3 : 0) + (d(s, 1, 3) != 3 ? 1 : 0) == 3);
        assertExact(List.of(weighted), c(1, 1), c(1, 2), c(1, 3));
    }
}
