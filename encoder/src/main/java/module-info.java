/**
 * The satdoku model and compiler: puzzles, layouts and solutions ({@code dev.satdoku.model}), the rule
 * types ({@code dev.satdoku.rules...}), the encoding choices a caller may set
 * ({@code dev.satdoku.encode}, {@code dev.satdoku.encoding...}) and the input errors
 * ({@code dev.satdoku.syntax}). The CNF builder, the native format reader and writer, the rule catalogue
 * and the independent checker are exported only to the satdoku modules that are built on them.
 */
module dev.satdoku.encoder {
    exports dev.satdoku.model;
    exports dev.satdoku.rules;
    exports dev.satdoku.rules.cell;
    exports dev.satdoku.rules.chaos;
    exports dev.satdoku.rules.chess;
    exports dev.satdoku.rules.composite;
    exports dev.satdoku.rules.count;
    exports dev.satdoku.rules.global;
    exports dev.satdoku.rules.line;
    exports dev.satdoku.rules.modern;
    exports dev.satdoku.rules.pair;
    exports dev.satdoku.rules.region;
    exports dev.satdoku.rules.relation;
    exports dev.satdoku.rules.shading;
    exports dev.satdoku.rules.sum;
    exports dev.satdoku.rules.sumline;
    exports dev.satdoku.rules.variable;
    exports dev.satdoku.encode;
    exports dev.satdoku.encoding;
    exports dev.satdoku.encoding.connect;
    exports dev.satdoku.encoding.sum;
    exports dev.satdoku.syntax;

    exports dev.satdoku.catalog to dev.satdoku.formats, dev.satdoku.render, dev.satdoku.serve, dev.satdoku.cli;
    exports dev.satdoku.check to dev.satdoku.sat, dev.satdoku, dev.satdoku.cli;
    exports dev.satdoku.cnf to dev.satdoku.sat, dev.satdoku, dev.satdoku.serve, dev.satdoku.cli;
    exports dev.satdoku.format to dev.satdoku.formats, dev.satdoku, dev.satdoku.serve, dev.satdoku.cli;

    // Importers of foreign formats (f-puzzles, SudokuPad, ISS) come from dev.satdoku.formats.
    uses dev.satdoku.format.PuzzleImporter;
}
