package dev.satdoku.encode;

import dev.satdoku.cnf.Cnf;
import dev.satdoku.cnf.Lits;
import dev.satdoku.cnf.VarPool;
import dev.satdoku.encoding.ClauseSink;
import dev.satdoku.encoding.connect.RegionNaming;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.ExtraCell;
import dev.satdoku.rules.Rule;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.IntFunction;
import java.util.function.Supplier;

/**
 * Everything one encoding run holds: the clause store and variable pool, the cells' and named
 * variables' encodings, the shading layer, the current family tag and guard stack, and the shared
 * definitions. The topic interfaces ({@link Variables}, {@link Clauses}, {@link Cardinalities},
 * {@link Relations}, {@link Shapes}, {@link Sums}) are default methods over this one object, which
 * {@link EncodingContext} hands them. Its members are package-private: rules see the topics, never
 * the state.
 */
public final class EncodingState {

    final Layout layout;
    final EncodingOptions options;
    final Cnf cnf;
    final VarPool vars;
    private final IntVar[] cells;
    final List<Rule> puzzleRules;
    final Map<String, IntVar> named = new LinkedHashMap<>();
    final List<int[]> implied = new ArrayList<>();
    private int shadingBase;
    /**
     * Which cells' shading some rule asked for. The layer spans the grid, but a cell that no rule
     * mentions is shaded or not at random: it is left out of solutions (read as unshaded) and of
     * blocking clauses, so it neither multiplies the solution count nor depends on simplification.
     */
    private boolean[] shadingMentioned;
    /**
     * The region label of every cell when the regions are found while solving (chaos construction),
     * created for the whole grid on first use; null otherwise. Not part of solutions' identity: the
     * decoder reads them as the witness partition, blocking clauses leave them out.
     */
    private IntVar[] regionLabels;
    /** The regions named by their roots, with {@code --chaos-regions roots}; null otherwise. */
    private RegionRoots regionRoots;
    private short tag;
    private String family;
    private int[] guards = new int[4];
    private int guardCount;
    private int[] buffer = new int[64];
    private boolean housesEncoded;
    /** Definitions (sums, linear terms, conditional values) by what they define, so identical requests share one. */
    final Map<Object, IntVar> definitions = new HashMap<>();

    /** Where definitions go: the clause store with the current family tag but without guards. */
    final ClauseSink unguarded = new ClauseSink() {
        @Override
        public void clause(int... lits) {
            emit(lits, false);
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

    EncodingState(Layout layout, EncodingOptions options, List<Rule> puzzleRules) {
        this.layout = layout;
        this.options = options;
        this.puzzleRules = List.copyOf(puzzleRules);
        this.vars = new VarPool();
        this.cnf = new Cnf(vars);
        int cellCount = layout.cellCount();
        int values = layout.valueCount();
        int min = layout.minValue();
        int cols = layout.cols();
        int base = vars.allocate(cellCount * values, offset -> {
            int cell = offset / values;
            return Cell.ofIndex(cell, cols) + "=" + (offset % values + min);
        });
        this.cells = new IntVar[cellCount];
        String[] names = cellNames(layout);
        for (int i = 0; i < cellCount; i++) {
            cells[i] = new IntVar(this, names[i], min, layout.maxValue(), base + i * values);
        }
        enterFamily("cells");
    }

    /** Cell names ("r3c5") per grid shape, made once: a batch encodes thousands of grids of one shape. */
    private static final AtomicReferenceArray<String[]> CELL_NAMES = new AtomicReferenceArray<>((Layout.MAX_SIZE + 1) * (Layout.MAX_SIZE + 1));

    private static String[] cellNames(Layout layout) {
        int key = layout.rows() * (Layout.MAX_SIZE + 1) + layout.cols();
        String[] names = CELL_NAMES.get(key);
        if (names == null) {
            names = new String[layout.cellCount()];
            for (int i = 0; i < names.length; i++) {
                names[i] = layout.cellAt(i).toString();
            }
            CELL_NAMES.set(key, names);
        }
        return names;
    }

    // ---- variables -------------------------------------------------------------------------------

    IntVar cell(Cell cell) {
        if (cell.isExtra()) {
            IntVar v = named.get(cell.name());
            if (v == null) {
                throw new IllegalArgumentException("extra cell " + cell.name() + " is not declared by the puzzle");
            }
            return v;
        }
        if (!layout.contains(cell)) {
            throw new IllegalArgumentException(cell + " is outside the " + layout.rows() + "x" + layout.cols() + " grid");
        }
        return cells[layout.index(cell)];
    }

    /**
     * Narrows every cell to the candidates an encode-time pre-pass proved (bit v-min for value v), so
     * decided literals read as constants from here on. Called before anything is encoded.
     */
    /** Narrows the cells to the masks' values; true when some cell lost a value. */
    boolean restrictCells(int[] masks) {
        int full = (1 << layout.valueCount()) - 1;
        boolean any = false;
        for (int i = 0; i < cells.length; i++) {
            if (masks[i] != full) {
                cells[i].restrict(masks[i]);
                any = true;
            }
        }
        return any;
    }

    IntVar declare(ExtraCell decl) {
        int base = vars.allocate(decl.domainSize(), offset -> decl.name() + "=" + (decl.min() + offset));
        IntVar v = new IntVar(this, decl.name(), decl.min(), decl.max(), base);
        named.put(decl.name(), v);
        return v;
    }

    int shaded(Cell cell) {
        if (!layout.contains(cell)) {
            throw new IllegalArgumentException(cell + " is outside the grid");
        }
        if (shadingBase == 0) {
            int cellCount = layout.cellCount();
            shadingBase = vars.allocate(cellCount, offset -> layout.cellAt(offset) + ":shaded");
            shadingMentioned = new boolean[cellCount];
        }
        shadingMentioned[layout.index(cell)] = true;
        return shadingBase + layout.index(cell);
    }

    /**
     * The region label (1..count) of a cell; the layer is created on first use for every cell, each
     * label exactly one by its order ladder (a definition, so it holds whatever rule is disabled).
     */
    IntVar regionLabel(Cell cell, int count) {
        if (!layout.contains(cell)) {
            throw new IllegalArgumentException(cell + " is outside the grid");
        }
        if (options.chaosRegions() == RegionNaming.ROOTS) {
            RegionRoots roots = regionRoots(count);
            if (regionLabels == null) {
                regionLabels = inRegionLabels(() -> roots.labels(this));
            }
            return regionLabels[layout.index(cell)];
        }
        if (regionLabels == null) {
            regionLabels = inRegionLabels(() -> {
                IntVar[] labels = new IntVar[layout.cellCount()];
                for (int i = 0; i < labels.length; i++) {
                    labels[i] = fresh(layout.cellAt(i) + ":region", 1, count);
                }
                return labels;
            });
        } else if (regionLabels[0].max() != count) {
            throw new IllegalArgumentException("the region labels were made for " + regionLabels[0].max() + " regions, not " + count);
        }
        return regionLabels[layout.index(cell)];
    }

    IntVar[] regionLabels() {
        return regionLabels;
    }

    /**
     * The regions named by their roots ({@code --chaos-regions roots}), made on first use for the
     * whole grid (definitions, so they hold whatever rule is disabled); null until then.
     */
    RegionRoots regionRoots(int count) {
        if (regionRoots == null) {
            regionRoots = inRegionLabels(() -> new RegionRoots(this, count));
        } else if (regionRoots.count() != count) {
            throw new IllegalArgumentException("the region roots were made for " + regionRoots.count() + " regions, not " + count);
        }
        return regionRoots;
    }

    RegionRoots regionRoots() {
        return regionRoots;
    }

    /**
     * Makes a layer of the regions under the "region labels" family, whichever rule asked for it first,
     * and goes back to that rule's family and tag.
     */
    private <T> T inRegionLabels(Supplier<T> make) {
        short savedTag = tag;
        String savedFamily = family;
        enterFamily("region labels");
        try {
            return make.get();
        } finally {
            tag = savedTag;
            family = savedFamily;
        }
    }

    /** "These two cells lie in one region" by unordered pair, so every clue about a pair shares one literal. */
    private final Map<List<Cell>, Integer> sameRegion = new HashMap<>();

    int sameRegion(Cell a, Cell b, int count) {
        List<Cell> pair = a.compareTo(b) <= 0 ? List.of(a, b) : List.of(b, a);
        Integer known = sameRegion.get(pair);
        if (known != null) {
            return known;
        }
        if (options.chaosRegions() == RegionNaming.ROOTS) {
            RegionRoots roots = regionRoots(count);
            int same = vars.newVar(a + " and " + b + " in one region");
            roots.defineSame(same, layout.index(a), layout.index(b), unguarded);
            sameRegion.put(pair, same);
            return same;
        }
        IntVar la = regionLabel(a, count);
        IntVar lb = regionLabel(b, count);
        int same = vars.newVar(a + " and " + b + " in one region");
        for (int k = 1; k <= count; k++) {
            unguarded.clause(-same, -la.eq(k), lb.eq(k));
            unguarded.clause(same, -la.eq(k), -lb.eq(k));
        }
        sameRegion.put(pair, same);
        return same;
    }

    int shadingBase() {
        return shadingBase;
    }

    boolean shadingMentioned(int cellIndex) {
        return shadingMentioned != null && shadingMentioned[cellIndex];
    }

    boolean housesEncoded() {
        return housesEncoded;
    }

    void markHousesEncoded() {
        housesEncoded = true;
    }

    // ---- clause output -------------------------------------------------------------------------

    void enterFamily(String name) {
        this.family = name;
        this.tag = cnf.tag(name);
    }

    String family() {
        return family;
    }

    void emit(int[] lits, boolean applyGuards) {
        int g = applyGuards ? guardCount : 0;
        int len = lits.length + g;
        if (buffer.length < len) {
            buffer = new int[Math.max(len, buffer.length * 2)];
        }
        System.arraycopy(lits, 0, buffer, 0, lits.length);
        for (int i = 0; i < g; i++) {
            buffer[lits.length + i] = -guards[i];
        }
        cnf.add(tag, buffer, 0, len);
    }

    void pushGuard(int guard) {
        if (guardCount == guards.length) {
            guards = Arrays.copyOf(guards, guardCount * 2);
        }
        guards[guardCount++] = guard;
    }

    void popGuard() {
        guardCount--;
    }

    /** A consequence of the rules that simplification may use but that is not emitted. */
    void implied(int... clause) {
        // Constants (cells the pre-pass decided) are resolved here, as the clause store does for clauses.
        int kept = 0;
        int[] out = new int[clause.length];
        for (int lit : clause) {
            if (lit == Lits.TRUE) {
                return;
            }
            if (lit != Lits.FALSE) {
                out[kept++] = lit;
            }
        }
        implied.add(kept == out.length ? out : Arrays.copyOf(out, kept));
    }

    // ---- order literals and fresh integers ---------------------------------------------------------

    /**
     * Allocates and links {@code [x >= v]} for v in min+1..max: a ladder (x>=v+1 implies x>=v) tied
     * to the direct literals in both directions. On its own the ladder makes exactly one direct
     * literal true, which is why {@code --cell order} needs nothing else and why {@link #fresh}
     * integers use it. Emitted unguarded, under the "order" family when a rule asked for the literals
     * (lazily), under the current family when the cell encoding asked for them up front.
     */
    int defineOrder(IntVar x, boolean upFront) {
        int min = x.min();
        int max = x.max();
        int k = max - min;
        int base = vars.allocate(k, offset -> x.name() + ">=" + (min + 1 + offset));
        String savedFamily = family;
        short savedTag = tag;
        if (!upFront) {
            enterFamily("order");
        }
        IntFunction<Integer> ge = v -> v <= min ? Lits.TRUE : v > max ? Lits.FALSE : base + (v - min - 1);
        for (int v = min + 1; v < max; v++) {
            emit(new int[] {-ge.apply(v + 1), ge.apply(v)}, false);
        }
        for (int v = min; v <= max; v++) {
            int eq = x.eq(v);
            emit(new int[] {-eq, ge.apply(v)}, false);
            emit(new int[] {-eq, -ge.apply(v + 1)}, false);
            emit(new int[] {-ge.apply(v), ge.apply(v + 1), eq}, false);
        }
        family = savedFamily;
        tag = savedTag;
        return base;
    }

    /**
     * A new integer min..max whose direct literals are exactly-one by its order ladder (the literals
     * themselves are then defined by the caller's definition clauses).
     */
    IntVar fresh(String name, int min, int max) {
        int base = vars.allocate(max - min + 1, offset -> name + "=" + (min + offset));
        IntVar out = new IntVar(this, name, min, max, base);
        if (min == max) {
            emit(new int[] {out.eq(min)}, false);
        } else {
            out.ge(min + 1);
        }
        return out;
    }
}
