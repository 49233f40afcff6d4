package dev.satdoku.sat;

import dev.satdoku.encode.Selectors;
import dev.satdoku.model.Cell;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One deduction of a solve path: the facts it establishes and the minimal set of elements (houses,
 * givens, rules, facts established by earlier steps) that forces them. Removing any one element
 * leaves the deduction unforced.
 *
 * @param kind    how it was found
 * @param deduced a placement, or eliminations (possibly in several cells)
 * @param clues   the houses, givens and rules used, in the order the selectors list them
 * @param facts   the earlier facts used
 * @param cost    the sum of the elements' weights ({@link StepCosts})
 */
public record Step(Kind kind, List<Fact> deduced, List<Selectors.Element> clues, List<Fact> facts, int cost) {

    /** How a step was found. */
    public enum Kind {
        /** The cell has one digit left after what its houses hold and the eliminations so far. */
        NAKED_SINGLE("naked single"),
        /** The digit has one place left in a house. */
        HIDDEN_SINGLE("hidden single"),
        /** A minimal set of elements over which the digit cannot go there (an unsatisfiable core). */
        DEDUCTION("deduction"),
        /**
         * A deduction dearer than the path's bound: a solver would have to try the digit and follow
         * it to a contradiction (taken only when case splits are allowed).
         */
        CASE_SPLIT("case split");

        private final String text;

        Kind(String text) {
            this.text = text;
        }

        public String text() {
            return text;
        }
    }

    public Step {
        deduced = List.copyOf(deduced);
        clues = List.copyOf(clues);
        facts = List.copyOf(facts);
    }

    /** The cells the step sets or eliminates from. */
    public List<Cell> cells() {
        return deduced.stream().map(Fact::cell).distinct().toList();
    }

    /** What it deduces: {@code r3c4=7}, or {@code r5c6≠2,3 r5c7≠2}. */
    public String deducedText() {
        Map<Cell, List<Integer>> eliminated = new LinkedHashMap<>();
        List<String> parts = new ArrayList<>();
        for (Fact f : deduced) {
            if (f.placed()) {
                parts.add(f.label());
            } else {
                eliminated.computeIfAbsent(f.cell(), c -> new ArrayList<>()).add(f.digit());
            }
        }
        eliminated.forEach((c, ds) -> parts.add(c + "≠" + String.join(",", ds.stream().map(String::valueOf).toList())));
        return String.join(" ", parts);
    }

    /**
     * The elements by name, the way {@code explain} names them, givens and facts grouped:
     * {@code row 3, box 2, givens r3c1 r3c2, facts r3c4≠5}.
     */
    public String elementsText() {
        List<String> parts = new ArrayList<>();
        List<String> givens = new ArrayList<>();
        for (Selectors.Element e : clues) {
            if (e instanceof Selectors.Given g) {
                givens.add(g.cell().toString());
            } else {
                parts.add(e.label());
            }
        }
        if (!givens.isEmpty()) {
            parts.add((givens.size() == 1 ? "given " : "givens ") + String.join(" ", givens));
        }
        if (!facts.isEmpty()) {
            parts.add((facts.size() == 1 ? "fact " : "facts ") + String.join(" ", facts.stream().map(Fact::label).toList()));
        }
        return String.join(", ", parts);
    }

    /** One line: {@code r3c4=7 (naked single: row 3, box 2, givens r3c1 r3c2 ...) [cost 14]}. */
    public String text() {
        return deducedText() + " (" + kind.text() + ": " + elementsText() + ") [cost " + cost + "]";
    }
}
