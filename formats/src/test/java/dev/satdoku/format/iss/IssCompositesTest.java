package dev.satdoku.format.iss;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.format.PuzzleReader;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.composite.AnyOf;
import dev.satdoku.sat.PuzzleSolver;
import dev.satdoku.sat.SolveReport;
import java.util.List;
import org.junit.jupiter.api.Test;

/** ISS composites (iss.md 2.7): Or, And and Replicate blocks, nested, closed by End. */
class IssCompositesTest {

    private static List<String> lines(String iss) {
        return IssTranslatorTest.lines(iss);
    }

    @Test
    void anOrOfGivensIsAnOrOfCandidateRules() {
        assertEquals(List.of("size 9", "or { candidates r1c2 digits=1 } { candidates r1c1 digits=1 }"), lines(".Or.~R1C2_1.~R1C1_1.End"));
        // An And groups its children in one group; nested Ors nest.
        assertEquals(List.of("size 9", "or { thermo r1c1 r1c2 ; candidates r2c2 digits=3,4 } { or { x r5c5 r5c6 } { v r5c5 r5c6 } }"),
                lines(".Or.And.Thermo~R1C1~R1C2.~R2C2_3_4.End.Or.X~R5C5~R5C6.V~R5C5~R5C6.End.End"));
        // At the top level an And is its children, and a given in it a given of the grid.
        List<String> and = lines(".And.Thermo~R1C1~R1C2.~R9C9_5.End");
        assertTrue(and.contains("thermo r1c1 r1c2") && and.stream().anyMatch(l -> l.contains("givens")), and::toString);
    }

    @Test
    void replicateCopiesTheChildrenToEachMarkedCell() {
        // Bitset "F" is bits 0 and 2 (F = 5): cell indices origin+0 and origin+2, origin R2C2 -> R2C2 and R2C4.
        assertEquals(List.of("size 9", "thermo r2c2 r3c2", "thermo r2c4 r3c4"), lines(".Replicate~F~R2C2.Thermo~R2C2~R3C2.End"));
        // Default origin R1C1; "BI": B = 1 sets bit 0 (R1C1), I = 8 sets bit 3 of character 1, bit 9: index 9, R2C1.
        assertEquals(List.of("size 9", "white r1c1 r1c2", "white r2c1 r2c2"), lines(".Replicate~BI.WhiteDot~R1C1~R1C2.End"));
        // Inside an Or, replicated children go into one group; givens and keys shift correctly.
        assertEquals(List.of("size 9", "or { candidates r1c1 digits=7 ; candidates r1c2 digits=7 } { thermo r9c1 r9c2 }"),
                lines(".Or.And.Replicate~D.~R1C1_7.End.End.Thermo~R9C1~R9C2.End"));
    }

    @Test
    void badBlocksAreErrorsNamingTheItem() {
        IssTranslatorTest.error(".Thermo~R1C1~R1C2.End", ".End", "closes no");
        IssTranslatorTest.error(".Or.~R1C1_1", ".Or", "no matching .End");
        IssTranslatorTest.error(".Or.End", "no children");
        IssTranslatorTest.error(".Or.AntiKnight.~R1C1_1.End", "AntiKnight", "whole grid");
        IssTranslatorTest.error(".Replicate~B.Sandwich~10~R1.End", "outside clue cannot be replicated");
        IssTranslatorTest.error(".Replicate~AE.Thermo~R1C1~R1C2.End", "the copy for R1C9 moves R1C2 outside the 9x9 grid");
        IssTranslatorTest.error(".Replicate~AB~R9C8.Thermo~R9C8~R9C9.End", "bit 6 marks cell 86 of the 9x9 grid, which has only 81");
        IssTranslatorTest.error(".Replicate~*.Thermo~R1C1~R1C2.End", "bitset alphabet");
        IssTranslatorTest.error(".Or~1.~R1C1_1.End", "takes no arguments");
    }

    private static String digits(Solution s) {
        StringBuilder sb = new StringBuilder();
        for (int d : s.digits()) {
            sb.append(d);
        }
        return sb.toString();
    }

    @Test
    void thePublishedEitherOrPuzzleHasItsPublishedSolutionOnly() {
        // "Either/Or" (https://www.youtube.com/watch?v=j-60lxKeWJI), as sigh/Interactive-Sudoku-Solver data/example_puzzles.js gives it.
        Puzzle p = PuzzleReader.readText(EITHER_OR, "<argument>").get(0);
        assertTrue(p.rules().stream().allMatch(r -> r instanceof AnyOf));
        SolveReport r = PuzzleSolver.sat4j(EncodingOptions.DEFAULTS).solve(p, 2, null);
        assertEquals(1, r.solutions().size());
        assertEquals("912345678657198243438762195281637954546289317379514826865971432794823561123456789", digits(r.solutions().get(0)));
    }

    static final String EITHER_OR = ".Or.~R1C2_1.~R1C1_1.End.Or.~R1C2_2.~R1C3_2.End.Or.~R1C3_3.~R1C4_3.End.Or.~R1C5_4.~R1C4_4.End"
            + ".Or.~R1C6_5.~R1C5_5.End.Or.~R1C6_6.~R1C7_6.End.Or.~R1C7_7.~R1C8_7.End.Or.~R1C8_8.~R1C9_8.End.Or.~R9C1_1.~R9C2_1.End"
            + ".Or.~R9C3_2.~R9C2_2.End.Or.~R9C4_3.~R9C3_3.End.Or.~R9C4_4.~R9C5_4.End.Or.~R9C6_5.~R9C5_5.End.Or.~R9C7_6.~R9C6_6.End"
            + ".Or.~R9C7_7.~R9C8_7.End.Or.~R9C9_8.~R9C8_8.End.Or.~R3C3_3.~R3C2_3.End.Or.~R3C8_9.~R3C9_9.End.Or.~R3C5_6.~R3C6_6.End"
            + ".Or.~R3C1_4.~R3C2_4.End.Or.~R3C4_7.~R3C5_7.End.Or.~R3C7_1.~R3C8_1.End.Or.~R7C3_5.~R7C4_5.End.Or.~R7C2_6.~R7C3_6.End"
            + ".Or.~R5C2_6.~R5C3_6.End.Or.~R5C1_4.~R5C2_4.End.Or.~R7C6_4.~R7C7_4.End.Or.~R7C8_3.~R7C7_3.End.Or.~R5C7_3.~R5C8_3.End"
            + ".Or.~R5C9_7.~R5C8_7.End.Or.~R7C4_7.~R7C5_7.End.Or.~R7C6_1.~R7C5_1.End.Or.~R5C5_3.~R4C5_3.End.Or.~R6C5_8.~R5C5_8.End"
            + ".Or.~R5C5_9.~R5C6_9.End.Or.~R5C4_2.~R5C5_2.End";
}
