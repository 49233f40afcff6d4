package dev.satdoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Ctrl-C during a batch, on a real process: the results finished before it are written as whole
 * lines, in order, nothing after a puzzle that was cut short, and the exit status is 130. The list
 * is 30 easy puzzles and then empty grids counted up to a billion solutions, which never finish;
 * SIGINT is sent once the 30 easy results have arrived.
 */
class BatchInterruptTest {

    private static final String WIKI = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    @TempDir
    Path tmp;

    @Test
    @Timeout(value = 5, unit = TimeUnit.MINUTES) // a child that never sees the signal must not hang the build
    void ctrlCLeavesAPrefixOfWholeLinesAndExits130() throws Exception {
        failWhenSigintIsIgnored();
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            lines.add(WIKI);
        }
        for (int i = 0; i < 4; i++) {
            lines.add(".".repeat(81));
        }
        Path list = tmp.resolve("list.txt");
        Files.write(list, lines);
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> cmd = List.of(java, "-cp", System.getProperty("java.class.path"), Main.class.getName(),
                "batch", list.toString(), "--threads", "2", "--count", "1000000000");
        Process p = new ProcessBuilder(cmd).redirectError(tmp.resolve("err.txt").toFile()).start();
        List<String> out = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            for (int i = 0; i < 31; i++) {
                String line = r.readLine();
                assertTrue(line != null, "header and 30 results before the empty grids: " + out);
                out.add(line);
            }
            Process kill = new ProcessBuilder("kill", "-INT", Long.toString(p.pid())).inheritIO().start();
            assertEquals(0, kill.waitFor());
            String line;
            while ((line = r.readLine()) != null) {
                out.add(line);
            }
        } finally {
            if (!p.waitFor(30, TimeUnit.SECONDS)) {
                p.destroyForcibly();
            }
        }
        assertEquals(130, p.exitValue(), "exit status after Ctrl-C");
        assertEquals(31, out.size(), "the header and exactly the 30 finished results: " + out);
        for (int i = 1; i <= 30; i++) {
            String[] fields = out.get(i).split(",", -1);
            assertEquals(12, fields.length, out.get(i));
            assertEquals(Integer.toString(i), fields[0]);
            assertEquals("unique", fields[2]);
        }
        assertTrue(Files.readString(tmp.resolve("err.txt")).contains("interrupted"), Files.readString(tmp.resolve("err.txt")));
    }

    /**
     * A process started in the background by a non-interactive shell (`nohup ... &`) inherits SIGINT as
     * ignored, and so does every child it starts: the batch would never see the Ctrl-C and the test would
     * wait for ever. Say so at once instead (Linux: the SigIgn mask of /proc/self/status, bit 2 = SIGINT).
     */
    private static void failWhenSigintIsIgnored() throws Exception {
        Path status = Path.of("/proc/self/status");
        if (!Files.isReadable(status)) {
            return;
        }
        for (String line : Files.readAllLines(status)) {
            if (line.startsWith("SigIgn:") && (Long.parseUnsignedLong(line.substring(7).trim(), 16) & 2) != 0) {
                fail("SIGINT is ignored in this test process (started in the background by a non-interactive shell, "
                        + "e.g. `nohup mvn ... &`), so no child can be interrupted with Ctrl-C; run the build in the foreground");
            }
        }
    }
}
