package dev.satdoku.serve;

import static dev.satdoku.serve.WorkbenchClient.file;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.Keys;

/**
 * The digits of the page stay readable over the rules' drawings: thermometer bulbs and arrow circles are
 * painted before every given, solved and step digit (SVG paints in document order), in headless
 * Chromium. With SATDOKU_SCREENSHOTS=1 it writes docs/images/workbench-digits-on-top.png.
 */
class DigitsOnTopBrowserTest extends WorkbenchBrowserTest {

    /** Thermometers and arrows (and cages), with no givens: bulbs and circles on cells the solution fills. */
    static final String THERMO_ARROWS = "instances/variants/sigh-073.sudoku";

    /** Which of the digits (by selector) come before some rule drawing in paint order: none should. */
    @SuppressWarnings("unchecked")
    private static List<String> digitsUnderRules(String digits) {
        return (List<String>) js(
                "const svg = document.querySelector('#board svg');"
                        + "const rules = [...svg.querySelectorAll('g.rule')];"
                        + "return [...svg.querySelectorAll(arguments[0])].filter(d => rules.some(r =>"
                        + "  (r.compareDocumentPosition(d) & Node.DOCUMENT_POSITION_FOLLOWING) === 0))"
                        + "  .map(d => d.getAttribute('class') + ' ' + d.textContent);", digits);
    }

    @Test
    void givensSolvedAndStepDigitsArePaintedOverThermometersAndArrows() throws IOException {
        pasteAndDraw(file(THERMO_ARROWS));
        awaitVerdict("Unique");
        assertTrue(count("#board svg g.rule.thermo") > 0 && count("#board svg g.rule.arrow") > 0,
                "the puzzle draws thermometers and arrows");
        // A what-if given on the bulb of "thermo r1c3 r1c2" (the solution's digit), drawn by the server.
        int digit = ((Number) js("return state.solve.solutions[0].digits[2];")).intValue();
        // Selected with the keys (the first arrow selects r1c1): the picture, with its legend, is taller than the window.
        js("document.getElementById('board').focus();");
        type(Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT);
        waitFor(d -> ((Number) js("return state.selected;")).intValue() == 2);
        type(String.valueOf(digit));
        waitFor(d -> marks("text.given").contains("r1c3=" + digit));
        awaitVerdict("Unique");
        type("s");
        waitFor(d -> count("#overlay text.solution") > 0);
        assertEquals(List.of(), digitsUnderRules("text.given, text.solution"));
        driver.findElement(org.openqa.selenium.By.id("hint")).click();
        waitFor(d -> count("#overlay .step-placed, #overlay .step-eliminated") > 0);
        assertEquals(List.of(), digitsUnderRules(".step-placed, .step-eliminated"));
        screenshot("workbench-digits-on-top");
    }
}
