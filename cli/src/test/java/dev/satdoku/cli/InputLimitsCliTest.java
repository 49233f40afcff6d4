package dev.satdoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.format.NativeParser;
import dev.satdoku.model.Puzzle;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/** Input limits and the enormous-encoding warning as the command line reports them. */
class InputLimitsCliTest {

    @Test
    void aHugeClueIsBadInputWithItsPosition() {
        Cli r = Cli.run("solve", "size 9\ncage 1000000000000 r1c1 r1c2");
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.toString());
        assertEquals("satdoku: <argument>:2:6: cage: total 1000000000000 is out of range: numbers in a puzzle have at most nine digits "
                + "(up to 999,999,999)\n",
                r.err(), r.toString());
    }

    @Test
    void aHugeBoxShapeIsBadInputNotAnInternalError() {
        Cli r = Cli.run("solve", "size 6\nboxes 3x29223372036854775807");
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.toString());
        assertTrue(r.err().contains("2:7: expected HEIGHTxWIDTH"), r.toString());
    }

    @Test
    void anEnormousPuzzleIsAnnouncedWithItsEstimatedSize() {
        StringBuilder text = new StringBuilder("size 25\n");
        for (int k = 0; k < 300; k++) {
            text.append("sum 200");
            for (int c = 1; c <= 20; c++) {
                text.append(" r").append(k % 25 + 1).append('c').append(c);
            }
            text.append('\n');
        }
        Puzzle big = NativeParser.parse(text.toString(), "big.sudoku");
        StringWriter err = new StringWriter();
        SizeWarning.check(new PrintWriter(err, true), big, EncodingOptions.DEFAULTS);
        assertTrue(err.toString().matches("(?s)satdoku: warning: big.sudoku: the encoding will be enormous, an estimated [\\d,]+ "
                + "variables and [\\d,]+ clauses; .*-Xmx.*\n"), err.toString());
    }

    @Test
    void ordinaryPuzzlesGetNoWarning() {
        Cli r = Cli.run("encode", Cli.instance("classic/25x25.sudoku"));
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertFalse(r.err().contains("warning"), r.err());
    }
}
