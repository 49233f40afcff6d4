package dev.satdoku.cnf;

/**
 * The result of {@link Simplifier}: the reduced CNF over densely renumbered variables, and for every
 * original variable either its new number or the value propagation fixed it to.
 */
public final class Simplification {

    private final Cnf original;
    private final Cnf reduced;
    private final byte[] fixed;
    private final int[] oldToNew;
    private final boolean unsatisfiable;

    Simplification(Cnf original, Cnf reduced, byte[] fixed, int[] oldToNew, boolean unsatisfiable) {
        this.original = original;
        this.reduced = reduced;
        this.fixed = fixed;
        this.oldToNew = oldToNew;
        this.unsatisfiable = unsatisfiable;
    }

    static Simplification unsatisfiable(Cnf original, byte[] partial) {
        Cnf empty = new Cnf(new VarPool());
        empty.add(empty.tag("conflict"));
        return new Simplification(original, empty, partial, new int[original.numVars() + 1], true);
    }

    /** True when propagation alone found a contradiction; {@link #reduced()} is then one empty clause. */
    public boolean unsatisfiable() {
        return unsatisfiable;
    }

    public Cnf original() {
        return original;
    }

    public Cnf reduced() {
        return reduced;
    }

    /** +1 or -1 when propagation fixed the original variable, 0 when it is still free. */
    public int fixedValue(int oldVar) {
        return fixed[oldVar];
    }

    /** The new number of an original variable, or 0 when it was fixed or no longer occurs. */
    public int newVar(int oldVar) {
        return oldToNew[oldVar];
    }

    /**
     * Maps a literal over the original variables to the reduced CNF: a reduced literal, or a constant
     * ({@link Lits#TRUE}/{@link Lits#FALSE}) when propagation fixed it. A variable that vanished without
     * being fixed is unconstrained; it maps to FALSE, which is as good a value as any.
     */
    public int mapLiteral(int oldLit) {
        if (Lits.isConstant(oldLit)) {
            return oldLit;
        }
        int v = Math.abs(oldLit);
        int f = fixed[v];
        if (f != 0) {
            return Lits.of((f > 0) == (oldLit > 0));
        }
        int nv = oldToNew[v];
        if (nv == 0) {
            return oldLit > 0 ? Lits.FALSE : Lits.TRUE;
        }
        return oldLit > 0 ? nv : -nv;
    }

    /** Lifts a model of the reduced CNF (values indexed by new variable) to the original variables. */
    public boolean[] liftModel(boolean[] reducedModel) {
        boolean[] values = new boolean[original.numVars() + 1];
        for (int v = 1; v < values.length; v++) {
            if (fixed[v] != 0) {
                values[v] = fixed[v] > 0;
            } else if (oldToNew[v] != 0 && oldToNew[v] < reducedModel.length) {
                values[v] = reducedModel[oldToNew[v]];
            }
        }
        return values;
    }
}
