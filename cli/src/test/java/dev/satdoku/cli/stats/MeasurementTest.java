package dev.satdoku.cli.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.satdoku.encode.CnfSize;
import dev.satdoku.encode.EncodingOptions;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class MeasurementTest {

    private static final long MS = 1_000_000L;

    private static Measurement twoPuzzles() {
        Measurement m = new Measurement(EncodingOptions.DEFAULTS);
        CnfSize size = new CnfSize(10, 20, 40);
        m.addSizes("a", size, size, Map.of());
        m.addSizes("b", size, size, Map.of());
        return m;
    }

    @Test
    void eachPuzzleCountsByItsMedianRunSoOneDisturbedRunDoesNotMoveTheMean() {
        Measurement m = twoPuzzles();
        for (long t : new long[] {10, 11, 500}) { // one run hit by the machine's load
            m.addSolve(0, "unique", false, 0, 0, t * MS, 1, 1, true);
        }
        for (long t : new long[] {30, 29, 31}) {
            m.addSolve(1, "unique", false, 0, 0, t * MS, 1, 1, true);
        }
        assertEquals(11, m.perPuzzle().get(0).medianMillis(), 1e-9);
        assertEquals(20.5, m.meanSolveMillis(), 1e-9);
        assertEquals(20.5, m.medianSolveMillis(), 1e-9);
        assertEquals((500 - 10) / 11.0, m.perPuzzle().get(0).spread(), 1e-9);
    }

    @Test
    void aTimedOutRunCountsAtTheLimitNeverBelowIt() {
        Measurement m = twoPuzzles();
        // The solver stopped at 1.9 s of a 2 s budget (encoding took the rest): it counts as 2 s.
        m.addSolve(0, "timeout", true, 2_000 * MS, 100 * MS, 1_900 * MS, 5, 5, true);
        m.addSolve(1, "unique", false, 2_000 * MS, 0, 100 * MS, 1, 1, true);
        assertEquals(1, m.timeouts());
        assertEquals(2_000, m.perPuzzle().get(0).medianMillis(), 1e-9);
        assertEquals(1_050, m.meanSolveMillis(), 1e-9);
    }

    @Test
    void medianOfAnEvenCountIsTheMeanOfTheMiddleTwo() {
        assertEquals(2.5, Measurement.median(List.of(4.0, 1.0, 2.0, 3.0)), 1e-9);
        assertEquals(0, Measurement.median(List.of()), 1e-9);
    }
}
