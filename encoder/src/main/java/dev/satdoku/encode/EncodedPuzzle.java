package dev.satdoku.encode;

import dev.satdoku.cnf.Cnf;
import dev.satdoku.cnf.Lits;
import dev.satdoku.cnf.Simplification;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A puzzle compiled to CNF, with everything needed to go back: the CNF handed to a solver (the
 * simplified one unless simplification was switched off), the sizes before and after
 * simplification, and the mapping from solver models to {@link Solution}s.
 */
public final class EncodedPuzzle {

    private final Puzzle puzzle;
    private final EncodingOptions options;
    private final Cnf built;
    private final boolean prePassed;
    private Cnf plain;
    private final Simplification simplification;
    private final Layout layout;
    private final IntVar[] cells;
    private final Map<String, IntVar> named;
    private final int shadingBase;
    /** Region labels per cell when regions are solved for (chaos construction), else null; never blocked. */
    private final IntVar[] regionLabels;
    /** The regions named by their roots ({@code --chaos-regions roots}): read from these when present. */
    private final RegionRoots regionRoots;

    EncodedPuzzle(Puzzle puzzle, EncodingOptions options, EncodingContext ctx, Simplification simplification, boolean prePassed) {
        this.puzzle = puzzle;
        this.options = options;
        this.built = ctx.cnf();
        this.prePassed = prePassed;
        this.simplification = simplification;
        this.layout = puzzle.layout();
        this.cells = new IntVar[layout.cellCount()];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = ctx.cell(layout.cellAt(i));
        }
        this.named = new LinkedHashMap<>(ctx.namedVariables());
        this.shadingBase = ctx.shadingBase();
        this.regionLabels = ctx.regionLabels();
        this.regionRoots = ctx.state().regionRoots();
        this.shadingMentioned = new boolean[layout.cellCount()];
        for (int i = 0; i < shadingMentioned.length; i++) {
            shadingMentioned[i] = ctx.shadingMentioned(i);
        }
    }

    /** Cells whose shading a rule reads (see EncodingContext#shadingMentioned); the rest count as unshaded. */
    private final boolean[] shadingMentioned;

    public Puzzle puzzle() {
        return puzzle;
    }

    public EncodingOptions options() {
        return options;
    }

    /** The CNF to solve: simplified when simplification is on. */
    // The CNF layer is exported only to the satdoku modules that call this; no caller outside sees it.
    @SuppressWarnings("exports")
    public Cnf cnf() {
        return simplification == null ? built : simplification.reduced();
    }

    /**
     * The CNF before simplification. When the singles pre-pass ran, the clauses it decided were never
     * built, so the plain encoding is made here on first request.
     */
    // The CNF layer is exported only to the satdoku modules that call this; no caller outside sees it.
    @SuppressWarnings("exports")
    public synchronized Cnf fullCnf() {
        if (!prePassed) {
            return built;
        }
        if (plain == null) {
            plain = PuzzleEncoder.encode(puzzle, options.with(EncodingOptions.SIMPLIFY, false)).cnf();
        }
        return plain;
    }

    public boolean simplified() {
        return simplification != null;
    }

    /** Size of the plain encoding (see {@link PlainSize}: no need to build it for a classic puzzle). */
    public CnfSize before() {
        if (!prePassed) {
            return CnfSize.of(built);
        }
        return PlainSize.of(puzzle, options, this::fullCnf);
    }

    public CnfSize after() {
        return CnfSize.of(cnf());
    }

    /** True when simplification already proved that there is no solution. */
    public boolean decidedUnsatisfiable() {
        return simplification != null && simplification.unsatisfiable();
    }

    /** Maps a literal of the full encoding to the solved CNF (or to a constant). */
    public int literal(int fullLiteral) {
        return simplification == null ? fullLiteral : simplification.mapLiteral(fullLiteral);
    }

    /** Literal for "cell holds digit" in the solved CNF, or a constant when simplification decided it. */
    public int cellLiteral(Cell cell, int digit) {
        return literal(cells[layout.index(cell)].eq(digit));
    }

    public boolean usesShading() {
        return shadingBase != 0;
    }

    /**
     * Turns a model of {@link #cnf()} (values indexed by variable, index 0 unused) into a solution.
     *
     * @throws DecodeException when the model does not give every cell exactly one digit
     */
    public Solution decode(boolean[] model) {
        boolean[] values = simplification == null ? padded(model, built.numVars()) : simplification.liftModel(model);
        int[] digits = new int[layout.cellCount()];
        for (int i = 0; i < digits.length; i++) {
            digits[i] = valueOf(cells[i], values, layout.cellAt(i).toString());
        }
        Map<String, Integer> vars = new LinkedHashMap<>();
        for (var e : named.entrySet()) {
            vars.put(e.getKey(), valueOf(e.getValue(), values, "variable " + e.getKey()));
        }
        boolean[] shaded = null;
        if (shadingBase != 0) {
            shaded = new boolean[layout.cellCount()];
            for (int i = 0; i < shaded.length; i++) {
                shaded[i] = shadingMentioned[i] && values[shadingBase + i];
            }
        }
        int[] regions = null;
        if (regionRoots != null) {
            regions = regionRoots.decode(lit -> lit == Lits.TRUE || lit != Lits.FALSE && values[lit]);
        } else if (regionLabels != null) {
            regions = new int[layout.cellCount()];
            for (int i = 0; i < regions.length; i++) {
                regions[i] = valueOf(regionLabels[i], values, "the region of " + layout.cellAt(i));
            }
        }
        return new Solution(puzzle.layout(), digits, vars, shaded, regions);
    }

    /**
     * The value whose direct literal is true; exactly one must be. Literals the pre-pass decided are
     * constants, the rest are read from the model.
     */
    private static int valueOf(IntVar x, boolean[] values, String what) {
        int found = 0;
        int count = 0;
        for (int v = x.min(); v <= x.max(); v++) {
            int lit = x.eq(v);
            if (lit == Lits.TRUE || lit != Lits.FALSE && values[lit]) {
                found = v;
                count++;
            }
        }
        if (count != 1) {
            throw new DecodeException("the model gives " + what + (count == 0 ? " no value" : " " + count + " values"));
        }
        return found;
    }

    private static boolean[] padded(boolean[] model, int numVars) {
        if (model.length > numVars) {
            return model;
        }
        boolean[] out = new boolean[numVars + 1];
        System.arraycopy(model, 0, out, 0, model.length);
        return out;
    }

    /**
     * A clause over {@link #cnf()} that excludes this solution and nothing else: the negation of its
     * undecided cell literals (plus named variables and shading, which are part of a solution). Region
     * labels found while solving are left out on purpose: they are a witness, so another partition of
     * the same grid is not another solution. An empty result means simplification decided everything,
     * so the solution is the only one.
     */
    public int[] blockingClause(Solution solution) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < cells.length; i++) {
            addNegation(out, literal(cells[i].eq(solution.digits()[i])));
        }
        for (var e : named.entrySet()) {
            addNegation(out, literal(e.getValue().eq(solution.variable(e.getKey()))));
        }
        if (shadingBase != 0) {
            for (int i = 0; i < layout.cellCount(); i++) {
                if (!shadingMentioned[i]) {
                    continue;
                }
                int lit = literal(shadingBase + i);
                addNegation(out, solution.shaded(layout.cellAt(i)) ? lit : -lit);
            }
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    private static void addNegation(List<Integer> out, int lit) {
        if (lit == Lits.TRUE) {
            return;
        }
        if (lit == Lits.FALSE) {
            throw new IllegalArgumentException("solution contradicts what simplification fixed");
        }
        out.add(-lit);
    }

    /** Comment lines for a DIMACS export: what this CNF is and how it was made. */
    public List<String> describe(String version) {
        List<String> lines = new ArrayList<>();
        lines.add("satdoku " + version + " CNF of " + puzzle.name() + " (" + puzzle.layout().describe() + ", "
                + puzzle.givenCount() + " givens, " + puzzle.rules().size() + " rules)");
        lines.add("encoding: " + options.describe());
        lines.add("before simplification: " + before());
        if (simplification != null) {
            lines.add("after simplification:  " + after());
            if (simplification.unsatisfiable()) {
                lines.add("simplification found a contradiction: the puzzle has no solution");
            }
            StringBuilder fixed = new StringBuilder();
            for (int i = 0; i < cells.length; i++) {
                for (int d = layout.minValue(); d <= layout.maxValue(); d++) {
                    if (literal(cells[i].eq(d)) == Lits.TRUE) {
                        fixed.append(fixed.length() == 0 ? "" : " ").append(layout.cellAt(i)).append('=').append(d);
                    }
                }
            }
            if (fixed.length() > 0) {
                lines.add("fixed " + fixed);
            }
        }
        lines.add("each 'c var N meaning' line maps a variable to what it means; r3c5=7: row 3, column 5 holds 7");
        return lines;
    }
}
