package dev.satdoku.model;

import java.util.List;

/**
 * What a puzzle says about itself besides its rules: title, author, free rules text, warnings an
 * importer attached (for example rules that exist only as decorations and may not have been read),
 * what an importer could not read as a rule ({@code unread}: when not empty, every verdict is about the
 * rules that were read, not about the puzzle its setter made) and, for drawn puzzles, how each element
 * was read, the {@code format} it was read in ("f-puzzles puzzle", "native text"; null when not
 * known), which names a puzzle that has neither a title nor a file, and the {@code decorations} its
 * picture shows besides the rules (drawing data only: nothing that encodes or checks reads them).
 */
public record Metadata(String title, String author, String rulesText, List<String> warnings, List<String> unread,
                       List<ReadItem> reading, String format, List<Decoration> decorations) {

    public static final Metadata EMPTY = new Metadata(null, null, null, List.of());

    public Metadata {
        warnings = warnings == null ? List.of() : List.copyOf(warnings);
        unread = unread == null ? List.of() : List.copyOf(unread);
        reading = reading == null ? List.of() : List.copyOf(reading);
        decorations = decorations == null ? List.of() : List.copyOf(decorations);
    }

    /** Without decorations. */
    public Metadata(String title, String author, String rulesText, List<String> warnings, List<String> unread,
                    List<ReadItem> reading, String format) {
        this(title, author, rulesText, warnings, unread, reading, format, List.of());
    }

    /** With the format it was read in unknown. */
    public Metadata(String title, String author, String rulesText, List<String> warnings, List<String> unread,
                    List<ReadItem> reading) {
        this(title, author, rulesText, warnings, unread, reading, null);
    }

    public Metadata(String title, String author, String rulesText, List<String> warnings) {
        this(title, author, rulesText, warnings, List.of(), List.of(), null);
    }

    /** With the format the puzzle was read in. */
    public Metadata withFormat(String newFormat) {
        return new Metadata(title, author, rulesText, warnings, unread, reading, newFormat, decorations);
    }

    public Metadata withWarnings(List<String> more) {
        var all = new java.util.ArrayList<>(warnings);
        all.addAll(more);
        return new Metadata(title, author, rulesText, all, unread, reading, format, decorations);
    }

    /** With what an importer could not read, and its element-by-element reading. */
    public Metadata withReading(List<String> moreUnread, List<ReadItem> items) {
        var all = new java.util.ArrayList<>(unread);
        all.addAll(moreUnread);
        var read = new java.util.ArrayList<>(reading);
        read.addAll(items);
        return new Metadata(title, author, rulesText, warnings, all, read, format, decorations);
    }

    /** With more decorations drawn over the ones it has. */
    public Metadata withDecorations(List<Decoration> more) {
        var all = new java.util.ArrayList<>(decorations);
        all.addAll(more);
        return new Metadata(title, author, rulesText, warnings, unread, reading, format, all);
    }

    /** True when everything that could be a rule was read, so a verdict is about the puzzle itself. */
    public boolean complete() {
        return unread.isEmpty();
    }

    /**
     * The words every verdict about this puzzle carries after its status: empty when the reading is
     * complete, else that the answer covers the rules read and what was not read
     * ("multiple solutions" + " of the rules read; 9 circles not read").
     */
    public String verdictScope() {
        if (unread.isEmpty()) {
            return "";
        }
        String first = unread.get(0);
        int paren = first.indexOf(" (");
        String what = paren > 0 ? first.substring(0, paren) : first;
        return " of the rules read; " + what + " not read" + (unread.size() > 1 ? " (and " + (unread.size() - 1) + " more)" : "");
    }
}
