package dev.satdoku.encoding;

import dev.satdoku.cnf.VarPool;

/**
 * Where an encoding strategy puts its output: clauses and fresh auxiliary variables. The encoder's
 * context implements it (adding the current rule's family tag and guard literals); tests implement
 * it over a bare CNF.
 */
public interface ClauseSink {

    void clause(int... lits);

    /** A fresh auxiliary variable; {@code meaning} is written into DIMACS comments. */
    int newVar(String meaning);

    /** {@code count} fresh consecutive variables, named by offset; returns the first. */
    // The CNF layer is exported only to the satdoku modules that call this; no caller outside sees it.
    @SuppressWarnings("exports")
    int newVars(int count, VarPool.Namer namer);
}
