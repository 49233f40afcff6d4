package dev.satdoku.format.fpuzzles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.satdoku.format.NativeParser;
import dev.satdoku.format.PuzzleReader;
import dev.satdoku.format.lz.LzString;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Puzzle;
import dev.satdoku.syntax.InputException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The shape of what each rule becomes in an f-puzzles document, and the errors for what cannot be written. */
class FPuzzlesExporterTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static Puzzle parse(String text) {
        return NativeParser.parse(text, "p.sudoku");
    }

    private static JsonNode doc(String text) {
        return FPuzzlesExporter.export(parse(text), false).document();
    }

    /** The puzzle read back from the link, the way a user would paste it. */
    private static Puzzle viaLink(Puzzle p) {
        return PuzzleReader.readText(FPuzzlesExporter.export(p, false).link(), "link").get(0);
    }

    @Test
    void decorationsAreWrittenBackAndReadBackTheSame() {
        Puzzle read = PuzzleReader.readText(FPuzzlesTranslatorTest.DECORATED, "decorated.json").get(0);
        assertEquals(5, read.metadata().decorations().size());
        JsonNode d = FPuzzlesExporter.export(read, false).document();
        assertEquals(2, d.get("line").size(), "the renban's drawn copy and the decoration");
        assertEquals("A", d.get("cage").get(0).get("value").asText());
        assertEquals("#FFFFFF80", d.get("circle").get(0).get("baseC").asText());
        assertEquals(45, d.get("rectangle").get(0).get("angle").asDouble());
        assertEquals("hi", d.get("text").get(0).get("value").asText());
        Puzzle back = viaLink(read);
        assertEquals(read.metadata().decorations().stream().map(Object::toString).sorted().toList(),
                back.metadata().decorations().stream().map(Object::toString).sorted().toList());
        assertEquals(read.metadata().unread(), back.metadata().unread(), "the verdict stays qualified the same way");
        assertNull(doc("").get("cage"), "no decorations, no cosmetic keys");
    }

    @Test
    void metadataGivensAndTheLinkDecodeToTheDocument() throws Exception {
        Puzzle p = parse("title Tiny\nauthor Me\nruleset line one\nruleset line two\nsize 4\ngivens\n1...\n....\n....\n...4\n");
        FPuzzlesExport e = FPuzzlesExporter.export(p, false);
        JsonNode d = e.document();
        assertEquals(4, d.get("size").asInt());
        assertEquals("Tiny", d.get("title").asText());
        assertEquals("Me", d.get("author").asText());
        assertEquals("line one\nline two", d.get("ruleset").asText());
        assertEquals(JSON.readTree("{\"value\":1,\"given\":true}"), d.get("grid").get(0).get(0));
        assertEquals(JSON.readTree("{}"), d.get("grid").get(0).get(1));
        assertEquals(4, d.get("grid").get(3).get(3).get("value").asInt());
        assertTrue(e.link().startsWith("https://www.f-puzzles.com/?load="));
        assertEquals(d, JSON.readTree(LzString.decompressFromBase64(e.payload())), "the payload is the compact JSON");
        assertEquals(d, JSON.readTree(e.json(true)), "pretty JSON is the same document");
        assertEquals(p, viaLink(p));
        assertEquals("Tiny", viaLink(p).metadata().title());
    }

    @Test
    void lineRulesUseTheirKeysAndUserscriptKeysCarryADrawnCopy() {
        JsonNode d = doc("thermo r1c1 r1c2 r1c3\nslowthermo r2c1 r2c2\nrenban r3c1 r3c2\nwhisper r4c1 r4c2\nwhisper r5c1 r5c2 diff=4\n"
                + "between r6c1 r6c2 r6c3\npalindrome r7c1 r7c2\nentropic r8c1 r8c2\nnabner r9c1 r9c2\nmodular r1c5 r1c6\n");
        assertEquals("[[\"R1C1\",\"R1C2\",\"R1C3\"]]", d.get("thermometer").get(0).get("lines").toString());
        assertEquals("[[\"R2C1\",\"R2C2\"]]", d.get("slowthermometer").get(0).get("lines").toString());
        assertFalse(d.get("whispers").get(0).has("value"), "German whispers are the userscript's default");
        assertEquals("4", d.get("whispers").get(1).get("value").asText());
        for (String key : List.of("betweenline", "palindrome", "renban", "entropicline", "nabner", "modularline")) {
            assertEquals(1, d.get(key).size(), key);
        }
        JsonNode copies = d.get("line");
        assertEquals(7, copies.size(), "one drawn copy per userscript line: " + copies);
        assertEquals("Renban", copies.get(1).get("fromConstraint").asText());
        assertTrue(copies.get(1).get("isNewConstraint").asBoolean());
    }

    @Test
    void arrowsStartEachShaftInTheCircleAndPillsKeepTheirOrder() {
        JsonNode d = doc("arrow r1c1 r1c2 | r2c2 r3c3 | r1c3 r2c3\narrow r5c5 | r9c9\n");
        JsonNode a = d.get("arrow").get(0);
        assertEquals("[\"R1C1\",\"R1C2\"]", a.get("cells").toString());
        assertEquals("[[\"R1C2\",\"R2C2\",\"R3C3\"],[\"R1C2\",\"R1C3\",\"R2C3\"]]", a.get("lines").toString());
        assertEquals("[[\"R5C5\",\"R9C9\"]]", d.get("arrow").get(1).get("lines").toString(), "a detached shaft starts at the circle anyway");
    }

    @Test
    void cellPairAndSetRules() {
        JsonNode d = doc("odd r1c1 r1c2\neven r2c2\ncandidates r3c3 digits=1,2,3\ncandidates r3c3 r3c4 digits=2,3,4\nminimum r5c5\n"
                + "maximum r6c6\ncage 10 r1c8 r1c9\ncage r2c8 r2c9\nwhite r4c1 r4c2\nwhite r4c3 r4c4 diff=3\nblack r5c1 r5c2\n"
                + "black r5c3 r5c4 ratio=3\nx r6c1 r6c2\nv r6c3 r6c4\nquad r7c7 1 1 2\nclone r1c4 r1c5 | r9c4 r9c5 | r5c8 r6c8\n"
                + "extraregion r8c1 r8c2 r9c1\nindexer column r7c1 r8c1\n");
        assertEquals("[{\"cell\":\"R1C1\"},{\"cell\":\"R1C2\"}]", d.get("odd").toString());
        assertEquals("[2,3]", d.get("grid").get(2).get(2).get("givenPencilMarks").toString(), "candidates rules on one cell narrow together");
        assertEquals("[2,3,4]", d.get("grid").get(2).get(3).get("givenPencilMarks").toString());
        assertEquals("R5C5", d.get("minimum").get(0).get("cell").asText());
        assertEquals("{\"cells\":[\"R1C8\",\"R1C9\"],\"value\":\"10\"}", d.get("killercage").get(0).toString());
        assertFalse(d.get("killercage").get(1).has("value"));
        assertFalse(d.get("difference").get(0).has("value"));
        assertEquals("3", d.get("difference").get(1).get("value").asText());
        assertEquals("3", d.get("ratio").get(1).get("value").asText());
        assertEquals("X", d.get("xv").get(0).get("value").asText());
        assertEquals("V", d.get("xv").get(1).get("value").asText());
        assertEquals("{\"cells\":[\"R7C7\",\"R7C8\",\"R8C7\",\"R8C8\"],\"values\":[1,1,2]}", d.get("quadruple").get(0).toString());
        assertEquals(2, d.get("clone").size(), "a clone of three groups is two f-puzzles clones");
        assertEquals("[\"R5C8\",\"R6C8\"]", d.get("clone").get(1).get("cloneCells").toString());
        assertEquals(1, d.get("extraregion").size());
        assertEquals(2, d.get("columnindexer").get(0).get("cells").size());
    }

    @Test
    void outsideCluesAndGlobalRules() {
        JsonNode d = doc("littlekiller 15 r0c0 dr\nlittlekiller 7 r10c3 ur\nsandwich 12 r3\nsandwich 0 c9 crusts=9,1\nskyscraper 3 r4c10\n"
                + "antiking\nantiknight\ndiagonal both\ndisjoint\nnonconsecutive\nnegative black xv\n");
        JsonNode lk = d.get("littlekillersum").get(0);
        assertEquals("R0C0", lk.get("cell").asText());
        assertEquals("DR", lk.get("direction").asText());
        assertEquals("15", lk.get("value").asText());
        assertEquals(9, lk.get("cells").size());
        assertEquals("UR", d.get("littlekillersum").get(1).get("direction").asText());
        assertEquals("{\"cell\":\"R3C0\",\"value\":\"12\"}", d.get("sandwichsum").get(0).toString());
        assertEquals("R0C9", d.get("sandwichsum").get(1).get("cell").asText(), "crusts 9,1 are f-puzzles' 1 and 9");
        assertEquals("{\"cell\":\"R4C10\",\"value\":\"3\"}", d.get("skyscraper").get(0).toString());
        for (String flag : List.of("antiking", "antiknight", "diagonal+", "diagonal-", "disjointgroups", "nonconsecutive")) {
            assertTrue(d.get(flag).asBoolean(), flag);
        }
        assertEquals("[\"ratio\",\"xv\"]", d.get("negative").toString());
    }

    @Test
    void windokuBecomesItsFourWindowsAsExtraRegions() {
        JsonNode d = doc("windoku\n");
        assertEquals(4, d.get("extraregion").size());
        assertEquals("[\"R2C2\",\"R2C3\",\"R2C4\",\"R3C2\",\"R3C3\",\"R3C4\",\"R4C2\",\"R4C3\",\"R4C4\"]",
                d.get("extraregion").get(0).get("cells").toString());
    }

    @Test
    void regionsAreWrittenOnlyWhenTheyDifferFromFPuzzlesDefaultBoxes() {
        assertNull(doc("size 6\n").get("grid").get(0).get(0).get("region"));
        assertNull(doc("size 5\n").get("grid").get(0).get(0).get("region"), "prime sizes have no boxes either way");
        JsonNode tall = doc("size 6\nboxes 3x2\n");
        assertEquals(1, tall.get("grid").get(0).get(2).get("region").asInt());
        assertEquals(3, tall.get("grid").get(3).get(0).get("region").asInt(), "region numbers in reading order");
        assertTrue(doc("size 6\nboxes none\n").get("grid").get(5).get(5).get("region").isNull());
        for (String layout : List.of("size 6\nboxes 3x2\n", "size 6\nboxes none\n", "size 5\n", "size 8\nboxes 4x2\n")) {
            Puzzle p = parse(layout);
            Puzzle back = viaLink(p);
            assertEquals(p.layout(), back.layout(), layout + " reads back as " + back.layout().describe());
        }
        Puzzle jigsaw = parse("regions\nAABB\nAABB\nCCDD\nCDDC\n");
        assertEquals(Layout.Kind.JIGSAW, viaLink(jigsaw).layout().kind());
        assertEquals(jigsaw, viaLink(jigsaw));
    }

    @Test
    void aRuleFPuzzlesCannotStateIsAnErrorAtItsLine() {
        InputException e = assertThrows(InputException.class, () -> doc("title T\nthermo r1c1 r1c2\nsum 7 r5c5 r5c6\n"));
        assertEquals("p.sudoku:3:1: cannot be written in f-puzzles: 'sum 7 r5c5 r5c6': f-puzzles has no sum that allows repeated digits "
                + "(its killer cages need distinct digits) (--lossy leaves such rules out, with a warning and a note in the rules text)",
                e.getMessage());
        InputException three = assertThrows(InputException.class, () -> doc("gt r1c1 r3c3\nnegative kropki\nmodular r1c1 r1c2 m=4\n"
                + "gt r2c1 r2c2\ngt r3c1 r3c2\ngt r5c1 r5c2\n"));
        assertEquals("p.sudoku: 6 rules cannot be written in f-puzzles: 'gt r1c1 r3c3' (line 1) and 3 more on lines 4-6: f-puzzles has no "
                + "greater-than sign; 'negative kropki' (line 2): f-puzzles has no negative constraint for pairs without any kropki dot "
                + "(its nonconsecutive and negative-ratio flags, satdoku's 'negative white black', forbid the ratios of the puzzle's "
                + "black dots, not always 1:2: another rule); "
                + "'modular r1c1 r1c2 m=4' (line 3): f-puzzles' modular lines are modulo 3 only; this one is modulo 4 (--lossy leaves "
                + "such rules out, with a warning and a note in the rules text)", three.getMessage());
        String variable = assertThrows(InputException.class, () -> doc("var A 1..9\ncage A r1c1 r1c2\n")).getMessage();
        assertTrue(variable.startsWith("p.sudoku:1:5: var A: f-puzzles has no named variables"), variable);
        assertTrue(assertThrows(InputException.class, () -> doc("size 25\n")).getMessage()
                .contains("f-puzzles grids are 3x3 to 16x16; this puzzle is 25x25"));
        assertTrue(assertThrows(InputException.class, () -> doc("cage 10 r1c1 r1c2\nquad r1c1 A\nvar A 1..9\n")).getMessage()
                .contains("f-puzzles has no named variables"));
    }

    @Test
    void lossyLeavesRulesOutAndSaysSoInTheRulesText() {
        Puzzle p = parse("ruleset Killer and sums.\nthermo r1c1 r1c2\nsum 7 r5c5 r5c6\nantibishop\n");
        FPuzzlesExport e = FPuzzlesExporter.export(p, true);
        assertEquals(List.of("line 3: 'sum 7 r5c5 r5c6': f-puzzles has no sum that allows repeated digits (its killer cages need distinct digits)",
                "line 4: 'antibishop': f-puzzles has no anti-bishop rule"), e.dropped());
        String rules = e.document().get("ruleset").asText();
        assertTrue(rules.startsWith("Killer and sums.\n\nNot in this f-puzzles version"), rules);
        assertTrue(rules.contains("\n- line 3: 'sum 7 r5c5 r5c6'"), rules);
        Puzzle back = PuzzleReader.readText(e.link(), "link").get(0);
        assertEquals(List.of("thermo r1c1 r1c2"), back.rules().stream().map(r -> r.toNative()).toList());
    }
}
