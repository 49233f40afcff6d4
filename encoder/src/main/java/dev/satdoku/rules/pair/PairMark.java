package dev.satdoku.rules.pair;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.encode.IntVar;
import dev.satdoku.model.Cell;
import dev.satdoku.rules.Rule;

/**
 * A mark drawn on the edge between two orthogonally adjacent cells (kropki dot, X or V) that
 * restricts their pair of digits. Negative constraints look for these marks to know which pairs are
 * exempt, so every such mark implements this interface.
 */
public sealed interface PairMark extends Rule permits WhiteDot, BlackDot, XvMark {

    Cell a();

    Cell b();

    /**
     * Whether the digits {@code x} (in a) and {@code y} (in b) satisfy the mark: the relation the
     * clauses and the parser's feasibility test use. Each mark's {@code violation} check is written
     * separately from the rule's words, so a wrong relation here cannot pass unnoticed.
     */
    boolean holds(int x, int y);

    /** What the mark demands, for messages: "differ by 1", "add up to 10". */
    String demand();

    /** Marks sit on an edge, so their cells must share one. */
    static void requireAdjacent(Cell a, Cell b) {
        if (!a.mayShareMarkWith(b)) {
            throw new IllegalArgumentException(a + " and " + b + " are not orthogonally adjacent");
        }
    }

    /** The edge the mark sits on. */
    default Edge edge() {
        return Edge.of(a(), b());
    }

    /** Forbidden digit pairs as binary clauses. */
    @Override
    default void encode(EncodingContext ctx) {
        IntVar x = ctx.cell(a());
        IntVar y = ctx.cell(b());
        ctx.forbiddenPairs(x, y, this::holds);
    }
}
