package dev.satdoku.rules.global;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.satdoku.model.Layout;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import dev.satdoku.testing.Grids;
import dev.satdoku.testing.Parse;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Parsing, round trips and the checks of antitaxicab, globalentropy, globalmod and dutchflatmates. */
class GlobalRulesParseTest {

    private static final String ENTROPY_SOLUTION =
            "891234567534867291672915348315648972948372615726159483459783126183426759267591834";
    private static final String TAXICAB_SOLUTION =
            "264581793351697248798423165975146382426378951813259674639815427182764539547932816";
    private static final String MOD_SOLUTION =
            "879162354621543798435987216387419562196235487254876139943621875518794623762358941";
    private static final String FLATMATES_SOLUTION =
            "618792345352864719947531826721985463896243571435617982279158634163479258584326197";

    @Test
    void parsesAndWritesBack() {
        Puzzle p = Parse.puzzle("size 9\nantitaxicab\nglobalentropy\nglobalmod\ndutchflatmates\n");
        assertEquals(List.of(new AntiTaxicab(), new GlobalEntropy(), new GlobalMod(), new DutchFlatmates()), p.rules());
        for (Rule r : p.rules()) {
            assertEquals(r, Parse.puzzle("size 9\n" + r.toNative() + "\n").rules().get(0));
        }
    }

    @Test
    void badLinesNameTheirPlace() {
        Parse.error("size 9\nglobalmod r1c1\n", "test:2:11", "unexpected 'r1c1'");
        Parse.error("size 9\nantitaxicab 3\n", "test:2:13", "unexpected '3'");
        Parse.error("size 6\nglobalentropy\n", "test:2:1", "needs the values 1..9", "1..6");
        Parse.error("size 2\ndutchflatmates\n", "test:2:1", "at least three values");
    }

    @Test
    void publishedSolutionsPassTheirChecks() {
        Layout nine = Layout.standard(9);
        assertNull(new GlobalEntropy().violation(Grids.of(nine, ENTROPY_SOLUTION)));
        assertNull(new AntiTaxicab().violation(Grids.of(nine, TAXICAB_SOLUTION)));
        assertNull(new GlobalMod().violation(Grids.of(nine, MOD_SOLUTION)));
        assertNull(new DutchFlatmates().violation(Grids.of(nine, FLATMATES_SOLUTION)));
    }

    @Test
    void brokenGridsAreRejectedWithTheirPlace() {
        Layout nine = Layout.standard(9);
        // The block at r1c1 holds 8 9 / 5 3; a 9 in r2c1 leaves it without a middle digit.
        assertEquals("globalentropy: the 2x2 block at r1c1 holds 8 9 9 3, no middle (4-6) digit",
                new GlobalEntropy().violation(Grids.with(Grids.of(nine, ENTROPY_SOLUTION), 2, 1, 9)));
        // Row 1 holds 2 at r1c1; a 2 put at r3c1 is two steps below it.
        assertEquals("antitaxicab: r1c1 and r3c1 both hold 2 and are 2 steps apart",
                new AntiTaxicab().violation(Grids.with(Grids.of(nine, TAXICAB_SOLUTION), 3, 1, 2)));
        // The block at r1c1 holds 8 7 / 6 2: residues 2 1 0 2; making r2c1 a 5 leaves residue 0 out.
        assertEquals("globalmod: the 2x2 block at r1c1 holds 8 7 5 2, which leave residues mod 3 [1, 2] only",
                new GlobalMod().violation(Grids.with(Grids.of(nine, MOD_SOLUTION), 2, 1, 5)));
        // Column 7 reads 3 7 8 4 from the top: a 5 in r3c7 has a 7 above and a 4 below.
        assertEquals("dutchflatmates: the 5 in r3c7 has no 1 directly above it and no 9 directly below it",
                new DutchFlatmates().violation(Grids.with(Grids.of(nine, FLATMATES_SOLUTION), 3, 7, 5)));
    }

    @Test
    void dutchFlatmatesMiddleFollowsTheRange() {
        // On 1..4 the middle digit is 2: the 2 in r2c1 has a 1 above, the 2 in r3c2 a 4 below, the 2 in r3c3 neither.
        Solution four = Grids.of(Layout.standard(4), "1444 2331 3221 4411");
        assertEquals("dutchflatmates: the 2 in r3c3 has no 1 directly above it and no 4 directly below it",
                new DutchFlatmates().violation(four));
    }
}
