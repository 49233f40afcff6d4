package dev.satdoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encoding.AmoEncoding;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.sat.Explanation;
import dev.satdoku.sat.SolveReport;
import dev.satdoku.sat.Verdict;
import dev.satdoku.testing.Repo;
import java.nio.file.Files;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The library's front door answers as the command line does. */
class SatdokuTest {

    private static final String WIKIPEDIA =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    private static final String WIKIPEDIA_SOLUTION =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    /** A puzzle read partly says so: the verdict is then about the rules read only. */
    @Test
    void aPartlyReadPuzzleCarriesWhatWasNotRead() throws Exception {
        StringBuilder grid = new StringBuilder("[");
        for (int r = 0; r < 4; r++) {
            grid.append(r > 0 ? "," : "").append(r == 0 ? "[{\"value\":1,\"given\":true},{},{},{}]" : "[{},{},{},{}]");
        }
        String drawn = "{\"size\":4,\"grid\":" + grid + "],\"line\":[{\"lines\":[[\"R1C1\",\"R2C2\"]],\"outlineC\":\"#000000\","
                + "\"width\":0.1}]}";
        Puzzle partly = Satdoku.read(drawn);
        assertFalse(partly.metadata().complete());
        assertTrue(partly.metadata().unread().get(0).contains("line"), partly.metadata().unread()::toString);
        assertTrue(Satdoku.read(WIKIPEDIA).metadata().complete());
    }

    @Test
    void readsAClassicLineAndSolvesItUniquely() throws Exception {
        Puzzle p = Satdoku.read(WIKIPEDIA);
        SolveReport r = Satdoku.create().solve(p);
        assertEquals(Verdict.UNIQUE, r.verdict());
        assertEquals(WIKIPEDIA_SOLUTION, line(r.solutions().get(0)));
    }

    @Test
    void badTextIsACheckedErrorWithItsPlace() {
        PuzzleFormatException e = assertThrows(PuzzleFormatException.class,
                () -> Satdoku.read("size 9\ngivens\n" + "1".repeat(9) + "\n"));
        assertTrue(e.getMessage().contains("<text>:"), e.getMessage());
    }

    @Test
    void aBadBuilderCallFailsAtTheCallWithTheParsersMessage() {
        PuzzleBuilder b = PuzzleBuilder.of(9);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> b.cage(15, "r1c1 r1c10"));
        assertTrue(e.getMessage().contains("r1c10"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> b.given("r0c1", 5));
        assertThrows(IllegalArgumentException.class, () -> b.given("r1c1", 10));
        assertThrows(IllegalArgumentException.class, () -> b.rule("nosuchrule r1c1"));
        // the failed calls left nothing behind
        assertEquals(List.of(), b.build().rules());
    }

    @Test
    void aBuilderOnAZeroBasedGridStartsEmptyAndReadsZeroAsAValue() throws Exception {
        // 0 is a value here, so an untouched cell must be Puzzle.EMPTY, not the array default 0
        dev.satdoku.model.Layout zeroBased = dev.satdoku.model.Layout.standard(4).withValues(0, 3);
        Puzzle empty = PuzzleBuilder.of(zeroBased).build();
        for (int g : empty.givens()) {
            assertEquals(Puzzle.EMPTY, g);
        }
        assertEquals(Verdict.MULTIPLE, Satdoku.create().solve(empty).verdict());
        Puzzle one = PuzzleBuilder.of(zeroBased).givens("0" + ".".repeat(15)).build();
        assertEquals(0, one.given(new Cell(0, 0)));
        assertEquals(Puzzle.EMPTY, one.given(new Cell(0, 1)));
        // on 1..N grids a 0 still marks an empty cell
        assertEquals(Puzzle.EMPTY, PuzzleBuilder.of(4).givens("0" + ".".repeat(15)).build().given(new Cell(0, 0)));
    }

    @Test
    void countFindsEveryRequestedSolution() {
        Puzzle p = PuzzleBuilder.of(4).givens("1...............").build();
        assertEquals(3, Satdoku.create().count(p, 3).solutions().size());
        SolveReport all = Satdoku.create().count(p, 0);
        assertEquals(288 / 4, all.solutions().size());
        assertTrue(all.exhaustive());
    }

    @Test
    void encodingChoicesAndSolversChangeTheCnfNotTheAnswer() throws Exception {
        Puzzle p = Satdoku.read(WIKIPEDIA);
        Satdoku sequential = Satdoku.create().with(EncodingOptions.AMO, AmoEncoding.values()[AmoEncoding.values().length - 1])
                .with(EncodingOptions.SIMPLIFY, false);
        assertEquals(WIKIPEDIA_SOLUTION, line(sequential.solve(p).solutions().get(0)));
        assertTrue(sequential.encode(p).clauses() > Satdoku.create().encode(p).clauses());
    }

    @Test
    void candidatesOfAPuzzleWithTwoSolutions() {
        // r1c1 and r1c2 can swap 1/2 ... a 4x4 with one empty rectangle of 1s and 2s
        Puzzle p = PuzzleBuilder.of(4).givens("..34" + "34.." + "..43" + "43..").build();
        Candidates c = Satdoku.create().candidates(p);
        assertEquals(Verdict.MULTIPLE, c.verdict());
        assertEquals(List.of(1, 2), c.of(new Cell(0, 0)));
        assertTrue(c.fixed(new Cell(0, 2)));
        assertEquals(List.of(3), c.of(new Cell(0, 2)));
    }

    @Test
    void explainNamesTheConflictAndRepairsFixIt() throws Exception {
        Puzzle broken = Satdoku.readAll(Repo.instances().resolve("broken/wrong-cage-total.sudoku")).get(0);
        Explanation e = Satdoku.create().repairs(broken, 1);
        assertEquals(Explanation.Status.CONFLICT, e.status());
        assertFalse(e.elements().isEmpty());
        assertNotNull(e.repairs());
        assertFalse(e.repairs().repairs().isEmpty());
        int plantedLine = Integer.parseInt(Files.readAllLines(Repo.instances().resolve("broken/wrong-cage-total.sudoku")).stream()
                .filter(l -> l.startsWith("# planted: line ")).findFirst().orElseThrow().substring("# planted: line ".length()).strip());
        assertTrue(e.elements().stream().anyMatch(el -> el.origin().line() == plantedLine), "the conflict misses the planted line");
        assertTrue(e.repairs().repairs().stream().anyMatch(rep -> rep.removed().stream().anyMatch(el -> el.origin().line() == plantedLine)),
                "no repair removes the planted line");
        assertEquals(Explanation.Status.SOLVABLE, Satdoku.create().explain(Satdoku.read(WIKIPEDIA)).status());
    }

    @Test
    void dimacsMapsCellsToVariables() throws Exception {
        Puzzle p = Satdoku.read(WIKIPEDIA);
        Encoding cnf = Satdoku.create().with(EncodingOptions.SIMPLIFY, false).encode(p);
        assertTrue(cnf.dimacs().lines().anyMatch(l -> l.startsWith("p cnf " + cnf.variables() + " " + cnf.clauses())));
        int lit = cnf.literal(new Cell(0, 2), 4);
        assertTrue(lit > 0 && lit <= cnf.variables());
        // A model that sets exactly the solution's literals decodes to the solution.
        boolean[] model = new boolean[(int) cnf.variables() + 1];
        Solution s = Satdoku.create().solve(p).solutions().get(0);
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                model[cnf.literal(new Cell(r, c), s.digit(new Cell(r, c)))] = true;
            }
        }
        assertEquals(WIKIPEDIA_SOLUTION, line(cnf.decode(model)));
    }

    @Test
    void aTimeLimitStopsALongSearch() {
        Puzzle empty = PuzzleBuilder.of(9).build();
        SolveReport r = Satdoku.create().withTimeout(Duration.ofMillis(300)).count(empty, 0);
        assertEquals(Verdict.TIMEOUT, r.verdict());
        assertFalse(r.exhaustive());
    }

    @Test
    void cancellationFromAnotherThreadStopsTheSearch() throws Exception {
        Puzzle empty = PuzzleBuilder.of(9).build();
        Cancellation token = new Cancellation();
        Satdoku satdoku = Satdoku.create().withCancellation(token);
        CompletableFuture<SolveReport> running = CompletableFuture.supplyAsync(() -> satdoku.count(empty, 0));
        Thread.sleep(300);
        assertFalse(running.isDone(), "counting every 9x9 grid cannot have finished");
        token.cancel();
        SolveReport r = running.get(30, TimeUnit.SECONDS);
        assertEquals(Verdict.TIMEOUT, r.verdict());
        // a cancelled token stops later questions at once
        assertEquals(Verdict.TIMEOUT, satdoku.count(empty, 0).verdict());
        // and other configurations are not affected
        assertEquals(Verdict.UNIQUE, Satdoku.create().solve(Satdoku.read(WIKIPEDIA)).verdict());
    }

    @Test
    void aMissingExternalSolverIsReportedWhenChosen() {
        RuntimeException e = assertThrows(RuntimeException.class, () -> Satdoku.create().withSolver("/no/such/solver-binary"));
        assertTrue(e.getMessage().contains("solver"), e.getMessage());
    }

    private static String line(Solution s) {
        StringBuilder sb = new StringBuilder();
        for (int d : s.digits()) {
            sb.append(d);
        }
        return sb.toString();
    }
}
