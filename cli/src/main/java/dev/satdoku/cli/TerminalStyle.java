package dev.satdoku.cli;

import java.util.Map;

/**
 * How grids are printed: box-drawing characters or plain ASCII, and ANSI colour (givens bold, solved
 * digits blue) or none. Plain ASCII is what pipes, files and tests get; a terminal gets the drawing.
 *
 * @param boxDrawing frame grids with box-drawing characters (else the plain ASCII form)
 * @param colour     colour digits with ANSI escape codes (only together with box drawing)
 */
record TerminalStyle(boolean boxDrawing, boolean colour) {

    static final TerminalStyle PLAIN = new TerminalStyle(false, false);

    TerminalStyle {
        if (colour && !boxDrawing) {
            throw new IllegalArgumentException("colour comes with box drawing; the plain form stays plain");
        }
    }

    /** {@code --color}: when to use colour (and, with {@code always}, box drawing even off a terminal). */
    enum ColorMode { AUTO, ALWAYS, NEVER }

    static final String GIVEN = "\u001b[1m";
    static final String SOLVED = "\u001b[94m";
    static final String BORDER = "\u001b[90m";
    static final String RESET = "\u001b[0m";

    /**
     * Box drawing on a terminal, or with {@code always}. Colour with {@code always}; with {@code auto} on a
     * terminal unless NO_COLOR is set to anything non-empty (no-color.org) or TERM is {@code dumb}.
     */
    static TerminalStyle decide(ColorMode mode, boolean terminal, Map<String, String> env) {
        boolean noColor = env.getOrDefault("NO_COLOR", "").length() > 0 || "dumb".equals(env.get("TERM"));
        return switch (mode) {
            case ALWAYS -> new TerminalStyle(true, true);
            case NEVER -> new TerminalStyle(terminal, false);
            case AUTO -> new TerminalStyle(terminal, terminal && !noColor);
        };
    }

    String paint(String text, String code) {
        return colour && code != null && !text.isBlank() ? code + text + RESET : text;
    }
}
