package dev.satdoku.syntax;

/**
 * Where something was written: the source (file name, {@code <stdin>}, {@code <argument>}), a 1-based
 * line and column, and the text of that line. Error messages and explanations point here.
 */
public record Origin(String source, int line, int column, String text) {

    public static final Origin NONE = new Origin("<none>", 0, 0, "");

    public static Origin of(String source) {
        return new Origin(source, 0, 0, "");
    }

    public Origin atColumn(int col) {
        return new Origin(source, line, col, text);
    }

    public boolean known() {
        return line > 0;
    }

    /** {@code file:line:column}, or less when line/column are unknown. */
    public String location() {
        if (line <= 0) {
            return source;
        }
        return column > 0 ? source + ":" + line + ":" + column : source + ":" + line;
    }

    @Override
    public String toString() {
        return location();
    }
}
