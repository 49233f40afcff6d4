package dev.satdoku.sat;

import java.util.function.Supplier;

/**
 * Where a long search is, for a display that wants to say so (the command line's progress line). The
 * searches call {@link #show} at every step; the text is built only when the display draws it, so a
 * search without a display, or one that draws a few times a second, pays next to nothing.
 */
@FunctionalInterface
public interface Progress {

    /** No display. */
    Progress NONE = text -> { };

    /** What is being done now, e.g. "redundant: 36 of 52 clues decided (30 redundant, 6 needed), 412 solver calls". */
    void show(Supplier<String> text);
}
