package dev.satdoku.cli.stats;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A scatter chart as plain SVG text: one numbered point per encoding, x = clauses, y = solve time,
 * linear axes from zero with "nice" ticks (1, 2 or 5 times a power of ten) or logarithmic axes over
 * whole decades, and a legend that names every point. Small on purpose: the
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
    /** Width of the legend to the right of the plot. */
    private static final int LEGEND = 420;
    /** Characters per legend line that fit its width at the chart's font size. */
    private static final int LEGEND_CHARS = 52;
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

    /** How an axis maps values: linear from zero, or logarithmic over the decades the values cover. */
    public enum Scale { LINEAR, LOG }

    /**
     * {@code auto}: logarithmic when every value is positive and the largest is more than ten times the
     * smallest (a linear axis then squeezes most points into a corner), else linear.
     */
    public static Scale scaleFor(String choice, List<Double> values) {
        return switch (choice) {
            case "linear" -> Scale.LINEAR;
            case "log" -> Scale.LOG;
            default -> {
                double min = values.stream().mapToDouble(Double::doubleValue).min().orElse(0);
                double max = values.stream().mapToDouble(Double::doubleValue).max().orElse(0);
                yield min > 0 && max > 10 * min ? Scale.LOG : Scale.LINEAR;
            }
        };
    }

    /** One axis: its scale, range and ticks, mapping values to a fraction 0..1 of the axis length. */
    private record Axis(Scale scale, double lo, double hi, List<Double> ticks) {

        static Axis of(Scale scale, List<Double> values) {
            double max = values.stream().mapToDouble(Double::doubleValue).max().orElse(1);
            if (scale == Scale.LOG) {
                // Non-positive values cannot be drawn on a log axis; they sit on its lower edge.
                double min = values.stream().mapToDouble(Double::doubleValue).filter(v -> v > 0).min().orElse(1);
                max = Math.max(max, min);
                double lo = Math.pow(10, Math.floor(Math.log10(min)));
                double hi = Math.pow(10, Math.ceil(Math.log10(max)));
                if (hi <= lo) {
                    hi = lo * 10;
                }
                List<Double> ticks = new ArrayList<>();
                boolean fewDecades = Math.log10(hi / lo) <= 2;
                for (double d = lo; d <= hi * 1.0001; d *= 10) {
                    ticks.add(d);
                    if (fewDecades && d * 10 <= hi * 1.0001) {
                        ticks.add(2 * d);
                        ticks.add(5 * d);
                    }
                }
                return new Axis(scale, lo, hi, ticks);
            }
            double step = step(max, 6);
            double top = Math.max(step, Math.ceil(max / step) * step);
            List<Double> ticks = new ArrayList<>();
            for (int k = 0; k * step <= top + step / 2; k++) {
                ticks.add(k * step);
            }
            return new Axis(scale, 0, top, ticks);
        }

        double fraction(double v) {
            if (scale == Scale.LOG) {
                return v <= lo ? 0 : Math.log10(v / lo) / Math.log10(hi / lo);
            }
            return v / hi;
        }
    }

    /** Linear axes from zero, as before {@code --plot-axes} existed. */
    public static String render(String title, String xLabel, String yLabel, List<Point> points) {
        return render(title, xLabel, yLabel, points, Scale.LINEAR, Scale.LINEAR);
    }

    /**
     * Each point is drawn as a numbered dot; the numbers and full labels are listed in a legend beside
     * the plot, so that labels never overlap each other or the dots however close the points lie (with
     * 13 or more combinations they did, and became unreadable).
     */
    public static String render(String title, String xLabel, String yLabel, List<Point> points, Scale xScale, Scale yScale) {
        Axis ax = Axis.of(xScale, points.stream().map(Point::x).toList());
        Axis ay = Axis.of(yScale, points.stream().map(Point::y).toList());
        int legendW = LEGEND;
        int width = WIDTH + legendW;
        List<List<String>> legend = points.stream().map(p -> wrap(p.label(), LEGEND_CHARS)).toList();
        int legendLines = legend.stream().mapToInt(List::size).sum();
        int height = Math.max(HEIGHT, TOP + 20 + 16 * legendLines + 4 * points.size() + 20);
        int plotW = WIDTH - LEFT - RIGHT;
        int plotH = HEIGHT - TOP - BOTTOM;
        StringBuilder svg = new StringBuilder();
        svg.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                + "viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">%n", width, height, width, height));
        svg.append(String.format(Locale.ROOT, "<rect width=\"%d\" height=\"%d\" fill=\"white\"/>%n", width, height));
        svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"28\" font-size=\"16\" text-anchor=\"middle\">%s</text>%n",
                width / 2, escape(title)));
        for (double v : ax.ticks()) {
            double x = LEFT + ax.fraction(v) * plotW;
            svg.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#e0e0e0\"/>%n", x, TOP, x, TOP + plotH));
            svg.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"black\"/>%n", x, TOP + plotH, x, TOP + plotH + 6));
            svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>%n", x, TOP + plotH + 20, tick(v)));
        }
        for (double v : ay.ticks()) {
            double y = TOP + plotH - ay.fraction(v) * plotH;
            svg.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#e0e0e0\"/>%n", LEFT, y, LEFT + plotW, y));
            svg.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"black\"/>%n", LEFT - 6, y, LEFT, y));
            svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%s</text>%n", LEFT - 9, y + 4, tick(v)));
        }
        svg.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>%n", LEFT, TOP + plotH, LEFT + plotW, TOP + plotH));
        svg.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>%n", LEFT, TOP, LEFT, TOP + plotH));
        svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%s</text>%n", LEFT + plotW / 2, HEIGHT - 20,
                escape(xLabel + (xScale == Scale.LOG ? " (log scale)" : ""))));
        svg.append(String.format(Locale.ROOT, "<text x=\"20\" y=\"%d\" text-anchor=\"middle\" transform=\"rotate(-90 20 %d)\">%s</text>%n",
                TOP + plotH / 2, TOP + plotH / 2, escape(yLabel + (yScale == Scale.LOG ? " (log scale)" : ""))));
        int legendX = WIDTH + 10;
        svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" font-weight=\"bold\">combinations</text>%n", legendX, TOP));
        int ly = TOP + 20;
        for (int i = 0; i < points.size(); i++) {
            Point p = points.get(i);
            double x = LEFT + ax.fraction(p.x()) * plotW;
            double y = TOP + plotH - ay.fraction(p.y()) * plotH;
            String colour = COLOURS[i % COLOURS.length];
            String number = Integer.toString(i + 1);
            svg.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"4\" fill=\"%s\"><title>%s: %s clauses, %s</title></circle>%n",
                    x, y, colour, escape(p.label()), tick(p.x()), tick(p.y())));
            svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" fill=\"%s\" font-size=\"11\">%s</text>%n",
                    x + 6, y - 5, colour, number));
            svg.append(String.format(Locale.ROOT, "<circle cx=\"%d\" cy=\"%d\" r=\"4\" fill=\"%s\"/>%n", legendX + 4, ly - 4, colour));
            List<String> lines = legend.get(i);
            for (int k = 0; k < lines.size(); k++) {
                svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\">%s%s</text>%n", legendX + 14, ly + 16 * k,
                        k == 0 ? number + "  " : "     ", escape(lines.get(k))));
            }
            ly += 16 * lines.size() + 4;
        }
        svg.append("</svg>\n");
        return svg.toString();
    }

    /** Splits a label at spaces into lines of at most {@code width} characters (a longer word stays whole). */
    static List<String> wrap(String label, int width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : label.split(" ")) {
            if (line.length() > 0 && line.length() + 1 + word.length() > width) {
                lines.add(line.toString());
                line.setLength(0);
            }
            if (line.length() > 0) {
                line.append(' ');
            }
            line.append(word);
        }
        lines.add(line.toString());
        return lines;
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
