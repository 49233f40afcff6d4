package dev.satdoku.encode;

import dev.satdoku.cnf.Cnf;
import dev.satdoku.cnf.Lits;
import dev.satdoku.cnf.VarPool;
import dev.satdoku.encoding.Cardinality;
import dev.satdoku.encoding.ClauseSink;
import dev.satdoku.encoding.sum.Operand;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.NamedVariable;
import dev.satdoku.model.Term;
import dev.satdoku.rules.Rule;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.IntFunction;

/**
 * What a rule sees while it encodes itself: the integer unknowns (cells, named variables), the
 * shading literals, clause output, and the named strategies (at-most-one, all-different, ...) chosen
 * by the {@link EncodingOptions}. Every clause is tagged with the family being encoded, and guarded
 * by the literals of the enclosing {@link #guarded} blocks (conditional rules, explanation selectors).
 * Definitions of shared auxiliary variables (order literals) are never guarded: they only name
 * facts about the cells, so they hold in every model.
 */
public final class EncodingContext implements ClauseSink {

    private final Layout layout;
    private final EncodingOptions options;
    private final Cnf cnf;
    private final VarPool vars;
    private final IntVar[] cells;
    private final List<Rule> puzzleRules;
    private final Map<String, IntVar> named = new LinkedHashMap<>();
    private final List<int[]> implied = new ArrayList<>();
    private int shadingBase;
    private short tag;
    private String family;
    private int[] guards = new int[4];
    private int guardCount;
    private int[] buffer = new int[64];

    EncodingContext(Layout layout, EncodingOptions options, List<Rule> puzzleRules) {
        this.layout = layout;
        this.options = options;
        this.puzzleRules = List.copyOf(puzzleRules);
        this.vars = new VarPool();
        this.cnf = new Cnf(vars);
        int n = layout.size();
        int base = vars.allocate(n * n * n, offset -> {
            int cell = offset / n;
            return Cell.ofIndex(cell, n) + "=" + (offset % n + 1);
        });
        this.cells = new IntVar[n * n];
        String[] names = cellNames(n);
        for (int i = 0; i < n * n; i++) {
            cells[i] = new IntVar(this, names[i], 1, n, base + i * n);
        }
        enterFamily("cells");
    }

    /** Cell names ("r3c5") per grid size, made once: a batch encodes thousands of grids of one size. */
    private static final AtomicReferenceArray<String[]> CELL_NAMES = new AtomicReferenceArray<>(Layout.MAX_SIZE + 1);

    private static String[] cellNames(int n) {
        String[] names = CELL_NAMES.get(n);
        if (names == null) {
            names = new String[n * n];
            for (int i = 0; i < names.length; i++) {
                names[i] = Cell.ofIndex(i, n).toString();
            }
            CELL_NAMES.set(n, names);
        }
        return names;
    }

    public Layout layout() {
        return layout;
    }

    public int size() {
        return layout.size();
    }

    public EncodingOptions options() {
        return options;
    }

    /**
     * Every rule of the puzzle being encoded, for rules whose meaning depends on the others (a
     * negative constraint exempts the pairs that carry a dot).
     */
    public List<Rule> puzzleRules() {
        return puzzleRules;
    }

    Cnf cnf() {
        return cnf;
    }

    List<int[]> implied() {
        return implied;
    }

    /** The digit of a cell inside the grid. */
    public IntVar cell(Cell cell) {
        if (!cell.inside(layout.size())) {
            throw new IllegalArgumentException(cell + " is outside the " + layout.size() + "x" + layout.size() + " grid");
        }
        return cells[cell.index(layout.size())];
    }

    /**
     * Narrows every cell to the candidates an encode-time pre-pass proved (bit d-1 for digit d), so
     * decided literals read as constants from here on. Called before anything is encoded.
     */
    void restrictCells(int[] masks) {
        int full = (1 << layout.size()) - 1;
        for (int i = 0; i < cells.length; i++) {
            if (masks[i] != full) {
                cells[i].restrict(masks[i]);
            }
        }
    }

    public List<IntVar> cells(List<Cell> list) {
        List<IntVar> out = new ArrayList<>(list.size());
        for (Cell c : list) {
            out.add(cell(c));
        }
        return out;
    }

    /** The encoding of a term: a cell or a named variable. */
    public IntVar term(Term term) {
        if (term instanceof Term.CellTerm c) {
            return cell(c.cell());
        }
        return variable(((Term.VariableTerm) term).name());
    }

    /** A named variable declared by the puzzle. */
    public IntVar variable(String name) {
        IntVar v = named.get(name);
        if (v == null) {
            throw new IllegalArgumentException("undeclared variable " + name);
        }
        return v;
    }

    IntVar declare(NamedVariable decl) {
        int base = vars.allocate(decl.domainSize(), offset -> decl.name() + "=" + (decl.min() + offset));
        IntVar v = new IntVar(this, decl.name(), decl.min(), decl.max(), base);
        named.put(decl.name(), v);
        return v;
    }

    Map<String, IntVar> namedVariables() {
        return named;
    }

    /** Literal "this cell is shaded"; the shading layer is created for the whole grid on first use. */
    public int shaded(Cell cell) {
        if (!cell.inside(layout.size())) {
            throw new IllegalArgumentException(cell + " is outside the grid");
        }
        if (shadingBase == 0) {
            int n = layout.size();
            shadingBase = vars.allocate(n * n, offset -> Cell.ofIndex(offset, n) + ":shaded");
            shadingMentioned = new boolean[n * n];
        }
        shadingMentioned[cell.index(layout.size())] = true;
        return shadingBase + cell.index(layout.size());
    }

    int shadingBase() {
        return shadingBase;
    }

    /**
     * Which cells' shading some rule asked for. The layer spans the grid, but a cell that no rule
     * mentions is shaded or not at random: it is left out of solutions (read as unshaded) and of
     * blocking clauses, so it neither multiplies the solution count nor depends on simplification.
     */
    private boolean[] shadingMentioned;

    boolean shadingMentioned(int cellIndex) {
        return shadingMentioned != null && shadingMentioned[cellIndex];
    }

    // ---- clause output -------------------------------------------------------------------------

    /** Starts tagging clauses with a rule family (the rule keyword, "cells", "houses", ...). */
    public void enterFamily(String name) {
        this.family = name;
        this.tag = cnf.tag(name);
    }

    public String family() {
        return family;
    }

    @Override
    public void clause(int... lits) {
        emit(lits, true);
    }

    private void emit(int[] lits, boolean applyGuards) {
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

    /**
     * Runs {@code body} with every clause it emits guarded by {@code guard}: the clauses only apply
     * when the guard literal is true. Nested guards conjoin.
     */
    public void guarded(int guard, Runnable body) {
        if (guard == Lits.TRUE) {
            body.run();
            return;
        }
        if (guard == Lits.FALSE) {
            return;
        }
        if (guardCount == guards.length) {
            guards = Arrays.copyOf(guards, guardCount * 2);
        }
        guards[guardCount++] = guard;
        try {
            body.run();
        } finally {
            guardCount--;
        }
    }

    @Override
    public int newVar(String meaning) {
        return vars.newVar(meaning);
    }

    @Override
    public int newVars(int count, VarPool.Namer namer) {
        return vars.allocate(count, namer);
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

    // ---- named strategies ----------------------------------------------------------------------

    public void atMostOne(int[] lits) {
        Cardinality.atMostOne(lits, options.amo().algorithm(), this, family);
    }

    public void atLeastOne(int[] lits) {
        Cardinality.atLeastOne(lits, this);
    }

    public void exactlyOne(int[] lits) {
        Cardinality.exactlyOne(lits, options.amo().algorithm(), this, family);
    }

    /** Pairwise distinct values: for every value, at most one of the variables takes it. */
    public void allDifferent(List<IntVar> list) {
        if (list.size() < 2) {
            return;
        }
        int lo = list.stream().mapToInt(IntVar::min).min().orElse(0);
        int hi = list.stream().mapToInt(IntVar::max).max().orElse(-1);
        for (int v = lo; v <= hi; v++) {
            final int value = v;
            atMostOne(literals(list.size(), i -> list.get(i).eq(value)));
        }
    }

    /** {@code a -> b}. */
    public void implies(int a, int b) {
        clause(-a, b);
    }

    /** A fresh literal equivalent to the conjunction of {@code lits} (Tseitin). */
    public int and(String meaning, int... lits) {
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
    public int or(String meaning, int... lits) {
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

    private static int[] literals(int n, IntFunction<Integer> f) {
        int[] out = new int[n];
        for (int i = 0; i < n; i++) {
            out[i] = f.apply(i);
        }
        return out;
    }

    // ---- order literals --------------------------------------------------------------------------

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

    // ---- counting ------------------------------------------------------------------------------

    /** Exactly {@code k} of the literals are true (a cardinality constraint; constants allowed). */
    public void exactlyK(int[] lits, int k) {
        Cardinality.exactly(lits, k, this, family);
    }

    // ---- sums ------------------------------------------------------------------------------------
    //
    // Every sum goes through the algorithm chosen by options().sum() (see dev.satdoku.encoding.sum).
    // Two kinds of call:
    //  * constraints (sumEquals, equal, equalSums) emit clauses under the current guards; their
    //    auxiliary variables are private to the constraint, so the encodings may prune them with the
    //    total (and the distinct hint);
    //  * definitions (sumOf, linear, when) return a fresh IntVar equal to an expression of others. They
    //    are emitted unguarded (like order literals) because they only name a value: they never
    //    restrict their inputs, so any rule, guarded or not, may reuse them. Identical requests
    //    return the same IntVar.

    private final Map<Object, IntVar> definitions = new HashMap<>();

    /** Where definitions go: the clause store with the current family tag but without guards. */
    private final ClauseSink unguarded = new ClauseSink() {
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

    /** The sum encodings' view of an integer (its order literals are created only if they are used). */
    private static Operand operand(IntVar x) {
        return Operand.range(x.name(), x.min(), x.max(), x::eq, x::ge);
    }

    private static List<Operand> operands(List<IntVar> terms) {
        return terms.stream().map(EncodingContext::operand).toList();
    }

    private String sumLabel(String what, List<IntVar> terms) {
        String names = terms.size() <= 4
                ? String.join("+", terms.stream().map(IntVar::name).toList())
                : terms.get(0).name() + "+...+" + terms.get(terms.size() - 1).name() + " (" + terms.size() + " terms)";
        return family + ":" + what + "(" + names + ")";
    }

    /**
     * The terms add up to {@code total} (guarded). Pass {@code distinct = true} only when this rule
     * also makes the terms pairwise different under the same guards (a killer cage): the encodings
     * then enumerate digit sets and prune with the smallest and largest distinct digits.
     */
    public void sumEquals(List<IntVar> terms, int total, boolean distinct) {
        options.sum().algorithm().encode(operands(terms), Operand.constant(total), distinct, this, sumLabel("sum", terms));
    }

    /** The terms add up to the value of {@code total}, a cell, a named variable or a {@link #sumOf} (guarded). */
    public void sumEquals(List<IntVar> terms, IntVar total, boolean distinct) {
        options.sum().algorithm().encode(operands(terms), operand(total), distinct, this, sumLabel("sum", terms));
    }

    /**
     * {@code weights[0]*[lits[0]] + ... = total} over literals (guarded): a pseudo-Boolean equality, e.g.
     * "the digits lying inside the sandwich add up to 18" with one literal per digit. Weights positive.
     */
    public void weightedSumEquals(int[] lits, int[] weights, int total) {
        if (lits.length != weights.length) {
            throw new IllegalArgumentException(lits.length + " literals but " + weights.length + " weights");
        }
        List<Operand> terms = new ArrayList<>();
        for (int i = 0; i < lits.length; i++) {
            terms.add(literalOperand(lits[i], weights[i]));
        }
        options.sum().algorithm().encode(terms, Operand.constant(total), false, this, family + ":weighted-sum");
    }

    /** The integer {@code weight * [lit]}: 0 or weight, over the literal itself. */
    private Operand literalOperand(int lit, int weight) {
        if (weight < 1) {
            throw new IllegalArgumentException("weights must be positive, got " + weight);
        }
        if (Lits.isConstant(lit)) {
            return Operand.constant(lit == Lits.TRUE ? weight : 0);
        }
        String name = weight + "*[" + vars.name(Math.abs(lit)) + (lit < 0 ? " false]" : "]");
        return Operand.of(name, new int[] {0, weight}, v -> v == 0 ? -lit : lit, v -> lit);
    }

    /** A fresh integer equal to the sum of the terms (a definition: unguarded, shared). */
    public IntVar sumOf(List<IntVar> terms) {
        return linear(terms, java.util.Collections.nCopies(terms.size(), 1));
    }

    /**
     * A fresh integer equal to {@code coefficients[0]*terms[0] + ...} with positive coefficients, e.g.
     * a pill read as a number: {@code linear([a, b], [10, 1])} is 10a+b. A definition: unguarded, shared.
     */
    public IntVar linear(List<IntVar> terms, List<Integer> coefficients) {
        if (terms.size() != coefficients.size()) {
            throw new IllegalArgumentException(terms.size() + " terms but " + coefficients.size() + " coefficients");
        }
        if (terms.size() == 1 && coefficients.get(0) == 1) {
            return terms.get(0);
        }
        Object key = List.of("linear", List.copyOf(terms), List.copyOf(coefficients));
        IntVar known = definitions.get(key);
        if (known != null) {
            return known;
        }
        List<Operand> scaled = new ArrayList<>();
        long min = 0;
        long max = 0;
        for (int i = 0; i < terms.size(); i++) {
            Operand o = operand(terms.get(i)).scaled(coefficients.get(i));
            scaled.add(o);
            min += o.min();
            max += o.max();
        }
        if (min < Integer.MIN_VALUE / 2 || max > Integer.MAX_VALUE / 2) {
            throw new IllegalArgumentException("sum out of range: " + min + ".." + max);
        }
        String name = sumLabel(coefficients.stream().allMatch(c -> c == 1) ? "sum" : "linear", terms);
        IntVar out = fresh(name, (int) min, (int) max);
        options.sum().algorithm().encode(scaled, operand(out), false, unguarded, name);
        definitions.put(key, out);
        return out;
    }

    /** A fresh integer that is {@code x} when {@code lit} holds and 0 otherwise (a definition: unguarded, shared). */
    public IntVar when(int lit, IntVar x) {
        if (lit == Lits.TRUE) {
            return x;
        }
        Object key = List.of("when", lit, x);
        IntVar known = definitions.get(key);
        if (known != null) {
            return known;
        }
        IntVar out = fresh("(" + x.name() + " if " + (lit == Lits.FALSE ? "false" : vars.name(Math.abs(lit))) + ")",
                Math.min(0, x.min()), Math.max(0, x.max()));
        for (int v = out.min(); v <= out.max(); v++) {
            int t = out.eq(v);
            if (v == 0) {
                // out = 0  <->  not lit or x = 0
                emit(new int[] {t, lit}, false);
                emit(new int[] {t, -x.eq(0)}, false);
                emit(new int[] {-t, -lit, x.eq(0)}, false);
            } else {
                // out = v  <->  lit and x = v
                emit(new int[] {-t, lit}, false);
                emit(new int[] {-t, x.eq(v)}, false);
                emit(new int[] {t, -lit, -x.eq(v)}, false);
            }
        }
        definitions.put(key, out);
        return out;
    }

    /** {@code a = b} (guarded). */
    public void equal(IntVar a, IntVar b) {
        for (int v = Math.min(a.min(), b.min()); v <= Math.max(a.max(), b.max()); v++) {
            clause(-a.eq(v), b.eq(v));
            clause(-b.eq(v), a.eq(v));
        }
    }

    /** Every group adds up to the same total (guarded): region-sum lines, zippers, equal-sum cages. */
    public void equalSums(List<List<IntVar>> groups) {
        if (groups.size() < 2) {
            return;
        }
        IntVar first = sumOf(groups.get(0));
        for (List<IntVar> g : groups.subList(1, groups.size())) {
            sumEquals(g, first, false);
        }
    }

    private boolean housesEncoded;

    /**
     * True when the classic constraints (rows, columns and regions hold distinct digits) are part of
     * this CNF, as in every puzzle; false when rules are encoded alone for exhaustive tests. A rule
     * whose encoding relies on a row or column holding distinct digits states that distinctness
     * itself only when this is false, so the CNF of the rule alone still means exactly its check.
     */
    public boolean housesEncoded() {
        return housesEncoded;
    }

    void markHousesEncoded() {
        housesEncoded = true;
    }

    /**
     * A new integer min..max whose direct literals are exactly-one by its order ladder (the literals
     * themselves are then defined by the caller's definition clauses).
     */
    private IntVar fresh(String name, int min, int max) {
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
