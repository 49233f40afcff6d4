package dev.satdoku.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.format.NativeParser;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;

/** The chaos rules' pictures: the regions a solution found are outlined; without a solution the legend says why there are none. */
class ChaosDrawingsTest {

    @Test
    void regionsOfASolutionAreOutlinedWhereLabelsChange() {
        Puzzle p = NativeParser.parse("size 4\nboxes none\nchaos\n", "chaos");
        int[] digits = {1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1};
        // Rows 1-2 split into two 2x2 boxes, rows 3 and 4 whole: borders between r1c2|r1c3 and r2c2|r2c3
        // (2 vertical), under row 2 (4) and under row 3 (4): ten unit segments.
        int[] labels = {1, 1, 2, 2, 1, 1, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4};
        Pictures pic = Pictures.of(p, Solution.ofDigits(p.layout(), digits).withRegions(labels));
        Element borders = pic.one("//g[@class='rule chaos']/path[@class='chaos-regions']");
        assertEquals(10, borders.getAttribute("d").split("M").length - 1, borders.getAttribute("d"));
        assertTrue(pic.legendText().contains("the regions found are outlined"), pic.legendText());
        Pictures bare = Pictures.of(p, null);
        assertTrue(bare.all("//path[@class='chaos-regions']").isEmpty());
        assertTrue(bare.legendText().contains("found while solving"), bare.legendText());
    }

    @Test
    void arrowsHaveAControlCircleAndOneHeadPerLongArm() {
        Pictures pic = Pictures.of("chaos\nchaosarrow r5c5 | r5c5 | r5c5 r4c5 r3c5 | r5c5 r5c6\nchaoscount r1c1 | r1c1 r1c2 r2c1");
        assertEquals(1, pic.all("//g[@class='rule chaosarrow']/circle[@class='control']").size());
        List<Element> heads = pic.all("//g[@class='rule chaosarrow']/polyline[@class='head']");
        assertEquals(2, heads.size(), "the start cell alone is no arm to draw");
        assertEquals(3, pic.all("//g[@class='rule chaoscount']/circle").size(), "a dot on each counted cell");
    }
}
