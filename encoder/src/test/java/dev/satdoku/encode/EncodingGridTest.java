package dev.satdoku.encode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.encoding.AmoEncoding;
import dev.satdoku.encoding.CellEncoding;
import dev.satdoku.encoding.RenbanEncoding;
import dev.satdoku.encoding.SkyscraperEncoding;
import dev.satdoku.encoding.sum.SumEncoding;
import dev.satdoku.format.NativeParser;
import dev.satdoku.model.Puzzle;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;

class EncodingGridTest {

    private static final EncodingOptions BASE = EncodingOptions.DEFAULTS;

    @Test
    void allIsTheProductOfTheLabDimensions() {
        List<EncodingOptions> all = EncodingGrid.parse("all", BASE);
        assertEquals(3 * 5 * 2 * 6 * 2, all.size()); // cell, amo, houses, sum (table, digits, totalizer, seqcounter, mdd, adder), simplify
        assertEquals(all.size(), new HashSet<>(all).size(), "no duplicates");
    }

    @Test
    void eachChangesOneDimensionAtATime() {
        List<EncodingOptions> each = EncodingGrid.parse("each", BASE);
        // every value of every dimension once: the lab's (cell 3, amo 5, houses 2, sum 6, simplify 2) and the rule-specific ones
        int expected = 1 + EncodingGrid.DIMENSIONS.stream().mapToInt(d -> d.values().size() - 1).sum();
        assertEquals(expected, each.size());
        assertTrue(expected >= 1 + 2 + 4 + 1 + 4 + 1 + 2 + 1 + 1 + 1, "renban, connectivity, skyscraper and implied sums too");
        assertEquals(BASE, each.get(0));
        assertEquals(each.size(), new HashSet<>(each).size(), "no duplicates");
        for (EncodingOptions o : each.subList(1, each.size())) {
            long changed = EncodingGrid.DIMENSIONS.stream()
                    .filter(d -> !d.get().apply(o).equals(d.get().apply(BASE))).count();
            assertEquals(1, changed, o.describe());
        }
        assertTrue(each.contains(BASE.with(EncodingOptions.RENBAN, RenbanEncoding.PAIRS)));
    }

    /** A choice that changes nothing on the puzzles is dropped; one that changes the CNF is kept. */
    @Test
    void changesThatLeaveTheCnfAsItWasAreDropped() {
        Puzzle renban = NativeParser.parse("size 4\nrenban r1c1 r2c2 r3c3\n", "renban.txt");
        List<EncodingOptions> each = EncodingGrid.parse("each", BASE);
        List<EncodingOptions> kept = EncodingGrid.changingCnf(each, List.of(renban));
        assertEquals(BASE, kept.get(0));
        assertTrue(kept.contains(BASE.with(EncodingOptions.RENBAN, RenbanEncoding.PAIRS)), "renban choices change a renban puzzle");
        assertTrue(kept.contains(BASE.with(EncodingOptions.AMO, AmoEncoding.BINARY)));
        assertFalse(kept.contains(BASE.with(EncodingOptions.SKYSCRAPER, SkyscraperEncoding.COUNTED)), "no skyscraper here");
        assertFalse(kept.contains(BASE.with(EncodingOptions.SUM, SumEncoding.ADDER)), "no sum here");
        Puzzle plain = NativeParser.parse("size 4\n", "plain.txt");
        List<EncodingOptions> classic = EncodingGrid.changingCnf(each, List.of(plain, renban));
        assertTrue(classic.contains(BASE.with(EncodingOptions.RENBAN, RenbanEncoding.PAIRS)), "changed on one puzzle of the two: kept");
        assertEquals(classic, EncodingGrid.changingCnf(each, List.of(renban, plain)).stream().toList());
        // Two changes that agree with each other but not with the base are both kept: each is measured.
        EncodingOptions pairs = BASE.with(EncodingOptions.RENBAN, RenbanEncoding.PAIRS);
        List<EncodingOptions> twice = EncodingGrid.changingCnf(List.of(BASE, pairs, pairs), List.of(renban));
        assertEquals(List.of(BASE, pairs, pairs), twice);
    }

    @Test
    void aListIsACartesianProductOverTheBase() {
        List<EncodingOptions> list = EncodingGrid.parse("cell=direct,order; amo=pairwise,sequential,binary", BASE);
        assertEquals(6, list.size());
        assertEquals(BASE.with(EncodingOptions.CELL, CellEncoding.DIRECT).with(EncodingOptions.AMO, AmoEncoding.PAIRWISE), list.get(0));
        assertEquals(BASE.with(EncodingOptions.CELL, CellEncoding.ORDER).with(EncodingOptions.AMO, AmoEncoding.BINARY), list.get(5));
        assertEquals(5, EncodingGrid.parse("amo=all", BASE).size());
        assertEquals(2, EncodingGrid.parse("simplify=on,off", BASE).size());
        assertEquals(List.of(BASE), EncodingGrid.parse("default", BASE));
    }

    @Test
    void mistakesAreNamed() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> EncodingGrid.parse("amo=pairwize", BASE))
                .getMessage().contains("pairwise, sequential, commander, product, binary"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> EncodingGrid.parse("colour=red", BASE))
                .getMessage().contains("unknown encoding dimension 'colour'"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> EncodingGrid.parse("amo", BASE))
                .getMessage().contains("DIM=V1,V2"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> EncodingGrid.parse("amo=pairwise;amo=binary", BASE))
                .getMessage().contains("twice"));
        assertThrows(IllegalArgumentException.class, () -> EncodingGrid.parse("simplify=maybe", BASE));
        assertThrows(IllegalArgumentException.class, () -> EncodingGrid.parse(" ", BASE));
    }
}
