package dev.satdoku.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.format.PuzzleReader;
import dev.satdoku.model.Puzzle;
import dev.satdoku.sat.Redundancy;
import dev.satdoku.sat.Verdict;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The words of a redundancy answer the time limit cut short. */
class RedundantPartialTextTest {

    /**
     * Every clue judged alone but the minimal set unfinished: the answer says so, rather than
     * announcing "0 undecided:" followed by nothing.
     */
    @Test
    void everyClueDecidedButTheMinimalSetUnfinished() throws Exception {
        Puzzle p = PuzzleReader.readArgument("................", null).get(0);
        Redundancy r = new Redundancy(p, Verdict.TIMEOUT, List.of(), List.of(), List.of(), List.of(), List.of(), null, null, 3, 0, 0);
        StringWriter text = new StringWriter();
        RedundantCommand.printDecided(new PrintWriter(text, true), r);
        assertTrue(text.toString().contains("the minimal clue set was not finished in time"), text.toString());
        assertFalse(text.toString().contains("0 undecided"), text.toString());
    }
}
