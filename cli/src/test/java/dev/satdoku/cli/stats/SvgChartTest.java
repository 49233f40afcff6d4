package dev.satdoku.cli.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class SvgChartTest {

    /** The x positions of the plotted dots (the legend's dots have integer positions and no title). */
    private static List<Double> dotsX(String svg) {
        Matcher m = Pattern.compile("<circle cx=\"([0-9.]+)\" cy=\"[0-9.]+\" r=\"4\" fill=\"[^\"]+\"><title>").matcher(svg);
        List<Double> xs = new ArrayList<>();
        while (m.find()) {
            xs.add(Double.parseDouble(m.group(1)));
        }
        return xs;
    }

    @Test
    void aLogAxisPutsEachDecadeAtTheSameDistance() {
        List<SvgChart.Point> points = List.of(new SvgChart.Point("a", 1, 5), new SvgChart.Point("b", 10, 5),
                new SvgChart.Point("c", 100, 5));
        String svg = SvgChart.render("t", "x", "y", points, SvgChart.Scale.LOG, SvgChart.Scale.LINEAR);
        List<Double> xs = dotsX(svg);
        assertEquals(3, xs.size(), svg);
        assertEquals(xs.get(1) - xs.get(0), xs.get(2) - xs.get(1), 0.2, "1, 10, 100 equally spaced: " + xs);
        assertTrue(svg.contains(">1,000<") || svg.contains(">100<"), "decade ticks: " + svg);
        String linear = SvgChart.render("t", "x", "y", points, SvgChart.Scale.LINEAR, SvgChart.Scale.LINEAR);
        List<Double> lx = dotsX(linear);
        assertTrue(lx.get(1) - lx.get(0) < (lx.get(2) - lx.get(1)) / 5, "linear: 1 and 10 close together: " + lx);
    }

    @Test
    void autoChoosesLogOnlyForPositiveValuesSpanningMoreThanTenfold() {
        assertEquals(SvgChart.Scale.LOG, SvgChart.scaleFor("auto", List.of(0.5, 3.0, 40.0)));
        assertEquals(SvgChart.Scale.LINEAR, SvgChart.scaleFor("auto", List.of(5.0, 9.0, 40.0)));
        assertEquals(SvgChart.Scale.LINEAR, SvgChart.scaleFor("auto", List.of(0.0, 3.0, 400.0)));
        assertEquals(SvgChart.Scale.LOG, SvgChart.scaleFor("log", List.of(5.0, 9.0)));
        assertEquals(SvgChart.Scale.LINEAR, SvgChart.scaleFor("linear", List.of(0.5, 400.0)));
    }

    @Test
    void everyPointIsNamedInTheLegendByItsNumber() {
        List<SvgChart.Point> points = new ArrayList<>();
        for (int i = 0; i < 13; i++) {
            points.add(new SvgChart.Point("amo=choice" + i, 1000 + i, 10));
        }
        String svg = SvgChart.render("t", "x", "y", points, SvgChart.Scale.LINEAR, SvgChart.Scale.LINEAR);
        for (int i = 0; i < 13; i++) {
            assertTrue(svg.contains(">" + (i + 1) + "  amo=choice" + i + "<"), "legend entry " + (i + 1));
        }
    }

    @Test
    void longLegendLabelsWrapAtSpacesInsteadOfRunningOffThePicture() {
        List<String> lines = SvgChart.wrap("cell=direct amo=sequential houses=minimal (3 timeouts: time is a lower bound)", 30);
        assertTrue(lines.size() >= 3, lines.toString());
        for (String l : lines) {
            assertTrue(l.length() <= 30, l);
        }
        assertEquals("cell=direct amo=sequential houses=minimal (3 timeouts: time is a lower bound)", String.join(" ", lines));
    }
}
