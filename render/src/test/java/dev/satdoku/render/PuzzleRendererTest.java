package dev.satdoku.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.format.NativeParser;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.testing.Instance;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.w3c.dom.Element;

/** The whole picture: grid and region borders, digits, title, solutions, PNG output, every instance. */
class PuzzleRendererTest {

    private static final String WIKIPEDIA = "givens 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    private static int segments(Element path) {
        return path.getAttribute("d").split("M").length - 1;
    }

    @Test
    void boxBordersAreThickAndCellLinesThin() {
        Pictures p = Pictures.of("size 9\n");
        // 2 thick vertical and 2 thick horizontal lines of 9 cell edges each; the other 4 + 4 lines are thin.
        assertEquals(36, segments(p.one("//path[@class='region-borders']")));
        assertEquals(108, segments(p.one("//path[@class='cell-lines']")));
        Element border = p.one("//rect[@class='border']");
        assertEquals(540, Pictures.num(border, "width"));
        Pictures none = Pictures.of("size 6\nboxes none\n");
        assertTrue(none.all("//path[@class='region-borders']").isEmpty());
    }

    @Test
    void jigsawRegionsGetThickBordersWhereTheyMeet() {
        Pictures p = Pictures.of("regions\nAABB\nAABB\nCCDD\nCDDC\n");
        // Inner edges between different regions: row lines 2 + 2 + 1 + ... counted from the map below.
        int expected = 0;
        String[] rows = {"AABB", "AABB", "CCDD", "CDDC"};
        for (int r = 0; r < 4; r++) {
            for (int c = 0; c < 4; c++) {
                expected += c + 1 < 4 && rows[r].charAt(c) != rows[r].charAt(c + 1) ? 1 : 0;
                expected += r + 1 < 4 && rows[r].charAt(c) != rows[r + 1].charAt(c) ? 1 : 0;
            }
        }
        assertEquals(expected, segments(p.one("//path[@class='region-borders']")));
        Pictures partial = Pictures.of("regions\nAAB.\nAAB.\nCCBB\nCC..\n");
        assertEquals(4, partial.all("//rect[@class='no-region']").size(), "cells in no region are shaded");
        // 6 horizontal and 5 vertical region changes; r1c4/r2c4 and r4c3|r4c4, both regionless, keep thin lines.
        assertEquals(11, segments(partial.one("//path[@class='region-borders']")));
    }

    /**
     * Digits are painted over every rule drawing (SVG paints in document order): on every instance with a
     * solution in its expected file (which satdoku did not write), each given and solved digit comes after
     * each rule's group drawn in the grid, so no thermometer bulb, arrow circle, cage or line hides one.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("instances")
    void digitsComeAfterEveryRuleDrawing(Instance instance) {
        Puzzle puzzle = instance.puzzle();
        List<Solution> solutions = instance.expected(puzzle).solutions();
        Pictures p = Pictures.of(puzzle, solutions.isEmpty() ? null : solutions.get(0));
        // Clues outside the grid (sandwich totals, little killer arrows, ...) share no square with a digit.
        List<Element> rules = p.all("//g[starts-with(@class, 'rule ')][not(ancestor::g[@class='layer outside'])]");
        List<Element> digits = p.all("//text[@class='given' or @class='solved']");
        if (rules.isEmpty() || digits.isEmpty()) {
            return;
        }
        Element lastRule = rules.get(rules.size() - 1);
        for (Element d : digits) {
            assertTrue((lastRule.compareDocumentPosition(d) & org.w3c.dom.Node.DOCUMENT_POSITION_FOLLOWING) != 0,
                    d.getAttribute("class") + " digit " + d.getTextContent() + " is painted before the " + lastRule.getAttribute("class"));
        }
    }

    @Test
    void thermometerBulbsAndArrowCirclesAreUnderTheirCellsDigits() {
        Instance ctc = Instance.all().stream().filter(i -> i.name().equals("variants/sigh-073.sudoku")).findFirst().orElseThrow();
        Puzzle puzzle = ctc.puzzle();
        Pictures p = Pictures.of(puzzle, ctc.expected(puzzle).solutions().get(0));
        List<Element> shapes = p.all("//g[@class='rule thermo' or @class='rule arrow']/circle");
        assertTrue(shapes.size() >= 10, "two bulbs and eight circles: " + shapes.size());
        List<Element> digits = p.all("//text[@class='solved']");
        assertEquals(81, digits.size());
        for (Element shape : shapes) {
            assertTrue((shape.compareDocumentPosition(digits.get(0)) & org.w3c.dom.Node.DOCUMENT_POSITION_FOLLOWING) != 0,
                    "the first digit is painted after the " + shape.getParentNode().getAttributes().getNamedItem("class").getNodeValue());
        }
    }

    @Test
    void givensInBlackSolvedDigitsInBlue() {
        Puzzle puzzle = NativeParser.parse(WIKIPEDIA, "w");
        int[] digits = "534678912672195348198342567859761423426853791713924856961537284287419635345286179".chars().map(ch -> ch - '0').toArray();
        Pictures p = Pictures.of(puzzle, Solution.ofDigits(puzzle.layout(), digits));
        List<Element> givens = p.all("//g[@class='layer digits']/text[@class='given']");
        List<Element> solved = p.all("//g[@class='layer digits']/text[@class='solved']");
        assertEquals(30, givens.size());
        assertEquals(51, solved.size());
        assertEquals(Palette.GIVEN, givens.get(0).getAttribute("fill"));
        assertEquals(Palette.SOLVED, solved.get(0).getAttribute("fill"));
        assertEquals("4", solved.get(0).getTextContent(), "r1c3 holds 4");
        assertEquals(30, Pictures.of(puzzle, null).all("//g[@class='layer digits']/text").size(), "without a solution, only givens");
    }

    @Test
    void textIsEscapedAndLongTitlesWrap() {
        String title = "Tom & Jerry's <very> \"long\" puzzle title that cannot fit on one line of a small grid";
        Pictures p = Pictures.of("title " + title + "\nauthor A & B\nsize 4\n");
        String shown = String.join(" ", p.all("//text[@class='title']").stream().map(Element::getTextContent).toList());
        assertEquals(title, shown);
        assertTrue(p.all("//text[@class='title']").size() > 1, "wrapped");
        assertEquals("by A & B", p.one("//text[@class='author']").getTextContent());
    }

    @Test
    void extraCellsAreBoxesBelowTheGridAndNotesGoToTheLegend() {
        Puzzle puzzle = NativeParser.parse("size 4\nvar T 2..7\nvar A B 1..4\ncage T r1c1 r1c2\nthermo A r1c1 B\nwhite A r2c2\n", "v");
        Pictures p = Pictures.of(puzzle, null, List.of("the puzzle has more than one solution"));
        assertTrue(p.legendText().contains("extra cell T holds 2..7"), p.legendText());
        assertFalse(p.legendText().contains("extra cell A"), p.legendText());
        assertEquals(3, p.all("//*[@class='extra-cell']").size());
        assertEquals(List.of("T", "A", "B"), p.all("//*[@class='extra-cell-name']").stream().map(n -> n.getTextContent()).toList());
        assertTrue(p.legendText().startsWith("the puzzle has more than one solution"), p.legendText());
        assertEquals(Palette.NOTE, p.all("//g[@class='legend']/text").get(0).getAttribute("fill"));
    }

    @Test
    void pngIsWrittenAndDecodesAtTheRightSize() throws Exception {
        Puzzle puzzle = NativeParser.parse("title PNG\n" + WIKIPEDIA + "\nthermo r1c3 r2c3\ncage 10 r9c8 r9c9\nwhite r5c5 r5c6", "p");
        String svg = PuzzleRenderer.standard().svg(puzzle, null);
        double width = PngWriter.widthOf(svg);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PngWriter.write(svg, 2, out);
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(out.toByteArray()));
        assertNotNull(image, "ImageIO reads the PNG");
        assertEquals(Math.round(width * 2), image.getWidth());
        double height = Double.parseDouble(svg.replaceAll("(?s).*?<svg[^>]* height=\"([0-9.]+)\".*", "$1"));
        assertEquals(height * 2, image.getHeight(), 1.0);
        assertEquals(0xFFFFFFFF, image.getRGB(5, 5), "white background");
        // The thermometer bulb on r1c3 (centre x 171, y 51 below the 45-unit title; scale 2) is grey.
        int bulb = image.getRGB(171 * 2 - 20, (51 + 45) * 2);
        assertEquals(0xC8C8C8, bulb & 0xFFFFFF, Integer.toHexString(bulb));
    }

    static Stream<Instance> instances() {
        return Instance.everything().stream();
    }

    /** Every instance draws, as well-formed SVG, with every rule in the grid or (whole-grid rules) in the legend. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("instances")
    void everyInstanceDraws(Instance instance) {
        Puzzle puzzle = instance.puzzle();
        Pictures p = Pictures.of(puzzle, null);
        assertFalse(p.legendText().contains("not drawn"), p.legendText());
        Set<String> drawn = p.all("//g[starts-with(@class, 'rule ')]").stream().map(e -> e.getAttribute("data-rule")).collect(Collectors.toSet());
        Set<String> inGrid = puzzle.rules().stream().filter(r -> !LEGEND_ONLY.contains(r.keyword())).map(r -> r.toNative())
                .collect(Collectors.toSet());
        assertEquals(inGrid, drawn);
        puzzle.rules().stream().filter(r -> LEGEND_ONLY.contains(r.keyword()))
                .forEach(r -> assertTrue(p.legendText().contains(r.keyword()), r.keyword() + " in the legend"));
    }

    /** Rules over the whole grid: stated in the legend only. */
    private static final List<String> LEGEND_ONLY = List.of("antiking", "antiknight", "antibishop", "antiqueen", "disjoint", "negative",
            "nonconsecutive", "connectedvalues",
            "antitaxicab", "globalentropy", "globalmod", "dutchflatmates", "regionsamevalues", "uniqueranks",
            "doppelganger");
}
