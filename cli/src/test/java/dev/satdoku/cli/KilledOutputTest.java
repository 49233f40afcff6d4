package dev.satdoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Output safety on real processes: a long {@code batch -o} and a long {@code encode -o} are killed
 * while they write, with SIGTERM, SIGINT and SIGKILL, and the target file is then never partial.
 *
 * <ul>
 *   <li>batch after SIGTERM or SIGINT: the results finished so far are committed, a valid file
 *       (header, whole lines numbered 1..k in input order, each checked), and no temporary file
 *       is left;
 *   <li>encode after SIGTERM or SIGINT: no file (encode has nothing partial worth keeping) and no
 *       temporary file;
 *   <li>either after SIGKILL (nothing can run): the previous version of the target, byte for byte;
 *       only a hidden {@code .part} file may be left.
 * </ul>
 *
 * <p>Each signal is sent once the temporary file shows progress (results or clauses written), found
 * by polling, not by sleeping; every wait is bounded. The batch list is easy puzzles followed by
 * empty grids counted up to a billion solutions, which never finish, so the kill always lands
 * mid-run. The encoded puzzle is a 25x25 grid with long sum rows, unsimplified: tens of megabytes.
 */
class KilledOutputTest {

    private static final String WIKI = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    private static final String WIKI_SOLUTION =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
    private static final String PREVIOUS = "the previous version of the file\n";
    private static final long WAIT_MILLIS = 60_000;

    @TempDir
    Path tmp;

    enum Signal {
        TERM(143), INT(130), KILL(137);

        /** The exit status a process shows after this signal: 128 + the signal's number. */
        final int exitStatus;

        Signal(int exitStatus) {
            this.exitStatus = exitStatus;
        }
    }

    @ParameterizedTest
    @EnumSource(Signal.class)
    void killedBatchLeavesItsFinishedResultsOrThePreviousFile(Signal signal) throws Exception {
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < 2000; i++) {
            lines.add(WIKI);
        }
        for (int i = 0; i < 4; i++) {
            lines.add(".".repeat(81));
        }
        Path list = tmp.resolve("list.txt");
        Files.write(list, lines);
        Path target = tmp.resolve("results.csv");
        if (signal == Signal.KILL) {
            Files.writeString(target, PREVIOUS);
        }
        Process p = start("batch", list.toString(), "--threads", "2", "--count", "1000000000", "-o", target.toString(), "--force");
        try {
            // At least a hundred results in the temporary file: the kill lands after real output.
            awaitTemporary(p, "results.csv", part -> newlines(part) > 100);
            send(p, signal);
            awaitExit(p);
        } finally {
            p.destroyForcibly();
        }
        assertEquals(signal.exitStatus, p.exitValue(), "exit status after SIG" + signal + "; " + stderr());
        if (signal == Signal.KILL) {
            assertEquals(PREVIOUS, Files.readString(target), "SIGKILL leaves the previous version untouched");
            return;
        }
        assertTrue(Files.exists(target), "the results finished before SIG" + signal + " are committed; " + stderr());
        List<String> written = Files.readAllLines(target);
        assertTrue(written.get(0).startsWith("line,puzzle,status"), "header: " + written.get(0));
        assertTrue(written.size() > 100, "at least the results seen in the temporary file: " + written.size());
        for (int i = 1; i < written.size(); i++) {
            String[] fields = written.get(i).split(",", -1);
            assertEquals(12, fields.length, "a whole result line: " + written.get(i));
            assertEquals(Integer.toString(i), fields[0], "results in input order, none missing");
            assertEquals("unique", fields[2], written.get(i));
            assertEquals(WIKI_SOLUTION, fields[3], written.get(i));
        }
        assertTrue(written.size() <= 2001, "no result of a puzzle cut short: " + written.size());
        assertTrue(stderr().contains("interrupted"), stderr());
        assertEquals(List.of(), temporaries(), "no temporary file is left");
    }

    @ParameterizedTest
    @EnumSource(Signal.class)
    void killedEncodeLeavesNoFileOrThePreviousOne(Signal signal) throws Exception {
        Path puzzle = tmp.resolve("big.sudoku");
        Files.writeString(puzzle, bigPuzzle());
        Path target = tmp.resolve("big.cnf");
        if (signal == Signal.KILL) {
            Files.writeString(target, PREVIOUS);
        }
        Process p = start("encode", puzzle.toString(), "--no-simplify", "-o", target.toString(), "--force");
        try {
            awaitTemporary(p, "big.cnf", part -> Files.size(part) > (1 << 20));
            send(p, signal);
            awaitExit(p);
        } finally {
            p.destroyForcibly();
        }
        if (signal == Signal.KILL) {
            assertEquals(Signal.KILL.exitStatus, p.exitValue());
            assertEquals(PREVIOUS, Files.readString(target), "SIGKILL leaves the previous version untouched");
            return;
        }
        assertEquals(List.of(), temporaries(), "no temporary file is left after SIG" + signal);
        if (Files.exists(target)) {
            // Only possible if the file was complete and renamed before the signal arrived.
            assertTrue(!Files.readString(target).equals(PREVIOUS));
            assertCompleteDimacs(target);
        } else {
            assertEquals(signal.exitStatus, p.exitValue(), "exit status after SIG" + signal + "; " + stderr());
        }
    }

    /** A 25x25 grid with six rows summing to 325: about 40 MB of DIMACS without simplification. */
    private static String bigPuzzle() {
        StringBuilder sb = new StringBuilder("size 25\nantiknight\ndiagonal both\n");
        for (int r = 1; r <= 6; r++) {
            sb.append("sum 325");
            for (int c = 1; c <= 25; c++) {
                sb.append(" r").append(r).append('c').append(c);
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    private Process start(String... args) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> cmd = new ArrayList<>(List.of(java, "-XX:+UseSerialGC", "-cp", System.getProperty("java.class.path"),
                Main.class.getName()));
        cmd.addAll(List.of(args));
        return new ProcessBuilder(cmd).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(tmp.resolve("stderr.txt").toFile()).start();
    }

    private interface PartCheck {
        boolean ready(Path part) throws IOException;
    }

    /** Polls until the target's temporary file passes the check; fails if the process ends first. */
    private void awaitTemporary(Process p, String targetName, PartCheck check) throws Exception {
        long end = System.currentTimeMillis() + WAIT_MILLIS;
        while (System.currentTimeMillis() < end) {
            if (!p.isAlive()) {
                fail("the process ended (exit " + p.exitValue() + ") before it could be killed mid-run; " + stderr());
            }
            for (Path part : temporaries()) {
                try {
                    if (part.getFileName().toString().startsWith("." + targetName + ".") && check.ready(part)) {
                        return;
                    }
                } catch (java.nio.file.NoSuchFileException e) {
                    // renamed or deleted between listing and reading: look again
                }
            }
            Thread.sleep(10);
        }
        fail("no progress in the temporary file of " + targetName + " within " + WAIT_MILLIS + " ms; " + stderr());
    }

    private static void send(Process p, Signal signal) throws Exception {
        switch (signal) {
            case TERM -> p.destroy();
            case KILL -> p.destroyForcibly();
            case INT -> {
                Process kill = new ProcessBuilder("kill", "-INT", Long.toString(p.pid())).inheritIO().start();
                assertEquals(0, kill.waitFor(), "kill -INT");
            }
        }
    }

    private void awaitExit(Process p) throws Exception {
        if (!p.waitFor(WAIT_MILLIS, java.util.concurrent.TimeUnit.MILLISECONDS)) {
            fail("the process did not end within " + WAIT_MILLIS + " ms of the signal; " + stderr());
        }
    }

    /** Hidden temporary files ({@code .NAME.*.part}) in the test folder. */
    private List<Path> temporaries() throws IOException {
        try (Stream<Path> files = Files.list(tmp)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".part")).sorted().toList();
        }
    }

    private static long newlines(Path file) throws IOException {
        long n = 0;
        for (byte b : Files.readAllBytes(file)) {
            n += b == '\n' ? 1 : 0;
        }
        return n;
    }

    private String stderr() {
        try {
            return "stderr: " + Files.readString(tmp.resolve("stderr.txt"));
        } catch (IOException e) {
            return "no stderr";
        }
    }

    /** The header's counts match the clauses that follow, each ended by 0 and within the variables. */
    private static void assertCompleteDimacs(Path file) throws IOException {
        long vars = -1;
        long declared = -1;
        long clauses = 0;
        try (BufferedReader r = Files.newBufferedReader(file, StandardCharsets.US_ASCII)) {
            String line;
            while ((line = r.readLine()) != null) {
                if (line.startsWith("c") || line.isBlank()) {
                    continue;
                }
                if (line.startsWith("p cnf ")) {
                    String[] h = line.split("\\s+");
                    vars = Long.parseLong(h[2]);
                    declared = Long.parseLong(h[3]);
                    continue;
                }
                assertTrue(vars >= 0, "a clause before the header");
                String[] lits = line.strip().split("\\s+");
                assertEquals("0", lits[lits.length - 1], "clause ends with 0: " + line);
                for (String lit : lits) {
                    assertTrue(Math.abs(Long.parseLong(lit)) <= vars, "literal within the header's variables: " + line);
                }
                clauses++;
            }
        }
        assertFalse(declared < 0, "no header");
        assertEquals(declared, clauses, "the header's clause count");
    }
}
