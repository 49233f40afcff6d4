package dev.satdoku.format.sudokupad;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Lines whose kind the solver determines ("each grey line is either a German whisper, a region sum line
 * or a renban"), as the catalogue's {@code or}: each line one group per kind it may be. When the text
 * also says how many lines there are of each kind ("exactly 2 lines of each type"), the lines are one
 * {@code or} over every assignment of kinds to lines with those counts, each group stating every line's
 * rule: a grid counts once whatever assignment fits it, as the puzzle means.
 */
final class SclLineChoices {

    /** "either", "one of": a sentence that names several kinds for one line states a choice. */
    static final Pattern EITHER = Pattern.compile("\\beither\\b|\\bone of\\b", Pattern.CASE_INSENSITIVE);
    /** "exactly 2 lines of each type", "each kind appears on exactly two lines". */
    private static final Pattern EACH_COUNT = Pattern.compile("exactly " + SclReading.COUNT_WORD + " (\\w+ )?(lines? )?(of each|per|for each) "
            + "(type|kind|sort)|(each|every) (type|kind|sort)[^.]{0,40}exactly " + SclReading.COUNT_WORD, Pattern.CASE_INSENSITIVE);
    /** "the solver has to determine the nature of each line": the choice itself, restated. */
    static final Pattern DETERMINE = Pattern.compile("determine (the )?(nature|type|kind|identity|rule) of (each|every|the|all)",
            Pattern.CASE_INSENSITIVE);
    /** "there are 6 grey lines": how many lines the drawing has. */
    static final Pattern THERE_ARE = Pattern.compile("there are " + SclReading.COUNT_WORD + " \\w+ lines", Pattern.CASE_INSENSITIVE);
    /** More assignments than this are not written out: the or would be too large to encode. */
    private static final int MAX_ASSIGNMENTS = 2000;

    private SclLineChoices() {
    }

    /** How many lines of each kind the sentence states, or 0. */
    static int eachCount(String sentence) {
        Matcher m = EACH_COUNT.matcher(sentence);
        if (!m.find()) {
            return 0;
        }
        return SclReading.count(m.group(1) != null ? m.group(1) : m.group(8));
    }

    /** One line that is one of several kinds: alternatives.get(k) is the native lines of kind k for it. */
    static String either(List<List<String>> alternatives) {
        StringBuilder or = new StringBuilder("or");
        for (List<String> group : alternatives) {
            or.append(" { ").append(String.join(" ; ", group)).append(" }");
        }
        return or.toString();
    }

    /**
     * The lines with exactly {@code each} of every kind: {@code lines.get(i).get(k)} is line i read as
     * kind k. Null when the counts cannot add up to the lines or the assignments are too many.
     */
    static String assignments(List<List<List<String>>> lines, int each) {
        int kinds = lines.get(0).size();
        if (each * kinds != lines.size() || multinomial(lines.size(), each, kinds) > MAX_ASSIGNMENTS) {
            return null;
        }
        StringBuilder or = new StringBuilder("or");
        assign(lines, new int[lines.size()], 0, new int[kinds], each, or);
        return or.toString();
    }

    private static void assign(List<List<List<String>>> lines, int[] kindOf, int at, int[] used, int each, StringBuilder or) {
        if (at == lines.size()) {
            List<String> group = new ArrayList<>();
            for (int i = 0; i < lines.size(); i++) {
                group.addAll(lines.get(i).get(kindOf[i]));
            }
            or.append(" { ").append(String.join(" ; ", group)).append(" }");
            return;
        }
        for (int k = 0; k < used.length; k++) {
            if (used[k] < each) {
                used[k]++;
                kindOf[at] = k;
                assign(lines, kindOf, at + 1, used, each, or);
                used[k]--;
            }
        }
    }

    private static long multinomial(int n, int each, int kinds) {
        long out = 1;
        int placed = 0;
        for (int k = 0; k < kinds; k++) {
            for (int j = 1; j <= each; j++) {
                placed++;
                out = out * placed / j;
            }
        }
        return out;
    }
}
