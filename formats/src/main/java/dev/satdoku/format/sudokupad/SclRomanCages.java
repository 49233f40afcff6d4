package dev.satdoku.format.sudokupad;

import dev.satdoku.format.sudokupad.SclDrawing.Element;
import dev.satdoku.format.sudokupad.SclReading.Sentence;
import dev.satdoku.model.Cell;
import dev.satdoku.rules.Lines;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Roman numeral cages: a letter on the edge between two cages joins them, and the numbers the two cages'
 * digits make (read top to bottom or left to right) add up to the letter's value ("numbers in cages
 * connected by a C sum to 100"). A letter's value is the one the text gives it, or its Roman value when the
 * text says the cages add up to the numeral's value; a letter the text defines neither way is not read.
 * Each joint is one weighted sum: {@code sum 100 r1c1 r1c2 r1c3 r1c4 weights=10,1,10,1}.
 */
final class SclRomanCages {

    /** A sentence about cages joined by a letter: "Roman numeral cages", "cages connected by a D". */
    static final String WORDS = "roman numerals?[^.]{0,40}\\bcages?\\b|\\bcages?\\b[^.]{0,60}roman numerals?"
            + "|\\bcages?\\b[^.]{0,40}\\b(connected|joined|linked|separated|divided)\\b[^.]{0,15}\\bby\\b";

    /** It must say what the joined numbers do. */
    static final String REQUIRES = "sum|add|total|value";

    private static final Pattern STATED = Pattern.compile("roman numerals?( cages?)?", Pattern.CASE_INSENSITIVE);

    /** "by a C sum to 100": a letter and the total the text gives it. */
    private static final Pattern LETTER_TOTAL = Pattern.compile("(?<![\\p{L}'])([IVXLCDM])(?![\\p{L}'])[^.\\d]{0,30}?\\b(?i:sums?|adds?|totals?|equals?)"
            + "\\b(?i: up)?(?i: to)? (\\d{1,4})\\b");

    /** "cages joined by a numeral add up to its value": every Roman letter at its value. */
    private static final Pattern NUMERAL_VALUE = Pattern.compile("(value|worth) of (the|that|this|its) (roman )?(numeral|letter)"
            + "|(numeral|letter)'?s? value|(sum|add up|total) to (the )?(roman )?(numeral|letter)"
            + "|(numeral|letter) (gives|is|shows|indicates) (the|their) (sum|total)", Pattern.CASE_INSENSITIVE);

    /** A reading order other than top to bottom and left to right: such cages are not read. */
    private static final Pattern OTHER_ORDER = Pattern.compile("right[- ]to[- ]left|bottom[- ]to[- ]top", Pattern.CASE_INSENSITIVE);
    private static final Pattern ORDER = Pattern.compile("\\bread\\b[^.]{0,40}(top[- ]to[- ]bottom|left[- ]to[- ]right)", Pattern.CASE_INSENSITIVE);

    private static final Pattern CAGE_OR_READ = Pattern.compile("\\bcages?\\b|\\bread\\b", Pattern.CASE_INSENSITIVE);

    private static final Map<Character, Integer> ROMAN = Map.of('I', 1, 'V', 5, 'X', 10, 'L', 50, 'C', 100, 'D', 500, 'M', 1000);

    /** The largest weight a weighted sum takes, so the longest number a cage can make is three digits. */
    private static final int MAX_DIGITS = 3;

    private final Map<Character, Integer> values = new LinkedHashMap<>();
    private final List<Element> cages = new ArrayList<>();

    /** The sentence with what this reading states blanked out, for the test for twists the catalogue cannot state. */
    static String withoutStated(String text, boolean roman) {
        return roman ? STATED.matcher(text).replaceAll(" ") : text;
    }

    /**
     * Binds letters on edges as Roman numeral joints when the text names them; null when it does not, or
     * reads the cages in an order satdoku does not (the reason then goes to {@code unbound}).
     *
     * @param cageElements every cage of the drawing without a total
     */
    String bind(List<Sentence> usable, List<Sentence> all, List<Element> cageElements, Map<String, String> unbound, String kind) {
        Sentence first = null;
        for (Sentence s : usable) {
            if (!s.meanings.containsKey(SclReading.Meaning.ROMAN)) {
                continue;
            }
            Matcher m = LETTER_TOTAL.matcher(s.text);
            while (m.find()) {
                values.put(m.group(1).charAt(0), Integer.parseInt(m.group(2)));
            }
            if (NUMERAL_VALUE.matcher(s.text).find()) {
                ROMAN.forEach(values::putIfAbsent);
            }
            first = first == null ? s : first;
        }
        if (first == null) {
            return null;
        }
        for (Sentence s : all) {
            if (OTHER_ORDER.matcher(s.text).find() && CAGE_OR_READ.matcher(s.text).find()) {
                unbound.put(kind, "the text reads the cages' numbers in an order satdoku does not read (" + s.quote() + ")");
                values.clear();
                return null;
            }
        }
        for (Sentence s : all) {
            if (ORDER.matcher(s.text).find() && CAGE_OR_READ.matcher(s.text).find()) {
                s.used = true;
            }
        }
        cages.clear();
        cages.addAll(cageElements);
        return first.quote();
    }

    /** One letter's sum of the two numbers it joins; what cannot be read goes to {@code unread}. */
    List<String> lines(Element e, int n, List<String> unread) {
        Integer value = e.text().length() == 1 ? values.get(e.text().charAt(0)) : null;
        if (value == null) {
            unread.add("the letter '" + e.text() + "' at " + e.path() + " (the text gives it no value)");
            return List.of();
        }
        List<Cell> cells = new ArrayList<>();
        List<Integer> weights = new ArrayList<>();
        List<Element> joined = new ArrayList<>();
        for (Cell c : e.cells()) {
            Element cage = cages.stream().filter(g -> g.cells().contains(c)).findFirst().orElse(null);
            if (cage == null || joined.contains(cage)) {
                unread.add("the letter '" + e.text() + "' at " + e.path() + " (it does not lie between two cages)");
                return List.of();
            }
            joined.add(cage);
        }
        for (Element cage : joined) {
            List<Cell> number = straight(cage.cells());
            if (number == null || n > 9 || number.size() > MAX_DIGITS) {
                unread.add("the letter '" + e.text() + "' at " + e.path() + " (the " + cage.kind() + " at " + cage.path()
                        + (n > 9 ? " holds digits of more than one figure" : number == null ? " is not one run of a row or column"
                        : " makes a number of more than " + MAX_DIGITS + " digits") + ")");
                return List.of();
            }
            for (int i = 0; i < number.size(); i++) {
                cells.add(number.get(i));
                weights.add((int) Math.pow(10, number.size() - 1 - i));
            }
        }
        return List.of("sum " + value + " " + Lines.join(cells) + " weights="
                + weights.stream().map(String::valueOf).collect(Collectors.joining(",")));
    }

    /** Whether every cage of a kind is joined by a letter read as a joint. */
    static boolean allJoined(List<Element> cagesOfKind, List<Element> letters) {
        return cagesOfKind.stream().allMatch(g -> letters.stream().anyMatch(l -> l.cells().stream().anyMatch(g.cells()::contains)));
    }

    /** The cells of one run of a row or column in reading order, or null when they form no such run. */
    private static List<Cell> straight(List<Cell> cells) {
        List<Cell> sorted = cells.stream().sorted(Comparator.comparingInt(Cell::row).thenComparingInt(Cell::col)).toList();
        boolean row = sorted.stream().allMatch(c -> c.row() == sorted.get(0).row());
        boolean col = sorted.stream().allMatch(c -> c.col() == sorted.get(0).col());
        for (int i = 1; i < sorted.size(); i++) {
            int step = row ? sorted.get(i).col() - sorted.get(i - 1).col() : sorted.get(i).row() - sorted.get(i - 1).row();
            if (step != 1) {
                return null;
            }
        }
        return row || col ? sorted : null;
    }
}
