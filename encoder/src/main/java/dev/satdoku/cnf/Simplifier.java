package dev.satdoku.cnf;

import java.util.Arrays;
import java.util.List;

/**
 * Encode-time simplification: unit propagation to a fixpoint (with two watched literals), then
 * removal of satisfied clauses and false literals, then dense renumbering of the variables that are
 * left. Extra "implied" clauses (consequences of the rules that the chosen encoding does not spell
 * out, such as "each digit somewhere in each row" under a minimal encoding) take part in propagation
 * but are not emitted.
 *
 * <p>On a sudoku, propagation over the complete encoding is exactly naked and hidden singles: a
 * placed digit leaves its peers (at-most-one), a cell or house with one option left is placed
 * (at-least-one).
 */
public final class Simplifier {

    private Simplifier() {
    }

    public static Simplification simplify(Cnf cnf, List<int[]> implied) {
        return new Run(cnf, implied).run();
    }

    private static final class Run {
        private final Cnf cnf;
        private final int n;
        private final byte[] value;
        private final int[] trail;
        private int trailSize;
        private int head;
        private final List<int[]> implied;
        private int[] lits;
        private int[] starts;
        private int[] ends;
        private int[][] watch;
        private int[] watchCount;
        private boolean conflict;

        Run(Cnf cnf, List<int[]> implied) {
            this.cnf = cnf;
            this.implied = implied;
            this.n = cnf.numVars();
            this.value = new byte[n + 1];
            this.trail = new int[n + 1];
        }

        /** Copies the clauses into the propagation structures. */
        private void prepare() {
            int m = cnf.clauseCount();
            int total = m + implied.size();
            long litTotal = cnf.literalCount();
            for (int[] c : implied) {
                litTotal += c.length;
            }
            this.lits = new int[(int) litTotal];
            this.starts = new int[total];
            this.ends = new int[total];
            System.arraycopy(cnf.rawLiterals(), 0, lits, 0, (int) cnf.literalCount());
            for (int c = 0; c < m; c++) {
                starts[c] = cnf.start(c);
                ends[c] = cnf.end(c);
            }
            int pos = (int) cnf.literalCount();
            for (int i = 0; i < implied.size(); i++) {
                int[] c = implied.get(i);
                starts[m + i] = pos;
                for (int lit : c) {
                    lits[pos++] = lit;
                }
                ends[m + i] = pos;
            }
            this.watch = new int[2 * n + 2][];
            this.watchCount = new int[2 * n + 2];
        }

        private static int code(int lit) {
            return lit > 0 ? 2 * lit : -2 * lit + 1;
        }

        private int valueOf(int lit) {
            int v = value[Math.abs(lit)];
            return lit > 0 ? v : -v;
        }

        private void assign(int lit) {
            int cur = valueOf(lit);
            if (cur == 1) {
                return;
            }
            if (cur == -1) {
                conflict = true;
                return;
            }
            value[Math.abs(lit)] = (byte) (lit > 0 ? 1 : -1);
            trail[trailSize++] = lit;
        }

        private void addWatch(int lit, int clause) {
            int code = code(lit);
            int[] list = watch[code];
            if (list == null) {
                list = watch[code] = new int[4];
            } else if (watchCount[code] == list.length) {
                list = watch[code] = Arrays.copyOf(list, list.length * 2);
            }
            list[watchCount[code]++] = clause;
        }

        Simplification run() {
            if (!hasShortClause()) {
                // No unit clause: propagation has nothing to start from (after the encoder's singles
                // pre-pass this is every classic puzzle), so only the renumbering is left to do.
                return build();
            }
            prepare();
            for (int c = 0; c < starts.length && !conflict; c++) {
                int len = ends[c] - starts[c];
                if (len == 0) {
                    conflict = true;
                } else if (len == 1) {
                    assign(lits[starts[c]]);
                } else {
                    addWatch(lits[starts[c]], c);
                    addWatch(lits[starts[c] + 1], c);
                }
            }
            if (!conflict) {
                propagate();
            }
            if (conflict) {
                return Simplification.unsatisfiable(cnf, value);
            }
            return build();
        }

        private boolean hasShortClause() {
            for (int c = 0; c < cnf.clauseCount(); c++) {
                if (cnf.length(c) <= 1) {
                    return true;
                }
            }
            for (int[] c : implied) {
                if (c.length <= 1) {
                    return true;
                }
            }
            return false;
        }

        private void propagate() {
            while (head < trailSize && !conflict) {
                int falseLit = -trail[head++];
                int code = code(falseLit);
                int[] list = watch[code];
                if (list == null) {
                    continue;
                }
                int kept = 0;
                int count = watchCount[code];
                int i = 0;
                for (; i < count; i++) {
                    int c = list[i];
                    int s = starts[c];
                    if (lits[s] == falseLit) {
                        lits[s] = lits[s + 1];
                        lits[s + 1] = falseLit;
                    }
                    int other = lits[s];
                    if (valueOf(other) == 1) {
                        list[kept++] = c;
                        continue;
                    }
                    boolean moved = false;
                    for (int k = s + 2; k < ends[c]; k++) {
                        if (valueOf(lits[k]) != -1) {
                            lits[s + 1] = lits[k];
                            lits[k] = falseLit;
                            addWatch(lits[s + 1], c);
                            moved = true;
                            break;
                        }
                    }
                    if (moved) {
                        continue;
                    }
                    list[kept++] = c;
                    if (valueOf(other) == -1) {
                        conflict = true;
                        i++;
                        break;
                    }
                    assign(other);
                }
                for (; i < count; i++) {
                    list[kept++] = list[i];
                }
                watchCount[code] = kept;
            }
        }

        private Simplification build() {
            int m = cnf.clauseCount();
            int[] raw = cnf.rawLiterals();
            boolean[] used = new boolean[n + 1];
            boolean[] keep = new boolean[m];
            boolean anyFixed = trailSize > 0;
            int start = 0;
            for (int c = 0; c < m; c++) {
                int end = cnf.end(c);
                boolean satisfied = false;
                if (anyFixed) {
                    for (int p = start; p < end; p++) {
                        if (valueOf(raw[p]) == 1) {
                            satisfied = true;
                            break;
                        }
                    }
                }
                if (!satisfied) {
                    keep[c] = true;
                    for (int p = start; p < end; p++) {
                        int v = Math.abs(raw[p]);
                        if (value[v] == 0) {
                            used[v] = true;
                        }
                    }
                }
                start = end;
            }
            int[] oldToNew = new int[n + 1];
            int count = 0;
            for (int v = 1; v <= n; v++) {
                if (used[v]) {
                    oldToNew[v] = ++count;
                }
            }
            int[] newToOld = new int[count + 1];
            for (int v = 1; v <= n; v++) {
                if (oldToNew[v] != 0) {
                    newToOld[oldToNew[v]] = v;
                }
            }
            VarPool oldVars = cnf.vars();
            VarPool newVars = new VarPool();
            if (count > 0) {
                newVars.allocate(count, offset -> oldVars.name(newToOld[offset + 1]));
            }
            Cnf reduced = new Cnf(newVars);
            short[] tagMap = new short[cnf.tagNames().size()];
            List<String> names = cnf.tagNames();
            for (int t = 0; t < names.size(); t++) {
                tagMap[t] = reduced.tag(names.get(t));
            }
            int[] buffer = new int[16];
            start = 0;
            for (int c = 0; c < m; c++) {
                int end = cnf.end(c);
                if (keep[c]) {
                    int len = 0;
                    if (buffer.length < end - start) {
                        buffer = new int[end - start];
                    }
                    for (int p = start; p < end; p++) {
                        int lit = raw[p];
                        if (value[Math.abs(lit)] == 0) {
                            buffer[len++] = lit > 0 ? oldToNew[lit] : -oldToNew[-lit];
                        }
                    }
                    reduced.addChecked(tagMap[cnf.tagIdOf(c)], buffer, len);
                }
                start = end;
            }
            return new Simplification(cnf, reduced, value, oldToNew, false);
        }
    }
}
