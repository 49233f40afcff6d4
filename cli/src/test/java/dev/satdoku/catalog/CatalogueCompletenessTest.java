package dev.satdoku.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.format.NativeParser;
import dev.satdoku.format.fpuzzles.FPuzzlesExporter;
import dev.satdoku.render.RuleDrawers;
import dev.satdoku.rules.RuleType;
import dev.satdoku.syntax.InputException;
import dev.satdoku.testing.Repo;
import dev.satdoku.testing.RuleExamples;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every keyword of the rule catalogue has all of its registrations, checked in one place (this module
 * sees every other): an example line (RuleExamples, which the picture and fingerprint tests use), a
 * picture (RuleDrawers), an f-puzzles writer or the reason f-puzzles cannot state it, an ISS reader or
 * the reason ISS has no such item, and a heading in docs/format.md's rule tables. One test per
 * keyword, whose failure lists what that keyword lacks.
 */
class CatalogueCompletenessTest {

    /** The f-puzzles exporter's words for a rule type that has neither a writer nor a stated reason. */
    private static final String NO_FPUZZLES_ENTRY = "satdoku has no f-puzzles form for";

    /**
     * Catalogue keywords that no ISS item becomes, and why (the ISS format specification, section 4 and
     * its list of types ISS does not have). Every other keyword must be written by an ISS reader.
     */
    static final Map<String, String> NO_ISS_ITEM = Map.ofEntries(
            Map.entry("odd", "ISS states odd cells as Given candidate lists, which are read as candidates"),
            Map.entry("even", "ISS states even cells as Given candidate lists, which are read as candidates"),
            Map.entry("minimum", "ISS has no minimum-cell type; its puzzles state them as GreaterThan pairs, read as gt"),
            Map.entry("maximum", "ISS has no maximum-cell type; its puzzles state them as GreaterThan pairs, read as gt"),
            Map.entry("equal", "ISS has no equality between two cells or variables as a type of its own"),
            Map.entry("samediff", "ISS has no same-difference line (at most a Pair relation, read as relation)"),
            Map.entry("differencecount", "ISS has no line whose differences count themselves"),
            Map.entry("antibishop", "ISS has no anti-bishop type"),
            Map.entry("antiqueen", "ISS has no anti-queen type"),
            Map.entry("chaosborders", "ISS has no clue counting the region borders along lines"),
            Map.entry("yinyang", "ISS has no shading"),
            Map.entry("if", "ISS has no shading, so no condition on it"),
            Map.entry("snake", "ISS has no shading"),
            Map.entry("loop", "ISS has no shading"),
            Map.entry("require", "ISS has no shading, so no condition on it"));

    private static final Path ISS_READERS = Path.of("formats/src/main/java/dev/satdoku/format/iss");

    @TestFactory
    Stream<DynamicTest> everyCatalogueKeywordHasEveryEntry() {
        Set<String> drawn = RuleDrawers.standard().keywords();
        Set<String> inSections = FormatReference.SECTIONS.values().stream().flatMap(List::stream).collect(Collectors.toSet());
        String issReaders = issReaderSources();
        List<RuleType> catalogue = RuleCatalog.all();
        assertTrue(catalogue.size() > 50, "only " + catalogue.size() + " catalogue keywords");
        return catalogue.stream().map(RuleType::keyword).distinct().map(keyword -> DynamicTest.dynamicTest(keyword, () -> {
            List<String> missing = new ArrayList<>();
            String example = RuleExamples.EXAMPLES.get(keyword);
            if (example == null) {
                missing.add("an example line in RuleExamples (encoder's test helpers)");
            } else {
                String refusal = fpuzzlesRefusal(example);
                if (refusal != null && refusal.contains(NO_FPUZZLES_ENTRY)) {
                    missing.add("an f-puzzles writer (FRuleWriters, registered in FConstraints) or the reason f-puzzles "
                            + "cannot state it (FRuleWriters' NO_FPUZZLES_FORM or REASONS): " + refusal);
                }
            }
            if (!drawn.contains(keyword)) {
                missing.add("a picture (RuleDrawers.standard())");
            }
            if (!writtenByAnIssReader(keyword, issReaders) && !NO_ISS_ITEM.containsKey(keyword)) {
                missing.add("an ISS reader (IssTypes.READERS) or the reason ISS has no such item (NO_ISS_ITEM here)");
            }
            if (!inSections.contains(keyword)) {
                missing.add("a heading in docs/format.md's rule tables (FormatReference.SECTIONS), then scripts/format-rules.sh");
            }
            assertEquals(List.of(), missing, keyword + " lacks");
        }));
    }

    @Test
    void theReasonsIssHasNoItemAreForCatalogueKeywordsThatNoReaderWrites() {
        Set<String> catalogue = RuleCatalog.all().stream().map(RuleType::keyword).collect(Collectors.toSet());
        String issReaders = issReaderSources();
        for (String keyword : NO_ISS_ITEM.keySet()) {
            assertTrue(catalogue.contains(keyword), keyword + " is not a catalogue keyword");
            assertTrue(!writtenByAnIssReader(keyword, issReaders), keyword + " is written by an ISS reader now: drop its reason");
        }
        assertTrue(writtenByAnIssReader("thermo", issReaders), "the ISS readers are not where this test looks: " + ISS_READERS);
    }

    /** The exporter's refusal of the example, or null when it exports. */
    private static String fpuzzlesRefusal(String example) {
        try {
            FPuzzlesExporter.export(NativeParser.parse(example + "\n", "example"), false);
            return null;
        } catch (InputException e) {
            return e.getMessage();
        }
    }

    /** Keywords whose ISS reader builds the record and writes its line with toNative(), by record class. */
    private static final Map<String, String> ISS_READER_BUILDS = Map.of("nfa", "NfaLine");

    /**
     * Whether an ISS reader writes a native line starting with the keyword (the readers build the lines as
     * text), or builds the keyword's record (see {@link #ISS_READER_BUILDS}).
     */
    private static boolean writtenByAnIssReader(String keyword, String sources) {
        String record = ISS_READER_BUILDS.get(keyword);
        return Pattern.compile("\"" + Pattern.quote(keyword) + "[ \"]").matcher(sources).find()
                || record != null && sources.contains("new " + record + "(");
    }

    private static String issReaderSources() {
        try (Stream<Path> files = Files.list(Repo.root().resolve(ISS_READERS))) {
            StringBuilder all = new StringBuilder();
            for (Path f : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
                all.append(Files.readString(f)).append('\n');
            }
            return all.toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
