package dev.satdoku.render;

import static dev.satdoku.render.Pictures.num;
import static dev.satdoku.render.Pictures.points;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;

/** The counting rules' pictures, checked as XML (the grid starts at 21 units; a cell is 60). */
class CountDrawingsTest {

    @Test
    void countedValuesAreADottedOutlineWithTheirClue() {
        Pictures p = Pictures.of("contain r1c1 r1c2 r1c3 2 1 1\ncontainexact r5c5 r5c6 3 3\nlookandsay r7c1 r7c2 r7c3 1x2 0x5");
        assertEquals(List.of("1 1 2+"), p.rule("contain", "text").stream().map(Element::getTextContent).toList());
        assertEquals(List.of("3 3="), p.rule("containexact", "text").stream().map(Element::getTextContent).toList());
        assertEquals(List.of("1x2 0x5"), p.rule("lookandsay", "text").stream().map(Element::getTextContent).toList());
        assertTrue(p.one("//g[@class='rule contain']/path").hasAttribute("stroke-dasharray"));
    }

    @Test
    void countDistinctCirclesItsControl() {
        Pictures p = Pictures.of("countdistinct r2c2 r3c3 r3c4");
        Element circle = p.one("//g[@class='rule countdistinct']/circle");
        assertEquals(21 + 60 + 30, num(circle, "cx"));
        assertEquals(List.of("#"), p.rule("countdistinct", "text").stream().map(Element::getTextContent).toList());
    }

    @Test
    void valueIndexRunsFromTheValueCellThroughTheControl() {
        Pictures p = Pictures.of("valueindex r1c4 r2c4 r2c3 r2c2 r2c1");
        List<Element> lines = p.rule("valueindex", "polyline");
        assertEquals(5, points(lines.get(0)), "value, control and three indexed cells");
        assertEquals("231,51 231,111 171,111 111,111 51,111", lines.get(0).getAttribute("points"));
        Element dot = p.one("//g[@class='rule valueindex']/circle");
        assertEquals(231, num(dot, "cx"));
    }

    @Test
    void countingCirclesRingEachCell() {
        Pictures p = Pictures.of("countingcircles r1c1 r5c5 r9c9");
        assertEquals(3, p.rule("countingcircles", "circle").size());
    }

    @Test
    void sameValuesShadeEveryGroupAlike() {
        Pictures p = Pictures.of("samevalues r1c1 r1c2 | r9c8 r8c9");
        List<Element> rects = p.rule("samevalues", "rect");
        assertEquals(4, rects.size());
        assertEquals(1, rects.stream().map(r -> r.getAttribute("fill")).distinct().count());
        assertEquals(2, p.rule("samevalues", "path").size());
    }

    @Test
    void connectedValuesAreALegendLine() {
        Pictures p = Pictures.of("connectedvalues 1 2 size=20");
        assertTrue(p.legendText().contains("the cells holding 1, 2 form one connected area of 20 cells"), p.legendText());
    }
}
