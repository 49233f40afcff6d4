package dev.satdoku.format.sudokupad;

import com.fasterxml.jackson.databind.JsonNode;
import dev.satdoku.format.foreign.JsonKind;
import dev.satdoku.format.foreign.JsonText;
import dev.satdoku.format.foreign.LinkText;
import dev.satdoku.format.foreign.NativeTranslator;
import dev.satdoku.format.ReadChoices;
import dev.satdoku.format.foreign.TextShape;
import dev.satdoku.format.foreign.Translation;
import dev.satdoku.format.fpuzzles.FPuzzlesImporter;
import dev.satdoku.format.lz.LzString;
import dev.satdoku.format.lz.LzStringException;
import dev.satdoku.syntax.InputException;
import dev.satdoku.syntax.Origin;
import java.util.List;

/**
 * SudokuPad payloads ({@code scl...}, {@code ctc...}, {@code fpuzzles...}/{@code fpuz...}, the part of
 * a SudokuPad link after the host), and SudokuPad puzzle text (its JSON, or the zipped form inside
 * {@code scl} payloads). Payloads that carry an f-puzzles document get the full f-puzzles import;
 * SudokuPad's own format is read best effort ({@link SclTranslator}). Short ids such as
 * {@code 7kov2n4lrz} name a puzzle stored on SudokuPad's server and cannot be read offline.
 */
public final class SudokuPadImporter implements NativeTranslator {

    private static final List<String> FPUZZLES_PREFIXES = List.of("fpuzzles", "fpuz");
    private static final List<String> NATIVE_PREFIXES = List.of("scl", "ctc");

    @Override
    public String name() {
        return SclTranslator.FORMAT;
    }

    @Override
    public boolean accepts(String text) {
        String t = TextShape.firstLine(text);
        if (t.startsWith("{")) {
            return JsonKind.of(text.strip()) == JsonKind.SUDOKUPAD;
        }
        if (!TextShape.isOneLine(text) || t.contains(" ")) {
            return false;
        }
        String payload = LinkText.percentDecode(t);
        for (String prefix : List.of("fpuzzles", "fpuz", "scl", "ctc")) {
            if (payload.startsWith(prefix)) {
                return decodes(payload.substring(prefix.length()));
            }
        }
        return false;
    }

    private static boolean decodes(String data) {
        String clean = LinkText.payload(data);
        if (clean.length() < 8 || !LzString.isBase64Text(clean)) {
            return false;
        }
        try {
            return LzString.decompressFromBase64(clean).strip().startsWith("{");
        } catch (LzStringException e) {
            return false;
        }
    }

    @Override
    public List<Translation> translate(String text, String source) {
        return translate(text, source, ReadChoices.NONE);
    }

    @Override
    public List<Translation> translate(String text, String source, ReadChoices choices) {
        String t = text.strip();
        if (t.startsWith("{")) {
            return List.of(fromText(t, source, true, choices));
        }
        return List.of(fromPayload(t, source, "payload", choices));
    }

    /**
     * The puzzle in a SudokuPad link's payload.
     *
     * @param key what to call the payload in errors
     */
    public static Translation fromPayload(String raw, String source, String key) {
        return fromPayload(raw, source, key, ReadChoices.NONE);
    }

    /** As {@link #fromPayload(String, String, String)}, with corrections to how the drawing is read. */
    public static Translation fromPayload(String raw, String source, String key, ReadChoices choices) {
        String payload = LinkText.percentDecode(raw.strip());
        for (String prefix : FPUZZLES_PREFIXES) {
            if (payload.startsWith(prefix)) {
                return FPuzzlesImporter.fromPayload(payload.substring(prefix.length()), source, key);
            }
        }
        for (String prefix : NATIVE_PREFIXES) {
            if (payload.startsWith(prefix)) {
                String text = FPuzzlesImporter.decompress(payload.substring(prefix.length()), source, key);
                return fromText(text, source, false, choices);
            }
        }
        String shown = payload.length() > 30 ? payload.substring(0, 27) + "..." : payload;
        throw new InputException(Origin.of(source), key + ": '" + shown + "' is a SudokuPad short id: the puzzle is stored on "
                + "SudokuPad's server and satdoku works offline. Open it in SudokuPad and paste the full link (its address then "
                + "holds the puzzle, e.g. https://sudokupad.app/scl... or .../fpuzzles...)");
    }

    /** SudokuPad puzzle text: plain JSON, else the zipped form. */
    static Translation fromText(String text, String source, boolean positioned, ReadChoices choices) {
        JsonNode node = JsonText.tryParse(text).orElse(null);
        if (node == null) {
            try {
                node = ZippedText.parse(text);
            } catch (IllegalArgumentException e) {
                if (JsonKind.of(text) == JsonKind.SUDOKUPAD) {
                    throw new InputException(Origin.of(source), "SudokuPad puzzle text is neither JSON nor SudokuPad's zipped form ("
                            + e.getMessage() + ")");
                }
                JsonText.parse(text, source, positioned, "the SudokuPad puzzle");
            }
        }
        return SclTranslator.translate(node, source, choices.byKind());
    }
}
