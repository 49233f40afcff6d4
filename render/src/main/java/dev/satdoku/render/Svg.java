package dev.satdoku.render;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * A small SVG element tree: a name, attributes in the order set, children or text. Enough for what the
 * renderer draws, and it escapes every attribute value and text so titles and rule text with
 * {@code <}, {@code &} or quotes stay well-formed XML.
 */
public final class Svg {

    public static final String NAMESPACE = "http://www.w3.org/2000/svg";

    private final String name;
    private final Map<String, String> attributes = new LinkedHashMap<>();
    private final List<Svg> children = new ArrayList<>();
    private String text;

    private Svg(String name) {
        this.name = name;
    }

    public static Svg element(String name) {
        return new Svg(name);
    }

    public static Svg group(String cssClass) {
        return element("g").attr("class", cssClass);
    }

    public static Svg circle(Point c, double r) {
        return element("circle").attr("cx", c.x()).attr("cy", c.y()).attr("r", r);
    }

    public static Svg rect(double x, double y, double w, double h) {
        return element("rect").attr("x", x).attr("y", y).attr("width", w).attr("height", h);
    }

    public static Svg line(Point a, Point b) {
        return element("line").attr("x1", a.x()).attr("y1", a.y()).attr("x2", b.x()).attr("y2", b.y());
    }

    public static Svg polyline(List<Point> points) {
        return element("polyline").attr("points", points.stream().map(p -> num(p.x()) + "," + num(p.y())).collect(Collectors.joining(" ")))
                .attr("fill", "none");
    }

    public static Svg polygon(List<Point> points) {
        return element("polygon").attr("points", points.stream().map(p -> num(p.x()) + "," + num(p.y())).collect(Collectors.joining(" ")));
    }

    public static Svg path(String d) {
        return element("path").attr("d", d);
    }

    /**
     * Text centred on {@code at}. The baseline is placed by arithmetic (a third of the font size
     * below the centre for digits) rather than {@code dominant-baseline}, which renderers treat
     * differently.
     */
    public static Svg text(String content, Point at, double size) {
        return element("text").attr("x", at.x()).attr("y", at.y() + size * 0.35).attr("font-size", size)
                .attr("text-anchor", "middle").content(content);
    }

    public Svg attr(String key, String value) {
        attributes.put(key, value);
        return this;
    }

    public Svg attr(String key, double value) {
        return attr(key, num(value));
    }

    public Svg content(String value) {
        this.text = value;
        return this;
    }

    public Svg add(Svg child) {
        children.add(child);
        return this;
    }

    public String name() {
        return name;
    }

    public List<Svg> children() {
        return children;
    }

    public boolean isEmpty() {
        return children.isEmpty() && text == null;
    }

    /** Numbers with at most two decimals and no trailing zeros: short files, stable output. */
    static String num(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e9) {
            return Long.toString((long) v);
        }
        String s = String.format(Locale.ROOT, "%.2f", v);
        s = s.replaceAll("0+$", "");
        return s.endsWith(".") ? s.substring(0, s.length() - 1) : s;
    }

    public String toXml() {
        StringBuilder sb = new StringBuilder();
        write(sb, 0);
        return sb.toString();
    }

    private void write(StringBuilder sb, int depth) {
        sb.append("  ".repeat(depth)).append('<').append(name);
        attributes.forEach((k, v) -> sb.append(' ').append(k).append("=\"").append(escape(v)).append('"'));
        if (children.isEmpty() && text == null) {
            sb.append("/>\n");
            return;
        }
        sb.append('>');
        if (text != null) {
            sb.append(escape(text)).append("</").append(name).append(">\n");
            return;
        }
        sb.append('\n');
        for (Svg child : children) {
            child.write(sb, depth + 1);
        }
        sb.append("  ".repeat(depth)).append("</").append(name).append(">\n");
    }

    /** XML escaping for text and attribute values; control characters XML 1.0 cannot hold become spaces. */
    static String escape(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            switch (ch) {
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '&' -> sb.append("&amp;");
                case '"' -> sb.append("&quot;");
                case '\'' -> sb.append("&apos;");
                default -> sb.append(ch < 0x20 && ch != '\t' && ch != '\n' && ch != '\r' ? ' ' : ch);
            }
        }
        return sb.toString();
    }
}
