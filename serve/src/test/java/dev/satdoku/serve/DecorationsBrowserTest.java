package dev.satdoku.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.format.lz.LzString;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * An f-puzzles link with a cosmetic cage and a line: the workbench shows them where f-puzzles does, in
 * their colours and under the digits, while the verdict still says it covers only the rules read. With
 * SATDOKU_SCREENSHOTS=1 it writes docs/images/workbench-decorations.png.
 */
class DecorationsBrowserTest extends WorkbenchBrowserTest {

    /** The wikipedia classic with a labelled cosmetic cage on r1c1-r2c2 and a blue line r3c4 r4c5 r5c6. */
    static String decoratedLink() {
        String givens = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        StringBuilder grid = new StringBuilder("[");
        for (int r = 0; r < 9; r++) {
            grid.append(r == 0 ? "[" : ",[");
            for (int c = 0; c < 9; c++) {
                char ch = givens.charAt(r * 9 + c);
                grid.append(c == 0 ? "" : ",").append(ch == '.' ? "{}" : "{\"value\":" + ch + ",\"given\":true}");
            }
            grid.append(']');
        }
        String json = "{\"size\":9,\"title\":\"Decorations\",\"grid\":" + grid + "],"
                + "\"cage\":[{\"cells\":[\"R1C1\",\"R1C2\",\"R2C1\",\"R2C2\"],\"value\":\"A\",\"outlineC\":\"#D23BE7\",\"fontC\":\"#D23BE7\"}],"
                + "\"line\":[{\"lines\":[[\"R3C4\",\"R4C5\",\"R5C6\",\"R5C7\",\"R4C8\"]],\"outlineC\":\"#2ECBFF\",\"width\":0.3}]}";
        return "https://www.f-puzzles.com/?load=" + LzString.compressToBase64(json);
    }

    @Test
    void cosmeticCageAndLineAreDrawnUnderTheDigits() throws IOException {
        pasteAndDraw(decoratedLink());
        awaitVerdict("Unique");
        assertTrue(verdict().contains("not read"), "the verdict still covers only the rules read: " + verdict());
        assertEquals(List.of("r1c1=A"), marks("g.decoration.cage text"), "the cage's label in its top-left cell");
        assertEquals("#D23BE7", js("return document.querySelector('#board svg g.decoration.cage path').getAttribute('stroke');"));
        assertEquals(List.of("r4c6="), marks("g.decoration.line polyline"), "the line's box is centred in r4c6");
        assertEquals("#2ECBFF", js("return document.querySelector('#board svg g.decoration.line polyline').getAttribute('stroke');"));
        Object under = js("const svg = document.querySelector('#board svg');"
                + "const first = svg.querySelector('text.given');"
                + "return [...svg.querySelectorAll('g.decoration')].every(g =>"
                + "  (g.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0);");
        assertEquals(Boolean.TRUE, under, "every decoration is painted before the digits");
        screenshot("workbench-decorations");
    }
}
