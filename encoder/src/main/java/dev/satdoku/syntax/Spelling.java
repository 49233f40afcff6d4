package dev.satdoku.syntax;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * "Did you mean" for every misspelt word satdoku meets: rule keywords, command names, option names.
 * Words are compared by edit distance with transpositions counted as one edit (optimal string
 * alignment), since swapped neighbours ("sovle") are the commonest typing slip and plain Levenshtein
 * counts them as two.
 */
public final class Spelling {

    private Spelling() {
    }

    /**
     * The known words nearest to {@code word} (all at the same, least distance, in the order given),
     * at most {@code limit} of them, none if even the nearest is more than {@link #tolerance} edits
     * away; case is ignored.
     */
    public static List<String> closest(String word, Collection<String> known, int limit) {
        String w = word.toLowerCase(Locale.ROOT);
        int max = tolerance(w);
        record Scored(String name, int distance, int order) {
        }
        List<Scored> scored = new ArrayList<>();
        int order = 0;
        for (String name : known) {
            int d = distance(w, name.toLowerCase(Locale.ROOT));
            if (d <= max) {
                scored.add(new Scored(name, d, order));
            }
            order++;
        }
        int least = scored.stream().mapToInt(Scored::distance).min().orElse(0);
        return scored.stream().filter(s -> s.distance() == least).sorted(Comparator.comparingInt(Scored::order))
                .map(Scored::name).distinct().limit(limit).toList();
    }

    /** Edits allowed for a word of this length: short words are too alike at distance 2 to be a hint. */
    static int tolerance(String word) {
        return word.length() <= 3 ? 1 : 2;
    }

    /** Insertions, deletions, substitutions and swaps of adjacent characters turning {@code a} into {@code b}. */
    public static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                int best = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    best = Math.min(best, d[i - 2][j - 2] + 1);
                }
                d[i][j] = best;
            }
        }
        return d[a.length()][b.length()];
    }
}
