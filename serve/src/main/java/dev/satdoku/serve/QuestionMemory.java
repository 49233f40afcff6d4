package dev.satdoku.serve;

import dev.satdoku.encode.CnfSize;
import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encode.SizeEstimate;
import dev.satdoku.model.Puzzle;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

/**
 * The heap one question may use, and the heap all running questions together may use.
 *
 * <p>Why an estimate before encoding: a question's memory is its CNF (the encoder's clause store, then
 * the solver's copy with its watches and the clauses it learns), and the CNF's size follows from the
 * puzzle alone ({@link SizeEstimate}: the houses exactly, each rule by its own size hint) in
 * microseconds. Checking before anything is encoded refuses a question that would not fit while it
 * has cost nothing, where a check of the growing clause store would first fill the heap and then
 * need every encoder path (verdicts, candidates, explanations, steps, warm solvers) to stop part way.
 * The estimate is of the plain encoding, before the givens simplify it, so it errs on the large side.
 *
 * <p>Why also a total: each question alone may fit while six of them at once do not (the heap is
 * shared). Running questions hold their estimate in megabytes from one fair budget, derived from the
 * heap (-Xmx); a question whose share is not free waits for its turn (cancellable, like the wait for a
 * search slot), so large questions run a few at a time. Turns are taken in arrival order, so a large
 * question is never overtaken for ever by a stream of small ones (a small one arriving behind a
 * waiting large one waits too).
 */
final class QuestionMemory {

    private static final long MB = 1024L * 1024;

    /**
     * Bytes per estimated literal, clause and variable: about twice what encoding and loading the CNF
     * were measured to hold (docs/serve.md, "Memory per question"), room for what the search learns and
     * for the garbage encoding leaves.
     */
    private static final long PER_LITERAL = 24;
    private static final long PER_CLAUSE = 64;
    private static final long PER_VARIABLE = 256;

    /** The share of the heap all questions together may hold; the rest is the server's and the warm solvers'. */
    static final double TOTAL_SHARE = 0.6;

    /** The default per question: a quarter of the heap. */
    static final int DEFAULT_HEAP_FRACTION = 4;

    private final int perQuestionMb;
    private final int totalMb;
    private final Semaphore budget;

    /** @param perQuestionMb the limit per question in MB, or 0 for a quarter of the heap */
    QuestionMemory(int perQuestionMb, long maxHeapBytes) {
        long heapMb = Math.max(1, maxHeapBytes / MB);
        this.perQuestionMb = perQuestionMb > 0 ? perQuestionMb : (int) Math.max(1, heapMb / DEFAULT_HEAP_FRACTION);
        this.totalMb = (int) Math.max(this.perQuestionMb, heapMb * TOTAL_SHARE);
        this.budget = new Semaphore(totalMb, true);
    }

    int perQuestionMb() {
        return perQuestionMb;
    }

    int totalMb() {
        return totalMb;
    }

    /** The estimated heap of a question about {@code puzzle}, in MB (at least 1). */
    static int estimateMb(Puzzle puzzle, EncodingOptions options) {
        CnfSize s = SizeEstimate.of(puzzle, options);
        long bytes = PER_LITERAL * s.literals() + PER_CLAUSE * s.clauses() + PER_VARIABLE * s.variables();
        return (int) Math.min(Integer.MAX_VALUE, Math.max(1, (bytes + MB - 1) / MB));
    }

    /** The question's share in MB, or {@link TooMuchMemory} when it is over the per-question limit. */
    int require(Puzzle puzzle, EncodingOptions options) {
        int mb = estimateMb(puzzle, options);
        if (mb > perQuestionMb) {
            throw new TooMuchMemory(mb, perQuestionMb);
        }
        return mb;
    }

    /** Waits up to {@code millis} for {@code mb} of the total budget; false when it is not free yet. */
    boolean tryTake(int mb, long millis) throws InterruptedException {
        return budget.tryAcquire(mb, millis, TimeUnit.MILLISECONDS);
    }

    void give(int mb) {
        budget.release(mb);
    }

    /** MB of the total budget free now (tests). */
    int freeMb() {
        return budget.availablePermits();
    }

    /** A question whose estimate is over the per-question limit: answered 413 with this message. */
    static final class TooMuchMemory extends RuntimeException {
        private static final long serialVersionUID = 1L;

        TooMuchMemory(int neededMb, int limitMb) {
            super("this question needs more than " + limitMb + " MB (about " + neededMb + " MB by the size of its encoding); the limit "
                    + "is --question-memory " + limitMb + " (satdoku serve --question-memory MB, within the Java heap -Xmx)", null, false, false);
        }
    }
}
