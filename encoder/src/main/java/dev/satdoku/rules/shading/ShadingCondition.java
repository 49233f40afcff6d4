package dev.satdoku.rules.shading;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Solution;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * "All (or some) of these cells are shaded (or unshaded)". Shaded is the shading layer's true value
 * (written {@code #} or {@code W} in solutions: water in "Zippery When Wet"). Encoding: one cell is
 * its own literal; more cells get a Tseitin AND (all) or OR (some) over their shading literals.
 *
 * @param quantifier all or some
 * @param shaded     true for shaded cells, false for unshaded ones
 * @param cells      the cells tested, at least one, no repeats
 */
public record ShadingCondition(Quantifier quantifier, boolean shaded, List<Cell> cells) implements Condition {

    public enum Quantifier {
        ALL, SOME;

        public String word() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    public ShadingCondition {
        cells = List.copyOf(cells);
        if (cells.isEmpty()) {
            throw new IllegalArgumentException("a shading condition needs at least one cell");
        }
        if (cells.stream().distinct().count() != cells.size()) {
            throw new IllegalArgumentException("a shading condition lists a cell twice: " + cells);
        }
    }

    @Override
    public int literal(EncodingContext ctx) {
        int[] lits = new int[cells.size()];
        for (int i = 0; i < lits.length; i++) {
            int s = ctx.shaded(cells.get(i));
            lits[i] = shaded ? s : -s;
        }
        if (lits.length == 1) {
            return lits[0];
        }
        String meaning = toNative();
        return quantifier == Quantifier.ALL ? ctx.and(meaning, lits) : ctx.or(meaning, lits);
    }

    @Override
    public boolean holds(Solution s) {
        return quantifier == Quantifier.ALL
                ? cells.stream().allMatch(c -> s.shaded(c) == shaded)
                : cells.stream().anyMatch(c -> s.shaded(c) == shaded);
    }

    @Override
    public boolean readsShading() {
        return true;
    }

    @Override
    public String toNative() {
        return quantifier.word() + (shaded ? " shaded " : " unshaded ") + cells.stream().map(Cell::toString).collect(Collectors.joining(" "));
    }
}
