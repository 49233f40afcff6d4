package dev.satdoku.format.foreign;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.model.Cell;
import dev.satdoku.model.Puzzle;
import dev.satdoku.syntax.InputException;
import dev.satdoku.syntax.Origin;
import java.util.List;
import org.junit.jupiter.api.Test;

/** From translated lines to a puzzle: where the parser's errors and the model's origins point. */
class TranslationsTest {

    private static Translation draft(String... lines) {
        NativeDraft d = new NativeDraft();
        d.line("size 4", Provenance.key("p.json", "size"));
        for (int i = 0; i < lines.length; i++) {
            d.line(lines[i], Provenance.key("p.json", "odd[" + i + "]"));
        }
        return d.warn("a warning").build("f-puzzles", "p.json");
    }

    @Test
    void aRejectedLineIsReportedUnderItsKeyNotItsLineNumber() {
        InputException e = assertThrows(InputException.class, () -> Translations.parse(draft("odd r1c1", "odd r2c2 r2c2")));
        assertTrue(e.getMessage().startsWith("p.json: odd[1]: "), e.getMessage());
        assertTrue(e.getMessage().endsWith("(read as 'odd r2c2 r2c2')"), e.getMessage());
        assertTrue(!e.getMessage().contains(":3:"), "no line number of generated text");
    }

    @Test
    void positionedItemsKeepTheirPosition() {
        NativeDraft d = new NativeDraft();
        d.line("size 4", Provenance.key("s.txt", "size"));
        d.line("odd r1c1 r9c9", new Provenance(".~R1C1_1_3~R9C9_1", new Origin("s.txt", 3, 7, ".~R1C1_1_3~R9C9_1")));
        InputException e = assertThrows(InputException.class, () -> Translations.parse(d.build("ISS", "s.txt")));
        assertTrue(e.getMessage().startsWith("s.txt:3:7: .~R1C1_1_3~R9C9_1: "), e.getMessage());
    }

    @Test
    void theModelKeepsKeysWarningsAndGivenOrigins() {
        NativeDraft d = new NativeDraft();
        d.line("size 4", Provenance.key("p.json", "size"));
        d.block("givens", List.of("1...", "....", "....", "...."), Provenance.key("p.json", "grid"));
        d.givenFrom(new Cell(0, 0), Provenance.key("p.json", "grid[0][0].value"));
        d.line("odd r2c2", Provenance.key("p.json", "odd"));
        Puzzle p = Translations.parse(d.warn("w").build("f-puzzles", "p.json"));
        assertEquals("p.json", p.name());
        assertEquals("p.json: grid[0][0].value", p.givenOrigin(new Cell(0, 0)).location());
        assertEquals("p.json: odd", p.ruleOrigins().get(0).location());
        assertEquals(List.of("w"), p.metadata().warnings());
    }

    @Test
    void keywordsThisBuildLacksAreNamed() {
        InputException e = assertThrows(InputException.class, () -> Translations.parse(draft("odd r1c1", "notarule r1c1")));
        assertEquals("p.json: odd[1]: needs the native rule 'notarule', which this build of satdoku does not have yet "
                + "(read as 'notarule r1c1')", e.getMessage());
    }
}
