package dev.satdoku.rules.cell;

import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.sat.RuleEquivalence;
import java.util.List;
import org.junit.jupiter.api.Test;

class CellRulesEncodingTest {

    @Test
    void encodingAdmitsExactlyTheAllowedDigits() {
        Layout layout = Layout.standard(6);
        List<Cell> scope = List.of(Cell.of1(1, 1), Cell.of1(2, 3), Cell.of1(6, 6));
        RuleEquivalence.assertExact(layout, List.of(
                new AllowedDigits("odd", List.of(scope.get(0)), List.of(1, 3, 5)),
                new AllowedDigits("candidates", List.of(scope.get(1), scope.get(2)), List.of(2, 6))),
                scope, RuleEquivalence.amoVariants());
    }
}
