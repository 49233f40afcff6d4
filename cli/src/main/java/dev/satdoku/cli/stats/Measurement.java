package dev.satdoku.cli.stats;

import dev.satdoku.encode.CnfSize;
import dev.satdoku.encode.EncodingOptions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What one encoding combination cost over a set of puzzles: sums of sizes (plain encoding and what the
 * solver got), clauses per rule family, and, when solving, time and search effort. Size means are the
 * sums divided by the number of puzzles.
 *
 * <p>Solving may be repeated ({@code stats --repeat}): each puzzle's time is the median of its runs, and
 * the set's figures are the mean and the median of those per-puzzle medians, so one run disturbed by
 * the machine's load moves neither. A run stopped by the time limit counts at the limit (its own
 * time, which is the limit or a little more, is never less): the mean of a set with timeouts is then
 * a lower bound of the true mean, which is why the timeouts are counted beside it.
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
    private final List<PuzzleRuns> perPuzzle = new ArrayList<>();

    /** One puzzle's solving runs under this combination. */
    public static final class PuzzleRuns {
        private final String name;
        private final long clauses;
        private final List<Double> millis = new ArrayList<>();
        private int timeouts;
        private String verdict = "";
        private long conflicts;

        PuzzleRuns(String name, long clauses) {
            this.name = name;
            this.clauses = clauses;
        }

        public String name() {
            return name;
        }

        /** Clauses handed to the solver. */
        public long clauses() {
            return clauses;
        }

        public int runs() {
            return millis.size();
        }

        public int timeouts() {
            return timeouts;
        }

        /** The verdict of the last run ("unique", "multiple", "none", "timeout" ...). */
        public String verdict() {
            return verdict;
        }

        /** Conflicts per run (the mean; SAT4J's search is deterministic, so all runs agree). */
        public double conflicts() {
            return millis.isEmpty() ? 0 : (double) conflicts / millis.size();
        }

        public double medianMillis() {
            return median(millis);
        }

        public double minMillis() {
            return millis.stream().mapToDouble(Double::doubleValue).min().orElse(0);
        }

        public double maxMillis() {
            return millis.stream().mapToDouble(Double::doubleValue).max().orElse(0);
        }

        /** (max - min) / median of the runs: 0 for one run. */
        public double spread() {
            double m = medianMillis();
            return m > 0 ? (maxMillis() - minMillis()) / m : 0;
        }
    }

    /** The median of some values (the mean of the middle two for an even count); 0 for none. */
    public static double median(List<Double> values) {
        if (values.isEmpty()) {
            return 0;
        }
        double[] v = values.stream().mapToDouble(Double::doubleValue).toArray();
        Arrays.sort(v);
        int n = v.length;
        return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
    }

    public Measurement(EncodingOptions options) {
        this.options = options;
    }

    public EncodingOptions options() {
        return options;
    }

    /** Adds one puzzle's sizes: the plain encoding, the CNF handed to the solver and its clauses per family. */
    public void addSizes(String puzzle, CnfSize plain, CnfSize solved, Map<String, CnfSize> families) {
        perPuzzle.add(new PuzzleRuns(puzzle, solved.clauses()));
        puzzles++;
        plainVariables += plain.variables();
        plainClauses += plain.clauses();
        variables += solved.variables();
        clauses += solved.clauses();
        literals += solved.literals();
        families.forEach((family, size) -> familyClauses.merge(family, size.clauses(), Long::sum));
    }

    /**
     * Adds one solving run of the puzzle added {@code index}-th by {@link #addSizes}; {@code limitNanos}
     * (or 0 for none) is the time limit, at which a timed-out run counts; {@code effortReported} is false
     * for solvers that report no conflicts.
     */
    public void addSolve(int index, String verdict, boolean timedOut, long limitNanos, long encodeNanos, long solveNanos,
            long conflicts, long decisions, boolean effortReported) {
        solved++;
        if (timedOut) {
            timeouts++;
            solveNanos = Math.max(solveNanos, limitNanos);
        }
        PuzzleRuns p = perPuzzle.get(index);
        p.millis.add(solveNanos / 1e6);
        p.verdict = verdict;
        p.conflicts += conflicts;
        if (timedOut) {
            p.timeouts++;
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

    /** Runs stopped by the time limit (over all repeats). */
    public int timeouts() {
        return timeouts;
    }

    /** Per puzzle, in the order added. */
    public List<PuzzleRuns> perPuzzle() {
        return List.copyOf(perPuzzle);
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

    /** Total solve time over the set and every repeat, milliseconds (encoding excluded). */
    public double solveMillis() {
        return solveNanos / 1e6;
    }

    private List<Double> puzzleMedians() {
        return perPuzzle.stream().filter(p -> p.runs() > 0).map(PuzzleRuns::medianMillis).toList();
    }

    /** The mean over the puzzles of each puzzle's median solve time (timeouts at the limit). */
    public double meanSolveMillis() {
        return puzzleMedians().stream().mapToDouble(Double::doubleValue).average().orElse(0);
    }

    /** The median over the puzzles of each puzzle's median solve time. */
    public double medianSolveMillis() {
        return median(puzzleMedians());
    }

    /** The median over the puzzles of each puzzle's spread between repeats, (max - min) / median; 0 for one run. */
    public double medianSpread() {
        return median(perPuzzle.stream().filter(p -> p.runs() > 0).map(PuzzleRuns::spread).toList());
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
