package dev.satdoku.rules.relation;

import dev.satdoku.cnf.Lits;
import dev.satdoku.encode.EncodingContext;
import dev.satdoku.encode.IntVar;
import dev.satdoku.encoding.Automaton;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Lines;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import dev.satdoku.syntax.Token;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * The values read along the cells, in order, form a word that a state machine accepts (ISS's
 * {@code NFA} lines, the form in which ISS states sum variants, Not-Renban, index lines and other
 * custom rules). The machine may be nondeterministic: a word is accepted when some path from a start
 * state reads it and ends in an accepting state. The cells may come in several segments; between two
 * segments the machine reads one more symbol, the separator {@code sep}, so it can tell where a
 * segment ends.
 *
 * <p>Encoding: the machine over the symbols value - the grid's smallest value, and the separator as
 * one symbol more, unrolled over the cells and separators by {@code ctx.accepted} (the layered
 * encoding shared with regex lines: states pruned by forward and backward reachability first, values
 * no surviving move reads forbidden outright; unit propagation is arc-consistent).
 *
 * <p>Check: the set of states the machine may be in, followed along the digits and separators from
 * the moves as listed, sharing nothing with the encoding.
 *
 * @param start    the start states, ascending
 * @param accept   the accepting states, ascending
 * @param moves    the moves, ascending (from state, value, to state); value {@link #SEP} is the separator
 * @param segments the cells in reading order, segment by segment (a segment may be empty)
 */
public record NfaLine(List<Integer> start, List<Integer> accept, List<Move> moves, List<List<Cell>> segments) implements Rule {

    /** The value of a move that reads the separator between two segments. */
    public static final int SEP = -1;

    /** State numbers stay below this (ISS's automata have at most 2^16 states). */
    public static final int MAX_STATES = 1 << 16;

    /** One move: from state {@code from}, reading {@code value} ({@link #SEP}: the separator), to state {@code to}. */
    public record Move(int from, int value, int to) implements Comparable<Move> {
        @Override
        public int compareTo(Move o) {
            return from != o.from ? Integer.compare(from, o.from) : to != o.to ? Integer.compare(to, o.to) : Integer.compare(value, o.value);
        }
    }

    public static final RuleType TYPE = RuleType.of("nfa", List.of(),
            "nfa CELLS [| CELLS...] start=S,... accept=S,... next=S:VALUES>T,...",
            "the values along the cells, in order, are a word the state machine accepts", NfaLine::parse)
            .withReference("a state machine reads the values along the cells in order and must end in an accepting state. "
                    + "States are numbers 0, 1, 2, ...; `start=` and `accept=` list the start and accepting states (`none` for "
                    + "no state); `next=` lists the moves as `FROM:VALUES>TO`, where VALUES are values, ranges such as `1-4` and "
                    + "`sep`, joined by `/`. A value may lead from one state to several (the machine is then nondeterministic: "
                    + "a word is accepted when some path reads it and ends in an accepting state); a value with no move from "
                    + "any current state rejects the word. `|` splits the cells into segments, and between two segments the "
                    + "machine reads `sep` (a segment may be empty: `| |`). Cells need not touch and may come back. E.g. "
                    + "`nfa r1c1-r1c4 start=0 accept=0,1 next=0:1-4/6-9>0,0:5>1,1:1-4/6-9>1` (at most one 5 on the line), "
                    + "`nfa r1c1 r1c2 | r3c3 start=0 accept=2 next=0:1-9>0,0:sep>1,1:1>2` (a 1 after the separator). ISS's `NFA` lines import as this "
                    + "rule, one per cell group; encoded as the machine unrolled along the line");

    public NfaLine {
        start = canonical(start, "start");
        accept = canonical(accept, "accepting");
        TreeSet<Move> sorted = new TreeSet<>(moves);
        for (Move m : sorted) {
            state(m.from(), "move");
            state(m.to(), "move");
            if (m.value() < 0 && m.value() != SEP) {
                throw new IllegalArgumentException("a move reads " + m.value() + ", which is neither a value nor the separator");
            }
        }
        moves = List.copyOf(sorted);
        List<List<Cell>> copy = new ArrayList<>();
        for (List<Cell> segment : segments) {
            copy.add(List.copyOf(segment));
        }
        segments = List.copyOf(copy);
        if (segments.stream().allMatch(List::isEmpty)) {
            throw new IllegalArgumentException("a state machine line needs at least one cell");
        }
    }

    private static List<Integer> canonical(List<Integer> states, String what) {
        TreeSet<Integer> sorted = new TreeSet<>(states);
        sorted.forEach(q -> state(q, what + " state"));
        return List.copyOf(sorted);
    }

    private static void state(int q, String what) {
        if (q < 0 || q >= MAX_STATES) {
            throw new IllegalArgumentException(what + " " + q + " is not a state number (0.." + (MAX_STATES - 1) + ")");
        }
    }

    /** Every cell, segment after segment. */
    public List<Cell> cells() {
        return segments.stream().flatMap(List::stream).toList();
    }

    /** One more than the largest state named (0 for a machine with no state). */
    public int stateCount() {
        int max = -1;
        for (int q : start) {
            max = Math.max(max, q);
        }
        for (int q : accept) {
            max = Math.max(max, q);
        }
        for (Move m : moves) {
            max = Math.max(max, Math.max(m.from(), m.to()));
        }
        return max + 1;
    }

    @Override
    public String keyword() {
        return "nfa";
    }

    @Override
    public String unsupportedOn(Layout layout) {
        for (Move m : moves) {
            if (m.value() != SEP && (m.value() < layout.minValue() || m.value() > layout.maxValue())) {
                return "nfa: a move reads " + m.value() + ", which is not a value of this grid (" + layout.minValue() + ".."
                        + layout.maxValue() + ")";
            }
        }
        return null;
    }

    // ---- parsing --------------------------------------------------------------------------------

    private static NfaLine parse(RuleArgs args) {
        List<List<Cell>> segments = new ArrayList<>();
        segments.add(new ArrayList<>());
        while (args.hasMore()) {
            if (args.separator()) {
                segments.add(new ArrayList<>());
            } else if (args.nextIsCell()) {
                segments.get(segments.size() - 1).addAll(args.nextCells("the cells of the state machine"));
            } else {
                break;
            }
        }
        if (segments.stream().allMatch(List::isEmpty)) {
            Token t = args.peek();
            throw t == null ? args.error("missing the cells of the state machine")
                    : args.error(t, "expected the cells of the state machine (cells like r1c2), found '" + t.text() + "'");
        }
        List<Integer> start = states(args, "start");
        List<Integer> accept = states(args, "accept");
        List<Move> moves = moves(args, args.layout());
        return new NfaLine(start, accept, moves, segments);
    }

    /** {@code start=0,2} or {@code start=none}: required, so that a forgotten option is not a machine that accepts nothing. */
    private static List<Integer> states(RuleArgs args, String name) {
        Token at = args.optionToken(name);
        if (at == null) {
            throw args.error("missing " + name + "=STATE,... (or " + name + "=none), as in: nfa r1c1 r1c2 start=0 accept=1 next=0:1-4>1,1:1-4>1");
        }
        String text = args.option(name, "");
        int offset = name.length() + 1;
        List<Integer> out = new ArrayList<>();
        if (text.equals("none")) {
            return out;
        }
        for (String item : text.split(",", -1)) {
            out.add(stateNumber(args, at, offset, item, name + "="));
            offset += item.length() + 1;
        }
        return out;
    }

    private static int stateNumber(RuleArgs args, Token at, int offset, String text, String where) {
        if (!text.matches("\\d{1,5}") || Integer.parseInt(text) >= MAX_STATES) {
            throw args.error(within(at, offset), "expected a state number (0.." + (MAX_STATES - 1) + ") in " + where + ", found '" + text + "'");
        }
        return Integer.parseInt(text);
    }

    private static Token within(Token option, int offset) {
        return new Token(option.text(), option.column() + offset);
    }

    /** {@code next=0:1-4/7>1,1:sep>0}; missing means no move at all. */
    private static List<Move> moves(RuleArgs args, Layout layout) {
        Token at = args.optionToken("next");
        String text = args.option("next", "");
        List<Move> out = new ArrayList<>();
        if (at == null) {
            return out;
        }
        int offset = "next=".length();
        for (String item : text.split(",", -1)) {
            int colon = item.indexOf(':');
            int arrow = item.indexOf('>');
            if (colon < 0 || arrow < colon) {
                throw args.error(within(at, offset), "expected a move FROM:VALUES>TO such as 0:1-4/7>1 or 2:sep>0, found '" + item + "'");
            }
            int from = stateNumber(args, at, offset, item.substring(0, colon), "a move");
            int to = stateNumber(args, at, offset + arrow + 1, item.substring(arrow + 1), "a move");
            int labelAt = offset + colon + 1;
            for (String label : item.substring(colon + 1, arrow).split("/", -1)) {
                for (int v : values(args, within(at, labelAt), label, layout)) {
                    out.add(new Move(from, v, to));
                }
                labelAt += label.length() + 1;
            }
            offset += item.length() + 1;
        }
        return out;
    }

    /** {@code 3}, {@code 1-4} or {@code sep}. */
    private static List<Integer> values(RuleArgs args, Token at, String label, Layout layout) {
        if (label.equals("sep")) {
            return List.of(SEP);
        }
        int dash = label.indexOf('-', 1);
        String lo = dash < 0 ? label : label.substring(0, dash);
        String hi = dash < 0 ? label : label.substring(dash + 1);
        if (!lo.matches("\\d{1,3}") || !hi.matches("\\d{1,3}")) {
            throw args.error(at, "expected a value, a range such as 1-4 or sep, found '" + label + "'");
        }
        int a = Integer.parseInt(lo);
        int b = Integer.parseInt(hi);
        if (b < a) {
            throw args.error(at, "the range " + label + " runs backwards");
        }
        if (a < layout.minValue() || b > layout.maxValue()) {
            throw args.error(at, "'" + label + "' is not among this grid's values " + layout.minValue() + ".." + layout.maxValue());
        }
        List<Integer> out = new ArrayList<>();
        for (int v = a; v <= b; v++) {
            out.add(v);
        }
        return out;
    }

    // ---- encoding -------------------------------------------------------------------------------

    @Override
    public void encode(EncodingContext ctx) {
        int lo = ctx.layout().minValue();
        int values = ctx.layout().valueCount();
        int sep = values;
        Automaton.Builder machine = Automaton.builder(values + 1, stateCount());
        start.forEach(machine::start);
        accept.forEach(machine::accept);
        for (Move m : moves) {
            machine.move(m.from(), m.value() == SEP ? sep : m.value() - lo, m.to());
        }
        List<int[]> read = new ArrayList<>();
        List<String> at = new ArrayList<>();
        for (int k = 0; k < segments.size(); k++) {
            if (k > 0) {
                int[] reads = new int[values + 1];
                Arrays.fill(reads, Lits.FALSE);
                reads[sep] = Lits.TRUE;
                read.add(reads);
                at.add("separator " + k);
            }
            for (Cell c : segments.get(k)) {
                IntVar x = ctx.cell(c);
                int[] reads = new int[values + 1];
                for (int s = 0; s < values; s++) {
                    reads[s] = x.eq(lo + s);
                }
                reads[sep] = Lits.FALSE;
                read.add(reads);
                at.add(c.toString());
            }
        }
        ctx.accepted("nfa", machine.build(), read.toArray(new int[0][]), at, s -> s == sep ? "sep" : String.valueOf(lo + s));
    }

    // ---- check ----------------------------------------------------------------------------------

    @Override
    public String violation(Solution s) {
        Map<Long, List<Integer>> targets = new HashMap<>();
        for (Move m : moves) {
            targets.computeIfAbsent(((long) m.from() << 32) | (m.value() & 0xffffffffL), k -> new ArrayList<>()).add(m.to());
        }
        Set<Integer> current = new HashSet<>(start);
        StringBuilder word = new StringBuilder();
        for (int k = 0; k < segments.size(); k++) {
            List<Integer> symbols = new ArrayList<>();
            if (k > 0) {
                symbols.add(SEP);
            }
            segments.get(k).forEach(c -> symbols.add(s.digit(c)));
            for (int symbol : symbols) {
                Set<Integer> next = new HashSet<>();
                for (int q : current) {
                    next.addAll(targets.getOrDefault(((long) q << 32) | (symbol & 0xffffffffL), List.of()));
                }
                current = next;
                word.append(word.length() == 0 ? "" : " ").append(symbol == SEP ? "|" : String.valueOf(symbol));
            }
        }
        for (int q : current) {
            if (accept.contains(q)) {
                return null;
            }
        }
        return "nfa: the state machine does not accept the values " + word + " along " + cells().get(0) + "..."
                + cells().get(cells().size() - 1);
    }

    // ---- writing --------------------------------------------------------------------------------

    @Override
    public String toNative() {
        StringBuilder out = new StringBuilder("nfa");
        for (int k = 0; k < segments.size(); k++) {
            out.append(k > 0 ? " |" : "");
            if (!segments.get(k).isEmpty()) {
                out.append(' ').append(Lines.join(segments.get(k)));
            }
        }
        out.append(" start=").append(stateList(start)).append(" accept=").append(stateList(accept));
        if (!moves.isEmpty()) {
            out.append(" next=").append(movesText());
        }
        return out.toString();
    }

    private static String stateList(List<Integer> states) {
        return states.isEmpty() ? "none" : states.stream().map(String::valueOf).collect(Collectors.joining(","));
    }

    /** The moves as {@code FROM:VALUES>TO}, one item per pair of states, values as runs ({@code 1-4/7/sep}). */
    public String movesText() {
        Map<List<Integer>, TreeSet<Integer>> byPair = new TreeMap<>((a, b) -> a.get(0).equals(b.get(0))
                ? Integer.compare(a.get(1), b.get(1)) : Integer.compare(a.get(0), b.get(0)));
        for (Move m : moves) {
            byPair.computeIfAbsent(List.of(m.from(), m.to()), k -> new TreeSet<>()).add(m.value());
        }
        List<String> items = new ArrayList<>();
        for (Map.Entry<List<Integer>, TreeSet<Integer>> e : byPair.entrySet()) {
            List<String> labels = new ArrayList<>();
            List<Integer> vs = new ArrayList<>(e.getValue());
            boolean sep = vs.remove(Integer.valueOf(SEP));
            for (int i = 0; i < vs.size(); ) {
                int j = i;
                while (j + 1 < vs.size() && vs.get(j + 1) == vs.get(j) + 1) {
                    j++;
                }
                labels.add(i == j ? String.valueOf(vs.get(i)) : vs.get(i) + "-" + vs.get(j));
                i = j + 1;
            }
            if (sep) {
                labels.add("sep");
            }
            items.add(e.getKey().get(0) + ":" + String.join("/", labels) + ">" + e.getKey().get(1));
        }
        return String.join(",", items);
    }
}
