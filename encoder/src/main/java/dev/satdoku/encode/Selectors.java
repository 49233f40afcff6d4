package dev.satdoku.encode;

import dev.satdoku.cnf.Lits;
import dev.satdoku.model.Cell;
import dev.satdoku.model.House;
import dev.satdoku.model.Puzzle;
import dev.satdoku.rules.Rule;
import dev.satdoku.syntax.Origin;
import java.util.ArrayList;
import java.util.List;

/**
 * Selector literals for explaining why a puzzle has no solution: every given and every rule is
 * encoded behind its own fresh literal (through {@link EncodingContext#guarded}), so a solver can
 * switch each one on or off with an assumption and report which of them a contradiction used. The
 * grid itself (one digit per cell, rows, columns, regions, variable domains) stays unconditional:
 * it is the frame every explanation is relative to. {@link #withHouses()} also puts each row,
 * column and region behind its own selector, for step-by-step solving, where which houses a
 * deduction uses is part of the answer; then only "one digit per cell" is the frame.
 *
 * <p>{@link #NONE} is the normal encoding: it hands out {@link Lits#TRUE}, which makes
 * {@code guarded} a plain call, so the normal path pays nothing.
 */
public final class Selectors {

    /** What a selector switches: one given, or one rule line. */
    public sealed interface Element permits HouseElement, Given, RuleLine {

        /** Where it was written (line and column; unknown for puzzles built in code). */
        Origin origin();

        /** Short name: {@code given r3c5=7}, or the rule as a native-format line. */
        String label();
    }

    /** One row, column or region of the grid (only with {@link #withHouses()}). */
    public record HouseElement(House house) implements Element {
        @Override
        public Origin origin() {
            return Origin.NONE;
        }

        @Override
        public String label() {
            return house.name();
        }
    }

    /** The given {@code digit} in {@code cell}. */
    public record Given(Cell cell, int digit, Origin origin) implements Element {
        @Override
        public String label() {
            return "given " + cell + "=" + digit;
        }
    }

    /** The {@code index}-th rule of the puzzle (0-based, in the order written). */
    public record RuleLine(int index, Rule rule, Origin origin) implements Element {
        @Override
        public String label() {
            return rule.toNative();
        }
    }

    /** No selectors: every element is unconditional. */
    public static final Selectors NONE = new Selectors(false, false);

    private final boolean enabled;
    private final boolean houses;
    private final List<Element> elements = new ArrayList<>();
    private final List<Integer> literals = new ArrayList<>();
    private int rulesSeen;

    private Selectors(boolean enabled, boolean houses) {
        this.enabled = enabled;
        this.houses = houses;
    }

    /** A fresh recorder for one encoding run (pass it to {@link PuzzleEncoder#encode(Puzzle, EncodingOptions, Selectors)}). */
    public static Selectors create() {
        return new Selectors(true, false);
    }

    /** A fresh recorder that also selects each house of the layout (rows, columns, regions). */
    public static Selectors withHouses() {
        return new Selectors(true, true);
    }

    public boolean enabled() {
        return enabled;
    }

    /** True when the houses sit behind selectors too. */
    public boolean selectsHouses() {
        return houses;
    }

    /** The selector literal for a house of the layout, or TRUE when houses are not selected. */
    int house(EncodingContext ctx, House house) {
        if (!houses) {
            return Lits.TRUE;
        }
        return record(ctx.newVar("select " + house.name()), new HouseElement(house));
    }

    /** The selector literal for a given (allocated on the spot), or TRUE when selectors are off. */
    int given(EncodingContext ctx, Cell cell, int digit, Origin origin) {
        if (!enabled) {
            return Lits.TRUE;
        }
        return record(ctx.newVar("select given " + cell + "=" + digit), new Given(cell, digit, origin == null ? Origin.NONE : origin));
    }

    /** The selector literal for the next rule of the puzzle, or TRUE when selectors are off. */
    int rule(EncodingContext ctx, Puzzle puzzle, Rule rule) {
        if (!enabled) {
            return Lits.TRUE;
        }
        int index = rulesSeen++;
        Origin origin = puzzle.ruleOrigins().get(index);
        return record(ctx.newVar("select rule " + (index + 1) + " (" + rule.keyword() + ")"), new RuleLine(index, rule, origin));
    }

    private int record(int literal, Element element) {
        elements.add(element);
        literals.add(literal);
        return literal;
    }

    /** The selected elements: houses (when selected; rows, columns, regions), givens (reading order), then rules (as written). */
    public List<Element> elements() {
        return List.copyOf(elements);
    }

    /** The selector literal of element i, over the full (unsimplified) encoding. */
    public int literal(int i) {
        return literals.get(i);
    }

    public int size() {
        return elements.size();
    }
}
