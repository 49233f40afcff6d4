package dev.satdoku.encode;

import dev.satdoku.cnf.Cnf;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Variables, clauses and literals of a CNF (or of one rule family's share of it). A value of the
 * library's API (solve reports carry the sizes before and after simplification); it lives here, not
 * beside {@link Cnf}, so that a caller can name it while the CNF layer stays internal, and the CNF
 * layer does not depend on the encoder above it.
 */
public record CnfSize(long variables, long clauses, long literals) {

    /** The size of a whole CNF. */
    // The CNF layer is exported only to the satdoku modules that call this; no caller outside sees it.
    @SuppressWarnings("exports")
    public static CnfSize of(Cnf cnf) {
        return new CnfSize(cnf.numVars(), cnf.clauseCount(), cnf.literalCount());
    }

    /** Clauses and literals per family tag (variables 0: they are not owned by one family), in order of first appearance. */
    // The CNF layer is exported only to the satdoku modules that call this; no caller outside sees it.
    @SuppressWarnings("exports")
    public static Map<String, CnfSize> byFamily(Cnf cnf) {
        java.util.List<String> names = cnf.tagNames();
        int families = names.size();
        long[] clauses = new long[families];
        long[] literals = new long[families];
        for (int i = 0; i < cnf.clauseCount(); i++) {
            clauses[cnf.tagIdOf(i)]++;
            literals[cnf.tagIdOf(i)] += cnf.length(i);
        }
        Map<String, CnfSize> out = new LinkedHashMap<>();
        for (int t = 0; t < families; t++) {
            if (clauses[t] > 0) {
                out.put(names.get(t), new CnfSize(0, clauses[t], literals[t]));
            }
        }
        return out;
    }

    @Override
    public String toString() {
        // Grouped like every other count the commands print ("1,877 clauses").
        return String.format(java.util.Locale.ROOT, "%,d variables, %,d clauses, %,d literals", variables, clauses, literals);
    }
}
