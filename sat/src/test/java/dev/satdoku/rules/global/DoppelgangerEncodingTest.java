package dev.satdoku.rules.global;

import dev.satdoku.model.Layout;
import dev.satdoku.model.ExtraCell;
import dev.satdoku.rules.Rule;
import dev.satdoku.sat.RuleEquivalence;
import dev.satdoku.syntax.Origin;
import dev.satdoku.testing.Grids;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * doppelganger alone (no houses): the CNF admits exactly the assignments its check accepts, on a 4x4
 * grid holding 0..4 with boxes and without (free cells over a background that keeps the rule), and on a
 * whole 2x2 grid holding 0..2 with every missing digit tied to a variable, under each at-most-one
 * encoding (the rule's only choice: exactly-one and at-most-one over houses and digits).
 */
class DoppelgangerEncodingTest {

    private static final Layout BOXES = Layout.standard(4).withValues(0, 4);
    private static final Layout NONE = Layout.none(4).withValues(0, 4);

    @Test
    void withBoxes() {
        // Rows miss 4 3 1 2, columns 1 3 4 2, boxes 3 4 1 2. Free: two zeros, a row, a column and a box partly.
        int[] background = Grids.of(BOXES, "0123 2410 3204 4031").digits();
        RuleEquivalence.assertExact(BOXES, List.of(new Doppelganger()), Grids.cells("r1c1", "r1c2", "r2c1", "r2c2", "r2c4", "r3c3",
                "r4c4", "r4c2"), background, RuleEquivalence.amoVariants());
        RuleEquivalence.assertExact(BOXES, List.of(new Doppelganger()), Grids.cells("r1c1", "r1c4", "r2c3", "r3c2", "r4c1", "r3c3",
                "r4c4"), background, RuleEquivalence.amoVariants());
    }

    @Test
    void withoutBoxes() {
        int[] background = Grids.of(NONE, "0123 1204 3410 4032").digits();
        RuleEquivalence.assertExact(NONE, List.of(new Doppelganger()), Grids.cells("r1c1", "r1c2", "r2c1", "r2c2", "r2c3", "r3c4",
                "r4c2", "r4c4"), background, RuleEquivalence.amoVariants());
    }

    @Test
    void tiedVariablesOnAWholeGrid() {
        Layout two = Layout.none(2).withValues(0, 2);
        List<ExtraCell> vars = new ArrayList<>();
        for (String name : List.of("R1", "R2", "C1", "C2")) {
            // a domain wider than 1..2, so the clauses that keep a tied variable off 0 are tested too
            vars.add(new ExtraCell(name, 0, 2, new Origin("test", 1, 1, name)));
        }
        List<Rule> rules = List.of(new Doppelganger("R", "C", ""));
        for (var options : RuleEquivalence.amoVariants()) {
            RuleEquivalence.assertExact(two, vars, rules, Grids.cells("r1c1", "r1c2", "r2c1", "r2c2"), options);
        }
    }
}
