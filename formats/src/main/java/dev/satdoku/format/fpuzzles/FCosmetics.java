package dev.satdoku.format.fpuzzles;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Drawn elements without a rule meaning of their own: lines, circles, rectangles, text and outline
 * cages. Rangsk's userscript adds a drawn copy of each of its constraints (marked
 * {@code fromConstraint} or {@code isNewConstraint}) so plain f-puzzles can display it; those copies are
 * dropped when the constraint key they copy is present. Any other decoration may carry a rule stated
 * only in the rules text, so it becomes a warning: the import is then not claimed to be complete.
 */
final class FCosmetics {

    static final Set<String> KEYS = Set.of("line", "circle", "rectangle", "text", "cage");

    private FCosmetics() {
    }

    static void apply(FContext ctx, JsonNode doc) {
        Map<String, Integer> unexplained = new LinkedHashMap<>();
        boolean anyExtension = FConstraints.KEYS.keySet().stream().filter(FConstraints::isExtension).anyMatch(doc::has);
        for (String key : List.of("line", "circle", "rectangle", "text", "cage")) {
            for (JsonNode entry : ctx.entries(doc.get(key), key)) {
                if (!isCopy(entry, doc, anyExtension)) {
                    unexplained.merge(key, 1, Integer::sum);
                }
            }
        }
        if (!unexplained.isEmpty()) {
            String list = unexplained.entrySet().stream().map(e -> e.getValue() + " " + e.getKey()).collect(Collectors.joining(", "));
            ctx.draft().warn("the puzzle has decorations that f-puzzles draws without a rule (" + list + "); its rules text may "
                    + "give them one, which satdoku did not read, so a verdict covers only the imported rules");
            unexplained.forEach((key, count) -> ctx.draft().unread(count + " " + key + (count == 1 ? "" : "s")
                    + " drawn without a rule (f-puzzles' " + key + " decoration)"));
        }
    }

    private static boolean isCopy(JsonNode entry, JsonNode doc, boolean anyExtension) {
        JsonNode from = entry.get("fromConstraint");
        if (from != null && from.isTextual()) {
            String key = FContext.lower(from.asText()).replace(" ", "");
            return doc.has(key) && FConstraints.supported(key);
        }
        return entry.path("isNewConstraint").asBoolean(false) && anyExtension;
    }
}
