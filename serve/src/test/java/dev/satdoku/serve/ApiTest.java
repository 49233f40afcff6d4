package dev.satdoku.serve;

import static dev.satdoku.serve.WorkbenchClient.JSON;
import static dev.satdoku.serve.WorkbenchClient.edits;
import static dev.satdoku.serve.WorkbenchClient.file;
import static dev.satdoku.serve.WorkbenchClient.question;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.satdoku.format.PuzzleReader;
import dev.satdoku.format.fpuzzles.FPuzzlesExport;
import dev.satdoku.model.Puzzle;
import dev.satdoku.syntax.InputException;
import dev.satdoku.syntax.Origin;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Every endpoint over real HTTP: good puzzles, bad input, limits, cancellation and two clients at once. */
class ApiTest {

    static final String ODD_EVEN = "instances/variants/sigh-001.sudoku";
    static final String HARD = "scripts/hard-instances/sigh-082.sudoku";

    static Workbench bench;
    static WorkbenchClient client;

    @BeforeAll
    static void start() throws IOException {
        bench = Workbench.start(Workbench.Settings.loopback(0).withMaxSeconds(20).withMaxBodyBytes(256 * 1024), "test", System.err);
        client = new WorkbenchClient(bench);
    }

    @AfterAll
    static void stop() {
        bench.close();
    }

    /** The digits of an instance's only solution in its .expected file. */
    static int[] expected(String sudoku) throws IOException {
        List<int[]> all = expectedSolutions(sudoku);
        assertEquals(1, all.size(), sudoku);
        return all.get(0);
    }

    /** The solutions an instance's .expected file lists ("solution" then one row per line; none for "count 0"). */
    static List<int[]> expectedSolutions(String sudoku) throws IOException {
        List<String> lines = Files.readAllLines(WorkbenchClient.ROOT.resolve(sudoku.replace(".sudoku", ".expected")));
        List<int[]> out = new ArrayList<>();
        for (int at = 0; at < lines.size(); at++) {
            if (!lines.get(at).strip().equals("solution")) {
                continue;
            }
            StringBuilder digits = new StringBuilder();
            for (int i = at + 1; i < lines.size() && lines.get(i).strip().matches("[1-9]+"); i++) {
                digits.append(lines.get(i).strip());
            }
            out.add(digits.chars().map(c -> c - '0').toArray());
        }
        return out;
    }

    static int[] ints(JsonNode array) {
        int[] out = new int[array.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = array.get(i).asInt();
        }
        return out;
    }

    @Test
    void puzzleIsDrawnWithItsGivensAndRules() {
        var a = client.post("/api/puzzle", question(file(ODD_EVEN)));
        assertEquals(200, a.status(), a.json().toString());
        assertEquals(9, a.json().get("size").asInt());
        assertEquals("Odd & even", a.json().get("title").asText());
        assertEquals(7, a.json().get("givens").get(5).asInt(), "r1c6 is given 7");
        assertTrue(a.json().get("rules").toString().contains("odd"));
        String svg = a.json().get("svg").asText();
        assertTrue(svg.contains("<svg") && svg.contains("class=\"border\""), "the page finds the grid by its border");
        assertTrue(a.json().get("warnings").isArray());
    }

    @Test
    void anFPuzzlesLinkIsReadAndSolvedLikeTheNativeText() throws IOException {
        Puzzle native_ = PuzzleReader.readText(file(ODD_EVEN), "x").get(0);
        String link = client.post("/api/export", question(file(ODD_EVEN)).put("format", "fpuzzles")).json().get("text").asText();
        assertTrue(link.startsWith(FPuzzlesExport.LINK_PREFIX), link);
        var a = client.post("/api/solve", question(link));
        assertEquals("unique", a.json().get("status").asText());
        assertArrayEquals(expected(ODD_EVEN), ints(a.json().get("solutions").get(0).get("digits")));
        assertEquals(native_.givenCount(), client.post("/api/puzzle", question(link)).json().get("givenCount").asInt());
    }

    private static void assertArrayEquals(int[] expected, int[] actual) {
        org.junit.jupiter.api.Assertions.assertArrayEquals(expected, actual);
    }

    @Test
    void solveGivesEachVerdict() throws IOException {
        var unique = client.post("/api/solve", question(file(ODD_EVEN)));
        assertEquals("unique", unique.json().get("status").asText());
        assertEquals(1, unique.json().get("solutions").size());
        assertTrue(unique.json().get("millis").asLong() >= 0);
        assertTrue(unique.json().get("encodeMillis").isNumber() && unique.json().get("solveMillis").isNumber(), unique.json().toString());

        var multiple = client.post("/api/solve", edits(question(file(ODD_EVEN)), Map.of("r1c6", 0)));
        assertEquals("multiple", multiple.json().get("status").asText());
        assertEquals(2, multiple.json().get("solutions").size());
        assertFalse(multiple.json().get("solutions").get(0).equals(multiple.json().get("solutions").get(1)));

        var none = client.post("/api/solve", question(file("instances/broken/wrong-cage-total.sudoku")));
        assertEquals("none", none.json().get("status").asText());
        assertEquals(0, none.json().get("solutions").size());
    }

    @Test
    void candidatesOfAUniquePuzzleAreItsSolutionAndOfAnAmbiguousOneMore() throws IOException {
        var unique = client.post("/api/candidates", question(file(ODD_EVEN)));
        assertEquals("unique", unique.json().get("status").asText());
        int[] solution = expected(ODD_EVEN);
        for (int i = 0; i < 81; i++) {
            assertEquals(1, unique.json().get("candidates").get(i).size());
            assertEquals(solution[i], unique.json().get("fixed").get(i).asInt());
        }
        ObjectNode q = edits(question(file(ODD_EVEN)), Map.of("r1c6", 0)).put("counts", true);
        var multiple = client.post("/api/candidates", q);
        assertEquals("multiple", multiple.json().get("status").asText());
        int open = 0;
        for (int i = 0; i < 81; i++) {
            int k = multiple.json().get("candidates").get(i).size();
            assertTrue(k >= 1);
            if (k > 1) {
                open++;
                // with counts, every candidate of an open cell is in at least one solution
                multiple.json().get("counts").get(i).forEach(c -> assertTrue(c.asInt() >= 1));
            }
        }
        assertTrue(open > 0);
        assertTrue(multiple.json().get("solutionCount").asInt() >= 2);
    }

    @Test
    void explainNamesTheConflictingClues() {
        var a = client.post("/api/explain", question(file("instances/broken/wrong-cage-total.sudoku")));
        assertEquals("conflict", a.json().get("status").asText(), a.json().toString());
        assertTrue(a.json().get("elements").size() > 0);
        a.json().get("elements").forEach(e -> assertTrue(e.get("location").asText().contains("wrong-cage-total") || e.has("location")));

        // a what-if given clashing with r1c6=7 in row 1: both givens are the conflict
        var clash = client.post("/api/explain", edits(question(file(ODD_EVEN)), Map.of("r1c1", 7)));
        assertEquals("conflict", clash.json().get("status").asText());
        List<String> cells = new ArrayList<>();
        clash.json().get("elements").forEach(e -> cells.add(e.get("cell").asText()));
        assertEquals(List.of("r1c1", "r1c6"), cells.stream().sorted().toList());
        assertEquals("none", client.post("/api/solve", edits(question(file(ODD_EVEN)), Map.of("r1c1", 7))).json().get("status").asText());

        var solvable = client.post("/api/explain", question(file(ODD_EVEN)));
        assertEquals("solvable", solvable.json().get("status").asText());
        assertEquals(81, solvable.json().get("solution").get("digits").size(), "the solution as explain --json gives it");
    }

    @Test
    void exportsReadBackAsTheSamePuzzle() {
        Puzzle original = PuzzleReader.readText(file(ODD_EVEN), "x").get(0);
        String nativeText = client.post("/api/export", question(file(ODD_EVEN)).put("format", "native")).json().get("text").asText();
        assertEquals(original, PuzzleReader.readText(nativeText, "y").get(0));
        var edited = client.post("/api/export", edits(question(file(ODD_EVEN)), Map.of("r5c5", 8)).put("format", "native"));
        assertEquals(8, PuzzleReader.readText(edited.json().get("text").asText(), "z").get(0).givens()[40]);

        var dimacs = client.post("/api/export", question(file(ODD_EVEN)).put("format", "dimacs")).json();
        assertTrue(dimacs.get("text").asText().contains("\np cnf " + dimacs.get("variables").asInt() + " "), "header names the sizes");
        assertTrue(dimacs.get("filename").asText().endsWith(".cnf"));

        var iss = client.post("/api/export", question(file(ODD_EVEN)).put("format", "iss")).json();
        assertEquals(dev.satdoku.format.foreign.ExportNormalForm.of(original),
                dev.satdoku.format.foreign.ExportNormalForm.of(PuzzleReader.readText(iss.get("text").asText(), "iss").get(0)));
        assertTrue(iss.get("link").asText().startsWith("https://sigh.github.io/Interactive-Sudoku-Solver/?q="), iss.toString());
        assertEquals(0, iss.get("dropped").size());

        String decorated = DecorationsBrowserTest.decoratedLink();
        String decoratedNative = client.post("/api/export", question(decorated).put("format", "native")).json().get("text").asText();
        assertTrue(decoratedNative.contains("# warning: native text does not keep the 2 decorations"), decoratedNative);
        String decoratedLink = client.post("/api/export", question(decorated).put("format", "fpuzzles")).json().get("text").asText();
        assertEquals(2, PuzzleReader.readText(decoratedLink, "back").get(0).metadata().decorations().size(),
                "the f-puzzles link keeps the cage and the line");

        var bad = client.post("/api/export", question(file(ODD_EVEN)).put("format", "pdf"));
        assertEquals(400, bad.status());
        assertTrue(bad.error().contains("unknown export format 'pdf'"));
    }

    @Test
    void badPuzzlesAnswer400WithTheCommandLinesMessage() {
        String broken = ".".repeat(80) + "x";
        var a = client.post("/api/solve", question(broken));
        assertEquals(400, a.status());
        // the CLI prints "satdoku: " + the message of the exception reading its PUZZLE argument
        InputException cli = assertThrows(InputException.class,
                () -> PuzzleReader.readArgument(broken, new ByteArrayInputStream(new byte[0])));
        assertEquals(cli.getMessage(), a.error());
        assertFalse(a.error().contains("\n"));

        for (String endpoint : List.of("/api/puzzle", "/api/candidates", "/api/explain")) {
            assertEquals(400, client.post(endpoint, question("title x\ngivens\n12\n")).status(), endpoint);
        }
        var edits = client.post("/api/solve", edits(question(file(ODD_EVEN)), Map.of("r10c1", 3)));
        assertEquals(400, edits.status());
        assertTrue(edits.error().contains("r10c1 is outside the 9x9 grid"), edits.error());
        assertEquals(400, client.post("/api/solve", edits(question(file(ODD_EVEN)), Map.of("r1c1", 10))).status());
        assertEquals(400, client.postRaw("/api/solve", "{not json", Map.of()).status());
        assertEquals(400, client.postRaw("/api/solve", "{\"puzzles\": \"x\"}", Map.of()).status());
        assertEquals(400, client.postRaw("/api/solve", "", Map.of()).status());
        assertEquals(400, client.post("/api/solve", question(file(ODD_EVEN)).put("timeout", -1)).status());
        assertEquals(404, client.post("/api/nothing", question(file(ODD_EVEN))).status());
        assertEquals(404, client.get("/etc/passwd").status());
        // a path is never opened: only text is read
        var path = client.post("/api/solve", question(WorkbenchClient.ROOT.resolve(ODD_EVEN).toString()));
        assertEquals(400, path.status());
        // and the server is still there
        assertEquals("unique", client.post("/api/solve", question(file(ODD_EVEN))).json().get("status").asText());
    }

    @Test
    void requestsOverTheSizeLimitAreRefused() {
        String big = "#" + "x".repeat(300 * 1024) + "\n" + file(ODD_EVEN);
        var a = client.post("/api/solve", question(big));
        assertEquals(413, a.status());
        assertTrue(a.error().contains("exceeds"));
    }

    @Test
    void aTooLargeRequestIsAnswered413NotResetWhileTheClientStillSends() {
        // The server used to answer 413 from the Content-Length and close without reading the body: a
        // client still sending then saw "connection reset" instead of the answer (now and then: a race).
        String big = "#" + "x".repeat(1024 * 1024) + "\n" + file(ODD_EVEN);
        for (int i = 0; i < 25; i++) {
            var a = client.post("/api/solve", question(big));
            assertEquals(413, a.status(), "round " + i);
        }
    }

    @Test
    void otherSitesAndOtherHostNamesAreRefused() throws IOException {
        var cross = client.postRaw("/api/solve", question(file(ODD_EVEN)).toString(), Map.of("Origin", "http://evil.example"));
        assertEquals(403, cross.status());
        var own = client.postRaw("/api/solve", question(file(ODD_EVEN)).toString(), Map.of("Origin", "http://127.0.0.1:" + bench.port()));
        assertEquals(200, own.status());
        var fetchSite = client.postRaw("/api/solve", question(file(ODD_EVEN)).toString(), Map.of("Sec-Fetch-Site", "cross-site"));
        assertEquals(403, fetchSite.status());
        // DNS rebinding: a page of evil.example whose name now points at 127.0.0.1 sends Host: evil.example
        assertTrue(raw("GET / HTTP/1.1\r\nHost: evil.example:" + bench.port() + "\r\nConnection: close\r\n\r\n").startsWith("HTTP/1.1 403"));
        assertTrue(raw("GET / HTTP/1.1\r\nHost: localhost:" + bench.port() + "\r\nConnection: close\r\n\r\n").startsWith("HTTP/1.1 200"));
    }

    private static String raw(String request) throws IOException {
        try (Socket s = new Socket("127.0.0.1", bench.port())) {
            OutputStream out = s.getOutputStream();
            out.write(request.getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = s.getInputStream();
            return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        }
    }

    @Test
    void thePageAndItsFilesComeFromTheJar() {
        var page = client.getText("/", Map.of());
        assertEquals(200, page.statusCode());
        assertTrue(page.body().contains("<script src=\"/app.js\""));
        assertFalse(page.body().contains("http://") || page.body().contains("https://"), "no CDN, no outside address");
        assertTrue(page.headers().firstValue("Content-Security-Policy").orElse("").contains("default-src 'self'"));
        for (String f : List.of("/app.js", "/app.css", "/favicon.svg")) {
            var r = client.getText(f, Map.of());
            assertEquals(200, r.statusCode(), f);
            assertFalse(r.body().contains("https://"), f + " loads nothing from outside");
        }
    }

    @Test
    void theTimeLimitGivesTimeoutNotAWrongVerdict() {
        long t0 = System.nanoTime();
        var a = client.post("/api/solve", question(file(HARD)).put("timeout", 0.5));
        long ms = (System.nanoTime() - t0) / 1_000_000;
        assertEquals("timeout", a.json().get("status").asText());
        assertEquals(0, a.json().get("solutions").size());
        assertTrue(ms < 10_000, "stopped near its limit, took " + ms + " ms");
        var c = client.post("/api/candidates", question(file(HARD)).put("timeout", 0.5));
        assertEquals("timeout", c.json().get("status").asText());
        assertTrue(c.json().has("undecided"));
        assertEquals(20.0, client.get("/api/limits").json().get("maxSeconds").asDouble());
    }

    @Test
    void cancelStopsTheSessionsQuestionAndOnlyThat() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            Future<WorkbenchClient.Answer> hard = pool.submit(() -> client.post("/api/solve", question(file(HARD), "tab-a")));
            Future<WorkbenchClient.Answer> other = pool.submit(() -> client.post("/api/solve", question(file(HARD), "tab-b").put("timeout", 3)));
            client.awaitRunning("tab-a");
            var jobs = client.get("/api/jobs?session=tab-a").json();
            assertEquals("solve", jobs.get("running").get(0).get("kind").asText());
            assertEquals(1, client.post("/api/cancel", JSON.createObjectNode().put("session", "tab-a")).json().get("cancelled").asInt());
            var answer = hard.get(10, TimeUnit.SECONDS);
            assertEquals("cancelled", answer.json().get("status").asText());
            // the other tab's question ran on to its own time limit
            assertEquals("timeout", other.get(20, TimeUnit.SECONDS).json().get("status").asText());
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void moreLongQuestionsThanSearchesWaitTheirTurnAndCanStillBeCancelled() throws Exception {
        int searches = client.get("/api/limits").json().get("searchesAtOnce").asInt();
        List<CompletableFuture<WorkbenchClient.Answer>> hard = new ArrayList<>();
        for (int i = 0; i <= searches; i++) {
            String session = "busy-" + i;
            hard.add(CompletableFuture.supplyAsync(() -> client.post("/api/solve", question(file(HARD), session))));
        }
        for (int i = 0; i <= searches; i++) {
            client.awaitRunning("busy-" + i);
        }
        // every search is taken, yet the server still draws puzzles and hears cancels
        assertEquals(200, client.post("/api/puzzle", question(file(ODD_EVEN))).status());
        for (int i = 0; i <= searches; i++) {
            assertEquals(1, client.post("/api/cancel", JSON.createObjectNode().put("session", "busy-" + i)).json().get("cancelled").asInt());
        }
        for (CompletableFuture<WorkbenchClient.Answer> f : hard) {
            assertEquals("cancelled", f.get(20, TimeUnit.SECONDS).json().get("status").asText());
        }
    }

    @Test
    void aNewQuestionCancelsTheSessionsPreviousOne() throws Exception {
        CompletableFuture<WorkbenchClient.Answer> hard = CompletableFuture.supplyAsync(() -> client.post("/api/solve", question(file(HARD), "tab-c")));
        client.awaitRunning("tab-c");
        var easy = client.post("/api/solve", question(file(ODD_EVEN), "tab-c"));
        assertEquals("unique", easy.json().get("status").asText());
        assertEquals("cancelled", hard.get(10, TimeUnit.SECONDS).json().get("status").asText());
    }

    @Test
    void twoClientsAskingAtOnceEachGetTheirOwnAnswers() throws Exception {
        List<Path> instances;
        try (Stream<Path> s = Files.list(WorkbenchClient.ROOT.resolve("instances/variants"))) {
            instances = s.filter(p -> p.toString().endsWith(".sudoku")).sorted().limit(8).toList();
        }
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<?>> work = new ArrayList<>();
            for (String tab : List.of("tab-x", "tab-y")) {
                List<Path> order = new ArrayList<>(instances);
                if (tab.equals("tab-y")) {
                    java.util.Collections.reverse(order);
                }
                for (Path p : order) {
                    String rel = WorkbenchClient.ROOT.relativize(p).toString();
                    // a session per question, so none cancels another: two tabs, each with several questions in flight
                    work.add(pool.submit(() -> {
                        var a = client.post("/api/solve", question(file(rel), tab + "-" + p.getFileName()));
                        assertEquals(200, a.status(), rel);
                        List<int[]> known = expectedSolutions(rel);
                        String status = known.isEmpty() ? "none" : known.size() == 1 ? "unique" : "multiple";
                        assertEquals(status, a.json().get("status").asText(), rel);
                        for (JsonNode solution : a.json().get("solutions")) {
                            int[] digits = ints(solution.get("digits"));
                            assertTrue(known.stream().anyMatch(k -> java.util.Arrays.equals(k, digits)), rel + ": an answer of another question?");
                        }
                        return null;
                    }));
                }
            }
            for (Future<?> f : work) {
                f.get(120, TimeUnit.SECONDS);
            }
        } finally {
            pool.shutdownNow();
        }
        assertNotNull(client.get("/api/jobs?session=tab-x").json().get("running"));
    }
}
