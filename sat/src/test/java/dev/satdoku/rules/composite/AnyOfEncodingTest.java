package dev.satdoku.rules.composite;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.format.NativeParser;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Puzzle;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.cell.AllowedDigits;
import dev.satdoku.rules.line.Renban;
import dev.satdoku.rules.line.Thermo;
import dev.satdoku.rules.relation.RegexLine;
import dev.satdoku.rules.sum.Cage;
import dev.satdoku.sat.Enumerator;
import dev.satdoku.sat.RuleEquivalence;
import dev.satdoku.sat.Sat4jBackend;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * An {@code or}'s CNF, alone on a small grid, admits exactly the assignments where some group holds (by
 * the groups' own checks), for groups of rules with and without auxiliary variables and nested ors; and
 * a grid where several groups hold is one solution, never one per group.
 */
class AnyOfEncodingTest {

    private static final Layout FOUR = Layout.standard(4);
    private static final Cell A = Cell.of1(1, 1);
    private static final Cell B = Cell.of1(1, 2);
    private static final Cell C = Cell.of1(2, 2);

    @Test
    void theCnfAdmitsExactlyTheAssignmentsSomeGroupAccepts() {
        Rule thermo = new Thermo(List.of(A, B, C), false);
        Rule down = new Thermo(List.of(C, B), true);
        Rule regex = new RegexLine("(12|3)4?", List.of(A, B, C));
        Rule renban = new Renban(List.of(A, B, C));
        Rule cage = new Cage(List.of(A, C), new Cage.FixedTotal(7));
        List<AnyOf> cases = List.of(
                new AnyOf(List.of(List.of(thermo), List.of(down))),
                new AnyOf(List.of(List.of(regex), List.of(renban, down))),
                new AnyOf(List.of(List.of(cage), List.of(new AnyOf(List.of(List.of(thermo), List.of(regex)))))),
                new AnyOf(List.of(List.of(renban))));
        for (AnyOf or : cases) {
            RuleEquivalence.assertExact(FOUR, List.of(or), List.of(A, B, C), RuleEquivalence.amoVariants());
            RuleEquivalence.assertExact(FOUR, List.of(or), List.of(A, B, C), RuleEquivalence.sumVariants());
        }
    }

    /** Every solution, each checked by the independent checker on the way (the one solutions loop). */
    private static long count(Puzzle p, long limit) {
        return new Enumerator(EncodingOptions.DEFAULTS, Sat4jBackend::new).enumerate(p, limit, null, s -> { }).count();
    }

    /** ISS's Either/Or example in small: two groups hold in the same grid, and the grid counts once. */
    @Test
    void aGridWhereBothGroupsHoldIsOneSolution() {
        String text = "size 4\ngivens\n 1 2 3 4\n 3 4 1 2\n 2 1 4 3\n . . . .\n"
                + "or { candidates r1c1 digits=1 } { candidates r1c2 digits=2 }\n";
        Puzzle p = NativeParser.parse(text, "test");
        assertEquals(1, count(p, 10));
        Puzzle open = NativeParser.parse("size 4\nor { candidates r1c1 digits=1 } { candidates r1c2 digits=2 }\n", "test");
        // Latin-square-with-boxes grids of size 4: 288; those with r1c1=1 or r1c2=2 (72 + 72 - 24 by inclusion-exclusion).
        assertEquals(120, count(open, 1000));
        AllowedDigits one = (AllowedDigits) ((AnyOf) open.rules().get(0)).groups().get(0).get(0);
        assertEquals(List.of(A), one.cells());
    }
}
