package dev.satdoku.rules.global;

import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.rules.Rule;
import dev.satdoku.sat.RuleEquivalence;
import dev.satdoku.testing.Grids;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The whole-grid rules taken from ISS (anti-taxicab, global entropy, global mod 3, Dutch flatmates):
 * each CNF alone admits exactly the assignments its check accepts, with a few free cells and every
 * other cell fixed to a background grid that keeps the rule (found by a throw-away random search for
 * the small grids; the published solutions of the instances for 9x9).
 */
class GlobalRulesEncodingTest {

    /** instances/iss/global-entropy's published solution. */
    private static final String ENTROPY_SOLUTION =
            "891234567534867291672915348315648972948372615726159483459783126183426759267591834";
    /** instances/iss/anti-taxicab's published solution. */
    private static final String TAXICAB_SOLUTION =
            "264581793351697248798423165975146382426378951813259674639815427182764539547932816";
    /** instances/iss/dutch-flatmates's published solution. */
    private static final String FLATMATES_SOLUTION =
            "618792345352864719947531826721985463896243571435617982279158634163479258584326197";

    private static int[] digits(Layout layout, String grid) {
        return Grids.of(layout, grid).digits();
    }

    private static void exact(Layout layout, Rule rule, String background, List<Cell> scope) {
        RuleEquivalence.assertExact(layout, List.of(rule), scope, digits(layout, background), RuleEquivalence.amoVariants());
    }

    @Test
    void globalModOnA5x5() {
        // Residues of 1..5: 1 2 0 1 2; the free cells sit in four overlapping blocks and on the edge.
        exact(Layout.standard(5), new GlobalMod(), "23214 13432 45213 53132 43545",
                Grids.cells("r2c2", "r2c3", "r3c2", "r3c3", "r1c1", "r5c5", "r4c1"));
    }

    @Test
    void globalEntropyOnFreeCellsOfA9x9() {
        exact(Layout.standard(9), new GlobalEntropy(), ENTROPY_SOLUTION, Grids.cells("r4c4", "r4c5", "r5c4", "r9c9"));
    }

    @Test
    void dutchFlatmatesOnA4x4() {
        // On 1..4 the middle digit is 2, with a 1 above or a 4 below; a whole column and two more cells are free.
        exact(Layout.standard(4), new DutchFlatmates(), "1444 1311 3211 4421", Grids.cells("r1c2", "r2c2", "r3c2", "r4c2", "r1c1", "r4c4"));
    }

    @Test
    void dutchFlatmatesOnA9x9Column() {
        exact(Layout.standard(9), new DutchFlatmates(), FLATMATES_SOLUTION, Grids.cells("r1c5", "r2c5", "r3c5", "r9c5"));
    }

    @Test
    void antiTaxicabOnA5x5() {
        exact(Layout.standard(5), new AntiTaxicab(), "21433 24541 35425 15155 34213",
                Grids.cells("r1c1", "r1c2", "r2c1", "r3c3", "r5c5", "r1c5"));
    }

    @Test
    void antiTaxicabOnFreeCellsOfA9x9() {
        exact(Layout.standard(9), new AntiTaxicab(), TAXICAB_SOLUTION, Grids.cells("r1c1", "r5c5", "r9c9", "r3c7"));
    }
}
