/**
 * Importers of foreign puzzle formats (f-puzzles, SudokuPad, Interactive Sudoku Solver, and links to
 * them). Callers reach them through the library ({@code dev.satdoku.Satdoku.read}), which finds them as
 * services; the packages are exported only to the satdoku modules that write or inspect these formats.
 */
module dev.satdoku.formats {
    requires dev.satdoku.encoder;
    requires com.fasterxml.jackson.databind;

    exports dev.satdoku.format.foreign to dev.satdoku, dev.satdoku.serve, dev.satdoku.cli;
    exports dev.satdoku.format.fpuzzles to dev.satdoku, dev.satdoku.serve, dev.satdoku.cli;
    exports dev.satdoku.format.iss to dev.satdoku, dev.satdoku.serve, dev.satdoku.cli;
    exports dev.satdoku.format.lz to dev.satdoku, dev.satdoku.serve, dev.satdoku.cli;
    exports dev.satdoku.format.sudokupad to dev.satdoku, dev.satdoku.serve, dev.satdoku.cli;

    // The same order as META-INF/services (which the class path and the shaded jars still use):
    // PuzzleReader asks the importers in this order.
    provides dev.satdoku.format.PuzzleImporter with
            dev.satdoku.format.foreign.LinkImporter,
            dev.satdoku.format.sudokupad.SudokuPadImporter,
            dev.satdoku.format.fpuzzles.FPuzzlesImporter,
            dev.satdoku.format.iss.IssImporter;
}
