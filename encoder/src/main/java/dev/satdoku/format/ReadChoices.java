package dev.satdoku.format;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The setter's corrections to how a drawn puzzle is read: element kinds (words of a kind's name as the
 * reading prints it, "green", "grey line", "white dot") mapped to readings ("whisper", "thermo",
 * "none"), written {@code green=whisper,grey=thermo}. Importers whose formats state their rules
 * ignore them; the SudokuPad importer applies them over what the rules text says, and rejects a kind
 * the puzzle does not have.
 */
public record ReadChoices(Map<String, String> byKind) {

    public static final ReadChoices NONE = new ReadChoices(Map.of());

    public ReadChoices {
        byKind = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(byKind));
    }

    /**
     * Parses {@code kind=reading[,kind=reading...]}.
     *
     * @throws IllegalArgumentException naming the item that is not {@code kind=reading}
     */
    public static ReadChoices parse(String text) {
        Map<String, String> m = new LinkedHashMap<>();
        if (text == null || text.isBlank()) {
            return NONE;
        }
        for (String item : text.split(",")) {
            int eq = item.indexOf('=');
            if (eq <= 0 || eq == item.length() - 1 || item.indexOf('=', eq + 1) >= 0) {
                throw new IllegalArgumentException("'" + item.strip() + "' is not KIND=READING (e.g. green=whisper)");
            }
            String kind = item.substring(0, eq).strip().toLowerCase(Locale.ROOT);
            if (m.put(kind, item.substring(eq + 1).strip().toLowerCase(Locale.ROOT)) != null) {
                throw new IllegalArgumentException("'" + kind + "' is given twice");
            }
        }
        return new ReadChoices(m);
    }

    public boolean isEmpty() {
        return byKind.isEmpty();
    }
}
