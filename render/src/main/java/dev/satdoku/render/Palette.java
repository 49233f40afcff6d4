package dev.satdoku.render;

/** Colours shared by the drawers, chosen to match what puzzle apps use for each element. */
public final class Palette {

    public static final String INK = "#000000";
    public static final String GIVEN = "#000000";
    /** Solved digits: a blue that reads as "not given" next to black givens, also for colour-blind readers. */
    public static final String SOLVED = "#1A5FB4";
    public static final String THIN_LINE = "#999999";
    public static final String MARK_GREY = "#C8C8C8";
    public static final String SHAFT_GREY = "#A0A0A0";
    public static final String NOTE = "#B00020";
    public static final String LEGEND = "#333333";
    /** Clones get one of these per rule, in turn. */
    public static final String[] CLONE_FILLS = {"#FFE08A", "#B8E6B8", "#F5B8D0", "#B8D8F5", "#E0C8F0", "#F5D0A8"};

    private Palette() {
    }
}
