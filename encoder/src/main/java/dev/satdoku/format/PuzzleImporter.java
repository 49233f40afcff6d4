package dev.satdoku.format;

import dev.satdoku.model.Puzzle;
import java.util.List;

/**
 * A foreign puzzle format (f-puzzles, SudokuPad, Interactive Sudoku Solver strings, ...). The reader
 * asks each importer in turn whether it recognises the text, before trying the native format and
 * one-puzzle-per-line lists.
 */
public interface PuzzleImporter {

    /** Name used in messages, e.g. "f-puzzles". */
    String name();

    /**
     * What this text is, for naming a puzzle that has no title and no file ("f-puzzles puzzle",
     * "SudokuPad link"); called only on text the importer {@link #accepts}.
     */
    default String describe(String text) {
        return name() + " puzzle";
    }

    /** A cheap check of the text's shape; true means "this is mine, errors included". */
    boolean accepts(String text);

    List<Puzzle> read(String text, String source);

    /** As {@link #read(String, String)}, with the setter's corrections to how drawn elements are read (ignored by formats that state their rules). */
    default List<Puzzle> read(String text, String source, ReadChoices choices) {
        return read(text, source);
    }
}
