package dev.satdoku.encode;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.cnf.CnfSize;
import dev.satdoku.format.NativeParser;
import dev.satdoku.model.Puzzle;
import dev.satdoku.testing.Instance;
import org.junit.jupiter.api.Test;

/**
 * The size estimate warns about enormous encodings without crying wolf: on every instance it stays
 * within a small factor of the plain encoding actually built and below the warning threshold, and a
 * 25x25 with hundreds of large cages is flagged.
 */
class SizeEstimateTest {

    @Test
    void staysCloseToTheRealSizeOnEveryInstance() {
        StringBuilder table = new StringBuilder();
        for (Instance i : Instance.all()) {
            Puzzle p = i.puzzle();
            CnfSize estimate = SizeEstimate.of(p, EncodingOptions.DEFAULTS);
            CnfSize real = PuzzleEncoder.encode(p, EncodingOptions.DEFAULTS.with(EncodingOptions.SIMPLIFY, false)).cnf().size();
            double ratio = (double) estimate.clauses() / real.clauses();
            table.append(String.format("%.2f %s%n", ratio, i.name()));
            assertTrue(ratio > 0.5 && ratio < 20, i.name() + ": estimated " + estimate + ", built " + real);
            assertFalse(SizeEstimate.enormous(estimate), i.name() + ": " + estimate);
        }
        System.out.print(System.getProperty("satdoku.printEstimates") != null ? table : "");
    }

    @Test
    void flagsA25x25WithHundredsOfLargeCages() {
        StringBuilder text = new StringBuilder("size 25\n");
        for (int k = 0; k < 300; k++) {
            int row = k % 25 + 1;
            text.append("sum 200");
            for (int c = 1; c <= 20; c++) {
                text.append(" r").append(row).append('c').append(c);
            }
            text.append('\n');
        }
        Puzzle p = NativeParser.parse(text.toString(), "big");
        assertTrue(SizeEstimate.enormous(SizeEstimate.of(p, EncodingOptions.DEFAULTS)));
        Puzzle classic = NativeParser.parse("size 25\n", "empty 25x25");
        assertFalse(SizeEstimate.enormous(SizeEstimate.of(classic, EncodingOptions.DEFAULTS)));
    }
}
