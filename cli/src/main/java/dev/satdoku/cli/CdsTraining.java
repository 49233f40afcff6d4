package dev.satdoku.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The training run for the class-data sharing archive that the {@code satdoku} launcher creates
 * after a build (JDK's {@code -XX:ArchiveClassesAtExit}): it runs the everyday commands once, in one
 * JVM, so that the classes they load are archived and later runs map them instead of loading,
 * verifying and linking them from the jar. Output is discarded; nothing here is user-facing.
 */
public final class CdsTraining {

    private static final String PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    private static final String HARD = "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";

    private CdsTraining() {
    }

    public static void main(String[] args) throws IOException {
        PrintWriter none = new PrintWriter(Writer.nullWriter());
        // As Main.main does: the hooks' classes, run at exit, are archived with the rest.
        Interruption.install();
        Path dir = Files.createTempDirectory("satdoku-cds");
        try {
            Path list = dir.resolve("list.txt");
            Files.writeString(list, PUZZLE + "\n" + HARD + "\n" + "{\"puzzle\":\"" + PUZZLE + "\"}\nnot a puzzle\n");
            Path killer = dir.resolve("killer.sudoku");
            // The cages bring in the sum encodings and the implied sums over houses, which every killer uses.
            Files.writeString(killer, "size 4\ngivens\n.2.3\n....\n....\n.14.\nthermo r2c1 r2c2\n"
                    + "cage 5 r1c1 r2c1\ncage 6 r3c3 r3c4 r4c4\n");
            Main.execute(new String[] {"solve", PUZZLE}, none, none);
            Main.execute(new String[] {"solve", "--json", HARD}, none, none);
            Main.execute(new String[] {"solve", killer.toString()}, none, none);
            Main.execute(new String[] {"encode", PUZZLE}, none, none);
            Main.execute(new String[] {"count", PUZZLE}, none, none);
            for (String format : new String[] {"csv", "jsonl", "grid"}) {
                Main.execute(new String[] {"batch", list.toString(), "--format", format, "--threads", "2"}, none, none);
            }
            Main.execute(new String[] {"solve", "--help"}, none, none);
        } finally {
            Interruption.finished();
            try (var files = Files.list(dir)) {
                for (Path p : files.toList()) {
                    Files.deleteIfExists(p);
                }
            }
            Files.deleteIfExists(dir);
        }
    }
}
