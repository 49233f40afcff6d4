import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encoding.sum.SumEncoding;
import dev.satdoku.format.PuzzleReader;
import dev.satdoku.model.Puzzle;
import dev.satdoku.sat.PuzzleSolver;
import dev.satdoku.sat.SolveReport;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * In-process half of scripts/bench-sum-encodings.py (run as a single-file program with the satdoku
 * jar on the class path). One JVM for everything, so JIT warm-up does not count: a warm-up pass over
 * every instance and encoding, then RUNS rounds in which each encoding solves each instance once
 * (interleaved, so load drift hits all encodings alike). Prints one JSON object per instance and
 * encoding: CNF sizes, SAT4J conflicts, median encode and solve milliseconds (counting up to 2
 * solutions, as `satdoku solve` does).
 *
 * Usage: java -cp cli/target/satdoku.jar scripts/SumEncodingBench.java RUNS FILE...
 */
public class SumEncodingBench {

    public static void main(String[] args) throws Exception {
        int runs = Integer.parseInt(args[0]);
        List<Puzzle> puzzles = new ArrayList<>();
        for (String f : Arrays.asList(args).subList(1, args.length)) {
            puzzles.add(PuzzleReader.readFile(Path.of(f), false).get(0));
        }
        SumEncoding[] encodings = SumEncoding.values();
        for (Puzzle p : puzzles) {
            for (SumEncoding e : encodings) {
                solve(p, e);
            }
        }
        for (Puzzle p : puzzles) {
            long[][] encode = new long[encodings.length][runs];
            long[][] solve = new long[encodings.length][runs];
            SolveReport[] last = new SolveReport[encodings.length];
            for (int r = 0; r < runs; r++) {
                for (int e = 0; e < encodings.length; e++) {
                    SolveReport report = solve(p, encodings[e]);
                    encode[e][r] = report.encodeNanos();
                    solve[e][r] = report.solveNanos();
                    last[e] = report;
                }
            }
            for (int e = 0; e < encodings.length; e++) {
                SolveReport s = last[e];
                System.out.printf("{\"puzzle\": \"%s\", \"sum\": \"%s\", \"verdict\": \"%s\", \"variablesBefore\": %d, \"clausesBefore\": %d, "
                                + "\"literalsBefore\": %d, \"variables\": %d, \"clauses\": %d, \"literals\": %d, \"conflicts\": %d, "
                                + "\"encodeMs\": %.2f, \"solveMs\": %.2f}%n",
                        p.name(), encodings[e].cliName(), s.verdict(), s.before().variables(), s.before().clauses(), s.before().literals(),
                        s.after().variables(), s.after().clauses(), s.after().literals(), s.stats().conflicts(),
                        median(encode[e]) / 1e6, median(solve[e]) / 1e6);
            }
        }
    }

    private static SolveReport solve(Puzzle p, SumEncoding e) {
        return PuzzleSolver.sat4j(EncodingOptions.DEFAULTS.with(EncodingOptions.SUM, e)).solve(p, 2, null);
    }

    private static double median(long[] xs) {
        long[] s = xs.clone();
        Arrays.sort(s);
        return s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2.0;
    }
}
