package dev.satdoku.format.sudokupad;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.format.foreign.Translation;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * "Draw a snake" and "draw a loop" rules texts, in several setters' phrasings, read as the shading
 * rules of the native format; sentences with a clause the reading cannot state stay unread.
 */
class PathReadingTest {

    /** A 4x4 SudokuPad puzzle with 2x2 boxes, no givens and no drawing. */
    private static String puzzle4(String rules) {
        StringBuilder sb = new StringBuilder("{\"cells\":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],\"regions\":[");
        for (int b = 0; b < 4; b++) {
            sb.append(b > 0 ? "," : "").append("[");
            for (int k = 0; k < 4; k++) {
                sb.append(k > 0 ? "," : "").append("[").append(b / 2 * 2 + k / 2).append(",").append(b % 2 * 2 + k % 2).append("]");
            }
            sb.append("]");
        }
        return sb.append("],\"metadata\":{\"rules\":").append(com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.textNode(rules).toString()).append("}}")
                .toString();
    }

    private static Translation translate(String json) {
        return new SudokuPadImporter().translate(json, "t.json").get(0);
    }

    private static List<String> rules(Translation t) {
        return t.statements().stream().filter(s -> !s.startsWith("size") && !s.startsWith("ruleset") && !s.startsWith("title")
                && !s.startsWith("author") && !s.startsWith("boxes")).toList();
    }

    @Test
    void aSnakeFromTheCornerThroughEveryBoxMadeOfTheUnfriendlyCells() {
        List<String> texts = List.of("Normal 4x4 sudoku rules apply. Draw a 1-cell-wide snake of orthogonally connected cells in the grid. "
                        + "The snake starts in the top-left cell, visits every 2x2 box at least once, and does not branch nor touch itself "
                        + "orthogonally. A cell is 'friendly' if its digit matches its row, column, or box number. The snake consists of all "
                        + "cells which are not friendly and no others.",
                "Shade a snake in the grid. It begins at the top left corner and passes through every box. The snake never branches or "
                        + "touches itself. Cells are friendly if their digits equal their row, their column or their box number. The snake "
                        + "occupies exactly the cells that are unfriendly.");
        for (String text : texts) {
            Translation t = translate(puzzle4(text));
            List<String> read = rules(t);
            assertTrue(t.unread().isEmpty(), () -> text + " -> " + t.unread());
            assertEquals("snake from r1c1", read.get(0), read::toString);
            assertEquals(List.of("require some shaded r1c1 r1c2 r2c1 r2c2", "require some shaded r1c3 r1c4 r2c3 r2c4",
                    "require some shaded r3c1 r3c2 r4c1 r4c2", "require some shaded r3c3 r3c4 r4c3 r4c4"), read.subList(1, 5));
            // r1c1 is friendly with a 1 (row, column and box 1); r2c4 with 2 (row, box) or 4 (column)
            assertTrue(read.contains("if all unshaded r1c1: candidates r1c1 digits=1"), read::toString);
            assertTrue(read.contains("if all shaded r1c1: candidates r1c1 digits=2,3,4"), read::toString);
            assertTrue(read.contains("if all unshaded r2c4: candidates r2c4 digits=2,4"), read::toString);
            assertTrue(read.contains("if all shaded r2c4: candidates r2c4 digits=1,3"), read::toString);
            assertEquals(5 + 32, read.size());
        }
    }

    @Test
    void aLoopThatDoesNotTouchItselfDiagonallyAndActsAsAWhisperLine() {
        for (String text : List.of("Draw a one-cell-wide loop of orthogonally connected cells. The loop may not touch itself, not even "
                + "diagonally. The loop acts as a German Whispers line (i.e., adjacent digits on the loop must have a difference of at least 5).",
                "Draw a loop through the grid. It cannot touch itself, even diagonally. Adjacent digits along the loop differ by 5 or more.")) {
            Translation t = translate(SclReadingTest.puzzle(text, ""));
            List<String> read = rules(t);
            assertTrue(t.unread().isEmpty(), () -> text + " -> " + t.unread());
            assertEquals("loop nodiagonaltouch", read.get(0));
            assertTrue(read.contains("if all shaded r1c1 r1c2: whisper r1c1 r1c2 diff=5"), read::toString);
            assertTrue(read.contains("if all shaded r8c9 r9c9: whisper r8c9 r9c9 diff=5"), read::toString);
            assertEquals(1 + 2 * 9 * 8, read.size(), "one whisper per pair of orthogonal neighbours");
        }
        Translation named = translate(puzzle4("Draw a loop. The loop acts as a German whispers line."));
        assertTrue(rules(named).contains("if all shaded r1c1 r1c2: whisper r1c1 r1c2"), "the whisper rule's default for the grid size");
        assertTrue(named.unread().isEmpty(), named.unread()::toString);
        Translation plain = translate(SclReadingTest.puzzle("Draw a loop in the grid. Digits on the loop are odd.", ""));
        assertEquals(List.of("loop"), rules(plain), "a loop that may touch itself diagonally");
        assertEquals(1, plain.unread().size(), plain.unread()::toString);
    }

    @Test
    void outsideNumbersCountingThePathsCells() {
        String parts = "\"overlays\":[" + SclReadingTest.circle(2.5, -0.5, 0, "#FFFFFF", true, "7") + ","
                + SclReadingTest.circle(9.6, 3.5, 0, "#FFFFFF", true, "3") + "]";
        for (String text : List.of("Draw a one-cell-wide loop of orthogonally connected cells. Loopy Numbered Rooms: Clues outside the grid "
                        + "indicate the digit which has to be placed in the Nth loop cell in the corresponding direction, where N is the digit "
                        + "next to the clue (and not necessarily on the loop).",
                "Draw a snake in the grid. Numbers outside the grid give the digit that must be in the Xth snake cell seen from the clue, "
                        + "where X is the digit nearest to the clue.")) {
            Translation t = translate(SclReadingTest.puzzle(text, parts));
            List<String> read = rules(t);
            assertTrue(t.unread().isEmpty(), () -> text + " -> " + t.unread());
            assertTrue(read.containsAll(List.of("numberedroom 7 r3c0 shaded", "numberedroom 3 r10c4 shaded")), read::toString);
        }
        Translation none = translate(SclReadingTest.puzzle("Draw a loop. Clues outside the grid indicate the digit which has to be placed in "
                + "the Nth loop cell in the corresponding direction.", ""));
        assertEquals(List.of("loop"), rules(none));
        assertTrue(none.unread().stream().anyMatch(u -> u.contains("no element reads as one")), none.unread()::toString);
        Translation xsums = translate(SclReadingTest.puzzle("Draw a loop. Clues outside the grid indicate the digit which has to be placed in "
                + "the Nth loop cell in the corresponding direction. Numbers outside the grid are X-sums: the sum of the first X digits in that "
                + "direction, where X is the first digit.", parts));
        assertTrue(rules(xsums).contains("xsum 7 r3c0"), "the numbers are the clue another sentence names");
        assertTrue(xsums.unread().stream().anyMatch(u -> u.contains("no element reads as one")), xsums.unread()::toString);
    }

    @Test
    void aSentenceWithAClauseTheReadingCannotStateStaysUnread() {
        Translation cages = translate(puzzle4("Draw a snake in the grid. The snake starts in the top-left cell and visits every cage."));
        assertEquals(List.of("snake"), rules(cages), "the start is not read without the rest of its sentence");
        assertTrue(cages.unread().get(0).contains("visits every cage"), cages.unread()::toString);
        Translation undefined = translate(puzzle4("Draw a snake. The snake consists of all cells which are not friendly."));
        assertEquals(List.of("snake"), rules(undefined), "friendly, never defined, is not read");
        assertFalse(undefined.unread().isEmpty());
        Translation noPath = translate(puzzle4("A cell is friendly if its digit matches its row number."));
        assertEquals(List.of(), rules(noPath), "no snake or loop is drawn: nothing is read");
        assertFalse(noPath.unread().isEmpty());
        Translation both = translate(puzzle4("Draw a snake. Draw a loop."));
        assertEquals(List.of("snake"), rules(both), "a second path of another kind is not read");
        assertEquals(1, both.unread().size(), both.unread()::toString);
    }
}
