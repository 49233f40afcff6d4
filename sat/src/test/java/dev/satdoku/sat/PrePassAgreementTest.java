package dev.satdoku.sat;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.model.Puzzle;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The encoder's domain pre-pass (singles and failed-candidate probing) and the solver-free answer
 * for puzzles it decides must agree with the general path: the plain encoding (no simplification,
 * no pre-pass) solved by SAT4J. Same verdict, and the same grid when it is unique, on thousands of
 * random puzzles (classic and with rules, from unique to unsolvable); InstanceMatrixTest asks the same
 * of every instance.
 */
class PrePassAgreementTest {

    private static final PuzzleSolver FAST = PuzzleSolver.sat4j(EncodingOptions.DEFAULTS);
    private static final PuzzleSolver PLAIN = PuzzleSolver.sat4j(EncodingOptions.DEFAULTS.with(EncodingOptions.SIMPLIFY, false));

    @Test
    void agreesOnRandomPuzzles() {
        Random rnd = new Random(424242);
        int[] verdicts = new int[Verdict.values().length];
        for (int i = 0; i < 2500; i++) {
            int n = new int[] {4, 6, 9, 9}[rnd.nextInt(4)];
            Puzzle p = RandomPuzzles.make(rnd, n, 0.2 + rnd.nextDouble() * 0.45, i % 5 == 0 ? 2 : 0);
            verdicts[agree(p).ordinal()]++;
        }
        // The sample must exercise every outcome, or the comparison proves little.
        for (Verdict v : new Verdict[] {Verdict.UNIQUE, Verdict.MULTIPLE, Verdict.NONE}) {
            assertEquals(true, verdicts[v.ordinal()] >= 20, v + " seen " + verdicts[v.ordinal()] + " times");
        }
    }

    private static Verdict agree(Puzzle p) {
        SolveReport fast = FAST.solve(p, 2, null);
        SolveReport plain = PLAIN.solve(p, 2, null);
        assertEquals(plain.verdict(), fast.verdict(), p.name());
        if (plain.verdict() == Verdict.UNIQUE) {
            assertEquals(plain.solutions(), fast.solutions(), p.name());
        }
        assertEquals(plain.before(), fast.before(), p.name());
        return plain.verdict();
    }
}
