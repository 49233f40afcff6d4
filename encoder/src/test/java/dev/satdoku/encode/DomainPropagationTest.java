package dev.satdoku.encode;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.cnf.Cnf;
import dev.satdoku.cnf.Lits;
import dev.satdoku.encoding.AmoEncoding;
import dev.satdoku.format.LineFormat;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.ShuffledGrid;
import dev.satdoku.syntax.Origin;
import dev.satdoku.testing.Instance;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The singles part of the pre-pass is an optimisation of simplification, so with it the encoder must
 * hand the solver what it handed it before: the same decided cells, the same contradictions, the
 * same "before" sizes, and for classic puzzles under pairwise at-most-one the same reduced CNF clause
 * by clause (a sequential counter is built over the undecided literals only, so it gets smaller).
 * Probing goes further; that it never loses a solution is tested against the solver in the sat
 * module (PrePassAgreementTest).
 */
class DomainPropagationTest {

    private static final List<EncodingOptions> OPTIONS = List.of(
            EncodingOptions.DEFAULTS,
            EncodingOptions.DEFAULTS.with(EncodingOptions.AMO, AmoEncoding.SEQUENTIAL),
            EncodingOptions.DEFAULTS.with(EncodingOptions.HOUSES, EncodingOptions.Houses.MINIMAL));

    @Test
    void nakedAndHiddenSinglesSolveAnEasyPuzzle() {
        Puzzle p = LineFormat.parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79", Origin.of("t"));
        DomainPropagation.Result r = DomainPropagation.propagate(p.layout(), p.givens(), List.of(), false);
        assertFalse(r.contradiction());
        assertEquals(81, r.decidedCount());
        assertEquals("534678912672195348198342567859761423426853791713924856961537284287419635345286179", digits(r));
    }

    @Test
    void findsContradictions() {
        // r1c9 can only be 9 by its row, but column 9 already has a 9.
        Puzzle p = LineFormat.parse("12345678." + ".".repeat(8) + "9" + ".".repeat(63), Origin.of("t"));
        assertTrue(DomainPropagation.propagate(p.layout(), p.givens(), List.of()).contradiction());
        assertTrue(PuzzleEncoder.encode(p, EncodingOptions.DEFAULTS).decidedUnsatisfiable());
    }

    @Test
    void singlesGiveTheSameReducedCnfAsPropagatingThePlainEncodingOnRandomPuzzles() {
        Random rnd = new Random(20240601);
        for (int i = 0; i < 3000; i++) {
            int n = new int[] {4, 6, 9, 9, 9, 16}[rnd.nextInt(6)];
            if (n == 16 && i % 10 != 0) {
                n = 9;
            }
            Puzzle p = random(rnd, n, 0.15 + rnd.nextDouble() * 0.4, rnd.nextInt(8) == 0 ? 2 : 0);
            assertSame(p, OPTIONS.get(i % OPTIONS.size()));
        }
    }

    @Test
    void sameResultOnEveryInstance() {
        for (Instance instance : Instance.all()) {
            for (EncodingOptions options : OPTIONS) {
                assertSame(instance.puzzle(), options);
            }
        }
    }

    @Test
    void beforeSizesAreThoseOfThePlainEncoding() {
        Random rnd = new Random(7);
        for (int i = 0; i < 200; i++) {
            Puzzle p = random(rnd, 9, rnd.nextDouble() * 0.5, 0);
            for (EncodingOptions options : OPTIONS) {
                EncodedPuzzle fast = PuzzleEncoder.encode(p, options);
                EncodedPuzzle plain = PuzzleEncoder.encode(p, options.with(EncodingOptions.SIMPLIFY, false));
                assertEquals(CnfSize.of(plain.cnf()), fast.before(), p.name());
                assertEquals(CnfSize.of(plain.cnf()), CnfSize.of(fast.fullCnf()), p.name());
            }
        }
    }

    /**
     * Cell domains that rules state (candidates, odd, even: a pencilmark puzzle is nothing else) take
     * part in the pre-pass as givens do: a puzzle whose givens are written as one-digit candidates
     * gets exactly the reduced CNF of the puzzle with givens, probing included. Before, the pre-pass
     * never saw them and left the probing to the solver.
     */
    @Test
    void candidatesEnterThePrePassLikeGivens() {
        int probed = 0;
        for (Instance instance : Instance.all()) {
            Puzzle p = instance.puzzle();
            if (!p.rules().isEmpty() || !p.layout().isStandard()) {
                continue;
            }
            EncodedPuzzle singles = PuzzleEncoder.encode(p, EncodingOptions.DEFAULTS, Selectors.NONE, PuzzleEncoder.PrePass.SINGLES);
            EncodedPuzzle probing = PuzzleEncoder.encode(p, EncodingOptions.DEFAULTS);
            if (probing.decidedUnsatisfiable() || probing.cnf().numVars() == singles.cnf().numVars()) {
                continue; // probing finds nothing here: no difference to show
            }
            probed++;
            StringBuilder text = new StringBuilder("size " + p.layout().rows() + "\n");
            int[] givens = p.givens();
            for (int i = 0; i < givens.length; i++) {
                if (givens[i] != Puzzle.EMPTY) {
                    text.append("candidates ").append(p.layout().cellAt(i)).append(" digits=").append(givens[i]).append('\n');
                }
            }
            EncodedPuzzle asCandidates = PuzzleEncoder.encode(dev.satdoku.format.NativeParser.parse(text.toString(), "t"),
                    EncodingOptions.DEFAULTS);
            assertEquals(probing.cnf().numVars(), asCandidates.cnf().numVars(), instance.name());
            assertEquals(probing.cnf().clauseCount(), asCandidates.cnf().clauseCount(), instance.name());
        }
        assertTrue(probed > 0, "no instance where probing decides more than singles");
    }

    private static void assertSame(Puzzle p, EncodingOptions options) {
        EncodedPuzzle fast = PuzzleEncoder.encode(p, options, Selectors.NONE, PuzzleEncoder.PrePass.SINGLES);
        EncodedPuzzle slow = PuzzleEncoder.encode(p, options, Selectors.NONE, PuzzleEncoder.PrePass.NONE);
        String what = p.name() + " " + options.describe();
        assertEquals(slow.decidedUnsatisfiable(), fast.decidedUnsatisfiable(), what);
        assertEquals(slow.before(), fast.before(), what);
        if (slow.decidedUnsatisfiable()) {
            return;
        }
        int n = p.layout().rows();
        for (int c = 0; c < n * n; c++) {
            for (int d = 1; d <= n; d++) {
                Cell cell = Cell.ofIndex(c, n);
                int a = slow.cellLiteral(cell, d);
                int b = fast.cellLiteral(cell, d);
                assertEquals(Lits.isConstant(a) ? a : 0, Lits.isConstant(b) ? b : 0, what + " " + cell + "=" + d);
            }
        }
        if (options.amo() == AmoEncoding.SEQUENTIAL) {
            // The counter is built over the undecided literals only: fewer auxiliary variables.
            assertTrue(fast.cnf().numVars() <= slow.cnf().numVars(), what);
            assertTrue(fast.cnf().clauseCount() <= slow.cnf().clauseCount(), what);
        } else if (p.rules().isEmpty()) {
            Cnf x = slow.cnf();
            Cnf y = fast.cnf();
            assertEquals(x.numVars(), y.numVars(), what);
            assertEquals(x.clauseCount(), y.clauseCount(), what);
            for (int k = 0; k < x.clauseCount(); k++) {
                assertArrayEquals(x.clause(k), y.clause(k), what + " clause " + k);
            }
        }
    }

    private static String digits(DomainPropagation.Result r) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < r.masks().length; i++) {
            sb.append(r.digit(i));
        }
        return sb.toString();
    }

    /**
     * Some givens of a random valid grid, and now and then a wrong given (so some puzzles have no
     * solution and some contradict at once); with {@code extraGivens} a few givens on top.
     */
    static Puzzle random(Random rnd, int n, double share, int wrong) {
        Layout layout = Layout.standard(n);
        int[] grid = ShuffledGrid.of(layout, rnd);
        int[] givens = new int[n * n];
        java.util.Arrays.fill(givens, Puzzle.EMPTY);
        for (int i = 0; i < givens.length; i++) {
            if (rnd.nextDouble() < share) {
                givens[i] = grid[i];
            }
        }
        for (int k = 0; k < wrong; k++) {
            givens[rnd.nextInt(givens.length)] = 1 + rnd.nextInt(n);
        }
        return Puzzle.classic("random " + LineFormat.class.getSimpleName() + " " + java.util.Arrays.toString(givens), layout, givens);
    }
}
