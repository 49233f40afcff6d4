package dev.satdoku.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.format.NativeParser;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Decoration;
import dev.satdoku.model.Decoration.Kind;
import dev.satdoku.model.Puzzle;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/** Decorations (drawing data without a rule) are drawn where they are placed, in their colours, under the digits. */
class DecorationDrawingsTest {

    private static final double CELL = 60;

    private static Pictures decorated(List<Decoration> decorations) {
        Puzzle p = NativeParser.parse("givens 5" + ".".repeat(79) + "9\n", "test.sudoku");
        return Pictures.of(p.withMetadata(p.metadata().withDecorations(decorations)), null);
    }

    private static Decoration of(Kind kind, List<Cell> cells, String text, String stroke, String fill, String textColour,
                                 double width, double height, double textSize, double angle) {
        return new Decoration(kind, cells, text, stroke, fill, textColour, width, height, textSize, angle);
    }

    private static final List<Decoration> EACH_KIND = List.of(
            of(Kind.CAGE, List.of(Cell.of1(1, 1), Cell.of1(1, 2)), "A", "#FF0000", null, "#0000FF", 0, 0, 0, 0),
            of(Kind.LINE, List.of(Cell.of1(3, 1), Cell.of1(3, 2), Cell.of1(4, 3)), "", "#2ECBFF", null, null, 0.4, 0, 0, 0),
            of(Kind.CIRCLE, List.of(Cell.of1(5, 5)), "7", "#000000", "#FFFFFF80", null, 0.6, 0.8, 0.5, 0),
            of(Kind.RECTANGLE, List.of(Cell.of1(6, 6), Cell.of1(6, 7)), "", null, "#CFCFCF", null, 1.2, 0.5, 0.5, 45),
            of(Kind.TEXT, List.of(Cell.of1(7, 8)), "hi", null, null, "#333333", 0, 0, 0.4, 0),
            of(Kind.LINE, List.of(Cell.of1(9, 9)), "", "#00AA00", null, null, 0.3, 0, 0, 0));

    @Test
    void eachKindIsDrawnWhereAndHowItIsPlaced() {
        Pictures p = decorated(EACH_KIND);
        Element line = p.one("//g[@class='decoration line']/polyline");
        assertEquals("#2ECBFF", line.getAttribute("stroke"));
        assertEquals(0.4 * CELL, Pictures.num(line, "stroke-width"), 1e-9);
        assertEquals(3, Pictures.points(line));
        Element cage = p.one("//g[@class='decoration cage']/path");
        assertEquals("#FF0000", cage.getAttribute("stroke"));
        assertTrue(!cage.getAttribute("stroke-dasharray").isEmpty(), "dashed like a killer cage");
        Element label = p.one("//g[@class='decoration cage']/text");
        assertEquals("A", label.getTextContent());
        assertEquals("#0000FF", label.getAttribute("fill"));

        Element ellipse = p.one("//g[@class='decoration circle']/ellipse");
        Element digitCell = p.all("//text[@class='given']").get(0);
        double x0 = Pictures.num(digitCell, "x") - CELL / 2;
        assertEquals(x0 + 4.5 * CELL, Pictures.num(ellipse, "cx"), 1e-9, "centred on r5c5");
        assertEquals(0.3 * CELL, Pictures.num(ellipse, "rx"), 1e-9);
        assertEquals(0.4 * CELL, Pictures.num(ellipse, "ry"), 1e-9);
        assertEquals("#FFFFFF", ellipse.getAttribute("fill"), "the alpha part becomes an opacity");
        assertEquals(128 / 255.0, Pictures.num(ellipse, "fill-opacity"), 0.01);
        assertEquals("7", p.one("//g[@class='decoration circle']/text").getTextContent());

        Element rect = p.one("//g[@class='decoration rectangle']/rect");
        assertEquals(x0 + 6 * CELL - 0.6 * CELL, Pictures.num(rect, "x"), 1e-9, "centred between r6c6 and r6c7");
        assertEquals(1.2 * CELL, Pictures.num(rect, "width"), 1e-9);
        assertEquals("none", rect.getAttribute("stroke"));
        assertTrue(rect.getAttribute("transform").startsWith("rotate(45 "), rect.getAttribute("transform"));

        Element text = p.one("//g[@class='decoration text']/text");
        assertEquals("hi", text.getTextContent());
        assertEquals("#333333", text.getAttribute("fill"));
        assertEquals(0.4 * CELL, Pictures.num(text, "font-size"), 1e-9);

        Element dot = p.one("//g[@class='decoration line']/circle");
        assertEquals("#00AA00", dot.getAttribute("fill"), "a one-cell line is a dot");
    }

    @Test
    void everyDecorationIsPaintedBeforeTheDigits() {
        Pictures p = decorated(EACH_KIND);
        List<Element> shapes = p.all("//g[starts-with(@class, 'decoration ')]/*");
        List<Element> digits = p.all("//text[@class='given']");
        assertEquals(2, digits.size());
        assertTrue(shapes.size() >= 8, "every kind drew: " + shapes.size());
        for (Element shape : shapes) {
            for (Element digit : digits) {
                assertTrue((shape.compareDocumentPosition(digit) & Node.DOCUMENT_POSITION_FOLLOWING) != 0,
                        "the digit " + digit.getTextContent() + " is painted after the " + shape.getTagName());
            }
        }
    }

    @Test
    void aPuzzleWithoutDecorationsDrawsNone() {
        Pictures p = decorated(List.of());
        assertEquals(0, p.all("//g[starts-with(@class, 'decoration ')]").size());
    }
}
