package dev.satdoku.serve;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;

/** A plain HTTP client of the workbench's API for tests, and the repository's puzzle files. */
final class WorkbenchClient {

    static final ObjectMapper JSON = new ObjectMapper();
    static final Path ROOT = Path.of(System.getProperty("satdoku.root", ".."));

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final URI base;

    WorkbenchClient(Workbench bench) {
        this.base = URI.create("http://127.0.0.1:" + bench.port());
    }

    record Answer(int status, JsonNode json) {
        String error() {
            return json.path("error").asText(null);
        }
    }

    static String file(String relative) {
        try {
            return Files.readString(ROOT.resolve(relative));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static ObjectNode question(String puzzle) {
        return JSON.createObjectNode().put("puzzle", puzzle);
    }

    static ObjectNode question(String puzzle, String session) {
        return question(puzzle).put("session", session);
    }

    static ObjectNode edits(ObjectNode q, Map<String, Integer> edits) {
        ObjectNode e = q.putObject("edits");
        edits.forEach(e::put);
        return q;
    }

    Answer post(String path, JsonNode body) {
        return send(HttpRequest.newBuilder(base.resolve(path)).POST(HttpRequest.BodyPublishers.ofString(body.toString()))
                .header("Content-Type", "application/json"));
    }

    Answer postRaw(String path, String body, Map<String, String> headers) {
        HttpRequest.Builder b = HttpRequest.newBuilder(base.resolve(path)).POST(HttpRequest.BodyPublishers.ofString(body));
        headers.forEach(b::header);
        return send(b);
    }

    Answer get(String path) {
        return send(HttpRequest.newBuilder(base.resolve(path)).GET());
    }

    HttpResponse<String> getText(String path, Map<String, String> headers) {
        HttpRequest.Builder b = HttpRequest.newBuilder(base.resolve(path)).GET();
        headers.forEach(b::header);
        try {
            return http.send(b.build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** The running questions of a session once it has one (waiting up to 5 s), a moment into its search. */
    JsonNode awaitRunning(String session) throws InterruptedException {
        for (int i = 0; i < 200; i++) {
            JsonNode running = get("/api/jobs?session=" + session).json().get("running");
            if (running.size() > 0) {
                Thread.sleep(100); // past encoding, into the search
                return running;
            }
            Thread.sleep(25);
        }
        throw new AssertionError("the question of " + session + " never started");
    }

    private Answer send(HttpRequest.Builder request) {
        try {
            HttpResponse<String> r = http.send(request.timeout(Duration.ofSeconds(60)).build(), HttpResponse.BodyHandlers.ofString());
            return new Answer(r.statusCode(), JSON.readTree(r.body()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
