package dev.satdoku.bench;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encode.Selectors;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.sat.ConflictExplainer;
import dev.satdoku.sat.Explanation;
import dev.satdoku.sat.PuzzleSolver;
import dev.satdoku.sat.Repairs;
import dev.satdoku.sat.Sat4jBackend;
import dev.satdoku.sat.SolveReport;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What repairs ({@code explain}) cost relative to solving, in one JVM after a warm-up: every
 * solvable 9x9 variant instance (rules, variables or irregular regions) gets one planted error, made
 * deterministically: its first empty cell in reading order gets a given that contradicts the instance's
 * solution (the solution's digit plus one, 9 becoming 1), which leaves no solution when the instance
 * is unique. Per instance: the median time of a plain solve of the original puzzle, and the median
 * time of the repair search (after the explanation, in the same solver), with its solver calls and
 * whether the planted given is among the size-1 repairs. Target: repairs at most 20 solve-times, as
 * the median over the instances.
 *
 * <p>Run it with {@code scripts/bench-repairs.sh [INSTANCES_DIR] [--min-millis M]}.
 */
public final class RepairsBench {

    private static final double TARGET = 20;

    private record Case(String name, Puzzle original, Puzzle broken, Cell planted) {
    }

    private RepairsBench() {
    }

    public static void main(String[] args) throws IOException {
        SetterBenchArgs parsed = SetterBenchArgs.parse(args, Path.of("instances/variants"), 200);
        Path root = parsed.root();
        long minMillis = parsed.minMillis();
        EncodingOptions options = EncodingOptions.DEFAULTS;
        PuzzleSolver solver = PuzzleSolver.sat4j(options);
        ConflictExplainer explainer = new ConflictExplainer(options, Sat4jBackend::new);
        List<Case> cases = load(root, solver);
        if (cases.isEmpty()) {
            System.out.println("no unique 9x9 variant instances under " + root);
            return;
        }
        long warmUntil = System.nanoTime() + 5_000_000_000L;
        while (System.nanoTime() < warmUntil) {
            for (Case c : cases) {
                solver.solve(c.original(), 1, null);
                explainer.explain(c.broken(), null, 2);
            }
        }
        System.out.printf(Locale.ROOT, "satdoku repairs benchmark: %s, %s, SAT4J in-process, one JVM after a 5 s warm-up;%n"
                + "one planted wrong given per instance; medians of at least 3 rounds, each repeated for at least %d ms%n%n", root, options.describe(),
                minMillis);
        System.out.printf(Locale.ROOT, "  %-40s %9s %10s %7s %6s %8s %8s%n", "instance", "solve ms", "repairs ms", "ratio",
                "calls", "repairs", "planted");
        List<Double> ratios = new ArrayList<>();
        for (Case c : cases) {
            List<Double> solve = new ArrayList<>();
            List<Double> repair = new ArrayList<>();
            Explanation last = null;
            double spentS = 0;
            double spentR = 0;
            // At least 3 rounds; puzzles whose explanation takes seconds stop there (the explanation itself,
            // not the repairs, dominates each round).
            while (solve.size() < 3 || (spentS < minMillis || spentR < minMillis) && spentR < 10_000) {
                long t0 = System.nanoTime();
                solver.solve(c.original(), 1, null);
                double s = (System.nanoTime() - t0) / 1e6;
                solve.add(s);
                spentS += s;
                last = explainer.explain(c.broken(), null, 2);
                double r = last.repairs() == null ? Double.NaN : last.repairs().nanos() / 1e6;
                repair.add(r);
                spentR += (System.nanoTime() - t0) / 1e6 - s;
            }
            double ms = median(solve);
            double mr = median(repair);
            Repairs rep = last.repairs();
            boolean planted = rep != null && rep.size() == 1 && rep.repairs().stream().anyMatch(x -> x.removed().get(0)
                    instanceof Selectors.Given g && g.cell().equals(c.planted()));
            ratios.add(mr / ms);
            System.out.printf(Locale.ROOT, "  %-40s %9.2f %10.2f %7.2f %6d %8s %8s%n", c.name(), ms, mr, mr / ms,
                    rep == null ? 0 : rep.solverCalls(), rep == null ? "-" : rep.size() + ":" + rep.repairs().size(),
                    planted ? "found" : "MISSED");
        }
        double median = median(ratios);
        System.out.printf(Locale.ROOT, "%nmedian over %d instances: repairs %.2fx solve (target <= %.0f), worst %.2fx%n",
                ratios.size(), median, TARGET, ratios.stream().mapToDouble(Double::doubleValue).max().orElse(0));
        System.out.println(median <= TARGET ? "target met" : "TARGET MISSED");
    }

    private static double median(List<Double> xs) {
        List<Double> sorted = xs.stream().sorted().toList();
        return sorted.get(sorted.size() / 2);
    }

    private static List<Case> load(Path root, PuzzleSolver solver) throws IOException {
        List<Case> out = new ArrayList<>();
        for (NineByNineInstances.Instance inst : NineByNineInstances.under(root)) {
            Puzzle p = inst.puzzle();
            SolveReport report = solver.solve(p, 2, null);
            if (!inst.variant() || report.solutions().size() != 1) {
                continue; // only a unique puzzle is sure to break when one wrong given is added
            }
            Solution s = report.solutions().get(0);
            int[] givens = p.givens();
            int i = 0;
            while (givens[i] != Puzzle.EMPTY) {
                i++;
            }
            givens[i] = s.digits()[i] % 9 + 1;
            Puzzle broken = p.withGivens(givens);
            out.add(new Case(inst.name(), p, broken, Cell.ofIndex(i, 9)));
        }
        return out;
    }
}
