package dev.satdoku.format.sudokupad;

import dev.satdoku.model.Cell;
import dev.satdoku.rules.Lines;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.ToIntFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The rules text's "draw a snake" or "draw a loop": a path of cells the solver shades, and the rules
 * tied to it. A sentence is read only when every one of its clauses is one this class states (the
 * path itself, where it starts or ends, that it visits every box, that it does not branch or touch
 * itself, "friendly" cells and the path being exactly the unfriendly ones, the path acting as a
 * German whisper line); any other clause leaves the sentence unread. The path is the shading of
 * the native format: {@code snake}/{@code loop}, {@code require} and {@code if ... shaded} rules.
 */
final class PathReading {

    /**
     * What was read: native lines, a description per sentence (by index), and the sentence that makes
     * the numbers outside the grid numbered rooms counting the path's cells (-1 when none does).
     */
    record Read(List<String> lines, Map<Integer, String> described, int roomSentence) {
    }

    private static final String NOT = "(does not|doesn't|do not|don't|cannot|can't|may not|must not|will not|won't|never|not|nor|or|and)";
    private static final String CORNER = "(?:in|at|from) the (top|bottom)[- ]?(left|right)(?: corner)?(?: cell| of the grid)?";

    /** "Draw a (1-cell-wide) snake/loop (of orthogonally connected cells) (in the grid)". */
    private static final Pattern DECLARE = Pattern.compile("^(?:draw|shade|there is|find) (?:a |an |one )?(?:(?:1|one)[- ]cell[- ]wide |"
            + "non-?branching |simple |orthogonally connected )*(snake|loop|path)(?: \\(\\w+\\))?(?: of (?:orthogonally )?(?:connected|adjacent) cells)?"
            + "(?: (?:in|through) the grid)?$");
    private static final Pattern START = Pattern.compile("^(?:it |the (?:snake|path|loop) )?(?:starts|begins|has one end|has an end|must start)(?: of the \\w+)? "
            + CORNER + "$");
    private static final Pattern END = Pattern.compile("^(?:it |the (?:snake|path) )?(?:ends|finishes|has (?:its )?other end|must end) " + CORNER + "$");
    private static final Pattern VISITS = Pattern.compile("^(?:it |the (?:snake|path|loop) )?(?:must )?(?:visits?|pass(?:es)? through|enters?|goes through)"
            + " (?:every|each|all(?: the)?|all of the) (?:\\d+x\\d+ )?(?:box|boxes|region|regions)(?: at least once)?$");
    /** "does not branch nor touch itself orthogonally": what a snake or loop is anyway. */
    private static final Pattern SIMPLE = Pattern.compile("^(?:it |the (?:snake|path|loop) )?(?:may |must |will |can |does |do )?" + NOT
            + " (?:(?:" + NOT + " )*(?:branch(?:es)?|touch(?:es)? itself|cross(?:es)? itself)(?: orthogonally)?(?: |$))+$");
    private static final Pattern NO_DIAGONAL = Pattern.compile("^(?:it |the (?:snake|path|loop) )?" + NOT + " (?:\\w+ )?touch(?:es)? itself,? "
            + "(?:not )?(?:even |also |either )?diagonally$");
    private static final Pattern FRIENDLY = Pattern.compile("^(?:a cell is |cells are )?'?friendly'? if (?:its|their) (?:digit|value|number)s? "
            + "(?:matches|match|equals|equal|is equal to|is the same as) (?:its|their|the)( (?:row|column|box|region)(?: number)?"
            + "(?:,? (?:or|and)? ?(?:its |their |the )?(?:row|column|box|region)(?: number)?)*)(?: numbers?| indices| index)?$");
    private static final Pattern PATH_IS_UNFRIENDLY = Pattern.compile("^the (snake|loop|path) (?:consists of|is made of|is made up of|contains|"
            + "occupies|passes through|visits) (?:all|exactly the|precisely the|all of the) cells (?:which|that) are (?:not |un-?|non-?)friendly"
            + "(?: and no others| and only those| only)?$");
    private static final Pattern WHISPER = Pattern.compile("^the (snake|loop|path) (?:acts as|is) (?:a |one )?(?:german )?whispers? line"
            + "(?: \\(i\\.?e\\.?,? (?:adjacent|neighbou?ring|consecutive) digits (?:on|along) the (?:snake|loop|path) (?:must )?"
            + "(?:have a difference of|differ by) (?:at least (\\d+)|(\\d+) or more)\\))?$");
    /** The whisper rule said outright: "adjacent digits along the loop differ by at least 5". */
    private static final Pattern WHISPER_SAID = Pattern.compile("^(?:orthogonally )?(?:adjacent|neighbou?ring|consecutive) (?:digits|cells) "
            + "(?:on|along|in) the (snake|loop|path) (?:must )?(?:have a difference of|differ by) (?:at least (\\d+)|(\\d+) or more)$");
    /** "Clues outside the grid indicate the digit which has to be placed in the Nth loop cell in the corresponding direction". */
    private static final Pattern ROOMS = Pattern.compile("^(?:(?:loopy |snaky |snake |loop )?numbered rooms?: )?(?:the )?(?:clues|numbers|digits) "
            + "outside the grid (?:indicate|give|show|are) the digit (?:which|that) (?:has to be|must be|is) (?:placed )?in the (?:n|x)th "
            + "(?:loop|snake|path|shaded) cell (?:in the corresponding direction|in that direction|from that side|seen from the clue)"
            + "(?:,? where (?:n|x) is the digit (?:next to|nearest to|closest to) the clue(?: \\((?:and )?not necessarily on the "
            + "(?:loop|snake|path)\\))?)?$");
    private static final Pattern TOUCH_SPLIT = Pattern.compile(",\\s*|\\s+(?:and|but)\\s+(?=(?:it|the|does|do|visits?|starts?|ends?|begins?|must|may|cannot|never|is|acts|pass(?:es)?|goes|enters?|finishes|has)\\b)");

    private final int rows;
    private final int cols;
    private final ToIntFunction<Cell> region;
    private String kind;
    private boolean noDiagonal;
    private Cell from;
    private Cell to;
    private boolean visitsBoxes;
    private Set<String> friendlyBy;
    private boolean exactlyUnfriendly;
    /** The least difference of the path's whisper rule: 0 for none, {@link #DEFAULT_DIFF} for the rule's default. */
    private int whisper;
    private static final int DEFAULT_DIFF = -1;
    private boolean rooms;
    private int roomSentence = -1;
    private final Map<Integer, String> described = new LinkedHashMap<>();

    private PathReading(int rows, int cols, ToIntFunction<Cell> region) {
        this.rows = rows;
        this.cols = cols;
        this.region = region;
    }

    /**
     * Reads the sentences about a path; null when the text draws none (or draws something else:
     * both a snake and a loop).
     */
    static Read read(List<String> sentences, int rows, int cols, ToIntFunction<Cell> region) {
        PathReading p = new PathReading(rows, cols, region);
        for (int i = 0; i < sentences.size(); i++) {
            p.sentence(i, sentences.get(i));
        }
        return p.kind == null ? null : new Read(p.lines(), p.described, p.roomSentence);
    }

    private void sentence(int index, String raw) {
        String text = raw.strip().toLowerCase(Locale.ROOT).replaceAll("[\u2018\u2019]", "'").replaceAll("[.!]+$", "").replaceAll("\\s+", " ");
        PathReading whole = copy();
        String all = whole.clause(text);
        if (all != null) {
            if (whole.rooms && !rooms) {
                roomSentence = index;
            }
            adopt(whole);
            described.put(index, all);
            return;
        }
        List<String> said = new ArrayList<>();
        PathReading trial = copy();
        for (String clause : TOUCH_SPLIT.split(text)) {
            String c = clause.strip().replaceFirst("^(and|but|or) ", "");
            if (c.isEmpty()) {
                continue;
            }
            String what = trial.clause(c);
            if (what == null) {
                return;
            }
            said.add(what);
        }
        if (said.isEmpty()) {
            return;
        }
        adopt(trial);
        described.put(index, String.join(", ", said));
    }

    /** What the clause states, applied to this reading, or null when it states something else. */
    private String clause(String c) {
        Matcher m;
        if ((m = DECLARE.matcher(c)).matches()) {
            String k = m.group(1).equals("loop") ? "loop" : "snake";
            if (kind != null && !kind.equals(k)) {
                return null;
            }
            kind = k;
            return "a " + k + " of shaded cells";
        }
        if (kind == null) {
            return null;
        }
        if ((m = START.matcher(c)).matches() && kind.equals("snake")) {
            from = corner(m.group(1), m.group(2));
            return "from " + from;
        }
        if ((m = END.matcher(c)).matches() && kind.equals("snake")) {
            to = corner(m.group(1), m.group(2));
            return "to " + to;
        }
        if (VISITS.matcher(c).matches() && region != null) {
            visitsBoxes = true;
            return "through every box";
        }
        if (SIMPLE.matcher(c).matches()) {
            return "not branching or touching itself";
        }
        if (NO_DIAGONAL.matcher(c).matches() && kind.equals("loop")) {
            noDiagonal = true;
            return "not touching itself diagonally";
        }
        if ((m = FRIENDLY.matcher(c)).matches()) {
            Set<String> by = new TreeSet<>();
            for (String w : m.group(1).split("\\W+")) {
                if (w.matches("row|column|box|region")) {
                    by.add(w.equals("region") ? "box" : w);
                }
            }
            if (by.contains("box") && region == null) {
                return null;
            }
            friendlyBy = by;
            return "friendly cells (digit = " + String.join(", ", by) + " number)";
        }
        if ((m = PATH_IS_UNFRIENDLY.matcher(c)).matches() && friendlyBy != null) {
            exactlyUnfriendly = true;
            return "shaded exactly where not friendly";
        }
        if (ROOMS.matcher(c).matches()) {
            rooms = true;
            return "numbers outside the grid: numbered rooms counting its cells";
        }
        if ((m = WHISPER.matcher(c)).matches() || (m = WHISPER_SAID.matcher(c)).matches()) {
            String diff = m.group(2) != null ? m.group(2) : m.group(3);
            // without a number, the whisper rule's own default for the grid (5 on 9x9)
            whisper = diff == null ? DEFAULT_DIFF : Integer.parseInt(diff);
            return "German whisper" + (whisper == DEFAULT_DIFF ? "" : " (" + whisper + ")") + " along it";
        }
        return null;
    }

    private Cell corner(String vertical, String horizontal) {
        return new Cell(vertical.equals("top") ? 0 : rows - 1, horizontal.equals("left") ? 0 : cols - 1);
    }

    private PathReading copy() {
        PathReading p = new PathReading(rows, cols, region);
        p.adopt(this);
        return p;
    }

    private void adopt(PathReading o) {
        kind = o.kind;
        noDiagonal = o.noDiagonal;
        from = o.from;
        to = o.to;
        visitsBoxes = o.visitsBoxes;
        friendlyBy = o.friendlyBy;
        exactlyUnfriendly = o.exactlyUnfriendly;
        whisper = o.whisper;
        rooms = o.rooms;
    }

    private List<String> lines() {
        List<String> out = new ArrayList<>();
        if (kind.equals("loop")) {
            out.add(noDiagonal ? "loop nodiagonaltouch" : "loop");
        } else if (from != null && from.equals(to)) {
            out.add("snake from " + from);
        } else {
            out.add("snake" + (from == null ? "" : " from " + from) + (to == null ? "" : " to " + to));
        }
        Map<Integer, List<Cell>> boxes = boxes();
        if (visitsBoxes) {
            boxes.values().forEach(cells -> out.add("require some shaded " + Lines.join(cells)));
        }
        if (exactlyUnfriendly) {
            Map<Integer, Integer> boxNumber = new LinkedHashMap<>();
            boxes.keySet().forEach(b -> boxNumber.put(b, boxNumber.size() + 1));
            int n = Math.max(rows, cols);
            for (int r = 0; r < rows; r++) {
                for (int c = 0; c < cols; c++) {
                    Cell cell = new Cell(r, c);
                    Set<Integer> friendly = new TreeSet<>();
                    if (friendlyBy.contains("row")) {
                        friendly.add(r + 1);
                    }
                    if (friendlyBy.contains("column")) {
                        friendly.add(c + 1);
                    }
                    if (friendlyBy.contains("box")) {
                        friendly.add(boxNumber.get(region.applyAsInt(cell)));
                    }
                    friendly.removeIf(d -> d > n);
                    List<String> others = new ArrayList<>();
                    for (int d = 1; d <= n; d++) {
                        if (!friendly.contains(d)) {
                            others.add(String.valueOf(d));
                        }
                    }
                    out.add(friendly.isEmpty() ? "require all shaded " + cell : "if all unshaded " + cell + ": candidates " + cell + " digits="
                            + String.join(",", friendly.stream().map(String::valueOf).toList()));
                    out.add(others.isEmpty() ? "require all unshaded " + cell : "if all shaded " + cell + ": candidates " + cell + " digits="
                            + String.join(",", others));
                }
            }
        }
        if (whisper != 0) {
            for (int r = 0; r < rows; r++) {
                for (int c = 0; c < cols; c++) {
                    Cell a = new Cell(r, c);
                    for (Cell b : List.of(new Cell(r, c + 1), new Cell(r + 1, c))) {
                        if (b.row() < rows && b.col() < cols) {
                            out.add("if all shaded " + a + " " + b + ": whisper " + a + " " + b + (whisper > 0 ? " diff=" + whisper : ""));
                        }
                    }
                }
            }
        }
        return out;
    }

    /** The regions, each with its cells, in the reading order of their first cells (box 1 is the top-left one). */
    private Map<Integer, List<Cell>> boxes() {
        Map<Integer, List<Cell>> out = new LinkedHashMap<>();
        if (region == null) {
            return out;
        }
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                Cell cell = new Cell(r, c);
                out.computeIfAbsent(region.applyAsInt(cell), k -> new ArrayList<>()).add(cell);
            }
        }
        return out;
    }
}
