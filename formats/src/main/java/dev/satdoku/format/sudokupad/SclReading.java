package dev.satdoku.format.sudokupad;

import dev.satdoku.format.sudokupad.SclDrawing.Element;
import dev.satdoku.format.sudokupad.SclDrawing.Shape;
import dev.satdoku.model.Cell;
import dev.satdoku.model.ReadItem;
import dev.satdoku.rules.Lines;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * What a SudokuPad drawing means, decided by its rules text. Each element kind of the drawing (all
 * "green lines", all "white dots") is bound to one meaning of satdoku's catalogue by the sentences
 * that name a rule together with the kind's colour or shape ("Adjacent digits on a green line differ
 * by at least 5"), or by a rule the text names without a colour when only one kind can carry it, or,
 * for a rule the text names, by the colour SudokuPad's tools give it (whispers green, renban purple).
 * A kind two sentences give different meanings is ambiguous and not read; a kind no sentence speaks
 * of is not read; a sentence that names no rule satdoku reads is reported. Nothing is guessed
 * silently: the reading lists every binding with its reason, and everything not read.
 */
final class SclReading {

    /** One native rule line and the element it came from. */
    record RuleLine(String text, String path) {
    }

    /**
     * The reading of one puzzle.
     *
     * @param lines   native rule lines
     * @param items   element by element: what it was read as and why
     * @param read    the summary of what was read ("4 thermometers (grey lines with a bulb: '...')")
     * @param unread  what could be a rule and was not read ("3 blue circles (no rule in the text mentions them)")
     */
    record Outcome(List<RuleLine> lines, List<ReadItem> items, List<String> read, List<String> unread) {

        boolean complete() {
            return unread.isEmpty();
        }

        /** The one-line account printed with the puzzle. */
        String summary() {
            return "read as: " + (read.isEmpty() ? "no rule beyond the grid" : String.join(", ", read))
                    + (unread.isEmpty() ? "" : "; not read: " + String.join("; ", unread));
        }
    }

    /** A small count as setters write it, in digits or in words. */
    static final String COUNT_WORD = "(\\d|one|two|three|four|five|six|seven|eight|nine)";

    /** A number up to sixteen written as a word ("sum to ten"). */
    static final String NUMBER_WORDS = "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen";

    /** A number written in digits or as one of {@link #NUMBER_WORDS}. */
    static int number(String word) {
        int at = List.of(NUMBER_WORDS.split("\\|")).indexOf(word.toLowerCase(Locale.ROOT));
        return at >= 0 ? at + 1 : Integer.parseInt(word);
    }

    /** Digits all of one parity, as a rule forbids them ("all even nor all odd", "the same parity"). */
    static final String SAME_PARITY = "(all (even|odd)[^.]{0,25}all (odd|even)|(the )?same parity)";

    /** A count written by {@link #COUNT_WORD}, or 0. */
    static int count(String word) {
        int at = List.of("one", "two", "three", "four", "five", "six", "seven", "eight", "nine").indexOf(word.toLowerCase(Locale.ROOT));
        return at >= 0 ? at + 1 : word.matches("\\d") ? Integer.parseInt(word) : 0;
    }

    /** The meanings an element kind can be read as: a catalogue rule, with the words that name it. */
    enum Meaning {
        THERMO("thermo", "thermometer", Set.of(Shape.LINE), "thermo(meter)?s?\\b|increas[^.]{0,60}\\bbulbs?\\b|\\bbulbs?\\b[^.]{0,60}increas",
                null, null),
        SLOWTHERMO("slowthermo", "slow thermometer", Set.of(Shape.LINE), "slow thermo", null, null),
        WHISPER("whisper", "German whisper line", Set.of(Shape.LINE),
                "german whisper|whisper|differ(s|ence)?[^.]{0,25}(at least " + COUNT_WORD + "|" + COUNT_WORD + " or more)"
                        + "|at least " + COUNT_WORD + " apart",
                "green", null),
        DUTCHWHISPER("dutchwhisper", "Dutch whisper line", Set.of(Shape.LINE), "dutch whisper", "orange", null),
        RENBAN("renban", "renban line", Set.of(Shape.LINE),
                "renban|consecutive[^.]{0,60}any order|consecutive set\\b|set of[^.]{0,25}consecutive|consecutive,? non-?repeating|non-?repeating,? consecutive",
                "purple", null),
        ENTROPIC("entropic", "entropic line", Set.of(Shape.LINE), "entropic", "orange", null),
        MODULAR("modular", "modular line", Set.of(Shape.LINE), "modular", null, null),
        PALINDROME("palindrome", "palindrome", Set.of(Shape.LINE), "palindrom|read the same|same (forwards?|backwards?|in (either|both) directions?)", "grey", null),
        REGIONSUM("regionsum", "region sum line", Set.of(Shape.LINE),
                "region sum|same sum[^.]{0,30}(region|box)|(equal|same) sum within each|segments that (add|sum) to the same"
                        + "|segments in the same (box|region)", "blue", null),
        BETWEEN("between", "between line", Set.of(Shape.LINE), "between line|between the (two )?(circles|ends|endpoints)"
                + "|between the (two )?(values|digits|numbers) (in|of|on|at) (the |those |its |their |both )?(two )?(circles|circled cells|ends|endpoints)"
                + "|between the (two )?circled (digits|values|numbers|cells)", null, null),
        LOCKOUT("lockout", "lockout line", Set.of(Shape.LINE), "lockout", null, null),
        NABNER("nabner", "nabner line", Set.of(Shape.LINE), "nabner", null, null),
        PARITY("parity", "parity line", Set.of(Shape.LINE), "parity line|alternate between odd and even", null, null),
        ZIPPER("zipper", "zipper line", Set.of(Shape.LINE), "zipper", null, null),
        SEQUENCE("sequence", "sequence line", Set.of(Shape.LINE), "sequence line|in order, with the same difference", null, null),
        SUMLINE("sumline", "N-sum line", Set.of(Shape.LINE), "segments? (that |which )?(each )?(sums?|summing|adds?|adding) (up )?to \\d+", null, null),
        DISTINCT("distinct", "line of distinct digits", Set.of(Shape.LINE), "(cannot|can't|may not|must not|do not|don't|never) repeat"
                + "[^.]{0,30}\\b(lines?|diagonals?)\\b|\\b(lines?|diagonals?)\\b[^.]{0,50}((cannot|can't|may not|must not|do not|don't|never) "
                + "repeat|(distinct|different) digits)", null, null),
        EQUALSUM("equalsum", "line with equal end sums", Set.of(Shape.LINE), "(sum|total) of the first " + COUNT_WORD
                + " (digits|cells|numbers)[^.]{0,60}(equals?|is equal to|is the same as|matches)[^.]{0,20}(sum|total) of the last", null, null),
        ARROW("arrow", "arrow", Set.of(Shape.ARROW, Shape.LINE), "arrow", null, "sum|add|total"),
        KILLER("killer", "killer cage", Set.of(Shape.CAGE), "cage|killer", null, null),
        TOTALSET("totalset", "set-total cage", Set.of(Shape.CAGE), SclCageTotals.WORDS, null, SclCageTotals.REQUIRES),
        WHITE("white", "white kropki dot", Set.of(Shape.DOT), "consecutive|differ(ence)? (of|by) (exactly )?(1|one)\\b|1 greater|one apart",
                null, null),
        BLACK("black", "black kropki dot", Set.of(Shape.DOT), "ratio|double|twice|half|1:2|2:1", null, null),
        EITHERDOT("eitherdot", "dot (consecutive or 1:2)", Set.of(Shape.DOT), "$^", null, null),
        X("x", "X", Set.of(Shape.EDGE_TEXT), "(?-i:\\bX'?s?\\b)", null, "sum|add|total"),
        V("v", "V", Set.of(Shape.EDGE_TEXT), "(?-i:\\bV'?s?\\b)", null, "sum|add|total"),
        INEQUALITY("inequality", "inequality sign", Set.of(Shape.EDGE_TEXT), "inequalit(y|ies)|greater[- ]than (sign|symbol)|less[- ]than (sign|symbol)"
                + "|(points?|pointing) (to|at|towards) the (lower|smaller)", null, null),
        ROMAN("roman", "Roman numeral sign", Set.of(Shape.EDGE_TEXT), SclRomanCages.WORDS, null, SclRomanCages.REQUIRES),
        EVEN("even", "even cell", Set.of(Shape.SQUARE, Shape.CIRCLE), "\\beven\\b", null, null),
        ODD("odd", "odd cell", Set.of(Shape.SQUARE, Shape.CIRCLE), "\\bodd\\b", null, null),
        MINIMUM("minimum", "minimum cell", Set.of(Shape.SQUARE, Shape.CIRCLE),
                "(less|smaller|lower) than (all |each of |every one of )?(its |their )?(orthogonal(ly)? )?(adjacent )?neighbo", null, null),
        MAXIMUM("maximum", "maximum cell", Set.of(Shape.SQUARE, Shape.CIRCLE),
                "(greater|larger|bigger|higher) than (all |each of |every one of )?(its |their )?(orthogonal(ly)? )?(adjacent )?neighbo",
                null, null),
        MOVEGROUP("movegroup", "cell in one value group with the cells a chess move away", Set.of(Shape.CIRCLE, Shape.SQUARE), MoveGroups.WORDS,
                null, MoveGroups.REQUIRES),
        CHAOSBORDERS("chaosborders", "border-counting circle", Set.of(Shape.CIRCLE, Shape.SQUARE),
                "(counts? |indicates? )?(the )?(total )?(number|count|how many)( of)? (region(al)? )?borders( between (the |different )?regions)?"
                        + "|counts? (the )?(region(al)? )?borders|borders between (the |different )?regions",
                null, "^(?=.*\\bregions?\\b)(?=.*\\b(rows?|columns?|directions?)\\b)(?!.*diagonal)"),
        COUNTINGCIRCLES("countingcircles", "counting circle", Set.of(Shape.CIRCLE),
                "counting circles|(indicates|is|gives) (exactly )?how many circles", null, null),
        QUAD("quad", "quadruple", Set.of(Shape.CORNER), "quadruple|\\bquads?\\b|(digits|numbers) (at|on) (an? |the )?(intersection|corner)s?"
                + "[^.]{0,80}(appear|must be|are)", null, null),
        LITTLEKILLER("littlekiller", "little killer", Set.of(Shape.DIAGONAL_TEXT), "little killer|(sum|total) of the (digits|cells|numbers) "
                + "(along|on|in) (the|that|its|each|an?) (indicated |marked )?diagonal|\\bdiagonals?\\b[^.]{0,40}(sums? to|adds? up to|total)", null, null),
        NUMBEREDROOM("numberedroom", "numbered room", Set.of(Shape.OUTSIDE_TEXT), "numbered rooms?|digit (which|that) (has to be|must be|is) "
                + "(placed )?in the (x|n)th (cell|digit|position)", null, null),
        SANDWICH("sandwich", "sandwich sum", Set.of(Shape.OUTSIDE_TEXT), "sandwich|(sum|total)[^.]{0,60}between (the )?(1|one) and (the )?"
                + "(\\d+|" + NUMBER_WORDS + ")\\b", null, null),
        XSUM("xsum", "X-sum", Set.of(Shape.OUTSIDE_TEXT), "x-?sums?\\b|(sum|total) of the first (x|n) (digits|cells)"
                + "|first (x|n) (digits|cells)[^.]{0,60}(sum|add|total)", null, null),
        PATHROOM("pathroom", "numbered room counting the path's cells", Set.of(Shape.OUTSIDE_TEXT), "$^", null, null),
        SKYSCRAPER("skyscraper", "skyscraper", Set.of(Shape.OUTSIDE_TEXT), "skyscrapers?\\b|(how many|number of) (digits|skyscrapers|buildings)"
                + "[^.]{0,60}(visible|seen|see)|block(s|ing)? the view", null, null),
        PARITYRUNS("parityruns", "no run of same-parity digits in a row or column", Set.of(),
                "(strings|runs|sets|groups|sequences|lines) of " + COUNT_WORD + "[^.]{0,60}" + SAME_PARITY
                        + "|" + COUNT_WORD + " (consecutive|adjacent|neighbouring|neighboring)[^.]{0,60}" + SAME_PARITY, null,
                "^(?=.*\\brows?\\b)(?=.*\\bcolumns?\\b)(?=.*\\b(never|cannot|can't|may not|must not|no|not)\\b)"),
        DIAGONALS("diagonal both", "distinct digits on both main diagonals", Set.of(),
                "(both|two|either of the|each of the) (two )?(main|long|major) diagonals|\\bx-sudoku|diagonal sudoku", null,
                "(cannot|can't|may not|must not|do not|don't|never) repeat|distinct|(contain|hold)s?[^.]{0,30}(once|each digit)"
                        + "|\\bx-sudoku|diagonal sudoku"),
        NONCONSECUTIVE("nonconsecutive", "non-consecutive neighbours", Set.of(), "(non|anti)-?consecutive|(adjacent|neighbou?ring) (cells|digits)"
                + "[^.]{0,60}(cannot|can't|may not|must not|never|not)[^.]{0,20}consecutive|(adjacent|neighbou?ring) (cells|digits)"
                + "[^.]{0,60}(cannot|can't|may not|must not|never|not)[^.]{0,40}difference of (1|one)\\b", null,
                "^(?!.*(diagonal|knight|\\bking|\\bline|cage)).*(orthogonal|adjacent|neighbou?r)"),
        DISJOINT("disjoint", "disjoint groups", Set.of(), "disjoint (groups|subsets|sets)|(same|corresponding|identical) (relative )?position (in|within|of) "
                + "(each|every|all|different|the|any two) (3x3 )?(boxes|box|regions|region)", null,
                "disjoint (groups|subsets|sets)|cannot|can't|may not|must not|never|not|distinct|different"),
        ANTIKNIGHT("antiknight", "anti-knight", Set.of(), "anti-?knight|(cannot|can't|may not|must not|never|not).{0,60}knight'?s?"
                + "|knight'?s?.{0,120}(cannot|can't|may not|must not|never|not)", null, null),
        ANTIKING("antiking", "anti-king", Set.of(), "anti-?king|(cannot|can't|may not|must not|never|not).{0,60}king'?s? move"
                + "|king'?s? move.{0,120}(cannot|can't|may not|must not|never|not)", null, null),
        SAMEDIGITS("regionsamevalues", "the same digits in every row, column and box", Set.of(), DigitSubset.WORDS, null,
                DigitSubset.REQUIRES),
        FIBONACCI("fibonacci", "Fibonacci line", Set.of(Shape.LINE), "fibonacci|sum of the (two |2 )?(previous|preceding|prior) (two |2 )?"
                + "(digits|cells|numbers)|sum of the (two|2) (digits|cells|numbers) before", null, null),
        DIFFERENCECOUNT("differencecount", "difference-count line", Set.of(Shape.LINE), "differences? counts?\\b|difference[^.]{0,100}"
                + "how many[^.]{0,80}(that|this|the same|same|their) (exact )?difference", null, null),
        DIFFERENCEARROW("differencearrow", "difference arrow", Set.of(Shape.ARROW), "arrow", null, "differ"),
        REGIONDIFF("regiondiff", "region difference line", Set.of(Shape.LINE), "region difference|same difference[^.]{0,40}(region|box)"
                + "|(region|box)[^.]{0,60}same difference|differ by the same amount[^.]{0,40}(region|box)", null, null),
        LOOKANDSAY("lookandsay", "look-and-say clue", Set.of(Shape.DIAGONAL_TEXT, Shape.OUTSIDE_TEXT), "look[- ]and[- ]say", null, null),
        CHAOS("chaos", "regions found while solving", Set.of(), "regions?[^.]{0,20}\\b(must|are to|have to|has to|should|need to|will) be "
                + "(determined|found|identified|located|drawn|deduced)|(determine|find|identify|locate|draw|deduce) (the |all )?(\\w+ )?regions"
                + "|(divide|split|partition|separate)[^.]{0,30}\\bgrid\\b[^.]{0,30}\\binto\\b[^.]{0,40}regions|chaos construction", null, null),
        CHOICE("choice", "line of a kind to determine", Set.of(), "$^", null, null),
        NONE("none", "not a rule", Set.of(), "$^", null, null);

        final String name;
        final String display;
        final Set<Shape> shapes;
        final Pattern words;
        /** The colour SudokuPad's tools and most setters draw it in, when the text names the rule without one. */
        final String convention;
        /** Words a sentence must also hold to state this rule (an arrow whose digits "sum"), or null. */
        final Pattern requires;

        Meaning(String name, String display, Set<Shape> shapes, String words, String convention, String requires) {
            this.name = name;
            this.display = display;
            this.shapes = shapes;
            this.words = Pattern.compile(words, Pattern.CASE_INSENSITIVE);
            this.convention = convention;
            this.requires = requires == null ? null : Pattern.compile(requires, Pattern.CASE_INSENSITIVE);
        }

        boolean global() {
            return shapes.isEmpty() && this != NONE;
        }

        static Meaning named(String name) {
            for (Meaning m : values()) {
                if (m.name.equals(name)) {
                    return m;
                }
            }
            return null;
        }

        static String names() {
            return java.util.Arrays.stream(values()).filter(m -> !m.global()).map(m -> m.name).collect(Collectors.joining(", "));
        }
    }

    /** "Not all possible dots are given": no rule, and no negative constraint either. */
    private static final String NOT_ALL_GIVEN = "not all (possible |such )?[^.]{0,30}(are )?(necessarily )?(given|shown|marked)";

    /** Sentences that state the sudoku itself, or say something that needs no rule. */
    private static final Pattern BOILERPLATE = Pattern.compile(String.join("|",
            "(normal|standard|classic|usual|regular)[^.]{0,20}sudoku( rules)?",
            "(place|fill|put|write|enter)[^.]{0,40}(digits|numbers)[^.]{0,80}(row|column|box|region)",
            "(each|every) (row|column)[^.]{0,40}(contains|holds)[^.]{0,20}digits",
            "digits (do not|don't|cannot|can't|may not|must not) repeat[^.]{0,40}(row|column|box|region)",
            "(digit|number)s?[^.]{0,30}(appears?|occurs?) (exactly )?once[^.]{0,30}(row|column|box|region)",
            "(each|every) (box|region)[^.]{0,40}(contains|holds)[^.]{0,20}digits[^.]{0,20}\\bonce\\b",
            NOT_ALL_GIVEN,
            // a heading ("Killer cages", "ANTIKNIGHT"): it names a rule its sentences state
            "^\\W*\\S+(\\s+\\S+){0,2}\\W*$",
            "^\\W*(rules|sudoku|e\\.?g\\.?|i\\.?e\\.?)\\W*$",
            // an example states no rule of its own
            "^\\W*(e\\.g\\.|for example|for instance|as an example)",
            "may repeat[^.]{0,30} if allowed by (the )?other rules", "^\\W*[\\d\\W]*\\W*$"), Pattern.CASE_INSENSITIVE);

    /** Words that mean a sentence asks for more than any meaning above (a twist the catalogue cannot state). */
    /** What a skyscraper clue counts: "how many digits are visible", which is no counting twist. */
    private static final String VISIBLE = "[^.]{0,40}(visible|seen|see)\\b";
    private static final Pattern TWIST = Pattern.compile(String.join("|", "prime", "fibonacci", "\\bloop\\b", "snake", "roman",
            "mistake", "minus", "look and say", "look-and-say", "kingdom", "friendly", "difference value", "determine",
            "indicates? (the )?(number|amount|how many(?! circles|" + VISIBLE + "))", "how many(?! circles|" + VISIBLE + ")", "\\bcount(?!ing circles)", "exactly (two|2|one|1) (lines|of each)", "product",
            "multiple of", "subset", "(?<!not )necessarily", "may repeat(?![^.]{0,30} if allowed)", "can repeat"), Pattern.CASE_INSENSITIVE);

    /** How a number of several cells reads ("read left to right", "from top to bottom"). */
    private static final Pattern READ_ORDER = Pattern.compile("(read|reads|reading)[^.]{0,30}(left[- ]to[- ]right|top[- ]to[- ]bottom)",
            Pattern.CASE_INSENSITIVE);

    /** A sentence allowing repeated digits in cages ("digits may repeat in cages"). */
    private static final Pattern CAGE_REPEATS = Pattern.compile("(may|can|could|might)( \\w+)? repeat[^.]{0,40}\\bcages?\\b"
            + "|\\bcages?\\b[^.]{0,60}(may|can|could|might)( \\w+)? repeat(?! if allowed)", Pattern.CASE_INSENSITIVE);

    /** The parameter of a killer binding whose cages may repeat digits. */
    private static final int REPEATING = 2;

    private static final Pattern NEGATIVE = Pattern.compile("(?<!not )\\ball (the )?(possible |such )?[^.]{0,30}(are )?(given|shown|marked)",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern SHAPE_WORD = Pattern.compile("dot|circle|kropki|bubble|eye", Pattern.CASE_INSENSITIVE);
    private static final Pattern CELL_SHAPE = Pattern.compile("square|circle|shaded|cell", Pattern.CASE_INSENSITIVE);
    private static final Pattern DISTINCT = Pattern.compile("(cannot|can't|may not|must not|do not|don't|never) repeat|no repeat"
            + "|without repeat|non-?repeating|distinct|different digits", Pattern.CASE_INSENSITIVE);
    private static final Pattern COLOUR_WORD = Pattern.compile("\\b(" + String.join("|", ColorWords.words()) + ")\\b",
            Pattern.CASE_INSENSITIVE);

    /** One sentence of the rules text and what it names. */
    static final class Sentence {
        final String text;
        final Map<Meaning, Integer> meanings = new LinkedHashMap<>();
        final List<int[]> colours = new ArrayList<>();
        final List<String> colourFamilies = new ArrayList<>();
        boolean boilerplate;
        boolean twist;
        boolean negative;
        boolean used;

        Sentence(String text) {
            this.text = text;
        }

        /** The colour family named nearest to where the sentence names the meaning, or null. */
        String colourFor(Meaning m) {
            Integer at = meanings.get(m);
            String best = null;
            int bestDistance = Integer.MAX_VALUE;
            for (int i = 0; i < colours.size(); i++) {
                int d = Math.abs(colours.get(i)[0] - at);
                if (d < bestDistance) {
                    bestDistance = d;
                    best = colourFamilies.get(i);
                }
            }
            return best;
        }

        String quote() {
            String t = text.strip();
            return "'" + (t.length() > 70 ? t.substring(0, 67) + "..." : t) + "'";
        }
    }

    /** A binding: what a kind is read as, the parameter (a whisper's difference, an X's total) and why. */
    private record Binding(Meaning meaning, int parameter, String why) {
    }

    private final int rows;
    private final int cols;
    private final int n;
    private final String text;
    private final List<Sentence> sentences = new ArrayList<>();
    private final Map<String, List<Element>> kinds = new LinkedHashMap<>();
    private final Map<String, Binding> bindings = new LinkedHashMap<>();
    private final Map<String, String> unbound = new LinkedHashMap<>();
    private final List<String> unread = new ArrayList<>();
    /** The snake or loop the text draws (with the rules tied to it), or null. */
    private PathReading.Read path;
    private java.util.function.ToIntFunction<Cell> region;
    private final SclCageTotals cageTotals = new SclCageTotals();
    private final SclRomanCages romanCages = new SclRomanCages();
    /** For a kind read as {@link Meaning#CHOICE}: the kinds each of its lines may be, and how many of each (0: any). */
    private final Map<String, List<Binding>> alternatives = new LinkedHashMap<>();
    private final Map<String, Integer> eachCount = new LinkedHashMap<>();
    /** True when the rules text names no rule at all (empty, or only "normal sudoku rules apply"). */
    private final boolean noRules;

    private SclReading(int rows, int cols, String text, List<Element> elements) {
        this.rows = rows;
        this.cols = cols;
        this.text = text == null ? "" : text;
        // a text giving a wider range than the houses hold ("the same 4-digit subset of 1-9") sets the values
        int wider = DigitSubset.maxValue(this.text, Math.max(rows, cols));
        this.n = wider > 0 ? wider : Math.max(rows, cols);
        for (Element e : elements) {
            kinds.computeIfAbsent(e.kind(), k -> new ArrayList<>()).add(e);
        }
        // Sentences end at . ! ? ; (not inside "e.g." or "i.e."), at line ends, and at list bullets.
        for (String s : this.text.split("(?<!\\b(?:e\\.g|i\\.e)\\.)(?<=[.!?;])\\s+|\\R|(?<=\\S)\\s+-\\s+|•|^\\s*-\\s*")) {
            if (!s.isBlank()) {
                sentences.add(analyse(s));
            }
        }
        noRules = sentences.stream().allMatch(s -> s.boilerplate && !s.twist && s.meanings.isEmpty());
    }

    /**
     * Reads the drawing by the rules text.
     *
     * @param overrides kind words to meaning names (from {@code --read}); every key must name a kind
     * @throws IllegalArgumentException when an override names no kind or no meaning (the message says which)
     */
    static Outcome read(List<Element> elements, String rulesText, int n, Map<String, String> overrides) {
        return read(elements, rulesText, n, n, overrides, null);
    }

    /**
     * @param rows   the grid's rows, {@code cols} its columns; cells hold 1..max(rows, cols), or the wider range the text gives ({@link DigitSubset})
     * @param region each cell's region, or null for a grid without regions
     */
    static Outcome read(List<Element> elements, String rulesText, int rows, int cols, Map<String, String> overrides,
                        java.util.function.ToIntFunction<Cell> region) {
        SclReading r = new SclReading(rows, cols, rulesText, elements);
        r.region = region;
        r.bindAll();
        r.override(overrides);
        return r.outcome();
    }

    private Sentence analyse(String raw) {
        Sentence s = new Sentence(raw);
        for (Meaning m : Meaning.values()) {
            Matcher matcher = m.words.matcher(raw);
            if (matcher.find() && (m.requires == null || m.requires.matcher(raw).find())) {
                s.meanings.put(m, matcher.start());
            }
        }
        if (s.meanings.containsKey(Meaning.SLOWTHERMO)) {
            s.meanings.remove(Meaning.THERMO);
        }
        if (s.meanings.containsKey(Meaning.DUTCHWHISPER)) {
            s.meanings.remove(Meaning.WHISPER);
        }
        if (s.meanings.keySet().stream().anyMatch(m -> m != Meaning.DISTINCT && m.shapes.contains(Shape.LINE))) {
            // "digits cannot repeat on the line" completes another line rule's sentence
            s.meanings.remove(Meaning.DISTINCT);
        }
        if (s.meanings.keySet().stream().anyMatch(m -> m.shapes.contains(Shape.LINE)) && !SHAPE_WORD.matcher(raw).find()) {
            // "consecutive cells along a green line", "consecutive segments": neighbours on a line, not a white dot
            s.meanings.remove(Meaning.WHITE);
        }
        if (s.meanings.containsKey(Meaning.NONCONSECUTIVE) && !SHAPE_WORD.matcher(raw).find()) {
            // "adjacent cells may not have a difference of 1" forbids it everywhere: it names no white dot
            s.meanings.remove(Meaning.WHITE);
        }
        if (s.meanings.containsKey(Meaning.RENBAN)) {
            // "a set of non-repeating consecutive digits" states renban, not a white dot
            s.meanings.remove(Meaning.WHITE);
        }
        if (s.meanings.containsKey(Meaning.MOVEGROUP)) {
            // "the same entropic group as every cell a knight's move away" names no entropic line and forbids no knight's move
            s.meanings.keySet().removeAll(Set.of(Meaning.ENTROPIC, Meaning.ANTIKNIGHT, Meaning.ANTIKING));
        }
        if (s.meanings.containsKey(Meaning.SAMEDIGITS) && DigitSubset.maxValue(raw, Math.max(rows, cols)) == 0) {
            // the houses' shared digits are read only as N of a wider range, N the cells of a house
            s.meanings.remove(Meaning.SAMEDIGITS);
        }
        if (s.meanings.containsKey(Meaning.TOTALSET) || s.meanings.containsKey(Meaning.ROMAN)) {
            // "digits in a cage sum to a prime", "numbers in cages connected by a C": cages, but not killer cages
            s.meanings.remove(Meaning.KILLER);
        }
        Matcher xv = XV_NAMED.matcher(raw);
        if (xv.find()) {
            // "XV rules apply" names both marks; a sentence that also names one alone keeps its own place for its total
            s.meanings.putIfAbsent(Meaning.X, xv.start());
            s.meanings.putIfAbsent(Meaning.V, xv.start());
        }
        if (s.meanings.containsKey(Meaning.ROMAN)) {
            // "cages connected by an X sum to 10": the X joins two cages' numbers, it is no XV mark between two cells
            s.meanings.remove(Meaning.X);
            s.meanings.remove(Meaning.V);
        }
        Matcher c = COLOUR_WORD.matcher(raw);
        while (c.find()) {
            String family = ColorWords.family(c.group(1));
            if (family != null) {
                s.colours.add(new int[] {c.start()});
                s.colourFamilies.add(family);
            }
        }
        s.boilerplate = BOILERPLATE.matcher(raw).find();
        // "not all Xs are necessarily given" states no twist: its "necessarily" is not the twist word; nor do the
        // words of the meanings that read a twist word ("regions must be determined", "the number of borders")
        String plain = Pattern.compile(NOT_ALL_GIVEN, Pattern.CASE_INSENSITIVE).matcher(
                SclArithmetic.withoutStatedTwists(raw, s.meanings.keySet())).replaceAll(" ");
        for (Meaning m : List.of(Meaning.CHAOS, Meaning.CHAOSBORDERS)) {
            plain = s.meanings.containsKey(m) ? m.words.matcher(plain).replaceAll(" ") : plain;
        }
        // "sum to a prime", "Roman numeral cages": the words of a rule these readings state are no twist
        plain = SclCageTotals.withoutStated(plain, s.meanings.containsKey(Meaning.TOTALSET));
        plain = SclRomanCages.withoutStated(plain, s.meanings.containsKey(Meaning.ROMAN));
        // "the same 4-digit subset of 1-9" is read whole (the range and regionsamevalues): its "subset" is no twist
        s.twist = TWIST.matcher(s.meanings.containsKey(Meaning.SAMEDIGITS) ? plain.replaceAll("(?i)subset", "set") : plain).find();
        s.negative = NEGATIVE.matcher(raw).find();
        return s;
    }

    /** Sentences a binding may rest on: those without a twist the catalogue cannot state. */
    private List<Sentence> usable() {
        return sentences.stream().filter(s -> !s.twist).toList();
    }

    private void bindAll() {
        for (Map.Entry<String, List<Element>> kind : kinds.entrySet()) {
            Element first = kind.getValue().get(0);
            switch (first.shape()) {
                case LINE -> bindLine(kind.getKey(), first);
                case ARROW -> bindByMention(kind.getKey(), named(Meaning.DIFFERENCEARROW) && !named(Meaning.ARROW)
                        ? Meaning.DIFFERENCEARROW : Meaning.ARROW, "arrows");
                case DOT -> bindDot(kind.getKey(), first);
                case EDGE_TEXT -> bindLetter(kind.getKey(), first);
                case SQUARE, CIRCLE -> bindCell(kind.getKey(), first);
                case CAGE -> bindCage(kind.getKey(), first);
                case OUTSIDE_TEXT -> bindOutside(kind.getKey());
                case DIAGONAL_TEXT -> {
                    if (kind.getKey().startsWith("number")) {
                        bindByMention(kind.getKey(), named(Meaning.LOOKANDSAY) ? Meaning.LOOKANDSAY : Meaning.LITTLEKILLER, null);
                    } else {
                        unbound.put(kind.getKey(), "satdoku reads only numbers as diagonal clues");
                    }
                }
                case CORNER -> bindCorner(kind.getKey(), kind.getValue());
                default -> unbound.put(kind.getKey(), "satdoku has no reading for this shape");
            }
        }
        bindFallbackLines();
        bindPathClues();
        bindMarks();
        bindRomanNumbers();
        boolean pills = kinds.values().stream().flatMap(List::stream).anyMatch(e -> e.shape() == Shape.ARROW && !e.text().isEmpty()
                && bindings.containsKey(e.kind()) && bindings.get(e.kind()).meaning() == Meaning.ARROW);
        for (Sentence s : sentences) {
            // "numbers in ovals read left to right" says how a pill's digits make its number, which the arrow reading does
            if (pills && READ_ORDER.matcher(s.text).find() && Pattern.compile("oval|pill|circle|several|multi", Pattern.CASE_INSENSITIVE)
                    .matcher(s.text).find()) {
                s.used = true;
            }
        }
        Set<Meaning> bound = bindings.values().stream().map(Binding::meaning).collect(Collectors.toSet());
        for (Sentence s : usable()) {
            for (Meaning m : s.meanings.keySet()) {
                // every sentence naming a rule that was read states that rule (a heading, a second wording)
                if (m.global() || bound.contains(m) && !m.shapes.contains(Shape.DOT) && m != Meaning.X && m != Meaning.V) {
                    s.used = true;
                }
            }
        }
    }

    /**
     * Strokes inside cells are read as the drawing of those cells' marks when every one lies in a cell read
     * as a minimum or maximum (chevrons and arrows are how these cells are drawn); otherwise they stay unread.
     */
    private void bindMarks() {
        List<Element> marks = kinds.getOrDefault(SclDrawing.MARK, List.of());
        if (marks.isEmpty()) {
            return;
        }
        Set<Cell> extremes = new LinkedHashSet<>();
        for (Map.Entry<String, List<Element>> kind : kinds.entrySet()) {
            Binding b = bindings.get(kind.getKey());
            if (b != null && (b.meaning() == Meaning.MINIMUM || b.meaning() == Meaning.MAXIMUM)) {
                kind.getValue().forEach(e -> extremes.addAll(e.cells()));
            }
        }
        if (marks.stream().allMatch(e -> extremes.containsAll(e.cells()))) {
            unbound.remove(SclDrawing.MARK);
            bindings.put(SclDrawing.MARK, new Binding(Meaning.NONE, 0, "the drawing of the minimum and maximum cells they lie in"));
        }
    }

    /** Cages without a total that Roman numeral letters join are those letters' numbers, not rules of their own. */
    private void bindRomanNumbers() {
        List<Element> letters = kinds.entrySet().stream().filter(k -> bindings.containsKey(k.getKey())
                && bindings.get(k.getKey()).meaning() == Meaning.ROMAN).flatMap(k -> k.getValue().stream()).toList();
        for (Map.Entry<String, List<Element>> kind : kinds.entrySet()) {
            Element first = kind.getValue().get(0);
            if (!letters.isEmpty() && first.shape() == Shape.CAGE && first.text().isEmpty() && !bindings.containsKey(kind.getKey())
                    && SclRomanCages.allJoined(kind.getValue(), letters)) {
                unbound.remove(kind.getKey());
                bindings.put(kind.getKey(), new Binding(Meaning.NONE, 0, "the numbers the Roman numeral letters join"));
            }
        }
    }

    /** Every cage of the drawing without a total. */
    private List<Element> cagesWithoutTotal() {
        return kinds.values().stream().flatMap(List::stream).filter(e -> e.shape() == Shape.CAGE && e.text().isEmpty()).toList();
    }

    /** A binding to a meaning the text names; every sentence naming it states the one rule, so all are used. */
    private Binding mention(Meaning m, String why) {
        Binding first = null;
        for (Sentence s : usable()) {
            if (s.meanings.containsKey(m)) {
                s.used = true;
                first = first != null ? first : new Binding(m, parameter(m, s), why + ": " + s.quote());
            }
        }
        return first;
    }

    /** Whether a sentence the reading may rest on names the meaning. */
    private boolean named(Meaning m) {
        return usable().stream().anyMatch(s -> s.meanings.containsKey(m));
    }

    private void bindByMention(String kind, Meaning m, String noText) {
        Binding b = mention(m, "named in the text");
        if (b == null && noRules && noText != null) {
            b = new Binding(m, 0, "the rules text names no rule: SudokuPad's " + noText);
        }
        if (b != null) {
            bindings.put(kind, b);
        } else {
            unbound.put(kind, "no rule in the text mentions them");
        }
    }

    /** Digits where four cells meet: quadruples when the text names them and every mark lists 1 to 4 digits. */
    private void bindCorner(String kind, List<Element> all) {
        if (!all.stream().allMatch(e -> QUAD_DIGITS.matcher(e.text()).matches() && e.text().replaceAll("\\D", "").length() <= 4)) {
            unbound.put(kind, "satdoku reads only one to four digits where four cells meet");
            return;
        }
        bindByMention(kind, Meaning.QUAD, null);
    }

    private static final Pattern QUAD_DIGITS = Pattern.compile("\\s*[1-9](\\s*,?\\s*[1-9])*\\s*");

    /** Outside numbers: the one clue the text names (sandwich, X-sum, skyscraper); several named is ambiguous. */
    private void bindOutside(String kind) {
        if (!kind.startsWith("number")) {
            unbound.put(kind, "satdoku reads only numbers as outside clues");
            return;
        }
        List<Meaning> named = new ArrayList<>();
        for (Meaning m : List.of(Meaning.SANDWICH, Meaning.XSUM, Meaning.SKYSCRAPER, Meaning.NUMBEREDROOM, Meaning.LOOKANDSAY)) {
            if (usable().stream().anyMatch(s -> s.meanings.containsKey(m))) {
                named.add(m);
            }
        }
        if (named.size() > 1) {
            unbound.put(kind, "ambiguous: the text names several outside clues ("
                    + named.stream().map(m -> m.display).collect(Collectors.joining(", ")) + ")");
            return;
        }
        bindByMention(kind, named.isEmpty() ? Meaning.SANDWICH : named.get(0), null);
    }

    private void bindLine(String kind, Element first) {
        if (kind.endsWith("with a bulb")) {
            Binding b = mention(Meaning.SLOWTHERMO, "a line with a bulb");
            b = b != null ? b : mention(Meaning.THERMO, "a line with a bulb");
            if (b == null && noRules) {
                b = new Binding(Meaning.THERMO, 0, "the rules text names no rule: SudokuPad's thermometers");
            }
            if (b != null) {
                bindings.put(kind, b);
                return;
            }
        }
        for (Map.Entry<String, Meaning> shaped : BY_SHAPE.entrySet()) {
            Binding b = kind.endsWith(shaped.getKey()) ? mention(shaped.getValue(), "a " + shaped.getKey()) : null;
            if (b != null) {
                bindings.put(kind, b);
                return;
            }
        }
        Map<Meaning, Sentence> candidates = new LinkedHashMap<>();
        for (Sentence s : usable()) {
            for (Meaning m : s.meanings.keySet()) {
                if (m.shapes.contains(Shape.LINE) && m != Meaning.ARROW && !directed(m)) {
                    String family = s.colourFor(m);
                    if (family != null && ColorWords.matches(family, first.rgb())) {
                        candidates.putIfAbsent(m, s);
                    }
                }
            }
        }
        if (candidates.size() == 1) {
            Map.Entry<Meaning, Sentence> e = candidates.entrySet().iterator().next();
            e.getValue().used = true;
            bindings.put(kind, new Binding(e.getKey(), parameter(e.getKey(), e.getValue()), e.getValue().quote()));
        } else if (candidates.size() > 1 && new LinkedHashSet<>(candidates.values()).size() == 1
                && SclLineChoices.EITHER.matcher(candidates.values().iterator().next().text).find()) {
            bindChoice(kind, candidates);
        } else if (candidates.size() > 1) {
            candidates.values().forEach(s -> s.used = true);
            unbound.put(kind, "ambiguous: the text gives them several meanings ("
                    + candidates.keySet().stream().map(m -> m.name).collect(Collectors.joining(", ")) + ")");
        } else {
            unbound.put(kind, "no rule in the text mentions them");
        }
    }

    /**
     * Lines one sentence says are each one of several kinds ("either a whisper, a region sum line or a
     * renban"): each line's kind is found while solving; a sentence giving the count of each kind fixes
     * how many lines take it, and sentences restating the choice or the number of lines are part of it.
     */
    private void bindChoice(String kind, Map<Meaning, Sentence> candidates) {
        Sentence either = candidates.values().iterator().next();
        either.used = true;
        alternatives.put(kind, candidates.keySet().stream().map(m -> new Binding(m, parameter(m, either), either.quote())).toList());
        bindings.put(kind, new Binding(Meaning.CHOICE, 0, "one of " + candidates.keySet().stream().map(m -> m.name)
                .collect(Collectors.joining(", ")) + ": " + either.quote()));
        for (Sentence s : sentences) {
            int each = SclLineChoices.eachCount(s.text);
            Matcher there = SclLineChoices.THERE_ARE.matcher(s.text);
            if (each > 0 && !eachCount.containsKey(kind)) {
                s.used = true;
                eachCount.put(kind, each);
            } else if (SclLineChoices.DETERMINE.matcher(s.text).find()
                    || there.find() && count(there.group(1)) == kinds.get(kind).size() && s.text.toLowerCase(Locale.ROOT).contains(kindColour(kind))) {
                s.used = true;
            }
        }
    }

    private static String kindColour(String kind) {
        return kind.split(" ")[0].toLowerCase(Locale.ROOT);
    }

    /** The lines of a kind read as {@link Meaning#CHOICE}: an {@code or} per line, or one over the assignments of counted kinds. */
    private List<String> choiceLines(String kind, List<Element> elements) {
        List<List<List<String>>> perLine = new ArrayList<>();
        for (Element e : elements) {
            List<List<String>> options = new ArrayList<>();
            for (Binding alt : alternatives.get(kind)) {
                options.add(nativeLines(alt, e));
            }
            perLine.add(options);
        }
        int each = eachCount.getOrDefault(kind, 0);
        if (each == 0) {
            return perLine.stream().map(SclLineChoices::either).toList();
        }
        String all = SclLineChoices.assignments(perLine, each);
        if (all == null) {
            unread.add("the " + plural(kind, elements.size()) + " (" + each + " of each of " + alternatives.get(kind).size()
                    + " kinds do not make " + elements.size() + " lines, or the ways to assign them are too many to write)");
            return List.of();
        }
        return List.of(all);
    }

    /** Line kinds whose shape names the rule they carry when the text names it: the kind's ending and the rule. */
    private static final Map<String, Meaning> BY_SHAPE = Map.of("diagonal across the grid", Meaning.DISTINCT,
            "line between circles", Meaning.BETWEEN, "line with diamond ends", Meaning.LOCKOUT, "line from a circle", Meaning.ARROW);

    /**
     * A thermometer reads from its bulb: a line without one gives no direction, so it never reads as one
     * (only {@code --read} may say so, in drawing order).
     */
    private static boolean directed(Meaning m) {
        return m == Meaning.THERMO || m == Meaning.SLOWTHERMO;
    }

    /**
     * Line kinds no sentence gave a colour to: a line rule the text names without a colour is theirs when
     * it is the only such rule and they are the only such kind, or when they have the rule's usual colour.
     */
    private void bindFallbackLines() {
        Map<Meaning, Sentence> uncoloured = new LinkedHashMap<>();
        Set<Meaning> taken = bindings.values().stream().map(Binding::meaning).collect(Collectors.toSet());
        for (Sentence s : usable()) {
            for (Meaning m : s.meanings.keySet()) {
                if (m.shapes.contains(Shape.LINE) && m != Meaning.ARROW && !directed(m) && s.colourFor(m) == null && !taken.contains(m)) {
                    uncoloured.putIfAbsent(m, s);
                }
            }
        }
        List<String> open = kinds.keySet().stream().filter(k -> kinds.get(k).get(0).shape() == Shape.LINE && !bindings.containsKey(k)
                && unbound.getOrDefault(k, "").startsWith("no rule")).toList();
        if (bindAnyColour(uncoloured, open)) {
            return;
        }
        if (open.size() == 1 && uncoloured.size() == 1) {
            Map.Entry<Meaning, Sentence> e = uncoloured.entrySet().iterator().next();
            e.getValue().used = true;
            unbound.remove(open.get(0));
            bindings.put(open.get(0), new Binding(e.getKey(), parameter(e.getKey(), e.getValue()),
                    "the only line rule the text names: " + e.getValue().quote()));
            return;
        }
        for (String kind : open) {
            Element first = kinds.get(kind).get(0);
            List<Meaning> fits = uncoloured.keySet().stream().filter(m -> m.convention != null && ColorWords.matches(m.convention, first.rgb()))
                    .toList();
            if (fits.size() == 1) {
                Sentence s = uncoloured.get(fits.get(0));
                s.used = true;
                unbound.remove(kind);
                bindings.put(kind, new Binding(fits.get(0), parameter(fits.get(0), s), "the text names " + fits.get(0).display
                        + "s, usually drawn " + fits.get(0).convention + ": " + s.quote()));
            }
        }
    }

    /** A line rule stated for lines of any colour ("a coloured line", "lines of any colour"). */
    private static final Pattern ANY_COLOUR = Pattern.compile("\\bcolou?red lines?\\b|\\blines? of (any|every|each|some) colou?r"
            + "|\\b(any|every|each|all) colou?r(ed|s)? (of )?lines?\\b", Pattern.CASE_INSENSITIVE);

    /**
     * A line rule whose sentence speaks of lines of any colour binds every line kind no sentence gave a
     * colour to; two such rules leave them to the other bindings.
     */
    private boolean bindAnyColour(Map<Meaning, Sentence> uncoloured, List<String> open) {
        List<Meaning> any = uncoloured.entrySet().stream().filter(e -> ANY_COLOUR.matcher(e.getValue().text).find())
                .map(Map.Entry::getKey).toList();
        if (any.size() != 1 || open.isEmpty()) {
            return false;
        }
        Meaning m = any.get(0);
        Sentence s = uncoloured.get(m);
        s.used = true;
        for (String kind : open) {
            unbound.remove(kind);
            bindings.put(kind, new Binding(m, parameter(m, s), "lines of any colour: " + s.quote()));
        }
        return true;
    }

    /**
     * Kropki dots with a number: a white one's digits differ by the number, a black one's are in that
     * ratio, when a sentence naming the dot's colour speaks of a difference (white) or a ratio (black).
     */
    private void bindNumberedDot(String kind, Element first) {
        boolean white = first.colour().equals("white");
        Pattern says = Pattern.compile(white ? "differ" : "ratio|times", Pattern.CASE_INSENSITIVE);
        for (Sentence s : usable()) {
            boolean colourMatch = s.colourFamilies.stream().anyMatch(f -> ColorWords.matches(f, first.rgb()));
            if (colourMatch && SHAPE_WORD.matcher(s.text).find() && says.matcher(s.text).find()
                    && Pattern.compile("number|value|given|shown|indicated", Pattern.CASE_INSENSITIVE).matcher(s.text).find()) {
                s.used = true;
                bindings.put(kind, new Binding(white ? Meaning.WHITE : Meaning.BLACK, 0, s.quote()));
                return;
            }
        }
        unbound.put(kind, "no rule in the text says what their numbers mean");
    }

    private void bindDot(String kind, Element first) {
        if (!first.text().isEmpty()) {
            bindNumberedDot(kind, first);
            return;
        }
        boolean consecutive = false;
        boolean ratio = false;
        Sentence from = null;
        for (Sentence s : usable()) {
            if (!SHAPE_WORD.matcher(s.text).find()) {
                continue;
            }
            boolean colourMatch = false;
            for (String f : s.colourFamilies) {
                colourMatch |= ColorWords.matches(f, first.rgb());
            }
            if (!colourMatch) {
                continue;
            }
            boolean w = s.meanings.containsKey(Meaning.WHITE) || s.text.toLowerCase(Locale.ROOT).contains("consecutive");
            boolean b = s.meanings.containsKey(Meaning.BLACK);
            if (w && b && s.meanings.containsKey(Meaning.WHITE) && !s.colourFor(Meaning.WHITE).equals(s.colourFor(Meaning.BLACK))) {
                // "a white dot ... consecutive, and a black dot ... double": each rule goes with the colour named nearest it,
                // when the two are nearest different colours (else the sentence gives its dots both rules, as before)
                w = ColorWords.matches(s.colourFor(Meaning.WHITE), first.rgb());
                b = ColorWords.matches(s.colourFor(Meaning.BLACK), first.rgb());
            }
            if (w || b) {
                consecutive |= w;
                ratio |= b;
                s.used = true;
                from = from == null ? s : from;
            }
        }
        if (from == null) {
            boolean kropki = text.toLowerCase(Locale.ROOT).contains("kropki");
            String c = first.colour();
            if (kropki && (c.equals("white") || c.equals("black"))) {
                bindings.put(kind, new Binding(c.equals("white") ? Meaning.WHITE : Meaning.BLACK, 0, "kropki dots, by their colour"));
            } else {
                unbound.put(kind, "no rule in the text mentions them");
            }
            return;
        }
        Meaning m = consecutive && ratio ? Meaning.EITHERDOT : consecutive ? Meaning.WHITE : Meaning.BLACK;
        bindings.put(kind, new Binding(m, 0, from.quote()));
    }

    private static final Pattern TOTAL_AFTER = Pattern.compile("(?:sum|add up|add|total)\\w*\\s+(?:up\\s+)?(?:to\\s+)?(\\d{1,4}|"
            + NUMBER_WORDS + ")\\b", Pattern.CASE_INSENSITIVE);

    /** "XV rules apply", "XV sudoku": the marks with their usual totals, X ten and V five. */
    private static final Pattern XV_NAMED = Pattern.compile("\\bXV\\b");

    private void bindLetter(String kind, Element first) {
        if (kind.equals("inequality sign")) {
            bindByMention(kind, Meaning.INEQUALITY, null);
            return;
        }
        Meaning m = kind.equals("X") ? Meaning.X : kind.equals("V") ? Meaning.V : null;
        boolean named = m != null && usable().stream().anyMatch(s -> s.meanings.containsKey(m));
        String roman = named ? null : romanCages.bind(usable(), sentences, cagesWithoutTotal(), unbound, kind);
        if (roman != null) {
            bindings.put(kind, new Binding(Meaning.ROMAN, 0, roman));
            return;
        }
        if (unbound.containsKey(kind)) {
            return;
        }
        if (m == null) {
            unbound.put(kind, "satdoku has no reading for this shape");
            return;
        }
        for (Sentence s : usable()) {
            Integer at = s.meanings.get(m);
            if (at == null || !m.words.matcher(s.text).find()) {
                // a sentence naming the mark only as "XV" ("XV pairs: ... a V sums to 5") gives the other letter no total
                continue;
            }
            Matcher t = TOTAL_AFTER.matcher(s.text);
            if (t.find(at)) {
                s.used = true;
                bindings.put(kind, new Binding(m, number(t.group(1)), s.quote()));
                return;
            }
        }
        for (Sentence s : usable()) {
            if (s.meanings.containsKey(m) && XV_NAMED.matcher(s.text).find()) {
                s.used = true;
                bindings.put(kind, new Binding(m, m == Meaning.X ? 10 : 5, "XV: " + s.quote()));
                return;
            }
        }
        if (m == Meaning.V && usable().stream().anyMatch(s -> s.meanings.containsKey(Meaning.INEQUALITY))) {
            // a V between two cells of a column, in a text of inequality signs and no V total, points down at the lower digit
            bindByMention(kind, Meaning.INEQUALITY, null);
            return;
        }
        unbound.put(kind, "no rule in the text gives their total");
    }

    /**
     * An inequality sign between two cells as {@code gt}: it points at the lower digit ("<" and ">" between
     * cells of a row, "^" and "v" between cells of a column). A sign that cannot point along its pair is reported.
     */
    private List<String> inequality(Element e) {
        Cell a = e.cells().get(0);
        Cell b = e.cells().get(1);
        boolean row = a.row() == b.row();
        String t = e.text();
        Boolean firstLower = null;
        if (row && (t.equals("<") || t.equals("‹"))) {
            firstLower = true;
        } else if (row && (t.equals(">") || t.equals("›"))) {
            firstLower = false;
        } else if (!row && t.matches("[\\^˄∧]")) {
            firstLower = true;
        } else if (!row && t.matches("[vV˅∨]")) {
            firstLower = false;
        }
        if (firstLower == null) {
            unread.add("the " + e.kind() + " '" + t + "' at " + e.path() + " (it does not point along " + a + " " + b + ")");
            return List.of();
        }
        return List.of(firstLower ? "gt " + b + " " + a : "gt " + a + " " + b);
    }

    private void bindCell(String kind, Element first) {
        if (!bindCell(kind, first, false) && !bindCell(kind, first, true)) {
            unbound.put(kind, "no rule in the text mentions them");
        }
    }

    /**
     * Binds a circle or square kind by the first sentence that names its shape and colour (or no colour);
     * with {@code loose}, by a sentence naming its shape in a colour no kind of that shape has, when it is
     * the only kind of that shape (a setter's loose colour word: "the gray square" drawn blue).
     */
    private boolean bindCell(String kind, Element first, boolean loose) {
        for (Sentence s : usable()) {
            if (!CELL_SHAPE.matcher(s.text).find()) {
                continue;
            }
            boolean colourMatch = s.colourFamilies.isEmpty();
            for (String f : s.colourFamilies) {
                colourMatch |= ColorWords.matches(f, first.rgb());
            }
            String said = loose ? looseColour(s, first) : null;
            if (loose && said == null) {
                continue;
            }
            colourMatch |= said != null;
            String why = said == null ? s.quote() : "the only " + plural(first.shape().name().toLowerCase(Locale.ROOT), 2)
                    + " drawn, which the text calls '" + said + "' though no " + first.shape().name().toLowerCase(Locale.ROOT)
                    + " is drawn in that colour: " + s.quote();
            boolean even = s.meanings.containsKey(Meaning.EVEN);
            boolean odd = s.meanings.containsKey(Meaning.ODD);
            String shape = first.shape() == Shape.SQUARE ? "square|shaded" : "circle";
            Meaning extremum = s.meanings.containsKey(Meaning.MINIMUM) ? Meaning.MINIMUM : s.meanings.containsKey(Meaning.MAXIMUM)
                    ? Meaning.MAXIMUM : null;
            if (colourMatch && s.meanings.containsKey(Meaning.CHAOSBORDERS) && Pattern.compile(shape, Pattern.CASE_INSENSITIVE).matcher(s.text).find()) {
                bindBorders(kind, s);
                return true;
            }
            if (s.meanings.containsKey(Meaning.COUNTINGCIRCLES) && first.shape() == Shape.CIRCLE) {
                s.used = true;
                bindings.put(kind, new Binding(Meaning.COUNTINGCIRCLES, 0, why));
                return true;
            }
            if (colourMatch && s.meanings.containsKey(Meaning.MOVEGROUP) && Pattern.compile(shape, Pattern.CASE_INSENSITIVE).matcher(s.text).find()) {
                s.used = true;
                try {
                    MoveGroups groups = MoveGroups.of(s.text, n);
                    bindings.put(kind, new Binding(Meaning.MOVEGROUP, 0, groups.describe() + ": " + why));
                } catch (IllegalArgumentException e) {
                    unbound.put(kind, e.getMessage() + ": " + s.quote());
                }
                return true;
            }
            if (colourMatch && extremum != null && !even && !odd
                    && Pattern.compile(shape, Pattern.CASE_INSENSITIVE).matcher(s.text).find()) {
                s.used = true;
                bindings.put(kind, new Binding(extremum, 0, why));
                return true;
            }
            if (colourMatch && even != odd && Pattern.compile(shape, Pattern.CASE_INSENSITIVE).matcher(s.text).find()) {
                s.used = true;
                bindings.put(kind, new Binding(even ? Meaning.EVEN : Meaning.ODD, 0, why));
                return true;
            }
        }
        return false;
    }

    /**
     * The colour and shape a sentence names ("gray square") when that colour is no kind of the element's
     * shape and the element's kind is the only one of its shape, else null.
     */
    private String looseColour(Sentence s, Element first) {
        List<Element> sameShape = kinds.values().stream().map(l -> l.get(0)).filter(e -> e.shape() == first.shape()).toList();
        if (sameShape.size() != 1) {
            return null;
        }
        String shape = first.shape() == Shape.SQUARE ? "squares?" : "circles?";
        Matcher m = Pattern.compile(COLOUR_WORD.pattern() + "\\s+" + shape + "\\b", Pattern.CASE_INSENSITIVE).matcher(s.text);
        while (m.find()) {
            if (!ColorWords.matches(ColorWords.family(m.group(1)), first.rgb())) {
                return m.group();
            }
        }
        return null;
    }

    /** Cells counting region borders; a sentence saying the grid's edge is no border restates the rule. */
    private void bindBorders(String kind, Sentence s) {
        s.used = true;
        bindings.put(kind, new Binding(Meaning.CHAOSBORDERS, 0, s.quote()));
        sentences.stream().filter(t -> SclRegions.EDGE_IS_NO_BORDER.matcher(t.text).find()).forEach(t -> t.used = true);
    }

    private void bindCage(String kind, Element first) {
        boolean total = !first.text().isEmpty();
        if (noRules) {
            if (total) {
                bindings.put(kind, new Binding(Meaning.KILLER, 1, "the rules text names no rule: SudokuPad's killer cages"));
            } else {
                unbound.put(kind, "no rules text says what they mean");
            }
            return;
        }
        Sentence repeats = sentences.stream().filter(s -> CAGE_REPEATS.matcher(s.text).find() && !DISTINCT.matcher(s.text).find())
                .findFirst().orElse(null);
        String fromSet = total ? null : cageTotals.bind(usable(), sentences, repeats);
        boolean oversized = kind.endsWith(SclTranslator.MORE_CELLS_THAN_DIGITS);
        if (fromSet != null && (cageTotals.repeats() || !oversized)) {
            bindings.put(kind, new Binding(Meaning.TOTALSET, 0, fromSet));
            return;
        }
        if (oversized) {
            unbound.put(kind, "no rule in the text lets their digits repeat, and they have more cells than digits");
            return;
        }
        for (Sentence s : usable()) {
            if (!s.meanings.containsKey(Meaning.KILLER)) {
                continue;
            }
            boolean distinct = DISTINCT.matcher(s.text).find() || s.text.toLowerCase(Locale.ROOT).contains("killer");
            if (total && Pattern.compile("sum|add|total|killer", Pattern.CASE_INSENSITIVE).matcher(s.text).find()) {
                s.used = true;
                if (repeats != null) {
                    // "digits may repeat in cages": the totals are sums of digits that need not differ
                    repeats.used = true;
                    bindings.put(kind, new Binding(Meaning.KILLER, REPEATING, s.quote() + " and " + repeats.quote()));
                    return;
                }
                bindings.put(kind, new Binding(Meaning.KILLER, 1, s.quote()));
                return;
            }
            if (!total && distinct) {
                s.used = true;
                bindings.put(kind, new Binding(Meaning.KILLER, 1, s.quote()));
                return;
            }
        }
        unbound.put(kind, total ? "no rule in the text says what their totals mean" : "no rule in the text says their digits differ");
    }

    /** A meaning's number as the sentence states it: a whisper's least difference, an X's total; 0 for none. */
    private int parameter(Meaning m, Sentence s) {
        if (m == Meaning.WHISPER || m == Meaning.DUTCHWHISPER) {
            Matcher d = Pattern.compile("at least (\\d{1,4}|" + NUMBER_WORDS + ")\\b|\\b(\\d{1,4}|" + NUMBER_WORDS + ") or more",
                    Pattern.CASE_INSENSITIVE).matcher(s.text);
            if (d.find()) {
                return number(d.group(1) != null ? d.group(1) : d.group(2));
            }
            d.reset();
            return d.find() ? Integer.parseInt(d.group(1)) : m == Meaning.DUTCHWHISPER ? 4 : 0;
        }
        if (m == Meaning.EQUALSUM) {
            Matcher d = Pattern.compile("first " + COUNT_WORD, Pattern.CASE_INSENSITIVE).matcher(s.text);
            return d.find() ? count(d.group(1)) : 0;
        }
        if (m == Meaning.FIBONACCI) {
            return SclArithmetic.saysIncreasing(s.text) ? 1 : 0;
        }
        if (m == Meaning.SUMLINE) {
            Matcher d = Pattern.compile("(sums?|summing|adds?|adding) (up )?to (\\d{1,4})\\b", Pattern.CASE_INSENSITIVE).matcher(s.text);
            return d.find() ? Integer.parseInt(d.group(3)) : 0;
        }
        return 0;
    }

    private void override(Map<String, String> overrides) {
        for (Map.Entry<String, String> o : overrides.entrySet()) {
            Meaning m = Meaning.named(o.getValue().strip().toLowerCase(Locale.ROOT));
            if (m == null || m.global()) {
                throw new IllegalArgumentException("--read " + o.getKey() + "=" + o.getValue() + ": '" + o.getValue()
                        + "' is not a reading; one of: " + Meaning.names());
            }
            List<String> words = List.of(o.getKey().strip().toLowerCase(Locale.ROOT).split("[\\s_-]+"));
            List<String> matched = kinds.keySet().stream().filter(k -> List.of(k.toLowerCase(Locale.ROOT).split(" ")).containsAll(words)
                    || k.equalsIgnoreCase(o.getKey().strip())).toList();
            if (matched.isEmpty()) {
                throw new IllegalArgumentException("--read " + o.getKey() + "=" + o.getValue() + ": no element kind '" + o.getKey()
                        + "' in this puzzle; its kinds: " + String.join(", ", kinds.keySet()));
            }
            for (String kind : matched) {
                Shape shape = kinds.get(kind).get(0).shape();
                if (m != Meaning.NONE && !m.shapes.contains(shape)) {
                    throw new IllegalArgumentException("--read " + o.getKey() + "=" + o.getValue() + ": " + kind + " cannot be read as "
                            + m.display + "s");
                }
                Binding before = bindings.get(kind);
                int parameter = before != null && before.meaning() == m ? before.parameter() : m == Meaning.DUTCHWHISPER ? 4
                        : m == Meaning.X ? 10 : m == Meaning.V ? 5 : m == Meaning.KILLER ? 1 : 0;
                unbound.remove(kind);
                bindings.put(kind, new Binding(m, parameter, "--read " + o.getKey() + "=" + o.getValue()));
            }
        }
    }

    private Outcome outcome() {
        List<RuleLine> lines = new ArrayList<>();
        List<ReadItem> items = new ArrayList<>();
        List<String> read = new ArrayList<>();
        for (Map.Entry<String, List<Element>> kind : kinds.entrySet()) {
            Binding b = bindings.get(kind.getKey());
            int count = kind.getValue().size();
            if (b == null) {
                String why = unbound.getOrDefault(kind.getKey(), "no rule in the text mentions them");
                unread.add(count + " " + plural(kind.getKey(), count) + " (" + why + ")");
                kind.getValue().forEach(e -> items.add(new ReadItem(e.path(), kind.getKey(), null, why, choices(e))));
                continue;
            }
            if (b.meaning() == Meaning.NONE) {
                kind.getValue().forEach(e -> items.add(new ReadItem(e.path(), kind.getKey(), "none", b.why(), choices(e))));
                read.add(count + " " + plural(kind.getKey(), count) + " as no rule (" + b.why() + ")");
                continue;
            }
            List<Element> elements = kind.getKey().contains("line") && b.meaning() == Meaning.RENBAN ? mergeBranches(kind.getValue())
                    : kind.getValue();
            if (b.meaning() == Meaning.MINIMUM || b.meaning() == Meaning.MAXIMUM || b.meaning() == Meaning.COUNTINGCIRCLES) {
                // one rule over every cell of the kind: a cell is compared with its neighbours outside the set
                List<Cell> all = elements.stream().flatMap(e -> e.cells().stream()).distinct().toList();
                lines.add(new RuleLine(b.meaning().name + " " + Lines.join(all), elements.get(0).path()));
                elements.forEach(e -> items.add(new ReadItem(e.path(), kind.getKey(), b.meaning().name, b.why(), choices(e))));
                read.add(count + " " + plural(b.meaning().display, count) + " (" + plural(kind.getKey(), count) + ": " + b.why() + ")");
                continue;
            }
            if (b.meaning() == Meaning.CHOICE) {
                choiceLines(kind.getKey(), elements).forEach(line -> lines.add(new RuleLine(line, elements.get(0).path())));
                elements.forEach(e -> items.add(new ReadItem(e.path(), kind.getKey(), b.meaning().name, b.why(), choices(e))));
                read.add(count + " " + plural(kind.getKey(), count) + " (" + b.why() + (eachCount.containsKey(kind.getKey())
                        ? "; " + eachCount.get(kind.getKey()) + " of each" : "") + ")");
                continue;
            }
            Map<Element, String> branchSums = b.meaning() == Meaning.REGIONSUM ? regionSumBranches(elements) : Map.of();
            for (Element e : elements) {
                Element drawn = e;
                if (branchSums.containsKey(e)) {
                    drawn = new Element(e.shape(), e.kind(), e.rgb(), e.cells().subList(1, e.cells().size()), e.text(), e.path(), false);
                    lines.add(new RuleLine(branchSums.get(e), e.path()));
                }
                for (String line : nativeLines(b, drawn)) {
                    lines.add(new RuleLine(line, e.path()));
                }
                items.add(new ReadItem(e.path(), kind.getKey(), b.meaning().name, b.why(), choices(e)));
            }
            read.add(elements.size() + " " + plural(b.meaning().display + (b.parameter() > 0 && b.meaning() != Meaning.KILLER
                    && b.meaning() != Meaning.FIBONACCI
                    ? " (" + b.parameter() + ")" : ""), elements.size()) + " (" + plural(kind.getKey(), count) + ": " + b.why() + ")");
        }
        cageTotals.closing().forEach(line -> lines.add(new RuleLine(line, "metadata.rules")));
        globals(lines, items, read);
        paths(lines, items, read);
        for (Sentence s : sentences) {
            if (!s.used && (s.twist || !s.boilerplate) && !s.negative) {
                unread.add("rules text " + s.quote() + (s.twist ? " (a rule satdoku cannot state)" : " (no element or rule read from it)"));
            }
        }
        for (Sentence s : usable()) {
            for (Meaning m : s.meanings.keySet()) {
                if (!m.global() && bindings.values().stream().noneMatch(b -> b.meaning() == m) && !s.used && !unreadMentions(m)) {
                    unread.add("the text names " + m.display + "s but no element reads as one");
                }
            }
        }
        return new Outcome(lines, items, read, List.copyOf(new LinkedHashSet<>(unread)));
    }

    /** The chaos construction the text states, or why none is read. */
    private SclRegions.Result chaos() {
        if (usable().stream().noneMatch(s -> s.meanings.containsKey(Meaning.CHAOS))) {
            return new SclRegions.Result(null, "the text does not say the regions are to be found");
        }
        return SclRegions.chaos(text, rows, cols, n, region != null);
    }

    private boolean unreadMentions(Meaning m) {
        return unread.stream().anyMatch(u -> u.contains(m.display));
    }

    /** Outside numbers the path's sentences explain ("the digit in the Nth loop cell"): numbered rooms counting the path's cells. */
    private void bindPathClues() {
        path = PathReading.read(sentences.stream().map(s -> s.text).toList(), rows, cols, region);
        if (path == null || path.roomSentence() < 0) {
            return;
        }
        boolean any = false;
        for (String kind : List.copyOf(unbound.keySet())) {
            if (kind.startsWith("number") && kinds.get(kind).get(0).shape() == Shape.OUTSIDE_TEXT && unbound.get(kind).startsWith("no rule")) {
                unbound.remove(kind);
                bindings.put(kind, new Binding(Meaning.PATHROOM, 0, sentences.get(path.roomSentence()).quote()));
                any = true;
            }
        }
        if (!any) {
            unread.add("the text names " + Meaning.PATHROOM.display + "s but no element reads as one");
        }
    }

    /** A snake or loop the solver draws and the rules tied to it (read by {@link PathReading}), with the sentences that state them. */
    private void paths(List<RuleLine> lines, List<ReadItem> items, List<String> read) {
        if (path == null) {
            return;
        }
        path.lines().forEach(line -> lines.add(new RuleLine(line, "metadata.rules")));
        String keyword = path.lines().get(0).split(" ")[0];
        for (Map.Entry<Integer, String> e : path.described().entrySet()) {
            Sentence s = sentences.get(e.getKey());
            s.used = true;
            items.add(new ReadItem("metadata.rules", "rules text", keyword, s.quote(), List.of()));
            read.add(e.getValue() + " (" + s.quote() + ")");
        }
    }

    /** Rules stated by the text alone (anti-knight) and negative constraints ("all possible dots are given"). */
    private void globals(List<RuleLine> lines, List<ReadItem> items, List<String> read) {
        Set<Meaning> done = new LinkedHashSet<>();
        Meaning previous = null;
        for (Sentence s : usable()) {
            for (Meaning m : s.meanings.keySet()) {
                if (m == Meaning.PARITYRUNS && done.add(m)) {
                    int k = parityRun(s);
                    if (k < 2 || n > 16) {
                        s.used = false;
                        continue;
                    }
                    parityRuns(k).forEach(line -> lines.add(new RuleLine(line, "metadata.rules")));
                    items.add(new ReadItem("metadata.rules", "rules text", "regex", s.quote(), List.of()));
                    read.add("no " + k + " consecutive digits of one parity in any row or column (" + s.quote() + ")");
                } else if (m == Meaning.CHAOS && done.add(m)) {
                    if (chaos().line() == null) {
                        s.used = false;
                        unread.add("rules text " + s.quote() + " (" + chaos().reason() + ")");
                        continue;
                    }
                    lines.add(new RuleLine(chaos().line(), "metadata.rules"));
                    items.add(new ReadItem("metadata.rules", "rules text", "chaos", s.quote(), List.of()));
                    read.add(m.display + " (" + s.quote() + ")");
                } else if (m.global() && done.add(m)) {
                    lines.add(new RuleLine(m.name, "metadata.rules"));
                    items.add(new ReadItem("metadata.rules", "rules text", m.name, s.quote(), List.of()));
                    read.add(m.display + " (" + s.quote() + ")");
                }
            }
            if (s.negative) {
                negative(s, previous, lines, items, read);
            }
            for (Meaning m : s.meanings.keySet()) {
                previous = m;
            }
        }
    }

    /** The length of the runs of one parity a sentence forbids ("strings of 3 digits", "three adjacent cells"), or 0. */
    private static int parityRun(Sentence s) {
        Matcher m = Pattern.compile("(?:of |\\b)" + COUNT_WORD + "\\b(?= (digits|cells|numbers|consecutive|adjacent|neighbou?ring|[^.]{0,60}"
                + SAME_PARITY + "))", Pattern.CASE_INSENSITIVE).matcher(s.text);
        return m.find() ? count(m.group(1)) : 0;
    }

    /**
     * Every row and column read as alternating runs of even and odd digits, each run shorter than k: one
     * regex per line (the catalogue's pattern over the values along cells).
     */
    private List<String> parityRuns(int k) {
        StringBuilder even = new StringBuilder();
        StringBuilder odd = new StringBuilder();
        for (int v = 1; v <= n; v++) {
            (v % 2 == 0 ? even : odd).append(v < 10 ? (char) ('0' + v) : (char) ('A' + v - 10));
        }
        String e = "[" + even + "]{1," + (k - 1) + "}";
        String o = "[" + odd + "]{1," + (k - 1) + "}";
        String pattern = "(" + e + ")?(" + o + e + ")*(" + o + ")?";
        List<String> out = new ArrayList<>();
        for (int r = 1; r <= rows; r++) {
            out.add("regex r" + r + "c1-r" + r + "c" + cols + " pattern=" + pattern);
        }
        for (int c = 1; c <= cols; c++) {
            out.add("regex r1c" + c + "-r" + rows + "c" + c + " pattern=" + pattern);
        }
        return out;
    }

    private void negative(Sentence s, Meaning previous, List<RuleLine> lines, List<ReadItem> items, List<String> read) {
        String t = s.text.toLowerCase(Locale.ROOT);
        boolean dots = t.contains("dot") || t.contains("kropki")
                || t.contains("such") && (previous == Meaning.WHITE || previous == Meaning.BLACK);
        boolean both = t.contains("xv");
        // the letter alone names the mark here: a negative sentence need not repeat its total
        boolean namesX = both || Meaning.X.words.matcher(s.text).find() || t.contains("such") && previous == Meaning.X;
        boolean namesV = both || Meaning.V.words.matcher(s.text).find() || t.contains("such") && previous == Meaning.V;
        Set<Meaning> readAs = bindings.values().stream().map(Binding::meaning).collect(Collectors.toSet());
        if (dots) {
            List<String> kindsOf = new ArrayList<>();
            if (readAs.contains(Meaning.WHITE) || readAs.contains(Meaning.EITHERDOT)) {
                kindsOf.add("white");
            }
            if (readAs.contains(Meaning.BLACK) || readAs.contains(Meaning.EITHERDOT)) {
                kindsOf.add("black");
            }
            if (!kindsOf.isEmpty()) {
                s.used = true;
                lines.add(new RuleLine("negative " + String.join(" ", kindsOf), "metadata.rules"));
                items.add(new ReadItem("metadata.rules", "rules text", "negative " + String.join(" ", kindsOf), s.quote(), List.of()));
                read.add("no further " + String.join(" or ", kindsOf) + " dots (" + s.quote() + ")");
                return;
            }
        }
        // "all V are given" forbids an unmarked 5 only: a 10 stays allowed unless the text names X too
        boolean plain = bindings.values().stream().filter(b -> b.meaning() == Meaning.X || b.meaning() == Meaning.V)
                .allMatch(b -> b.parameter() == (b.meaning() == Meaning.X ? 10 : 5));
        boolean drawn = readAs.contains(Meaning.X) && namesX || readAs.contains(Meaning.V) && namesV;
        if ((namesX || namesV) && plain && drawn) {
            String kind = namesX && namesV ? "xv" : namesX ? "x" : "v";
            String said = namesX && namesV ? "X or V" : namesX ? "X" : "V";
            s.used = true;
            lines.add(new RuleLine("negative " + kind, "metadata.rules"));
            items.add(new ReadItem("metadata.rules", "rules text", "negative " + kind, s.quote(), List.of()));
            read.add("no further " + said + " (" + s.quote() + ")");
            return;
        }
        unread.add("rules text " + s.quote() + " (a negative constraint satdoku states only for kropki dots, X and V)");
    }

    /** The readings an element of this shape can be given by {@code --read}, "none" last. */
    private static List<String> choices(Element e) {
        List<String> out = new ArrayList<>();
        for (Meaning m : Meaning.values()) {
            if (m.shapes.contains(e.shape())) {
                out.add(m.name);
            }
        }
        if (!out.isEmpty()) {
            out.add(Meaning.NONE.name);
        }
        return out;
    }

    /** The native rules for one element read as a meaning. */
    private List<String> nativeLines(Binding b, Element e) {
        List<Cell> cells = e.cells();
        String list = Lines.join(cells);
        return switch (b.meaning()) {
            case WHISPER, DUTCHWHISPER -> {
                String diff = b.parameter() > 0 ? " diff=" + b.parameter() : "";
                List<String> out = new ArrayList<>();
                if (new LinkedHashSet<>(cells).size() == cells.size()) {
                    out.add("whisper " + list + diff);
                } else {
                    for (int i = 1; i < cells.size(); i++) {
                        out.add("whisper " + cells.get(i - 1) + " " + cells.get(i) + diff);
                    }
                }
                if (e.closed()) {
                    out.add("whisper " + cells.get(cells.size() - 1) + " " + cells.get(0) + diff);
                }
                yield out;
            }
            case RENBAN -> renban(cells);
            case DISTINCT -> List.of("extraregion " + list);
            case SEQUENCE -> {
                List<Cell> reversed = new ArrayList<>(cells);
                java.util.Collections.reverse(reversed);
                yield List.of("samediff " + list, "or { gt " + list + " } { gt " + Lines.join(reversed) + " }");
            }
            case SUMLINE -> List.of("sumline " + b.parameter() + " " + list + (e.closed() ? " loop" : ""));
            case EQUALSUM -> {
                int k = b.parameter();
                if (k < 1 || 2 * k > cells.size() || e.closed()) {
                    unread.add("the " + e.kind() + " at " + e.path() + " (" + cells.size() + " cells: no first and last " + k
                            + " to compare)");
                    yield List.of();
                }
                yield List.of("equalsum " + Lines.join(cells.subList(0, k)) + " | " + Lines.join(cells.subList(cells.size() - k, cells.size())));
            }
            case ARROW -> {
                int circle = e.text().matches("\\d") ? Integer.parseInt(e.text()) : 1;
                yield List.of("arrow " + Lines.join(cells.subList(0, circle)) + " | " + Lines.join(cells.subList(circle, cells.size())));
            }
            case KILLER -> List.of(e.text().isEmpty() ? "cage " + list : e.kind().contains("repeat") || b.parameter() == REPEATING
                    ? "sum " + e.text() + " " + list : "cage " + e.text() + " " + list);
            case WHITE, BLACK -> List.of(b.meaning().name + " " + list + (e.text().isEmpty() ? ""
                    : b.meaning() == Meaning.WHITE ? " diff=" + e.text() : " ratio=" + e.text()));
            case EITHERDOT -> List.of("or { white " + list + " } { black " + list + " }");
            case X, V -> List.of(b.parameter() == (b.meaning() == Meaning.X ? 10 : 5) ? b.meaning().name + " " + list
                    : "sum " + b.parameter() + " " + list);
            case EVEN, ODD -> List.of(b.meaning().name + " " + list);
            case SANDWICH -> List.of(sandwich(e));
            case QUAD -> List.of("quad " + cells.stream().min(Cell::compareTo).orElseThrow() + " "
                    + String.join(" ", e.text().replaceAll("\\D", "").split("")));
            case XSUM, SKYSCRAPER, NUMBEREDROOM -> List.of(b.meaning().name + " " + e.text() + " " + outsidePosition(e));
            case PATHROOM -> List.of("numberedroom " + e.text() + " " + outsidePosition(e) + " shaded");
            case INEQUALITY -> inequality(e);
            case LITTLEKILLER -> List.of("littlekiller " + e.text() + " " + diagonalClue(e));
            case MOVEGROUP -> moveGroups(e);
            case FIBONACCI -> SclArithmetic.fibonacci(e, b.parameter() == 1, unread::add);
            case DIFFERENCEARROW -> SclArithmetic.differenceArrow(e, unread::add);
            case REGIONDIFF -> SclArithmetic.regionDifference(e, region, unread::add);
            case LOOKANDSAY -> SclArithmetic.lookAndSay(e, n, unread::add);
            case DIFFERENCECOUNT -> e.closed() ? unreadLoop(e) : List.of("differencecount " + list);
            case TOTALSET -> cageTotals.lines(e, n, unread);
            case ROMAN -> romanCages.lines(e, n, unread);
            case CHAOSBORDERS -> {
                SclRegions.Result r = region != null || chaos().line() != null
                        ? SclRegions.lighthouse(cells.get(0), rows, cols, region, n) : new SclRegions.Result(null, "no regions to count the borders of");
                if (r.line() == null) {
                    unread.add("the " + e.kind() + " at " + e.path() + " (" + r.reason() + ")");
                }
                yield r.line() == null ? List.of() : List.of(r.line());
            }
            default -> List.of(b.meaning().name + " " + list);
        };
    }

    /** A cell sharing its value group with its move cells, by the sentence that states it (thirds and a knight's move under --read). */
    private List<String> moveGroups(Element e) {
        String said = usable().stream().filter(s -> s.meanings.containsKey(Meaning.MOVEGROUP)).map(s -> s.text).findFirst().orElse("");
        try {
            MoveGroups groups = MoveGroups.of(said, n);
            return e.cells().stream().flatMap(c -> groups.lines(c, rows, cols).stream()).toList();
        } catch (IllegalArgumentException x) {
            unread.add("the " + e.kind() + " at " + e.path() + " (" + x.getMessage() + ")");
            return List.of();
        }
    }

    private List<String> unreadLoop(Element e) {
        unread.add("the " + e.kind() + " at " + e.path() + " (a closed loop: satdoku reads this rule on lines with two ends)");
        return List.of();
    }

    /** The position one step outside the grid from which an outside clue reads (its first two cells give the direction). */
    private static String outsidePosition(Element e) {
        Cell a = e.cells().get(0);
        Cell b = e.cells().get(1);
        return "r" + (2 * a.row() - b.row() + 1) + "c" + (2 * a.col() - b.col() + 1);
    }

    /**
     * A diagonal clue as the position outside the grid it stands at and the direction its cells run in
     * ({@code r0c0 dr} is down and to the right from above the top-left corner): the direction that walks
     * from just outside the grid exactly over its cells.
     */
    private String diagonalClue(Element e) {
        Cell first = e.cells().get(0);
        for (int dr : new int[] {1, -1}) {
            for (int dc : new int[] {1, -1}) {
                Cell from = new Cell(first.row() - dr, first.col() - dc);
                List<Cell> walk = new ArrayList<>();
                for (Cell c = first; c.inside(rows, cols); c = new Cell(c.row() + dr, c.col() + dc)) {
                    walk.add(c);
                }
                if (!from.inside(rows, cols) && walk.equals(e.cells())) {
                    return "r" + (from.row() + 1) + "c" + (from.col() + 1) + " " + (dr > 0 ? "d" : "u") + (dc > 0 ? "r" : "l");
                }
            }
        }
        throw new IllegalStateException("not a diagonal from outside the grid: " + e.cells());
    }

    private static String sandwich(Element e) {
        Cell a = e.cells().get(0);
        Cell b = e.cells().get(1);
        String where = a.row() == b.row() ? "r" + (a.row() + 1) : "c" + (a.col() + 1);
        return "sandwich " + e.text() + " " + where;
    }

    /**
     * A renban set: one line when its cells form one, else its digits distinct and all within one run
     * of consecutive values (a branched or self-crossing drawing).
     */
    private List<String> renban(List<Cell> cells) {
        List<Cell> distinct = new ArrayList<>(new LinkedHashSet<>(cells));
        boolean path = distinct.size() == cells.size();
        for (int i = 1; i < distinct.size() && path; i++) {
            path = distinct.get(i - 1).isKingAdjacent(distinct.get(i));
        }
        if (path) {
            return List.of("renban " + Lines.join(distinct));
        }
        int k = distinct.size();
        StringBuilder or = new StringBuilder("or");
        for (int lo = 1; lo + k - 1 <= n; lo++) {
            List<String> digits = new ArrayList<>();
            for (int d = lo; d < lo + k; d++) {
                digits.add(Integer.toString(d));
            }
            or.append(" { candidates ").append(Lines.join(distinct)).append(" digits=").append(String.join(",", digits)).append(" }");
        }
        return List.of("extraregion " + Lines.join(distinct), or.toString());
    }

    /**
     * Region sum lines that branch: a line starting on a cell of another line of its kind is part of one
     * drawing, whose runs all share one sum, and the shared cell belongs to the other line's run. When the
     * branch leaves the shared cell's region at once, it is read exactly as its own line without that cell,
     * its first run summing to the other line's first run; otherwise the reading says it is not read.
     */
    private Map<Element, String> regionSumBranches(List<Element> lines) {
        Map<Element, String> out = new LinkedHashMap<>();
        if (region == null) {
            return out;
        }
        for (Element e : lines) {
            for (Element other : lines) {
                if (other == e || !other.cells().contains(e.cells().get(0)) || e.cells().size() < 2) {
                    continue;
                }
                List<Cell> cells = e.cells();
                if (region.applyAsInt(cells.get(0)) == region.applyAsInt(cells.get(1))) {
                    unread.add("the branch of a " + e.kind() + " at " + e.path() + " (it shares a region run with the line it starts on)");
                } else {
                    List<Cell> rest = cells.subList(1, cells.size());
                    out.put(e, "equalsum " + Lines.join(firstRun(other.cells())) + " | " + Lines.join(firstRun(rest)));
                }
                break;
            }
        }
        return out;
    }

    private List<Cell> firstRun(List<Cell> cells) {
        int r = region.applyAsInt(cells.get(0));
        int k = 1;
        while (k < cells.size() && region.applyAsInt(cells.get(k)) == r) {
            k++;
        }
        return cells.subList(0, k);
    }

    /** Lines of one kind that share a cell are one drawing (a branched renban): their cells together. */
    private static List<Element> mergeBranches(List<Element> lines) {
        List<Element> out = new ArrayList<>();
        for (Element e : lines) {
            Element merged = e;
            for (int i = 0; i < out.size(); i++) {
                Element o = out.get(i);
                if (o.cells().stream().anyMatch(merged.cells()::contains)) {
                    List<Cell> cells = new ArrayList<>(o.cells());
                    merged.cells().stream().filter(c -> !cells.contains(c)).forEach(cells::add);
                    merged = new Element(o.shape(), o.kind(), o.rgb(), cells, o.text(), o.path() + "+" + merged.path(), false);
                    out.remove(i);
                    i = -1;
                }
            }
            out.add(merged);
        }
        return out;
    }

    /** "grey line with a bulb" as "grey lines with a bulb" for counts other than one. */
    static String plural(String kind, int count) {
        if (count == 1) {
            return kind;
        }
        Matcher m = Pattern.compile("\\b(line|dot|circle|square|cage|arrow|number|shape|thermometer|sandwich sum|cell|arrowhead|palindrome|sign|room|stroke|clue|X|V)\\b")
                .matcher(kind);
        return m.find() ? kind.substring(0, m.end()) + "s" + kind.substring(m.end()) : kind;
    }
}
