package dev.satdoku.rules;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.format.NativeParser;
import dev.satdoku.model.Cell;
import dev.satdoku.model.ExtraCell;
import dev.satdoku.model.Layout;
import dev.satdoku.sat.RuleEquivalence;
import dev.satdoku.syntax.Origin;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Rules over extra cells admit exactly the assignments their checks accept: each rule's CNF alone,
 * enumerated over two grid cells and three extra cells holding the grid's values, against its check.
 */
class ExtraCellRulesEncodingTest {

    private static final Layout FOUR = Layout.standard(4);
    private static final List<ExtraCell> CELLS = List.of(extra("A"), extra("B"), extra("C"));
    private static final List<Cell> SCOPE = List.of(Cell.of1(1, 1), Cell.of1(1, 2));

    private static ExtraCell extra(String name) {
        return new ExtraCell(name, 1, 4, Origin.of("test"));
    }

    private static Rule rule(String line) {
        return NativeParser.parseRuleLine(line, "test", 1, FOUR, CELLS);
    }

    private static void assertExact(String line, List<EncodingOptions> options) {
        RuleEquivalence.assertExact(FOUR, CELLS, List.of(rule(line)), SCOPE, options);
    }

    @Test
    void cagesAndSums() {
        assertExact("cage 7 A r1c1 B", RuleEquivalence.sumVariants());
        assertExact("sum 6 A B C r1c2", RuleEquivalence.sumVariants());
        assertExact("arrow A | r1c1 B", RuleEquivalence.sumVariants());
    }

    @Test
    void allDifferent() {
        assertExact("extraregion A B C r1c1", RuleEquivalence.amoVariants());
        assertExact("distinct A r1c2 B", RuleEquivalence.amoVariants());
    }

    @Test
    void pairRelationsAndMarks() {
        assertExact("relation chain A r1c1 B allow=1:2-4,2:4,3:1,4:1-2", List.of(EncodingOptions.DEFAULTS));
        assertExact("white A B", List.of(EncodingOptions.DEFAULTS));
        assertExact("whisper A r1c1 B diff=2", List.of(EncodingOptions.DEFAULTS));
    }

    @Test
    void thermometers() {
        assertExact("thermo A r1c1 B", List.of(EncodingOptions.DEFAULTS));
        assertExact("slowthermo r1c2 C A", List.of(EncodingOptions.DEFAULTS));
    }

    @Test
    void regularExpressions() {
        assertExact("regex A r1c1 B pattern=1[23]*4?", List.of(EncodingOptions.DEFAULTS));
    }

    @Test
    void countingDistinctValues() {
        assertExact("countdistinct A B C r1c1", List.of(EncodingOptions.DEFAULTS));
        assertExact("countdistinct r1c2 A B", List.of(EncodingOptions.DEFAULTS));
    }

    @Test
    void connectedValuesOnABoard() {
        // A 2x3 board of extra cells holding 1..2 (so every pattern of 1s comes up); the grid plays no part.
        List<ExtraCell> board = new java.util.ArrayList<>();
        for (int i = 0; i < 6; i++) {
            board.add(new ExtraCell("B" + (i + 1), 1, 2, Origin.of("test")).onBoard("B", i / 3, i % 3));
        }
        List<EncodingOptions> options = new java.util.ArrayList<>();
        for (var c : dev.satdoku.encoding.connect.ConnectivityEncoding.values()) {
            options.add(EncodingOptions.DEFAULTS.with(EncodingOptions.CONNECTIVITY, c));
        }
        for (String line : List.of("connectedvalues 1 board=B", "connectedvalues 2 size=3 board=B")) {
            RuleEquivalence.assertExact(FOUR, board, List.of(NativeParser.parseRuleLine(line, "test", 1, FOUR, board)), SCOPE, options);
        }
    }
}
