package dev.satdoku.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.syntax.InputException;
import dev.satdoku.syntax.InputLimits;
import dev.satdoku.testing.Parse;
import java.io.RandomAccessFile;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Every input limit is checked while reading, before encoding, with a message that says where and what the limit is. */
class InputLimitsTest {

    @Test
    void gridSizeOutside1To25() {
        Parse.error("size 26\n", "test:1:6:", "grid size 26 is outside 1..25");
        Parse.error("size 0\n", "grid size 0 is outside 1..25");
        Parse.error("size 100000000000000000000\n", "test:1:6:", "is outside 1..25");
    }

    /** Ten digits and more can overflow sums of clues: a clean error at the number, not a wrong or crashing encoding. */
    @ParameterizedTest
    @ValueSource(strings = {"cage 1000000000000 r1c1 r1c2", "cage 2147483648 r1c1 r1c2", "sum 99999999999999999999 r1c1 r1c2",
        "littlekiller 2147483647 r1c0 dr", "sandwich 1000000000000 r3", "xsum -2147483649 r1c0", "skyscraper 10000000000 r0c1"})
    void hugeCluesAreOutOfRange(String rule) {
        InputException e = Parse.error("size 9\n" + rule + "\n", "is out of range: numbers in a puzzle have at most nine digits (up to 999,999,999)");
        assertEquals(2, e.origin().line());
        assertEquals(rule.indexOf(' ') + 2, e.origin().column(), e.getMessage());
    }

    @Test
    void hugeOptionsAreOutOfRange() {
        Parse.error("size 9\nwhisper r1c1 r1c2 diff=99999999999\n", "test:2:", "option diff 99999999999 is out of range");
        Parse.error("size 9\ncandidates r1c1 digits=1,10000000000\n", "option digits 10000000000 is out of range");
    }

    /** Nine digits read as a number; the rule's own range check then says what is possible. */
    @Test
    void largeButReadableCluesGetTheRulesOwnRangeMessage() {
        Parse.neverHolds("size 9\ncage 999999999 r1c1 r1c2\n", "cage 999999999 r1c1 r1c2", "total 999999999 is impossible");
    }

    @Test
    void longLinesAreRefused() {
        String line = "cage 3" + " r1c1".repeat(InputLimits.MAX_LINE_CHARS / 5 + 1);
        Parse.error("size 9\n" + line + "\n", "test:2:1:", "lines are limited to 100,000");
    }

    @Test
    void tooManyRulesAreRefused() {
        String rules = "x r1c1 r1c2\n".repeat(InputLimits.MAX_RULES + 1);
        InputException e = Parse.error("size 9\n" + rules, "more than 100,000 rules");
        assertEquals(InputLimits.MAX_RULES + 2, e.origin().line());
    }

    /** The file size is checked before reading (a sparse file: no 64 MB written). */
    @Test
    void oversizedFilesAreRefusedBeforeReading(@TempDir Path tmp) throws Exception {
        Path big = tmp.resolve("big.sudoku");
        try (RandomAccessFile f = new RandomAccessFile(big.toFile(), "rw")) {
            f.setLength(InputLimits.MAX_INPUT_BYTES + 1);
        }
        InputException e = assertThrows(InputException.class, () -> PuzzleReader.readFile(big));
        assertTrue(e.getMessage().startsWith(big.toString()) && e.getMessage().contains("puzzle input is limited to"), e.getMessage());
    }
}
