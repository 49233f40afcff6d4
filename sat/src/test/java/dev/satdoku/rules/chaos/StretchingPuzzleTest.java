package dev.satdoku.rules.chaos;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.format.ExpectedResult;
import dev.satdoku.format.PuzzleReader;
import dev.satdoku.model.Puzzle;
import dev.satdoku.sat.PuzzleSolver;
import dev.satdoku.sat.SolveReport;
import dev.satdoku.sat.Verdict;
import dev.satdoku.testing.Repo;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * "Stretching" (ISS's example collection, a published 9x9 chaos construction with chaos arrows) solves
 * to its published solution, uniquely. It is the evidence for how an ISS chaos arrow without arm cells
 * reads (in all four directions to the edges: five such arrows, and any other reading loses the
 * published answer). It lives in docs/examples rather than instances/ because it takes tens of
 * seconds, too long for every test that walks the instances; here it is solved once.
 */
class StretchingPuzzleTest {

    @Test
    void solvesUniquelyToThePublishedGrid() throws Exception {
        Path file = Repo.root().resolve("docs/examples/chaos-stretching.sudoku");
        Puzzle puzzle = PuzzleReader.readFile(file, true).get(0);
        Path expectedFile = Repo.root().resolve("docs/examples/chaos-stretching.expected");
        ExpectedResult expected = ExpectedResult.parse(Files.readString(expectedFile, StandardCharsets.UTF_8), puzzle, expectedFile.toString());
        SolveReport report = PuzzleSolver.sat4j(EncodingOptions.DEFAULTS).solve(puzzle, 2, null);
        assertTrue(report.exhaustive());
        assertEquals(Verdict.UNIQUE, report.verdict());
        assertEquals(expected.solutions(), report.solutions());
    }
}
