package dev.satdoku.serve;

import static dev.satdoku.serve.WorkbenchClient.file;
import static dev.satdoku.serve.WorkbenchClient.question;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;

/**
 * The page in a real headless Chromium (Debian's chromium and chromium-driver) through WebDriver:
 * what a setter does, clicked and typed. Outside CI (CI unset) the tests are skipped, with a message,
 * when no browser is installed; in CI a missing browser is a failure. With SATDOKU_SCREENSHOTS=1 the
 * tests also write the README's screenshots to docs/images/.
 */
class BrowserTest extends WorkbenchBrowserTest {

    static final String ODD_EVEN = "instances/variants/sigh-001.sudoku";
    static final String HARD = "scripts/hard-instances/sigh-082.sudoku";
    static final String SEVERAL = "instances/classic/several-solutions.sudoku";
    static final String WIKIPEDIA = "instances/classic/9x9-wikipedia.sudoku";
    static final String WRONG_CAGE = "instances/broken/wrong-cage-total.sudoku";

    static String link;

    @BeforeAll
    static void exportTheLink() {
        link = client.post("/api/export", question(file(ODD_EVEN)).put("format", "fpuzzles")).json().get("text").asText();
    }

    @Test
    void aPastedLinkIsDrawnThenFoundUniqueWithItsCandidates() throws IOException {
        paste(link);
        waitFor(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#board svg rect.border")));
        awaitVerdict("Unique");
        assertTrue(driver.findElement(By.cssSelector("#board svg")).getAttribute("innerHTML").contains("class=\"given\""));
        assertEquals(0, count("#overlay .cand"), "candidates are off until asked for");
        type("c");
        waitFor(d -> count("#overlay .cand") > 0);
        // unique: every empty cell has exactly one candidate, drawn as the fixed digit
        assertEquals(count("#overlay .cand"), count("#overlay .cand.fixed"));
        int givens = dev.satdoku.format.PuzzleReader.readText(file(ODD_EVEN), "x").get(0).givenCount();
        assertEquals(81 - givens, count("#overlay .cand.fixed"), "one candidate in each empty cell");
        driver.findElement(By.cssSelector("[data-export=fpuzzles]")).click();
        waitFor(d -> driver.findElement(By.id("export-text")).getAttribute("value").startsWith("https://www.f-puzzles.com/?load="));
    }

    @Test
    void removingAGivenShowsMultipleSolutionsAndWhereTheyDiffer() throws IOException {
        paste(file(ODD_EVEN));
        awaitVerdict("Unique");
        clickCell(1, 6);
        waitFor(d -> count("#overlay .selected") == 1);
        type(Keys.DELETE);
        awaitVerdict("Multiple");
        waitFor(d -> count("#overlay .differ") > 0);
        assertFalse(driver.findElement(By.id("edits-box")).getAttribute("hidden") != null, "the what-if given is listed");
        assertTrue(driver.findElement(By.id("edits-list")).getText().contains("r1c6 cleared"));
        driver.findElement(By.id("show-candidates")).click();
        waitFor(d -> count("#overlay .cand:not(.fixed)") > 0);
    }

    @Test
    void severalSolutionsShowTheDifferingCellsAndTheGivensThatMakeItUnique() throws IOException {
        paste(file(SEVERAL));
        awaitVerdict("Multiple");
        // fetched by themselves after a quick verdict: the cells where solutions differ, shaded, and suggested givens, ringed
        waitFor(ExpectedConditions.presenceOfElementLocated(By.id("ambiguity")));
        var api = client.post("/api/ambiguity", question(file(SEVERAL))).json();
        assertEquals(api.get("differing").size(), count("#under .ambiguous"));
        java.util.Set<String> cells = new java.util.HashSet<>();
        api.get("suggestions").forEach(x -> cells.add(x.get("cell").asText()));
        assertEquals(cells.size(), count("#overlay .suggested"), "one ring per suggested cell");
        List<WebElement> buttons = driver.findElements(By.cssSelector("#ambiguity button.suggestion"));
        assertEquals(api.get("suggestions").size(), buttons.size());
        String answers = driver.findElement(By.id("answers")).getText();
        assertTrue(answers.contains("differ in " + api.get("differing").size() + " cells"), answers);
        screenshot("workbench-multiple");
        // trying a suggestion makes the puzzle unique
        String first = buttons.get(0).getText();
        buttons.get(0).click();
        awaitVerdict("Unique");
        assertTrue(driver.findElement(By.id("edits-list")).getText().contains(first), first);
    }

    @Test
    void aUniquePuzzleShowsItsRedundantClues() throws IOException {
        paste(file(WIKIPEDIA));
        awaitVerdict("Unique");
        waitFor(ExpectedConditions.presenceOfElementLocated(By.id("redundant")));
        var api = client.post("/api/redundant", question(file(WIKIPEDIA))).json();
        assertTrue(api.get("redundant").size() > 0);
        assertEquals(api.get("redundant").size(), count("#overlay .redundant"), "each redundant given marked");
        String answers = driver.findElement(By.id("answers")).getText();
        assertTrue(answers.contains(api.get("redundant").size() + " of the " + api.get("clues").asInt() + " clues"), answers);
        api.get("redundant").forEach(e -> assertTrue(answers.contains("given " + e.get("digit").asInt() + " at " + e.get("cell").asText()), e.toString()));
        screenshot("workbench-unique");
    }

    @Test
    void aBrokenPuzzleShowsTheConflictAndTheRepairs() throws IOException {
        paste(file(WRONG_CAGE));
        awaitVerdict("No solution");
        waitFor(ExpectedConditions.presenceOfElementLocated(By.id("repairs")));
        assertTrue(count("#under .conflict-rule") > 0, "the conflicting rules' cells are shaded");
        String repairs = driver.findElement(By.id("repairs")).getText();
        // the planted mistake, the cage total 16 of r1c3 r1c4 r1c5 (line 6), is among the repairs
        assertTrue(repairs.contains("Remove any ONE"), repairs);
        assertTrue(repairs.contains("cage 16 r1c3") && repairs.contains(" (line 6)"), repairs);
        assertTrue(count("#overlay .repair") >= 3, "the cage's three cells ringed at least");
        screenshot("workbench-conflict");
    }

    @Test
    void aClashingGivenIsShownAsTheConflict() throws IOException {
        paste(file(ODD_EVEN));
        awaitVerdict("Unique");
        clickCell(1, 1);
        type("7"); // row 1 already has a 7 at r1c6
        awaitVerdict("No solution");
        waitFor(d -> count("#overlay .conflict") == 2);
        String answers = driver.findElement(By.id("answers")).getText();
        assertTrue(answers.contains("given 7 at r1c1") && answers.contains("given 7 at r1c6"), answers);
        // taking it back makes the puzzle unique again
        type(Keys.DELETE);
        awaitVerdict("Unique");
        assertEquals(0, count("#overlay .conflict"));
    }

    @Test
    void aLongSolveShowsProgressAndCanBeCancelled() {
        paste(file(HARD));
        waitFor(ExpectedConditions.visibilityOfElementLocated(By.id("progress")));
        waitFor(d -> driver.findElement(By.id("progress-text")).getText().contains("solve"));
        driver.findElement(By.id("cancel")).click();
        awaitVerdict("Cancelled");
        waitFor(ExpectedConditions.invisibilityOfElementLocated(By.id("progress")));
        String session = (String) ((JavascriptExecutor) driver).executeScript("return state.session;");
        assertEquals(0, client.get("/api/jobs?session=" + session).json().get("running").size(),
                "the server stopped working on it");
        // Try again asks once more, under the server's limit, and can be cancelled again.
        WebElement again = waitFor(ExpectedConditions.elementToBeClickable(By.id("ask-retry")));
        assertEquals("Try again (the server gives it up to 30 s)", again.getText());
        again.click();
        waitFor(d -> driver.findElement(By.id("progress-text")).getText().contains("solve"));
        driver.findElement(By.id("cancel")).click();
        awaitVerdict("Cancelled");
    }

    @Test
    void badInputShowsTheOneLineMessage() {
        paste(".".repeat(80) + "x");
        waitFor(ExpectedConditions.visibilityOfElementLocated(By.id("error")));
        String message = driver.findElement(By.id("error")).getText();
        // The pasted text's place in words, and the line itself.
        assertTrue(message.startsWith("line 1, column 81: ") && message.contains("\n") && message.endsWith(".".repeat(80) + "x"), message);
        assertEquals("Cannot read the puzzle", verdict());
    }
}
