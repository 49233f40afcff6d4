package dev.satdoku.rules.relation;

import static dev.satdoku.testing.Grids.cells;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.format.NativeWriter;
import dev.satdoku.model.Puzzle;
import dev.satdoku.testing.Grids;
import dev.satdoku.testing.Parse;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

class RelationParseTest {

    @Test
    void parsesTheTableAndWritesItBack() {
        Puzzle p = Parse.puzzle("size 4\nrelation chain r1c1 r1c2 r2c2 allow=1:2-4,2:3/4,3:4\nrelation all r3c1 r4c4 allow=1:3,3:1\n");
        Relation chain = (Relation) p.rules().get(0);
        assertTrue(chain.chain());
        assertEquals(cells("r1c1", "r1c2", "r2c2"), chain.cells());
        assertTrue(chain.allows(1, 4) && chain.allows(2, 3) && !chain.allows(2, 2) && !chain.allows(4, 1));
        Relation all = (Relation) p.rules().get(1);
        assertFalse(all.chain());
        assertEquals("relation chain r1c1 r1c2 r2c2 allow=1:2-4,2:3-4,3:4", chain.toNative());
        assertEquals(p, Parse.puzzle(NativeWriter.write(p)));
        // A chain may come back to a cell later on.
        assertEquals(4, ((Relation) Parse.puzzle("size 4\nrelation chain r1c1 r1c2 r2c2 r1c1 allow=1:2-4").rules().get(0)).cells().size());
    }

    @Test
    void reportsMistakesWithTheirPosition() {
        Parse.error("size 4\nrelation r1c1 r1c2 allow=1:2\n", "test:2:10", "expected chain or all");
        Parse.error("size 4\nrelation chain r1c1 r1c2\n", "test:2:1", "missing allow=");
        Parse.error("size 4\nrelation chain r1c1 r1c2 allow=1:5\n", "test:2:1", "value 5 is impossible here");
        Parse.error("size 4\nrelation chain r1c1 r1c2 allow=1-2\n", "test:2:26", "expected FIRST:SECONDS");
        Parse.error("size 4\nrelation chain r1c1 r1c2 allow=1:2,1:3\n", "test:2:26", "listed twice");
        Parse.error("size 4\nrelation chain r1c1 r1c2 allow=1:4-2\n", "test:2:26", "runs backwards");
        Parse.error("size 4\nrelation chain r1c1 allow=1:2\n", "test:2:1", "at least two cells");
        Parse.error("size 4\nrelation chain r1c1 r1c1 allow=1:2\n", "test:2:1", "follows itself");
        Parse.error("size 4\nrelation all r1c1 r1c2 r1c1 allow=1:2\n", "test:2:1", "uses r1c1 twice");
        Parse.error("size 4\nrelation chain r1c1 r1c2 allow=1:2 extra\n", "test:2:36", "unexpected 'extra'");
        Map<Integer, SortedSet<Integer>> t = new TreeMap<>(Map.of(1, new TreeSet<>(List.of(2))));
        assertThrows(IllegalArgumentException.class, () -> Relation.of(true, new TreeMap<>(t), cells("r1c1")));
    }

    @Test
    void checkNamesThePairThatBreaksTheTable() {
        // GRID4 row 1 is 1 2 3 4, row 2 is 3 4 1 2.
        Relation rising = (Relation) Parse.puzzle("size 4\nrelation chain r1c1 r1c2 r1c3 r1c4 allow=1:2-4,2:3-4,3:4").rules().get(0);
        assertNull(rising.violation(Grids.solution(Grids.GRID4)));
        Relation down = (Relation) Parse.puzzle("size 4\nrelation chain r2c2 r2c3 allow=1:2-4,2:3-4,3:4").rules().get(0);
        String problem = down.violation(Grids.solution(Grids.GRID4));
        assertNotNull(problem);
        assertTrue(problem.contains("r2c2=4 then r2c3=1") && problem.contains("4 allows nothing"), problem);
        // all: the first and the last cell are related too, not only neighbours.
        Relation all = (Relation) Parse.puzzle("size 4\nrelation all r1c1 r1c2 r1c3 allow=1:2-3,2:3").rules().get(0);
        assertNull(all.violation(Grids.solution(Grids.GRID4)));
        Relation allNoGap = (Relation) Parse.puzzle("size 4\nrelation all r1c1 r1c2 r1c3 allow=1:2,2:3").rules().get(0);
        assertTrue(allNoGap.violation(Grids.solution(Grids.GRID4)).contains("r1c1=1 then r1c3=3"));
    }
}
