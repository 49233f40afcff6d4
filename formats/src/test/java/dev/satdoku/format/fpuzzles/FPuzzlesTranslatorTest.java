package dev.satdoku.format.fpuzzles;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.satdoku.format.foreign.Translation;
import dev.satdoku.format.lz.LzString;
import dev.satdoku.format.testing.Samples;
import dev.satdoku.syntax.InputException;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** f-puzzles documents to native lines: the shared samples, then each key and each error on small documents. */
class FPuzzlesTranslatorTest {

    private static final FPuzzlesImporter IMPORTER = new FPuzzlesImporter();

    static Translation translate(String json) {
        List<Translation> all = IMPORTER.translate(json, "test.json");
        assertEquals(1, all.size());
        return all.get(0);
    }

    static InputException error(String json, String... fragments) {
        InputException e = assertThrows(InputException.class, () -> IMPORTER.translate(json, "test.json"));
        for (String f : fragments) {
            assertTrue(e.getMessage().contains(f), () -> "message '" + e.getMessage() + "' lacks '" + f + "'");
        }
        return e;
    }

    /** A 9x9 document with extra top-level members. */
    static String doc(String members) {
        return "{\"size\":9,\"grid\":" + emptyGrid(9) + (members.isEmpty() ? "" : "," + members) + "}";
    }

    static String emptyGrid(int n) {
        String row = "[" + String.join(",", java.util.Collections.nCopies(n, "{}")) + "]";
        return "[" + String.join(",", java.util.Collections.nCopies(n, row)) + "]";
    }

    static Stream<Samples.FPuzzle> samples() {
        return Samples.fpuzzles().stream();
    }

    /** Every constraint key of every sample maps to native lines with the right keyword (or is a cosmetic). */
    @ParameterizedTest(name = "{0}")
    @MethodSource("samples")
    void everyKeyOfEverySampleIsMapped(Samples.FPuzzle sample) {
        Translation t = FPuzzlesTranslator.translate(sample.document(), sample.name(), "");
        Map<String, String> keyword = Map.ofEntries(Map.entry("antiknight", "antiknight"), Map.entry("antiking", "antiking"),
                Map.entry("nonconsecutive", "nonconsecutive"), Map.entry("diagonal+", "diagonal anti"), Map.entry("diagonal-", "diagonal main"),
                Map.entry("disjointgroups", "disjoint"), Map.entry("palindrome", "palindrome "), Map.entry("difference", "white "),
                Map.entry("ratio", "black "), Map.entry("xv", "x "), Map.entry("killercage", "cage "), Map.entry("littlekillersum", "littlekiller "),
                Map.entry("odd", "odd "), Map.entry("even", "even "), Map.entry("thermometer", "thermo "), Map.entry("arrow", "arrow "),
                Map.entry("clone", "clone "), Map.entry("minimum", "minimum "), Map.entry("maximum", "maximum "),
                Map.entry("sandwichsum", "sandwich "));
        for (Iterator<String> it = sample.document().fieldNames(); it.hasNext(); ) {
            String key = it.next();
            JsonNode v = sample.document().get(key);
            boolean empty = v.isArray() && v.isEmpty();
            if (keyword.containsKey(key) && !empty) {
                assertTrue(t.statements().stream().anyMatch(l -> l.startsWith(keyword.get(key))), sample + ": " + key + " left no line");
            } else if (!empty) {
                assertTrue(List.of("size", "title", "author", "ruleset", "grid", "solution", "negative", "line", "cage").contains(key),
                        sample + ": key " + key + " is neither mapped nor known here");
            }
        }
        assertEquals("size " + sample.size(), t.statements().stream().filter(l -> l.startsWith("size")).findFirst().orElseThrow());
    }

    @Test
    void blitzCagesLittleKillersOddAndEven() {
        Translation t = translate(Samples.text("fpuzzles/blitz.json"));
        List<String> s = t.statements();
        assertTrue(s.contains("odd r6c6 r2c3 r9c9"), s::toString);
        assertTrue(s.contains("even r4c2 r1c5"));
        assertTrue(s.contains("cage r2c3 r3c3 r4c2 r4c3 r5c2 r6c1 r6c2 r7c1 r8c1"), "a cage without a value has no total");
        assertTrue(s.contains("cage 7 r9c1 r9c2"));
        assertTrue(s.contains("littlekiller 17 r0c4 dl"));
        assertTrue(s.contains("littlekiller 23 r4c0 dr"));
        assertTrue(t.warnings().isEmpty(), t.warnings()::toString);
        assertEquals(Samples.fpuzzles().get(1).solution(), digits(t.solution()));
    }

    @Test
    void clippedGivensThermosAndArrowsWithoutTheirFirstCell() {
        Translation t = translate(Samples.text("fpuzzles/clipped.json"));
        assertTrue(t.nativeText().contains("givens\n.........\n.........\n....6....\n"), t::nativeText);
        assertTrue(t.statements().contains("thermo r6c5 r7c4 r8c3 r8c2"));
        assertTrue(t.statements().contains("arrow r5c4 | r4c3 r3c2 r2c2"), "the line's first cell is the circle");
        assertTrue(t.statements().contains("antiking"));
    }

    @Test
    void clonewaysPillArrowClonesMinMaxAndCosmeticCages() {
        Translation t = translate(Samples.text("fpuzzles/cloneways-game-of-life.json"));
        List<String> s = t.statements();
        assertTrue(s.contains("arrow r4c2 r4c3 | r5c4 r6c5 r7c6 r8c7 r9c8"), "a 2-cell pill keeps its order, shaft skips r4c3");
        assertTrue(s.contains("clone r1c1 r1c2 r2c1 r2c2 | r2c7 r2c8 r3c7 r3c8"));
        assertTrue(s.contains("maximum r2c4 r7c1"), "one line for all maximum cells: they exempt each other");
        assertTrue(s.contains("x r8c8 r8c7") && s.contains("v r8c7 r9c7"));
        assertEquals(2, t.warnings().size(), "the cosmetic cages, then the cell colours");
        assertTrue(t.warnings().get(0).contains("8 cage"), t.warnings()::toString);
        assertTrue(t.warnings().get(1).contains("colours (c)"), t.warnings()::toString);
    }

    @Test
    void xvKropkiDiagonalsAndNegativeXv() {
        List<String> s = translate(Samples.text("fpuzzles/xv-kropki-x.json")).statements();
        assertTrue(s.contains("diagonal anti"), "diagonal+ is the anti-diagonal");
        assertTrue(s.contains("diagonal main"));
        assertTrue(s.contains("negative xv"));
        assertTrue(s.contains("black r3c3 r3c2"));
    }

    @Test
    void birdInAStormNegativeRatioWithAnEmptyRatioList() {
        List<String> s = translate(Samples.text("fpuzzles/bird-in-a-storm.json")).statements();
        assertTrue(s.contains("negative black"));
        assertTrue(s.contains("nonconsecutive"));
        assertFalse(s.stream().anyMatch(l -> l.startsWith("black ")), "ratio: [] has no dots");
    }

    @Test
    void minimaxSandwichesOnRowsAndColumns() {
        List<String> s = translate(Samples.text("fpuzzles/minimax-sandwich.json")).statements();
        assertTrue(s.contains("sandwich 18 c8"));
        assertTrue(s.contains("sandwich 20 r5"));
        assertTrue(s.contains("disjoint"));
    }

    /** The sudokutools entries: a wrapper with three documents, two of which state rules only as drawings. */
    @Test
    void decorativeOnlyRulesAreAWarningNotASilentImport() {
        List<Translation> all = IMPORTER.translate(Samples.text("fpuzzles/sudokutools-embedded-solution.json"), "tools.json");
        assertEquals(3, all.size());
        assertEquals("tools.json:entries[0]", all.get(0).source());
        assertTrue(all.get(0).warnings().stream().anyMatch(w -> w.contains("15 line, 12 cage") && w.contains("rules text")),
                all.get(0).warnings()::toString);
        assertTrue(all.get(2).warnings().stream().anyMatch(w -> w.contains("1 line")), all.get(2).warnings()::toString);
        assertTrue(all.get(1).warnings().stream().anyMatch(w -> w.contains("81 digits") && w.contains("given")),
                "Arkham Basement's grid holds a player's digits, not givens");
        assertFalse(all.get(1).nativeText().contains("givens"));
        for (Translation t : all) {
            assertTrue(t.hasCompleteSolution(), t.source());
        }
        assertEquals("321564879459782361678913425295836147764291538813457692536129784142378956987645213", digits(all.get(0).solution()));
    }

    @Test
    void bareDocumentAndItsPayloadGiveTheSameText() {
        Samples.FPuzzle blitz = Samples.fpuzzles().get(1);
        Translation fromJson = translate(blitz.document().toString());
        Translation fromPayload = IMPORTER.translate(blitz.payload(), "p").get(0);
        assertEquals(fromJson.nativeText(), fromPayload.nativeText());
        assertTrue(IMPORTER.accepts(blitz.payload()));
    }

    @Test
    void mangledPayloadsAreRepaired() {
        String payload = Samples.fpuzzles().get(0).payload();
        assertTrue(payload.contains("+") || payload.contains("/"), "the sample should exercise + or /");
        String expected = IMPORTER.translate(payload, "p").get(0).nativeText();
        String percent = payload.replace("+", "%2B").replace("/", "%2F").replace("=", "%3D");
        assertEquals(expected, FPuzzlesImporter.fromPayload(percent, "p", "load").nativeText());
        String spaces = payload.replace("+", " ");
        assertEquals(expected, FPuzzlesImporter.fromPayload(spaces, "p", "load").nativeText());
    }

    @Test
    void doubleSlashesCollapsedBySharingAreRestored() {
        // U+FFFF is sixteen 1-bits in the stream, which gives "//" in the Base64 text.
        String json = "{\"size\":4,\"title\":\"\uffff\",\"grid\":" + emptyGrid(4) + "}";
        String payload = LzString.compressToBase64(json);
        assertEquals("N4IgzglgXgpiBcAWANCALhNAbO8SH//kVAcwCcIATBAbWuAF9kGnGGBdZO17ljrlge07MR3Nm3pA", payload, "as the JavaScript library makes it");
        String collapsed = payload.replace("//", "/");
        assertEquals(translate(json).nativeText(), FPuzzlesImporter.fromPayload(collapsed, "p", "load").nativeText());
    }

    @Test
    void truncatedOrGarbledPayloadsNameTheLinkParameter() {
        String payload = Samples.fpuzzles().get(0).payload();
        InputException cut = assertThrows(InputException.class, () -> FPuzzlesImporter.fromPayload(payload.substring(0, 200), "x", "load"));
        assertTrue(cut.getMessage().startsWith("x: load: "), cut.getMessage());
        assertThrows(InputException.class, () -> FPuzzlesImporter.fromPayload("abc$def", "x", "load"));
    }

    @Test
    void givensOnlyWhereMarkedPencilMarksAndParity() {
        String grid = emptyGrid(4).replaceFirst("\\{}", "{\"value\":3,\"given\":true,\"c\":\"#FFFFFF\"}")
                .replaceFirst("\\{}", "{\"value\":2,\"centerPencilMarks\":[1]}")
                .replaceFirst("\\{}", "{\"givenPencilMarks\":[4,1],\"parity\":\"Even\"}");
        Translation t = translate("{\"size\":4,\"grid\":" + grid + "}");
        assertTrue(t.nativeText().contains("givens\n3...\n....\n"), t::nativeText);
        assertTrue(t.statements().contains("candidates r1c3 digits=1,4"));
        assertTrue(t.statements().contains("even r1c3"));
        assertTrue(t.warnings().get(0).startsWith("1 digit in the grid"), t.warnings()::toString);
        error("{\"size\":4,\"grid\":" + emptyGrid(4).replaceFirst("\\{}", "{\"value\":5,\"given\":true}") + "}",
                "grid[0][0].value", "digit 5 in r1c1 is outside 1..4");
        error("{\"size\":4,\"grid\":" + emptyGrid(4).replaceFirst("\\{}", "{\"parity\":\"Prime\"}") + "}", "grid[0][0].parity");
    }

    @Test
    void regionsAbsentAreDefaultBoxesAndNullIsNoRegion() {
        // 4x4: the bottom-left box has no region (null); the rest keep their default boxes (absent).
        StringBuilder rows = new StringBuilder("[");
        for (int r = 0; r < 4; r++) {
            rows.append(r > 0 ? "," : "").append("[");
            for (int c = 0; c < 4; c++) {
                rows.append(c > 0 ? "," : "").append(r >= 2 && c < 2 ? "{\"region\":null}" : "{}");
            }
            rows.append("]");
        }
        rows.append("]");
        Translation t = translate("{\"size\":4,\"grid\":" + rows + "}");
        assertTrue(t.nativeText().contains("regions\n1122\n1122\n..44\n..44\n"), t::nativeText);
        // Moving one cell of box 1 into box 2 leaves box 1 with 3 cells.
        String broken = emptyGrid(4).replaceFirst("\\{}", "{\"region\":1}");
        error("{\"size\":4,\"grid\":" + broken + "}", "grid[0][1].region", "region 0", "3 cells");
    }

    @Test
    void explicitRegionsInTheShapeOfBoxesBecomeABoxesLine() {
        StringBuilder rows = new StringBuilder("[");
        for (int r = 0; r < 4; r++) {
            rows.append(r > 0 ? "," : "").append("[");
            for (int c = 0; c < 4; c++) {
                rows.append(c > 0 ? "," : "").append("{\"region\":").append(r).append("}");
            }
            rows.append("]");
        }
        rows.append("]");
        Translation t = translate("{\"size\":4,\"grid\":" + rows + "}");
        // Regular boxes of another shape (here 1x4) keep their shape, so box-only rules still apply.
        assertTrue(t.nativeText().contains("size 4\nboxes 1x4\n"), t::nativeText);
        assertFalse(t.nativeText().contains("regions"), t::nativeText);
        String none = rows.toString().replaceAll("\\{\"region\":\\d}", "{\"region\":null}");
        assertTrue(translate("{\"size\":4,\"grid\":" + none + "}").nativeText().contains("size 4\nboxes none\n"));
        String defaults = rows.toString().replace("{\"region\":0}", "{}").replace("{\"region\":1}", "{}")
                .replace("{\"region\":2}", "{}").replace("{\"region\":3}", "{}");
        assertFalse(translate("{\"size\":4,\"grid\":" + defaults + "}").nativeText().contains("regions"));
    }

    @Test
    void splitWhisperKeysAreGermanAndDutch() {
        List<String> s = translate(doc("\"germanwhispers\":[{\"lines\":[[\"R2C1\",\"R2C2\"]]}],"
                + "\"dutchwhispers\":[{\"lines\":[[\"R5C1\",\"R5C2\",\"R5C3\"]]}]")).statements();
        assertTrue(s.contains("whisper r2c1 r2c2"), s::toString);
        assertTrue(s.contains("whisper r5c1 r5c2 r5c3 diff=4"), s::toString);
    }

    @Test
    void everyLineKeyAndOutsideClue() {
        Translation t = translate(doc("\"renban\":[{\"lines\":[[\"R1C1\",\"R1C2\"],[\"R3C3\",\"R4C4\"]]}],"
                + "\"whispers\":[{\"lines\":[[\"R2C1\",\"R2C2\"]],\"value\":\"4\"},{\"lines\":[[\"R5C1\",\"R5C2\"]]}],"
                + "\"entropicline\":[{\"lines\":[[\"R6C1\",\"R6C2\"]]}],\"modularline\":[{\"lines\":[[\"R7C1\",\"R7C2\"]]}],"
                + "\"regionsumline\":[{\"lines\":[[\"R8C1\",\"R8C2\"]]}],\"nabner\":[{\"lines\":[[\"R9C1\",\"R9C2\"]]}],"
                + "\"doublearrow\":[{\"lines\":[[\"R1C5\",\"R1C6\",\"R1C7\"]]}],\"zipperline\":[{\"lines\":[[\"R2C5\",\"R2C6\"]]}],"
                + "\"slowthermometer\":[{\"lines\":[[\"R3C5\",\"R3C6\"]]}],\"betweenline\":[{\"lines\":[[\"R4C5\",\"R4C6\",\"R4C7\"]]}],"
                + "\"xsum\":[{\"cell\":\"R0C3\",\"value\":\"12\"},{\"cell\":\"R5C10\",\"value\":\"\"}],"
                + "\"skyscraper\":[{\"cell\":\"R10C2\",\"value\":3}],\"rowindexer\":[{\"cells\":[\"R1C1\",\"R2C1\"]}],"
                + "\"columnindexer\":[{\"cells\":[\"R1C5\"]}],\"boxindexer\":[{\"cells\":[\"R5C5\"]}],"
                + "\"extraregion\":[{\"cells\":[\"R1C1\",\"R9C9\"]}],\"quadruple\":[{\"cells\":[\"R2C3\",\"R2C2\",\"R3C2\",\"R3C3\"],\"values\":[1,\"2\",2]}],"
                + "\"difference\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"value\":\"3\"}],\"ratio\":[{\"cells\":[\"R1C1\",\"R2C1\"],\"value\":2}]"));
        List<String> s = t.statements();
        for (String line : List.of("renban r1c1 r1c2", "renban r3c3 r4c4", "whisper r2c1 r2c2 diff=4", "whisper r5c1 r5c2",
                "entropic r6c1 r6c2", "modular r7c1 r7c2", "regionsum r8c1 r8c2", "nabner r9c1 r9c2", "doublearrow r1c5 r1c6 r1c7",
                "zipper r2c5 r2c6", "slowthermo r3c5 r3c6", "between r4c5 r4c6 r4c7", "xsum 12 r0c3", "skyscraper 3 r10c2",
                "indexer row r1c1 r2c1", "indexer column r1c5", "indexer box r5c5", "extraregion r1c1 r9c9", "quad r2c2 1 2 2",
                "white r1c1 r1c2 diff=3", "black r1c1 r2c1")) {
            assertTrue(s.contains(line), () -> line + " missing from " + s);
        }
        assertFalse(s.stream().anyMatch(l -> l.contains("r5c10")), "a blank clue is not a rule");
    }

    @Test
    void loopsDrawnBackToTheirFirstCell() {
        // A whisper, entropic or modular line back to its first cell goes round; a renban or nabner loop is its set of cells.
        Translation t = translate(doc("\"whispers\":[{\"lines\":[[\"R1C1\",\"R1C2\",\"R2C2\",\"R2C1\",\"R1C1\"]]}],"
                + "\"entropicline\":[{\"lines\":[[\"R4C1\",\"R4C2\",\"R4C3\",\"R5C3\",\"R5C2\",\"R5C1\",\"R4C1\"]]}],"
                + "\"renban\":[{\"lines\":[[\"R7C1\",\"R7C2\",\"R8C2\",\"R8C1\",\"R7C1\"]]}],"
                + "\"nabner\":[{\"lines\":[[\"R7C5\",\"R7C6\",\"R8C6\",\"R7C5\"]]}]"));
        List<String> s = t.statements();
        for (String line : List.of("whisper r1c1 r1c2 r2c2 r2c1 r1c1", "entropic r4c1 r4c2 r4c3 r5c3 r5c2 r5c1 r4c1",
                "renban r7c1 r7c2 r8c2 r8c1", "nabner r7c5 r7c6 r8c6")) {
            assertTrue(s.contains(line), () -> line + " missing from " + s);
        }
    }

    @Test
    void littleKillerCellsMustMatchTheDiagonal() {
        error(doc("\"littlekillersum\":[{\"cell\":\"R0C4\",\"direction\":\"DL\",\"value\":\"9\",\"cells\":[\"R1C3\",\"R2C2\"]}]"),
                "littlekillersum[0].cells", "r1c3 r2c2 r3c1");
        error(doc("\"littlekillersum\":[{\"cell\":\"R0C4\",\"direction\":\"DOWN\",\"value\":\"9\"}]"), "littlekillersum[0].direction");
        error(doc("\"littlekillersum\":[{\"cell\":\"R3C4\",\"direction\":\"DL\",\"value\":\"9\"}]"), "littlekillersum[0].cell",
                "not a clue position");
    }

    @Test
    void unknownKeysAreErrorsNamingTheKey() {
        error(doc("\"chaosconstruction\":true"), "test.json: chaosconstruction: unknown f-puzzles key 'chaosconstruction'");
        error(doc("\"lockout\":[{\"lines\":[[\"R1C1\",\"R1C2\"]]}]"), "test.json: lockout: ", "no defined meaning");
        error(doc("\"negative\":[\"difference\"]"), "negative[0]", "'difference'");
        error("{\"size\":9,\"grid\":" + emptyGrid(9).replaceFirst("\\{}", "{\"foo\":1}") + "}", "grid[0][0].foo", "unknown cell field");
    }

    @Test
    void playerMarksAndColoursOnCellsAreIgnoredWithOneWarning() {
        // Other tools write a player's candidates on cells; every cell here carries some, plus colours.
        String cell = "{\"candidates\":[1,2,3],\"centerPencilMarks\":[4],\"cornerPencilMarks\":[],\"pencilMarks\":[5],"
                + "\"c\":\"#FF0000\",\"cArray\":[\"#00FF00\"],\"highlight\":\"#0000FF\",\"highlights\":[]}";
        String row = "[" + String.join(",", java.util.Collections.nCopies(9, cell)) + "]";
        String grid = "[" + String.join(",", java.util.Collections.nCopies(9, row)) + "]";
        Translation t = translate("{\"size\":9,\"grid\":" + grid.replaceFirst("\\{\"candidates", "{\"value\":3,\"given\":true,\"candidates") + "}");
        assertEquals(List.of("size 9", "givens"), t.statements());
        assertEquals(1, t.warnings().size(), t.warnings()::toString);
        String w = t.warnings().get(0);
        for (String field : List.of("candidates", "centerPencilMarks", "pencilMarks", "c", "cArray", "highlight")) {
            assertTrue(w.contains(field), w);
        }
        assertFalse(w.contains("cornerPencilMarks") || w.contains("highlights"), "empty fields say nothing: " + w);
        assertTrue(w.contains("not read as a rule"), w);
        assertEquals(List.of(), translate(doc("")).warnings(), "a grid without marks warns about nothing");
        // A field that could change the answer and is not understood stays an error.
        error("{\"size\":9,\"grid\":" + emptyGrid(9).replaceFirst("\\{}", "{\"cage\":12}") + "}", "grid[0][0].cage", "unknown cell field");
    }

    @Test
    void badCellsNameTheirKeyPath() {
        error(doc("\"killercage\":[{\"cells\":[\"R1C1\"]},{\"cells\":[\"R1C2\",\"R10C1\"],\"value\":\"5\"}]"),
                "test.json: killercage[1].cells[1]: 'R10C1' is outside the 9x9 grid");
        error(doc("\"thermometer\":[{\"lines\":[[\"R1C1\",\"X\"]]}]"), "thermometer[0].lines[0][1]", "expected a cell");
        error(doc("\"arrow\":[{\"cells\":[\"R1C1\"],\"lines\":[[\"R2C2\",\"R3C3\"]]}]"), "arrow[0].lines[0]", "not one of the arrow's circle cells");
        error(doc("\"xv\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"value\":\"Z\"}]"), "xv[0].value");
        error(doc("\"clone\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"cloneCells\":[\"R5C5\"]}]"), "clone[0]", "one to one");
        error(doc("\"quadruple\":[{\"cells\":[\"R1C1\",\"R1C2\",\"R2C1\",\"R3C3\"],\"values\":[1]}]"), "quadruple[0].cells", "2x2");
    }

    @Test
    void structuralErrors() {
        error("{\"grid\":[]}", "test.json: size: missing");
        error("{\"size\":17,\"grid\":[]}", "size 17 is outside f-puzzles' 3..16");
        error("{\"size\":9,\"grid\":[[{}]]}", "test.json: grid: expected 9 rows");
        InputException e = error("{\"size\": 9,\n \"grid\": [}", "test.json:2:", "is not valid JSON");
        assertNotNull(e.origin());
        error("{\"size\":9,\"size\":9}", "not valid JSON", "size");
    }

    @Test
    void metadataAndFogWarnings() {
        Translation t = translate(doc("\"title\":\"A\\ntitle\",\"author\":\"Me\",\"ruleset\":\"Line one\\n\\nLine two\",\"fogofwar\":[\"R1C1\"]"));
        assertEquals(List.of("title A title", "author Me", "ruleset Line one", "ruleset", "ruleset Line two", "size 9"),
                t.statements().subList(0, 6));
        assertTrue(t.warnings().get(0).contains("fog of war"));
    }

    @Test
    void cosmeticCopiesOfExtensionConstraintsAreDropped() {
        String json = doc("\"renban\":[{\"lines\":[[\"R1C1\",\"R1C2\"]]}],"
                + "\"line\":[{\"lines\":[[\"R1C1\",\"R1C2\"]],\"outlineC\":\"#F067F0\",\"fromConstraint\":\"Renban\"},"
                + "{\"lines\":[[\"R1C1\",\"R1C2\"]],\"isNewConstraint\":true}]");
        assertTrue(translate(json).warnings().isEmpty(), () -> translate(json).warnings().toString());
        String orphan = doc("\"line\":[{\"lines\":[[\"R1C1\",\"R1C2\"]],\"fromConstraint\":\"Renban\"}]");
        assertEquals(1, translate(orphan).warnings().size(), "a copy whose constraint key is absent may be the only statement of a rule");
    }

    /** One decoration of each kind, and a copy of a constraint that must stay dropped. */
    static final String DECORATED = doc("\"renban\":[{\"lines\":[[\"R9C1\",\"R9C2\"]]}],"
            + "\"cage\":[{\"cells\":[\"R1C1\",\"R1C2\",\"R2C1\"],\"value\":\"A\",\"outlineC\":\"#FF0000\",\"fontC\":\"#0000FF\"}],"
            + "\"line\":[{\"lines\":[[\"R3C1\",\"R3C2\",\"R4C3\"]],\"outlineC\":\"#2ECBFF\",\"width\":0.4},"
            + "{\"lines\":[[\"R9C1\",\"R9C2\"]],\"outlineC\":\"#F067F0\",\"fromConstraint\":\"Renban\"}],"
            + "\"circle\":[{\"cells\":[\"R5C5\"],\"baseC\":\"#FFFFFF80\",\"outlineC\":\"#000000\",\"fontC\":\"#000000\","
            + "\"width\":0.6,\"height\":0.6,\"value\":\"7\"}],"
            + "\"rectangle\":[{\"cells\":[\"R6C6\",\"R6C7\"],\"baseC\":\"#CFCFCF\",\"width\":1.2,\"height\":\"0.5\",\"angle\":45}],"
            + "\"text\":[{\"cells\":[\"R7C8\"],\"value\":\"hi\",\"fontC\":\"#333333\",\"size\":0.8}]");

    @Test
    void cosmeticDecorationsAreKeptForDrawingAndStillQualifyTheVerdict() {
        Translation t = translate(DECORATED);
        List<dev.satdoku.model.Decoration> d = t.decorations();
        assertEquals(List.of(dev.satdoku.model.Decoration.Kind.LINE, dev.satdoku.model.Decoration.Kind.CIRCLE,
                dev.satdoku.model.Decoration.Kind.RECTANGLE, dev.satdoku.model.Decoration.Kind.TEXT,
                dev.satdoku.model.Decoration.Kind.CAGE), d.stream().map(dev.satdoku.model.Decoration::kind).toList(),
                "the renban's drawn copy is not a decoration");
        var line = d.get(0);
        assertEquals(List.of(dev.satdoku.model.Cell.of1(3, 1), dev.satdoku.model.Cell.of1(3, 2), dev.satdoku.model.Cell.of1(4, 3)), line.cells());
        assertEquals("#2ECBFF", line.stroke());
        assertEquals(0.4, line.width());
        var circle = d.get(1);
        assertEquals("#FFFFFF80", circle.fill());
        assertEquals("7", circle.text());
        assertEquals(0.6, circle.height());
        var rectangle = d.get(2);
        assertEquals(0.5, rectangle.height(), "a size written as a string");
        assertEquals(45, rectangle.angle());
        assertEquals(null, rectangle.stroke(), "no outline given");
        var text = d.get(3);
        assertEquals("hi", text.text());
        assertEquals("#333333", text.textColour());
        var cage = d.get(4);
        assertEquals("A", cage.text());
        assertEquals("#FF0000", cage.stroke());
        assertEquals("#0000FF", cage.textColour());
        assertEquals(3, cage.cells().size());

        assertEquals(1, t.warnings().size(), t.warnings()::toString);
        assertTrue(t.warnings().get(0).contains("(1 line, 1 circle, 1 rectangle, 1 text, 1 cage)"), t.warnings()::toString);
        assertEquals(5, t.unread().size(), "still unread: a decoration may carry a rule only the rules text states");
        assertTrue(t.statements().stream().noneMatch(l -> l.contains("r3c1")), "decorations never become native lines");
        var puzzle = dev.satdoku.format.foreign.Translations.parse(t);
        assertEquals(d, puzzle.metadata().decorations());
        assertFalse(puzzle.metadata().complete());
    }

    @Test
    void aDecorationThatCannotBePlacedIsNotDrawnAndSaysSo() {
        Translation t = translate(doc("\"line\":[{\"lines\":[[\"R1C1\",\"R12C1\"]]}],\"cage\":[{\"cells\":[\"R2C2\"],\"outlineC\":\"red\"}]"));
        assertEquals(1, t.decorations().size(), "the cage is drawn, the line leaving the grid is not");
        assertEquals(null, t.decorations().get(0).stroke(), "a colour f-puzzles would not write is drawn in the default");
        assertTrue(t.warnings().stream().anyMatch(w -> w.contains("line[0] is not drawn") && w.contains("R12C1")), t.warnings()::toString);
        assertEquals(2, t.unread().size());
        Translation settings = translate(doc("\"cage\":[{\"cells\":[],\"value\":\"title: Hidden\"}]"));
        assertEquals(List.of(), settings.decorations());
        assertEquals(1, settings.warnings().size(), "a cage without cells has nothing to draw, so no warning about drawing it");
    }

    @Test
    void payloadOfALargeGridRoundTrips() {
        String json = "{\"size\":16,\"grid\":" + emptyGrid(16).replaceFirst("\\{}", "{\"value\":16,\"given\":true}") + "}";
        Translation t = IMPORTER.translate(LzString.compressToBase64(json), "p").get(0);
        assertTrue(t.nativeText().contains("givens\n16 . . . . . . . . . . . . . . .\n"), t::nativeText);
    }

    static String digits(int[] d) {
        StringBuilder sb = new StringBuilder();
        for (int x : d) {
            sb.append(x > 9 ? (char) ('A' + x - 10) : (char) ('0' + x));
        }
        return sb.toString().toUpperCase(Locale.ROOT);
    }

    @Test
    void wrapperSolutionIsTheEmbeddedSolution() {
        Translation t = translate(Samples.text("fpuzzles/minimax-sandwich.json"));
        assertArrayEquals(Samples.fpuzzles().get(4).solution().chars().map(c -> c - '0').toArray(), t.solution());
    }
}
