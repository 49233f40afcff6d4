package dev.satdoku.format.foreign;

/**
 * Cheap looks at a text's shape for the importers' {@code accepts}: PuzzleReader asks every importer
 * about every input, and batch inputs hold millions of lines, so nothing here copies or splits the
 * whole text.
 */
public final class TextShape {

    private TextShape() {
    }

    /** The first line that is not blank, stripped; empty when there is none. */
    public static String firstLine(String text) {
        int start = 0;
        while (start < text.length()) {
            int end = lineEnd(text, start);
            String line = text.substring(start, end).strip();
            if (!line.isEmpty()) {
                return line;
            }
            start = end + 1;
        }
        return "";
    }

    /** True when the text has exactly one non-blank line. */
    public static boolean isOneLine(String text) {
        int start = 0;
        int lines = 0;
        while (start < text.length()) {
            int end = lineEnd(text, start);
            if (!text.substring(start, end).isBlank() && ++lines > 1) {
                return false;
            }
            start = end + 1;
        }
        return lines == 1;
    }

    private static int lineEnd(String text, int from) {
        for (int i = from; i < text.length(); i++) {
            char ch = text.charAt(i);
            if (ch == '\n' || ch == '\r') {
                return i;
            }
        }
        return text.length();
    }
}
