package dev.satdoku.cnf;

/**
 * Literals are DIMACS integers: variable v is {@code v}, its negation {@code -v}. Two sentinels stand
 * for constants so that encodings can ask for "x >= 1" or "x = 12" on a 1..9 domain without special
 * cases; clause sinks drop false literals and satisfied clauses that contain them.
 */
public final class Lits {

    public static final int TRUE = Integer.MAX_VALUE;
    public static final int FALSE = -Integer.MAX_VALUE;

    private Lits() {
    }

    public static boolean isConstant(int lit) {
        return lit == TRUE || lit == FALSE;
    }

    public static int of(boolean value) {
        return value ? TRUE : FALSE;
    }

    public static int var(int lit) {
        return Math.abs(lit);
    }
}
