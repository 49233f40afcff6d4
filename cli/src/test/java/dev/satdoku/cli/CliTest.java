package dev.satdoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.satdoku.cnf.DimacsReader;
import dev.satdoku.testing.Repo;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CliTest {

    private static final String WIKI = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    private static final String WIKI_SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    @TempDir
    Path tmp;

    private static String instance(String name) {
        return Repo.instances().resolve(name).toString();
    }

    @Test
    void solvePrintsTheGridAndTheVerdict() {
        Cli r = Cli.run("solve", instance("classic/9x9-wikipedia.sudoku"));
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains(": unique solution"), r.out());
        assertTrue(r.out().contains("| 5 3 4 | 6 7 8 | 9 1 2 |"), r.out());
        assertTrue(r.out().contains("before simplification"), r.out());
    }

    @Test
    void solveJsonHasStatusSolutionsAndSizes() throws Exception {
        Cli r = Cli.run("solve", "--json", WIKI);
        assertEquals(0, r.code(), r.err());
        JsonNode j = new ObjectMapper().readTree(r.out());
        assertEquals("unique", j.get("status").asText());
        assertEquals(1, j.get("solutions").size());
        StringBuilder digits = new StringBuilder();
        j.get("solutions").get(0).get("digits").forEach(d -> digits.append(d.asInt()));
        assertEquals(WIKI_SOLUTION, digits.toString());
        assertEquals(729, j.get("variablesBefore").asInt());
        assertEquals(11988 + 30, j.get("clausesBefore").asInt());
        assertTrue(j.has("variables") && j.has("clauses") && j.has("millis"));
    }

    @Test
    void solveReportsMultipleAndNone() throws Exception {
        ObjectMapper m = new ObjectMapper();
        JsonNode several = m.readTree(Cli.run("solve", "--json", instance("classic/several-solutions.sudoku")).out());
        assertEquals("multiple", several.get("status").asText());
        assertEquals(2, several.get("solutions").size());
        Cli none = Cli.run("solve", instance("classic/no-solution.sudoku"));
        assertEquals(0, none.code());
        assertTrue(none.out().contains("no solution"), none.out());
        JsonNode first = m.readTree(Cli.run("solve", "--json", "--first", instance("classic/several-solutions.sudoku")).out());
        assertEquals("found", first.get("status").asText());
    }

    /** --solver sat4j-portfolio gives the same three verdicts (the portfolio itself is tested in the sat module). */
    @Test
    void thePortfolioSolverGivesTheSameVerdicts() throws Exception {
        ObjectMapper m = new ObjectMapper();
        assertEquals("unique", m.readTree(Cli.run("solve", "--json", "--solver", "sat4j-portfolio", WIKI).out())
                .get("status").asText());
        assertEquals("multiple", m.readTree(Cli.run("solve", "--json", "--solver", "sat4j-portfolio",
                instance("classic/several-solutions.sudoku")).out()).get("status").asText());
        assertEquals("none", m.readTree(Cli.run("solve", "--json", "--solver", "sat4j-portfolio",
                instance("classic/no-solution.sudoku")).out()).get("status").asText());
    }

    @Test
    void satCompetitionExitCodes() {
        assertEquals(10, Cli.run("solve", "--sat-exit-codes", WIKI).code());
        assertEquals(20, Cli.run("solve", "--sat-exit-codes", instance("classic/no-solution.sudoku")).code());
    }

    @Test
    void solvesEveryPuzzleOfAList() throws Exception {
        Path list = tmp.resolve("list.txt");
        Files.writeString(list, WIKI + "\n" + WIKI.replace("53..7", "5...7") + "\n");
        Cli r = Cli.run("solve", "--json", list.toString());
        List<String> lines = r.out().lines().toList();
        assertEquals(2, lines.size(), r.out());
        assertTrue(lines.get(0).contains("\"puzzle\":\"" + list + ":1\""), lines.get(0));
    }

    @Test
    void encodeWritesDimacsThatDecodes() throws Exception {
        Cli r = Cli.run("encode", "--no-simplify", WIKI);
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("p cnf 729 12018"), r.out().lines().filter(l -> l.startsWith("p")).toList().toString());
        assertTrue(r.out().contains("c var 1 r1c1=1"));
        assertTrue(r.err().contains("729 variables, 12,018 clauses"), r.err());
        DimacsReader.DimacsCnf cnf = DimacsReader.readCnf(new StringReader(r.out()), "out");
        assertEquals(12018, cnf.clauses().size());
        Cli simplified = Cli.run("encode", instance("classic/9x9-forum-hardest.sudoku"));
        assertTrue(simplified.err().contains("before simplification") && simplified.err().contains("after"), simplified.err());
        assertTrue(simplified.out().contains("c fixed "), "fixed cells are listed for decoding");
    }

    @Test
    void encodeToAFileIsAtomicAndRefusesToOverwrite() throws Exception {
        Path out = tmp.resolve("p.cnf");
        assertEquals(0, Cli.run("encode", WIKI, "-o", out.toString()).code());
        assertTrue(Files.readString(out).contains("p cnf"));
        Cli again = Cli.run("encode", WIKI, "-o", out.toString());
        assertEquals(1, again.code());
        assertTrue(again.err().contains("already exists; use --force"), again.err());
        assertEquals(0, Cli.run("encode", WIKI, "-o", out.toString(), "--force").code());
        try (var files = Files.list(tmp)) {
            assertEquals(List.of(out), files.toList(), "no temporary file is left behind");
        }
        Cli bad = Cli.run("encode", "not-a-file.sudoku", "-o", tmp.resolve("q.cnf").toString());
        assertEquals(1, bad.code());
        assertFalse(Files.exists(tmp.resolve("q.cnf")));
    }

    @Test
    void checkNamesTheBrokenRule() throws Exception {
        Cli ok = Cli.run("check", WIKI, WIKI_SOLUTION);
        assertEquals(0, ok.code(), ok.err());
        assertTrue(ok.out().contains("valid"));
        String broken = "4" + WIKI_SOLUTION.substring(1);
        Cli bad = Cli.run("check", WIKI, broken);
        assertEquals(1, bad.code());
        assertTrue(bad.out().contains("r1c1 is given as 5 but holds 4"), bad.out());
        assertTrue(bad.out().contains("row 1 holds 4 twice"), bad.out());
        // a grid printed by solve reads back as a solution
        Path printed = tmp.resolve("solved.txt");
        Files.writeString(printed, Cli.run("solve", WIKI).out());
        assertEquals(0, Cli.run("check", WIKI, printed.toString()).code());
    }

    @Test
    void badInputIsOneClearLineWithExitCode1() throws Exception {
        Path bad = tmp.resolve("bad.sudoku");
        Files.writeString(bad, "size 4\nthermo r1c1 r1c9\n");
        Cli r = Cli.run("solve", bad.toString());
        assertEquals(1, r.code());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().startsWith("satdoku: " + bad + ":2:13: 'r1c9': column 9 is outside the grid (1..4)"), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
        Path garbage = tmp.resolve("garbage.bin");
        Files.write(garbage, new byte[] {0, 1, 2, (byte) 0xff});
        Cli g = Cli.run("solve", garbage.toString());
        assertEquals(1, g.code());
        assertTrue(g.err().contains("binary data"), g.err());
        Cli missing = Cli.run("solve", "no/such/file.sudoku");
        assertEquals(1, missing.code());
        assertTrue(missing.err().contains("no such file"), missing.err());
        Cli debug = Cli.run("solve", "--debug", bad.toString());
        assertTrue(debug.err().contains("InputException"), "--debug shows the stack trace");
    }

    @Test
    void usageErrorsExitWith2() {
        assertEquals(2, Cli.run("solve").code());
        assertEquals(2, Cli.run("solve", WIKI, "--no-such-option").code());
        assertEquals(2, Cli.run("frobnicate").code());
        assertEquals(2, Cli.run().code());
        assertEquals(2, Cli.run("solve", WIKI, "--amo", "magic").code());
    }

    @Test
    void helpAndVersion() {
        Cli help = Cli.run("solve", "--help");
        assertEquals(0, help.code());
        assertTrue(help.out().contains("Exit codes"), help.out());
        assertTrue(help.out().contains("--no-simplify"), help.out());
        Cli version = Cli.run("--version");
        assertEquals(0, version.code());
        assertTrue(version.out().startsWith("satdoku "), version.out());
    }

    @Test
    void encodingOptionsChangeTheCnfButNotTheAnswer() throws Exception {
        ObjectMapper m = new ObjectMapper();
        JsonNode pairwise = m.readTree(Cli.run("solve", "--json", "--no-simplify", instance("classic/9x9-forum-hardest.sudoku")).out());
        JsonNode sequential = m.readTree(Cli.run("solve", "--json", "--no-simplify", "--amo", "sequential", instance("classic/9x9-forum-hardest.sudoku")).out());
        assertTrue(sequential.get("variables").asInt() > pairwise.get("variables").asInt());
        assertEquals(pairwise.get("solutions"), sequential.get("solutions"));
        JsonNode minimal = m.readTree(Cli.run("solve", "--json", "--no-simplify", "--houses", "minimal", "--amo", "pairwise", WIKI).out());
        assertEquals(8829 + 30, minimal.get("clauses").asInt(), "Lynce and Ouaknine's minimal encoding plus the givens");
    }
}
