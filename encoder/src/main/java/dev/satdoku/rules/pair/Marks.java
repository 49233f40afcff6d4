package dev.satdoku.rules.pair;

import dev.satdoku.rules.Rule;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * The edges of a puzzle that carry a mark, by kind, and the ratios its black dots use. Negative
 * constraints are defined by what is not marked, so their clauses read this from the puzzle's rules
 * (their check reads the marks itself, in {@link Negative#violation(dev.satdoku.model.Solution, List)}).
 *
 * @param white       edges with a white dot (any difference)
 * @param black       edges with a black dot (any ratio)
 * @param xv          edges with an X or a V
 * @param blackRatios the ratios of the black dots; {2} when there are none
 */
public record Marks(Set<Edge> white, Set<Edge> black, Set<Edge> xv, SortedSet<Integer> blackRatios) {

    public static Marks of(List<Rule> rules) {
        Set<Edge> white = new HashSet<>();
        Set<Edge> black = new HashSet<>();
        Set<Edge> xv = new HashSet<>();
        SortedSet<Integer> ratios = new TreeSet<>();
        for (Rule rule : rules) {
            if (rule instanceof WhiteDot w) {
                white.add(w.edge());
            } else if (rule instanceof BlackDot b) {
                black.add(b.edge());
                ratios.add(b.ratio());
            } else if (rule instanceof XvMark m) {
                xv.add(m.edge());
            }
        }
        if (ratios.isEmpty()) {
            // f-puzzles' negative ratio constraint: with no black dot to learn the ratio from, the classic 2.
            ratios.add(2);
        }
        return new Marks(Set.copyOf(white), Set.copyOf(black), Set.copyOf(xv), ratios);
    }

    public boolean hasKropkiDot(Edge e) {
        return white.contains(e) || black.contains(e);
    }
}
