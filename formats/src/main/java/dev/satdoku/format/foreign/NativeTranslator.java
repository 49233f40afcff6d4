package dev.satdoku.format.foreign;

import dev.satdoku.format.PuzzleImporter;
import dev.satdoku.model.Puzzle;
import java.util.List;

/**
 * An importer that translates its format to native text (see {@link Translation}); reading a puzzle
 * is parsing that text. {@code satdoku convert} asks for the translation itself.
 */
public interface NativeTranslator extends PuzzleImporter {

    /** One translation per puzzle in the text (usually one). */
    List<Translation> translate(String text, String source);

    @Override
    default List<Puzzle> read(String text, String source) {
        return translate(text, source).stream().map(Translations::parse).toList();
    }
}
