package dev.satdoku.sat;

import dev.satdoku.model.Cell;
import dev.satdoku.model.Puzzle;
import java.util.List;

/**
 * Where a puzzle with several solutions is ambiguous, and which given would settle it.
 *
 * @param puzzle          the puzzle
 * @param verdict         MULTIPLE (the answer below is complete), UNIQUE or NONE (nothing to disambiguate),
 *                        or TIMEOUT
 * @param candidates      the true candidates ({@link CandidatesFinder})
 * @param differing       the cells whose digit differs between solutions (2+ true candidates), reading order
 * @param suggestions     the best givens found, best first: when {@code unique}, givens each of which makes
 *                        the puzzle unique; otherwise those leaving the fewest solutions ({@code count} each);
 *                        at most the cap asked for
 * @param suggestionTotal how many givens are as good as the listed ones (more than listed when capped)
 * @param unique          true when every suggestion makes the puzzle unique
 * @param countLimit      counts at this value mean "at least this many"
 * @param candidatesAsked (cell, digit) pairs counted
 * @param solverCalls     SAT calls made for the suggestions (one incremental solver), beyond the candidates'
 * @param answered        every candidate given whose question was answered, with the answer: "unique" or
 *                        "several" (does it alone make the puzzle unique), or, when none does, how many
 *                        solutions it leaves ("3 solutions", "at least 4 solutions")
 * @param unanswered      the candidate givens still to ask about when the search stopped (empty when complete)
 */
public record Ambiguity(Puzzle puzzle, Verdict verdict, TrueCandidates candidates, List<Cell> differing,
                        List<Suggestion> suggestions, int suggestionTotal, boolean unique, int countLimit,
                        int candidatesAsked, int solverCalls, long solveNanos, List<Answer> answered,
                        List<Answer> unanswered) {

    /** A candidate given ({@code digit} in {@code cell}) and what was found about it, or null when not asked yet. */
    public record Answer(Cell cell, int digit, String decision) {
    }

    /** The given {@code digit} in {@code cell}, which leaves {@code count} solutions (capped at the limit). */
    public record Suggestion(Cell cell, int digit, int count) {
    }

    public Ambiguity {
        differing = List.copyOf(differing);
        suggestions = List.copyOf(suggestions);
        answered = List.copyOf(answered);
        unanswered = List.copyOf(unanswered);
    }

    /** True when every question was answered (for UNIQUE and NONE there was none to ask). */
    public boolean complete() {
        return verdict != Verdict.TIMEOUT;
    }

    public boolean capped() {
        return suggestionTotal > suggestions.size();
    }

    public long totalMillis() {
        return candidates.totalMillis() + solveNanos / 1_000_000;
    }
}
