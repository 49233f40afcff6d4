package dev.satdoku.format.iss;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.format.PuzzleReader;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.sat.PuzzleSolver;
import java.util.List;
import org.junit.jupiter.api.Test;

/** ISS Regex lines (iss.md 4.8): the pattern decoded from Base64url or URL-encoding, one native regex line per group. */
class IssRegexTest {

    @Test
    void thePatternIsDecodedAndEachGroupIsALine() {
        // The spec's example: KFteMS0zXVs0N11bNjldfFs0N10xMjNbNjldKSo is ([^1-3][47][69]|[47]123[69])*
        List<String> l = IssTranslatorTest.lines(".Regex~KFteMS0zXVs0N11bNjldfFs0N10xMjNbNjldKSo~R1C1~R1C2~R1C3~~R2C1~R2C2~R2C3");
        assertEquals(List.of("size 9", "regex r1c1 r1c2 r1c3 pattern=([^1-3][47][69]|[47]123[69])*",
                "regex r2c1 r2c2 r2c3 pattern=([^1-3][47][69]|[47]123[69])*"), l);
        // Padding is optional (ISS's own example keeps one '='); the legacy form is URL-encoded text.
        assertEquals("regex r1c1 r1c2 pattern=.?(5|6)", IssTranslatorTest.lines(".Regex~Lj8oNXw2KQ=~R1C1~R1C2").get(1));
        assertEquals("regex r1c1 r1c2 pattern=[1-3]+", IssTranslatorTest.lines(".Regex~%5B1-3%5D%2B~R1C1~R1C2").get(1));
    }

    @Test
    void badPatternsAreErrorsNamingTheItem() {
        IssTranslatorTest.error(".Regex~KDEy~R1C1", ".Regex~KDEy", "the pattern '(12'", "missing ')'");
        IssTranslatorTest.error(".Regex~%5B1~R1C1", "missing ']'");
        IssTranslatorTest.error(".Regex~%ZZ~R1C1", "two hex digits");
        IssTranslatorTest.error(".Regex~MQ~~", "no cells");
    }

    @Test
    void thePublishedRegexLinePuzzleSolvesToItsSolution() {
        // "Regex line" (https://sudokupad.app/8fy259rt01), as sigh/Interactive-Sudoku-Solver data/example_puzzles.js gives it.
        String iss = ".Regex~KFteMS0zXVs0N11bNjldfFs0N10xMjNbNjldKSo~R5C2~R4C1~R3C1~R2C1~R1C1~R1C2~R2C3~R3C3~R4C3~R4C4~R4C5~R4C6"
                + "~R4C7~R3C7~R2C7~R1C8~R1C9~R2C9~R3C9~R4C9~R5C8~R6C8.Regex~KFteMjU4XS5bMTM0Nl0uWzE0Nl18WzEzNF0uLjUuLlszNDZdKSouPw="
                + "~R5C8~R6C9~R7C9~R8C9~R9C9~R9C8~R9C7~R8C7~R7C7~R6C7~R6C6~R6C5~R6C4~R6C3~R7C3~R8C3~R9C3~R9C2~R9C1~R8C1~R7C1~R6C1"
                + "~R5C2~R4C2.Regex~Lj8oW140N118NDcxKSo~R5C1~R4C1~R3C2~R2C3~R2C4~R2C5~R2C6~R2C7~R3C8~R4C9~R5C9.WhiteDot~R4C6~R5C6";
        Puzzle p = PuzzleReader.readText(iss, "<argument>").get(0);
        List<Solution> found = PuzzleSolver.sat4j(EncodingOptions.DEFAULTS).solve(p, 2, null).solutions();
        assertEquals(1, found.size());
        StringBuilder sb = new StringBuilder();
        for (int d : found.get(0).digits()) {
            sb.append(d);
        }
        assertEquals("981524376357169824246873951138795462479216538625348197563487219892631745714952683", sb.toString());
    }
}
