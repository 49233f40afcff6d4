package dev.satdoku.render;

import static dev.satdoku.render.Pictures.num;
import static dev.satdoku.render.Pictures.points;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.catalog.RuleCatalog;
import dev.satdoku.format.NativeParser;
import dev.satdoku.rules.RuleType;
import dev.satdoku.testing.RuleExamples;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.w3c.dom.Element;

/**
 * One picture per rule type, checked as XML: the elements each rule is drawn with are there, in the
 * right number and place. Without outside clues the grid starts at 21 units (0.35 of a 60-unit cell),
 * so the centre of r1c1 is (51, 51); with them at 60, so r1c1's centre is (90, 90).
 */
class RuleDrawingsTest {

    static Stream<String> keywords() {
        return RuleExamples.EXAMPLES.keySet().stream();
    }

    /** Each example alone: well-formed, drawn (no "not drawn" note), and present in the picture or its legend. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("keywords")
    void everyRuleTypeIsDrawn(String keyword) {
        Pictures p = Pictures.of(RuleExamples.EXAMPLES.get(keyword));
        assertFalse(p.legendText().contains("not drawn"), p.legendText());
        boolean inGrid = !p.all("//g[starts-with(@class, 'rule ')]").isEmpty();
        assertTrue(inGrid || p.legendText().contains(keyword), keyword + " appears neither in the grid nor in the legend\n" + p.svg());
    }

    @Test
    void everyCatalogueKeywordHasAnExample() {
        List<String> missing = new ArrayList<>();
        for (RuleType t : RuleCatalog.all()) {
            if (!RuleExamples.EXAMPLES.containsKey(t.keyword())) {
                missing.add(t.keyword());
            }
        }
        assertEquals(List.of(), missing, "rule types without a picture test: add an example to RuleExamples and a drawer in RuleDrawers");
    }

    @Test
    void thermometerIsABulbAndATubeThroughEveryCell() {
        Pictures p = Pictures.of("thermo r1c1 r1c2 r1c3\nslowthermo r3c1 r3c2");
        Element bulb = p.one("//g[@class='rule thermo']/circle");
        assertEquals(51, num(bulb, "cx"));
        assertEquals(51, num(bulb, "cy"));
        Element tube = p.one("//g[@class='rule thermo']/polyline");
        assertEquals(3, points(tube));
        assertEquals("51,51 111,51 171,51", tube.getAttribute("points"));
        assertEquals(2, p.rule("slowthermo", "polyline").size(), "a slow thermometer has a dashed core");
        assertTrue(p.rule("slowthermo", "polyline").get(1).hasAttribute("stroke-dasharray"));
    }

    @Test
    void cageIsADashedOutlineWithItsTotalInTheCorner() {
        Pictures p = Pictures.of("cage 10 r1c1 r1c2 r2c1\ncage r5c5 r5c6\nsum 7 r7c7 r7c8");
        List<Element> paths = p.rule("cage", "path");
        assertEquals(2, paths.size());
        assertTrue(paths.get(0).hasAttribute("stroke-dasharray"));
        // An L of three cells has eight border edges, one segment each.
        assertEquals(8, paths.get(0).getAttribute("d").split("M").length - 1);
        assertEquals(List.of("10"), p.rule("cage", "text").stream().map(Element::getTextContent).toList(), "no total, no label");
        Element label = p.one("//g[@class='rule cage']/text");
        assertTrue(num(label, "x") < 21 + 20 && num(label, "y") < 21 + 20, "the total sits in r1c1's top-left corner");
        assertEquals("7", p.one("//g[@class='rule sum']/text").getTextContent());
        assertTrue(p.one("//g[@class='rule sum']/path").hasAttribute("stroke-dasharray"));
    }

    @Test
    void overlappingTotalsTakeDifferentCorners() {
        Pictures p = Pictures.of("sum 10 r1c1 r1c2\nsum 11 r1c1 r2c1");
        List<Element> labels = p.all("//g[@class='rule sum']/text");
        assertEquals(2, labels.size());
        assertTrue(num(labels.get(1), "x") > num(labels.get(0), "x") + 20, "the second total moves to the top-right corner");
    }

    @Test
    void arrowHasACircleAShaftFromItsEdgeAndAHead() {
        Pictures p = Pictures.of("arrow r1c1 | r2c2 r3c3\narrow r5c5 r5c6 | r6c6 r7c6 | r4c5 r3c5");
        List<Element> circles = p.rule("arrow", "circle");
        assertEquals(1, circles.size());
        List<Element> shafts = p.all("//g[@class='rule arrow']/polyline[@class='shaft']");
        assertEquals(3, shafts.size());
        assertEquals(3, points(shafts.get(0)), "edge of the circle, then the two shaft cells");
        String start = shafts.get(0).getAttribute("points").split(" ")[0];
        Point from = new Point(Double.parseDouble(start.split(",")[0]), Double.parseDouble(start.split(",")[1]));
        assertEquals(num(circles.get(0), "r"), from.distance(new Point(51, 51)), 0.05, "the shaft leaves from the circle's edge: " + start);
        List<Element> heads = p.all("//g[@class='rule arrow']/polyline[@class='head']");
        assertEquals(3, heads.size());
        assertEquals(3, points(heads.get(0)));
        assertEquals(2, p.all("//g[@class='rule arrow']/polyline[@class='pill']").size(), "a two-cell circle is a pill");
    }

    @Test
    void dotsAndLettersSitOnTheSharedEdge() {
        Pictures p = Pictures.of("white r1c1 r1c2\nblack r2c1 r3c1 ratio=3\nx r4c4 r4c5\nv r5c4 r5c5\nwhite r7c7 r7c8 diff=2");
        Element white = p.all("//g[@class='rule white']/circle").get(0);
        assertEquals(81, num(white, "cx"));
        assertEquals(51, num(white, "cy"));
        assertEquals("#FFFFFF", white.getAttribute("fill"));
        Element black = p.one("//g[@class='rule black']/circle");
        assertEquals("#000000", black.getAttribute("fill"));
        assertEquals(51, num(black, "cx"));
        assertEquals(141, num(black, "cy"));
        assertEquals("3", p.one("//g[@class='rule black']/text").getTextContent(), "a ratio other than 2 is written in the dot");
        assertEquals("2", p.one("//g[@class='rule white']/text").getTextContent());
        assertEquals("X", p.one("//g[@class='rule x']/text").getTextContent());
        assertEquals("V", p.one("//g[@class='rule v']/text").getTextContent());
    }

    @Test
    void inequalityChevronsPointAtTheSmallerCellAndOtherComparisonsGoToTheLegend() {
        Pictures p = Pictures.of("gt r1c2 r1c1 r2c1 r5c5\nequal r7c7 r7c8\nequal r8c1 r9c9");
        List<Element> chevrons = p.rule("gt", "polyline");
        assertEquals(2, chevrons.size(), "r1c2>r1c1 and r1c1>r2c1 are adjacent; r2c1>r5c5 is not");
        String[] pts = chevrons.get(0).getAttribute("points").split(" ");
        double tipX = Double.parseDouble(pts[1].split(",")[0]);
        assertTrue(tipX < 81, "the point is toward r1c1, the smaller: " + chevrons.get(0).getAttribute("points"));
        assertTrue(p.legend().contains("r2c1 > r5c5"), p.legend().toString());
        assertEquals("=", p.one("//g[@class='rule equal']/text").getTextContent());
        assertTrue(p.legend().contains("r8c1 = r9c9"), p.legend().toString());
    }

    @Test
    void linesAreColouredByKindWithMarkedEnds() {
        Pictures p = Pictures.of("renban r1c1 r1c2 r1c3\nwhisper r2c1 r2c2\nbetween r3c1 r3c2 r3c3\nlockout r4c1 r4c2 r4c3\n"
                + "palindrome r5c1 r5c2\nentropic r6c1 r6c2\nnabner r7c1 r7c2\nparity r8c1 r8c2\nmodular r9c1 r9c2\nsamediff r9c4 r9c5");
        for (String k : List.of("renban", "whisper", "between", "lockout", "palindrome", "entropic", "nabner", "parity", "modular", "samediff")) {
            Element line = p.rule(k, "polyline").get(0);
            assertEquals(LineStyle.of(k).colour(), line.getAttribute("stroke"), k);
        }
        assertEquals(3, points(p.rule("renban", "polyline").get(0)));
        assertEquals(2, p.rule("between", "circle").size(), "between lines have circles on both ends");
        assertEquals(2, p.rule("lockout", "polygon").size(), "lockout lines have diamonds on both ends");
        assertEquals(10, p.all("//g[@class='legend']/line").size(), "a coloured swatch per line kind");
        assertEquals(10, List.of("renban", "whisper", "between", "lockout", "palindrome", "entropic", "nabner", "parity", "modular", "samediff")
                .stream().map(LineStyle::of).map(LineStyle::colour).distinct().count(), "every kind has its own colour");
    }

    @Test
    void cellMarks() {
        Pictures p = Pictures.of("odd r1c1 r2c2\neven r3c3\ncandidates r4c4 digits=1,3\nminimum r5c5\nmaximum r6c6\nquad r7c7 1 2 3 4\n"
                + "clone r1c5 r1c6 | r9c5 r9c6\nclone r2c8 | r8c2\nindexer row r1c9 r2c9");
        assertEquals(2, p.rule("odd", "circle").size());
        assertEquals(1, p.rule("even", "rect").size());
        assertEquals("1 3", p.one("//g[@class='rule candidates']/text").getTextContent());
        assertEquals(4, p.all("//g[@class='rule minimum']/polyline").size(), "a chevron on each side");
        assertEquals(1, p.all("//g[@class='rule minimum']/rect").size());
        Element quad = p.one("//g[@class='rule quad']/circle");
        assertEquals(21 + 7 * 60, num(quad, "cx"), "the circle sits where r7c7, r7c8, r8c7 and r8c8 meet");
        assertEquals("1 2 3 4", String.join(" ", p.rule("quad", "text").stream().map(Element::getTextContent).toList()));
        List<Element> clones = p.rule("clone", "rect");
        assertEquals(6, clones.size());
        assertEquals(clones.get(0).getAttribute("fill"), clones.get(3).getAttribute("fill"), "one colour per clone");
        assertFalse(clones.get(0).getAttribute("fill").equals(clones.get(4).getAttribute("fill")), "another for the next clone");
        assertEquals(2, p.rule("indexer", "rect").size());
    }

    @Test
    void outsideCluesSitOutsideTheGrid() {
        Pictures p = Pictures.of("littlekiller 15 r0c3 dl\nsandwich 10 r2\nsandwich 7 c4\nskyscraper 3 r10c5");
        Element lk = p.one("//g[@class='rule littlekiller']/text");
        assertEquals("15", lk.getTextContent());
        assertTrue(num(lk, "y") < 60, "above the grid");
        assertEquals(1, p.rule("littlekiller", "line").size());
        assertEquals(3, points(p.one("//g[@class='rule littlekiller']/polyline")), "an arrowhead");
        List<Element> sandwiches = p.rule("sandwich", "text");
        assertEquals(30, num(sandwiches.get(0), "x"), "left of row 2");
        assertEquals(60 + 3.5 * 60, num(sandwiches.get(1), "x"), "above column 4");
        assertTrue(num(sandwiches.get(1), "y") < 60);
        Element sky = p.one("//g[@class='rule skyscraper']/text");
        assertEquals("3", sky.getTextContent());
        assertTrue(num(sky, "y") > 60 + 9 * 60, "below the grid");
    }

    @Test
    void regionsDiagonalsAndWholeGridRules() {
        Pictures p = Pictures.of("diagonal both\nwindoku\nextraregion r1c1 r9c9\nantiking\nantiknight\nantibishop\nantiqueen digits=9\ndisjoint\n"
                + "nonconsecutive\nnegative black xv");
        assertEquals(2, p.rule("diagonal", "line").size());
        assertEquals(36, p.rule("windoku", "rect").size());
        assertEquals(2, p.rule("extraregion", "rect").size());
        String legend = p.legendText();
        for (String k : List.of("antiking", "antiknight", "antibishop", "antiqueen digits=9", "disjoint", "nonconsecutive",
                "negative black xv")) {
            assertTrue(legend.contains(k + ":"), k + " in " + legend);
        }
    }

    @Test
    void anUnknownRuleTypeIsANoteInRedNotACrash() {
        var unknown = new dev.satdoku.rules.Rule() {
            @Override
            public String keyword() {
                return "yinyang";
            }

            @Override
            public void encode(dev.satdoku.encode.EncodingContext ctx) {
            }

            @Override
            public String violation(dev.satdoku.model.Solution s) {
                return null;
            }

            @Override
            public String toNative() {
                return "yinyang";
            }
        };
        var puzzle = NativeParser.parse("size 4\n", "t").withRules(List.of(unknown), null);
        Pictures p = Pictures.of(puzzle, null);
        Element note = p.all("//g[@class='legend']/text").get(0);
        assertTrue(p.legendText().startsWith("not drawn (no picture for 'yinyang' rules yet): yinyang"), p.legendText());
        assertEquals(Palette.NOTE, note.getAttribute("fill"));
    }
}
