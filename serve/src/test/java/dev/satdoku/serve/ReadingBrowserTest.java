package dev.satdoku.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;

/**
 * A drawn puzzle in the workbench, in headless Chromium: the reading is listed with a reading chooser
 * per element kind, a change re-solves, and a verdict about a partly read puzzle says so and draws no
 * suggestions as if it were about the puzzle itself.
 */
class ReadingBrowserTest extends WorkbenchBrowserTest {

    /** A 4x4 SudokuPad puzzle with one given and a blue circle that its rules text does not explain. */
    static final String UNEXPLAINED_CIRCLE = "{\"cells\":[[{\"value\":1},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"
            + "\"regions\":[[[0,0],[0,1],[1,0],[1,1]],[[0,2],[0,3],[1,2],[1,3]],[[2,0],[2,1],[3,0],[3,1]],[[2,2],[2,3],[3,2],[3,3]]],"
            + "\"metadata\":{\"rules\":\"Normal sudoku rules apply.\"},"
            + "\"underlays\":[{\"center\":[2.5,2.5],\"width\":0.8,\"height\":0.8,\"rounded\":true,\"backgroundColor\":\"#2ecbffff\"}]}";

    private static Select chooser(String kind) {
        return new Select(waitFor(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#reading select[data-kind='" + kind + "']"))));
    }

    @Test
    void aLinksReadingIsListedAndAChoiceReSolves() throws IOException {
        paste(Files.readString(WorkbenchClient.ROOT.resolve("formats/src/test/resources/samples/sudokupad/vanderwaal.txt")).strip());
        waitFor(d -> verdict().startsWith("Unique"));
        assertFalse(verdict().contains("rules read"), verdict());
        Select pink = chooser("pink line");
        assertEquals("renban", pink.getFirstSelectedOption().getAttribute("value"));
        assertTrue(driver.findElement(By.id("reading")).getText().contains("6 \u00d7 pink line"), driver.findElement(By.id("reading")).getText());
        pink.selectByValue("none");
        waitFor(d -> verdict().startsWith("Multiple solutions"));
        assertEquals("none", chooser("pink line").getFirstSelectedOption().getAttribute("value"), "the choice stays after the re-read");
    }

    @Test
    void aPartlyReadPuzzlesVerdictSaysSoAndSuggestsNothing() {
        paste(UNEXPLAINED_CIRCLE);
        waitFor(d -> verdict().contains("of the rules read; 1 blue circle not read"));
        waitFor(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#answers li.unread")));
        assertEquals(0, driver.findElements(By.cssSelector("#answers li.differ, #answers li.suggest, #board .differ")).size(),
                "no several-solutions marks or suggested givens for an answer about the rules read only");
        Select circle = chooser("blue circle");
        assertEquals("", circle.getFirstSelectedOption().getAttribute("value"), "shown as not read");
        circle.selectByValue("even");
        waitFor(d -> verdict().startsWith("Multiple solutions") && !verdict().contains("rules read"));
        waitFor(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#answers li.differ")));
    }
}
