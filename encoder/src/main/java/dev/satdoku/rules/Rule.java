package dev.satdoku.rules;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.model.Cell;
import dev.satdoku.model.House;
import dev.satdoku.model.Solution;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One variant rule. A rule type lives in one place: its record (the data, validated on
 * construction), its CNF encoding, and its independent check side by side. The check reads digits
 * only and never touches CNF, so a wrong encoding cannot hide behind a wrong check.
 *
 * <p>Implementations are immutable records; equality is structural (where the rule was written is
 * kept by the {@link dev.satdoku.model.Puzzle}, not by the rule).
 */
public interface Rule {

    /** The native-format keyword; also the rule family name in CNF statistics. */
    String keyword();

    /** Adds this rule's clauses. */
    void encode(EncodingContext ctx);

    /** Checks a solution against this rule directly; returns a description of the violation or null. */
    String violation(Solution solution);

    /**
     * The check as the checker calls it, with every rule of the puzzle at hand. Rules whose meaning
     * depends on the others (a negative constraint exempts the pairs that carry a dot) override this;
     * the rest inherit it.
     */
    default String violation(Solution solution, List<Rule> puzzleRules) {
        return violation(solution);
    }

    /**
     * Why this rule is not defined on a grid of this shape or value range, or null when it is. A rule
     * that cannot give the right answer there refuses rather than answer wrongly: the parser reports
     * the message at the rule's line, and a puzzle built in code with such a rule is rejected.
     */
    default String unsupportedOn(dev.satdoku.model.Layout layout) {
        return null;
    }

    /** The message of a rule defined on square grids holding 1..N only (not raw). */
    static String classicOnly(String keyword, dev.satdoku.model.Layout layout) {
        return layout.isClassic() ? null : "rule " + keyword + " is defined for 1..N square grids only; this grid is " + layout.describe();
    }

    /** The rule as one line of the native format (parsing it gives an equal rule). */
    String toNative();

    /**
     * This rule's rough share of the plain encoding on an N x N grid, for the size warning before
     * encoding. By default a rule over the cells its native line names; sums override it (their
     * encoding grows with the square of their cells), and outside clues count a whole row or column.
     */
    default SizeHint sizeHint(int n) {
        return SizeHint.overCells(SizeHint.namedCells(this), n);
    }

    /**
     * What this rule needs from the rest of the puzzle and does not find there (a chaos arrow without
     * the chaos construction whose regions it speaks of), as a message for the rule's line; null when
     * nothing is missing. The parser reports it at the rule's line, so a puzzle never reaches the
     * encoder without its partner rule.
     */
    default String missingPartner(List<Rule> puzzleRules) {
        return null;
    }

    /**
     * Extra groups this rule makes all-different (a diagonal, a windoku box, an extra region). Used by
     * simplification (hidden singles in complete groups) and by renderers; the rule still encodes and
     * checks them itself.
     */
    default List<House> extraHouses() {
        return List.of();
    }

    /**
     * The fixed total this rule gives a set of cells, each counted once, when that is what the rule
     * states (a killer cage with a number, a plain sum, a little killer); empty otherwise. The law of
     * leftovers ({@code --implied-sums leftovers}) adds these up over whole houses. Only the puzzle's
     * own top-level rules are asked: a rule inside a composite or conditional rule holds only when its
     * parent says so.
     */
    default Optional<KnownSum> knownSum() {
        return Optional.empty();
    }

    /**
     * This rule stating {@code total} instead of the total it states (a cage with a number, a sum, a little
     * killer), so that a repair can suggest the right number rather than only "remove"; empty for a rule
     * that states no fixed total. Throws {@link IllegalArgumentException} for a total the rule cannot have.
     */
    default Optional<Rule> withTotal(int total) {
        return Optional.empty();
    }

    /**
     * Integer combinations of this rule's cells that it fixes unconditionally (an arrow: each shaft
     * minus the circle is 0); by default its {@link #knownSum()}. The implied-sums algebra
     * ({@code --implied-sums algebra}) combines them with the houses' totals. Only the puzzle's own
     * top-level rules are asked, as for {@link #knownSum()}.
     */
    default List<LinearFact> linearFacts() {
        Optional<KnownSum> sum = knownSum();
        return sum.isPresent() ? List.of(LinearFact.of(sum.get())) : List.of();
    }

    /**
     * The values some cells may hold, when that restriction is all the rule states (odd, even,
     * candidates); empty otherwise. The encoder's pre-pass starts from these domains, so that its
     * singles and probing see them as they see the givens (a pencilmark puzzle is nothing but such
     * restrictions). Only the puzzle's own top-level rules are asked, as for {@link #knownSum()}.
     */
    default Map<Cell, List<Integer>> cellDomains() {
        return Map.of();
    }
}
