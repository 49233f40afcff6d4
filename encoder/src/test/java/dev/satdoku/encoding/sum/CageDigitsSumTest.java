package dev.satdoku.encoding.sum;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.encoding.PropagatingCnf;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * What the digit literals of {@code sum=digits} add to the table: unit propagation places a digit that
 * every remaining digit set of a cage shares when only one cell can still take it, where the table alone
 * waits for branching. (That both allow the same assignments is checked exhaustively, for every sum
 * encoding, by SumEncodingsExhaustiveTest.)
 */
class CageDigitsSumTest {

    /** A cell over 1..9: one direct variable per digit, exactly one true. */
    private static int cell(PropagatingCnf cnf, String name) {
        int base = cnf.newVars(9, off -> name + "=" + (off + 1));
        for (int i = 0; i < 9; i++) {
            for (int j = i + 1; j < 9; j++) {
                cnf.clause(-(base + i), -(base + j));
            }
        }
        cnf.clause(IntStream.range(0, 9).map(i -> base + i).toArray());
        return base;
    }

    private static Operand operand(String name, int base) {
        return Operand.range(name, 1, 9, v -> base + v - 1, v -> {
            throw new AssertionError("the table and the digit literals use no order literals");
        });
    }

    /**
     * A cage of 15 in three cells with a in {1,2,9}, b in {4,5}, c in {1,2,4,5}: the only solutions are
     * 9+4+2 and 9+5+1, so every remaining digit set holds 9, and only a can take it. Returns the value
     * unit propagation gives the literal [a = 9] (1 true, 0 open), or -2 on a conflict.
     */
    private static int propagatedA9(SumEncoding encoding) {
        PropagatingCnf cnf = new PropagatingCnf();
        int a = cell(cnf, "a");
        int b = cell(cnf, "b");
        int c = cell(cnf, "c");
        encoding.algorithm().encode(List.of(operand("a", a), operand("b", b), operand("c", c)), Operand.constant(15), true,
                cnf, "cage");
        int[] value = new int[cnf.vars.size() + 1];
        List<Integer> ruledOut = new ArrayList<>();
        for (int d = 1; d <= 9; d++) {
            if (d != 1 && d != 2 && d != 9) {
                ruledOut.add(a + d - 1);
            }
            if (d != 4 && d != 5) {
                ruledOut.add(b + d - 1);
            }
            if (d != 1 && d != 2 && d != 4 && d != 5) {
                ruledOut.add(c + d - 1);
            }
        }
        ruledOut.forEach(v -> value[v] = -1);
        return cnf.propagate(value) ? value[a + 8] : -2;
    }

    @Test
    void aDigitEverySetSharesIsPlacedInTheOnlyCellThatCanTakeIt() {
        assertEquals(1, propagatedA9(SumEncoding.DIGITS), "the digit literals place 9 in a");
    }

    @Test
    void theTableAloneDoesNotSoTheCheckCanFail() {
        assertEquals(0, propagatedA9(SumEncoding.TABLE), "control: the table alone leaves [a = 9] open");
    }

    @Test
    void repeatAllowedSumsGetTheTableOnly() {
        PropagatingCnf withDigits = new PropagatingCnf();
        PropagatingCnf table = new PropagatingCnf();
        for (PropagatingCnf cnf : List.of(withDigits, table)) {
            int a = cell(cnf, "a");
            int b = cell(cnf, "b");
            (cnf == withDigits ? SumEncoding.DIGITS : SumEncoding.TABLE).algorithm()
                    .encode(List.of(operand("a", a), operand("b", b)), Operand.constant(10), false, cnf, "sum");
        }
        assertEquals(table.vars.size(), withDigits.vars.size());
        assertEquals(table.clauses.size(), withDigits.clauses.size());
        assertTrue(table.clauses.size() > 0);
    }
}
