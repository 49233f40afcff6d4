package dev.satdoku.sat;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import java.time.Duration;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The portfolio answers what one SAT4J answers, and leaves no search thread behind: not after a race
 * (the loser is stopped) and not after a deadline (both are stopped). The stored result of every
 * instance: InstanceMatrixTest.
 */
class Sat4jPortfolioBackendTest {

    private static PuzzleSolver portfolio(EncodingOptions options) {
        return new PuzzleSolver(options, Sat4jPortfolioBackend::new);
    }

    /**
     * Counting all solutions is a long chain of incremental calls (solve, block, solve ...), each won by
     * either half while the other was stopped midway: the counts and the solutions must still be the
     * single solver's, including the final proof that no more exist.
     */
    @Test
    void countsEverySolutionOfRandomPuzzlesAsOneSolverDoes() {
        Random rnd = new Random(18);
        int compared = 0;
        for (int i = 0; i < 40; i++) {
            Puzzle p = RandomPuzzles.make(rnd, i % 2 == 0 ? 4 : 6, 0.25, 3);
            SolveReport single = PuzzleSolver.sat4j(EncodingOptions.DEFAULTS).solve(p, 300, null);
            SolveReport both = portfolio(EncodingOptions.DEFAULTS).solve(p, 300, null);
            assertEquals(single.verdict(), both.verdict(), p.name());
            assertEquals(single.exhaustive(), both.exhaustive(), p.name());
            assertEquals(single.solutions().size(), both.solutions().size(), p.name());
            if (single.exhaustive()) {
                // All of them: the same set (under the limit each solver may find a different 300).
                assertEquals(new HashSet<>(single.solutions()), new HashSet<>(both.solutions()), p.name());
                compared += single.solutions().size();
            }
        }
        assertTrue(compared > 100, "the random puzzles had several solutions, all enumerated: " + compared);
        assertNoPortfolioThread();
    }

    @ParameterizedTest
    @EnumSource(Sat4jConfiguration.class)
    void everySecondHalfAnswersAssumptionsAndCoresLikeOneSolver(Sat4jConfiguration second) {
        try (Sat4jPortfolioBackend b = new Sat4jPortfolioBackend(second)) {
            b.addClause(1, 2);
            b.addClause(-1, 3);
            assertEquals(SatResult.SATISFIABLE, b.solve(1));
            assertTrue(b.model()[1] && b.model()[3]);
            assertEquals(SatResult.UNSATISFIABLE, b.solve(1, -3, 2));
            int[] failed = b.failedAssumptions();
            Arrays.sort(failed);
            assertArrayEquals(new int[] {-3, 1}, failed);
            assertEquals(SatResult.SATISFIABLE, b.solve(), "assumptions hold for one call only");
            b.addClause(-3);
            assertEquals(SatResult.SATISFIABLE, b.solve());
            assertTrue(b.model()[2] && !b.model()[1] && !b.model()[3]);
            b.addClause(-2);
            assertEquals(SatResult.UNSATISFIABLE, b.solve());
        }
        assertNoPortfolioThread();
    }

    @Test
    void aDeadlineStopsBothHalvesAndNoThreadOutlivesTheCall() {
        // An empty 25x25 enumerated to the end would take forever; the deadline ends it with TIMEOUT.
        Puzzle empty = Puzzle.classic("25x25", Layout.standard(25), Puzzle.noGivens(Layout.standard(25)));
        long t0 = System.nanoTime();
        SolveReport r = portfolio(EncodingOptions.DEFAULTS).solve(empty, 0, Duration.ofMillis(300));
        assertEquals(Verdict.TIMEOUT, r.verdict());
        assertTrue(System.nanoTime() - t0 < Duration.ofSeconds(30).toNanos(), "stopped soon after the deadline");
        for (Solution s : r.solutions()) {
            assertTrue(dev.satdoku.check.Checker.isValid(empty, s));
        }
        assertNoPortfolioThread();
    }

    @Test
    void anInterruptFromAnotherThreadEndsARunningSolveWithoutAnAnswer() throws Exception {
        Puzzle empty = Puzzle.classic("25x25", Layout.standard(25), Puzzle.noGivens(Layout.standard(25)));
        try (Sat4jPortfolioBackend b = new Sat4jPortfolioBackend()) {
            b.load(dev.satdoku.encode.PuzzleEncoder.encode(empty, EncodingOptions.DEFAULTS.with(EncodingOptions.SIMPLIFY, false)).cnf());
            // Block solutions until one solve runs long enough to be caught mid-search.
            SatResult[] last = new SatResult[1];
            Thread solving = new Thread(() -> {
                SatResult r;
                while ((r = b.solve()) == SatResult.SATISFIABLE) {
                    boolean[] m = b.model();
                    int[] block = new int[b.variableCount()];
                    for (int v = 1; v <= block.length; v++) {
                        block[v - 1] = m[v] ? -v : v;
                    }
                    b.addClause(block);
                }
                last[0] = r;
            });
            solving.start();
            Thread.sleep(300);
            b.interrupt();
            solving.join(30_000);
            assertTrue(!solving.isAlive(), "the solve returned after the interrupt");
            assertEquals(SatResult.UNKNOWN, last[0]);
            assertEquals(SatResult.UNKNOWN, b.solve(), "an interrupted backend stays stopped, as SAT4J's does");
        }
        assertNoPortfolioThread();
    }

    @Test
    void isChosenByItsSolverName() {
        try (SatBackend b = Backends.named("SAT4J-Portfolio").get()) {
            assertEquals("sat4j-portfolio", b.name());
            assertTrue(b instanceof Sat4jPortfolioBackend);
        }
        assertTrue(Backends.reportsEffort("sat4j-portfolio"));
        assertTrue(!Backends.reportsEffort("cadical"));
    }

    static void assertNoPortfolioThread() {
        List<String> left = Thread.getAllStackTraces().keySet().stream().filter(Thread::isAlive).map(Thread::getName)
                .filter(n -> n.startsWith("satdoku-portfolio")).toList();
        assertEquals(List.of(), left, "search threads left running");
    }

    /** Stopping one search is not for good, unlike an interrupt: a per-question limit relies on it. */
    @Test
    void aCancelledSearchLeavesTheNextOneFree() {
        try (Sat4jPortfolioBackend b = new Sat4jPortfolioBackend()) {
            assertTrue(b.cancelsSearch());
            b.ensureVariables(2);
            b.addClause(1, 2);
            b.cancelSearch(); // before any search: lost, as the contract says
            assertEquals(SatResult.SATISFIABLE, b.solve(-1));
            assertTrue(b.model()[2]);
        }
    }
}
