package dev.satdoku.encode;

import dev.satdoku.cnf.Lits;
import dev.satdoku.cnf.VarPool;
import dev.satdoku.encoding.ClauseSink;

/**
 * Clause output: every clause is tagged with the family being encoded and guarded by the literals of
 * the enclosing {@link #guarded} blocks (conditional rules, explanation selectors); fresh variables;
 * Tseitin definitions of conjunctions and disjunctions. One topic of {@link EncodingContext}.
 */
public interface Clauses extends ClauseSink {

    EncodingState state();

    /** Starts tagging clauses with a rule family (the rule keyword, "cells", "houses", ...). */
    default void enterFamily(String name) {
        state().enterFamily(name);
    }

    default String family() {
        return state().family();
    }

    @Override
    default void clause(int... lits) {
        state().emit(lits, true);
    }

    /**
     * Runs {@code body} with every clause it emits guarded by {@code guard}: the clauses only apply
     * when the guard literal is true. Nested guards conjoin.
     */
    default void guarded(int guard, Runnable body) {
        if (guard == Lits.TRUE) {
            body.run();
            return;
        }
        if (guard == Lits.FALSE) {
            return;
        }
        state().pushGuard(guard);
        try {
            body.run();
        } finally {
            state().popGuard();
        }
    }

    @Override
    default int newVar(String meaning) {
        return state().vars.newVar(meaning);
    }

    @Override
    // The CNF layer is exported only to the satdoku modules that call this; no caller outside sees it.
    @SuppressWarnings("exports")
    default int newVars(int count, VarPool.Namer namer) {
        return state().vars.allocate(count, namer);
    }

    /** {@code a -> b}. */
    default void implies(int a, int b) {
        clause(-a, b);
    }

    /** A fresh literal equivalent to the conjunction of {@code lits} (Tseitin). */
    default int and(String meaning, int... lits) {
        int out = newVar(meaning);
        int[] big = new int[lits.length + 1];
        for (int i = 0; i < lits.length; i++) {
            clause(-out, lits[i]);
            big[i] = -lits[i];
        }
        big[lits.length] = out;
        clause(big);
        return out;
    }

    /** A fresh literal equivalent to the disjunction of {@code lits} (Tseitin). */
    default int or(String meaning, int... lits) {
        int out = newVar(meaning);
        int[] big = new int[lits.length + 1];
        for (int i = 0; i < lits.length; i++) {
            clause(out, -lits[i]);
            big[i] = lits[i];
        }
        big[lits.length] = -out;
        clause(big);
        return out;
    }
}
