package dev.satdoku.rules.variable;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.ExtraCell;
import dev.satdoku.model.Term;
import dev.satdoku.rules.line.Quad;
import dev.satdoku.sat.RuleEquivalence;
import dev.satdoku.syntax.Origin;
import java.util.List;
import org.junit.jupiter.api.Test;

/** distinct over variables and cells admits exactly the assignments its check accepts, under each at-most-one encoding. */
class VariableRulesEncodingTest {

    private static final Layout FOUR = Layout.standard(4);

    private static ExtraCell var(String name, int min, int max) {
        return new ExtraCell(name, min, max, Origin.of("test"));
    }

    @Test
    void distinctVariables() {
        List<ExtraCell> vars = List.of(var("A", 1, 4), var("B", 1, 4), var("C", 2, 5));
        DistinctTerms rule = new DistinctTerms(List.of(Term.of("A"), Term.of("B"), Term.of("C")));
        for (EncodingOptions o : RuleEquivalence.amoVariants()) {
            RuleEquivalence.assertExact(FOUR, vars, List.of(rule), List.of(), o);
        }
    }

    @Test
    void distinctMixesVariablesAndCells() {
        List<ExtraCell> vars = List.of(var("A", 1, 4), var("B", 0, 6));
        List<Cell> cells = List.of(Cell.of1(1, 1), Cell.of1(3, 4));
        DistinctTerms rule = new DistinctTerms(List.of(Term.of("A"), Term.of(cells.get(0)), Term.of("B"), Term.of(cells.get(1))));
        for (EncodingOptions o : RuleEquivalence.amoVariants()) {
            RuleEquivalence.assertExact(FOUR, vars, List.of(rule), cells, o);
        }
    }

    @Test
    void lettersWithQuadsAsInTwoHalves() {
        // Two letters, distinct, each appearing in an overlapping 2x2 block, one block naming both (3x3
        // without boxes, so that the 6 cells and 2 letters stay a few thousand assignments).
        List<ExtraCell> vars = List.of(var("A", 1, 3), var("E", 1, 3));
        List<Cell> block = List.of(Cell.of1(1, 1), Cell.of1(1, 2), Cell.of1(2, 1), Cell.of1(2, 2), Cell.of1(1, 3), Cell.of1(2, 3));
        RuleEquivalence.assertExact(Layout.none(3), vars, List.of(
                new DistinctTerms(List.of(Term.of("A"), Term.of("E"))),
                new Quad(Cell.of1(1, 1), List.of(), List.of("A", "E")),
                new Quad(Cell.of1(1, 2), List.of(), List.of("A"))), block, EncodingOptions.DEFAULTS);
    }
}
