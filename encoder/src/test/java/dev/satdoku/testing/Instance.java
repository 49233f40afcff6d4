package dev.satdoku.testing;

import dev.satdoku.format.ExpectedResult;
import dev.satdoku.format.PuzzleReader;
import dev.satdoku.model.Puzzle;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * An instance under instances/: a puzzle file ({@code NAME.sudoku}) with its stored expected result
 * beside it ({@code NAME.expected}). Every instance must have one.
 */
public record Instance(Path file, Path expectedFile) {

    public static final String EXTENSION = ".sudoku";

    /**
     * The folder of the instances whose search takes minutes; they are solved once, by the slow tier
     * ({@code @Tag("slow")}, {@code mvn -P slow}), and left out of the everyday instance loops.
     */
    public static final String SLOW = "slow";

    /** The everyday instances (all but those under {@code instances/slow/}), sorted by path. */
    public static List<Instance> all() {
        return everything().stream().filter(i -> !i.isSlow()).toList();
    }

    /** The instances under {@code instances/slow/}, sorted by path. */
    public static List<Instance> slow() {
        return everything().stream().filter(Instance::isSlow).toList();
    }

    /**
     * Every instance, the slow ones included, sorted by path: for tests that only read or encode them
     * (encoding is fast for all; the search is what is slow). Fails if a puzzle has no expected result.
     */
    public static List<Instance> everything() {
        try (Stream<Path> files = Files.walk(Repo.instances())) {
            return files.filter(p -> p.toString().endsWith(EXTENSION)).sorted().map(p -> {
                String name = p.getFileName().toString();
                Path expected = p.resolveSibling(name.substring(0, name.length() - EXTENSION.length()) + ".expected");
                if (!Files.exists(expected)) {
                    throw new IllegalStateException(p + " has no " + expected.getFileName() + " beside it");
                }
                return new Instance(p, expected);
            }).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Whether the instance lies under {@code instances/slow/}. */
    public boolean isSlow() {
        return Repo.instances().relativize(file).getName(0).toString().equals(SLOW);
    }

    public String name() {
        return Repo.instances().relativize(file).toString();
    }

    /** Reads the puzzle; instances that exist to show broken input are read without the given-clash check. */
    public Puzzle puzzle() {
        try {
            List<Puzzle> list = PuzzleReader.readFile(file, false);
            if (list.size() != 1) {
                throw new IllegalStateException(file + " holds " + list.size() + " puzzles; an instance holds one");
            }
            return list.get(0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public ExpectedResult expected(Puzzle puzzle) {
        try {
            return ExpectedResult.parse(Files.readString(expectedFile, StandardCharsets.UTF_8), puzzle, expectedFile.toString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public String toString() {
        return name();
    }
}
