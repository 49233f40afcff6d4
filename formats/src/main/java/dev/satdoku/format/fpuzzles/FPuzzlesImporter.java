package dev.satdoku.format.fpuzzles;

import com.fasterxml.jackson.databind.JsonNode;
import dev.satdoku.format.LineFormat;
import dev.satdoku.format.NativeParser;
import dev.satdoku.format.foreign.JsonKind;
import dev.satdoku.format.foreign.JsonText;
import dev.satdoku.format.foreign.LinkText;
import dev.satdoku.format.foreign.NativeTranslator;
import dev.satdoku.format.foreign.TextShape;
import dev.satdoku.format.foreign.Translation;
import dev.satdoku.format.lz.LzString;
import dev.satdoku.format.lz.LzStringException;
import dev.satdoku.syntax.InputException;
import dev.satdoku.syntax.Origin;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * f-puzzles documents given as JSON (a file, standard input or an argument) or as the compressed
 * payload of an f-puzzles link ({@code N4Ig...}, the part after {@code ?load=}). Links themselves are
 * recognised by {@link dev.satdoku.format.foreign.LinkImporter}.
 *
 * <p>Also reads the test-data wrappers of {@code shared/data/fpuzzles} (an object whose {@code puzzle}
 * field holds the document, or whose {@code entries} each do), so those files can be solved directly;
 * their stored solution becomes the embedded solution.
 */
public final class FPuzzlesImporter implements NativeTranslator {

    @Override
    public String name() {
        return FPuzzlesTranslator.FORMAT;
    }

    @Override
    public boolean accepts(String text) {
        if (TextShape.firstLine(text).startsWith("{")) {
            return JsonKind.of(text.strip()) != JsonKind.SUDOKUPAD;
        }
        return TextShape.isOneLine(text) && decodesToJson(TextShape.firstLine(text)).isPresent();
    }

    @Override
    public List<Translation> translate(String text, String source) {
        String t = text.strip();
        if (t.startsWith("{")) {
            return fromJson(JsonText.parse(t, source, true, "the f-puzzles document"), source);
        }
        return List.of(fromPayload(t, source, "payload"));
    }

    /** A document read from JSON text: a bare f-puzzles document or a test-data wrapper. */
    static List<Translation> fromJson(JsonNode node, String source) {
        // A document never has these keys, so their presence marks the test-data wrapper.
        if (node.isObject()) {
            if (node.path("puzzle").isObject()) {
                return List.of(withWrapperSolution(FPuzzlesTranslator.translate(node.get("puzzle"), source, "puzzle."), node));
            }
            if (node.path("entries").isArray()) {
                List<Translation> out = new ArrayList<>();
                JsonNode entries = node.get("entries");
                for (int i = 0; i < entries.size(); i++) {
                    // The entry is named in the source (file.json:entries[2]), so keys start at its document.
                    JsonNode e = entries.get(i);
                    String name = source + ":entries[" + i + "]";
                    out.add(withWrapperSolution(FPuzzlesTranslator.translate(e.get("puzzle"), name, "puzzle."), e));
                }
                return out;
            }
        }
        return List.of(FPuzzlesTranslator.translate(node, source, ""));
    }

    /**
     * The document inside an lz-string payload (percent-escapes and spaces that stood for {@code +}
     * undone first).
     *
     * @param key what to call the payload in errors ({@code load} for a link's parameter)
     */
    public static Translation fromPayload(String payload, String source, String key) {
        String json = decompress(payload, source, key);
        JsonNode doc = JsonText.parse(json, source + ": " + key, false, "the decompressed data");
        return FPuzzlesTranslator.translate(doc, source, "");
    }

    /** The text inside an lz-string payload; errors say what probably happened to the link. */
    public static String decompress(String payload, String source, String key) {
        String clean = LinkText.payload(payload);
        if (clean.isEmpty()) {
            throw new InputException(Origin.of(source), key + ": the link carries no puzzle data");
        }
        if (!LzString.isBase64Text(clean)) {
            throw new InputException(Origin.of(source), key + ": '" + abbreviate(clean) + "' is not lz-string Base64 (A-Z a-z 0-9 + / =)");
        }
        String text;
        try {
            text = LzString.decompressFromBase64(clean);
        } catch (LzStringException e) {
            return SlashRepair.repair(clean).orElseThrow(() -> new InputException(Origin.of(source), key
                    + ": the puzzle data does not decompress (" + e.getMessage() + "); was the link cut short or changed when it was shared?"));
        }
        if (JsonText.tryParse(text).isPresent()) {
            return text;
        }
        Optional<String> repaired = SlashRepair.repair(clean);
        if (repaired.isPresent()) {
            return repaired.get();
        }
        if (!text.strip().startsWith("{")) {
            throw new InputException(Origin.of(source), key + ": the puzzle data decompresses to text that is not a JSON document; "
                    + "was the link changed when it was shared (spaces, line breaks, '//' turned into '/')?");
        }
        return text; // JSON with an error: the JSON reader says where
    }

    /** The JSON text inside a bare payload, when the text is one. */
    static Optional<String> decodesToJson(String t) {
        if (t.length() < 8 || t.contains("\n") || LineFormat.looksLikePuzzle(t) || NativeParser.isKeyword(t.split("\\s+")[0])) {
            return Optional.empty();
        }
        String clean = LinkText.payload(t);
        if (!LzString.isBase64Text(clean)) {
            return Optional.empty();
        }
        try {
            String text = LzString.decompressFromBase64(clean);
            return text.strip().startsWith("{") && JsonText.tryParse(text).isPresent() ? Optional.of(text) : Optional.empty();
        } catch (LzStringException e) {
            return Optional.empty();
        }
    }

    private static Translation withWrapperSolution(Translation t, JsonNode wrapper) {
        if (t.solution() != null) {
            return t;
        }
        int[] digits = WrapperSolution.read(wrapper);
        return digits == null ? t : t.withSolution(digits);
    }

    private static String abbreviate(String s) {
        return s.length() <= 24 ? s : s.substring(0, 21) + "...";
    }
}
