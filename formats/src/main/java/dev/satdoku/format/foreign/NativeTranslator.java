package dev.satdoku.format.foreign;

import dev.satdoku.format.PuzzleImporter;
import dev.satdoku.format.ReadChoices;
import dev.satdoku.model.Puzzle;
import java.util.List;

/**
 * An importer that translates its format to native text (see {@link Translation}); reading a puzzle
 * is parsing that text. {@code satdoku convert} asks for the translation itself.
 */
public interface NativeTranslator extends PuzzleImporter {

    /** One translation per puzzle in the text (usually one). */
    List<Translation> translate(String text, String source);

    /** As {@link #translate(String, String)}, with the setter's corrections to how drawn elements are read. */
    default List<Translation> translate(String text, String source, ReadChoices choices) {
        return translate(text, source);
    }

    @Override
    default List<Puzzle> read(String text, String source) {
        return read(text, source, ReadChoices.NONE);
    }

    @Override
    default List<Puzzle> read(String text, String source, ReadChoices choices) {
        return translate(text, source, choices).stream().map(Translations::parse).toList();
    }
}
