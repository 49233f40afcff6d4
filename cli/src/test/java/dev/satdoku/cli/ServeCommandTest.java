package dev.satdoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.satdoku.serve.Workbench;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** 'satdoku serve' is a command of the satdoku CLI, and its server says what the CLI says about bad input. */
class ServeCommandTest {

    @Test
    void serveIsACommandWithItsOptions() {
        Cli r = Cli.run("serve", "--help");
        assertEquals(0, r.code(), r.toString());
        assertTrue(r.out().contains("workbench") && r.out().contains("--port") && r.out().contains("--host")
                && r.out().contains("--open"), r.out());
        Cli version = Cli.run("serve", "--version");
        assertTrue(version.out().startsWith("satdoku "), version.toString());
        Cli bad = Cli.run("serve", "--port", "70000");
        assertEquals(2, bad.code(), bad.toString());
        assertTrue(bad.err().contains("--port must be 0..65535"), bad.err());
        assertTrue(r.out().contains("--transfer-timeout") && r.out().contains("--idle-timeout") && r.out().contains("--connections")
                && r.out().contains("stops mid-request"), "the connection limits and what they do: " + r.out());
        for (String option : new String[] {"--transfer-timeout", "--idle-timeout", "--connections"}) {
            Cli zero = Cli.run("serve", option, "0");
            assertEquals(2, zero.code(), zero.toString());
            assertTrue(zero.err().contains(option + " must be 1.."), zero.err());
        }
        assertTrue(r.out().contains("--question-memory") && r.out().contains("a quarter of the Java heap"), r.out());
        Cli negative = Cli.run("serve", "--question-memory", "-1");
        assertEquals(2, negative.code(), negative.toString());
        assertTrue(negative.err().contains("--question-memory must be 0"), negative.err());
    }

    @Test
    void aTakenPortIsOneLineAndExitCode1() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            Cli r = Cli.run("serve", "--port", String.valueOf(taken.getLocalPort()));
            assertEquals(1, r.code(), r.toString());
            assertTrue(r.err().startsWith("satdoku: cannot listen on 127.0.0.1:" + taken.getLocalPort()), r.err());
            assertEquals(1, r.err().strip().lines().count(), r.err());
        }
    }

    @Test
    void theServersMessageForBadInputIsTheCommandLines() throws Exception {
        try (Workbench bench = Workbench.start(Workbench.Settings.loopback(0), "test", System.err)) {
            HttpClient http = HttpClient.newHttpClient();
            ObjectMapper json = new ObjectMapper();
            // (Text the CLI cannot tell from a file name, such as an 80-character line, gets "no such file" there;
            // the server never opens files and gives the parser's message instead: docs/serve.md.)
            for (String puzzle : new String[] {".".repeat(80) + "x", "title t\ngivens\n1234\n3412\n2143\n43x1\n",
                    "size 4\nbogus-rule r1c1\n", "https://www.f-puzzles.com/?load=N4IgzglgXgpiBcB2ANCA"}) {
                Cli cli = Cli.run("solve", puzzle);
                assertEquals(1, cli.code(), cli.toString());
                String body = json.writeValueAsString(Map.of("puzzle", puzzle));
                HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + bench.port() + "/api/solve"))
                        .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
                assertEquals(400, r.statusCode(), r.body());
                assertEquals(cli.err().strip(), "satdoku: " + json.readTree(r.body()).get("error").asText(), puzzle);
            }
        }
    }
}
