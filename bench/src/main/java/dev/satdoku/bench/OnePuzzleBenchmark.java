package dev.satdoku.bench;

import dev.satdoku.cnf.Cnf;
import dev.satdoku.cnf.Simplification;
import dev.satdoku.cnf.Simplifier;
import dev.satdoku.encode.DomainPropagation;
import dev.satdoku.encode.EncodedPuzzle;
import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encode.PuzzleEncoder;
import dev.satdoku.format.LineFormat;
import dev.satdoku.model.Puzzle;
import dev.satdoku.sat.PuzzleSolver;
import dev.satdoku.sat.Sat4jBackend;
import dev.satdoku.sat.SatResult;
import dev.satdoku.sat.SolveReport;
import dev.satdoku.syntax.Origin;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One classic puzzle through each stage of the pipeline, so that a regression in one stage shows
 * up by name: the plain encoding, the generic simplifier on it, the encoder's domain pre-pass, the
 * default encoding (pre-pass, encode what is left, simplify), SAT4J on the reduced CNF (solve, block,
 * prove unique) and the whole solve-and-prove-unique workflow with the checker.
 *
 * <p>Puzzles: the first of the 17-clue set (easy, decided by the pre-pass), of magictour top1465
 * (moderate) and of forum hardest 1106 (needs search). Run: {@code mvn -B -q -P bench -DskipTests
 * package -pl bench -am && java -jar bench/target/benchmarks.jar}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class OnePuzzleBenchmark {

    /** The puzzles by name: the first of each set (names keep the result table readable). */
    private static final Map<String, String> PUZZLES = Map.of(
            "17clue", ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...",
            "top1465", "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
            "hardest", "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3");

    @Param({"17clue", "top1465", "hardest"})
    public String puzzle;

    private Puzzle parsed;
    private Cnf plain;
    private Cnf reduced;
    private final PuzzleSolver solver = PuzzleSolver.sat4j(EncodingOptions.DEFAULTS);

    @Setup
    public void setUp() {
        parsed = LineFormat.parse(PUZZLES.get(puzzle), Origin.of(puzzle));
        plain = PuzzleEncoder.encode(parsed, EncodingOptions.DEFAULTS.with(EncodingOptions.SIMPLIFY, false)).cnf();
        reduced = PuzzleEncoder.encode(parsed, EncodingOptions.DEFAULTS).cnf();
    }

    /** The complete encoding, nothing decided: ~12,000 clauses. */
    @Benchmark
    public Cnf encodePlain() {
        return PuzzleEncoder.encode(parsed, EncodingOptions.DEFAULTS.with(EncodingOptions.SIMPLIFY, false)).cnf();
    }

    /** The generic simplifier (unit propagation, removal, renumbering) on the plain encoding. */
    @Benchmark
    public Simplification simplifyPlain() {
        return Simplifier.simplify(plain, List.of());
    }

    /** The encoder's domain pre-pass alone: singles and failed-candidate probing on bitmasks. */
    @Benchmark
    public DomainPropagation.Result prePass() {
        return DomainPropagation.propagate(parsed.layout(), parsed.givens(), List.of());
    }

    /** What solve and batch run: pre-pass, encoding of the rest, simplification. */
    @Benchmark
    public EncodedPuzzle encodeDefault() {
        return PuzzleEncoder.encode(parsed, EncodingOptions.DEFAULTS);
    }

    /** SAT4J on the reduced CNF: load, solve, block the solution, prove there is no other. */
    @Benchmark
    public SatResult sat4jSolveAndProveUnique() {
        if (reduced.clauseCount() == 0) {
            return SatResult.SATISFIABLE;
        }
        try (Sat4jBackend backend = new Sat4jBackend()) {
            backend.load(reduced);
            backend.solve();
            boolean[] model = backend.model();
            int[] block = new int[reduced.numVars()];
            int n = 0;
            for (int v = 1; v < model.length && v <= reduced.numVars(); v++) {
                if (model[v]) {
                    block[n++] = -v;
                }
            }
            backend.addClause(java.util.Arrays.copyOf(block, n));
            return backend.solve();
        }
    }

    /** The whole workflow: encode, solve, decode, check, prove unique. */
    @Benchmark
    public SolveReport solveAndProveUnique() {
        return solver.solve(parsed, 2, null);
    }
}
