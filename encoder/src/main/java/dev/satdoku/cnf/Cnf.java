package dev.satdoku.cnf;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A clause store over a {@link VarPool}. Clauses are kept in one flat int array (no object per
 * clause) and each carries a family tag ("cells", "houses", "thermo", ...) so that sizes can be
 * reported per rule family. Constant literals ({@link Lits#TRUE}/{@link Lits#FALSE}) are resolved on
 * insertion: satisfied clauses are skipped and false literals dropped.
 */
public final class Cnf {

    private final VarPool vars;
    // Small to start: after simplification most CNFs are a few hundred clauses, and a batch makes
    // two stores per puzzle; the plain encoding grows by doubling.
    private int[] lits = new int[512];
    private int litCount;
    private int[] ends = new int[128];
    private short[] tags = new short[128];
    private int clauseCount;
    private final List<String> tagNames = new ArrayList<>();
    private final Map<String, Short> tagIds = new HashMap<>();

    public Cnf(VarPool vars) {
        this.vars = vars;
    }

    public Cnf() {
        this(new VarPool());
    }

    public VarPool vars() {
        return vars;
    }

    public int numVars() {
        return vars.size();
    }

    public int clauseCount() {
        return clauseCount;
    }

    public long literalCount() {
        return litCount;
    }

    /** Returns the id of a family tag, creating it on first use. */
    public short tag(String family) {
        Short id = tagIds.get(family);
        if (id == null) {
            id = (short) tagNames.size();
            tagNames.add(family);
            tagIds.put(family, id);
        }
        return id;
    }

    public List<String> tagNames() {
        return List.copyOf(tagNames);
    }

    public void add(short tag, int... clause) {
        add(tag, clause, 0, clause.length);
    }

    /** Adds {@code clause[from..from+len)}; constants are resolved, the array is not kept. */
    public void add(short tag, int[] clause, int from, int len) {
        int start = litCount;
        if (litCount + len > lits.length) {
            ensureLits(len);
        }
        int numVars = vars.size();
        int[] store = lits;
        int count = litCount;
        for (int i = from; i < from + len; i++) {
            int lit = clause[i];
            if (lit == Lits.TRUE) {
                litCount = start;
                return;
            }
            if (lit == Lits.FALSE) {
                continue;
            }
            if (lit == 0 || Math.abs(lit) > numVars) {
                litCount = start;
                throw new IllegalArgumentException("literal " + lit + " is not a variable of this CNF (1.." + numVars + ")");
            }
            store[count++] = lit;
        }
        litCount = count;
        endClause(tag);
    }

    /**
     * Adds a clause whose literals are known to be variables of this CNF and not constants (the
     * simplifier's renumbered clauses), without checking each literal again.
     */
    void addChecked(short tag, int[] clause, int len) {
        if (litCount + len > lits.length) {
            ensureLits(len);
        }
        System.arraycopy(clause, 0, lits, litCount, len);
        litCount += len;
        endClause(tag);
    }

    private void endClause(short tag) {
        if (clauseCount == ends.length) {
            ends = Arrays.copyOf(ends, clauseCount * 2);
            tags = Arrays.copyOf(tags, clauseCount * 2);
        }
        ends[clauseCount] = litCount;
        tags[clauseCount] = tag;
        clauseCount++;
    }

    private void ensureLits(int more) {
        if (litCount + more > lits.length) {
            lits = Arrays.copyOf(lits, Math.max(lits.length * 2, litCount + more));
        }
    }

    public int start(int clause) {
        return clause == 0 ? 0 : ends[clause - 1];
    }

    public int end(int clause) {
        return ends[clause];
    }

    public int length(int clause) {
        return end(clause) - start(clause);
    }

    public int lit(int position) {
        return lits[position];
    }

    public int[] clause(int clause) {
        return Arrays.copyOfRange(lits, start(clause), end(clause));
    }

    public String tagOf(int clause) {
        return tagNames.get(tags[clause]);
    }

    public short tagIdOf(int clause) {
        return tags[clause];
    }

    /** Raw literal array (valid up to {@link #literalCount()}), for fast loading into solvers. */
    public int[] rawLiterals() {
        return lits;
    }
}
