package dev.satdoku.format.iss;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.format.PuzzleReader;
import dev.satdoku.model.Puzzle;
import dev.satdoku.rules.relation.Relation;
import java.util.List;
import java.util.function.BiPredicate;
import org.junit.jupiter.api.Test;

/**
 * Pair/PairX/Binary/BinaryX keys on grids whose values do not run 1..N: ISS numbers the key's bits by
 * value index from the smallest value (bit (i-1)*V + (j-1) for the i-th and j-th values of V), so the
 * same key means "the i-th value before the j-th" whatever the values are. Keys are written here from
 * that rule (six bits per character of A-Z a-z 0-9 - _, least significant first), and every pair of
 * values of the imported relation is compared with the function the key was made from.
 */
class IssPairsValueRangesTest {

    private static final String ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

    /** The key ISS writes for {@code fn} over the values min..max. */
    private static String key(BiPredicate<Integer, Integer> fn, int min, int max) {
        int v = max - min + 1;
        StringBuilder out = new StringBuilder();
        int bits = 0;
        int at = 0;
        for (int i = 0; i < v; i++) {
            for (int j = 0; j < v; j++) {
                if (fn.test(min + i, min + j)) {
                    bits |= 1 << at;
                }
                if (++at == 6) {
                    out.append(ALPHABET.charAt(bits));
                    bits = 0;
                    at = 0;
                }
            }
        }
        out.append(ALPHABET.charAt(bits));
        while (out.length() > 0 && out.charAt(out.length() - 1) == 'A') {
            out.setLength(out.length() - 1);
        }
        return out.toString();
    }

    private static Relation imported(String iss) {
        List<Puzzle> read = PuzzleReader.readText(iss, "<argument>");
        return (Relation) read.get(0).rules().stream().filter(r -> r instanceof Relation).findFirst().orElseThrow();
    }

    private static void sameTable(Relation r, BiPredicate<Integer, Integer> fn, int min, int max) {
        for (int a = min; a <= max; a++) {
            for (int b = min; b <= max; b++) {
                assertEquals(fn.test(a, b), r.allows(a, b), "(" + a + "," + b + ") of " + r.toNative());
            }
        }
        assertFalse(r.allows(min - 1, min) || r.allows(max, max + 1), "nothing outside the grid's values");
    }

    @Test
    void theKeyWriterAgreesWithIssOwnKeys() {
        // ISS's published thermometer and parity keys over 1..9 (iss.md 4.7)
        assertEquals("-n_4H-gH4AGg", key((a, b) -> a < b, 1, 9));
        assertEquals("qqqqqqqqqqqqqC", key((a, b) -> a % 2 != b % 2, 1, 9));
    }

    @Test
    void aKnownKeyOnAZeroBasedGrid() {
        // The thermometer key means "the earlier value index is smaller": on 0..8 that is a < b over 0..8.
        Relation r = imported(".Shape~9x9~0-8.Pair~-n_4H-gH4AGg~R1C1~R1C2~R1C3");
        assertTrue(r.chain());
        sameTable(r, (a, b) -> a < b, 0, 8);
        assertTrue(r.allows(0, 1), "0 is the smallest value");
    }

    @Test
    void everyRelationOnEveryRangeExhaustively() {
        List<BiPredicate<Integer, Integer>> fns = List.of((a, b) -> a < b, (a, b) -> Math.abs(a - b) >= 2, (a, b) -> a == 2 * b || b == 2 * a,
                (a, b) -> (a + b) % 3 == 0, (a, b) -> a != b && (a == 0 || b == 0));
        int[][] ranges = {{0, 3}, {0, 4}, {1, 6}, {0, 8}};
        String[] shapes = {"4x4~0-3", "4x4~0-4", "4x4~6", "9x9~0-8"};
        for (int s = 0; s < ranges.length; s++) {
            int min = ranges[s][0];
            int max = ranges[s][1];
            for (BiPredicate<Integer, Integer> fn : fns) {
                String k = key(fn, min, max);
                if (k.isEmpty()) {
                    continue; // allows nothing on this range (ISS would have no solution): an error, tested below
                }
                sameTable(imported(".Shape~" + shapes[s] + ".Pair~" + k + "~R1C1~R2C2"), fn, min, max);
                boolean symmetric = true;
                for (int a = min; a <= max; a++) {
                    for (int b = min; b <= max; b++) {
                        symmetric &= fn.test(a, b) == fn.test(b, a);
                    }
                }
                if (symmetric) {
                    Relation all = imported(".Shape~" + shapes[s] + ".PairX~" + k + "~R1C1~R2C2~R3C3");
                    assertFalse(all.chain());
                    sameTable(all, fn, min, max);
                }
                // the legacy spelling swaps - and _
                String legacy = k.replace('-', '!').replace('_', '-').replace('!', '_');
                sameTable(imported(".Shape~" + shapes[s] + ".Binary~" + legacy + "~R1C1~R2C2"), fn, min, max);
            }
        }
    }

    @Test
    void bitsBeyondTheGridsValuePairsAreErrors() {
        // 0..3 has 16 value pairs: a key of 1..9 that sets bit 20 and beyond cannot be read there
        IssTranslatorTest.error(".Shape~4x4~0-3.Pair~-n_4H-gH4AGg~R1C1~R1C2", "beyond the 16 value pairs of a grid with values 0..3");
    }
}
