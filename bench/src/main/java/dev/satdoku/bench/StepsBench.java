package dev.satdoku.bench;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.format.PuzzleReader;
import dev.satdoku.model.Puzzle;
import dev.satdoku.sat.PuzzleSolver;
import dev.satdoku.sat.Sat4jBackend;
import dev.satdoku.sat.SolvePath;
import dev.satdoku.sat.StepFinder;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * What step-by-step solving costs, and how its difficulty ranks against Sudoku Explainer's ratings,
 * in one JVM after a warm-up. For each 9x9 instance under the classic and variant folders: the
 * whole path (case splits allowed, so every path ends in the solution) and the first hint, with
 * the plain solve time of the same puzzle as the reference; medians and worst per group. Then, on a
 * rated set (lines {@code PUZZLE ER/EP/ED}), the Spearman rank correlation of the difficulty (the
 * dearest step) with ER.
 *
 * <p>Run it with {@code scripts/bench-steps.sh [--ratings FILE] [--limit N] [--timeout S]}.
 */
public final class StepsBench {

    private StepsBench() {
    }

    public static void main(String[] args) throws IOException {
        Path ratings = Path.of("../shared/data/ratings/se-unbiased-150.txt");
        int limit = Integer.MAX_VALUE;
        double timeout = 60;
        boolean instances = true;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--ratings" -> ratings = Path.of(args[++i]);
                case "--limit" -> limit = Integer.parseInt(args[++i]);
                case "--timeout" -> timeout = Double.parseDouble(args[++i]);
                case "--ratings-only" -> instances = false;
                default -> throw new IllegalArgumentException("unknown argument " + args[i]
                        + " (expected --ratings FILE, --limit N, --timeout S, --ratings-only)");
            }
        }
        EncodingOptions options = EncodingOptions.DEFAULTS;
        PuzzleSolver solver = PuzzleSolver.sat4j(options);
        StepFinder finder = new StepFinder(options, Sat4jBackend::new);
        Duration budget = Duration.ofMillis((long) (timeout * 1000));
        StepFinder.Settings settings = new StepFinder.Settings(StepFinder.DEFAULT_BOUND, true, budget);
        List<NineByNineInstances.Instance> all = new ArrayList<>();
        if (instances) {
            all.addAll(NineByNineInstances.under(Path.of("instances/classic")));
            all.addAll(NineByNineInstances.under(Path.of("instances/variants")));
        }
        long warmUntil = System.nanoTime() + 5_000_000_000L;
        warm:
        while (instances) {
            for (NineByNineInstances.Instance c : all) {
                if (System.nanoTime() >= warmUntil) {
                    break warm;
                }
                if (!c.variant()) {
                    finder.path(c.puzzle(), null, settings, s -> { });
                }
            }
            if (all.stream().noneMatch(c -> !c.variant())) {
                break;
            }
        }
        if (instances) {
            System.out.printf(Locale.ROOT, "satdoku steps benchmark: %s, SAT4J in-process, one JVM after a 5 s warm-up; "
                    + "whole path with case splits allowed (timeout %.0f s), first hint, plain solve as the reference%n%n", options.describe(),
                    timeout);
            System.out.printf(Locale.ROOT, "  %-44s %9s %9s %8s %9s %8s %6s %9s%n", "instance", "solve ms", "path ms", "path/solve",
                    "hint ms", "status", "steps", "hardest");
            List<Double> classicPath = new ArrayList<>();
            List<Double> variantPath = new ArrayList<>();
            List<Double> hints = new ArrayList<>();
            for (NineByNineInstances.Instance c : all) {
                double solve = time(() -> solver.solve(c.puzzle(), 2, budget));
                long t0 = System.nanoTime();
                SolvePath path = finder.path(c.puzzle(), null, settings, s -> { });
                double pathMs = (System.nanoTime() - t0) / 1e6;
                if (path.status() == SolvePath.Status.NOT_UNIQUE) {
                    continue;
                }
                double hint = median(() -> finder.hint(c.puzzle(), null, settings));
                (c.variant() ? variantPath : classicPath).add(pathMs);
                hints.add(hint);
                System.out.printf(Locale.ROOT, "  %-44s %9.1f %9.1f %8.1f %9.1f %8s %6d %9d%n", c.name(), solve, pathMs, pathMs / solve,
                        hint, path.status().name().toLowerCase(Locale.ROOT), path.steps().size(), path.difficulty().hardest());
            }
            System.out.printf(Locale.ROOT, "%n  classic paths: median %.0f ms, worst %.0f ms (target: median at most 2000)%n",
                    medianOf(classicPath), max(classicPath));
            System.out.printf(Locale.ROOT, "  variant paths: median %.0f ms, worst %.0f ms (target: median at most 10000)%n",
                    medianOf(variantPath), max(variantPath));
            System.out.printf(Locale.ROOT, "  first hints:   median %.0f ms, worst %.0f ms (target: at most 300)%n%n",
                    medianOf(hints), max(hints));
        }
        if (!Files.isRegularFile(ratings)) {
            System.out.println("skipped the rank correlation: " + ratings + " is absent (it lives in ../shared)");
            return;
        }
        List<String> lines = Files.readAllLines(ratings).stream().filter(l -> !l.isBlank()).limit(limit).toList();
        double[] er = new double[lines.size()];
        double[] hardest = new double[lines.size()];
        int split = 0;
        int timeouts = 0;
        long t0 = System.nanoTime();
        for (int i = 0; i < lines.size(); i++) {
            String[] parts = lines.get(i).trim().split("\\s+");
            er[i] = Double.parseDouble(parts[1].split("/")[0]);
            Puzzle p = PuzzleReader.readText(parts[0], ratings + ":" + (i + 1)).get(0);
            SolvePath path = finder.path(p, null, settings, s -> { });
            if (path.status() == SolvePath.Status.TIMEOUT) {
                timeouts++;
            }
            if (path.difficulty().needsCaseSplit()) {
                split++;
            }
            hardest[i] = path.difficulty().hardest();
        }
        double seconds = (System.nanoTime() - t0) / 1e9;
        System.out.printf(Locale.ROOT, "rated set %s: %d puzzles in %.0f s (%d needed a case split, %d timed out)%n", ratings,
                lines.size(), seconds, split, timeouts);
        System.out.printf(Locale.ROOT, "  Spearman rank correlation of the difficulty (hardest step) with SE's ER: %.3f "
                + "(target at least 0.8)%n", spearman(hardest, er));
    }

    private static double time(Runnable task) {
        long t0 = System.nanoTime();
        task.run();
        return (System.nanoTime() - t0) / 1e6;
    }

    /** The median of three runs, in ms. */
    private static double median(Runnable task) {
        List<Double> times = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            times.add(time(task));
        }
        return medianOf(times);
    }

    private static double medianOf(List<Double> xs) {
        if (xs.isEmpty()) {
            return Double.NaN;
        }
        List<Double> s = xs.stream().sorted().toList();
        return s.get(s.size() / 2);
    }

    private static double max(List<Double> xs) {
        return xs.stream().mapToDouble(Double::doubleValue).max().orElse(Double.NaN);
    }

    /** Pearson correlation of the ranks (ties get their average rank). */
    static double spearman(double[] a, double[] b) {
        double[] ra = ranks(a);
        double[] rb = ranks(b);
        double ma = Arrays.stream(ra).average().orElse(0);
        double mb = Arrays.stream(rb).average().orElse(0);
        double num = 0;
        double da = 0;
        double db = 0;
        for (int i = 0; i < ra.length; i++) {
            num += (ra[i] - ma) * (rb[i] - mb);
            da += (ra[i] - ma) * (ra[i] - ma);
            db += (rb[i] - mb) * (rb[i] - mb);
        }
        return num / Math.sqrt(da * db);
    }

    private static double[] ranks(double[] x) {
        Integer[] order = new Integer[x.length];
        for (int i = 0; i < x.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (i, j) -> Double.compare(x[i], x[j]));
        double[] r = new double[x.length];
        int i = 0;
        while (i < x.length) {
            int j = i;
            while (j + 1 < x.length && x[order[j + 1]] == x[order[i]]) {
                j++;
            }
            double avg = (i + j) / 2.0 + 1;
            for (int k = i; k <= j; k++) {
                r[order[k]] = avg;
            }
            i = j + 1;
        }
        return r;
    }
}
