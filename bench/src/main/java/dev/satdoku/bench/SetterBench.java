package dev.satdoku.bench;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.model.Puzzle;
import dev.satdoku.sat.CandidatesFinder;
import dev.satdoku.sat.Enumerator;
import dev.satdoku.sat.PuzzleSolver;
import dev.satdoku.sat.Sat4jBackend;
import dev.satdoku.sat.TrueCandidates;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Measures what the setter questions cost relative to solving the same puzzle, in one JVM after a
 * warm-up: for every 9x9 instance, the median wall time of a plain solve (first solution), of a
 * uniqueness check ({@code count}, limit 2) and of {@code candidates}; prints the ratios per
 * instance and overall (geometric mean and worst), against the targets: candidates at
 * most 10 solve-times, uniqueness at most 3. Variant instances (with rules, variables or irregular
 * regions) are the measured group; classic 9x9 instances are listed separately for reference.
 * Unsolvable instances are left out: for them every question is the same single UNSAT call.
 *
 * <p>Run it with {@code scripts/bench-setter.sh [INSTANCES_DIR] [--min-millis M]}.
 */
public final class SetterBench {

    private static final double CANDIDATES_TARGET = 10;
    private static final double UNIQUE_TARGET = 3;

    private record Case(String name, Puzzle puzzle, boolean variant) {
    }

    private record Row(Case c, double solve, double unique, double candidates, int calls) {
        double uniqueRatio() {
            return unique / solve;
        }

        double candidatesRatio() {
            return candidates / solve;
        }
    }

    private SetterBench() {
    }

    public static void main(String[] args) throws IOException {
        Path root = Path.of("instances");
        long minMillis = 300;
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--min-millis")) {
                minMillis = Long.parseLong(args[++i]);
            } else {
                root = Path.of(args[i]);
            }
        }
        List<Case> cases = load(root);
        if (cases.isEmpty()) {
            System.out.println("no solvable 9x9 instances under " + root);
            return;
        }
        EncodingOptions options = EncodingOptions.DEFAULTS;
        PuzzleSolver solver = PuzzleSolver.sat4j(options);
        Enumerator enumerator = new Enumerator(options, Sat4jBackend::new);
        CandidatesFinder finder = new CandidatesFinder(options, Sat4jBackend::new);

        // Warm-up: let the JIT compile the encoder, SAT4J and the workflows before anything counts.
        long warmUntil = System.nanoTime() + 5_000_000_000L;
        while (System.nanoTime() < warmUntil) {
            for (Case c : cases) {
                solver.solve(c.puzzle(), 1, null);
                enumerator.enumerate(c.puzzle(), 2, null, s -> { });
                finder.find(c.puzzle(), null, 0);
            }
        }

        List<Row> rows = new ArrayList<>();
        for (Case c : cases) {
            Puzzle p = c.puzzle();
            TrueCandidates tc = finder.find(p, null, 0);
            double[] medians = interleaved(minMillis,
                    () -> solver.solve(p, 1, null),
                    () -> enumerator.enumerate(p, 2, null, s -> { }),
                    () -> finder.find(p, null, 0));
            rows.add(new Row(c, medians[0], medians[1], medians[2], tc.solverCalls()));
        }
        System.out.printf(Locale.ROOT, "satdoku setter benchmark: %s, %s, SAT4J in-process, one JVM after a 5 s warm-up;%n"
                + "median wall time per question, each repeated for at least %d ms%n%n", root, options.describe(), minMillis);
        boolean ok = table("variant 9x9 instances (the setter targets apply)", rows.stream().filter(r -> r.c().variant()).toList());
        table("classic 9x9 instances (reference)", rows.stream().filter(r -> !r.c().variant()).toList());
        System.out.println(ok ? "targets met: candidates <= " + (int) CANDIDATES_TARGET + "x solve, uniqueness <= " + (int) UNIQUE_TARGET
                + "x solve, on every variant instance" : "TARGETS MISSED on some variant instance (see above)");
    }

    /** Runs the tasks round-robin until each has run for minMillis (and at least 5 times); returns medians in ms. */
    private static double[] interleaved(long minMillis, Runnable... tasks) {
        List<List<Double>> times = new ArrayList<>();
        for (int t = 0; t < tasks.length; t++) {
            times.add(new ArrayList<>());
        }
        double[] spent = new double[tasks.length];
        int rounds = 0;
        while (rounds < 5 || Arrays.stream(spent).min().orElse(0) < minMillis) {
            for (int t = 0; t < tasks.length; t++) {
                long t0 = System.nanoTime();
                tasks[t].run();
                double ms = (System.nanoTime() - t0) / 1e6;
                times.get(t).add(ms);
                spent[t] += ms;
            }
            rounds++;
        }
        double[] out = new double[tasks.length];
        for (int t = 0; t < tasks.length; t++) {
            List<Double> sorted = times.get(t).stream().sorted().toList();
            out[t] = sorted.get(sorted.size() / 2);
        }
        return out;
    }

    private static boolean table(String title, List<Row> rows) {
        if (rows.isEmpty()) {
            System.out.println(title + ": none found\n");
            return true;
        }
        System.out.println(title + ":");
        System.out.printf(Locale.ROOT, "  %-48s %9s %9s %7s %11s %7s %6s%n", "instance", "solve ms", "unique ms", "ratio",
                "candid. ms", "ratio", "calls");
        boolean ok = true;
        double logU = 0;
        double logC = 0;
        double worstU = 0;
        double worstC = 0;
        for (Row r : rows) {
            boolean pass = r.uniqueRatio() <= UNIQUE_TARGET && r.candidatesRatio() <= CANDIDATES_TARGET;
            ok &= pass;
            System.out.printf(Locale.ROOT, "  %-48s %9.2f %9.2f %7.2f %11.2f %7.2f %6d%s%n", r.c().name(), r.solve(), r.unique(),
                    r.uniqueRatio(), r.candidates(), r.candidatesRatio(), r.calls(), pass ? "" : "  over target");
            logU += Math.log(r.uniqueRatio());
            logC += Math.log(r.candidatesRatio());
            worstU = Math.max(worstU, r.uniqueRatio());
            worstC = Math.max(worstC, r.candidatesRatio());
        }
        System.out.printf(Locale.ROOT, "  overall (%d instances): uniqueness %.2fx solve (geometric mean), worst %.2fx; "
                + "candidates %.2fx, worst %.2fx%n%n", rows.size(), Math.exp(logU / rows.size()), worstU,
                Math.exp(logC / rows.size()), worstC);
        return ok;
    }

    private static List<Case> load(Path root) throws IOException {
        List<Case> out = new ArrayList<>();
        for (NineByNineInstances.Instance i : NineByNineInstances.under(root)) {
            if (!PuzzleSolver.sat4j(EncodingOptions.DEFAULTS).solve(i.puzzle(), 1, null).solutions().isEmpty()) {
                out.add(new Case(i.name(), i.puzzle(), i.variant()));
            }
        }
        return out;
    }
}
