package dev.satdoku.render;

import static dev.satdoku.render.Pictures.points;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;

/** The pictures of the sum rules beside killer cages (rellik, equality cage, lunchbox, equal sum, sum line), checked as XML. */
class SumCageDrawingsTest {

    @Test
    void cagesCarryTheirClueInTheirOwnColour() {
        Pictures p = Pictures.of("rellik 5 r1c1 r1c2\nequalitycage r3c3 r3c4\nlunchbox 7 r5c1 r5c2 r5c3\ncage 10 r7c7 r7c8");
        assertEquals("\u22605", p.one("//g[@class='rule rellik']/text").getTextContent(), "a rellik total reads 'not 5'");
        assertEquals("=", p.one("//g[@class='rule equalitycage']/text").getTextContent());
        assertEquals("7", p.one("//g[@class='rule lunchbox']/text").getTextContent());
        String killer = p.one("//g[@class='rule cage']/path").getAttribute("stroke");
        for (String keyword : List.of("rellik", "equalitycage", "lunchbox")) {
            Element outline = p.one("//g[@class='rule " + keyword + "']/path");
            assertTrue(outline.hasAttribute("stroke-dasharray"), keyword);
            assertNotEquals(killer, outline.getAttribute("stroke"), keyword + " must not look like a killer cage");
        }
    }

    @Test
    void equalSumGroupsAndSumLines() {
        Pictures p = Pictures.of("equalsum r4c4 r4c5 r4c6 | r5c4 r5c5 r5c6 | r6c6\nsumline 10 r7c1 r7c2 r8c2 r8c1 loop\nsumline 5 r1c1 r1c2 r1c3");
        List<Element> groups = p.all("//g[@class='rule equalsum']/*[@class='group']");
        assertEquals(3, groups.size(), "one mark per group");
        List<Element> tubes = p.rule("sumline", "polyline");
        assertEquals(2, tubes.size());
        assertEquals(5, points(tubes.get(0)), "a loop closes back on its first cell");
        assertEquals(3, points(tubes.get(1)));
        assertEquals(List.of("10", "5"), p.rule("sumline", "text").stream().map(Element::getTextContent).toList());
    }

    @Test
    void aWeightedSumDoesNotShowItsTotalAsAPlainOne() {
        Pictures p = Pictures.of("sum 0 r1c1 r1c2 r2c1 weights=1,1,-1\nsum 7 r7c7 r7c8");
        List<String> labels = p.all("//g[@class='rule sum']/text").stream().map(Element::getTextContent).toList();
        assertEquals(List.of("\u03A3k\u00B7v=0", "7"), labels);
    }

    @Test
    void aSumToAVariableShowsTheVariablesName() {
        Pictures p = Pictures.of("var T 2..24\nsum T r1c1 r1c2 r2c1\nsum T r5c5 r5c6 weights=2,1");
        List<String> labels = p.all("//g[@class='rule sum']/text").stream().map(Element::getTextContent).toList();
        assertEquals(List.of("T", "\u03A3k\u00B7v=T"), labels);
    }
}
