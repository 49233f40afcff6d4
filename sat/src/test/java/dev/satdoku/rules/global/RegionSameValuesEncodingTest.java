package dev.satdoku.rules.global;

import dev.satdoku.model.Layout;
import dev.satdoku.sat.RuleEquivalence;
import dev.satdoku.testing.Grids;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * regionsamevalues alone (no houses, so digits repeat and the sets vary): the CNF admits exactly the
 * assignments its check accepts, on 4x4 grids with boxes and without regions.
 */
class RegionSameValuesEncodingTest {

    @Test
    void withBoxes() {
        Layout four = Layout.standard(4);
        // Every house of the background holds {1, 2}; the free cells can keep or break that in many ways.
        RuleEquivalence.assertExact(four, List.of(new RegionSameValues()), Grids.cells("r1c1", "r1c2", "r2c1", "r2c2", "r4c4", "r3c3"),
                Grids.of(four, "1212 2121 1212 2121").digits(), RuleEquivalence.amoVariants());
        RuleEquivalence.assertExact(four, List.of(new RegionSameValues()), Grids.cells("r1c1", "r2c2", "r3c3", "r4c4", "r1c4"),
                Grids.of(four, Grids.GRID4).digits(), RuleEquivalence.amoVariants());
    }

    @Test
    void rowsAndColumnsOnly() {
        Layout none = Layout.none(4);
        RuleEquivalence.assertExact(none, List.of(new RegionSameValues()), Grids.cells("r1c1", "r1c2", "r2c1", "r2c2", "r3c4", "r4c3"),
                Grids.of(none, "1212 2121 1212 2121").digits(), RuleEquivalence.amoVariants());
    }
}
