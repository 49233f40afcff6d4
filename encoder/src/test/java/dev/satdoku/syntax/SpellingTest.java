package dev.satdoku.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class SpellingTest {

    private static final List<String> COMMANDS = List.of("solve", "encode", "check", "count", "serve", "convert", "rules");

    @Test
    void swappedNeighboursCountAsOneEdit() {
        assertEquals(1, Spelling.distance("sovle", "solve"));
        assertEquals(1, Spelling.distance("slove", "solve"));
        assertEquals(2, Spelling.distance("slove", "serve"));
        assertEquals(0, Spelling.distance("solve", "solve"));
        assertEquals(5, Spelling.distance("", "solve"));
    }

    @Test
    void closestPutsTheNearestFirstAndDropsFarWords() {
        assertEquals("solve", Spelling.closest("slove", COMMANDS, 3).get(0));
        assertEquals(List.of("solve"), Spelling.closest("sovle", COMMANDS, 3));
        assertEquals(List.of("count"), Spelling.closest("COUTN", COMMANDS, 3));
        assertEquals(List.of(), Spelling.closest("zzzzz", COMMANDS, 3));
        // Short words are too alike at two edits to be a useful hint.
        assertEquals(List.of(), Spelling.closest("ab", List.of("x", "v"), 3));
    }
}
