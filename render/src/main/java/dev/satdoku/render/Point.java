package dev.satdoku.render;

/** A point in the picture's coordinates (SVG user units, y down). */
public record Point(double x, double y) {

    public Point plus(double dx, double dy) {
        return new Point(x + dx, y + dy);
    }

    /** The point a fraction {@code t} of the way from here to {@code other}. */
    public Point towards(Point other, double t) {
        return new Point(x + (other.x - x) * t, y + (other.y - y) * t);
    }

    public double distance(Point other) {
        return Math.hypot(other.x - x, other.y - y);
    }
}
