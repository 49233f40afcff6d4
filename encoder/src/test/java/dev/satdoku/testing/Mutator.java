package dev.satdoku.testing;

import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A small mutation-based input generator for the parser fuzz tests: it takes valid seed inputs
 * (instances, format examples) and breaks them the ways real input breaks — flipped characters,
 * truncation, duplicated or deleted slices, two seeds spliced together, numbers replaced by boundary
 * values, deep nesting for JSON — so that every code path behind the format detection is reached with
 * almost-valid text. Deterministic for a given {@link Random}.
 */
public final class Mutator {

    /** Numbers that break arithmetic: zero, negatives, int/long boundaries, far beyond any grid. */
    public static final List<String> BOUNDARY_NUMBERS = List.of("0", "-1", "1", "-0", "25", "26", "100", "65536",
            "2147483647", "2147483648", "-2147483648", "-2147483649", "9223372036854775807", "9223372036854775808",
            "1000000000000", "1e309", "-1e309", "NaN", "0.5", "1e3", "0x10", "99999999999999999999999999999999");

    /** Pieces that have meaning in some supported format, so mutations reach deeper than the tokenizer. */
    private static final List<String> TOKENS = List.of("r1c1", "r0c0", "r26c1", "R1C1", "r1c1-r1c9", "|", ":", "~", "_", ",",
            "{", "}", "[", "]", "\"", "\\", "null", "true", "\"cells\":", "\"value\":", "size ", "boxes ", "cage ", "thermo ",
            "arrow ", "givens\n", "regions\n", "\n", "\t", "#", ".", "..", "0", "=", "diff=", "ratio=", "digits=", "\u00e9",
            "\uD83D\uDE00", "\r", "\u0000", "v ", "s SATISFIABLE\n", "p cnf ", "-", "x", "dr", "ul");

    private final Random rnd;

    public Mutator(Random rnd) {
        this.rnd = rnd;
    }

    /** One to three mutations of a random seed (sometimes spliced with another seed). */
    public String mutate(List<String> seeds) {
        String s = seeds.get(rnd.nextInt(seeds.size()));
        int rounds = 1 + rnd.nextInt(3);
        for (int i = 0; i < rounds; i++) {
            s = once(s, seeds);
        }
        return s;
    }

    private String once(String s, List<String> seeds) {
        return switch (rnd.nextInt(11)) {
            case 0 -> flipChar(s);
            case 1 -> truncate(s);
            case 2 -> duplicateSlice(s);
            case 3 -> deleteSlice(s);
            case 4 -> splice(s, seeds.get(rnd.nextInt(seeds.size())));
            case 5, 6 -> replaceNumber(s);
            case 7 -> insert(s, TOKENS.get(rnd.nextInt(TOKENS.size())));
            case 8 -> deepNesting(s);
            case 9 -> swapLines(s);
            default -> insert(s, BOUNDARY_NUMBERS.get(rnd.nextInt(BOUNDARY_NUMBERS.size())));
        };
    }

    private int pos(String s) {
        return s.isEmpty() ? 0 : rnd.nextInt(s.length() + 1);
    }

    private String flipChar(String s) {
        if (s.isEmpty()) {
            return String.valueOf((char) rnd.nextInt(128));
        }
        int i = rnd.nextInt(s.length());
        char c = rnd.nextInt(4) == 0 ? (char) rnd.nextInt(0x3000) : (char) (s.charAt(i) ^ (1 << rnd.nextInt(7)));
        return s.substring(0, i) + c + s.substring(i + 1);
    }

    private String truncate(String s) {
        return s.substring(0, pos(s));
    }

    private String duplicateSlice(String s) {
        int a = pos(s);
        int b = Math.min(s.length(), a + rnd.nextInt(200));
        String slice = s.substring(a, b);
        int times = rnd.nextInt(8) == 0 ? 50 : 1 + rnd.nextInt(3);
        return s.substring(0, b) + slice.repeat(times) + s.substring(b);
    }

    private String deleteSlice(String s) {
        int a = pos(s);
        int b = Math.min(s.length(), a + 1 + rnd.nextInt(40));
        return s.substring(0, a) + s.substring(b);
    }

    /** The head of one seed and the tail of another: mixes formats and half documents. */
    private String splice(String s, String other) {
        return s.substring(0, pos(s)) + other.substring(pos(other));
    }

    private static final Pattern NUMBER = Pattern.compile("-?\\d+");

    private String replaceNumber(String s) {
        Matcher m = NUMBER.matcher(s);
        int count = 0;
        while (m.find()) {
            count++;
        }
        if (count == 0) {
            return insert(s, BOUNDARY_NUMBERS.get(rnd.nextInt(BOUNDARY_NUMBERS.size())));
        }
        int target = rnd.nextInt(count);
        m.reset();
        for (int i = 0; i <= target; i++) {
            m.find();
        }
        return s.substring(0, m.start()) + BOUNDARY_NUMBERS.get(rnd.nextInt(BOUNDARY_NUMBERS.size())) + s.substring(m.end());
    }

    private String insert(String s, String piece) {
        int p = pos(s);
        return s.substring(0, p) + piece + s.substring(p);
    }

    /** Thousands of nested brackets: a recursive descent parser without a depth limit overflows its stack. */
    private String deepNesting(String s) {
        int depth = rnd.nextBoolean() ? 100 : 5000 + rnd.nextInt(20000);
        String open = rnd.nextBoolean() ? "[" : "{\"a\":";
        String close = open.equals("[") ? "]" : "}";
        int p = pos(s);
        return s.substring(0, p) + open.repeat(depth) + "1" + close.repeat(rnd.nextBoolean() ? depth : 0) + s.substring(p);
    }

    private String swapLines(String s) {
        String[] lines = s.split("\n", -1);
        if (lines.length < 2) {
            return flipChar(s);
        }
        int a = rnd.nextInt(lines.length);
        int b = rnd.nextInt(lines.length);
        String t = lines[a];
        lines[a] = lines[b];
        lines[b] = t;
        return String.join("\n", lines);
    }
}
