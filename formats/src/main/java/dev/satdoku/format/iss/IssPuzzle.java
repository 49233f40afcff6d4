package dev.satdoku.format.iss;

import dev.satdoku.format.foreign.NativeDraft;
import dev.satdoku.format.foreign.Provenance;
import dev.satdoku.format.foreign.Translation;
import dev.satdoku.model.Cell;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * What an ISS text says, gathered across its sections and items before the native text is written:
 * ISS merges all sections, intersects repeated givens, and keeps the last of two items with the same
 * key (a flag, a diagonal direction, a quad's corner, an outside clue's side).
 */
final class IssPuzzle {

    static final String FORMAT = "Interactive Sudoku Solver";

    private record Entry(String text, Provenance from) {
    }

    final int n;
    private Provenance noBoxes;
    private int[] jigsaw;
    private Provenance jigsawAt;
    private final Map<Cell, TreeSet<Integer>> allowed = new LinkedHashMap<>();
    private final Map<Cell, Provenance> allowedAt = new LinkedHashMap<>();
    private final Map<String, Entry> rules = new LinkedHashMap<>();
    private int unkeyed;
    private Provenance whiteDot;
    private Provenance antiConsecutive;

    IssPuzzle(int n) {
        this.n = n;
    }

    void noBoxes(Provenance at) {
        noBoxes = at;
    }

    /** A region map: region number per cell, -1 for cells in no region. */
    void jigsaw(int[] regionOf, Provenance at) {
        jigsaw = regionOf.clone();
        jigsawAt = at;
    }

    /** Restricts a cell to some values; repeated restrictions intersect. */
    void allow(Cell cell, TreeSet<Integer> values, Provenance at) {
        TreeSet<Integer> now = allowed.get(cell);
        if (now == null) {
            allowed.put(cell, new TreeSet<>(values));
        } else {
            now.retainAll(values);
            if (now.isEmpty()) {
                throw at.error(cell + " has no value left: this allows " + values + " but " + allowedAt.get(cell).shortKey()
                        + " allowed others");
            }
        }
        allowedAt.put(cell, at);
    }

    /** A rule line; items of the same kind and key replace each other (the last one wins, as in ISS). */
    void rule(String key, String text, Provenance from) {
        rules.put(key, new Entry(text, from));
    }

    void rule(String text, Provenance from) {
        rules.put("#" + unkeyed++, new Entry(text, from));
    }

    void sawWhiteDot(Provenance at) {
        whiteDot = at;
    }

    void sawAntiConsecutive(Provenance at) {
        antiConsecutive = at;
    }

    Translation build(String source) {
        if (antiConsecutive != null && whiteDot != null) {
            // satdoku's nonconsecutive exempts pairs with a dot; ISS's does not (with a white dot the two contradict).
            throw antiConsecutive.error("AntiConsecutive together with white dots (" + whiteDot.shortKey() + ") has no exact "
                    + "native form: in ISS every orthogonal pair is non-consecutive, dots included");
        }
        NativeDraft draft = new NativeDraft();
        draft.line("size " + n, Provenance.key(source, "the grid size"));
        if (jigsaw != null && noBoxes != null) {
            draft.regions(n, jigsaw, jigsawAt);
        } else if (noBoxes != null) {
            draft.line("boxes none", noBoxes);
        } else if (jigsaw != null) {
            // A jigsaw without NoBoxes keeps the boxes: its pieces are extra regions.
            for (List<Cell> piece : pieces()) {
                draft.line("extraregion " + IssCells.list(piece), jigsawAt);
            }
        }
        writeGivens(draft);
        for (Entry e : rules.values()) {
            draft.line(e.text(), e.from());
        }
        if (antiConsecutive != null) {
            // ISS's AntiConsecutive holds on every orthogonal pair, dots included, but satdoku's (and
            // f-puzzles') nonconsecutive exempts a pair with a dot of either colour: a black-dot pair stays
            // non-consecutive through a two-cell nabner line (neither equal nor consecutive, exactly ISS's test).
            for (Entry e : rules.values()) {
                if (e.text().startsWith("black ")) {
                    draft.line("nabner " + e.text().substring("black ".length()), antiConsecutive);
                }
            }
        }
        return draft.build(FORMAT, source);
    }

    private void writeGivens(NativeDraft draft) {
        int[] givens = new int[n * n];
        Provenance first = null;
        for (Map.Entry<Cell, TreeSet<Integer>> e : allowed.entrySet()) {
            if (e.getValue().size() == 1) {
                givens[e.getKey().index(n)] = e.getValue().first();
                draft.givenFrom(e.getKey(), allowedAt.get(e.getKey()));
                first = first == null ? allowedAt.get(e.getKey()) : first;
            }
        }
        if (first != null) {
            draft.givens(n, givens, new Provenance("givens", first.origin()));
        }
        for (Map.Entry<Cell, TreeSet<Integer>> e : allowed.entrySet()) {
            if (e.getValue().size() > 1) {
                String digits = e.getValue().stream().map(String::valueOf).collect(Collectors.joining(","));
                draft.line("candidates " + e.getKey() + " digits=" + digits, allowedAt.get(e.getKey()));
            }
        }
    }

    private List<List<Cell>> pieces() {
        Map<Integer, List<Cell>> out = new LinkedHashMap<>();
        for (int i = 0; i < jigsaw.length; i++) {
            if (jigsaw[i] >= 0) {
                out.computeIfAbsent(jigsaw[i], k -> new ArrayList<>()).add(Cell.ofIndex(i, n));
            }
        }
        return new ArrayList<>(out.values());
    }
}
