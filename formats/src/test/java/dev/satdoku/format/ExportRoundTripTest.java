package dev.satdoku.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.satdoku.check.Checker;
import dev.satdoku.format.foreign.ExportChecks;
import dev.satdoku.format.foreign.LinkImporter;
import dev.satdoku.format.foreign.Translation;
import dev.satdoku.format.foreign.Translations;
import dev.satdoku.format.fpuzzles.FPuzzlesExport;
import dev.satdoku.format.fpuzzles.FPuzzlesExporter;
import dev.satdoku.format.fpuzzles.FPuzzlesImporter;
import dev.satdoku.format.foreign.ExportNormalForm;
import dev.satdoku.format.lz.LzString;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.syntax.InputException;
import dev.satdoku.testing.Instance;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Exports read back as the puzzle they came from: every instance under instances/ that f-puzzles can
 * state goes out as an f-puzzles link and as JSON and comes back with the same layout, givens and rules,
 * and its stored solutions still pass the checker; every imported example round-trips through
 * f-puzzles and through the native format.
 *
 * <p>"The same rules" is compared in {@link ExportNormalForm}: f-puzzles stores some rules in other
 * shapes (one entry per odd cell, one arrow per shaft, windoku as extra regions, ...), and its key
 * order is not the native line order, so the comparison splits rules into those pieces and sorts them.
 */
class ExportRoundTripTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** What every refusal says; anything else from the exporter is a bug. */
    private static final List<String> REFUSALS = List.of("cannot be written in f-puzzles", "f-puzzles grids are 3x3 to 16x16",
            "f-puzzles has no named variables", "f-puzzles cannot state this grid");

    static Stream<Instance> instances() {
        return Instance.everything().stream();
    }

    /** Reads an export back the way users paste it: the link, and the JSON. */
    private static List<Puzzle> readBack(FPuzzlesExport e) {
        Translation fromLink = new LinkImporter().translate(e.link(), "link").get(0);
        Translation fromJson = new FPuzzlesImporter().translate(e.json(true), "json").get(0);
        return List.of(Translations.parse(fromLink), Translations.parse(fromJson));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("instances")
    void everyInstanceEitherRoundTripsThroughFPuzzlesOrIsRefusedWithAReason(Instance instance) throws Exception {
        Puzzle p = instance.puzzle();
        FPuzzlesExport e;
        try {
            e = FPuzzlesExporter.export(p, false);
        } catch (InputException refused) {
            assertTrue(REFUSALS.stream().anyMatch(refused.getMessage()::contains), refused.getMessage());
            assertTrue(refused.getMessage().startsWith(instance.file().toString()), "the error names the file: " + refused.getMessage());
            return;
        }
        JsonNode decoded = JSON.readTree(LzString.decompressFromBase64(e.link().substring(FPuzzlesExport.LINK_PREFIX.length())));
        assertEquals(e.document(), decoded, "the link holds the document");
        for (Puzzle back : readBack(e)) {
            assertEquals(ExportNormalForm.of(p), ExportNormalForm.of(back));
            assertEquals(p.metadata().title(), back.metadata().title());
            ExportChecks.storedSolutionsFit(instance, p, back);
        }
    }

    /**
     * Which instances export and which do not, and why; printed so the coverage is visible in the test
     * log, and bounded so that a mapping lost by accident fails here.
     */
    @Test
    void mostInstancesExport() {
        ExportChecks.Coverage coverage = ExportChecks.exportEveryInstance("f-puzzles", p -> FPuzzlesExporter.export(p, false));
        List<String> exported = coverage.exported();
        Map<String, String> refused = coverage.refused();
        assertTrue(exported.size() >= 50, exported.size() + " instances exported: " + exported);
        assertTrue(refused.keySet().containsAll(List.of("classic/25x25.sudoku", "variants/crosssum-1.sudoku", "variants/gt-kit1980.sudoku")),
                refused.keySet().toString());
    }

    static Stream<ImportedExamplesTest.Example> importedExamples() {
        return ImportedExamplesTest.examples();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("importedExamples")
    void importedExamplesRoundTripThroughFPuzzles(ImportedExamplesTest.Example example) {
        Puzzle p = PuzzleReader.readText(example.input(), example.name()).get(0);
        FPuzzlesExport e;
        try {
            e = FPuzzlesExporter.export(p, false);
        } catch (InputException refused) {
            assertTrue(REFUSALS.stream().anyMatch(refused.getMessage()::contains), refused.getMessage());
            System.out.println("not exportable: " + example.name() + ": " + refused.detail());
            return;
        }
        for (Puzzle back : readBack(e)) {
            assertEquals(ExportNormalForm.of(p), ExportNormalForm.of(back));
            Solution stored = new Solution(back.layout(), example.solution(), Map.of(), null);
            assertEquals(List.of(), Checker.check(back, stored));
        }
    }

    /**
     * {@code satdoku convert} writes an imported puzzle as the lines it was translated to (comments
     * before them); {@link NativeWriter} writes any puzzle. Both read back as exactly the same puzzle.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("importedExamples")
    void importedExamplesRoundTripThroughNative(ImportedExamplesTest.Example example) {
        Translation t = null;
        for (PuzzleImporter importer : PuzzleReader.importers()) {
            if (importer.accepts(example.input()) && importer instanceof dev.satdoku.format.foreign.NativeTranslator translator) {
                t = translator.translate(example.input(), example.name()).get(0);
                break;
            }
        }
        assertTrue(t != null, "an importer takes " + example.name());
        Puzzle p = Translations.parse(t);
        String converted = "# converted by satdoku\n# warning: something\n" + t.nativeText();
        assertEquals(p, NativeParser.parse(converted, "converted"));
        assertEquals(p, NativeParser.parse(NativeWriter.write(p), "written"));
        assertEquals(p.metadata().title(), NativeParser.parse(NativeWriter.write(p), "written").metadata().title());
    }
}
