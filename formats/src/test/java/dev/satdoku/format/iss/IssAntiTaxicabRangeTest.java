package dev.satdoku.format.iss;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * ISS refuses AntiTaxicab on 0-based value ranges (its shape check asks for values starting at 1, and
 * its builder says "incompatible with 0-based values"), so the importer refuses it too, naming the item;
 * ranges starting at 1 read as the native rule.
 */
class IssAntiTaxicabRangeTest {

    @Test
    void zeroBasedGridsAreRefusedAsInIss() {
        IssTranslatorTest.error(".Shape~4x4~0-3.AntiTaxicab", ".AntiTaxicab", "0-based");
        IssTranslatorTest.error(".Shape~9x9~0-9.AntiTaxicab", ".AntiTaxicab", "0-based");
    }

    @Test
    void rangesFromOneAreRead() {
        assertEquals(List.of("size 4", "values 1..6", "antitaxicab"), IssTranslatorTest.lines(".Shape~4x4~6.AntiTaxicab"));
    }
}
