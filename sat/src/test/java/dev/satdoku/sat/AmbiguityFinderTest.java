package dev.satdoku.sat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encode.Selectors;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Differing cells and disambiguating givens, each claim checked independently: solutions listed by the
 * {@link Enumerator} on the puzzle as it is, and on the puzzle with the suggested given added.
 */
class AmbiguityFinderTest {

    private static final EncodingOptions OPTIONS = EncodingOptions.DEFAULTS;

    @Test
    void twoSolutionClassic() {
        Puzzle puzzle = RedundancyFinderTest.load("classic/several-solutions.sudoku");
        Ambiguity a = check(puzzle, 200);
        assertTrue(a.unique(), "one given settles a two-solution puzzle");
        assertFalse(a.differing().isEmpty());
        // With exactly two solutions, every candidate of a differing cell picks one of them.
        assertEquals(2 * a.differing().size(), a.suggestionTotal());
    }

    @Test
    void zipperPuzzleWithoutOneOfItsLines() {
        Puzzle full = RedundancyFinderTest.load("variants/sigh-093.sudoku");
        Puzzle puzzle = null;
        for (int i = 0; i < full.rules().size() && puzzle == null; i++) {
            Puzzle p = RedundancyFinderTest.without(full, List.of(new Selectors.RuleLine(i, full.rules().get(i), full.ruleOrigins().get(i))));
            if (solutions(p, 2).size() >= 2) {
                puzzle = p;
            }
        }
        assertTrue(puzzle != null, "some zipper line is needed for uniqueness");
        check(puzzle, 400);
    }

    @Test
    void fewestSolutionsWhenNoSingleGivenSettlesIt() {
        // 4x4 grids with few givens: no single given makes them unique, so the suggestions are the givens
        // leaving the fewest solutions, each count and the minimum checked against independent counts.
        for (String grid : List.of("................", "12..............", "1...............")) {
            int[] givens = new int[16];
            java.util.Arrays.fill(givens, Puzzle.EMPTY);
            for (int i = 0; i < 16; i++) {
                givens[i] = grid.charAt(i) == '.' ? Puzzle.EMPTY : grid.charAt(i) - '0';
            }
            Puzzle puzzle = Puzzle.classic("4x4 " + grid, dev.satdoku.model.Layout.standard(4), givens);
            Ambiguity a = new AmbiguityFinder(OPTIONS, Sat4jBackend::new).find(puzzle, null, 300, 1000);
            assertEquals(Verdict.MULTIPLE, a.verdict(), grid);
            assertFalse(a.unique(), grid + ": no single given settles it");
            int best = a.suggestions().get(0).count();
            assertTrue(best >= 2 && best < 300, grid);
            int[] minimum = {Integer.MAX_VALUE};
            for (Cell c : a.differing()) {
                for (int d = 1; d <= 4; d++) {
                    if (!a.candidates().isPossible(c, d)) {
                        continue;
                    }
                    int[] g = puzzle.givens();
                    g[c.index(4)] = d;
                    int n = solutions(puzzle.withGivens(g), 300).size();
                    minimum[0] = Math.min(minimum[0], n);
                    boolean suggested = a.suggestions().contains(new Ambiguity.Suggestion(c, d, n));
                    assertEquals(n == best, suggested, grid + ": " + c + "=" + d + " leaves " + n);
                }
            }
            assertEquals(minimum[0], best, grid + ": the fewest solutions");
        }
    }

    @Test
    void aUniquePuzzleHasNoAmbiguity() {
        Ambiguity a = new AmbiguityFinder(OPTIONS, Sat4jBackend::new).find(RedundancyFinderTest.load("classic/4x4.sudoku"),
                null, 10, 5);
        assertEquals(Verdict.UNIQUE, a.verdict());
        assertTrue(a.differing().isEmpty());
        assertTrue(a.suggestions().isEmpty());
    }

    @Test
    void theSuggestionListIsCappedAndSaysSo() {
        Puzzle puzzle = RedundancyFinderTest.load("classic/several-solutions.sudoku");
        Ambiguity a = new AmbiguityFinder(OPTIONS, Sat4jBackend::new).find(puzzle, null, 10, 1);
        assertEquals(1, a.suggestions().size());
        assertTrue(a.capped());
    }

    private static Ambiguity check(Puzzle puzzle, int enumerationCap) {
        Ambiguity a = new AmbiguityFinder(OPTIONS, Sat4jBackend::new).find(puzzle, null, 20, 1000);
        assertEquals(Verdict.MULTIPLE, a.verdict());
        List<Solution> all = solutions(puzzle, enumerationCap);
        Set<Cell> differ = new TreeSet<>(java.util.Comparator.comparingInt((Cell c) -> c.index(puzzle.layout().rows())));
        for (Solution s : all) {
            for (int i = 0; i < puzzle.layout().cellCount(); i++) {
                if (s.digits()[i] != all.get(0).digits()[i]) {
                    differ.add(Cell.ofIndex(i, puzzle.layout().rows()));
                }
            }
        }
        if (all.size() < enumerationCap) {
            assertEquals(new ArrayList<>(differ), a.differing(), "cells in which the solutions differ");
        } else {
            assertTrue(a.differing().containsAll(differ));
        }
        assertFalse(a.suggestions().isEmpty());
        assertEquals(a.suggestionTotal(), a.suggestions().size(), "not capped at 1000");
        for (Ambiguity.Suggestion s : a.suggestions()) {
            assertTrue(a.differing().contains(s.cell()));
            int[] givens = puzzle.givens();
            assertEquals(Puzzle.EMPTY, givens[s.cell().index(puzzle.layout().rows())], "a suggestion is an empty cell");
            givens[s.cell().index(puzzle.layout().rows())] = s.digit();
            long n = solutions(puzzle.withGivens(givens), a.countLimit()).size();
            if (a.unique()) {
                assertEquals(1, n, "the given " + s.cell() + "=" + s.digit() + " makes the puzzle unique");
            } else {
                assertEquals(Math.min(n, a.countLimit()), s.count(), s.cell() + "=" + s.digit());
            }
        }
        return a;
    }

    private static List<Solution> solutions(Puzzle p, int cap) {
        List<Solution> found = new ArrayList<>();
        new Enumerator(OPTIONS, Sat4jBackend::new).enumerate(p, cap, null, found::add);
        return found;
    }

    /** A stopped search names the candidate givens it answered and those it did not; a finished one answers all. */
    @Test
    void aStoppedSearchSaysWhichCandidateGivensAreUndecided() {
        Puzzle puzzle = RedundancyFinderTest.load("classic/several-solutions.sudoku");
        Ambiguity whole = new AmbiguityFinder(OPTIONS, Sat4jBackend::new).find(puzzle, null, 50, 20);
        assertTrue(whole.complete() && whole.unanswered().isEmpty());
        assertEquals(whole.candidatesAsked(), whole.answered().size());
        assertTrue(whole.answered().stream().allMatch(x -> x.decision().equals("unique") || x.decision().equals("several")));
        // The second backend made is the counting one; its third call never ends until the time limit stops it.
        java.util.concurrent.atomic.AtomicInteger made = new java.util.concurrent.atomic.AtomicInteger();
        Ambiguity stopped = new AmbiguityFinder(OPTIONS, () -> made.incrementAndGet() == 2 ? new StallingBackend(3) : new Sat4jBackend())
                .find(puzzle, java.time.Duration.ofSeconds(3), 50, 20);
        assertEquals(Verdict.TIMEOUT, stopped.verdict());
        assertFalse(stopped.complete());
        assertFalse(stopped.unanswered().isEmpty());
        assertFalse(stopped.answered().isEmpty());
        assertEquals(stopped.candidatesAsked(), stopped.answered().size() + stopped.unanswered().size());
        for (int k = 0; k < stopped.answered().size(); k++) {
            Ambiguity.Answer got = stopped.answered().get(k);
            Ambiguity.Answer full = whole.answered().get(k);
            assertEquals(full, got, "what was answered before the stop is the finished search's answer");
        }
    }
}
