package dev.satdoku.model;

import dev.satdoku.rules.Rule;
import dev.satdoku.syntax.Origin;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * A puzzle: grid layout, givens, variant rules and extra cells. This is the model every input
 * format produces and the only thing the encoder and the checker read. Immutable. Equality ignores
 * names, metadata and where things were written, so a puzzle read back from an export equals the
 * original.
 *
 * @param name         how messages refer to the puzzle (file name, or file:line for a puzzle list)
 * @param layout       size and regions
 * @param givens       row-major values, {@link #EMPTY} where empty (0 is a value on 0-based grids)
 * @param givenOrigins where each given was written (null entries where unknown)
 * @param rules        variant rules in the order written
 * @param ruleOrigins  where each rule was written, parallel to {@code rules}
 * @param extraCells   the cells declared outside the grid, each with its name and values
 * @param metadata     title, author and import notes
 */
public record Puzzle(String name, Layout layout, int[] givens, Origin[] givenOrigins, List<Rule> rules,
                     List<Origin> ruleOrigins, List<ExtraCell> extraCells, Metadata metadata) {

    /** The given of an empty cell. */
    public static final int EMPTY = dev.satdoku.syntax.DigitCodec.EMPTY;

    public Puzzle {
        Objects.requireNonNull(layout);
        if (givens.length != layout.cellCount()) {
            throw new IllegalArgumentException("givens cover " + givens.length + " cells, grid has " + layout.cellCount());
        }
        for (int i = 0; i < givens.length; i++) {
            int g = givens[i];
            if (g != EMPTY && (g < layout.minValue() || g > layout.maxValue())) {
                throw new IllegalArgumentException(layout.cellAt(i) + " is given as " + g + ", outside the values "
                        + layout.minValue() + ".." + layout.maxValue());
            }
        }
        givens = givens.clone();
        givenOrigins = givenOrigins == null ? new Origin[givens.length] : givenOrigins.clone();
        rules = List.copyOf(rules);
        for (Rule rule : rules) {
            String unsupported = rule.unsupportedOn(layout);
            if (unsupported != null) {
                throw new IllegalArgumentException(unsupported);
            }
        }
        if (ruleOrigins == null || ruleOrigins.size() != rules.size()) {
            ruleOrigins = Collections.nCopies(rules.size(), Origin.of(name));
        } else {
            ruleOrigins = Collections.unmodifiableList(new ArrayList<>(ruleOrigins));
        }
        extraCells = List.copyOf(extraCells);
        java.util.Set<String> names = new java.util.HashSet<>();
        for (ExtraCell x : extraCells) {
            if (!names.add(x.name())) {
                throw new IllegalArgumentException("extra cell " + x.name() + " is declared twice");
            }
        }
        metadata = metadata == null ? Metadata.EMPTY : metadata;
    }

    /** Row-major givens of an empty grid of this layout. */
    public static int[] noGivens(Layout layout) {
        int[] givens = new int[layout.cellCount()];
        Arrays.fill(givens, EMPTY);
        return givens;
    }

    /** A classic puzzle: givens only. */
    public static Puzzle classic(String name, Layout layout, int[] givens) {
        return new Puzzle(name, layout, givens, null, List.of(), null, List.of(), Metadata.EMPTY);
    }

    /** The given value of a cell, or {@link #EMPTY}. */
    public int given(Cell cell) {
        return givens[layout.index(cell)];
    }

    public boolean isGiven(Cell cell) {
        return given(cell) != EMPTY;
    }

    public Origin givenOrigin(Cell cell) {
        return givenOrigins[layout.index(cell)];
    }

    @Override
    public int[] givens() {
        return givens.clone();
    }

    @Override
    public Origin[] givenOrigins() {
        return givenOrigins.clone();
    }

    /** The declared extra cell of this name, or null. */
    public ExtraCell extraCell(String name) {
        for (ExtraCell x : extraCells) {
            if (x.name().equals(name)) {
                return x;
            }
        }
        return null;
    }

    public int givenCount() {
        return (int) Arrays.stream(givens).filter(g -> g != EMPTY).count();
    }

    /** These rules instead of the puzzle's, each written where {@code newOrigins} says (null: nowhere). */
    public Puzzle withRules(List<Rule> newRules, List<Origin> newOrigins) {
        return new Puzzle(name, layout, givens, givenOrigins, newRules, newOrigins, extraCells, metadata);
    }

    /** The same grid and givens without any rule. */
    public Puzzle withoutRules() {
        return withRules(List.of(), null);
    }

    /** The same grid and rules without any given. */
    public Puzzle withoutGivens() {
        return withGivens(noGivens(layout));
    }

    public Puzzle withGivens(int[] newGivens) {
        return new Puzzle(name, layout, newGivens, null, rules, ruleOrigins, extraCells, metadata);
    }

    public Puzzle withName(String newName) {
        return new Puzzle(newName, layout, givens, givenOrigins, rules, ruleOrigins, extraCells, metadata);
    }

    public Puzzle withMetadata(Metadata newMetadata) {
        return new Puzzle(name, layout, givens, givenOrigins, rules, ruleOrigins, extraCells, newMetadata);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Puzzle p && layout.equals(p.layout) && Arrays.equals(givens, p.givens)
                && rules.equals(p.rules) && extraCells.equals(p.extraCells);
    }

    @Override
    public int hashCode() {
        return Objects.hash(layout, Arrays.hashCode(givens), rules, extraCells);
    }

    @Override
    public String toString() {
        return name + " (" + layout.describe() + ", " + givenCount() + " givens, " + rules.size() + " rules)";
    }
}
