package dev.satdoku.rules.pair;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.model.Cell;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The clause generator's edges on their own: every orthogonal pair once, unordered. */
class EdgeTest {

    @Test
    void everyOrthogonalPairOnce() {
        for (int n : new int[] {1, 2, 4, 9}) {
            List<Edge> edges = Edge.all(n, n);
            assertEquals(2 * n * (n - 1), edges.size(), n + "x" + n);
            assertEquals(edges.size(), new HashSet<>(edges).size(), "no edge twice");
            for (Edge e : edges) {
                assertTrue(e.first().isOrthogonallyAdjacent(e.second()) && e.first().inside(n, n) && e.second().inside(n, n), e::toString);
                assertEquals(e, Edge.of(e.second(), e.first()), "written either way round");
            }
        }
        assertEquals(Edge.of(Cell.of1(1, 2), Cell.of1(1, 1)), Edge.of(Cell.of1(1, 1), Cell.of1(1, 2)));
    }
}
