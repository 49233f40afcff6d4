package dev.satdoku.bench;

import dev.satdoku.format.PuzzleReader;
import dev.satdoku.model.Puzzle;
import dev.satdoku.syntax.InputException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The benchmark sets of the setter questions: every file under a folder that holds exactly one 9x9
 * puzzle, named by its path below the folder, in path order. Files that do not read are reported and
 * skipped, so one broken instance does not stop a long measurement.
 */
final class NineByNineInstances {

    /** One instance: its path below the folder and its puzzle. */
    record Instance(String name, Puzzle puzzle) {

        /** A puzzle with rules, named variables or irregular regions, as opposed to a classic. */
        boolean variant() {
            return !puzzle.rules().isEmpty() || !puzzle.extraCells().isEmpty() || !puzzle.layout().isStandard();
        }
    }

    private NineByNineInstances() {
    }

    static List<Instance> under(Path root) throws IOException {
        List<Path> files;
        try (Stream<Path> s = Files.walk(root)) {
            files = s.filter(p -> p.toString().endsWith(".sudoku")).sorted().toList();
        }
        List<Instance> out = new ArrayList<>();
        for (Path f : files) {
            List<Puzzle> puzzles;
            try {
                puzzles = PuzzleReader.readFile(f, false);
            } catch (InputException e) {
                System.out.println("skipped " + f + ": " + e.getMessage());
                continue;
            }
            if (puzzles.size() == 1 && puzzles.get(0).layout().isClassic() && puzzles.get(0).layout().rows() == 9) {
                out.add(new Instance(root.relativize(f).toString(), puzzles.get(0)));
            }
        }
        return out;
    }
}
