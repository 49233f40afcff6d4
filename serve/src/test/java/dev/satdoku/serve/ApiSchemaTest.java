package dev.satdoku.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.satdoku.testing.AnswerSchema;
import dev.satdoku.testing.Repo;
import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every /api endpoint answers in the shape docs/schema/answer.schema.json describes, the one the
 * command line's --json answers have, on a classic, a variant, a non-square, a no-solution and a
 * several-solutions puzzle. The endpoints are read from Workbench's dispatch, so a new endpoint fails
 * here until its answers are checked too.
 */
class ApiSchemaTest {

    private static final List<String> PUZZLES = List.of("instances/classic/9x9-wikipedia.sudoku", "instances/variants/sigh-001.sudoku",
            "instances/grids/postcard-6x9.sudoku", "instances/classic/no-solution.sudoku", "instances/classic/several-solutions.sudoku");

    /** The questions asked of each POST endpoint, for one puzzle's text. */
    private static final Map<String, Function<String, List<ObjectNode>>> POSTS = Map.ofEntries(
            Map.entry("/api/puzzle", t -> List.of(q(t))),
            Map.entry("/api/solve", t -> List.of(q(t))),
            Map.entry("/api/candidates", t -> List.of(q(t), q(t).put("counts", true))),
            Map.entry("/api/explain", t -> List.of(q(t), q(t).put("repairs", 1))),
            Map.entry("/api/ambiguity", t -> List.of(q(t))),
            Map.entry("/api/redundant", t -> List.of(q(t))),
            Map.entry("/api/hint", t -> List.of(q(t))),
            Map.entry("/api/steps", t -> List.of(q(t))),
            Map.entry("/api/solutions", t -> List.of(q(t).put("limit", 3))),
            Map.entry("/api/count", t -> List.of(q(t).put("limit", 50))),
            Map.entry("/api/native", t -> List.of(q(t))),
            Map.entry("/api/export", t -> List.of(q(t).put("format", "native"), q(t).put("format", "fpuzzles"), q(t).put("format", "iss"),
                    q(t).put("format", "dimacs"))),
            Map.entry("/api/cancel", t -> List.of(WorkbenchClient.JSON.createObjectNode().put("session", "schema"))));

    private static final Set<String> GETS = Set.of("/api/jobs?session=schema", "/api/limits", "/api/rules");

    static Workbench bench;
    static WorkbenchClient client;

    @BeforeAll
    static void start() throws IOException {
        bench = Workbench.start(Workbench.Settings.loopback(0).withMaxSeconds(20), "test", System.err);
        client = new WorkbenchClient(bench);
    }

    @AfterAll
    static void stop() {
        bench.close();
    }

    private static ObjectNode q(String text) {
        return WorkbenchClient.question(text, "schema");
    }

    /** The endpoints Workbench dispatches, read from its source. */
    private static Set<String> endpoints() throws IOException {
        String source = Files.readString(Repo.root().resolve("serve/src/main/java/dev/satdoku/serve/Workbench.java"));
        Set<String> out = new TreeSet<>();
        Matcher m = Pattern.compile("case \"(/api/[a-z]+)\"").matcher(source);
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }

    @Test
    void everyEndpointAnswersInTheSchema() throws IOException {
        Set<String> covered = new TreeSet<>(POSTS.keySet());
        GETS.forEach(g -> covered.add(g.replaceFirst("\\?.*", "")));
        assertEquals(endpoints(), covered, "every endpoint has its questions here (and its answers in docs/schema/answer.schema.json)");
        int answers = 0;
        for (String path : new TreeSet<>(POSTS.keySet())) {
            for (String puzzle : PUZZLES) {
                for (ObjectNode body : POSTS.get(path).apply(WorkbenchClient.file(puzzle))) {
                    WorkbenchClient.Answer a = client.post(path, body);
                    String what = "POST " + path + " " + puzzle + " " + body.path("format").asText("");
                    JsonNode answer = AnswerSchema.requireValid(what, a.json().toString());
                    // f-puzzles has only square grids holding 1..N: that export is refused, as an error answer
                    boolean refused = path.equals("/api/export") && body.path("format").asText().equals("fpuzzles") && puzzle.contains("6x9");
                    assertEquals(refused ? 400 : 200, a.status(), what + ": " + a.json());
                    assertEquals(refused ? "error" : path.substring("/api/".length()), answer.get("command").asText(), what);
                    answers++;
                }
            }
        }
        for (String path : GETS) {
            WorkbenchClient.Answer a = client.get(path);
            assertEquals(200, a.status(), path);
            AnswerSchema.requireValid("GET " + path, a.json().toString());
            answers++;
        }
        assertTrue(answers > POSTS.size() * PUZZLES.size(), answers + " answers");
    }

    /** An error is an answer too: format, version, command "error" and the message. */
    @Test
    void errorsAnswerInTheSchema() {
        WorkbenchClient.Answer bad = client.post("/api/solve", q("this is not a puzzle"));
        assertEquals(400, bad.status(), bad.json().toString());
        JsonNode a = AnswerSchema.requireValid("bad puzzle", bad.json().toString());
        assertEquals("error", a.get("command").asText());
        AnswerSchema.requireValid("no such endpoint", client.post("/api/nothing", q("x")).json().toString());
    }

    /** The workbench's solution and grid shape are the command line's: the same objects, square grids included. */
    @Test
    void solveAnswersLikeTheCommandLine() {
        JsonNode a = client.post("/api/solve", q(WorkbenchClient.file("instances/variants/sigh-001.sudoku"))).json();
        assertEquals("Odd & even", a.get("puzzle").asText(), "the title, not the placeholder of pasted text");
        assertEquals(9, a.get("rows").asInt());
        assertEquals(81, a.get("solutions").get(0).get("digits").size());
        JsonNode untitled = client.post("/api/solve", q(WorkbenchClient.file("instances/classic/4x4.sudoku"))).json();
        assertEquals("native puzzle", untitled.get("puzzle").asText());
    }
}
