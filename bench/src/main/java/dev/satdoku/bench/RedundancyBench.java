package dev.satdoku.bench;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.model.Puzzle;
import dev.satdoku.sat.PuzzleSolver;
import dev.satdoku.sat.Redundancy;
import dev.satdoku.sat.RedundancyFinder;
import dev.satdoku.sat.Sat4jBackend;
import dev.satdoku.sat.Verdict;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What {@code satdoku redundant} costs relative to solving the same puzzle, in one JVM after a warm-up:
 * for every unique 9x9 variant instance (rules, variables or irregular regions), the median wall time of
 * a plain solve (first solution) and of the redundancy answer (redundant clues and a minimal set), the
 * ratio, and that ratio against the number of clues (givens plus rules). The target: at most
 * (number of clues) solve-times, as a median over the instances, i.e. a median of ratio/clues at most 1.
 *
 * <p>Run it with {@code scripts/bench-redundant.sh [INSTANCES_DIR] [--min-millis M]}.
 */
public final class RedundancyBench {

    private record Case(String name, Puzzle puzzle, int clues) {
    }

    private RedundancyBench() {
    }

    public static void main(String[] args) throws IOException {
        SetterBenchArgs parsed = SetterBenchArgs.parse(args, Path.of("instances"), 300);
        Path root = parsed.root();
        long minMillis = parsed.minMillis();
        EncodingOptions options = EncodingOptions.DEFAULTS;
        PuzzleSolver solver = PuzzleSolver.sat4j(options);
        RedundancyFinder finder = new RedundancyFinder(options, Sat4jBackend::new);
        List<Case> cases = load(root, solver);
        if (cases.isEmpty()) {
            System.out.println("no unique 9x9 variant instances under " + root);
            return;
        }
        long warmUntil = System.nanoTime() + 5_000_000_000L;
        // Stops mid-pass at the deadline: one pass over the harder instances would take minutes.
        warm:
        while (true) {
            for (Case c : cases) {
                if (System.nanoTime() >= warmUntil) {
                    break warm;
                }
                solver.solve(c.puzzle(), 1, null);
                finder.find(c.puzzle(), null);
            }
        }
        System.out.printf(Locale.ROOT, "satdoku redundancy benchmark: %s, %s, SAT4J in-process, one JVM after a 5 s warm-up;%n"
                + "median wall time per question, each repeated for at least %d ms%n%n", root, options.describe(), minMillis);
        System.out.printf(Locale.ROOT, "  %-44s %5s %9s %11s %8s %9s %6s %6s%n", "instance", "clues", "solve ms", "redund. ms",
                "ratio", "ratio/clue", "calls", "redund");
        List<Double> perClue = new ArrayList<>();
        List<Double> ratios = new ArrayList<>();
        int over = 0;
        for (Case c : cases) {
            Redundancy r = finder.find(c.puzzle(), null);
            double solve = median(minMillis, () -> solver.solve(c.puzzle(), 1, null));
            double red = median(minMillis, () -> finder.find(c.puzzle(), null));
            double ratio = red / solve;
            ratios.add(ratio);
            perClue.add(ratio / c.clues());
            boolean pass = ratio <= c.clues();
            if (!pass) {
                over++;
            }
            System.out.printf(Locale.ROOT, "  %-44s %5d %9.2f %11.2f %8.2f %9.2f %6d %6d%s%n", c.name(), c.clues(), solve, red, ratio,
                    ratio / c.clues(), r.solverCalls(), r.redundant().size(), pass ? "" : "  over target");
        }
        double m = medianOf(perClue);
        System.out.printf(Locale.ROOT, "%n  overall (%d instances): redundancy median %.2f solve-times, median %.2f solve-times "
                + "per clue (target at most 1); %d instances over (number of clues) solve-times%n", cases.size(),
                medianOf(ratios), m, over);
        System.out.println(m <= 1 ? "target met (median)" : "TARGET MISSED (median)");
    }

    private static double medianOf(List<Double> xs) {
        List<Double> s = xs.stream().sorted().toList();
        return s.get(s.size() / 2);
    }

    /** Runs the task until it has run for minMillis and at least 3 times; the median in ms. */
    private static double median(long minMillis, Runnable task) {
        List<Double> times = new ArrayList<>();
        double spent = 0;
        while (times.size() < 3 || spent < minMillis) {
            long t0 = System.nanoTime();
            task.run();
            double ms = (System.nanoTime() - t0) / 1e6;
            times.add(ms);
            spent += ms;
        }
        return medianOf(times);
    }

    private static List<Case> load(Path root, PuzzleSolver solver) throws IOException {
        List<Case> out = new ArrayList<>();
        for (NineByNineInstances.Instance i : NineByNineInstances.under(root)) {
            Puzzle p = i.puzzle();
            if (i.variant() && solver.solve(p, 2, null).verdict() == Verdict.UNIQUE) {
                out.add(new Case(i.name(), p, p.givenCount() + p.rules().size()));
            }
        }
        return out;
    }
}
