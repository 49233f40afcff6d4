package dev.satdoku.testing;

import dev.satdoku.cnf.Cnf;
import dev.satdoku.cnf.VarPool;
import dev.satdoku.encoding.ClauseSink;

/**
 * A clause sink over a bare {@link Cnf}, for tests that run one encoding strategy on its own and then
 * inspect or solve the clauses it produced (constants are resolved as the real clause store does).
 */
public final class CnfSink implements ClauseSink {

    public final Cnf cnf = new Cnf();
    private final short tag = cnf.tag("test");

    @Override
    public void clause(int... lits) {
        cnf.add(tag, lits);
    }

    @Override
    public int newVar(String meaning) {
        return cnf.vars().newVar(meaning);
    }

    @Override
    public int newVars(int count, VarPool.Namer namer) {
        return cnf.vars().allocate(count, namer);
    }
}
