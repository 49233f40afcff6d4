package dev.satdoku.rules.relation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.sat.RuleEquivalence;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The regex line's CNF admits exactly the value strings that java.util.regex matches (the rule's
 * check), exhaustively over short lines of small grids, for patterns using every operator; and the
 * automaton alone agrees with java.util.regex on every string up to a length.
 */
class RegexLineEncodingTest {

    private static final List<String> PATTERNS = List.of("1[2-4]*", "(12|3)+4?", "[^1-2].{1,2}", "(1|2)*3(4|1)*", "4{2}|.{3,}",
            "(2[13])*|3", "[1-3]{2,3}4?", "1?2?3?4?", "(1*2)+", "()|4+", "(|1)(2|)(3|4)", "[24]{0,}1", "A|1[a-c]?", ".*(12|21).*",
            "(((1)))|((2)3)", "[^4]+", "2{0}1");

    private static final List<Cell> LINE = List.of(Cell.of1(1, 1), Cell.of1(1, 2), Cell.of1(2, 4), Cell.of1(3, 3));

    @Test
    void theCnfAdmitsExactlyTheMatchesOfJavaRegex() {
        for (String p : PATTERNS) {
            for (int length : new int[] {1, 3, 4}) {
                List<Cell> line = LINE.subList(0, length);
                RuleEquivalence.assertExact(Layout.standard(4), List.of(new RegexLine(p, line)), line, RuleEquivalence.amoVariants());
            }
        }
    }

    @Test
    void aLineThatComesBackToACellAndAPatternNothingMatches() {
        List<Cell> back = List.of(Cell.of1(1, 1), Cell.of1(1, 2), Cell.of1(1, 1));
        RuleEquivalence.assertExact(Layout.standard(4), List.of(new RegexLine("(1|2)[34]2|3.3", back)), back.subList(0, 2),
                RuleEquivalence.amoVariants());
        List<Cell> two = LINE.subList(0, 2);
        RuleEquivalence.assertExact(Layout.standard(4), List.of(new RegexLine("1{3}", two)), two, RuleEquivalence.amoVariants());
    }

    /**
     * Unit propagation alone, after fixing one cell, rules out exactly the values of the other cells that
     * no matching line with that cell value uses (the encoding is propagation-complete), and fails
     * exactly when no matching line has that value there.
     */
    @Test
    void unitPropagationRemovesExactlyTheUnsupportedValues() {
        for (String p : List.of("(12|34)*", "1[2-4]*3", ".*(12|21).*", "[^1-2].{1,2}4", "(1*2)+", "(2[13])*|3")) {
            List<Cell> line = LINE;
            dev.satdoku.encode.RuleHarness h = dev.satdoku.encode.RuleHarness.encode(Layout.standard(4), List.of(),
                    List.of(new RegexLine(p, line)), dev.satdoku.encode.EncodingOptions.DEFAULTS);
            Pattern java = Pattern.compile(p);
            for (int fixedAt = 0; fixedAt < line.size(); fixedAt++) {
                for (int fixed = 1; fixed <= 4; fixed++) {
                    boolean[][] supported = new boolean[line.size()][5];
                    boolean any = false;
                    for (int code = 0; code < 256; code++) {
                        int[] v = {code % 4 + 1, code / 4 % 4 + 1, code / 16 % 4 + 1, code / 64 + 1};
                        String text = "" + v[0] + v[1] + v[2] + v[3];
                        if (v[fixedAt] == fixed && java.matcher(text).matches()) {
                            any = true;
                            for (int i = 0; i < 4; i++) {
                                supported[i][v[i]] = true;
                            }
                        }
                    }
                    int[] value = propagate(h.cnf(), h.cellLiteral(line.get(fixedAt), fixed));
                    String what = p + " with " + line.get(fixedAt) + "=" + fixed;
                    assertEquals(!any, value == null, what + ": conflict");
                    for (int i = 0; value != null && i < line.size(); i++) {
                        for (int d = 1; d <= 4; d++) {
                            int lit = h.cellLiteral(line.get(i), d);
                            assertEquals(!supported[i][d], value[lit] < 0, what + ": " + line.get(i) + "=" + d + " ruled out");
                        }
                    }
                }
            }
        }
    }

    /** Unit propagation from one true literal: the value of each variable (1, -1, 0 unknown), or null on a conflict. */
    private static int[] propagate(dev.satdoku.cnf.Cnf cnf, int assumption) {
        int[] value = new int[cnf.numVars() + 1];
        value[Math.abs(assumption)] = Integer.signum(assumption);
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int c = 0; c < cnf.clauseCount(); c++) {
                int unknown = 0;
                int free = 0;
                boolean satisfied = false;
                for (int lit : cnf.clause(c)) {
                    int v = value[Math.abs(lit)] * Integer.signum(lit);
                    if (v > 0) {
                        satisfied = true;
                        break;
                    }
                    if (v == 0) {
                        unknown++;
                        free = lit;
                    }
                }
                if (satisfied) {
                    continue;
                }
                if (unknown == 0) {
                    return null;
                }
                if (unknown == 1) {
                    value[Math.abs(free)] = Integer.signum(free);
                    changed = true;
                }
            }
        }
        return value;
    }

    /** Every string over 0..4 up to length 5, through the automaton and through java.util.regex. */
    @Test
    void theAutomatonAgreesWithJavaRegex() {
        for (String p : PATTERNS) {
            RegexPattern.Dfa dfa = RegexPattern.parse(p).dfa(0, 11);
            Pattern java = Pattern.compile(p.toUpperCase(Locale.ROOT));
            int alphabet = 5;
            for (int length = 0; length <= 5; length++) {
                int[] s = new int[length];
                for (long code = 0; code < Math.pow(alphabet, length); code++) {
                    long c = code;
                    StringBuilder text = new StringBuilder();
                    int state = 0;
                    for (int i = 0; i < length; i++) {
                        s[i] = (int) (c % alphabet);
                        c /= alphabet;
                        int v = s[i] == 4 ? 10 : s[i];
                        text.append(v == 10 ? 'A' : (char) ('0' + v));
                        state = state < 0 ? -1 : dfa.step(state, v);
                    }
                    boolean byDfa = state >= 0 && dfa.accepting()[state];
                    assertEquals(java.matcher(text).matches(), byDfa, p + " on " + text);
                }
            }
        }
    }
}
