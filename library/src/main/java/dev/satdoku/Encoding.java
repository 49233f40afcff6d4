package dev.satdoku;

import dev.satdoku.encode.EncodedPuzzle;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Puzzle;

/**
 * A puzzle compiled to CNF: the DIMACS text (with satdoku's comment header, as {@code satdoku
 * encode} writes it) and the variable of each "cell holds value" fact, so a model from any SAT
 * solver can be read back. Immutable.
 */
public final class Encoding {

    private final EncodedPuzzle encoded;
    private final String dimacs;

    Encoding(EncodedPuzzle encoded, String dimacs) {
        this.encoded = encoded;
        this.dimacs = dimacs;
    }

    /** The puzzle that was encoded. */
    public Puzzle puzzle() {
        return encoded.puzzle();
    }

    /** The CNF in DIMACS format. */
    public String dimacs() {
        return dimacs;
    }

    /** Variables of the CNF as written (after simplification, when it is on). */
    public long variables() {
        return encoded.after().variables();
    }

    /** Clauses of the CNF as written (after simplification, when it is on). */
    public long clauses() {
        return encoded.after().clauses();
    }

    /**
     * The DIMACS literal meaning "this cell holds this value" (negative for "does not"), or 0 when
     * the encoding decided the fact before any solving (simplification fixed it).
     */
    public int literal(Cell cell, int value) {
        int lit = encoded.cellLiteral(cell, value);
        return dev.satdoku.cnf.Lits.isConstant(lit) ? 0 : lit;
    }

    /** Turns a model of {@link #dimacs()} (index = variable, index 0 unused) into a checked-format solution. */
    public dev.satdoku.model.Solution decode(boolean[] model) {
        return encoded.decode(model);
    }
}
