package dev.satdoku.format.sudokupad;

import dev.satdoku.format.sudokupad.SclDrawing.Element;
import dev.satdoku.format.sudokupad.SclReading.Sentence;
import dev.satdoku.rules.Lines;
import dev.satdoku.rules.sum.Cage;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.IntPredicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * Cages without a printed total whose total belongs to a set the rules text names ("digits in a cage sum
 * to a prime number"), possibly with all cage totals different ("no two cages sum to the same prime").
 * Each cage gets a declared variable for its total, narrowed to the set's members its cells can reach;
 * different totals are one {@code distinct} over those variables. Digits in a cage are distinct, as in
 * every killer cage, unless the text lets them repeat; then a cage may have more cells than digits.
 */
final class SclCageTotals {

    /** The sets of totals setters name, and the words that name them. */
    enum TotalSet {
        PRIME("prime", SclCageTotals::prime),
        SQUARE("square", t -> Math.round(Math.sqrt(t)) * Math.round(Math.sqrt(t)) == t);

        final String word;
        final IntPredicate member;

        TotalSet(String word, IntPredicate member) {
            this.word = word;
            this.member = member;
        }
    }

    private static final String SET_WORD = "(prime|square|perfect square)";

    /** Cage totals from a set: "sum to a prime", "the sum of its digits is a prime", "totals are prime", "a prime total". */
    private static final String SET_TOTAL = "\\b(sums?|adds?|add up|adds up|totals?)\\b([^.]{0,40}?\\b(to|is|are|be|equals?))?( always)?"
            + "( an?| the)? " + SET_WORD + "( numbers?)?s?\\b|\\b" + SET_WORD + "( numbers?)? (sums?|totals?)\\b";

    /** "no two cages sum to the same prime", "all cage totals are different", "different primes". */
    private static final String DIFFERENT_TOTALS = "no two cages?[^.]{0,40}\\b(same|equal)\\b( \\w+)?"
            + "|(cage )?(totals?|sums?)[^.]{0,30}\\b(all )?(different|distinct|unique)\\b"
            + "|\\b(different|distinct|unique) (totals|sums|primes|squares)\\b";

    /** A sentence giving cage totals from a set. */
    static final String WORDS = SET_TOTAL;

    /** A sentence with such a total must speak of cages. */
    static final String REQUIRES = "\\bcages?\\b";

    private static final Pattern DIFFERENT = Pattern.compile(DIFFERENT_TOTALS, Pattern.CASE_INSENSITIVE);

    private static final Pattern SET = Pattern.compile(SET_TOTAL, Pattern.CASE_INSENSITIVE);

    private TotalSet set;
    private boolean repeats;
    private boolean different;
    private final List<String> names = new ArrayList<>();

    /** The sentence with what this reading states blanked out, for the test for twists the catalogue cannot state. */
    static String withoutStated(String text, boolean named) {
        return named ? DIFFERENT.matcher(SET.matcher(text).replaceAll(" ")).replaceAll(" ") : text;
    }

    /**
     * Binds cages without a total to the set a usable sentence names; null when no sentence names one.
     * A sentence saying that cage totals differ (any sentence, since its words may name the set again) makes
     * them all different.
     *
     * @param repeatsSentence the sentence letting digits in cages repeat, or null
     */
    String bind(List<Sentence> usable, List<Sentence> all, Sentence repeatsSentence) {
        Sentence from = null;
        for (Sentence s : usable) {
            Matcher m = SET.matcher(s.text);
            if (from == null && s.meanings.containsKey(SclReading.Meaning.TOTALSET) && m.find()) {
                set = m.group().toLowerCase(Locale.ROOT).contains("square") ? TotalSet.SQUARE : TotalSet.PRIME;
                from = s;
            }
        }
        if (from == null) {
            return null;
        }
        from.used = true;
        // "no two cages sum to the same prime" is read here, even in a sentence of its own that names the set again
        for (Sentence s : all) {
            if (DIFFERENT.matcher(s.text).find() && Pattern.compile(REQUIRES, Pattern.CASE_INSENSITIVE).matcher(s.text).find()) {
                different = true;
                s.used = true;
            }
        }
        repeats = repeatsSentence != null;
        if (repeats) {
            repeatsSentence.used = true;
        }
        return from.quote() + (repeats ? " and " + repeatsSentence.quote() : "");
    }

    boolean repeats() {
        return repeats;
    }

    /**
     * One cage's lines: its total as a variable of the set's members within reach, and the cage (or, with
     * repeats, the plain sum) adding up to it. A cage no member of the set fits is added to {@code unread}.
     */
    List<String> lines(Element e, int n, List<String> unread) {
        if (set == null) {
            unread.add("the " + e.kind() + " at " + e.path() + " (the text names no set its total is from)");
            return List.of();
        }
        int k = e.cells().size();
        if (!repeats && k > n) {
            unread.add("the " + e.kind() + " at " + e.path() + " (" + k + " distinct digits of 1.." + n + " do not exist)");
            return List.of();
        }
        int lo = repeats ? k : Cage.minTotal(k, 1);
        int hi = repeats ? k * n : Cage.maxTotal(k, n);
        List<Integer> members = IntStream.rangeClosed(lo, hi).filter(set.member).boxed().toList();
        if (members.isEmpty()) {
            unread.add("the " + e.kind() + " at " + e.path() + " (no " + set.word + " total within " + lo + ".." + hi + ")");
            return List.of();
        }
        String name = "CAGE" + (names.size() + 1);
        names.add(name);
        String cells = Lines.join(e.cells());
        return List.of("var " + name + " " + lo + ".." + hi,
                "candidates " + name + " digits=" + members.stream().map(String::valueOf).collect(Collectors.joining(",")),
                (repeats ? "sum " : "cage ") + name + " " + cells);
    }

    /** After every cage: their totals all different, when the text says so. */
    List<String> closing() {
        return different && names.size() > 1 ? List.of("distinct " + String.join(" ", names)) : List.of();
    }

    /** What the reading says of the set ("prime"), for the summary. */
    String describe() {
        return set == null ? "" : set.word + (different ? ", all different" : "") + (repeats ? ", digits may repeat" : "");
    }

    private static boolean prime(int t) {
        if (t < 2) {
            return false;
        }
        for (int d = 2; d * d <= t; d++) {
            if (t % d == 0) {
                return false;
            }
        }
        return true;
    }
}
