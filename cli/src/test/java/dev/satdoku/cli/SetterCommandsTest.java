package dev.satdoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** count, solve --all, candidates, explain and decode: output, JSON, exit codes, timeouts, errors. */
class SetterCommandsTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String EMPTY_9X9 = ".".repeat(81);

    @TempDir
    Path tmp;

    private static JsonNode json(String line) throws Exception {
        return JSON.readTree(line);
    }

    // ---- count ---------------------------------------------------------------------------------

    @Test
    void countSaysUniqueMultipleOrNone() throws Exception {
        Cli unique = Cli.run("count", Cli.instance("classic/9x9-wikipedia.sudoku"));
        assertEquals(0, unique.code(), unique.toString());
        assertTrue(unique.out().contains("unique: exactly 1 solution"), unique.out());

        Cli several = Cli.run("count", Cli.instance("classic/several-solutions.sudoku"), "--limit", "0", "--json");
        JsonNode j = json(several.out().strip());
        assertEquals("multiple", j.get("status").asText());
        assertEquals(2, j.get("count").asInt());
        assertTrue(j.get("exhaustive").asBoolean());

        Cli capped = Cli.run("count", Cli.instance("classic/several-solutions.sudoku"));
        assertTrue(capped.out().contains("at least 2 solutions (stopped at --limit 2)"), capped.out());

        Cli none = Cli.run("count", Cli.instance("broken/wrong-given.sudoku"), "--json");
        assertEquals("none", json(none.out().strip()).get("status").asText());
        assertEquals(0, none.code());
    }

    @Test
    void countAllOfAnEmpty4x4Is288() throws Exception {
        Cli r = Cli.run("count", ".".repeat(16), "--limit", "0", "--json");
        assertEquals(288, json(r.out().strip()).get("count").asInt(), r.toString());
    }

    @Test
    void countTimesOutWithALowerBoundAndNoVerdict() throws Exception {
        Cli r = Cli.run("count", EMPTY_9X9, "--limit", "0", "--timeout", "0.5", "--json");
        assertEquals(0, r.code(), r.toString());
        JsonNode j = json(r.out().strip());
        assertEquals("timeout", j.get("status").asText());
        assertFalse(j.get("exhaustive").asBoolean());
        assertTrue(j.get("count").asLong() > 0);
        Cli text = Cli.run("count", EMPTY_9X9, "--limit", "0", "--timeout", "0.3");
        assertTrue(text.out().contains("timeout: at least"), text.out());
    }

    @Test
    void countRejectsClashingGivensAndBadOptions() {
        Cli clash = Cli.run("count", Cli.instance("broken/clashing-givens.sudoku"));
        assertEquals(1, clash.code());
        assertTrue(clash.err().contains("clashing-givens.sudoku:6:9: conflicting givens"), clash.err());
        assertFalse(clash.err().contains("Exception"), clash.err());
        Cli negative = Cli.run("count", ".".repeat(16), "--limit", "-1");
        assertEquals(2, negative.code(), negative.toString());
        Cli timeout = Cli.run("count", ".".repeat(16), "--timeout", "0");
        assertEquals(2, timeout.code(), timeout.toString());
        assertTrue(timeout.err().contains("--timeout needs a number of seconds greater than 0"), timeout.err());
    }

    // ---- solve --all ---------------------------------------------------------------------------

    @Test
    void solveAllPrintsEverySolutionThenASummary() throws Exception {
        Cli text = Cli.run("solve", Cli.instance("classic/several-solutions.sudoku"), "--all");
        assertEquals(0, text.code(), text.toString());
        assertTrue(text.out().contains("solution 1:") && text.out().contains("solution 2:"), text.out());
        assertFalse(text.out().contains("solution 3:"));
        assertTrue(text.out().contains("multiple: exactly 2 solutions"), text.out());

        Cli lines = Cli.run("solve", ".".repeat(16), "--limit", "5", "--json");
        List<String> rows = lines.out().lines().toList();
        assertEquals(6, rows.size(), lines.out());
        for (int i = 0; i < 5; i++) {
            JsonNode s = json(rows.get(i));
            assertEquals(i + 1, s.get("index").asInt());
            assertEquals(16, s.get("solution").get("digits").size());
        }
        JsonNode summary = json(rows.get(5));
        assertEquals("multiple", summary.get("status").asText());
        assertEquals(5, summary.get("count").asInt());
        assertFalse(summary.get("exhaustive").asBoolean());
    }

    @Test
    void solveTimeoutStatus() throws Exception {
        Cli r = Cli.run("solve", EMPTY_9X9, "--all", "--timeout", "0.3", "--json");
        List<String> rows = r.out().lines().toList();
        assertEquals("timeout", json(rows.get(rows.size() - 1)).get("status").asText(), r.toString());
    }

    // ---- candidates ----------------------------------------------------------------------------

    @Test
    void candidatesMarkTheBackboneAndCount() throws Exception {
        Cli text = Cli.run("candidates", Cli.instance("classic/several-solutions.sudoku"), "--counts");
        assertEquals(0, text.code(), text.toString());
        assertTrue(text.out().contains("multiple solutions: 69 of 81 cells fixed"), text.out());
        assertTrue(text.out().contains("| 6* 7* 2* | 1* 9* 5* | 34 34 8* |"), text.out());
        assertTrue(text.out().contains("solutions: 2;"), text.out());
        assertTrue(text.out().contains("r2c7: 3 in 1, 4 in 1"), text.out());

        Cli j = Cli.run("candidates", Cli.instance("classic/several-solutions.sudoku"), "--json", "--counts", "--count-limit", "5");
        JsonNode o = json(j.out().strip());
        assertEquals("multiple", o.get("status").asText());
        assertEquals(81, o.get("candidates").size());
        assertEquals("[3,4]", o.get("candidates").get(15).toString());
        assertEquals(0, o.get("fixed").get(15).asInt());
        assertEquals(5, o.get("fixed").get(0).asInt());
        assertEquals(1, o.get("counts").get(15).get("3").asInt());
        assertEquals(2, o.get("solutionCount").asInt());
    }

    @Test
    void candidatesOfAnUnsolvablePuzzleAndTimeout() throws Exception {
        Cli none = Cli.run("candidates", Cli.instance("broken/wrong-given.sudoku"));
        assertEquals(0, none.code());
        assertTrue(none.out().contains("no solution, so no candidates"), none.out());
        Cli timeout = Cli.run("candidates", ".".repeat(256), "--timeout", "0.001", "--json");
        JsonNode o = json(timeout.out().strip());
        assertEquals("timeout", o.get("status").asText(), timeout.toString());
        assertTrue(o.has("undecided"));
    }

    // ---- explain -------------------------------------------------------------------------------

    @Test
    void explainNamesClashingGivensWithPositions() throws Exception {
        Cli r = Cli.run("explain", Cli.instance("broken/clashing-givens.sudoku"));
        assertEquals(0, r.code(), r.toString());
        assertTrue(r.out().contains("These 2 clues conflict"), r.out());
        assertTrue(r.out().contains("given r1c9=5 (" + Cli.instance("broken/clashing-givens.sudoku") + ":6:9)"), r.out());
        assertTrue(r.out().contains("given r1c1=5 ("), r.out());
        assertTrue(r.out().contains("      53..7...5"), r.out());
    }

    @Test
    void explainPrintsRulesWithTheirLineAndJson() throws Exception {
        String file = Cli.instance("broken/odd-run-in-a-row.sudoku");
        Cli r = Cli.run("explain", file);
        assertTrue(r.out().contains("This clue alone contradicts the grid"), r.out());
        assertTrue(r.out().contains("odd (" + file + ":12:1)"), r.out());
        assertTrue(r.out().contains("      odd r3c1-r3c4"), r.out());
        JsonNode o = json(Cli.run("explain", file, "--json").out().strip());
        assertEquals("conflict", o.get("status").asText());
        assertTrue(o.get("minimal").asBoolean());
        assertEquals(1, o.get("elements").size());
        JsonNode el = o.get("elements").get(0);
        assertEquals("rule", el.get("kind").asText());
        assertEquals("odd", el.get("keyword").asText());
        assertEquals(12, el.get("line").asInt());
        assertEquals("odd r3c1-r3c4", el.get("text").asText());
    }

    @Test
    void explainSaysWhenThePuzzleIsSolvable() throws Exception {
        Cli r = Cli.run("explain", Cli.instance("classic/6x6.sudoku"));
        assertEquals(0, r.code());
        assertTrue(r.out().contains("has a solution") && r.out().contains("satdoku count"), r.out());
        JsonNode o = json(Cli.run("explain", Cli.instance("classic/6x6.sudoku"), "--json").out().strip());
        assertEquals("solvable", o.get("status").asText());
        assertEquals(36, o.get("solution").get("digits").size());
    }

    @Test
    void explainReportsBadInputAsErrors() {
        Path bad = tmp.resolve("bad.sudoku");
        Cli r = Cli.run("explain", bad.toString());
        assertEquals(1, r.code());
        assertTrue(r.err().contains("no such file"), r.err());
    }

    // ---- decode --------------------------------------------------------------------------------

    @Test
    void decodeReadsCompetitionOutputAndMiniSatResults() throws Exception {
        String puzzle = Cli.instance("classic/4x4.sudoku");
        Path cnf = tmp.resolve("p.cnf");
        assertEquals(0, Cli.run("encode", puzzle, "--no-simplify", "-o", cnf.toString()).code());
        // A model written by hand from the known solution 4213/1324/2431/3142: variable (cell*4 + digit).
        int[] solution = {4, 2, 1, 3, 1, 3, 2, 4, 2, 4, 3, 1, 3, 1, 4, 2};
        StringBuilder v = new StringBuilder("v");
        for (int cell = 0; cell < 16; cell++) {
            for (int d = 1; d <= 4; d++) {
                int var = cell * 4 + d;
                v.append(' ').append(solution[cell] == d ? var : -var);
            }
        }
        Path competition = tmp.resolve("model.out");
        Files.writeString(competition, "c a comment\ns SATISFIABLE\n" + v + " 0\n");
        Cli ok = Cli.run("decode", puzzle, competition.toString(), "--no-simplify");
        assertEquals(0, ok.code(), ok.toString());
        assertTrue(ok.out().contains("valid: the decoded grid satisfies every rule"), ok.out());
        assertTrue(ok.out().contains("| 4 2 | 1 3 |"), ok.out());

        Path minisat = tmp.resolve("model.res");
        Files.writeString(minisat, "SAT\n" + v.substring(2) + " 0\n");
        Cli ms = Cli.run("decode", puzzle, minisat.toString(), "--no-simplify", "--json");
        assertEquals("valid", json(ms.out().strip()).get("status").asText(), ms.toString());

        // Same model, other options: the variables mean something else.
        Cli wrongOptions = Cli.run("decode", puzzle, competition.toString());
        assertEquals(1, wrongOptions.code());
        assertTrue(wrongOptions.err().contains("other encoding options"), wrongOptions.err());
    }

    @Test
    void decodeJudgesAGridThatBreaksARule() throws Exception {
        String puzzle = Cli.instance("classic/4x4.sudoku");
        int[] wrong = {4, 2, 1, 3, 1, 3, 2, 4, 2, 4, 3, 1, 3, 1, 2, 4};
        StringBuilder v = new StringBuilder("s SATISFIABLE\nv");
        for (int cell = 0; cell < 16; cell++) {
            for (int d = 1; d <= 4; d++) {
                v.append(' ').append(wrong[cell] == d ? cell * 4 + d : -(cell * 4 + d));
            }
        }
        Path model = tmp.resolve("wrong.out");
        Files.writeString(model, v + " 0\n");
        Cli r = Cli.run("decode", puzzle, model.toString(), "--no-simplify");
        assertEquals(1, r.code(), r.toString());
        assertTrue(r.out().contains("invalid"), r.out());
        assertTrue(r.out().contains("note: the model falsifies"), r.out());
    }

    @Test
    void decodeErrorsNameTheModelFile() throws Exception {
        String puzzle = Cli.instance("classic/4x4.sudoku");
        Path garbage = tmp.resolve("garbage.out");
        Files.writeString(garbage, "s SATISFIABLE\nv 1 two 3 0\n");
        Cli bad = Cli.run("decode", puzzle, garbage.toString(), "--no-simplify");
        assertEquals(1, bad.code());
        assertTrue(bad.err().contains("garbage.out:2:5: expected an integer, found 'two'"), bad.err());

        Path unsat = tmp.resolve("unsat.out");
        Files.writeString(unsat, "s UNSATISFIABLE\n");
        Cli u = Cli.run("decode", puzzle, unsat.toString());
        assertEquals(1, u.code());
        assertTrue(u.err().contains("answered UNSATISFIABLE"), u.err());

        Path unknown = tmp.resolve("unknown.out");
        Files.writeString(unknown, "s UNKNOWN\n");
        assertTrue(Cli.run("decode", puzzle, unknown.toString()).err().contains("answered UNKNOWN"));

        Path noGrid = tmp.resolve("nogrid.out");
        Files.writeString(noGrid, "s SATISFIABLE\nv -1 -2 -3 -4 0\n");
        Cli n = Cli.run("decode", puzzle, noGrid.toString(), "--no-simplify");
        assertEquals(1, n.code());
        assertTrue(n.err().contains("does not describe a grid") && n.err().contains("r1c1 no value"), n.err());

        Path far = tmp.resolve("far.out");
        Files.writeString(far, "s SATISFIABLE\nv 1 99999 0\n");
        Cli f = Cli.run("decode", puzzle, far.toString(), "--no-simplify");
        assertTrue(f.err().contains("far.out:2:5: literal 99999 is beyond"), f.err());
    }

    // ---- --solver and help ---------------------------------------------------------------------

    @Test
    void unknownSolverProgramIsAClearError() {
        Cli r = Cli.run("count", ".".repeat(16), "--solver", "no-such-solver-here --flag");
        assertEquals(1, r.code(), r.toString());
        assertTrue(r.err().contains("no program 'no-such-solver-here' on PATH"), r.err());
    }

    @Test
    void everySetterCommandHasHelpWithExitCodes() {
        for (String command : List.of("count", "candidates", "explain", "decode", "solve")) {
            Cli r = Cli.run(command, "--help");
            assertEquals(0, r.code(), command);
            assertTrue(r.out().contains("Exit codes:"), command + "\n" + r.out());
            if (!command.equals("decode")) {
                assertTrue(r.out().contains("--timeout") && r.out().contains("--solver"), command);
                assertTrue(r.out().contains("130"), command + " documents Ctrl-C");
            }
        }
    }
}
