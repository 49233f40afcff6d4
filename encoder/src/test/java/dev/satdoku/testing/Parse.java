package dev.satdoku.testing;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.format.NativeParser;
import dev.satdoku.model.Puzzle;
import dev.satdoku.syntax.InputException;

/** Test shortcuts for the native format. */
public final class Parse {

    private Parse() {
    }

    /** Parses native text as a puzzle named "test". */
    public static Puzzle puzzle(String text) {
        return NativeParser.parse(text, "test");
    }

    /** Asserts that parsing fails and the message contains every fragment; returns the exception. */
    public static InputException error(String text, String... fragments) {
        InputException e = assertThrows(InputException.class, () -> NativeParser.parse(text, "test"));
        for (String f : fragments) {
            assertTrue(e.getMessage().contains(f), () -> "message '" + e.getMessage() + "' lacks '" + f + "'");
        }
        return e;
    }
}
