package dev.satdoku.format.iss;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.format.PuzzleReader;
import dev.satdoku.model.Puzzle;
import dev.satdoku.sat.PuzzleSolver;
import dev.satdoku.sat.SolveReport;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import dev.satdoku.format.foreign.Translation;
import org.junit.jupiter.api.Test;

/**
 * ISS's counting types: each item's native line, the errors that name the item, and published ISS
 * puzzles (data/example_puzzles.js and the end-to-end collection of sigh/Interactive-Sudoku-Solver)
 * solved through the importer to exactly their published solution.
 */
class IssCountingTest {

    private static List<String> rules(String iss) {
        List<String> l = IssTranslatorTest.lines(iss);
        return l.subList(1, l.size());
    }

    @Test
    void valueCountsBecomeContainLines() {
        assertEquals(List.of("contain r3c4 r3c5 r3c6 r4c6 1 1 2 3"), rules(".ContainAtLeast~1_1_2_3~R3C4~R3C5~R3C6~R4C6"));
        assertEquals(List.of("containexact r1c2 r2c2 2"), rules(".ContainExact~2~R1C2~R2C2"));
        assertEquals(List.of("lookandsay r1c1 r1c2 r1c3 1x2 2x3"), rules(".LookAndSay~1223~R1C1~R1C2~R1C3"));
        assertEquals(List.of("lookandsay r1c1 r1c2 0x5 2x7"), rules(".LookAndSay~2705~R1C1~R1C2"));
        IssTranslatorTest.error(".ContainAtLeast~1_2_3~R1C1~R1C2", ".ContainAtLeast~1_2_3~R1C1~R1C2", "3 values cannot all occur among 2 cells");
        IssTranslatorTest.error(".ContainExact~1_x~R1C1~R1C2", "whole-number values, found 'x'");
        IssTranslatorTest.error(".ContainExact~10~R1C1", "value 10 is outside 1..9");
        IssTranslatorTest.error(".ContainExact~1~R1C1~R1C1", "R1C1 is listed twice");
        IssTranslatorTest.error(".LookAndSay~122~R1C1~R1C2", "count,value pairs", "found '122'");
        IssTranslatorTest.error(".LookAndSay~1212~R1C1~R1C2", "gives the count of 2 twice");
        IssTranslatorTest.error(".LookAndSay~32~R1C1~R1C2", "asks for 3 values in 2 cells");
        IssTranslatorTest.error(".LookAndSay~12", "expected LookAndSay");
    }

    @Test
    void valuesAreTheGridsRangeNotOneToTheSide() {
        // 0 is a value of a 0-based grid, and 9 is not one of 0..8
        List<String> out = IssTranslatorTest.lines(".Shape~9x9~0-8.ContainExact~0~R1C1~R1C2");
        assertTrue(out.contains("containexact r1c1 r1c2 0"), out.toString());
        IssTranslatorTest.error(".Shape~9x9~0-8.ContainExact~9~R1C1", "value 9 is outside 0..8");
    }

    @Test
    void distinctCountsIndexingAndCircles() {
        assertEquals(List.of("countdistinct r3c3 r3c2 r2c2"), rules(".CountDistinct~R3C3~R3C2~R2C2"));
        assertEquals(List.of("valueindex r1c4 r2c4 r2c3 r2c2 r2c1"), rules(".ValueIndexing~R1C4~R2C4~R2C3~R2C2~R2C1"));
        assertEquals(List.of("countingcircles r1c1 r1c2 r2c2"), rules(".CountingCircles~R1C1~R1C2~R2C2"));
        assertEquals(List.of("countingcircles r1c1", "countingcircles r2c2 r3c3"), rules(".CountingCircles~R1C1.CountingCircles~R2C2~R3C3"),
                "each item is its own set of circles");
        IssTranslatorTest.error(".CountDistinct~R1C1", "expected CountDistinct~control~cells");
        IssTranslatorTest.error(".CountDistinct~R1C1~R1C2~R1C1", "R1C1 is listed twice");
        IssTranslatorTest.error(".ValueIndexing~R1C4~R2C4", "expected ValueIndexing");
        IssTranslatorTest.error(".CountingCircles~R1C1~RaC1", "outside the 9x9 grid");
    }

    @Test
    void sameValuesWithGroupsOfSeveralCells() {
        assertEquals(List.of("samevalues r1c1 r1c2 | r2c1 r2c2"), rules(".SameValues~2~R1C1~R1C2~R2C1~R2C2"));
        assertEquals(List.of("samevalues r1c1 r1c2 | r2c3 r2c4 | r5c5 r6c6"), rules(".SameValues~3~R1C1~R1C2~R2C3~R2C4~R5C5~R6C6"));
        assertEquals(List.of("clone r1c1 | r2c2"), rules(".SameValues~2~R1C1~R2C2"), "single cells stay clones");
        Translation one = IssTranslator.translate(".SameValues~1~R1C1~R1C2", "<argument>");
        assertEquals(List.of("size 9"), one.statements());
        assertTrue(one.warnings().get(0).contains("one group has the same values as itself"), one.warnings()::toString);
        IssTranslatorTest.error(".SameValues~2~R1C1~R1C2~R1C1~R2C2", "R1C1 is listed twice");
        IssTranslatorTest.error(".SameValues~3~R1C1~R1C2", "cannot be split into 3");
    }

    @Test
    void connectedValuesOnTheGrid() {
        assertEquals(List.of("connectedvalues 1 2"), rules(".ConnectedValues~~1_2"));
        assertEquals(List.of("connectedvalues 5 size=10"), rules(".ConnectedValues~~5~10"));
        assertEquals(List.of("connectedvalues 5"), rules(".ConnectedValues~~5~0"), "size 0 means any size, as in ISS");
        IssTranslatorTest.error(".ConnectedValues~VS~1_2", "'VS' is not a group of several Var cells");
        IssTranslatorTest.error(".ConnectedValues~~1_1", "value 1 is listed twice");
        IssTranslatorTest.error(".ConnectedValues~~1~82", "does not fit the 9x9 grid");
    }

    @Test
    void publishedPuzzlesSolveToTheirPublishedSolutions() {
        // "Clockwork" (counting circles), "Slingshot sudoku" (value indexing), "Look-and-Say Killer":
        // data/example_puzzles.js of sigh/Interactive-Sudoku-Solver, inputs and solutions as published there.
        assertUnique(".CountingCircles~R1C1~R1C5~R1C9~R2C7~R2C3~R3C2~R3C8~R4C6~R4C7~R4C4~R5C1~R5C2~R6C3~R6C4~R6C6~R7C8~R8C7~R9C9"
                + "~R9C5~R7C2~R8C3~R9C1~R5C8.~R1C5_1~R2C8_2~R2C2_8~R5C9_3~R5C1_7~R8C2_6~R9C5_5~R7C3_8~R6C5_9~R7C7_2~R8C6_1~R8C8_4",
                "623514897584379621971268354219436785745182963836795412158643279367921548492857136");
        assertUnique(".LookAndSay~1617~R3C1~R2C1~R1C1.LookAndSay~1324~R1C3~R2C3~R2C4~R1C4.LookAndSay~11~R1C7~R1C8"
                + ".LookAndSay~1913~R2C9~R2C8~R3C8~R3C7~R3C6.LookAndSay~3518~R3C9~R4C9~R5C9~R5C8~R5C7~R6C7~R6C6"
                + ".LookAndSay~1112~R7C9~R7C8~R8C8~R8C7~R9C7.LookAndSay~2311~R7C4~R8C4~R8C3~R8C2~R7C2.LookAndSay~26~R7C5~R6C5~R6C4~R5C4"
                + ".LookAndSay~2113~R6C2~R6C1~R7C1.LookAndSay~28~R7C7~R7C6~R8C6~R9C6.LookAndSay~1422~R5C5~R4C5~R4C4~R4C3"
                + ".LookAndSay~39~R5C1~R6C2~R7C3~R8C4~R9C5.LookAndSay~26~R6C9~R7C8~R8C7~R9C6.",
                "893456712654217983721839465562741398948623571317985246179362854435178629286594137");
    }

    private static void assertUnique(String iss, String solution) {
        List<Puzzle> read = PuzzleReader.readText(iss, "<argument>");
        assertEquals(1, read.size());
        SolveReport report = PuzzleSolver.sat4j(EncodingOptions.DEFAULTS).solve(read.get(0), 2, null);
        assertEquals(1, report.solutions().size(), "exactly one solution, as published");
        String digits = Arrays.stream(report.solutions().get(0).digits()).mapToObj(String::valueOf).collect(Collectors.joining());
        assertEquals(solution, digits);
    }
}
