package dev.satdoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The progress line of the long commands: drawn on a terminal (a child JVM on a pseudo-terminal made by
 * util-linux's script(1)), absent when standard error is a pipe, and forced either way by
 * --progress / --no-progress. Every report is drawn (the redraw interval is set to 0), so what a line says
 * does not depend on the machine's speed.
 */
class ProgressLineTest {

    private static final String HARD = Cli.instance("classic/9x9-forum-hardest.sudoku");
    private static final String SEVERAL = Cli.instance("classic/several-solutions.sudoku");

    private static List<String> command(String... args) {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-D" + ProgressLine.INTERVAL_PROPERTY + "=0", "-cp", System.getProperty("java.class.path"), Main.class.getName()));
        cmd.addAll(List.of(args));
        return cmd;
    }

    private static String quoted(List<String> cmd) {
        return cmd.stream().map(a -> "'" + a.replace("'", "'\\''") + "'").collect(Collectors.joining(" "));
    }

    /** Everything the command wrote to the terminal (standard output and error together). */
    private static String onTerminal(Path dir, String... args) throws Exception {
        assumeTrue(new File("/usr/bin/script").canExecute(), "script(1) from util-linux is needed for a pseudo-terminal");
        Path typescript = dir.resolve("typescript");
        Process p = new ProcessBuilder("/usr/bin/script", "-qfec", quoted(command(args)), "/dev/null")
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                .redirectOutput(typescript.toFile()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "finished");
        assertEquals(0, p.exitValue(), Files.readString(typescript));
        return Files.readString(typescript, StandardCharsets.UTF_8);
    }

    /** Standard error of the command run with both streams piped. */
    private static String piped(Path dir, String... args) throws Exception {
        Path err = dir.resolve("err");
        Process p = new ProcessBuilder(command(args)).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(err.toFile()).start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "finished");
        assertEquals(0, p.exitValue(), Files.readString(err));
        return Files.readString(err, StandardCharsets.UTF_8);
    }

    @Test
    void redundantShowsTheCluesDecidedOnATerminalOnly(@TempDir Path dir) throws Exception {
        String terminal = onTerminal(dir, "redundant", HARD);
        assertTrue(terminal.contains("\rredundant: ") && terminal.contains(" clues decided (") && terminal.contains(" needed), "),
                terminal);
        assertTrue(terminal.contains("unique"), "the answer follows: " + terminal);
        String err = piped(dir, "redundant", HARD);
        assertFalse(err.contains("redundant: ") || err.contains("\r"), err);
    }

    @Test
    void statsShowsThePuzzleItMeasuresOnATerminalOnly(@TempDir Path dir) throws Exception {
        String terminal = onTerminal(dir, "stats", "--encodings", "amo=pairwise,binary", HARD);
        assertTrue(terminal.contains("\rstats: CNF sizes, combination 1 of 2, puzzle 1 of 1"), terminal);
        String err = piped(dir, "stats", "--encodings", "amo=pairwise,binary", HARD);
        assertFalse(err.contains("stats: CNF sizes") || err.contains("\r"), err);
    }

    @Test
    void ambiguityShowsTheCandidatesOnATerminalOnly(@TempDir Path dir) throws Exception {
        String terminal = onTerminal(dir, "ambiguity", SEVERAL);
        assertTrue(terminal.contains("\rambiguity: true candidates: "), terminal);
        assertTrue(terminal.contains("candidates asked"), terminal);
        String err = piped(dir, "ambiguity", SEVERAL);
        assertFalse(err.contains("ambiguity: ") || err.contains("\r"), err);
    }

    @Test
    void progressAndNoProgressOverrideTheTerminalTest() {
        Cli forced;
        System.setProperty(ProgressLine.INTERVAL_PROPERTY, "0");
        try {
            forced = Cli.run("redundant", "--progress", HARD);
        } finally {
            System.clearProperty(ProgressLine.INTERVAL_PROPERTY);
        }
        assertEquals(0, forced.code(), forced.toString());
        assertTrue(forced.err().contains("\rredundant: 22 of 22 clues decided (") && forced.err().contains("solver calls, 0:"),
                forced.err());
        assertTrue(forced.err().endsWith(" \r"), "the line is cleared before the answer: " + forced.err());
        Cli off = Cli.run("redundant", "--no-progress", HARD);
        assertFalse(off.err().contains("redundant: "), off.err());
        Cli piped = Cli.run("redundant", HARD);
        assertFalse(piped.err().contains("redundant: "), "a test JVM's standard error is no terminal: " + piped.err());
    }

    @Test
    void everyLongCommandTakesTheOneProgressOption() {
        for (String command : List.of("redundant", "stats", "ambiguity", "explain", "count", "steps", "batch")) {
            Cli help = Cli.run(command, "--help");
            assertTrue(help.out().contains("--[no-]progress"), command + ": " + help.out());
        }
    }
}
