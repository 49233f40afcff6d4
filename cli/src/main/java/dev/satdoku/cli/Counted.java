package dev.satdoku.cli;

/**
 * A number with its noun, singular for one ("1 rule", "2 rules", "0 rules"): the one place the
 * command line's text forms a plural, so no output says "1 solver calls".
 */
final class Counted {

    private Counted() {
    }

    /** {@code n} and the noun, plural by adding "s". */
    static String of(long n, String noun) {
        return of(n, noun, noun + "s");
    }

    /** {@code n} and the noun, with a plural that is not the noun plus "s". */
    static String of(long n, String noun, String plural) {
        return n + " " + (n == 1 ? noun : plural);
    }

    /** The verb agreeing with {@code n}: "was" or "were", "makes" or "make". */
    static String verb(long n, String one, String many) {
        return n == 1 ? one : many;
    }
}
