package dev.satdoku.syntax;

/** A word of a native-format line and the 1-based column where it starts. */
public record Token(String text, int column) {

    public boolean isSeparator() {
        return text.equals("|");
    }

    public boolean isOption() {
        return text.indexOf('=') > 0;
    }

    public boolean isInteger() {
        return text.matches("[+-]?\\d{1,9}");
    }

    @Override
    public String toString() {
        return text;
    }
}
