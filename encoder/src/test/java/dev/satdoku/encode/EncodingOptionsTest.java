package dev.satdoku.encode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.encoding.AmoEncoding;
import dev.satdoku.encoding.CellEncoding;
import dev.satdoku.encoding.RenbanEncoding;
import dev.satdoku.encoding.SkyscraperEncoding;
import dev.satdoku.encoding.connect.ConnectivityEncoding;
import dev.satdoku.encoding.sum.SumEncoding;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The options' one declaration and what is derived from it. */
class EncodingOptionsTest {

    @Test
    void theDefaultsAreTheDeclaredOnes() {
        EncodingOptions d = EncodingOptions.DEFAULTS;
        assertEquals(CellEncoding.DIRECT, d.cell());
        assertEquals(AmoEncoding.PAIRWISE, d.amo());
        assertEquals(EncodingOptions.Houses.COMPLETE, d.houses());
        assertTrue(d.simplify());
        assertEquals(RenbanEncoding.WINDOW, d.renban());
        assertEquals(SumEncoding.TABLE, d.sum());
        assertEquals(ConnectivityEncoding.HYBRID, d.connectivity());
        assertEquals(SkyscraperEncoding.LINKED, d.skyscraper());
        for (EncodingOption<?> o : EncodingOptions.ALL) {
            assertEquals(o.defaultValue(), d.get(o), o.name());
        }
    }

    @Test
    void describeListsEveryOptionInDeclarationOrder() {
        assertEquals("cell=direct amo=pairwise houses=complete simplify=on renban=window sum=table connectivity=hybrid connected-span=pairs chaos-regions=labels chaos-sizes=at-most skyscraper=linked implied-sums=algebra intersections=none repeat-sums=segment-sets",
                EncodingOptions.DEFAULTS.describe());
        assertEquals("cell=order amo=binary houses=minimal simplify=off renban=pairs sum=adder connectivity=levels connected-span=pairs chaos-regions=labels chaos-sizes=at-most skyscraper=counted implied-sums=none intersections=segments repeat-sums=segments",
                EncodingOptions.DEFAULTS.with(EncodingOptions.CELL, CellEncoding.ORDER).with(EncodingOptions.AMO, AmoEncoding.BINARY)
                        .with(EncodingOptions.HOUSES, EncodingOptions.Houses.MINIMAL).with(EncodingOptions.SIMPLIFY, false)
                        .with(EncodingOptions.RENBAN, RenbanEncoding.PAIRS).with(EncodingOptions.SUM, SumEncoding.ADDER)
                        .with(EncodingOptions.CONNECTIVITY, ConnectivityEncoding.LEVELS)
                        .with(EncodingOptions.SKYSCRAPER, SkyscraperEncoding.COUNTED).with(EncodingOptions.IMPLIED_SUMS, dev.satdoku.encoding.ImpliedSums.NONE)
                        .with(EncodingOptions.INTERSECTIONS, dev.satdoku.encoding.HouseIntersections.SEGMENTS)
                        .with(EncodingOptions.REPEAT_SUMS, dev.satdoku.encoding.RepeatSums.SEGMENTS).describe());
    }

    @Test
    void withChangesOneOptionAndLeavesTheOriginalAlone() {
        EncodingOptions base = EncodingOptions.DEFAULTS;
        EncodingOptions seq = base.with(EncodingOptions.AMO, AmoEncoding.SEQUENTIAL);
        assertEquals(AmoEncoding.SEQUENTIAL, seq.amo());
        assertEquals(AmoEncoding.PAIRWISE, base.amo());
        for (EncodingOption<?> o : EncodingOptions.ALL) {
            if (o != EncodingOptions.AMO) {
                assertEquals(base.get(o), seq.get(o), o.name());
            }
        }
        assertNotEquals(base, seq);
        assertEquals(seq, base.with(EncodingOptions.AMO, AmoEncoding.SEQUENTIAL));
        assertEquals(seq.hashCode(), base.with(EncodingOptions.AMO, AmoEncoding.SEQUENTIAL).hashCode());
        assertEquals(base, seq.with(EncodingOptions.AMO, AmoEncoding.PAIRWISE));
    }

    @Test
    void everyValueOfEveryOptionIsReadBackFromItsLabel() {
        for (EncodingOption<?> o : EncodingOptions.ALL) {
            roundTrip(o);
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> EncodingOptions.AMO.parse("quadratic"));
        assertEquals("unknown at-most-one encoding 'quadratic'; choose one of pairwise, sequential, commander, product, binary",
                e.getMessage());
        assertEquals("simplify is on or off, not 'maybe'",
                assertThrows(IllegalArgumentException.class, () -> EncodingOptions.SIMPLIFY.parse("maybe")).getMessage());
    }

    private static <T> void roundTrip(EncodingOption<T> o) {
        Set<String> labels = new HashSet<>();
        for (T v : o.values()) {
            assertEquals(v, o.parse(o.label(v)), o.name() + "=" + o.label(v));
            assertTrue(labels.add(o.label(v)), "two values of " + o.name() + " share the label " + o.label(v));
        }
        assertTrue(o.values().contains(o.defaultValue()), o.name());
    }

    @Test
    void namesAndCommandLineNamesAreUniqueAndTheGridHasEveryOption() {
        Set<String> names = new HashSet<>();
        Set<String> cli = new HashSet<>();
        for (EncodingOption<?> o : EncodingOptions.ALL) {
            assertTrue(names.add(o.name()), o.name());
            for (String n : o.cli().names()) {
                assertTrue(n.startsWith("--") && cli.add(n), n);
            }
            assertFalse(o.cli().description().isBlank(), o.name());
        }
        List<String> dimensions = EncodingGrid.DIMENSIONS.stream().map(EncodingGrid.Dimension::name).toList();
        assertEquals(List.of("cell", "amo", "houses", "sum", "simplify", "renban", "connectivity", "connected-span", "chaos-regions", "chaos-sizes", "skyscraper", "implied-sums", "intersections", "repeat-sums"), dimensions);
        assertEquals(names, new HashSet<>(dimensions));
    }
}
