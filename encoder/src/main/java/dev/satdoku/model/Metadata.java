package dev.satdoku.model;

import java.util.List;

/**
 * What a puzzle says about itself besides its rules: title, author, free rules text, and warnings an
 * importer attached (for example rules that exist only as decorations and may not have been read).
 */
public record Metadata(String title, String author, String rulesText, List<String> warnings) {

    public static final Metadata EMPTY = new Metadata(null, null, null, List.of());

    public Metadata {
        warnings = warnings == null ? List.of() : List.copyOf(warnings);
    }

    public Metadata withWarnings(List<String> more) {
        var all = new java.util.ArrayList<>(warnings);
        all.addAll(more);
        return new Metadata(title, author, rulesText, all);
    }
}
