package dev.satdoku.bench;

import dev.satdoku.cli.AtomicOutput;
import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.ShuffledGrid;
import dev.satdoku.sat.PuzzleSolver;
import dev.satdoku.sat.SolveReport;
import dev.satdoku.sat.Verdict;
import dev.satdoku.syntax.DigitCodec;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * Makes a hard N x N puzzle and times solving it. A random valid grid (a pattern grid shuffled by
 * digit relabelling and row and column moves that keep boxes whole, from a fixed seed) loses its
 * givens one by one in random order, each removal kept only while the solution stays unique, until
 * no given can go (a minimal puzzle) or the time budget for making it runs out. Then the puzzle is
 * solved and proved unique a few times in this JVM and the times are printed. Run by
 * scripts/bench-large.sh, which also times it as a whole process.
 *
 * <p>Usage: {@code LargeGridBenchmark N SEED BUDGET_SECONDS OUT_FILE}
 */
public final class LargeGridBenchmark {

    private LargeGridBenchmark() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 4) {
            System.err.println("usage: LargeGridBenchmark N SEED BUDGET_SECONDS OUT_FILE");
            System.exit(2);
        }
        int n = Integer.parseInt(args[0]);
        long seed = Long.parseLong(args[1]);
        double budget = Double.parseDouble(args[2]);
        Path out = Path.of(args[3]);
        Layout layout = Layout.standard(n);
        Random rnd = new Random(seed);
        int[] grid = ShuffledGrid.of(layout, rnd);
        int[] givens = grid.clone();
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < givens.length; i++) {
            order.add(i);
        }
        Collections.shuffle(order, rnd);
        PuzzleSolver solver = PuzzleSolver.sat4j(EncodingOptions.DEFAULTS);
        long start = System.nanoTime();
        int tried = 0;
        boolean minimal = true;
        for (int cell : order) {
            if ((System.nanoTime() - start) / 1e9 > budget) {
                minimal = false;
                break;
            }
            tried++;
            int kept = givens[cell];
            givens[cell] = Puzzle.EMPTY;
            SolveReport r = solver.solve(Puzzle.classic("candidate", layout, givens), 2, null);
            if (r.verdict() != Verdict.UNIQUE) {
                givens[cell] = kept;
            }
        }
        String line = DigitCodec.toLine(givens);
        try (AtomicOutput file = AtomicOutput.open(out, true)) {
            file.writer().write(line + "\n");
            file.commit();
        }
        int count = (int) java.util.Arrays.stream(givens).filter(g -> g != Puzzle.EMPTY).count();
        System.out.printf(Locale.ROOT, "%dx%d seed %d: %d givens (%s, %d of %d removals tried in %.1f s)%n", n, n, seed, count,
                minimal ? "minimal" : "budget reached", tried, givens.length, (System.nanoTime() - start) / 1e9);
        Puzzle puzzle = Puzzle.classic(out.toString(), layout, givens);
        for (int i = 0; i < 5; i++) {
            long t0 = System.nanoTime();
            SolveReport r = solver.solve(puzzle, 2, null);
            System.out.printf(Locale.ROOT, "  solve and prove unique, run %d: %s in %.1f ms (%d variables, %d clauses after "
                    + "simplification, %d conflicts)%n", i + 1, r.verdict().label(), (System.nanoTime() - t0) / 1e6,
                    r.after().variables(), r.after().clauses(), r.stats().conflicts());
            if (!java.util.Arrays.equals(r.solutions().get(0).digits(), grid)) {
                throw new IllegalStateException("the solution is not the grid the puzzle was made from");
            }
        }
    }
}
