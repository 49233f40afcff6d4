package dev.satdoku.rules.shading;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.check.Checker;
import dev.satdoku.check.Violation;
import dev.satdoku.format.NativeWriter;
import dev.satdoku.format.SolutionText;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.line.Thermo;
import dev.satdoku.rules.modern.WhisperLine;
import dev.satdoku.rules.shading.ShadingCondition.Quantifier;
import dev.satdoku.rules.sumline.ZipperLine;
import dev.satdoku.testing.Parse;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ShadingRulesParseTest {

    private static Cell c(int row, int col) {
        return Cell.of1(row, col);
    }

    /** A 4x4 solution: rows 1234 / 3412 / 2143 / 4321, shaded where the mask has '#'. */
    private static Solution shaded(String mask) {
        int[] digits = {1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1};
        boolean[] s = new boolean[16];
        String m = mask.replace(" ", "");
        for (int i = 0; i < 16; i++) {
            s[i] = m.charAt(i) == '#';
        }
        return new Solution(Layout.standard(4), digits, Map.of(), s);
    }

    @Test
    void parsesYinYangAndConditions() {
        Puzzle p = Parse.puzzle("yinyang\nif some shaded r1c1 r1c2: zipper r1c1 r1c2 r1c3\n"
                + "if not all unshaded r1c1,r2c2 :thermo r1c1 r2c2\nif all shaded r3c3 : whisper r3c3 r3c4 diff=4\n"
                + "IF Some Unshaded r1c1: if all shaded r2c2: zipper r1c1 r1c2 r1c3\n");
        ZipperLine zipper = new ZipperLine(List.of(c(1, 1), c(1, 2), c(1, 3)));
        assertEquals(List.of(
                new YinYang(),
                new Conditional(new ShadingCondition(Quantifier.SOME, true, List.of(c(1, 1), c(1, 2))), zipper),
                new Conditional(new NotCondition(new ShadingCondition(Quantifier.ALL, false, List.of(c(1, 1), c(2, 2)))),
                        new Thermo(List.of(c(1, 1), c(2, 2)), false)),
                new Conditional(new ShadingCondition(Quantifier.ALL, true, List.of(c(3, 3))), new WhisperLine(List.of(c(3, 3), c(3, 4)), 4)),
                new Conditional(new ShadingCondition(Quantifier.SOME, false, List.of(c(1, 1))),
                        new Conditional(new ShadingCondition(Quantifier.ALL, true, List.of(c(2, 2))), zipper))), p.rules());
        assertEquals("if not all unshaded r1c1 r2c2: thermo r1c1 r2c2", p.rules().get(2).toNative());
        assertEquals(p, Parse.puzzle(NativeWriter.write(p)));
    }

    @Test
    void rejectsMalformedConditions() {
        Parse.error("if some shaded r1c1 zipper r1c1 r1c2\n", "test:1:1", "if: missing ':' between the condition and the rule");
        Parse.error("if : zipper r1c1 r1c2\n", "test:1:4", "missing the condition before ':'");
        Parse.error("if some shaded r1c1:\n", "test:1:16", "missing the rule after ':'");
        Parse.error("if every shaded r1c1: odd r1c1\n", "test:1:4", "expected a condition (all, some), found 'every'");
        Parse.error("if all wet r1c1: odd r1c1\n", "test:1:8", "expected shaded or unshaded (shaded, unshaded), found 'wet'");
        Parse.error("if all shaded: odd r1c1\n", "test:1:1", "missing the cells of the condition");
        Parse.error("if all shaded r1c1 r1c1: odd r1c1\n", "test:1:20", "lists r1c1 twice");
        Parse.error("if all shaded r1c1 x: odd r1c1\n", "test:1:20", "if: unexpected 'x'");
        Parse.error("if all shaded r1c10: odd r1c1\n", "test:1:15", "column 10 is outside the grid");
        Parse.error("if not: odd r1c1\n", "test:1:1", "missing a condition");
    }

    @Test
    void rejectsMalformedInnerRulesAtTheirOwnWords() {
        Parse.error("if some shaded r1c1: zipperr r1c1 r1c2\n", "test:1:22", "unknown rule 'zipperr' (did you mean zipper?)");
        Parse.error("if some shaded r1c1: var A 1..9\n", "test:1:22", "'var' is a directive, not a rule");
        assertEquals(1, Parse.puzzle("if some shaded r1c1: thermo r1c1 r1c3\n").rules().size(), "consecutive cells of a line need not touch");
        Parse.error("if some shaded r1c1: whisper r1c1 r1c2 diff=0\n", "test:1:40", "whisper: diff=0 is impossible");
        Parse.error("if some shaded r1c1: odd r1c1 colour=blue\n", "test:1:31", "odd: unknown option 'colour'");
        Parse.error("if some shaded r1c1: zipper r1c1\n", "test:1:29", "zipper: the line needs at least 2 cells");
        Parse.error("if some shaded r1c1:if all shaded r2c2 odd r1c1\n", "test:1:21", "if: missing ':'");
    }

    @Test
    void yinYangCheckUsesAFloodFill() {
        YinYang rule = new YinYang();
        assertNull(rule.violation(shaded("#### #... #.#. ###.")));
        assertEquals("the 2x2 block at r2c2 is all unshaded", rule.violation(shaded("#### #..# #..# ####")));
        assertEquals("the shaded cells form 2 separate areas (r1c1 and r4c3 are not connected)",
                rule.violation(shaded("###. #.#. #... ..#.")));
        assertEquals("the unshaded cells form 4 separate areas (r1c4 and r2c2 are not connected)",
                rule.violation(shaded("###. #.## ##.# ..##")));
        assertTrue(rule.violation(Solution.ofDigits(Layout.standard(4), new int[16])).startsWith("the solution gives no shading"));
    }

    @Test
    void conditionalCheckReadsTheShadingFirst() {
        Conditional rule = new Conditional(new ShadingCondition(Quantifier.ALL, true, List.of(c(1, 1), c(1, 2))),
                new ZipperLine(List.of(c(1, 1), c(1, 2), c(2, 1))));
        // r1c1 + r2c1 = 1 + 3 is not the centre r1c2 = 2: broken whenever the condition holds.
        assertNull(rule.violation(shaded("#... .... .... ....")), "condition false: the zipper is not checked");
        assertEquals("(all shaded r1c1 r1c2) zipper: r1c1=1 r2c1=3 add up to 4, the centre r1c2=2 to 2",
                rule.violation(shaded("##.. .... .... ....")));
        assertEquals(rule.violation(shaded("##.. .... .... ....")),
                new Conditional(new NotCondition(rule.condition()), rule.rule()).violation(shaded("#... .... .... ....")).replace("not ", ""));
        assertTrue(rule.violation(Solution.ofDigits(Layout.standard(4), new int[] {1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1}))
                .startsWith("the solution gives no shading"));
    }

    @Test
    void checkerReadsTheShadingOfASolutionFile() {
        // Row 1 is 1 2 3 4: as a zipper r1c1 r1c2 r1c3, 1+3 is not the centre 2.
        Puzzle p = Parse.puzzle("size 4\nyinyang\nif some unshaded r1c1 r1c2: zipper r1c1 r1c2 r1c3\n");
        String digits = "1234\n3412\n2143\n4321\n";
        Solution wet = SolutionText.parse(digits + "shading WW##W...#L#.###.\n", p, "sol");
        assertEquals(List.of(), Checker.check(p, wet), "r1c1 and r1c2 wet: no zipper to check");
        Solution dry = SolutionText.parse(digits + "shading .....###.#.#...#\n", p, "sol");
        List<Violation> broken = Checker.check(p, dry);
        assertEquals(1, broken.size(), broken.toString());
        assertEquals("if", broken.get(0).rule());
        assertEquals(3, broken.get(0).origin().line());
        assertTrue(broken.get(0).message().startsWith("(some unshaded r1c1 r1c2) zipper: r1c1=1 r1c3=3 add up to 4"), broken.toString());
        List<Violation> unshaded = Checker.check(p, SolutionText.parse(digits, p, "sol"));
        assertEquals(List.of("yinyang", "if"), unshaded.stream().map(Violation::rule).toList());
    }

    @Test
    void shadingWithHashMarksReadsBack() {
        Puzzle p = Parse.puzzle("size 4\nyinyang\n");
        Solution s = shaded("#### #... #.#. ###.");
        assertEquals(s, SolutionText.parse(SolutionText.format(s), p, "out"), SolutionText.format(s));
        // As rows under 'shading', where '#' is a mark; a comment may follow once all marks are read.
        String rows = "1234\n3412\n2143\n4321\nshading\n####\n#...\n#.#.\n###.\n# the end\n";
        assertEquals(s, SolutionText.parse(rows, p, "rows"));
    }
}
