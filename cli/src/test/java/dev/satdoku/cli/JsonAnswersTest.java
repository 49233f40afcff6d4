package dev.satdoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.satdoku.cnf.DimacsReader;
import dev.satdoku.sat.Answers;
import dev.satdoku.sat.Sat4jBackend;
import dev.satdoku.sat.SatResult;
import dev.satdoku.syntax.DigitCodec;
import dev.satdoku.testing.AnswerSchema;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * Every command with {@code --json} answers in the one shape docs/schema/answer.schema.json describes,
 * on a classic, a variant, a non-square, a no-solution and a several-solutions puzzle. The commands
 * are found through the command registry, so a command that gains {@code --json} without an entry in
 * {@link #RUNS} fails here until its answers are checked too.
 */
class JsonAnswersTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static final List<String> PUZZLES = List.of("classic/9x9-wikipedia.sudoku", "variants/sigh-001.sudoku",
            "grids/postcard-6x9.sudoku", "classic/no-solution.sudoku", "classic/several-solutions.sudoku");

    @TempDir
    static Path tmp;

    /** The command lines each command with --json is run with, for one puzzle file. */
    private static final Map<String, Function<String, List<List<String>>>> RUNS = Map.ofEntries(
            Map.entry("solve", p -> List.of(List.of("solve", p, "--json"), List.of("solve", p, "--all", "--limit", "3", "--json"))),
            Map.entry("count", p -> List.of(List.of("count", p, "--json"))),
            Map.entry("check", p -> List.of(List.of("check", p, grid(p, true), "--json"), List.of("check", p, grid(p, false), "--json"))),
            Map.entry("candidates", p -> List.of(List.of("candidates", p, "--json"))),
            Map.entry("explain", p -> List.of(List.of("explain", p, "--json"))),
            Map.entry("ambiguity", p -> List.of(List.of("ambiguity", p, "--json"))),
            Map.entry("redundant", p -> List.of(List.of("redundant", p, "--json"))),
            Map.entry("steps", p -> List.of(List.of("steps", p, "--json"))),
            Map.entry("hint", p -> List.of(List.of("hint", p, "--json"))),
            Map.entry("decode", p -> List.of(List.of("decode", p, model(p), "--json"))),
            Map.entry("stats", p -> List.of(List.of("stats", p, "--json", "--quiet"), List.of("stats", p, "--solve", "--json", "--quiet"))));

    @Test
    void everyCommandWithJsonAnswersInTheSchema() {
        Set<String> withJson = new TreeSet<>();
        for (CommandLine sub : Main.everyCommand().getSubcommands().values()) {
            if (sub.getCommandSpec().findOption("--json") != null) {
                withJson.add(sub.getCommandName());
            }
        }
        assertEquals(new TreeSet<>(RUNS.keySet()), withJson,
                "every command with --json has its runs here (and its answers in docs/schema/answer.schema.json)");
        int answers = 0;
        for (String command : withJson) {
            for (String puzzle : PUZZLES) {
                String file = Cli.instance(puzzle);
                for (List<String> args : RUNS.get(command).apply(file)) {
                    Cli r = Cli.run(args.toArray(String[]::new));
                    if (command.equals("decode") && puzzle.contains("no-solution")) {
                        // no model to decode: the solver's UNSATISFIABLE is an error, said in one line
                        assertEquals(1, r.code(), r.toString());
                        continue;
                    }
                    List<String> lines = r.out().lines().toList();
                    assertFalse(lines.isEmpty(), args + ": " + r);
                    for (String line : lines) {
                        JsonNode a = AnswerSchema.requireValid(String.join(" ", args), line);
                        assertEquals(command, a.get("command").asText(), line);
                        answers++;
                    }
                }
            }
        }
        assertTrue(answers >= withJson.size() * PUZZLES.size(), answers + " answers");
    }

    /** The same solution object wherever a solution appears: solve, solve --all, explain, redundant. */
    @Test
    void aSolutionIsTheSameObjectEverywhere() throws Exception {
        String p = Cli.instance("classic/9x9-wikipedia.sudoku");
        JsonNode solve = one("solve", p, "--json");
        JsonNode solution = solve.get("solutions").get(0);
        assertTrue(solution.get("digits").isArray(), solve.toString());
        List<String> all = Cli.run("solve", p, "--all", "--json").out().lines().toList();
        assertEquals(2, all.size(), all.toString());
        assertEquals(solution, JSON.readTree(all.get(0)).get("solution"), "solve --all's solution is solve's");
        assertEquals(1, JSON.readTree(all.get(0)).get("index").asInt());
        assertEquals(solution, one("redundant", p, "--json").get("solution"));
        assertEquals(solution, one("explain", p, "--json").get("solution"));
    }

    /** A link or string names the puzzle by its title, or by what it is; never by the placeholder {@code <argument>}. */
    @Test
    void aLinkIsNamedByItsTitleAndAStringByWhatItIs() {
        String link = Cli.run("convert", Cli.instance("variants/sigh-001.sudoku"), "--to", "fpuzzles").out().strip();
        assertTrue(link.startsWith("https://www.f-puzzles.com/"), link);
        assertEquals("Odd & even", one("solve", link, "--json").get("puzzle").asText());
        String string = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        assertEquals("puzzle string", one("solve", string, "--json").get("puzzle").asText());
        List<String> two = Cli.run("count", string + "\n" + string, "--json").out().lines().toList();
        assertEquals("puzzle string (line 2)", AnswerSchema.requireValid("count", two.get(1)).get("puzzle").asText());
        assertEquals(Cli.instance("classic/4x4.sudoku"), one("count", Cli.instance("classic/4x4.sudoku"), "--json").get("puzzle").asText());
    }

    /** rows, cols and the value range on every grid, square ones included. */
    @Test
    void squareGridsCarryTheirShape() {
        JsonNode a = one("solve", Cli.instance("classic/4x4.sudoku"), "--json");
        assertEquals(4, a.get("rows").asInt());
        assertEquals(4, a.get("cols").asInt());
        assertEquals("[1,4]", a.get("values").toString());
        assertEquals("satdoku-answer", a.get("format").asText());
        assertEquals(1, a.get("version").asInt());
    }

    /** check --json: the verdict, each broken rule with its location, and the exit code of the text form. */
    @Test
    void checkAnswersInJson() {
        String p = Cli.instance("variants/sigh-001.sudoku");
        Cli good = Cli.run("check", p, grid(p, true), "--json");
        assertEquals(0, good.code(), good.toString());
        JsonNode valid = AnswerSchema.requireValid("check", good.out().strip());
        assertEquals("valid", valid.get("status").asText());
        assertEquals(0, valid.get("violations").size());
        Cli bad = Cli.run("check", p, grid(p, false), "--json");
        assertEquals(1, bad.code(), bad.toString());
        JsonNode invalid = AnswerSchema.requireValid("check", bad.out().strip());
        assertEquals("invalid", invalid.get("status").asText());
        assertTrue(invalid.get("violations").size() > 0, invalid.toString());
        assertEquals(Cli.run("check", p, grid(p, false)).out().lines().count() - 1, invalid.get("violations").size(),
                "as many violations as the text names");
    }

    /** stats --json: the table's rows as objects, numbers as numbers, and --json excluding --csv. */
    @Test
    void statsAnswersInJson() {
        JsonNode a = one("stats", Cli.instance("classic/4x4.sudoku"), "--json", "--quiet");
        JsonNode row = a.get("measurements").get(0);
        assertTrue(row.get("clauses").isNumber(), row.toString());
        assertEquals(1, a.get("puzzles").asInt());
        Cli both = Cli.run("stats", Cli.instance("classic/4x4.sudoku"), "--json", "--csv");
        assertEquals(2, both.code(), both.toString());
    }

    /** batch --format jsonl: every line an answer, its solution the object solve writes; a bad line an answer with its error. */
    @Test
    void batchLinesAnswerInTheSchema() throws Exception {
        Path list = tmp.resolve("batch.txt");
        String wiki = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        Files.write(list, List.of(wiki, "532" + wiki.substring(3), ".".repeat(81), "not a puzzle"));
        Cli r = Cli.run("batch", list.toString(), "--format", "jsonl", "--rate", "--no-progress");
        List<String> lines = r.out().lines().toList();
        assertEquals(4, lines.size(), r.toString());
        List<JsonNode> answers = new ArrayList<>();
        for (String line : lines) {
            answers.add(AnswerSchema.requireValid("batch", line));
        }
        assertEquals(List.of("unique", "none", "multiple", "error"), answers.stream().map(a -> a.get("status").asText()).toList());
        assertEquals(one("solve", wiki, "--json").get("solutions").get(0), answers.get(0).get("solution"));
        assertFalse(answers.get(1).has("solution"), answers.get(1).toString());
    }

    /** The partial answer searches that stop early share: built by Answers, described by the schema. */
    @Test
    void aPartialAnswerFollowsTheSchema() throws Exception {
        Map<String, Object> m = Answers.begin("stats");
        m.put("set", "x");
        m.put("puzzles", 1);
        m.put("combinations", 1);
        m.put("measurements", List.of());
        m.put("notes", List.of());
        Map<String, Object> clue = Map.of("kind", "given", "cell", "r1c1", "digit", 5);
        m.put("partial", Answers.partial("timeout", List.of(Answers.decided(clue, "redundant")), List.of(Map.of("cell", "r2c2", "digit", 3))));
        JsonNode a = AnswerSchema.requireValid("partial", Json.line(m));
        assertFalse(a.get("partial").get("complete").asBoolean());
        assertEquals("redundant", a.get("partial").get("decided").get(0).get("decision").asText());
        m.put("partial", Answers.partial(null, List.of(Map.of("decision", "needed")), List.of()));
        assertFalse(AnswerSchema.errors(JSON.readTree(Json.line(m))).isEmpty(), "a decided item says what it is about");
    }

    private static JsonNode one(String... args) {
        Cli r = Cli.run(args);
        List<String> lines = r.out().lines().toList();
        assertEquals(1, lines.size(), r.toString());
        return AnswerSchema.requireValid(String.join(" ", args), lines.get(0));
    }

    /**
     * A grid to check: the puzzle's first solution when {@code solved} (or the lowest value everywhere
     * when it has none), else that grid with its first two cells swapped, which breaks a row.
     */
    private static String grid(String puzzle, boolean solved) {
        JsonNode a;
        try {
            a = JSON.readTree(Cli.run("solve", puzzle, "--json").out());
        } catch (Exception e) {
            throw new AssertionError(e);
        }
        List<Integer> digits = new ArrayList<>();
        if (a.get("solutions").size() > 0) {
            a.get("solutions").get(0).get("digits").forEach(d -> digits.add(d.asInt()));
        } else {
            for (int i = 0; i < a.get("rows").asInt() * a.get("cols").asInt(); i++) {
                digits.add(a.get("values").get(0).asInt());
            }
        }
        if (!solved) {
            int first = digits.get(0);
            digits.set(0, digits.get(1));
            digits.set(1, first);
            if (digits.get(0).equals(digits.get(1))) {
                digits.set(0, digits.get(0) == a.get("values").get(0).asInt() ? digits.get(0) + 1 : digits.get(0) - 1);
            }
        }
        StringBuilder sb = new StringBuilder();
        digits.forEach(d -> sb.append(DigitCodec.encode(d)));
        return sb.toString();
    }

    /** A solver's model of the puzzle's CNF (encode, then SAT4J on the DIMACS file), or an UNSATISFIABLE answer. */
    private static String model(String puzzle) {
        try {
            Path cnf = Files.createTempFile(tmp, "answer", ".cnf");
            Cli encoded = Cli.run("encode", puzzle, "-o", cnf.toString(), "--force");
            assertEquals(0, encoded.code(), encoded.toString());
            DimacsReader.DimacsCnf read;
            try (Reader in = Files.newBufferedReader(cnf)) {
                read = DimacsReader.readCnf(in, cnf.toString());
            }
            Path out = Files.createTempFile(tmp, "model", ".out");
            try (Sat4jBackend solver = new Sat4jBackend()) {
                solver.ensureVariables(read.declaredVars());
                read.clauses().forEach(solver::addClause);
                if (solver.solve() != SatResult.SATISFIABLE) {
                    Files.writeString(out, "s UNSATISFIABLE\n");
                    return out.toString();
                }
                boolean[] values = solver.model();
                StringBuilder sb = new StringBuilder("s SATISFIABLE\nv");
                for (int v = 1; v <= read.declaredVars(); v++) {
                    sb.append(' ').append(v < values.length && values[v] ? v : -v);
                }
                Files.writeString(out, sb.append(" 0\n").toString());
            }
            return out.toString();
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
