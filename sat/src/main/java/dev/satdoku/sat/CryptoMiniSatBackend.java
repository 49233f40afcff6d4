package dev.satdoku.sat;

import com.sun.jna.Function;
import com.sun.jna.Library;
import com.sun.jna.NativeLibrary;
import com.sun.jna.Pointer;
import com.sun.jna.Structure;
import dev.satdoku.cnf.Cnf;
import java.util.List;

/**
 * CryptoMiniSat in-process, through its C API ({@code cryptominisat_c.h}, Debian's
 * {@code libcryptominisat5-dev}) called by JNA: a native CDCL solver without the cost of writing DIMACS and
 * starting a process per call, reused incrementally like {@link Sat4jBackend}. JNA rather than
 * hand-written JNI: the binding is these Java declarations, with no C glue to compile per platform,
 * and JNA is a maintained library that every JVM platform has.
 *
 * <p>Available only where the shared library can be loaded ({@link #available()}); {@code --solver
 * cryptominisat-lib} runs it (plain {@code --solver cryptominisat} is the
 * program, through DIMACS files), and SAT4J stays the default everywhere. Every model is decoded and
 * re-checked by the independent checker as with any backend.
 *
 * <p>The C API has no way to stop a running search or read the conflict count; the C++ methods
 * {@code SATSolver::interrupt_asap()} (thread-safe by design: it sets a flag the search polls) and
 * {@code get_sum_conflicts()} are called by their exported names on the same object. Where a build
 * lacks them, the backend still solves, without interruption (a time limit then waits for the search)
 * and with zero conflicts reported.
 */
public final class CryptoMiniSatBackend implements SatBackend {

    /** The name {@code --solver} takes. */
    public static final String NAME = "cryptominisat-lib";

    private static final String LIBRARY = "cryptominisat5";

    /** The C API as JNA maps it; c_Lit arrays are uint32 arrays, c_lbool a byte returned in a register. */
    private interface Cms extends Library {
        Pointer cmsat_new();

        void cmsat_free(Pointer solver);

        void cmsat_new_vars(Pointer solver, long count);

        byte cmsat_add_clause(Pointer solver, int[] lits, long count);

        byte cmsat_solve_with_assumptions(Pointer solver, int[] assumptions, long count);

        Slice.ByValue cmsat_get_model(Pointer solver);

        Slice.ByValue cmsat_get_conflict(Pointer solver);

        void cmsat_set_num_threads(Pointer solver, int threads);
    }

    /**
     * {@code slice_lbool} and {@code slice_Lit}: a pointer and a count, returned by value. Public because
     * JNA builds it by reflection; no caller outside this class uses it, hence the JNA types it exposes.
     */
    @SuppressWarnings("exports")
    public static class Slice extends Structure {
        public Pointer vals;
        public long count;

        public Slice() {
        }

        @Override
        protected List<String> getFieldOrder() {
            return List.of("vals", "count");
        }

        public static class ByValue extends Slice implements Structure.ByValue {
            public ByValue() {
            }
        }
    }

    private static final byte L_TRUE = 0;
    private static final byte L_FALSE = 1;

    /** The loaded library and the two C++ methods, or why it is not there. */
    private static final class Loaded {
        static final Cms API;
        static final Function INTERRUPT;
        static final Function CONFLICTS;
        static final String MISSING;

        static {
            Cms api = null;
            Function interrupt = null;
            Function conflicts = null;
            String missing = null;
            try {
                api = com.sun.jna.Native.load(LIBRARY, Cms.class);
                NativeLibrary lib = NativeLibrary.getInstance(LIBRARY);
                interrupt = optional(lib, "_ZN5CMSat9SATSolver14interrupt_asapEv");
                conflicts = optional(lib, "_ZNK5CMSat9SATSolver17get_sum_conflictsEv");
            } catch (UnsatisfiedLinkError | NoClassDefFoundError e) {
                missing = "CryptoMiniSat's library (lib" + LIBRARY + ".so, the name JNA loads; Debian: apt-get install "
                        + "libcryptominisat5-dev) could not be loaded: " + e.getMessage();
            }
            API = api;
            INTERRUPT = interrupt;
            CONFLICTS = conflicts;
            MISSING = missing;
        }

        private static Function optional(NativeLibrary lib, String symbol) {
            try {
                return lib.getFunction(symbol);
            } catch (UnsatisfiedLinkError e) {
                return null;
            }
        }
    }

    /** True when the native library loads on this machine. */
    public static boolean available() {
        return Loaded.API != null;
    }

    /** Why the library does not load (for error messages and skipped tests), or null when it does. */
    public static String unavailableReason() {
        return Loaded.MISSING;
    }

    private final Cms api;
    private Pointer solver;
    private int variables;
    private boolean contradiction;
    private volatile boolean interrupted;
    /** Guards {@link #solver} between {@link #interrupt()} (any thread) and {@link #close()}. */
    private final Object lock = new Object();
    private boolean[] model;
    private int[] failed = new int[0];

    /** A fresh solver; throws {@link IllegalStateException} (naming the package to install) when the library is absent. */
    public CryptoMiniSatBackend() {
        if (!available()) {
            throw new IllegalStateException(Loaded.MISSING);
        }
        api = Loaded.API;
        solver = api.cmsat_new();
        api.cmsat_set_num_threads(solver, 1);
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    @SuppressWarnings("exports") // Cnf reaches the sibling modules that pass it; see SatBackend
    public void load(Cnf cnf) {
        ensureVariables(cnf.numVars());
        int[] lits = cnf.rawLiterals();
        for (int c = 0; c < cnf.clauseCount() && !contradiction; c++) {
            int start = cnf.start(c);
            int[] clause = new int[cnf.end(c) - start];
            for (int i = 0; i < clause.length; i++) {
                clause[i] = lits[start + i];
            }
            add(clause);
        }
    }

    @Override
    public void ensureVariables(int count) {
        if (count > variables) {
            api.cmsat_new_vars(solver, count - variables);
            variables = count;
        }
    }

    @Override
    public int variableCount() {
        return variables;
    }

    @Override
    public void addClause(int... lits) {
        int max = 0;
        for (int l : lits) {
            max = Math.max(max, Math.abs(l));
        }
        ensureVariables(max);
        add(lits);
    }

    private void add(int[] dimacs) {
        if (contradiction) {
            return;
        }
        if (api.cmsat_add_clause(solver, native32(dimacs), dimacs.length) == 0) {
            contradiction = true; // the solver found the clauses unsatisfiable while adding them
        }
    }

    /** DIMACS literals to CryptoMiniSat's: variable v is index v-1, the lowest bit the sign. */
    private static int[] native32(int[] dimacs) {
        int[] out = new int[dimacs.length];
        for (int i = 0; i < dimacs.length; i++) {
            int l = dimacs[i];
            out[i] = ((Math.abs(l) - 1) << 1) | (l < 0 ? 1 : 0);
        }
        return out;
    }

    private static int dimacs(int lit) {
        int v = (lit >>> 1) + 1;
        return (lit & 1) != 0 ? -v : v;
    }

    @Override
    public SatResult solve(int... assumptions) {
        model = null;
        failed = new int[0];
        if (contradiction) {
            return SatResult.UNSATISFIABLE;
        }
        int max = 0;
        for (int l : assumptions) {
            max = Math.max(max, Math.abs(l));
        }
        ensureVariables(max);
        if (interrupted) {
            return SatResult.UNKNOWN;
        }
        byte answer = api.cmsat_solve_with_assumptions(solver, native32(assumptions), assumptions.length);
        if (interrupted) {
            return SatResult.UNKNOWN;
        }
        if (answer == L_TRUE) {
            Slice.ByValue values = api.cmsat_get_model(solver);
            byte[] bytes = values.vals.getByteArray(0, (int) values.count);
            model = new boolean[variables + 1];
            for (int v = 1; v <= variables && v - 1 < bytes.length; v++) {
                model[v] = bytes[v - 1] == L_TRUE;
            }
            return SatResult.SATISFIABLE;
        }
        if (answer == L_FALSE) {
            if (assumptions.length > 0) {
                // The conflict is the clause of negated assumptions that the solver learnt.
                Slice.ByValue conflict = api.cmsat_get_conflict(solver);
                int[] lits = conflict.count == 0 ? new int[0] : conflict.vals.getIntArray(0, (int) conflict.count);
                failed = new int[lits.length];
                for (int i = 0; i < lits.length; i++) {
                    failed[i] = -dimacs(lits[i]);
                }
            }
            return SatResult.UNSATISFIABLE;
        }
        return SatResult.UNKNOWN;
    }

    @Override
    public boolean[] model() {
        if (model == null) {
            throw new IllegalStateException("no model: the last call was not satisfiable");
        }
        return model;
    }

    @Override
    public int[] failedAssumptions() {
        return failed.clone();
    }

    @Override
    public boolean providesCores() {
        return true;
    }

    /**
     * Sets a flag the search polls (CryptoMiniSat's own interrupt, thread-safe); the flag stays, so
     * later calls return UNKNOWN at once, as with {@link Sat4jBackend}.
     */
    @Override
    public void interrupt() {
        interrupted = true;
        synchronized (lock) {
            if (Loaded.INTERRUPT != null && solver != null) {
                Loaded.INTERRUPT.invokeVoid(new Object[] {solver});
            }
        }
    }

    @Override
    public SolverStats stats() {
        if (Loaded.CONFLICTS == null || solver == null) {
            return SolverStats.NONE;
        }
        return new SolverStats(Loaded.CONFLICTS.invokeLong(new Object[] {solver}), 0, 0);
    }

    @Override
    public void close() {
        synchronized (lock) {
            if (solver != null) {
                api.cmsat_free(solver);
                solver = null;
            }
        }
        model = null;
    }
}
