package dev.satdoku.sat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.io.TempDir;

/**
 * An interrupt while the solver process runs is an unknown answer, never an error. Killing the
 * process closes its output stream under the thread reading it, which then sees either the end of
 * the output or "Stream closed", depending on which comes first; both must read as "interrupted"
 * (CLI runs under load printed "Stream closed" instead of the partial result). The fake solver keeps
 * writing, so the reading thread is inside a read when the stream is closed; repeated, because the
 * race can still go either way.
 */
class ExternalSolverInterruptTest {

    @TempDir
    Path tmp;

    @RepeatedTest(12)
    void anInterruptWhileTheSolverRunsIsAnUnknownAnswer() throws Exception {
        Path started = tmp.resolve("started");
        Path script = tmp.resolve("slow-solver.sh");
        Files.writeString(script, "#!/bin/sh\ntouch " + started + "\nwhile true; do echo c searching; done\n");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        try (ExternalSolverBackend backend = new ExternalSolverBackend(ExternalSolver.custom(script.toString()))) {
            backend.ensureVariables(2);
            backend.addClause(1, 2);
            CompletableFuture<SatResult> answer = CompletableFuture.supplyAsync(backend::solve);
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (!Files.exists(started)) {
                assertTrue(System.nanoTime() < end && !answer.isDone(), "the solver script starts: " + answer);
                Thread.sleep(5);
            }
            backend.interrupt();
            assertEquals(SatResult.UNKNOWN, answer.get(30, TimeUnit.SECONDS));
        }
    }
}
