package dev.satdoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.satdoku.cnf.DimacsWriter;
import dev.satdoku.encode.EncodedPuzzle;
import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encode.PuzzleEncoder;
import dev.satdoku.format.PuzzleReader;
import dev.satdoku.model.Cell;
import dev.satdoku.model.ExtraCell;
import dev.satdoku.model.Puzzle;
import dev.satdoku.rules.Rule;
import dev.satdoku.testing.Repo;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The builder can state every puzzle the repository holds: each instance, read from its file, is
 * rebuilt through {@link PuzzleBuilder} (layout, givens, variables, every rule) and must give the
 * very same CNF, clause for clause, as the puzzle read from the text.
 */
class BuilderReachesEveryInstanceTest {

    static Stream<Path> instances() throws IOException {
        try (Stream<Path> files = Files.walk(Repo.instances())) {
            List<Path> list = files.filter(p -> p.toString().endsWith(".sudoku")).sorted().toList();
            assertFalse(list.isEmpty());
            return list.stream();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("instances")
    void sameCnfAsTheText(Path file) throws IOException {
        for (Puzzle read : PuzzleReader.readFile(file, false)) { // broken/ holds clashing givens on purpose
            PuzzleBuilder b = PuzzleBuilder.of(read.layout()).name(read.name());
            for (ExtraCell v : read.extraCells()) {
                b.variable(v.name(), v.min(), v.max());
            }
            for (int r = 0; r < read.layout().rows(); r++) {
                for (int c = 0; c < read.layout().cols(); c++) {
                    int g = read.given(new Cell(r, c));
                    if (g != Puzzle.EMPTY) {
                        b.given(r + 1, c + 1, g);
                    }
                }
            }
            for (Rule rule : read.rules()) {
                b.rule(rule);
            }
            Puzzle built = b.build();
            assertEquals(read, built, "the built puzzle differs from the one read");
            assertEquals(dimacs(read), dimacs(built), "the built puzzle encodes differently");
        }
    }

    private static String dimacs(Puzzle p) throws IOException {
        EncodedPuzzle e = PuzzleEncoder.encode(p, EncodingOptions.DEFAULTS);
        StringWriter out = new StringWriter();
        DimacsWriter.write(e.fullCnf(), List.of(), out);
        return out.toString();
    }
}
