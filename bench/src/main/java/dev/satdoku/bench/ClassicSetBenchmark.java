package dev.satdoku.bench;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encoding.AmoEncoding;
import dev.satdoku.format.LineFormat;
import dev.satdoku.model.Puzzle;
import dev.satdoku.sat.PuzzleSolver;
import dev.satdoku.sat.SolveReport;
import dev.satdoku.sat.Verdict;
import dev.satdoku.syntax.Origin;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * Solve-and-prove-unique throughput per classic set, in one JVM, with CNF sizes before and after
 * simplification. Run by scripts/bench-sets.sh; prints a Markdown table.
 *
 * <p>Usage: {@code ClassicSetBenchmark DIR [--limit N] [--amo NAME] [--no-simplify]}
 */
public final class ClassicSetBenchmark {

    private ClassicSetBenchmark() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length == 0) {
            System.err.println("usage: ClassicSetBenchmark DIR [--limit N] [--amo pairwise|sequential] [--no-simplify]");
            System.exit(2);
        }
        Path dir = Path.of(args[0]);
        int limit = 1000;
        EncodingOptions options = EncodingOptions.DEFAULTS;
        for (int i = 1; i < args.length; i++) {
            switch (args[i]) {
                case "--limit" -> limit = Integer.parseInt(args[++i]);
                case "--amo" -> options = options.with(EncodingOptions.AMO, AmoEncoding.byName(args[++i]));
                case "--no-simplify" -> options = options.with(EncodingOptions.SIMPLIFY, false);
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        List<Path> sets;
        try (Stream<Path> files = Files.list(dir)) {
            sets = files.filter(p -> !p.getFileName().toString().endsWith(".md")).sorted().toList();
        }
        PuzzleSolver solver = PuzzleSolver.sat4j(options);
        warmUp(solver, sets, limit);
        System.out.printf(Locale.ROOT, "encoding: %s; first %d puzzles of each set; one thread; after a warm-up%n%n", options.describe(), limit);
        System.out.println("| set | puzzles | unique | multiple | none | puzzles/s | vars before | clauses before | vars after | clauses after |");
        System.out.println("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
        for (Path set : sets) {
            List<Puzzle> puzzles = load(set, limit);
            long varsBefore = 0;
            long clausesBefore = 0;
            long varsAfter = 0;
            long clausesAfter = 0;
            int[] verdicts = new int[Verdict.values().length];
            long t0 = System.nanoTime();
            for (Puzzle p : puzzles) {
                SolveReport r = solver.solve(p, 2, null);
                verdicts[r.verdict().ordinal()]++;
                varsBefore += r.before().variables();
                clausesBefore += r.before().clauses();
                varsAfter += r.after().variables();
                clausesAfter += r.after().clauses();
            }
            double seconds = (System.nanoTime() - t0) / 1e9;
            int n = puzzles.size();
            System.out.printf(Locale.ROOT, "| %s | %d | %d | %d | %d | %.0f | %.0f | %.0f | %.1f | %.1f |%n",
                    set.getFileName(), n, verdicts[Verdict.UNIQUE.ordinal()], verdicts[Verdict.MULTIPLE.ordinal()],
                    verdicts[Verdict.NONE.ordinal()], n / seconds, (double) varsBefore / n, (double) clausesBefore / n,
                    (double) varsAfter / n, (double) clausesAfter / n);
        }
    }

    private static void warmUp(PuzzleSolver solver, List<Path> sets, int limit) throws IOException {
        for (Path set : sets) {
            for (Puzzle p : load(set, Math.min(limit, 100))) {
                solver.solve(p, 2, null);
            }
        }
    }

    static List<Puzzle> load(Path set, int limit) throws IOException {
        List<Puzzle> out = new ArrayList<>();
        try (var lines = Files.lines(set)) {
            var it = lines.iterator();
            int lineNo = 0;
            while (it.hasNext() && out.size() < limit) {
                String line = it.next();
                lineNo++;
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                out.add(LineFormat.parse(line, new Origin(set.getFileName().toString(), lineNo, 1, line)));
            }
        }
        return out;
    }
}
