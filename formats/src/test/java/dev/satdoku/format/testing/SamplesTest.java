package dev.satdoku.format.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.testing.Repo;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The copied samples still equal the shared data they were copied from (checked when ../shared is there). */
class SamplesTest {

    @Test
    void copiesMatchTheSharedData() throws Exception {
        Path shared = Repo.root().resolve("../shared/data").normalize();
        List<String[]> pairs = List.of(
                new String[] {"fpuzzles/blitz.json", "fpuzzles/blitz.json"},
                new String[] {"fpuzzles/sudokutools-embedded-solution.json", "fpuzzles/sudokutools-embedded-solution.json"},
                new String[] {"fpuzzles/sudokupad/scl-introduction-to-counting-circles.txt", "fpuzzles/sudokupad/scl-introduction-to-counting-circles.txt"},
                new String[] {"variant/iss-examples.jsonl", "variant/iss-examples.jsonl"},
                new String[] {"variants/sigh-interactive-sudoku-solver/entries_selected.json",
                    "variants/sigh-interactive-sudoku-solver/entries_selected.json"});
        assertTrue(Samples.fpuzzles().size() == 9 && Samples.iss().size() == 58, "sample counts changed");
        if (!Files.isDirectory(shared)) {
            return; // a clone without ../shared: the copies are all there is
        }
        for (String[] p : pairs) {
            Path original = shared.resolve(p[1]);
            if (Files.exists(original)) {
                assertEquals(Files.readString(original), Samples.text(p[0]), p[0] + " differs from " + original);
            }
        }
        for (String f : Samples.FPUZZLES_FILES) {
            Path original = shared.resolve("fpuzzles/" + f + ".json");
            if (Files.exists(original)) {
                assertEquals(Files.readString(original), Samples.text("fpuzzles/" + f + ".json"), f);
            }
        }
    }
}
