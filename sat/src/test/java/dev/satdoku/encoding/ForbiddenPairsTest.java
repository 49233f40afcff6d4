package dev.satdoku.encoding;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.satdoku.cnf.Cnf;
import dev.satdoku.cnf.VarPool;
import dev.satdoku.sat.Sat4jBackend;
import dev.satdoku.sat.SatResult;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Exhaustive check on tiny domains: for random relations (including values with no support on
 * either side), the forbidden-pairs clauses plus exactly-one per integer admit precisely the pairs
 * the relation allows.
 */
class ForbiddenPairsTest {

    @Test
    void admitsExactlyTheAllowedPairs() {
        Random random = new Random(20240611);
        for (int round = 0; round < 200; round++) {
            int aMin = random.nextInt(3);
            int aSize = 1 + random.nextInt(4);
            int bMin = random.nextInt(3);
            int bSize = 1 + random.nextInt(5);
            boolean[][] table = new boolean[aSize][bSize];
            Set<String> want = new TreeSet<>();
            for (int i = 0; i < aSize; i++) {
                for (int j = 0; j < bSize; j++) {
                    table[i][j] = random.nextInt(3) == 0;
                    if (table[i][j]) {
                        want.add((aMin + i) + "," + (bMin + j));
                    }
                }
            }
            assertEquals(want, models(aMin, aSize, bMin, bSize, (x, y) -> table[x - aMin][y - bMin]), "round " + round);
        }
    }

    private static Set<String> models(int aMin, int aSize, int bMin, int bSize, ForbiddenPairs.Relation relation) {
        VarPool vars = new VarPool();
        Cnf cnf = new Cnf(vars);
        short tag = cnf.tag("test");
        ClauseSink sink = new ClauseSink() {
            @Override
            public void clause(int... lits) {
                cnf.add(tag, lits);
            }

            @Override
            public int newVar(String meaning) {
                return vars.newVar(meaning);
            }

            @Override
            public int newVars(int count, VarPool.Namer namer) {
                return vars.allocate(count, namer);
            }
        };
        int[] a = literals(vars.allocate(aSize, i -> "a=" + i), aSize);
        int[] b = literals(vars.allocate(bSize, i -> "b=" + i), bSize);
        Cardinality.exactlyOne(a, new PairwiseAmo(), sink, "a");
        Cardinality.exactlyOne(b, new PairwiseAmo(), sink, "b");
        ForbiddenPairs.encode(a, aMin, b, bMin, relation, sink);
        Set<String> out = new TreeSet<>();
        try (Sat4jBackend backend = new Sat4jBackend()) {
            backend.load(cnf);
            while (backend.solve() == SatResult.SATISFIABLE) {
                boolean[] model = backend.model();
                int x = value(model, a);
                int y = value(model, b);
                out.add((aMin + x) + "," + (bMin + y));
                backend.addClause(-a[x], -b[y]);
            }
        }
        return out;
    }

    private static int[] literals(int first, int count) {
        int[] out = new int[count];
        for (int i = 0; i < count; i++) {
            out[i] = first + i;
        }
        return out;
    }

    private static int value(boolean[] model, int[] lits) {
        for (int i = 0; i < lits.length; i++) {
            if (model[lits[i]]) {
                return i;
            }
        }
        throw new IllegalStateException("no value set");
    }
}
