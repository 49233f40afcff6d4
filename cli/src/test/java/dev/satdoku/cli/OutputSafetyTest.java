package dev.satdoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/** Every command that writes a file takes --force the same way and refuses an existing file before working. */
class OutputSafetyTest {

    @TempDir
    Path tmp;

    @Test
    void everyCommandWithAnOutputFileTakesTheSameForce() {
        CommandLine root = Main.everyCommand();
        List<String> writers = new ArrayList<>();
        String expected = new CommandLine(new Object() {
            @CommandLine.Mixin
            ForceOption force;
        }).getCommandSpec().findOption("--force").description()[0];
        for (CommandLine sub : root.getSubcommands().values()) {
            if (sub.getCommandSpec().findOption("-o") == null && sub.getCommandSpec().findOption("--plot") == null) {
                continue;
            }
            writers.add(sub.getCommandName());
            OptionSpec force = sub.getCommandSpec().findOption("--force");
            assertTrue(force != null, sub.getCommandName() + " writes a file but has no --force");
            assertEquals(expected, force.description()[0], sub.getCommandName());
        }
        assertEquals(List.of("batch", "convert", "encode", "render", "stats"), writers.stream().sorted().distinct().toList(),
                "the commands that write files (update the README's guarantees when this list changes)");
    }

    /** The target is checked first: a bad puzzle is not even read, and nothing is written. */
    @Test
    void anExistingFileIsRefusedBeforeAnyWork() throws Exception {
        Path existing = tmp.resolve("out.cnf");
        Files.writeString(existing, "keep me\n");
        for (String[] args : List.of(
                new String[] {"encode", "not a puzzle", "-o", existing.toString()},
                new String[] {"render", "not a puzzle", "--solution", "-o", tmp.resolve("out.svg").toString()})) {
            if (args[0].equals("render")) {
                Files.writeString(tmp.resolve("out.svg"), "keep me\n");
            }
            Cli r = Cli.run(args);
            assertEquals(1, r.code(), r.toString());
            assertTrue(r.err().contains("already exists; use --force to replace it"), r.toString());
        }
        assertEquals("keep me\n", Files.readString(existing));
        assertEquals("keep me\n", Files.readString(tmp.resolve("out.svg")));
        try (Stream<Path> files = Files.list(tmp)) {
            assertFalse(files.anyMatch(f -> f.getFileName().toString().endsWith(".part")), "no temporary file");
        }
    }

    @Test
    void helpExplainsForceAndTheExitCode() {
        for (String command : List.of("encode", "convert", "render", "batch", "stats")) {
            Cli r = Cli.run(command, "--help");
            String help = r.out().replaceAll("\\s+", " ");
            assertTrue(help.contains("--force Replace the output file if it already exists."), command + ": " + help);
            assertTrue(help.contains("(see --force)"), command + " lists the exit code of an existing file: " + help);
        }
    }
}
