package dev.satdoku.cli;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Puzzle;
import dev.satdoku.render.CellMarks;
import dev.satdoku.sat.Ambiguity;
import dev.satdoku.sat.AmbiguityFinder;
import dev.satdoku.sat.CandidatesFinder;
import dev.satdoku.sat.Sat4jBackend;
import dev.satdoku.sat.TrueCandidates;
import dev.satdoku.sat.Verdict;
import dev.satdoku.syntax.InputException;
import dev.satdoku.syntax.Origin;
import java.time.Duration;
import java.util.List;

/** The setter answers as marks for {@code render --candidates} and {@code render --ambiguity}. */
final class SetterMarks {

    private SetterMarks() {
    }

    static CellMarks candidates(Puzzle puzzle, Duration timeout, int countLimit, List<String> notes) {
        TrueCandidates tc = new CandidatesFinder(EncodingOptions.DEFAULTS, Sat4jBackend::new).find(puzzle, timeout, countLimit);
        requireAnswer(puzzle, tc.verdict());
        CellMarks marks = new CellMarks();
        dev.satdoku.model.Layout layout = puzzle.layout();
        for (int i = 0; i < layout.cellCount(); i++) {
            Cell c = layout.cellAt(i);
            if (puzzle.given(c) != Puzzle.EMPTY) {
                continue;
            }
            if (tc.isFixed(c)) {
                marks.fixed(c, tc.fixedDigit(c));
                continue;
            }
            for (int d = layout.minValue(); d <= layout.maxValue(); d++) {
                if (tc.isPossible(c, d)) {
                    marks.candidate(c, d, tc.counts()[i][d], countLimit);
                }
            }
        }
        if (tc.verdict() == Verdict.UNIQUE) {
            notes.add("the puzzle is unique: every cell has one candidate (blue)");
        } else {
            marks.legend("small digits: the true candidates, coloured by the solutions using each (red: 1, blue: "
                    + countLimit + " or more; " + (tc.solutionCount() >= countLimit ? "at least " : "") + tc.solutionCount()
                    + " solutions in all); blue digits: the same in every solution");
        }
        return marks;
    }

    static CellMarks ambiguity(Puzzle puzzle, Duration timeout, List<String> notes) {
        dev.satdoku.model.Layout layout = puzzle.layout();
        Ambiguity a = new AmbiguityFinder(EncodingOptions.DEFAULTS, Sat4jBackend::new).find(puzzle, timeout, 50,
                layout.cellCount() * layout.valueCount());
        requireAnswer(puzzle, a.verdict());
        CellMarks marks = new CellMarks();
        if (a.verdict() == Verdict.UNIQUE) {
            notes.add("the puzzle is unique: no cell is ambiguous");
            return marks;
        }
        for (int i = 0; i < layout.cellCount(); i++) {
            Cell c = layout.cellAt(i);
            if (puzzle.given(c) != Puzzle.EMPTY) {
                continue;
            }
            if (a.differing().contains(c)) {
                marks.highlight(c);
                for (int d = layout.minValue(); d <= layout.maxValue(); d++) {
                    if (a.candidates().isPossible(c, d)) {
                        marks.candidate(c, d);
                    }
                }
            } else {
                marks.fixed(c, a.candidates().fixedDigit(c));
            }
        }
        a.suggestions().forEach(s -> marks.suggest(s.cell(), s.digit()));
        marks.legend("shaded: the " + Counted.of(a.differing().size(), "cell") + " where the solutions differ, with the digits they take");
        int k = a.suggestions().isEmpty() ? 0 : a.suggestions().get(0).count();
        marks.legend(a.unique() ? a.suggestionTotal() == 1 ? "green ring: the given that would make the puzzle unique"
                : "green rings: the " + a.suggestionTotal() + " givens that would each make the puzzle unique"
                : "green rings: no single given makes the puzzle unique; these leave the fewest solutions ("
                        + (k >= a.countLimit() ? "at least " : "") + k + " each)");
        return marks;
    }

    private static void requireAnswer(Puzzle puzzle, Verdict verdict) {
        if (verdict == Verdict.NONE) {
            throw new InputException(Origin.of(puzzle.name()), "has no solution, so there are no candidates to draw "
                    + "(run 'satdoku explain')");
        }
        if (verdict == Verdict.TIMEOUT) {
            throw new InputException(Origin.of(puzzle.name()), "the answer was not finished in time (--timeout)");
        }
    }
}
