package dev.satdoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Ctrl-C on a real process: the command prints what it found with status 'interrupted' and exits
 * with 130. Runs satdoku in a child JVM (signals cannot be sent to the test's own JVM) on the test
 * class path, and sends SIGINT with kill(1) once the first solutions have been printed.
 */
class InterruptTest {

    @Test
    void ctrlCPrintsPartialResultsAndExits130() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> cmd = List.of(java, "-cp", System.getProperty("java.class.path"), Main.class.getName(),
                "solve", ".".repeat(81), "--all", "--json");
        Process p = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        List<String> lines = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            String first = r.readLine();
            assertTrue(first != null && first.contains("\"index\":1"), "first solution printed: " + first);
            lines.add(first);
            Process kill = new ProcessBuilder("kill", "-INT", Long.toString(p.pid())).inheritIO().start();
            assertEquals(0, kill.waitFor());
            String line;
            while ((line = r.readLine()) != null) {
                lines.add(line);
            }
        } finally {
            if (!p.waitFor(30, TimeUnit.SECONDS)) {
                p.destroyForcibly();
            }
        }
        assertEquals(130, p.exitValue(), "exit status after Ctrl-C");
        JsonNode summary = new ObjectMapper().readTree(lines.get(lines.size() - 1));
        assertEquals("interrupted", summary.get("status").asText(), lines.get(lines.size() - 1));
        assertEquals(lines.size() - 1, summary.get("count").asInt(), "every solution counted was printed");
    }
}
