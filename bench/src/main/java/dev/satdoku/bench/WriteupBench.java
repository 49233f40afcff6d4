package dev.satdoku.bench;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.format.PuzzleReader;
import dev.satdoku.model.Puzzle;
import dev.satdoku.sat.PuzzleSolver;
import dev.satdoku.sat.SolveReport;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The three puzzles of the "Solving variant sudoku in MiniZinc" write-up (cmears.id.au), solved and
 * proved unique in-process with SAT4J after a warm-up: median wall time (encoding included) next to
 * the times the write-up reports for its CP solver (0.2 s, 0.27 s, 1.2 s; measured there on other
 * hardware, so the ratio is only indicative). scripts/bench-writeup.sh adds whole-process times.
 *
 * <p>Usage: {@code WriteupBench [--min-millis M]}, from the repository root.
 */
public final class WriteupBench {

    private record Case(String name, Path file, double cpSeconds) {
    }

    private static final List<Case> CASES = List.of(
            new Case("Dune: The Mentat's Diversion", Path.of("instances/variants/cmears-1-dune.sudoku"), 0.2),
            new Case("A puzzle of two halves", Path.of("instances/variants/cmears-2-two-halves.sudoku"), 0.27),
            new Case("Zippery When Wet", Path.of("instances/variants/cmears-3-zippery.sudoku"), 1.2));

    private WriteupBench() {
    }

    public static void main(String[] args) throws IOException {
        long minMillis = args.length == 2 && args[0].equals("--min-millis") ? Long.parseLong(args[1]) : 3000;
        EncodingOptions options = EncodingOptions.DEFAULTS;
        PuzzleSolver solver = PuzzleSolver.sat4j(options);
        List<Puzzle> puzzles = new ArrayList<>();
        for (Case c : CASES) {
            puzzles.add(PuzzleReader.readFile(c.file(), false).get(0));
        }
        long warmUntil = System.nanoTime() + minMillis * 1_000_000L;
        while (System.nanoTime() < warmUntil) {
            puzzles.forEach(p -> solver.solve(p, 2, null));
        }
        System.out.printf(Locale.ROOT, "write-up puzzles, solve and prove unique, SAT4J in-process after a warm-up (%s);%n"
                + "median of runs totalling at least %d ms per puzzle%n%n", options.describe(), minMillis);
        System.out.printf(Locale.ROOT, "  %-30s %-7s %9s %9s %10s %9s %8s %7s%n", "puzzle", "verdict", "variables", "clauses", "conflicts",
                "median ms", "CP (s)", "ratio");
        for (int i = 0; i < CASES.size(); i++) {
            Case c = CASES.get(i);
            Puzzle p = puzzles.get(i);
            List<Double> times = new ArrayList<>();
            double spent = 0;
            SolveReport last = null;
            while (times.size() < 5 || spent < minMillis) {
                long t0 = System.nanoTime();
                last = solver.solve(p, 2, null);
                double ms = (System.nanoTime() - t0) / 1e6;
                times.add(ms);
                spent += ms;
            }
            double median = times.stream().sorted().toList().get(times.size() / 2);
            System.out.printf(Locale.ROOT, "  %-30s %-7s %9d %9d %10d %9.1f %8.2f %7.2f%n", c.name(),
                    last.verdict().name().toLowerCase(Locale.ROOT), last.after().variables(), last.after().clauses(),
                    last.stats().conflicts(), median, c.cpSeconds(), median / 1000 / c.cpSeconds());
        }
    }
}
