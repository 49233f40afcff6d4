package dev.satdoku.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.catalog.RuleCatalog;
import dev.satdoku.format.NativeParser;
import dev.satdoku.rules.RuleType;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The one registry of pictures: keyed by the catalogue's keywords, the line styles with their drawers. */
class RuleDrawersTest {

    @Test
    void everyRegisteredKeywordIsACatalogueKeywordAndEveryCatalogueKeywordIsRegistered() {
        Set<String> catalogue = RuleCatalog.all().stream().map(RuleType::keyword).collect(Collectors.toSet());
        Set<String> registered = RuleDrawers.standard().keywords();
        List<String> unknown = new ArrayList<>(registered);
        unknown.removeAll(catalogue);
        assertEquals(List.of(), unknown, "pictures registered for keywords the catalogue does not know (a typo?)");
        List<String> missing = new ArrayList<>(catalogue);
        missing.removeAll(registered);
        assertEquals(List.of(), missing, "catalogue keywords without a picture");
    }

    @Test
    void lineStylesComeFromTheRegistryAndOnlyLinesHaveOne() {
        RuleDrawers d = RuleDrawers.standard();
        assertEquals(d.style("lockout"), LineStyle.of("lockout"));
        assertEquals(LineStyle.Ends.DIAMONDS, LineStyle.of("lockout").ends());
        assertNull(d.style("cage"), "a cage is not a coloured line");
        assertEquals(LineStyle.DEFAULT, LineStyle.of("no such rule"));
    }

    @Test
    void aRuleWhoseKeywordHasNoPictureIsANoteNotACrash() {
        String svg = new PuzzleRenderer(new RuleDrawers()).svg(NativeParser.parse("thermo r1c1 r1c2", "t.sudoku"), null);
        assertTrue(svg.contains("not drawn (no picture for &apos;thermo&apos; rules yet)") || svg.contains("not drawn (no picture for 'thermo' rules yet)"),
                svg);
    }
}
