package dev.satdoku.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.format.NativeParser;
import dev.satdoku.model.Puzzle;
import dev.satdoku.rules.NeverHolds;
import dev.satdoku.rules.Rule;
import dev.satdoku.syntax.InputException;

/** Test shortcuts for the native format. */
public final class Parse {

    private Parse() {
    }

    /** Parses native text as a puzzle named "test". */
    public static Puzzle puzzle(String text) {
        return NativeParser.parse(text, "test");
    }

    /**
     * Asserts that the text parses, its last rule being one that can never hold, whose reason contains
     * every fragment and whose line writes back as {@code line}; the puzzle warns at that line.
     */
    public static NeverHolds neverHolds(String text, String line, String... fragments) {
        Puzzle p = puzzle(text);
        Rule last = p.rules().get(p.rules().size() - 1);
        assertTrue(last instanceof NeverHolds, () -> "expected a rule that never holds, got " + last);
        NeverHolds never = (NeverHolds) last;
        for (String f : fragments) {
            assertTrue(never.reason().contains(f), () -> "reason '" + never.reason() + "' lacks '" + f + "'");
        }
        assertEquals(line, never.toNative());
        assertEquals(never, NativeParser.parseRuleLine(never.toNative(), "test", 1, p.layout(), p.extraCells()),
                "the line reads back as the same rule");
        assertTrue(p.metadata().warnings().stream().anyMatch(w -> w.contains(never.reason()) && w.contains("can never hold")),
                () -> "no warning names it: " + p.metadata().warnings());
        assertNotNull(never.violation(null), "the check rejects every grid");
        return never;
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
