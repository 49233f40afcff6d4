package dev.satdoku.syntax;

/**
 * Where something was written: the source (file name, {@code <stdin>}, {@code <argument>}), a 1-based
 * line and column, and the text of that line. Error messages and explanations point here.
 *
 * <p>For an imported puzzle, {@code item} is what the user wrote for this element in the foreign
 * format (an ISS item such as {@code .GreaterThan~R3C8~R2C8}, an f-puzzles key path such as
 * {@code killercage[3]}); empty for native text, where the line itself is the element. One-line
 * inputs can be thousands of characters long, so explanations show the item, not the line.
 */
public record Origin(String source, int line, int column, String text, String item) {

    public static final Origin NONE = new Origin("<none>", 0, 0, "");

    public Origin {
        item = item == null ? "" : item;
    }

    public Origin(String source, int line, int column, String text) {
        this(source, line, column, text, "");
    }

    /** The same position, naming the foreign item it was translated from. */
    public Origin withItem(String newItem) {
        return new Origin(source, line, column, text, newItem);
    }

    public static Origin of(String source) {
        return new Origin(source, 0, 0, "");
    }

    public Origin atColumn(int col) {
        return new Origin(source, line, col, text, item);
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
