package dev.satdoku.encode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.encoding.AmoEncoding;
import dev.satdoku.encoding.CellEncoding;
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
        assertEquals(1 + 2 + 4 + 1 + 5 + 1, each.size());
        assertEquals(BASE, each.get(0));
        for (EncodingOptions o : each.subList(1, each.size())) {
            long changed = EncodingGrid.labDimensions().stream()
                    .filter(d -> !d.get().apply(o).equals(d.get().apply(BASE))).count();
            assertEquals(1, changed, o.describe());
        }
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
