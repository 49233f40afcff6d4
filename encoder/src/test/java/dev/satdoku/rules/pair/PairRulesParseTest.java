package dev.satdoku.rules.pair;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.format.NativeWriter;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.model.Term;
import dev.satdoku.testing.Parse;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PairRulesParseTest {

    private static Cell c(int r, int col) {
        return Cell.of1(r, col);
    }

    @Test
    void parsesDotsAndMarksWithTheirDefaults() {
        Puzzle p = Parse.puzzle("size 6\nwhite r1c1 r1c2\nwhite r2c1,r3c1 diff=3\nblack r4c4 r4c3\nblack r5c5 r6c5 ratio=3\n"
                + "x r1c6 r2c6\nV r6c1 r6c2\n");
        assertEquals(List.of(
                new WhiteDot(c(1, 1), c(1, 2), 1),
                new WhiteDot(c(2, 1), c(3, 1), 3),
                new BlackDot(c(4, 4), c(4, 3), 2),
                new BlackDot(c(5, 5), c(6, 5), 3),
                new XvMark(c(1, 6), c(2, 6), 10),
                new XvMark(c(6, 1), c(6, 2), 5)), p.rules());
        assertEquals(List.of("white", "white", "black", "black", "x", "v"), p.rules().stream().map(r -> r.keyword()).toList());
    }

    @Test
    void parsesChainsEqualityAndNegatives() {
        Puzzle p = Parse.puzzle("size 4\nvar A 1..9\ngt r1c1 r3c3 A r4c4\nequal A r2c2\nnegative xv white\nnonconsecutive\n");
        assertEquals(List.of(
                new GreaterChain(List.of(Term.of(c(1, 1)), Term.of(c(3, 3)), Term.of("A"), Term.of(c(4, 4)))),
                new EqualTerms(Term.of("A"), Term.of(c(2, 2))),
                Negative.of(NegativeKind.WHITE, NegativeKind.XV),
                Negative.nonconsecutive()), p.rules());
        assertEquals("negative white xv", p.rules().get(2).toNative());
    }

    @Test
    void roundTripsThroughTheWriter() {
        Puzzle p = Parse.puzzle("size 6\nvar A B 1..12\nwhite r1c1 r1c2\nwhite r2c2 r2c3 diff=2\nblack r3c3 r4c3 ratio=3\n"
                + "black r5c5 r5c6\nx r6c1 r6c2\nv r1c5 r1c6\ngt r1c1 A r6c6 B\nequal B r2c5\nnegative kropki black xv\n"
                + "negative white\nnonconsecutive\n");
        Puzzle back = Parse.puzzle(NativeWriter.write(p));
        assertEquals(p, back);
        assertEquals(11, back.rules().size());
    }

    @Test
    void rejectsMarksBetweenCellsThatDoNotTouch() {
        Parse.error("size 4\nwhite r1c1 r2c2\n", "test:2:12", "r1c1 and r2c2 are not orthogonally adjacent");
        Parse.error("size 4\nblack r1c1 r1c3\n", "test:2:12", "not orthogonally adjacent");
        Parse.error("size 6\nx r1c1 r1c1\n", "test:2:8", "not orthogonally adjacent");
        Parse.error("size 4\nv r1c1 r3c1\n", "test:2:8", "not orthogonally adjacent");
    }

    @Test
    void rejectsImpossibleDifferencesRatiosAndSums() {
        Parse.error("size 4\nwhite r1c1 r1c2 diff=0\n", "test:2:17", "diff 0 is impossible");
        // A mark no two digits satisfy is a clue that never holds (no solution), not a malformed line.
        Parse.neverHolds("size 4\nwhite r1c1 r1c2 diff=4\n", "white r1c1 r1c2 diff=4", "no two different digits 1..4 differ by 4");
        Parse.error("size 4\nblack r1c1 r1c2 ratio=1\n", "test:2:17", "ratio 1 is impossible");
        Parse.neverHolds("size 4\nblack r1c1 r1c2 ratio=5\n", "black r1c1 r1c2 ratio=5", "stand in ratio 1:5");
        Parse.neverHolds("size 5\nx r1c1 r1c2\n", "x r1c1 r1c2", "no two different digits 1..5 add up to 10");
        Parse.neverHolds("size 2\nboxes none\nv r1c1 r1c2\n", "v r1c1 r1c2", "add up to 5");
        // Without houses two neighbours may hold the same digit: 5+5 makes an X on 0..5.
        assertEquals(List.of(new XvMark(c(1, 1), c(1, 2), 10)), Parse.puzzle("size 6\nvalues 0..5\nraw\nx r1c1 r1c2\n").rules());
        Parse.neverHolds("size 6\nvalues 0..5\nx r1c1 r1c2\n", "x r1c1 r1c2", "no two different digits 0..5 add up to 10");
        Parse.error("size 4\nwhite r1c1 r1c2 diff=two\n", "test:2:17", "needs an integer");
    }

    @Test
    void rejectsMalformedWords() {
        Parse.error("size 4\nwhite r1c1\n", "test:2:1", "missing second cell");
        Parse.error("size 4\nwhite r1c1 r1c2 r1c3\n", "test:2:17", "unexpected 'r1c3'");
        Parse.error("size 4\nwhite r1c1 r1c2 ratio=2\n", "test:2:17", "unknown option 'ratio'");
        Parse.error("size 4\nblack r1c1-r1c2 r2c1\n", "test:2:7", "expected a single cell");
        Parse.error("size 4\nx r1c5 r1c4\n", "test:2:3", "column 5 is outside the grid");
    }

    @Test
    void rejectsMalformedNegatives() {
        Parse.error("size 4\nnegative\n", "test:2:1", "missing a kind");
        Parse.error("size 4\nnegative white dots\n", "test:2:16", "expected a kind (white, black, kropki, xv, v, x), found 'dots'");
        Parse.error("size 4\nnegative xv XV\n", "test:2:13", "xv is listed twice");
        Parse.error("size 4\nnonconsecutive white\n", "test:2:16", "unexpected 'white'");
    }

    @Test
    void rejectsMalformedChainsAndEqualities() {
        Parse.error("size 4\ngt r1c1\n", "test:2:1", "needs at least two terms");
        Parse.error("size 4\ngt r1c1 r2c2 r1c1\n", "test:2:14", "r1c1 appears twice");
        Parse.error("size 4\ngt r1c1 B\n", "test:2:9", "expected a term (a cell like r1c2 or a declared extra cell), found 'B'");
        Parse.error("size 4\ngt r1c1 r1c2 r2c1 r2c2 r3c3\n", "test:2:1", "the chain cannot hold: r1c1 would have to be at least 5");
        Parse.error("size 4\nvar A 1..1\ngt r1c1 A r2c2\n", "test:3:1", "A would have to be at least 2 but its values are 1..1");
        Parse.error("size 4\nequal r1c1 r1c1\n", "test:2:12", "r1c1 is compared with itself");
        Parse.error("size 4\nvar T 10..20\nequal r1c1 T\n", "test:3:12", "have no value in common");
        Parse.error("size 4\nequal r1c1\n", "test:2:1", "missing the second term");
    }

    @Test
    void symbolRowsStartingWithXOrVStayInTheRegionBlock() {
        Puzzle p = Parse.puzzle("size 4\nregions\nX X V V\nX X V V\nW W Y Y\nW W Y Y\nv r1c1 r1c2\n");
        assertEquals(Layout.Kind.JIGSAW, p.layout().kind());
        assertEquals(List.of(new XvMark(c(1, 1), c(1, 2), 5)), p.rules());
    }

    private static final int[] GRID = {1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1};

    private static Solution grid(int... digits) {
        return Solution.ofDigits(Layout.standard((int) Math.round(Math.sqrt(digits.length))), digits);
    }

    @Test
    void checksRejectBrokenDotsAndMarks() {
        Solution s = grid(GRID);
        assertNull(new WhiteDot(c(1, 1), c(1, 2), 1).violation(s));
        assertNotNull(new WhiteDot(c(1, 2), c(2, 2), 1).violation(s));
        assertNull(new WhiteDot(c(1, 2), c(2, 2), 2).violation(s));
        assertNull(new BlackDot(c(1, 1), c(1, 2), 2).violation(s));
        assertNull(new BlackDot(c(2, 1), c(1, 1), 3).violation(s));
        assertNotNull(new BlackDot(c(1, 2), c(1, 3), 2).violation(s));
        assertNull(new XvMark(c(1, 1), c(1, 2), 5).violation(grid(1, 4, 4, 1)));
        assertNotNull(new XvMark(c(1, 3), c(1, 4), 5).violation(s));
        assertNull(new XvMark(c(1, 1), c(2, 1), 5).violation(grid(1, 2, 4, 3)));
        String msg = new XvMark(c(1, 1), c(1, 2), 10).violation(grid(1, 2, 4, 3));
        assertTrue(msg.contains("r1c1 and r1c2 hold 1 and 2, which do not add up to 10"), msg);
    }

    @Test
    void checksRejectBrokenChainsAndEqualities() {
        Solution s = new Solution(Layout.standard(4), GRID, Map.of("A", 3), null);
        GreaterChain chain = new GreaterChain(List.of(Term.of(c(1, 4)), Term.of("A"), Term.of(c(1, 2))));
        assertNull(chain.violation(s));
        GreaterChain broken = new GreaterChain(List.of(Term.of(c(1, 4)), Term.of(c(2, 2)), Term.of(c(1, 1))));
        assertEquals("r1c4 = 4 is not greater than r2c2 = 4", broken.violation(s));
        assertNull(new EqualTerms(Term.of("A"), Term.of(c(1, 3))).violation(s));
        assertNotNull(new EqualTerms(Term.of("A"), Term.of(c(1, 1))).violation(s));
    }

    @Test
    void negativeWhiteExemptsExactlyThePairsWithAWhiteDot() {
        Solution s = grid(GRID); // r1c1-r1c2 (1,2), r1c2-r1c3 (2,3), r1c3-r1c4 (3,4) and more are consecutive
        Negative rule = Negative.nonconsecutive();
        assertNotNull(rule.violation(s, List.of(rule)));
        List<int[]> consecutive = consecutivePairs(s);
        List<dev.satdoku.rules.Rule> rules = new java.util.ArrayList<>(List.of(rule));
        for (int[] e : consecutive.subList(1, consecutive.size())) {
            rules.add(new WhiteDot(Cell.ofIndex(e[0], 4), Cell.ofIndex(e[1], 4), 1));
        }
        String msg = rule.violation(s, rules);
        assertNotNull(msg, "one consecutive pair is left without a dot");
        assertTrue(msg.startsWith(Cell.ofIndex(consecutive.get(0)[0], 4) + " and "), msg);
        rules.add(new WhiteDot(Cell.ofIndex(consecutive.get(0)[1], 4), Cell.ofIndex(consecutive.get(0)[0], 4), 1));
        assertNull(rule.violation(s, rules), "every consecutive pair has a dot, written in either order");
        // A black dot lifts the white constraint too (f-puzzles and Rangsk exempt a pair with a dot of
        // either colour); an X or V does not.
        List<dev.satdoku.rules.Rule> blackOnly = List.of(rule, new BlackDot(c(1, 1), c(1, 2), 2));
        assertFalse(rule.violation(s, blackOnly).startsWith("r1c1 and r1c2"), "the black dot exempts r1c1-r1c2");
        List<dev.satdoku.rules.Rule> vOnly = List.of(rule, new XvMark(c(1, 1), c(1, 2), 5));
        assertTrue(rule.violation(s, vOnly).startsWith("r1c1 and r1c2"), "a V does not exempt r1c1-r1c2");
    }

    private static List<int[]> consecutivePairs(Solution s) {
        List<int[]> out = new java.util.ArrayList<>();
        for (Edge e : Edge.all(s.layout().rows(), s.layout().cols())) {
            if (Math.abs(s.digit(e.first()) - s.digit(e.second())) == 1) {
                out.add(new int[] {e.first().index(4), e.second().index(4)});
            }
        }
        return out;
    }

    @Test
    void negativeBlackUsesTheRatiosOfThePuzzlesBlackDots() {
        Negative rule = Negative.of(NegativeKind.BLACK);
        // 6x6, row 1 = 1 3 5 6 4 2 (1:3 at r1c1-r1c2, 1:2 at r1c5-r1c6), every other cell 5: no other pair
        // is in ratio 2 or 3.
        int[] digits = new int[36];
        java.util.Arrays.fill(digits, 5);
        System.arraycopy(new int[] {1, 3, 5, 6, 4, 2}, 0, digits, 0, 6);
        Solution s = grid(digits);
        assertTrue(rule.violation(s, List.of(rule)).startsWith("r1c5 and r1c6 hold 4 and 2: in ratio 1:2 without a black dot"),
                "no black dots: the ratio is 2");
        BlackDot elsewhere = new BlackDot(c(6, 5), c(6, 6), 3);
        assertTrue(rule.violation(s, List.of(rule, elsewhere)).startsWith("r1c1 and r1c2 hold 1 and 3: in ratio 1:3 without"),
                "the puzzle's only ratio is 3, so 1:3 is forbidden and 1:2 allowed");
        BlackDot onPair = new BlackDot(c(1, 2), c(1, 1), 3);
        assertNull(rule.violation(s, List.of(rule, elsewhere, onPair)), "a dot on the pair, written either way round, exempts it");
        String both = rule.violation(s, List.of(rule, elsewhere, onPair, new BlackDot(c(6, 1), c(6, 2), 2)));
        assertTrue(both.startsWith("r1c5 and r1c6 hold 4 and 2: in ratio 1:2 or 1:3 without"), both);
    }

    @Test
    void negativeKropkiExemptsPairsWithEitherDot() {
        Negative rule = Negative.of(NegativeKind.KROPKI);
        Solution s = grid(1, 2, 4, 3, 3, 4, 2, 1, 2, 1, 3, 4, 4, 3, 1, 2);
        String msg = rule.violation(s, List.of(rule));
        assertTrue(msg.startsWith("r1c1 and r1c2 hold 1 and 2"), msg);
        List<dev.satdoku.rules.Rule> rules = new java.util.ArrayList<>(List.of(rule));
        for (Edge e : Edge.all(4, 4)) {
            int x = s.digit(e.first());
            int y = s.digit(e.second());
            if (Math.abs(x - y) == 1) {
                rules.add(new WhiteDot(e.first(), e.second(), 1));
            } else if (x == 2 * y || y == 2 * x) {
                rules.add(new BlackDot(e.first(), e.second(), 2));
            }
        }
        assertNull(rule.violation(s, rules));
        // Swapping the kind of one dot still exempts its pair, under kropki and under white and black alike.
        rules.set(1, new BlackDot(((WhiteDot) rules.get(1)).a(), ((WhiteDot) rules.get(1)).b(), 2));
        assertNull(rule.violation(s, rules));
        assertNull(Negative.of(NegativeKind.WHITE, NegativeKind.BLACK).violation(s, rules));
        // An X or V in place of a dot exempts nothing here.
        rules.set(1, new XvMark(((BlackDot) rules.get(1)).a(), ((BlackDot) rules.get(1)).b(), 5));
        assertNotNull(rule.violation(s, rules));
    }

    @Test
    void negativeXvExemptsMarkedPairs() {
        Negative rule = Negative.of(NegativeKind.XV);
        Solution s = grid(1, 4, 2, 3, 2, 3, 4, 1, 3, 1, 4, 2, 4, 2, 1, 3);
        String msg = rule.violation(s, List.of(rule));
        assertTrue(msg.startsWith("r1c1 and r1c2 hold 1 and 4: adding up to 5 or 10 without an X or V"), msg);
        List<dev.satdoku.rules.Rule> rules = new java.util.ArrayList<>(List.of(rule));
        for (Edge e : Edge.all(4, 4)) {
            if (s.digit(e.first()) + s.digit(e.second()) == 5) {
                rules.add(new XvMark(e.second(), e.first(), 5));
            }
        }
        assertNull(rule.violation(s, rules));
        assertNotNull(rule.violation(s, rules.subList(0, rules.size() - 1)));
    }
}
