package dev.satdoku.format.fpuzzles;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.format.PuzzleReader;
import dev.satdoku.model.Puzzle;
import dev.satdoku.syntax.InputException;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Rules with no f-puzzles key: neither f-puzzles (its format specification, sections 1.5 and 1.7)
 * nor Rangsk's userscript states them. Export refuses each by name, at its line, rather than
 * writing a link that means a different puzzle; with --lossy the rule is left out and listed.
 */
class NoFPuzzlesKeyExportTest {

    @ParameterizedTest
    @ValueSource(strings = {"rellik 5 r1c1 r1c2", "equalitycage r1c1 r1c2", "lunchbox 5 r1c1-r1c9", "equalsum r1c1 r1c2 | r2c1 r2c2",
            "sumline 10 r1c1 r1c2 r1c3 r1c4", "contain r1c1 r1c2 r1c3 1 2", "containexact r1c1 r1c2 r1c3 1 2",
            "lookandsay r1c1 r1c2 r1c3 1x2 2x3", "countdistinct r1c1 r1c2 r1c3 r1c4", "valueindex r1c1 r1c2 r1c3 r1c4 r1c5",
            "countingcircles r1c1 r1c2 r2c1", "samevalues r1c1 r1c2 | r2c3 r2c4", "connectedvalues 1 2", "hiddenskyscraper 5 r0c1",
            "numberedroom 5 r0c1", "fullrank 3 r0c1", "uniqueranks", "antitaxicab", "globalentropy", "globalmod", "dutchflatmates",
            "regionsamevalues", "relation chain r1c1 r1c2 allow=1:2", "regex r1c1 r1c2 pattern=12",
            "nfa r1c1 r1c2 start=0 accept=0 next=0:1-9>0", "or { odd r1c1 } { even r1c1 }",
            "distinct r1c1 r5c5"})
    void exportRefusesTheRuleByNameAtItsLine(String rule) {
        Puzzle p = PuzzleReader.readText("size 9\n" + rule + "\n", "t.sudoku").get(0);
        InputException e = assertThrows(InputException.class, () -> FPuzzlesExporter.export(p, false));
        String keyword = rule.split(" ")[0];
        assertTrue(e.getMessage().startsWith("t.sudoku:2:1: cannot be written in f-puzzles: '" + keyword), e.getMessage());
        assertTrue(e.getMessage().contains("f-puzzles and Rangsk's userscript have no "), e.getMessage());
        FPuzzlesExport lossy = FPuzzlesExporter.export(p, true);
        assertTrue(lossy.dropped().size() == 1 && lossy.dropped().get(0).contains("'" + keyword), lossy.dropped()::toString);
    }

    @ParameterizedTest
    @ValueSource(strings = {"chaos", "chaoscount r1c1 | r1c2 r2c2", "chaosarrow r1c1 | r1c2 r1c3"})
    void chaosConstructionHasNoFPuzzlesFormEither(String rule) {
        String text = "size 4\n" + (rule.equals("chaos") ? "" : "chaos\n") + rule + "\n";
        Puzzle p = PuzzleReader.readText(text, "t.sudoku").get(0);
        InputException e = assertThrows(InputException.class, () -> FPuzzlesExporter.export(p, false));
        assertTrue(e.getMessage().contains("f-puzzles and Rangsk's userscript have no chaos construction"), e.getMessage());
        assertTrue(List.of(e.getMessage().split("'")).contains(rule), e.getMessage());
    }
}
