package dev.satdoku.rules.relation;

import dev.satdoku.model.Layout;
import dev.satdoku.model.ExtraCell;
import dev.satdoku.model.Term;
import dev.satdoku.sat.RuleEquivalence;
import dev.satdoku.syntax.Origin;
import dev.satdoku.testing.Grids;
import java.util.List;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * relation over cells and variables: the CNF admits exactly the assignments the check accepts, with
 * variables whose domains differ from the grid's (a whisper-like table on a 0-based 4x4 grid, as the
 * Doppelganger import writes one through its missing-digit variables).
 */
class RelationTermsEncodingTest {

    @Test
    void whisperThroughVariables() {
        Layout layout = Layout.standard(4).withValues(0, 4);
        SortedMap<Integer, SortedSet<Integer>> apart = new TreeMap<>();
        for (int a = 0; a <= 4; a++) {
            for (int b = 0; b <= 4; b++) {
                if (Math.abs(a - b) >= 2) {
                    apart.computeIfAbsent(a, k -> new TreeSet<>()).add(b);
                }
            }
        }
        List<ExtraCell> vars = List.of(new ExtraCell("A", 1, 4, new Origin("test", 1, 1, "A")),
                new ExtraCell("B", 0, 2, new Origin("test", 1, 1, "B")));
        Relation chain = new Relation(true, apart, List.of(Term.of("A"), Term.of(Grids.cell("r1c1")), Term.of("B"), Term.of("A"),
                Term.of(Grids.cell("r2c2"))));
        Relation all = new Relation(false, apart, List.of(Term.of("B"), Term.of(Grids.cell("r1c1")), Term.of("A")));
        for (var options : RuleEquivalence.amoVariants()) {
            RuleEquivalence.assertExact(layout, vars, List.of(chain), Grids.cells("r1c1", "r2c2"), options);
            RuleEquivalence.assertExact(layout, vars, List.of(all), Grids.cells("r1c1"), options);
        }
    }
}
