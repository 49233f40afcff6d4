package dev.satdoku.rules.shading;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encoding.connect.ConnectivityEncoding;
import dev.satdoku.encoding.sum.SumEncoding;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.line.Renban;
import dev.satdoku.rules.modern.ParityLine;
import dev.satdoku.rules.modern.WhisperLine;
import dev.satdoku.rules.shading.ShadingCondition.Quantifier;
import dev.satdoku.rules.sum.Cage;
import dev.satdoku.rules.sumline.RegionSumLine;
import dev.satdoku.rules.sumline.ZipperLine;
import dev.satdoku.sat.ShadingEquivalence;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Yin-yang and conditional rules, alone: the CNF admits exactly the (digits, shading) assignments
 * their checks accept. For yin-yang that is every shading of the whole grid (digits free), under
 * each connectivity encoding: the check is a plain flood fill, so this also compares both
 * encodings with a brute-force enumeration of the valid shadings.
 */
class ShadingRulesEncodingTest {

    /** The default options under each connectivity encoding (the snake and loop tests use them too). */
    static final List<EncodingOptions> CONNECTIVITY = connectivityVariants();

    private static List<EncodingOptions> connectivityVariants() {
        List<EncodingOptions> out = new ArrayList<>();
        for (ConnectivityEncoding c : ConnectivityEncoding.values()) {
            out.add(EncodingOptions.DEFAULTS.with(EncodingOptions.CONNECTIVITY, c));
        }
        return out;
    }

    private static Cell c(int row, int col) {
        return Cell.of1(row, col);
    }

    private static List<Cell> all(int n) {
        List<Cell> out = new ArrayList<>();
        for (int i = 0; i < n * n; i++) {
            out.add(Cell.ofIndex(i, n));
        }
        return out;
    }

    @Test
    void yinYangOnEveryShadingOfGridsUpTo4x4() {
        // The number of valid shadings, counted by a separate brute force (a Python flood fill over all
        // 2^(n*n) shadings, not part of the build): 2, 12, 34 and 96. On 2x2 that is the 16 shadings
        // minus the two uniform ones and the two checkerboards.
        int[] valid = {0, 2, 12, 34, 96};
        for (int n = 1; n <= 4; n++) {
            assertEquals(valid[n], ShadingEquivalence.assertExact(Layout.none(n), List.of(new YinYang()), List.of(), all(n), CONNECTIVITY),
                    n + "x" + n);
        }
    }

    @Test
    void conditionsTrueFalseAndMixed() {
        Layout four = Layout.standard(4);
        List<Cell> line = List.of(c(1, 1), c(1, 2), c(1, 3));
        for (Quantifier q : Quantifier.values()) {
            for (boolean shaded : new boolean[] {true, false}) {
                Condition cond = new ShadingCondition(q, shaded, List.of(c(1, 1), c(2, 2)));
                for (Condition condition : List.of(cond, new NotCondition(cond))) {
                    Rule rule = new Conditional(condition, new ZipperLine(line));
                    ShadingEquivalence.assertExact(four, List.of(rule), line, List.of(c(1, 1), c(2, 2)),
                            List.of(EncodingOptions.DEFAULTS));
                }
            }
        }
        // One cell: the condition is the shading literal itself.
        Rule single = new Conditional(new ShadingCondition(Quantifier.ALL, false, List.of(c(3, 3))), new Renban(line));
        ShadingEquivalence.assertExact(four, List.of(single), line, List.of(c(3, 3)), List.of(EncodingOptions.DEFAULTS));
    }

    @Test
    void conditionalSumsKeepTheirSharedDefinitionsUnguarded() {
        // Two conditional rules over the same cells ask for the same sums (sumOf is shared): the
        // definitions must hold whichever conditions are true.
        Layout four = Layout.standard(4);
        List<Cell> line = List.of(c(1, 1), c(1, 2), c(2, 2), c(2, 3));
        List<Cell> shading = List.of(c(1, 1), c(2, 3));
        List<Rule> rules = List.of(
                new Conditional(new ShadingCondition(Quantifier.SOME, true, shading), new ZipperLine(line)),
                new Conditional(new ShadingCondition(Quantifier.SOME, false, shading), new RegionSumLine(line)),
                new Conditional(new ShadingCondition(Quantifier.ALL, true, shading), new Cage(line.subList(0, 2), new Cage.FixedTotal(5))));
        List<EncodingOptions> sums = new ArrayList<>();
        for (SumEncoding s : SumEncoding.values()) {
            sums.add(EncodingOptions.DEFAULTS.with(EncodingOptions.SUM, s));
        }
        ShadingEquivalence.assertExact(four, rules, line, shading, sums);
    }

    @Test
    void nestedConditions() {
        Layout four = Layout.standard(4);
        List<Cell> line = List.of(c(1, 1), c(2, 1), c(3, 1));
        Rule inner = new Conditional(new ShadingCondition(Quantifier.ALL, false, List.of(c(4, 4))), new ParityLine(line));
        Rule outer = new Conditional(new NotCondition(new ShadingCondition(Quantifier.SOME, true, List.of(c(1, 1), c(4, 4)))), inner);
        Rule other = new Conditional(new ShadingCondition(Quantifier.SOME, true, List.of(c(1, 1))), new WhisperLine(line, 2));
        ShadingEquivalence.assertExact(four, List.of(outer, other), line, List.of(c(1, 1), c(4, 4)), List.of(EncodingOptions.DEFAULTS));
    }

    @Test
    void zipperyInMiniature() {
        // A 3x3 yin-yang grid with two lines that are zippers when wet and keep their colour when dry.
        Layout three = Layout.none(3);
        List<Cell> a = List.of(c(1, 1), c(1, 2), c(1, 3));
        List<Cell> b = List.of(c(3, 1), c(3, 2), c(3, 3));
        List<Rule> rules = new ArrayList<>(List.of(new YinYang()));
        rules.add(new Conditional(new ShadingCondition(Quantifier.SOME, true, a), new ZipperLine(a)));
        rules.add(new Conditional(new ShadingCondition(Quantifier.SOME, false, a), new Renban(a)));
        rules.add(new Conditional(new ShadingCondition(Quantifier.SOME, true, b), new ZipperLine(b)));
        rules.add(new Conditional(new ShadingCondition(Quantifier.SOME, false, b), new ParityLine(b)));
        List<Cell> digits = new ArrayList<>(a);
        digits.addAll(b);
        ShadingEquivalence.assertExact(three, rules, digits, all(3), CONNECTIVITY);
    }
}
