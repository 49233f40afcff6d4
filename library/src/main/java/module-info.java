/**
 * satdoku as a library. {@link dev.satdoku.Satdoku} reads, builds, solves, counts, explains and
 * encodes puzzles; {@link dev.satdoku.PuzzleBuilder} states a puzzle in code; {@code dev.satdoku.batch}
 * holds the batch records shared by the command line and the Spark job.
 *
 * <p>A caller needs only {@code requires dev.satdoku;}: the model, rule and encoding-choice types
 * ({@code dev.satdoku.encoder}) and the solve reports ({@code dev.satdoku.sat}) come with it.
 */
module dev.satdoku {
    // Puzzle, Solution, EncodingOptions, SolveReport, Verdict and Explanation appear in this API.
    requires transitive dev.satdoku.encoder;
    requires transitive dev.satdoku.sat;
    // The foreign-format importers, which the encoder's PuzzleReader finds as services.
    requires dev.satdoku.formats;
    requires com.fasterxml.jackson.databind;

    exports dev.satdoku;
    exports dev.satdoku.batch;
}
