package dev.satdoku.encode;

import dev.satdoku.cnf.Cnf;
import dev.satdoku.model.Layout;
import dev.satdoku.model.ExtraCell;
import dev.satdoku.rules.Rule;
import java.util.List;
import java.util.Map;

/**
 * What a rule sees while it encodes itself, by topic: {@link Variables} (cells, named variables,
 * shading), {@link Clauses} (clause output, family tags, guards, Tseitin definitions),
 * {@link Cardinalities} (at-most-one, exactly-one, all-different, counts), {@link Relations}
 * (comparisons, equality, forbidden pairs), {@link Shapes} (renban runs, connected areas) and
 * {@link Sums} (sum constraints and sum definitions). Every topic is default methods over one
 * {@link EncodingState}; every strategy a rule calls is the one the {@link EncodingOptions} choose,
 * reached here and nowhere else. Every clause is tagged with the family being encoded, and guarded by
 * the literals of the enclosing {@link #guarded} blocks (conditional rules, explanation selectors).
 * Definitions of shared auxiliary variables (order literals, sum definitions) are never guarded: they
 * only name facts about the cells, so they hold in every model.
 */
public final class EncodingContext implements Variables, Shapes, Relations, Sums {

    private final EncodingState state;

    EncodingContext(Layout layout, EncodingOptions options, List<Rule> puzzleRules) {
        this.state = new EncodingState(layout, options, puzzleRules);
    }

    @Override
    public EncodingState state() {
        return state;
    }

    /**
     * The options, for the encoder itself. Rules never read them: they call the context, which applies
     * the strategy the options chose, so every rule reaches every strategy the same way.
     */
    EncodingOptions options() {
        return state.options;
    }

    // ---- the encoder's own access (package-private) ----------------------------------------------

    Cnf cnf() {
        return state.cnf;
    }

    List<int[]> implied() {
        return state.implied;
    }

    /** A consequence of the rules that simplification may use but that is not emitted. */
    void implied(int... clause) {
        state.implied(clause);
    }

    boolean restrictCells(int[] masks) {
        return state.restrictCells(masks);
    }

    IntVar declare(ExtraCell decl) {
        return state.declare(decl);
    }

    Map<String, IntVar> namedVariables() {
        return state.named;
    }

    int shadingBase() {
        return state.shadingBase();
    }

    IntVar[] regionLabels() {
        return state.regionLabels();
    }

    boolean shadingMentioned(int cellIndex) {
        return state.shadingMentioned(cellIndex);
    }

    void markHousesEncoded() {
        state.markHousesEncoded();
    }
}
