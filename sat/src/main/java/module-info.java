/**
 * Solving with SAT: verdicts, solve reports, true candidates, explanations and repairs
 * ({@code dev.satdoku.sat}), in-process with SAT4J or through an external DIMACS solver program.
 */
module dev.satdoku.sat {
    // Puzzle, Solution and the encoding choices appear in this module's API.
    requires transitive dev.satdoku.encoder;
    // SAT4J's jar has no module name of its own: this is the name derived from its file name.
    requires org.ow2.sat4j.core;
    // CryptoMiniSat's C library is called through JNA (CryptoMiniSatBackend).
    requires com.sun.jna;

    exports dev.satdoku.sat;
    // JNA fills CryptoMiniSatBackend's returned structures by reflection.
    opens dev.satdoku.sat to com.sun.jna;
}
