package dev.satdoku.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.satdoku.rules.RuleType;
import dev.satdoku.testing.Repo;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * docs/format.md's rule tables say what the rule catalogue says. With
 * {@code -Dsatdoku.writeFormatDocs=true} (what {@value FormatReference#REGENERATE} passes) the test
 * rewrites the tables first, so it then passes.
 */
class FormatReferenceTest {

    @Test
    void ruleTablesOfTheFormatDocsAreGeneratedFromTheCatalogue() throws IOException {
        Path file = Repo.root().resolve("docs/format.md");
        String document = Files.readString(file, StandardCharsets.UTF_8);
        if (Boolean.getBoolean("satdoku.writeFormatDocs")) {
            document = FormatReference.regenerated(document);
            Files.writeString(file, document, StandardCharsets.UTF_8);
        }
        String current = FormatReference.current(document);
        assertNotNull(current, "docs/format.md lacks the generated-table markers; put them back around the rule tables");
        String expected = FormatReference.tables();
        if (!expected.equals(current)) {
            fail("docs/format.md's rule tables differ from the rule catalogue; regenerate them with " + FormatReference.REGENERATE
                    + "\n" + firstDifference(expected, current));
        }
    }

    /** The first line where the generated tables and the file part ways, so the failure says what changed. */
    private static String firstDifference(String expected, String actual) {
        String[] e = expected.split("\n", -1);
        String[] a = actual.split("\n", -1);
        for (int i = 0; i < Math.max(e.length, a.length); i++) {
            String x = i < e.length ? e[i] : "(end)";
            String y = i < a.length ? a[i] : "(end)";
            if (!x.equals(y)) {
                return "line " + (i + 1) + " of the tables: the catalogue says\n  " + x + "\nbut the file has\n  " + y;
            }
        }
        return "";
    }

    @Test
    void everyKeywordTheDocsGroupIsInTheCatalogueAndEveryRuleHasARow() {
        assertEquals(java.util.List.of(), FormatReference.unknownSectionKeywords());
        String tables = FormatReference.tables();
        for (RuleType t : RuleCatalog.all()) {
            assertTrue(tables.contains("\n| " + t.keyword() + " | `"), t.keyword() + " has no row");
        }
    }
}
