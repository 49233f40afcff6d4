package dev.satdoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.syntax.InputException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The target is absent, the previous version or the complete new file; never half-written, never clobbered without --force. */
class AtomicOutputTest {

    @TempDir
    Path tmp;

    private List<String> names() throws Exception {
        try (Stream<Path> files = Files.list(tmp)) {
            return files.map(f -> f.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void theTargetAppearsOnlyWhenCommitted() throws Exception {
        Path target = tmp.resolve("out.txt");
        try (AtomicOutput out = AtomicOutput.open(target, false)) {
            out.writer().write("complete\n");
            out.writer().flush();
            assertFalse(Files.exists(target), "nothing at the target while writing");
            assertEquals(1, names().size(), "one hidden temporary file: " + names());
            assertTrue(names().get(0).startsWith(".out.txt.") && names().get(0).endsWith(".part"), names().toString());
            out.commit();
        }
        assertEquals("complete\n", Files.readString(target));
        assertEquals(List.of("out.txt"), names());
    }

    @Test
    void notCommittedLeavesThePreviousVersionAndNoTemporaryFile() throws Exception {
        Path target = tmp.resolve("out.txt");
        Files.writeString(target, "previous\n");
        try (AtomicOutput out = AtomicOutput.open(target, true)) {
            out.writer().write("half");
        }
        assertEquals("previous\n", Files.readString(target));
        assertEquals(List.of("out.txt"), names());
    }

    /** Without --force, a file that appears during the write is not replaced either. */
    @Test
    void aFileThatAppearsWhileWritingIsNotReplacedWithoutForce() throws Exception {
        Path target = tmp.resolve("out.txt");
        try (AtomicOutput out = AtomicOutput.open(target, false)) {
            out.writer().write("mine\n");
            Files.writeString(target, "someone else's\n");
            InputException e = assertThrows(InputException.class, out::commit);
            assertTrue(e.getMessage().contains("appeared while satdoku was writing it") && e.getMessage().contains("--force"),
                    e.getMessage());
        }
        assertEquals("someone else's\n", Files.readString(target));
        assertEquals(List.of("out.txt"), names());
    }

    @Test
    void withForceTheNewFileReplacesTheOld() throws Exception {
        Path target = tmp.resolve("out.txt");
        Files.writeString(target, "previous\n");
        try (AtomicOutput out = AtomicOutput.open(target, true)) {
            out.writer().write("new\n");
            out.commit();
        }
        assertEquals("new\n", Files.readString(target));
        assertEquals(List.of("out.txt"), names());
    }

    @Test
    void dashIsStandardOutput() {
        assertEquals(null, AtomicOutput.fileOrNull(Path.of("-")));
        assertEquals(null, AtomicOutput.fileOrNull(null));
        assertEquals(Path.of("x.cnf"), AtomicOutput.fileOrNull(Path.of("x.cnf")));
        Cli r = Cli.run("encode", ".".repeat(16), "-o", "-");
        assertEquals(0, r.code(), r.toString());
        assertTrue(r.out().contains("p cnf "), r.toString());
    }
}
