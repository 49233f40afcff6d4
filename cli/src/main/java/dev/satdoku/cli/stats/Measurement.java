package dev.satdoku.cli.stats;

import dev.satdoku.encode.CnfSize;
import dev.satdoku.encode.EncodingOptions;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What one encoding combination cost over a set of puzzles: sums of sizes (plain encoding and what the
 * solver got), clauses per rule family, and, when solving, time and search effort. Means are the sums
 * divided by the number of puzzles.
 */
public final class Measurement {

    private final EncodingOptions options;
    private int puzzles;
    private long plainVariables;
    private long plainClauses;
    private long variables;
    private long clauses;
    private long literals;
    private final Map<String, Long> familyClauses = new LinkedHashMap<>();
    private int solved;
    private int timeouts;
    private long encodeNanos;
    private long solveNanos;
    private long conflicts;
    private long decisions;
    private boolean effortKnown = true;

    public Measurement(EncodingOptions options) {
        this.options = options;
    }

    public EncodingOptions options() {
        return options;
    }

    /** Adds one puzzle's sizes: the plain encoding, the CNF handed to the solver and its clauses per family. */
    public void addSizes(CnfSize plain, CnfSize solved, Map<String, CnfSize> families) {
        puzzles++;
        plainVariables += plain.variables();
        plainClauses += plain.clauses();
        variables += solved.variables();
        clauses += solved.clauses();
        literals += solved.literals();
        families.forEach((family, size) -> familyClauses.merge(family, size.clauses(), Long::sum));
    }

    /** Adds one puzzle's solving run; {@code effortReported} is false for solvers that report no conflicts. */
    public void addSolve(boolean timedOut, long encodeNanos, long solveNanos, long conflicts, long decisions, boolean effortReported) {
        solved++;
        if (timedOut) {
            timeouts++;
        }
        this.encodeNanos += encodeNanos;
        this.solveNanos += solveNanos;
        this.conflicts += conflicts;
        this.decisions += decisions;
        effortKnown &= effortReported;
    }

    public int puzzles() {
        return puzzles;
    }

    public boolean solvedAny() {
        return solved > 0;
    }

    public int timeouts() {
        return timeouts;
    }

    public boolean effortKnown() {
        return effortKnown;
    }

    private double mean(long total) {
        return puzzles == 0 ? 0 : (double) total / puzzles;
    }

    public double plainVariables() {
        return mean(plainVariables);
    }

    public double plainClauses() {
        return mean(plainClauses);
    }

    public double variables() {
        return mean(variables);
    }

    public double clauses() {
        return mean(clauses);
    }

    public double literals() {
        return mean(literals);
    }

    public double familyClauses(String family) {
        return mean(familyClauses.getOrDefault(family, 0L));
    }

    public Iterable<String> families() {
        return familyClauses.keySet();
    }

    /** Total solve time over the set, milliseconds (encoding excluded). */
    public double solveMillis() {
        return solveNanos / 1e6;
    }

    public double meanSolveMillis() {
        return solved == 0 ? 0 : solveNanos / 1e6 / solved;
    }

    public double meanEncodeMillis() {
        return solved == 0 ? 0 : encodeNanos / 1e6 / solved;
    }

    public double meanConflicts() {
        return solved == 0 ? 0 : (double) conflicts / solved;
    }

    public double meanDecisions() {
        return solved == 0 ? 0 : (double) decisions / solved;
    }
}
