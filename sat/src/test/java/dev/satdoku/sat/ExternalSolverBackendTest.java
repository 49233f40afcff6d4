package dev.satdoku.sat;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.testing.Instance;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * External solvers, run through {@link ExternalSolverBackend}, agree with SAT4J on every instance:
 * counts, verdicts and the decoded grid of unique instances (compared with the stored expected results, which {@link InstanceMatrixTest} holds
 * SAT4J to, so SAT4J is not re-run per external solver), true candidates (SAT4J's computed once per
 * instance), and minimal explanations (by deletion alone, since separate processes give no cores).
 * CaDiCaL and MiniSat are required under CI; the other solvers are tested when installed.
 */
class ExternalSolverBackendTest {

    @TempDir
    Path tmp;

    /** The CI solvers always (a missing one fails under CI), the others when on PATH. */
    static List<String> solvers() {
        List<String> out = new ArrayList<>(ExternalSolvers.CI_SOLVERS);
        for (String name : List.of("picosat", "cryptominisat", "kissat")) {
            String program = ExternalSolver.known(name).orElseThrow().program();
            if (ExternalSolvers.find(program).isPresent()) {
                out.add(name);
            }
        }
        return out;
    }

    private static Supplier<SatBackend> backend(String solver) {
        ExternalSolvers.require(ExternalSolver.known(solver).orElseThrow().program());
        return Backends.named(solver);
    }

    static Stream<Arguments> everyInstance() {
        List<Arguments> out = new ArrayList<>();
        for (String s : solvers()) {
            for (Instance i : Instance.all()) {
                out.add(Arguments.of(s, i));
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("everyInstance")
    void countAndVerdictAgreeWithSat4j(String solver, Instance instance) {
        Puzzle puzzle = instance.puzzle();
        int expected = instance.expected(puzzle).count();
        int limit = Math.min(expected, 3) + 1;
        List<Solution> grids = new ArrayList<>();
        Enumerator.Enumeration external = new Enumerator(EncodingOptions.DEFAULTS, backend(solver)).enumerate(puzzle, limit, null, grids::add);
        assertEquals(Math.min(expected, limit), external.count(), instance.name());
        Verdict verdict = expected == 0 ? Verdict.NONE : expected == 1 ? Verdict.UNIQUE : Verdict.MULTIPLE;
        assertEquals(verdict, external.verdict(), instance.name());
        // The decoded grid itself, not just the count: a unique instance's stored solution.
        List<Solution> stored = instance.expected(puzzle).solutions();
        if (expected == 1 && !stored.isEmpty()) {
            assertEquals(stored.get(0).digits().length, grids.get(0).digits().length, instance.name());
            assertArrayEquals(stored.get(0).digits(), grids.get(0).digits(), instance.name());
        }
    }

    /** SAT4J's candidates per instance, computed once and compared with every external solver. */
    private static final java.util.Map<String, TrueCandidates> SAT4J_CANDIDATES = new java.util.concurrent.ConcurrentHashMap<>();

    /** Candidates take many solver runs per instance: checked with the CI solvers (counts use all of them). */
    static Stream<Arguments> smallInstances() {
        List<Arguments> out = new ArrayList<>();
        for (String s : ExternalSolvers.CI_SOLVERS) {
            for (Instance i : Instance.all()) {
                Puzzle p = i.puzzle();
                if (p.layout().rows() <= 9 && i.expected(p).count() <= 10) {
                    out.add(Arguments.of(s, i));
                }
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("smallInstances")
    void candidatesAgreeWithSat4j(String solver, Instance instance) {
        Puzzle puzzle = instance.puzzle();
        TrueCandidates sat4j = SAT4J_CANDIDATES.computeIfAbsent(instance.name(),
                k -> new CandidatesFinder(EncodingOptions.DEFAULTS, Sat4jBackend::new).find(puzzle, null, 0));
        TrueCandidates external = new CandidatesFinder(EncodingOptions.DEFAULTS, backend(solver)).find(puzzle, null, 0);
        assertEquals(sat4j.verdict(), external.verdict(), instance.name());
        assertArrayEquals(sat4j.possible(), external.possible(), instance.name());
    }

    static Stream<Arguments> brokenInstances() {
        List<Arguments> out = new ArrayList<>();
        for (String s : solvers()) {
            ConflictExplainerTest.broken().forEach(i -> out.add(Arguments.of(s, i)));
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("brokenInstances")
    void explanationsAreMinimalByDeletionAlone(String solver, Instance instance) {
        Explanation e = ConflictExplainerTest.check(instance, backend(solver));
        assertFalse(e.usedCores(), "a separate process gives no cores");
    }

    @Test
    void randomSmallPuzzlesCountTheSameWithCadical() {
        Supplier<SatBackend> cadical = backend("cadical");
        for (int seed = 0; seed < 8; seed++) {
            Puzzle p = RandomPuzzles.make(new Random(500 + seed), 4, 0.3, 4);
            long want = new Enumerator(EncodingOptions.DEFAULTS, Sat4jBackend::new).enumerate(p, 0, null, s -> { }).count();
            long got = new Enumerator(EncodingOptions.DEFAULTS.with(EncodingOptions.SIMPLIFY, false), cadical).enumerate(p, 0, null, s -> { }).count();
            assertEquals(want, got, p.name());
        }
    }

    // ---- contract and failures -----------------------------------------------------------------

    private Path script(String name, String body) throws Exception {
        Path f = tmp.resolve(name);
        Files.writeString(f, "#!/bin/sh\n" + body + "\n");
        Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("rwxr-xr-x"));
        return f;
    }

    @Test
    void customCommandGetsTheDimacsPathAsLastArgument() throws Exception {
        String cadical = ExternalSolvers.require("cadical");
        Path wrapper = script("wrapped.sh", "exec " + cadical + " -q \"$1\"");
        Puzzle p = Instance.all().stream().filter(i -> i.name().endsWith("classic/4x4.sudoku")).findFirst().orElseThrow().puzzle();
        Enumerator.Enumeration e = new Enumerator(EncodingOptions.DEFAULTS, Backends.named(wrapper.toString())).enumerate(p, 2, null, s -> { });
        assertEquals(Verdict.UNIQUE, e.verdict());
    }

    @Test
    void missingKnownSolverNamesTheDebianPackage() {
        ExternalSolver ghost = new ExternalSolver("kissat", "satdoku-no-such-program", List.of(ExternalSolver.CNF), false, "kissat");
        ExternalSolverException e = assertThrows(ExternalSolverException.class, ghost::locate);
        assertTrue(e.getMessage().contains("apt-get install kissat"), e.getMessage());
        assertTrue(ExternalSolver.known("cryptominisat").orElseThrow().program().equals("cryptominisat5"));
        assertEquals("cryptominisat", ExternalSolver.known("cryptominisat").orElseThrow().debianPackage());
    }

    @Test
    void aWrongModelIsCaughtBeforeUse() throws Exception {
        Path liar = script("liar.sh", "echo 's SATISFIABLE'; echo 'v 0'");
        Puzzle p = RandomPuzzles.make(new Random(1), 4, 0, 0);
        ExternalSolverException e = assertThrows(ExternalSolverException.class,
                () -> new Enumerator(EncodingOptions.DEFAULTS, Backends.named(liar.toString())).enumerate(p, 1, null, s -> { }));
        assertTrue(e.getMessage().contains("falsifies"), e.getMessage());
    }

    @Test
    void aVerdictWithoutAModelIsNamedSo() throws Exception {
        Path mute = script("mute.sh", "echo 's SATISFIABLE'");
        Puzzle p = RandomPuzzles.make(new Random(1), 4, 0, 0);
        ExternalSolverException e = assertThrows(ExternalSolverException.class,
                () -> new Enumerator(EncodingOptions.DEFAULTS, Backends.named(mute.toString())).enumerate(p, 1, null, s -> { }));
        assertTrue(e.getMessage().contains("answered SATISFIABLE but printed no model: it must print the model as 'v' lines"),
                e.getMessage());
    }

    @Test
    void aKnownSolverGivenWithOptionsOfOnesOwnAnswersItsOwnWay() {
        ExternalSolver minisat = ExternalSolver.custom("minisat -verb=0");
        assertTrue(minisat.resultFile(), "MiniSat's model is only in its result file");
        assertEquals(List.of("-verb=0", ExternalSolver.CNF, ExternalSolver.RESULT), minisat.arguments());
        assertEquals("minisat", minisat.debianPackage());
        assertFalse(ExternalSolver.custom("/usr/bin/cadical -q").resultFile());
        ExternalSolvers.require("minisat");
        Puzzle p = RandomPuzzles.make(new Random(1), 4, 0, 0);
        Enumerator.Enumeration e = new Enumerator(EncodingOptions.DEFAULTS, Backends.named("minisat -verb=0")).enumerate(p, 2, null, s -> { });
        assertEquals(Verdict.MULTIPLE, e.verdict());
    }

    @Test
    void garbageOutputIsAClearError() throws Exception {
        Path broken = script("broken.sh", "echo 'Segmentation fault' >&2; echo 'oops'; exit 139");
        Puzzle p = RandomPuzzles.make(new Random(1), 4, 0, 0);
        ExternalSolverException e = assertThrows(ExternalSolverException.class,
                () -> new Enumerator(EncodingOptions.DEFAULTS, Backends.named(broken.toString())).enumerate(p, 1, null, s -> { }));
        assertTrue(e.getMessage().contains("no usable answer") && e.getMessage().contains("exit status 139")
                && e.getMessage().contains("Segmentation fault"), e.getMessage());
    }

    @Test
    void timeoutKillsTheProcess() throws Exception {
        Path slow = script("slow.sh", "sleep 60");
        Puzzle p = RandomPuzzles.make(new Random(1), 4, 0, 0);
        long t0 = System.nanoTime();
        Enumerator.Enumeration e = new Enumerator(EncodingOptions.DEFAULTS, Backends.named(slow.toString()))
                .enumerate(p, 1, Duration.ofMillis(300), s -> { });
        long millis = (System.nanoTime() - t0) / 1_000_000;
        assertEquals(Enumerator.Ending.STOPPED, e.ending());
        assertTrue(millis < 10_000, "the solver process was killed at the deadline, not waited for (" + millis + " ms)");
    }
}
