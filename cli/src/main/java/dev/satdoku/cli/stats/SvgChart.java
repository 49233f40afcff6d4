package dev.satdoku.cli.stats;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A scatter chart as plain SVG text: one labelled point per encoding, x = clauses, y = solve time,
 * linear axes from zero with "nice" ticks (1, 2 or 5 times a power of ten). Small on purpose: the
 * encoding lab needs one kind of chart, not a charting library.
 */
public final class SvgChart {

    /** One point and its label. */
    public record Point(String label, double x, double y) {
    }

    private static final int WIDTH = 900;
    private static final int HEIGHT = 560;
    private static final int LEFT = 90;
    private static final int RIGHT = 30;
    private static final int TOP = 50;
    private static final int BOTTOM = 70;
    private static final String[] COLOURS = {"#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf", "#8c564b", "#e377c2"};

    private SvgChart() {
    }

    /** Tick step for a range: 1, 2 or 5 times a power of ten, about {@code count} ticks. */
    static double step(double max, int count) {
        if (!(max > 0)) {
            return 1;
        }
        double raw = max / count;
        double p = Math.pow(10, Math.floor(Math.log10(raw)));
        for (double m : new double[] {1, 2, 5, 10}) {
            if (m * p >= raw) {
                return m * p;
            }
        }
        return 10 * p;
    }

    public static String render(String title, String xLabel, String yLabel, List<Point> points) {
        double maxX = points.stream().mapToDouble(Point::x).max().orElse(1);
        double maxY = points.stream().mapToDouble(Point::y).max().orElse(1);
        double sx = step(maxX, 6);
        double sy = step(maxY, 6);
        double topX = Math.max(sx, Math.ceil(maxX / sx) * sx);
        double topY = Math.max(sy, Math.ceil(maxY / sy) * sy);
        int plotW = WIDTH - LEFT - RIGHT;
        int plotH = HEIGHT - TOP - BOTTOM;
        StringBuilder svg = new StringBuilder();
        svg.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                + "viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">%n", WIDTH, HEIGHT, WIDTH, HEIGHT));
        svg.append(String.format(Locale.ROOT, "<rect width=\"%d\" height=\"%d\" fill=\"white\"/>%n", WIDTH, HEIGHT));
        svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"28\" font-size=\"16\" text-anchor=\"middle\">%s</text>%n",
                WIDTH / 2, escape(title)));
        // Grid lines and ticks.
        for (double v = 0; v <= topX + sx / 2; v += sx) {
            double x = LEFT + v / topX * plotW;
            svg.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#e0e0e0\"/>%n", x, TOP, x, TOP + plotH));
            svg.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"black\"/>%n", x, TOP + plotH, x, TOP + plotH + 6));
            svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>%n", x, TOP + plotH + 20, tick(v)));
        }
        for (double v = 0; v <= topY + sy / 2; v += sy) {
            double y = TOP + plotH - v / topY * plotH;
            svg.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#e0e0e0\"/>%n", LEFT, y, LEFT + plotW, y));
            svg.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"black\"/>%n", LEFT - 6, y, LEFT, y));
            svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%s</text>%n", LEFT - 9, y + 4, tick(v)));
        }
        svg.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>%n", LEFT, TOP + plotH, LEFT + plotW, TOP + plotH));
        svg.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>%n", LEFT, TOP, LEFT, TOP + plotH));
        svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%s</text>%n", LEFT + plotW / 2, HEIGHT - 20, escape(xLabel)));
        svg.append(String.format(Locale.ROOT, "<text x=\"20\" y=\"%d\" text-anchor=\"middle\" transform=\"rotate(-90 20 %d)\">%s</text>%n",
                TOP + plotH / 2, TOP + plotH / 2, escape(yLabel)));
        List<double[]> placed = new ArrayList<>();
        for (int i = 0; i < points.size(); i++) {
            Point p = points.get(i);
            double x = LEFT + p.x() / topX * plotW;
            double y = TOP + plotH - p.y() / topY * plotH;
            String colour = COLOURS[i % COLOURS.length];
            svg.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"4\" fill=\"%s\"><title>%s: %s clauses, %s</title></circle>%n",
                    x, y, colour, escape(p.label()), tick(p.x()), tick(p.y())));
            // Labels that would overlap an earlier one move down a line.
            double ly = y - 7;
            for (double[] q : placed) {
                if (Math.abs(q[0] - x) < 110 && Math.abs(q[1] - ly) < 12) {
                    ly = q[1] + 13;
                }
            }
            placed.add(new double[] {x, ly});
            boolean leftSide = x > LEFT + plotW * 0.75;
            svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" fill=\"%s\" text-anchor=\"%s\">%s</text>%n",
                    leftSide ? x - 7 : x + 7, ly, colour, leftSide ? "end" : "start", escape(p.label())));
        }
        svg.append("</svg>\n");
        return svg.toString();
    }

    private static String tick(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return String.format(Locale.ROOT, "%,d", (long) v);
        }
        return String.format(Locale.ROOT, Math.abs(v) >= 10 ? "%.0f" : "%.2f", v);
    }

    static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
