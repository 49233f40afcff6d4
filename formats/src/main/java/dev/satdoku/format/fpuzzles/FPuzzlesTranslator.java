package dev.satdoku.format.fpuzzles;

import com.fasterxml.jackson.databind.JsonNode;
import dev.satdoku.format.foreign.NativeDraft;
import dev.satdoku.format.foreign.Provenance;
import dev.satdoku.format.foreign.Translation;
import java.util.Iterator;
import java.util.Set;

/**
 * An f-puzzles document (the JSON inside an f-puzzles link) translated to native text: metadata, size,
 * regions and givens from the grid, then every constraint key in document order.
 */
public final class FPuzzlesTranslator {

    public static final String FORMAT = "f-puzzles";

    /** Keys read here rather than by a constraint handler. */
    private static final Set<String> DOCUMENT_KEYS = Set.of("size", "title", "author", "ruleset", "grid", "solution");
    /** Settings of the f-puzzles page and of Rangsk's solver: no rule meaning. */
    private static final Set<String> SETTINGS = Set.of("highlightConflicts", "disabledlogic", "truecandidatesoptions");
    /** SudokuPad's fog of war hides the grid while solving; the rules are the same without it. */
    private static final Set<String> FOG = Set.of("fogofwar", "foglight", "triggereffect");

    private FPuzzlesTranslator() {
    }

    /**
     * @param prefix key path of the document within its file ({@code ""} for a bare document)
     */
    public static Translation translate(JsonNode doc, String source, String prefix) {
        Provenance root = Provenance.key(source, prefix.isEmpty() ? "document" : prefix.substring(0, prefix.length() - 1));
        if (doc == null || !doc.isObject()) {
            throw root.error("an f-puzzles document is a JSON object, found " + FContext.describe(doc));
        }
        checkKeys(doc, source, prefix);
        int n = size(doc, source, prefix);
        NativeDraft draft = new NativeDraft();
        FContext ctx = new FContext(source, prefix, n, draft);
        for (String key : new String[] {"title", "author", "ruleset"}) {
            JsonNode v = doc.get(key);
            if (v != null && !v.isNull()) {
                if (!v.isValueNode()) {
                    throw ctx.error(key, "expected text, found " + FContext.describe(v));
                }
                draft.text(key, v.asText(), ctx.at(key));
            }
        }
        ctx.line("size " + n, "size");
        Set<String> ignoredCellFields = FGrid.translate(ctx, doc.get("grid"));
        for (Iterator<String> it = doc.fieldNames(); it.hasNext(); ) {
            String key = it.next();
            FConstraints.Handler h = FConstraints.reader(key);
            if (h != null) {
                h.apply(ctx, doc.get(key), key);
            }
        }
        FCosmetics.apply(ctx, doc);
        for (String key : FOG) {
            if (doc.has(key) && !FContext.blank(doc.get(key)) && !(doc.get(key).isBoolean() && !doc.get(key).asBoolean())) {
                draft.warn("'" + key + "' (SudokuPad's fog of war) only hides parts of the grid while solving; ignored");
            }
        }
        if (!ignoredCellFields.isEmpty()) {
            // One warning for the whole grid: marks and colours are not rules, but a setter's colour may
            // carry one that only the rules text states.
            draft.warn("cells carry player marks or colours (" + String.join(", ", ignoredCellFields) + "), not read as a rule; "
                    + "if the rules text gives them a meaning, the verdict does not cover it");
        }
        draft.solution(FSolution.read(ctx, doc.get("solution")));
        return draft.build(FORMAT, source);
    }

    private static void checkKeys(JsonNode doc, String source, String prefix) {
        for (Iterator<String> it = doc.fieldNames(); it.hasNext(); ) {
            String key = it.next();
            if (!DOCUMENT_KEYS.contains(key) && !SETTINGS.contains(key) && !FOG.contains(key) && !FCosmetics.KEYS.contains(key)
                    && !FConstraints.supported(key)) {
                throw Provenance.key(source, prefix + key).error("unknown f-puzzles key '" + key + "': satdoku does not know what rule "
                        + "it states, and does not drop rules silently");
            }
        }
    }

    private static int size(JsonNode doc, String source, String prefix) {
        JsonNode s = doc.get("size");
        Provenance at = Provenance.key(source, prefix + "size");
        if (s == null || s.isNull()) {
            throw at.error("missing: an f-puzzles document states its grid size");
        }
        if (!FContext.isInteger(s)) {
            throw at.error("expected a whole number, found " + FContext.describe(s));
        }
        int n = Integer.parseInt(s.asText().strip());
        if (n < 3 || n > 16) {
            throw at.error("size " + n + " is outside f-puzzles' 3..16");
        }
        return n;
    }
}
