package dev.satdoku.serve;

import static dev.satdoku.serve.GridShapesApiTest.RECT_6X8;
import static dev.satdoku.serve.GridShapesApiTest.RECT_6X8_SOLUTION;
import static dev.satdoku.serve.GridShapesApiTest.SIXTEEN;
import static dev.satdoku.serve.GridShapesApiTest.ZERO_4X6;
import static dev.satdoku.serve.GridShapesApiTest.ZERO_6X8;
import static dev.satdoku.serve.WorkbenchClient.edits;
import static dev.satdoku.serve.WorkbenchClient.file;
import static dev.satdoku.serve.WorkbenchClient.question;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;

/**
 * The page on grids that are not square 1..9, in a real headless Chromium as {@link BrowserTest} runs it:
 * a 6x8 ISS string, 0-based 4x6 and 6x8 grids, the 16x16 classic. The marks the page draws (givens,
 * candidates, the selection, conflicts, repairs) are checked at the cell they belong to, read back from
 * their SVG coordinates; values of 10 and more and the value 0 are typed as a setter types them.
 * Skipped with a message outside CI when no browser is installed; a failure in CI. With
 * SATDOKU_SCREENSHOTS=1 it writes docs/images/workbench-rectangular*.png.
 */
class GridShapesBrowserTest extends WorkbenchBrowserTest {

    private static String editsList() {
        return driver.findElement(By.id("edits-list")).getText();
    }

    @Test
    void aRectangularIssStringIsDrawnSixByEightAndItsCandidatesSitInTheirCells() throws IOException {
        pasteAndDraw(RECT_6X8);
        // the grid is 8 columns wide and 6 rows high, with its 20 givens in the right cells
        double ratio = ((Number) js("const b = document.querySelector('#board svg rect.border');"
                + "return b.width.baseVal.value / b.height.baseVal.value;")).doubleValue();
        assertEquals(8.0 / 6.0, ratio, 1e-9);
        Set<String> givens = new HashSet<>(marks("text.given"));
        assertEquals(20, givens.size());
        assertTrue(givens.containsAll(Set.of("r1c2=4", "r6c6=4", "r2c7=5", "r6c2=7")), givens.toString());
        awaitVerdict("Unique");
        type("c");
        waitFor(d -> count("#overlay .cand") > 0);
        // unique: each of the 28 empty cells shows its one candidate, the solution's value of that cell
        List<String> fixed = marks("#overlay .cand.fixed");
        assertEquals(28, fixed.size());
        assertEquals(count("#overlay .cand"), fixed.size());
        for (String m : fixed) {
            String[] rc = m.substring(1, m.indexOf('=')).split("c");
            int i = (Integer.parseInt(rc[0]) - 1) * 8 + Integer.parseInt(rc[1]) - 1;
            assertEquals(RECT_6X8_SOLUTION[i], Integer.parseInt(m.substring(m.indexOf('=') + 1)), m);
            assertTrue(!givens.stream().anyMatch(g -> g.startsWith(m.substring(0, m.indexOf('=') + 1))), "not on a given: " + m);
        }
        // the solution (key S) in the empty cells, each the solution's value of its cell
        type("s");
        waitFor(d -> count("#overlay .solution") == 28);
        Set<String> solution = new HashSet<>(marks("#overlay .solution"));
        for (int i = 0; i < 48; i++) {
            String at = "r" + (i / 8 + 1) + "c" + (i % 8 + 1) + "=";
            assertTrue(givens.stream().anyMatch(g -> g.startsWith(at)) || solution.contains(at + RECT_6X8_SOLUTION[i]), at);
        }
        type("s");
        // the far corner is reachable: a click there selects r6c8, the arrow keys wrap over 8 columns
        clickCell(6, 8);
        assertEquals(List.of("r6c8="), marks("#overlay .selected"));
        type(Keys.ARROW_RIGHT);
        waitFor(d -> marks("#overlay .selected").equals(List.of("r6c1=")));
        type(Keys.ARROW_DOWN);
        waitFor(d -> marks("#overlay .selected").equals(List.of("r1c1=")));
        // the value buttons are the grid's values, 1 to 8
        assertEquals(List.of("1", "2", "3", "4", "5", "6", "7", "8", "Clear"),
                driver.findElements(By.cssSelector("#pad button")).stream().map(WebElement::getText).toList());
        screenshot("workbench-rectangular");
    }

    @Test
    void aZeroIsTypedAsAValueOnAZeroBasedGrid() throws IOException {
        pasteAndDraw(ZERO_4X6);
        awaitVerdict("Unique");
        assertEquals(6.0 / 4.0, ((Number) js("const b = document.querySelector('#board svg rect.border');"
                + "return b.width.baseVal.value / b.height.baseVal.value;")).doubleValue(), 1e-9, "6 columns, 4 rows");
        assertTrue(marks("text.given").contains("r1c2=0"), "the given 0 is drawn");
        // r1c1 is empty (its value is 1); a 0 there clashes with r1c2's 0: it is a value, not a clear
        clickCell(1, 1);
        type("0");
        awaitVerdict("No solution");
        assertEquals("r1c1 = 0", editsList());
        waitFor(d -> count("#overlay .conflict") == 2);
        assertEquals(Set.of("r1c1=", "r1c2="), new HashSet<>(marks("#overlay .conflict")));
        String answers = driver.findElement(By.id("answers")).getText();
        assertTrue(answers.contains("given 0 at r1c1") && answers.contains("given 0 at r1c2"), answers);
        type(Keys.DELETE);
        awaitVerdict("Unique");
        // without r1c2's 0 the puzzle has several solutions; its candidates include 0, in the cell's top left spot
        clickCell(1, 2);
        type(Keys.DELETE);
        awaitVerdict("Multiple");
        assertEquals("r1c2 cleared", editsList());
        // the suggested givens ringed in their cells, the cells where solutions differ shaded
        waitFor(ExpectedConditions.presenceOfElementLocated(By.id("ambiguity")));
        JsonNode ambiguity = client.post("/api/ambiguity", edits(question(ZERO_4X6), nullR1c2())).json();
        Set<String> suggested = new HashSet<>();
        ambiguity.get("suggestions").forEach(x -> suggested.add(x.get("cell").asText() + "="));
        assertEquals(suggested, new HashSet<>(marks("#overlay circle.suggested")));
        Set<String> differing = new HashSet<>();
        ambiguity.get("differing").forEach(x -> differing.add(x.get("cell").asText() + "="));
        assertEquals(differing, new HashSet<>(marks("#under .ambiguous")));
        driver.findElement(By.id("show-candidates")).click();
        waitFor(d -> marks("#overlay .cand:not(.fixed)").contains("r1c2=0"));
        screenshot("workbench-zero-based");
        // where in r1c2 (as a fraction of the cell from its top left corner) its 0 is drawn
        @SuppressWarnings("unchecked")
        List<Number> spot = (List<Number>) js("const b = document.querySelector('#board svg rect.border');"
                + "const cell = b.width.baseVal.value / 6, x0 = b.x.baseVal.value + cell, y0 = b.y.baseVal.value;"
                + "const t = [...document.querySelectorAll('#overlay .cand')].find(e => e.firstChild.nodeValue === '0'"
                + "  && +e.getAttribute('x') > x0 && +e.getAttribute('x') < x0 + cell && +e.getAttribute('y') < y0 + cell);"
                + "return [(+t.getAttribute('x') - x0) / cell, (+t.getAttribute('y') - y0) / cell];");
        assertTrue(spot.get(0).doubleValue() < 0.34 && spot.get(1).doubleValue() < 0.34, "0 is the first of 0..5: top left, " + spot);
        // typing 0 puts the given back: unique again, no what-if left
        type("0");
        awaitVerdict("Unique");
        assertTrue(editsList().isEmpty(), editsList());
    }

    private static Map<String, Integer> nullR1c2() {
        Map<String, Integer> m = new HashMap<>();
        m.put("r1c2", null);
        return m;
    }

    @Test
    void valuesOfTenAndMoreAreTypedDigitByDigitOnSixteen() {
        pasteAndDraw(file(SIXTEEN));
        awaitVerdict("Unique");
        // r1c1 is empty (its value is 6): 1 then 5 is the value 15, which r1c14 holds already
        clickCell(1, 1);
        type("1", "5");
        awaitVerdict("No solution");
        assertEquals("r1c1 = 15", editsList());
        waitFor(d -> count("#overlay .conflict") == 2);
        assertEquals(Set.of("r1c1=", "r1c14="), new HashSet<>(marks("#overlay .conflict")));
        type(Keys.DELETE);
        awaitVerdict("Unique");
        // r1c8's value is 12: typed, the puzzle stays unique with one more given
        clickCell(1, 8);
        type("1", "2");
        waitFor(d -> editsList().equals("r1c8 = 12"));
        awaitVerdict("Unique");
        // 1 alone is entered after a short pause (a 1 may start 10..16); r1c2 is 3 in the only solution
        clickCell(1, 2);
        // the key and the look at the page in one script, so the pause cannot run out in between
        assertEquals(List.of("1", "r1c2=1…"), js("document.dispatchEvent(new KeyboardEvent('keydown', {key: '1', bubbles: true}));"
                + "const t = document.querySelector('#overlay text.entry'); const b = document.querySelector('#board svg rect.border');"
                + "const cell = b.width.baseVal.value / 16;"
                + "return [document.getElementById('edits-list').textContent.includes('r1c2') ? 'entered at once' : entry.text,"
                + " 'r' + (Math.floor((+t.getAttribute('y') - b.y.baseVal.value) / cell) + 1) + 'c'"
                + " + (Math.floor((+t.getAttribute('x') - b.x.baseVal.value) / cell) + 1) + '=' + t.textContent];"),
                "the 1 waits, shown in its cell");
        waitFor(d -> editsList().contains("r1c2 = 1"));
        awaitVerdict("No solution");
        // Enter enters it at once; 2 on a 1..16 grid needs no Enter (no value starts with 2 and goes on)
        type(Keys.DELETE);
        awaitVerdict("Unique");
        clickCell(2, 1);
        type("1", Keys.ENTER);
        waitFor(d -> editsList().contains("r2c1 = 1"));
        awaitVerdict("No solution");
        type(Keys.DELETE);
        awaitVerdict("Unique");
        type("2");
        waitFor(d -> editsList().contains("r2c1 = 2"));
        awaitVerdict("No solution");
        // the value buttons go up to 16
        List<String> pad = driver.findElements(By.cssSelector("#pad button")).stream().map(WebElement::getText).toList();
        assertEquals(17, pad.size());
        assertEquals("16", pad.get(15));
    }

    @Test
    void twoDigitCandidatesOfSixteenFitTheirSpots() throws IOException {
        // the 16x16 classic without its first given of 10 or more (r1c7's 10): several solutions, and cells
        // whose candidates include values of two digits
        String text = file(SIXTEEN);
        int at = text.indexOf("givens\n") + "givens\n".length();
        int end = at;
        for (int row = 0; row < 3; row++) {
            end = text.indexOf('\n', end) + 1;
        }
        String emptied = text.substring(0, at) + text.substring(at, end).replaceFirst("\\b1[0-6]\\b", " .") + text.substring(end);
        assertTrue(emptied.length() > 0 && !emptied.equals(text));
        pasteAndDraw(emptied);
        awaitVerdict("Multiple");
        // ticked while the page fetches the candidates by itself (they take a while on 16x16): asked once, complete
        type("c");
        waitFor(d -> count("#overlay .cand:not(.fixed)") > 0);
        waitFor(ExpectedConditions.invisibilityOfElementLocated(By.id("progress")));
        String answers = driver.findElement(By.id("answers")).getText();
        assertTrue(answers.contains("Candidates: ") && !answers.contains("Candidates incomplete"), answers);
        // each candidate inside its own sixteenth of its cell (4 x 4 spots, 1 top left, 16 bottom right), none spilling over
        @SuppressWarnings("unchecked")
        List<String> misplaced = (List<String>) js("const b = document.querySelector('#board svg rect.border');"
                + "const cell = b.width.baseVal.value / 16, spot = cell / 4, bx = b.x.baseVal.value, by = b.y.baseVal.value;"
                + "return [...document.querySelectorAll('#overlay .cand:not(.fixed)')].filter(t => {"
                + "  const v = +t.firstChild.nodeValue, r = t.getBBox();"
                + "  const col = Math.floor((r.x + r.width / 2 - bx) / cell), row = Math.floor((r.y + r.height / 2 - by) / cell);"
                + "  const sx = bx + col * cell + ((v - 1) % 4) * spot, sy = by + row * cell + Math.floor((v - 1) / 4) * spot;"
                + "  return r.x < sx - 0.5 || r.x + r.width > sx + spot + 0.5 || r.width > spot; }).map(t => t.firstChild.nodeValue);");
        assertEquals(List.of(), misplaced);
        assertTrue(marks("#overlay .cand:not(.fixed)").stream().anyMatch(m -> m.matches("r[1-3]c\\d+=1[0-6]")), "two-digit candidates");
        screenshot("workbench-sixteen-candidates");
    }

    @Test
    void aClashOnARectangularGridShowsItsConflictAndNumberedRepairsInTheRightCells() throws IOException {
        pasteAndDraw(ZERO_6X8);
        awaitVerdict("Unique");
        // r1c1 is empty (its value is 8); a 1 there clashes with r1c3's 1
        clickCell(1, 1);
        type("1");
        awaitVerdict("No solution");
        waitFor(ExpectedConditions.presenceOfElementLocated(By.id("repairs")));
        assertEquals(Set.of("r1c1=", "r1c3="), new HashSet<>(marks("#overlay .conflict")));
        JsonNode repairs = client.post("/api/explain", edits(question(ZERO_6X8), Map.of("r1c1", 1)).put("repairs", 2)).json()
                .get("repairs").get("list");
        // every repaired cell ringed once, its badge naming the repairs it belongs to, by rank
        Map<String, Set<String>> want = new HashMap<>();
        for (int k = 0; k < repairs.size(); k++) {
            for (JsonNode e : repairs.get(k).get("removed")) {
                want.computeIfAbsent(e.get("cell").asText(), c -> new HashSet<>()).add(String.valueOf(k + 1));
            }
        }
        assertEquals(want.keySet(), new HashSet<>(marks("#overlay circle.repair").stream().map(m -> m.substring(0, m.indexOf('='))).toList()));
        for (String m : marks("#overlay .repair-rank")) {
            String cell = m.substring(0, m.indexOf('='));
            assertEquals(want.get(cell), Set.of(m.substring(m.indexOf('=') + 1).split(",")), m);
        }
        assertEquals(want.size(), count("#overlay .repair-rank"));
        // the badge is readable: at least a third of the cell high, and drawn after (over) the ring
        double badge = ((Number) js("const b = document.querySelector('#overlay .repair-rank rect').getBBox().height;"
                + "const r = document.querySelector('#board svg rect.border'); return b / (r.width.baseVal.value / 8);")).doubleValue();
        assertTrue(badge >= 0.33, "badge height / cell = " + badge);
        // an ISS item is the whole givens string, without a space: the answers still fit their pane
        assertTrue((Boolean) js("const a = document.getElementById('answers-pane'); return a.scrollWidth <= a.clientWidth;"),
                "the answers run out of their pane");
        screenshot("workbench-rectangular-repairs");
    }
}
