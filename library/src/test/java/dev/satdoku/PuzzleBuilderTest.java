package dev.satdoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.format.PuzzleReader;
import dev.satdoku.model.Puzzle;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * PuzzleBuilder reads each rule call's line alone, against the layout and the variables declared so
 * far; the whole text is read once per {@link PuzzleBuilder#build()} (and for directives and errors).
 * It used to read the whole text at every call, so n rules cost n^2 line reads.
 */
class PuzzleBuilderTest {

    @Test
    void ruleCallsReadOnlyTheirOwnLine() {
        PuzzleBuilder b = PuzzleBuilder.of(9);
        List<String> text = new ArrayList<>(List.of("size 9"));
        for (int r = 1; r <= 9; r++) {
            for (int c = 1; c <= 9; c++) {
                b.rule((r + c) % 2 == 0 ? "odd r" + r + "c" + c : "even r" + r + "c" + c);
                text.add((r + c) % 2 == 0 ? "odd r" + r + "c" + c : "even r" + r + "c" + c);
                b.cage("r" + r + "c" + c);
                text.add("cage r" + r + "c" + c);
            }
        }
        assertEquals(0, b.wholeTextReads(), "a rule call read the whole text");
        Puzzle built = b.build();
        assertEquals(1, b.wholeTextReads());
        assertEquals(162, built.rules().size());
        // The same puzzle as the text with these lines.
        assertEquals(PuzzleReader.readText(String.join("\n", text) + "\n", "text").get(0), built);
    }

    @Test
    void aVariableIsKnownToTheRulesAfterIt() {
        PuzzleBuilder b = PuzzleBuilder.of(9);
        // Before its declaration, a variable is an unknown word (as in a text without the var line).
        assertThrows(IllegalArgumentException.class, () -> b.rule("gt A r1c1"));
        b.variable("A", 1, 9);
        b.rule("gt A r1c1").cage("A r2c1 r2c2");
        assertThrows(IllegalArgumentException.class, () -> b.variable("A", 1, 9)); // declared twice
        Puzzle built = b.build();
        assertEquals(1, built.extraCells().size());
        assertEquals(2, built.rules().size());
    }

    @Test
    void errorsAreTheWholeTextsAndLeaveNothingBehind() {
        PuzzleBuilder b = PuzzleBuilder.of(9).thermo("r1c1 r1c2 r1c3").cage(10, "r2c1 r2c2");
        IllegalArgumentException off = assertThrows(IllegalArgumentException.class, () -> b.cage(15, "r1c1 r1c10"));
        // The call and the cell at fault, as the caller wrote them.
        assertTrue(off.getMessage().startsWith("cage(15, \"r1c1 r1c10\"): ") && off.getMessage().contains("r1c10"), off.getMessage());
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class, () -> b.rule("thermoo r1c1 r1c2"));
        assertTrue(unknown.getMessage().contains("did you mean thermo"), unknown.getMessage());
        // A rule without its partner is refused at its call, as before.
        PuzzleBuilder chaos = PuzzleBuilder.of(Layout6.LAYOUT);
        IllegalArgumentException partner = assertThrows(IllegalArgumentException.class,
                () -> chaos.rule("chaoscount r1c2 | r1c2 r1c1 r2c1 r2c2 r2c3 r1c3"));
        assertTrue(partner.getMessage().contains("needs a 'chaos' line"), partner.getMessage());
        assertEquals(2, b.build().rules().size());
        assertEquals(0, chaos.build().rules().size());
    }

    /** A 6x6 grid without regions, where a chaos construction may draw its own. */
    private static final class Layout6 {
        static final dev.satdoku.model.Layout LAYOUT = PuzzleReader.readText("size 6\nraw\n", "t").get(0).layout();
    }
}
