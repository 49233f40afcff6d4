package dev.satdoku.rules.line;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encoding.RenbanEncoding;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.ExtraCell;
import dev.satdoku.rules.Rule;
import dev.satdoku.sat.RuleEquivalence;
import dev.satdoku.syntax.Origin;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Exhaustive small-domain checks: for each line rule, the CNF of the rule alone admits exactly the
 * digit assignments (and variable values) its independent check accepts, under every at-most-one
 * encoding and, for renban, under both renban encodings.
 */
class LineRulesEncodingTest {

    private static final Layout SIX = Layout.standard(6);
    private static final Layout FOUR = Layout.standard(4);

    @Test
    void thermometers() {
        List<Cell> line = cells("r2c1", "r1c2", "r1c3", "r2c4");
        exact(SIX, List.of(new Thermo(line, false)), line);
        exact(SIX, List.of(new Thermo(line, true)), line);
        List<Cell> full = cells("r1c1", "r1c2", "r1c3", "r1c4", "r2c4", "r3c4");
        exact(SIX, List.of(new Thermo(full, false)), full);
    }

    @Test
    void betweenLines() {
        List<Cell> line = cells("r1c1", "r2c2", "r3c3", "r3c4", "r2c5");
        exact(SIX, List.of(new Between(line)), line);
        List<Cell> shortest = cells("r4c4", "r4c5", "r5c6");
        exact(FOUR, List.of(new Between(cells("r1c1", "r1c2", "r2c3"))), cells("r1c1", "r1c2", "r2c3"));
        exact(SIX, List.of(new Between(shortest)), shortest);
    }

    @Test
    void minimumAndMaximumCells() {
        // r2c2 and r2c3 are neighbouring minimum cells written as two rules: they do not compare.
        List<Rule> minima = List.of(new Extremum(cells("r2c2"), false), new Extremum(cells("r2c3"), false));
        List<Cell> scope = cells("r2c2", "r2c3", "r1c2", "r3c2", "r2c1", "r1c3", "r3c3", "r2c4");
        exact(FOUR, minima, scope);
        // A corner maximum next to a minimum: each compares with the other (different kinds).
        List<Rule> mixed = List.of(new Extremum(cells("r1c1"), true), new Extremum(cells("r1c2"), false));
        exact(FOUR, mixed, cells("r1c1", "r1c2", "r2c1", "r1c3", "r2c2"));
        exact(FOUR, List.of(new Extremum(cells("r3c3", "r3c4"), true)), cells("r3c3", "r3c4", "r2c3", "r4c3", "r3c2", "r2c4", "r4c4"));
    }

    @Test
    void renbanUnderBothEncodings() {
        List<EncodingOptions> options = new ArrayList<>();
        for (RenbanEncoding renban : RenbanEncoding.values()) {
            RuleEquivalence.amoVariants().forEach(o -> options.add(o.with(EncodingOptions.RENBAN, renban)));
        }
        List<Cell> four = cells("r1c1", "r1c2", "r2c3", "r3c3");
        RuleEquivalence.assertExact(SIX, List.of(new Renban(four)), four, options);
        List<Cell> two = cells("r5c5", "r6c6");
        RuleEquivalence.assertExact(SIX, List.of(new Renban(two)), two, options);
        List<Cell> whole = cells("r1c1", "r1c2", "r1c3", "r1c4", "r1c5", "r1c6");
        RuleEquivalence.assertExact(SIX, List.of(new Renban(whole)), whole, options);
        // Two renbans sharing a cell: windows of different lines must agree on it.
        List<Cell> a = cells("r1c1", "r1c2", "r1c3");
        List<Cell> b = cells("r1c3", "r2c3");
        RuleEquivalence.assertExact(SIX, List.of(new Renban(a), new Renban(b)), cells("r1c1", "r1c2", "r1c3", "r2c3"), options);
    }

    @Test
    void palindromes() {
        List<Cell> odd = cells("r1c1", "r2c2", "r3c1", "r4c2", "r4c3");
        exact(FOUR, List.of(new Palindrome(odd)), odd);
        List<Cell> even = cells("r1c1", "r1c2", "r2c2", "r2c1");
        exact(SIX, List.of(new Palindrome(even)), even);
    }

    @Test
    void clones() {
        Clone pair = new Clone(List.of(cells("r1c1", "r1c2"), cells("r4c4", "r3c4")));
        Clone equalCells = new Clone(List.of(cells("r2c1"), cells("r3c2"), cells("r4c1")));
        exact(FOUR, List.of(pair, equalCells), cells("r1c1", "r1c2", "r4c4", "r3c4", "r2c1", "r3c2", "r4c1"));
    }

    @Test
    void quadruplesWithDigits() {
        List<Cell> block = cells("r2c2", "r2c3", "r3c2", "r3c3");
        exact(FOUR, List.of(new Quad(cell("r2c2"), List.of(1, 3), List.of())), block);
        exact(FOUR, List.of(new Quad(cell("r2c2"), List.of(2, 2, 4), List.of())), block);
        exact(FOUR, List.of(new Quad(cell("r2c2"), List.of(1, 1, 2, 2), List.of())), block);
        exact(SIX, List.of(new Quad(cell("r5c5"), List.of(6), List.of())), cells("r5c5", "r5c6", "r6c5", "r6c6"));
    }

    @Test
    void quadruplesWithVariables() {
        List<Cell> block = cells("r1c1", "r1c2", "r2c1", "r2c2");
        // B's domain reaches outside the digits, so some of its values can never appear.
        List<ExtraCell> vars = List.of(new ExtraCell("A", 1, 4, Origin.NONE), new ExtraCell("B", 0, 5, Origin.NONE));
        Quad letters = new Quad(cell("r1c1"), List.of(3), List.of("A", "B"));
        RuleEquivalence.assertExact(FOUR, vars, List.of(letters), block, RuleEquivalence.amoVariants());
        Quad twice = new Quad(cell("r1c1"), List.of(), List.of("A", "A"));
        RuleEquivalence.assertExact(FOUR, vars.subList(0, 1), List.of(twice), block, RuleEquivalence.amoVariants());
    }

    private static void exact(Layout layout, List<Rule> rules, List<Cell> scope) {
        RuleEquivalence.assertExact(layout, rules, scope, RuleEquivalence.amoVariants());
    }

    static List<Cell> cells(String... refs) {
        Set<Cell> out = new LinkedHashSet<>();
        Stream.of(refs).map(LineRulesEncodingTest::cell).forEach(out::add);
        return List.copyOf(out);
    }

    static Cell cell(String ref) {
        String[] rc = ref.substring(1).split("c");
        return Cell.of1(Integer.parseInt(rc[0]), Integer.parseInt(rc[1]));
    }
}
