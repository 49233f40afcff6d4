package dev.satdoku.encoding.sum;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.cnf.Cnf;
import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encode.PuzzleEncoder;
import dev.satdoku.format.NativeParser;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * {@code --sum cagedigits}: the table of digit sets plus, per digit, "some cell holds it or a set
 * without it is chosen". A 3-cell cage of 8 is {1,2,5} or {1,3,4}: 1 is in both, so the clause for 1
 * has no selector and says outright that a cell holds 1, which unit propagation cannot get from the
 * plain table (that needs a case split over the two sets). Whether the encoding admits exactly the
 * right digits is checked exhaustively with every sum encoding in the sat module (RuleEquivalence).
 */
class CageDigitsClausesTest {

    private static final String CAGE = "size 9\ncage 8 r1c1 r1c2 r1c3\n";

    private static Set<Set<String>> clauses(SumEncoding sum) {
        EncodingOptions o = EncodingOptions.DEFAULTS.with(EncodingOptions.SUM, sum).with(EncodingOptions.SIMPLIFY, false)
                .with(EncodingOptions.IMPLIED_SUMS, dev.satdoku.encoding.ImpliedSums.NONE);
        Cnf cnf = PuzzleEncoder.encode(NativeParser.parse(CAGE, "test"), o).cnf();
        Set<Set<String>> out = new HashSet<>();
        for (int c = 0; c < cnf.clauseCount(); c++) {
            Set<String> clause = new HashSet<>();
            for (int p = cnf.start(c); p < cnf.end(c); p++) {
                int lit = cnf.lit(p);
                clause.add((lit < 0 ? "-" : "") + cnf.vars().name(Math.abs(lit)));
            }
            out.add(clause);
        }
        return out;
    }

    @Test
    void aDigitEverySetNeedsIsPlacedInTheCage() {
        Set<String> one = Set.of("r1c1=1", "r1c2=1", "r1c3=1");
        assertTrue(clauses(SumEncoding.CAGEDIGITS).contains(one));
        assertFalse(clauses(SumEncoding.TABLE).contains(one), "the plain table has no such clause: the lever would add nothing");
    }

    @Test
    void aDigitSomeSetsLackComesWithTheSelectorsOfThoseSets() {
        // 2 is only in {1,2,5}: the clause for 2 is "a cell holds 2, or the set {1,3,4} is chosen".
        List<Set<String>> forTwo = new ArrayList<>();
        for (Set<String> c : clauses(SumEncoding.CAGEDIGITS)) {
            // All positive: the table's own "set {1,2,5} chosen -> a cell holds 2" has a negated selector.
            if (c.containsAll(Set.of("r1c1=2", "r1c2=2", "r1c3=2")) && c.size() == 4 && c.stream().noneMatch(l -> l.startsWith("-"))) {
                forTwo.add(c);
            }
        }
        assertEquals(1, forTwo.size(), forTwo.toString());
        assertTrue(forTwo.get(0).stream().anyMatch(l -> l.contains("[1, 3, 4]")), forTwo.toString());
    }
}
