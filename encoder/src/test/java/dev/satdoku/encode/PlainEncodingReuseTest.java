package dev.satdoku.encode;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.satdoku.cnf.Cnf;
import dev.satdoku.format.NativeParser;
import dev.satdoku.model.Puzzle;
import java.util.Arrays;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * When the domain pre-pass removes no value (no givens, as in most killers), the encoding built is the
 * plain one, and it is reused for the "before simplification" figures instead of being built again.
 * Either way, reused or (with givens, whose values the pre-pass removes) built apart, the plain CNF must be
 * clause for clause the one an encoding without simplification builds.
 */
class PlainEncodingReuseTest {

    private static final String KILLER = "size 9\ncage 10 r1c1 r1c2 r1c3 r1c4\ncage 26 r1c5 r1c6 r1c7 r1c8\n"
            + "cage 15 r2c1 r3c1\ncage 17 r2c2 r2c3 r3c2\nthermo r5c5 r5c6 r5c7\n";

    @ParameterizedTest
    @ValueSource(strings = {"", "givens " + "........." + "........." + "........." + "........." + "........." + "........." + "........." + "........." + "........4\n"})
    void thePlainEncodingIsTheOneAnEncodingWithoutSimplificationBuilds(String givens) {
        Puzzle p = NativeParser.parse(KILLER + givens, "test");
        for (EncodingOptions options : new EncodingOptions[] {EncodingOptions.DEFAULTS,
            EncodingOptions.DEFAULTS.with(EncodingOptions.IMPLIED_SUMS, dev.satdoku.encoding.ImpliedSums.NONE)}) {
            EncodedPuzzle fast = PuzzleEncoder.encode(p, options);
            Cnf plain = PuzzleEncoder.encode(p, options.with(EncodingOptions.SIMPLIFY, false)).cnf();
            Cnf full = fast.fullCnf();
            assertEquals(plain.numVars(), full.numVars(), givens);
            assertEquals(plain.clauseCount(), full.clauseCount(), givens);
            for (int c = 0; c < plain.clauseCount(); c++) {
                assertArrayEquals(Arrays.copyOfRange(plain.rawLiterals(), plain.start(c), plain.end(c)),
                        Arrays.copyOfRange(full.rawLiterals(), full.start(c), full.end(c)), givens + " clause " + c);
            }
            assertEquals(CnfSize.of(plain), fast.before(), givens);
        }
    }
}
