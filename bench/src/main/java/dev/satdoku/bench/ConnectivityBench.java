package dev.satdoku.bench;

import dev.satdoku.cnf.Cnf;
import dev.satdoku.cnf.DimacsWriter;
import dev.satdoku.encode.EncodedPuzzle;
import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encode.PuzzleEncoder;
import dev.satdoku.encoding.connect.ConnectivityEncoding;
import dev.satdoku.format.PuzzleReader;
import dev.satdoku.model.Puzzle;
import dev.satdoku.sat.PuzzleSolver;
import dev.satdoku.sat.SolveReport;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Compares the connectivity encodings on shading puzzles, in one JVM after a warm-up: for each
 * puzzle and each encoding, the CNF size, the median wall time of "solve and prove unique" (limit 2)
 * with SAT4J and its conflicts, with the ratio to the first encoding. With {@code --dimacs DIR} it
 * also writes, per puzzle and encoding, the CNF ({@code NAME-ENC.cnf}, satisfiable) and the CNF with
 * the found solution blocked ({@code NAME-ENC-unique.cnf}, unsatisfiable when the puzzle is unique),
 * for external solvers; scripts/bench-connectivity.sh times CaDiCaL on them.
 *
 * <p>Usage: {@code ConnectivityBench [PUZZLE...] [--dimacs DIR] [--min-millis M]}; the default puzzle
 * is instances/variants/cmears-3-zippery.sudoku.
 */
public final class ConnectivityBench {

    private ConnectivityBench() {
    }

    public static void main(String[] args) throws IOException {
        List<Path> files = new ArrayList<>();
        Path dimacs = null;
        long minMillis = 3000;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--dimacs" -> dimacs = Path.of(args[++i]);
                case "--min-millis" -> minMillis = Long.parseLong(args[++i]);
                default -> files.add(Path.of(args[i]));
            }
        }
        if (files.isEmpty()) {
            files.add(Path.of("instances/variants/cmears-3-zippery.sudoku"));
        }
        ConnectivityEncoding[] encodings = ConnectivityEncoding.values();
        System.out.printf(Locale.ROOT, "satdoku connectivity benchmark: SAT4J in-process, one JVM, solve and prove unique (limit 2);%n"
                + "median wall time after a warm-up, each encoding run for at least %d ms, interleaved%n%n", minMillis);
        for (Path file : files) {
            Puzzle puzzle = PuzzleReader.readFile(file, false).get(0);
            List<PuzzleSolver> solvers = new ArrayList<>();
            for (ConnectivityEncoding e : encodings) {
                solvers.add(PuzzleSolver.sat4j(EncodingOptions.DEFAULTS.with(EncodingOptions.CONNECTIVITY, e)));
            }
            long warmUntil = System.nanoTime() + minMillis * 1_000_000L;
            while (System.nanoTime() < warmUntil) {
                for (PuzzleSolver s : solvers) {
                    s.solve(puzzle, 2, null);
                }
            }
            List<List<Double>> times = new ArrayList<>();
            SolveReport[] last = new SolveReport[encodings.length];
            double[] spent = new double[encodings.length];
            for (int i = 0; i < encodings.length; i++) {
                times.add(new ArrayList<>());
            }
            int rounds = 0;
            while (rounds < 5 || java.util.Arrays.stream(spent).min().orElse(0) < minMillis) {
                for (int i = 0; i < encodings.length; i++) {
                    long t0 = System.nanoTime();
                    last[i] = solvers.get(i).solve(puzzle, 2, null);
                    double ms = (System.nanoTime() - t0) / 1e6;
                    times.get(i).add(ms);
                    spent[i] += ms;
                }
                rounds++;
            }
            System.out.println(file + ":");
            System.out.printf(Locale.ROOT, "  %-8s %9s %9s %10s %10s %9s %7s %s%n", "encoding", "variables", "clauses", "median ms",
                    "conflicts", "verdict", "ratio", "runs");
            double reference = 0;
            for (int i = 0; i < encodings.length; i++) {
                List<Double> sorted = times.get(i).stream().sorted().toList();
                double median = sorted.get(sorted.size() / 2);
                if (i == 0) {
                    reference = median;
                }
                SolveReport r = last[i];
                System.out.printf(Locale.ROOT, "  %-8s %9d %9d %10.1f %10d %9s %7.2f %d%n", encodings[i].cliName(), r.after().variables(),
                        r.after().clauses(), median, r.stats().conflicts(), r.verdict().name().toLowerCase(Locale.ROOT),
                        median / reference, sorted.size());
                if (dimacs != null) {
                    writeDimacs(dimacs, file, puzzle, encodings[i], r);
                }
            }
            System.out.println();
        }
    }

    private static void writeDimacs(Path dir, Path file, Puzzle puzzle, ConnectivityEncoding e, SolveReport report) throws IOException {
        Files.createDirectories(dir);
        String name = file.getFileName().toString().replaceFirst("\\.sudoku$", "") + "-" + e.cliName();
        EncodedPuzzle encoded = PuzzleEncoder.encode(puzzle, EncodingOptions.DEFAULTS.with(EncodingOptions.CONNECTIVITY, e));
        write(dir.resolve(name + ".cnf"), encoded.cnf(), encoded.describe("bench"));
        if (!report.solutions().isEmpty()) {
            Cnf blocked = encoded.cnf();
            blocked.add(blocked.tag("blocking"), encoded.blockingClause(report.solutions().get(0)));
            write(dir.resolve(name + "-unique.cnf"), blocked, encoded.describe("bench"));
        }
    }

    private static void write(Path path, Cnf cnf, List<String> header) throws IOException {
        try (Writer w = Files.newBufferedWriter(path, StandardCharsets.UTF_8)) {
            DimacsWriter.write(cnf, header, w);
        }
    }
}
