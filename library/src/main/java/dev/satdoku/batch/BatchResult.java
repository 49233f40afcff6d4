package dev.satdoku.batch;

import dev.satdoku.sat.Difficulty;
import java.util.List;

/**
 * The outcome of one input line.
 *
 * @param line      1-based line number in the input
 * @param puzzle    the puzzle as written (one-line word, JSON puzzle field or file path)
 * @param status    unique, multiple, none, found, timeout, interrupted, or error
 * @param solution  the first solution as one N*N-character word (checked), or "" when there is none
 * @param count     solutions found (up to the limit)
 * @param variables CNF variables handed to the solver (after simplification), -1 for an error
 * @param clauses   CNF clauses handed to the solver, -1 for an error
 * @param micros    time spent on this puzzle: reading, encoding, solving, checking
 * @param error     what was wrong with the line (file:line:column: message), "" unless status is error
 * @param internal  true when the error is a satdoku bug rather than bad input
 * @param warnings  the import warnings of the puzzle (what an importer could not read as a rule), empty for most
 * @param unread    what could be a rule and was not read (a drawn puzzle read partly), empty when the verdict is
 *                  about the puzzle itself; see {@link #complete()}
 * @param rating    with {@code batch --rate}, the difficulty of the puzzle's solve path (unique puzzles whose path
 *                  was finished or stopped at a case split); null otherwise
 *
 * <p>Serializable: the Spark job ships results between executors.
 */
public record BatchResult(long line, String puzzle, String status, String solution, long count, long variables, long clauses,
                          long micros, String error, boolean internal, List<String> warnings, List<String> unread,
                          Difficulty rating)
        implements java.io.Serializable {

    /** A result of a puzzle read completely, without a rating. */
    public BatchResult(long line, String puzzle, String status, String solution, long count, long variables, long clauses,
                       long micros, String error, boolean internal, List<String> warnings) {
        this(line, puzzle, status, solution, count, variables, clauses, micros, error, internal, warnings, List.of(), null);
    }

    /** Copies the lists, so a result never changes after it is made. */
    public BatchResult {
        warnings = List.copyOf(warnings);
        unread = List.copyOf(unread);
    }

    /** True when everything that could be a rule was read, so the status is about the puzzle, not only the rules read. */
    public boolean complete() {
        return unread.isEmpty();
    }

    /** The status of a line that could not be read or solved. */
    public static final String ERROR = "error";

    static BatchResult error(BatchLine line, String message, boolean internal, long micros) {
        return new BatchResult(line.number(), line.shown(), ERROR, "", 0, -1, -1, micros, message, internal, List.of(), List.of(), null);
    }

    /** True when the status is {@link #ERROR}. */
    public boolean isError() {
        return ERROR.equals(status);
    }

    /** True when the search was cut short (timeout or Ctrl-C) before a verdict. */
    public boolean stopped() {
        return status.equals("timeout") || status.equals("interrupted");
    }
}
