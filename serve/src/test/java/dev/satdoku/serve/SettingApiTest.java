package dev.satdoku.serve;

import static dev.satdoku.serve.WorkbenchClient.question;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.satdoku.catalog.RuleCatalog;
import dev.satdoku.rules.RuleType;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The endpoints behind setting a puzzle on the page: {@code GET /api/rules} (the catalogue with each rule's
 * argument parts, read from its syntax) and {@code POST /api/native} (the text to edit line by line).
 */
class SettingApiTest {

    @RegisterExtension
    static final RunningWorkbench WORKBENCH = new RunningWorkbench();

    private static JsonNode rules() {
        WorkbenchClient.Answer a = WORKBENCH.client().get("/api/rules");
        assertEquals(200, a.status());
        return a.json().get("catalogue");
    }

    private static JsonNode rule(String keyword) {
        for (JsonNode r : rules()) {
            if (r.get("keyword").asText().equals(keyword)) {
                return r;
            }
        }
        throw new AssertionError("no rule " + keyword);
    }

    private static List<String> kinds(String keyword) {
        List<String> out = new ArrayList<>();
        rule(keyword).get("parts").forEach(p -> out.add(p.get("kind").asText()));
        return out;
    }

    @Test
    void theCatalogueIsTheOneSatdokuRulesPrintsInItsOrder() {
        JsonNode rules = rules();
        List<RuleType> all = RuleCatalog.all();
        assertEquals(all.size(), rules.size());
        for (int i = 0; i < all.size(); i++) {
            assertEquals(all.get(i).keyword(), rules.get(i).get("keyword").asText());
            assertEquals(all.get(i).syntax(), rules.get(i).get("syntax").asText());
            assertEquals(all.get(i).summary(), rules.get(i).get("summary").asText());
            assertEquals(all.get(i).aliases().size(), rules.get(i).get("aliases").size());
        }
    }

    @Test
    void argumentPartsAreReadFromTheSyntax() {
        assertEquals(List.of("number", "cells"), kinds("cage"));
        assertTrue(rule("cage").get("parts").get(0).get("optional").asBoolean());
        assertEquals("TOTAL", rule("cage").get("parts").get(0).get("name").asText());
        assertFalse(rule("sum").get("parts").get(0).get("optional").asBoolean());
        assertEquals(List.of("line"), kinds("thermo"));
        assertEquals(List.of("line"), kinds("whisper"), "an optional diff= is left to the setter");
        assertEquals(List.of("pair"), kinds("white"));
        assertEquals(List.of("pair"), kinds("x"));
        assertEquals(List.of("number", "position", "direction"), kinds("littlekiller"));
        assertEquals(List.of("number", "house"), kinds("sandwich"));
        assertEquals(List.of("number", "position"), kinds("xsum"));
        assertEquals(List.of("first", "bar", "rest"), kinds("arrow"));
        assertEquals(List.of("choice", "cells"), kinds("indexer"));
        assertEquals(List.of("cells", "named"), kinds("candidates"));
        assertTrue(rule("antiknight").get("global").asBoolean());
        assertTrue(rule("diagonal").get("global").asBoolean());
        assertEquals("[\"main\",\"anti\",\"both\"]", rule("diagonal").get("parts").get(0).get("choices").toString());
        assertFalse(rule("thermo").get("global").asBoolean());
        assertTrue(rule("negative").get("parts").isNull(), "a syntax the page cannot fill in has no parts: the setter writes the line");
        assertTrue(rule("or").get("parts").isNull());
    }

    /** A sample of what the page puts for each part, on a 9x9 grid (a little killer's corner and direction together). */
    private static String sample(JsonNode part, boolean diagonal) {
        return switch (part.get("kind").asText()) {
            case "number" -> "3";
            case "cells", "pair" -> "r5c5 r5c6";
            case "line" -> "r5c5 r5c6 r5c7";
            case "position" -> diagonal ? "r0c1" : "r0c5";
            case "direction" -> "dr";
            case "house" -> "r5";
            case "first" -> "r5c5";
            case "rest" -> "r5c6 r5c7";
            case "bar" -> "|";
            case "choice" -> part.get("choices").get(0).asText();
            case "named" -> part.get("name").asText() + "=" + (part.get("name").asText().equals("digits") ? "1,2" : "?");
            default -> throw new AssertionError("unknown part " + part);
        };
    }

    /** Every rule the page builds from parts makes a line the parser takes: the parts say what the syntax means. */
    @Test
    void everyLineBuiltFromPartsParses() {
        List<String> failures = new ArrayList<>();
        int built = 0;
        for (JsonNode r : rules()) {
            JsonNode parts = r.get("parts");
            if (parts.isNull() || r.get("global").asBoolean()) {
                continue;
            }
            boolean diagonal = false;
            for (JsonNode p : parts) {
                diagonal |= p.get("kind").asText().equals("direction");
            }
            StringBuilder line = new StringBuilder(r.get("keyword").asText());
            boolean unsampled = false;
            for (JsonNode p : parts) {
                String s = sample(p, diagonal);
                unsampled |= s.endsWith("=?");
                line.append(' ').append(s);
            }
            if (unsampled) {
                continue;
            }
            built++;
            WorkbenchClient.Answer a = WORKBENCH.client().post("/api/puzzle", question("size 9\n" + line + "\n"));
            if (a.status() != 200) {
                failures.add(line + ": " + a.error());
            }
        }
        assertEquals(List.of(), failures);
        assertTrue(built > 40, "lines built: " + built);
    }

    @Test
    void nativeTextIsEditedAsItIsAndForeignFormatsAreConverted() {
        String text = "size 9   # a comment the setter keeps\ncage 3 r1c1 r1c2\n";
        JsonNode same = WORKBENCH.client().post("/api/native", question(text)).json();
        assertEquals("native", same.get("inputFormat").asText());
        assertFalse(same.get("converted").asBoolean());
        assertEquals(text, same.get("text").asText());

        String link = WORKBENCH.client().post("/api/export", question(text).put("format", "fpuzzles")).json().get("text").asText();
        JsonNode converted = WORKBENCH.client().post("/api/native", question(link)).json();
        assertEquals("puzzle link", converted.get("inputFormat").asText());
        assertTrue(converted.get("converted").asBoolean());
        assertTrue(converted.get("text").asText().contains("cage 3 r1c1 r1c2") || converted.get("text").asText().contains("cage 3 r1c1-r1c2"),
                converted.get("text").asText());

        String line = ".".repeat(80) + "5";
        JsonNode oneLine = WORKBENCH.client().post("/api/native", question(line)).json();
        assertTrue(oneLine.get("converted").asBoolean());
        // The conversion reads back to the same grid.
        JsonNode again = WORKBENCH.client().post("/api/puzzle", question(oneLine.get("text").asText())).json();
        assertEquals(5, again.get("givens").get(80).asInt());

        WorkbenchClient.Answer bad = WORKBENCH.client().post("/api/native", question("{\"size\": 9, \"grid\": 7}"));
        assertEquals(400, bad.status());
        assertTrue(bad.error() != null && !bad.error().isBlank());
    }
}
