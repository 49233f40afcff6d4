package dev.satdoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.testing.Repo;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two launcher calls while the jar is rebuilt: the second waits for the first's build, then runs the
 * fresh jar; they used to build at the same time and both fail ("Could not replace original
 * artifact", "Unable to access jarfile"). The real {@code satdoku} script runs in a copy of the
 * repository's shape with stand-ins for {@code mvn} (slow, replaces the jar the way a build does, and
 * fails if another build is running) and {@code java} (fails on a missing or half-written jar), so
 * the test takes seconds instead of two real builds and never touches this checkout's jar.
 */
class LauncherLockTest {

    @TempDir
    Path tmp;

    private Path root;
    private Path bin;

    /** A repository shape the launcher accepts: sources older than nothing, no jar (stale). */
    private void setUp(boolean withFlock) throws Exception {
        root = tmp.resolve("repo");
        Files.createDirectories(root.resolve("cli/src/main/java"));
        Files.copy(Repo.root().resolve("satdoku"), root.resolve("satdoku"));
        executable(root.resolve("satdoku"));
        Files.writeString(root.resolve("pom.xml"), "<project/>\n");
        Files.writeString(root.resolve("cli/pom.xml"), "<project/>\n");
        Files.writeString(root.resolve("cli/src/main/java/A.java"), "class A {}\n");
        for (Path p : List.of(root.resolve("pom.xml"), root.resolve("cli/pom.xml"), root.resolve("cli/src/main/java/A.java"))) {
            Files.setLastModifiedTime(p, FileTime.from(Instant.now().minusSeconds(3600)));
        }
        bin = tmp.resolve("bin");
        Files.createDirectories(bin);
        // The build: refuses to overlap another (what made the real builds fail), counts its runs,
        // removes the old jar and writes the new one slowly, as packaging does.
        script("mvn", """
                #!/bin/bash
                mkdir "$PWD/../mvn-running" 2>/dev/null || { echo "Could not replace original artifact (build overlap)"; exit 1; }
                echo run >> "$PWD/../mvn-runs"
                mkdir -p cli/target
                rm -f cli/target/satdoku.jar
                sleep 1
                printf PART > cli/target/satdoku.jar
                sleep 1
                printf COMPLETE > cli/target/satdoku.jar
                rmdir "$PWD/../mvn-running"
                """);
        // The program: needs the whole jar.
        script("java", """
                #!/bin/bash
                while [ $# -gt 0 ] && [ "$1" != -jar ]; do shift; done
                [ "$(cat "$2" 2>/dev/null)" = COMPLETE ] || { echo "Error: Unable to access jarfile $2" >&2; exit 1; }
                shift 2
                echo "ran $*"
                """);
        // Only the tools the launcher uses, so the fallback can be tested without flock(1).
        List<String> tools = new ArrayList<>(List.of("bash", "dirname", "find", "head", "mktemp", "rm", "sed", "mkdir",
                "rmdir", "mv", "sleep", "cat", "printf"));
        if (withFlock) {
            tools.add("flock");
        }
        for (String tool : tools) {
            Path found = which(tool);
            Assumptions.assumeTrue(found != null, tool + " is not installed");
            Files.createSymbolicLink(bin.resolve(tool), found);
        }
    }

    private void script(String name, String text) throws IOException {
        Files.writeString(bin.resolve(name), text);
        executable(bin.resolve(name));
    }

    private static void executable(Path p) throws IOException {
        Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    private static Path which(String tool) {
        for (String dir : System.getenv("PATH").split(java.io.File.pathSeparator)) {
            Path p = Path.of(dir, tool);
            if (Files.isExecutable(p)) {
                return p;
            }
        }
        return null;
    }

    private Process launch(String arg) throws IOException {
        ProcessBuilder pb = new ProcessBuilder(root.resolve("satdoku").toString(), arg).directory(root.toFile());
        Map<String, String> env = pb.environment();
        env.put("PATH", bin.toString());
        env.put("SATDOKU_CDS", "0");
        env.put("TMPDIR", tmp.toString());
        return pb.start();
    }

    private static String[] finish(Process p) throws Exception {
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "launcher finished");
        return new String[] {Integer.toString(p.exitValue()), out, err};
    }

    private void concurrentCallsWaitForOneBuild() throws Exception {
        Process first = launch("one");
        Path running = tmp.resolve("mvn-running");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (!Files.exists(running) && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertTrue(Files.exists(running), "the first call started its build");
        Process second = launch("two");
        String[] a = finish(first);
        String[] b = finish(second);
        assertEquals("0", a[0], "first call: " + String.join("\n", a));
        assertEquals("0", b[0], "second call: " + String.join("\n", b));
        assertEquals("ran one\n", a[1]);
        assertEquals("ran two\n", b[1]);
        assertTrue(b[2].contains("waiting for it"), "the second call says why it waits: " + b[2]);
        assertEquals(List.of("run"), Files.readAllLines(tmp.resolve("mvn-runs")), "one build, not two");
        assertFalse(Files.exists(root.resolve("cli/target/.build.lock.d")), "no lock folder left behind");
    }

    @Test
    void concurrentCallsWaitForOneBuildWithFlock() throws Exception {
        setUp(true);
        concurrentCallsWaitForOneBuild();
    }

    @Test
    void concurrentCallsWaitForOneBuildWithTheLockFolder() throws Exception {
        setUp(false);
        concurrentCallsWaitForOneBuild();
    }

    /** A lock folder left by a launcher killed with SIGKILL does not block the next call forever. */
    @Test
    void aLockFolderWhoseOwnerIsGoneIsTakenOver() throws Exception {
        setUp(false);
        Process dead = new ProcessBuilder(bin.resolve("sleep").toString(), "0").start();
        assertTrue(dead.waitFor(10, TimeUnit.SECONDS));
        Path lock = root.resolve("cli/target/.build.lock.d");
        Files.createDirectories(lock);
        Files.writeString(lock.resolve("pid"), dead.pid() + "\n");
        String[] r = finish(launch("three"));
        assertEquals("0", r[0], String.join("\n", r));
        assertEquals("ran three\n", r[1]);
        assertFalse(Files.exists(lock));
    }
}
