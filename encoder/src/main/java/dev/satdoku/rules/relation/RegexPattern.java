package dev.satdoku.rules.relation;

import dev.satdoku.encoding.Automaton;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A regex over cell values as ISS's Regex lines write it (iss.md 4.8): each symbol is one value
 * ({@code 0}-{@code 9}, then {@code A}/{@code a} = 10 ... {@code G}/{@code g} = 16), with {@code ()},
 * {@code |}, {@code .}, {@code [...]}, {@code [^...]} (single values and ranges {@code 1-3}), and the
 * quantifiers {@code * + ?} and {@code {n} {n,} {n,m}}. Parsing validates the syntax (anything else,
 * and a quantifier right after another, is an error naming the position); {@link #dfa} compiles the
 * pattern to a deterministic automaton over a range of values, by Thompson's construction and the
 * subset construction.
 */
public final class RegexPattern {

    /** Bounds that keep a pattern's automaton small enough to encode. */
    static final int MAX_REPEAT = 100;
    static final int MAX_NFA_STATES = 20_000;
    static final int MAX_DFA_STATES = 5_000;
    static final int MAX_DEPTH = 50;

    /** The largest value a symbol can name. */
    public static final int MAX_SYMBOL = 16;

    /** A pattern the syntax does not allow; {@link #position} is 0-based in the pattern text. */
    public static final class SyntaxError extends IllegalArgumentException {
        private static final long serialVersionUID = 1L;

        private final int position;

        SyntaxError(int position, String message) {
            super(message);
            this.position = position;
        }

        public int position() {
            return position;
        }
    }

    private sealed interface Node permits Symbols, Concat, Alternation, Repeat {
    }

    /** One position matching a set of values, or every value but those ({@code negated}). */
    private record Symbols(BitSet values, boolean negated) implements Node {
        boolean matches(int v) {
            return v >= 0 && v <= MAX_SYMBOL && values.get(v) != negated || v > MAX_SYMBOL && negated;
        }
    }

    private record Concat(List<Node> parts) implements Node {
    }

    private record Alternation(List<Node> options) implements Node {
    }

    /** {@code max} -1 for no upper bound. */
    private record Repeat(Node body, int min, int max) implements Node {
    }

    private final String text;
    private final Node root;
    private int at;
    private int depth;

    private RegexPattern(String text) {
        this.text = text;
        this.root = alternation();
        if (at < text.length()) {
            throw error(text.charAt(at) == ')' ? "')' closes no group" : "unexpected '" + text.charAt(at) + "'");
        }
    }

    /**
     * Parses and validates a pattern, including that its automaton stays within the limits (built once
     * over every symbol and one value beyond them, which behaves as any larger value does).
     */
    public static RegexPattern parse(String text) {
        RegexPattern p = new RegexPattern(text);
        p.dfa(0, MAX_SYMBOL + 1);
        return p;
    }

    public String text() {
        return text;
    }

    // ---- parsing ------------------------------------------------------------------------------

    private SyntaxError error(String message) {
        return new SyntaxError(at, message + " at position " + (at + 1) + " of the pattern " + text);
    }

    private boolean more() {
        return at < text.length();
    }

    private char peek() {
        return text.charAt(at);
    }

    private Node alternation() {
        List<Node> options = new ArrayList<>();
        options.add(sequence());
        while (more() && peek() == '|') {
            at++;
            options.add(sequence());
        }
        return options.size() == 1 ? options.get(0) : new Alternation(options);
    }

    private Node sequence() {
        List<Node> parts = new ArrayList<>();
        while (more() && peek() != '|' && peek() != ')') {
            Node atom = atom();
            boolean quantified = false;
            while (more() && "*+?{".indexOf(peek()) >= 0) {
                if (quantified) {
                    throw error("a quantifier right after another ('" + peek() + "'); put the first in a group, as in (a*)+");
                }
                atom = quantifier(atom);
                quantified = true;
            }
            parts.add(atom);
        }
        return parts.size() == 1 ? parts.get(0) : new Concat(parts);
    }

    private Node atom() {
        char c = peek();
        switch (c) {
            case '(' -> {
                if (++depth > MAX_DEPTH) {
                    throw error("groups nested more than " + MAX_DEPTH + " deep");
                }
                at++;
                Node inner = alternation();
                if (!more() || peek() != ')') {
                    throw error("missing ')' for the group opened earlier");
                }
                at++;
                depth--;
                return inner;
            }
            case '.' -> {
                at++;
                return new Symbols(new BitSet(), true);
            }
            case '[' -> {
                return charClass();
            }
            case '*', '+', '?', '{' -> throw error("'" + c + "' repeats nothing");
            default -> {
                BitSet one = new BitSet();
                one.set(symbol(c));
                at++;
                return new Symbols(one, false);
            }
        }
    }

    /** The value of a symbol character, or an error at it. */
    private int symbol(char c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        char u = Character.toUpperCase(c);
        if (u >= 'A' && u <= 'G') {
            return 10 + (u - 'A');
        }
        throw error("'" + c + "' is not a symbol (values are 0-9, then A-G for 10-16) nor an operator");
    }

    private Node charClass() {
        int open = at;
        at++;
        boolean negated = more() && peek() == '^';
        if (negated) {
            at++;
        }
        BitSet values = new BitSet();
        boolean empty = true;
        while (more() && peek() != ']') {
            int lo = symbol(peek());
            at++;
            int hi = lo;
            if (more() && peek() == '-') {
                at++;
                if (!more() || peek() == ']') {
                    throw error("a range needs an end value");
                }
                hi = symbol(peek());
                if (hi < lo) {
                    throw error("the range runs backwards");
                }
                at++;
            }
            values.set(lo, hi + 1);
            empty = false;
        }
        if (!more()) {
            at = open;
            throw error("missing ']' for the class opened");
        }
        if (empty) {
            throw error("an empty class []");
        }
        at++;
        return new Symbols(values, negated);
    }

    private Node quantifier(Node atom) {
        char q = peek();
        at++;
        return switch (q) {
            case '*' -> new Repeat(atom, 0, -1);
            case '+' -> new Repeat(atom, 1, -1);
            case '?' -> new Repeat(atom, 0, 1);
            default -> braces(atom);
        };
    }

    private Node braces(Node atom) {
        int open = at - 1;
        int min = number();
        int max = min;
        if (more() && peek() == ',') {
            at++;
            max = more() && peek() == '}' ? -1 : number();
        }
        if (!more() || peek() != '}') {
            throw error("expected '}' closing {n}, {n,} or {n,m}");
        }
        at++;
        if (max >= 0 && max < min) {
            at = open;
            throw error("{" + min + "," + max + "} has its bounds the wrong way round");
        }
        return new Repeat(atom, min, max);
    }

    private int number() {
        int start = at;
        while (more() && Character.isDigit(peek())) {
            at++;
        }
        if (start == at) {
            throw error("expected a number in {n}, {n,} or {n,m}");
        }
        if (at - start > 3 || Integer.parseInt(text.substring(start, at)) > MAX_REPEAT) {
            at = start;
            throw error("a repeat count above " + MAX_REPEAT);
        }
        return Integer.parseInt(text.substring(start, at));
    }

    // ---- automata -----------------------------------------------------------------------------

    /**
     * A deterministic automaton over the values {@code min..max}: state 0 is the start, {@code next}
     * gives the state after a value ({@code -1}: no match can continue), {@code accepting} the states
     * where the values read so far match the whole pattern.
     */
    public record Dfa(int min, int max, int[][] next, boolean[] accepting) {

        public int states() {
            return next.length;
        }

        /** The state after value {@code v} from state {@code q}, or -1. */
        public int step(int q, int v) {
            return v < min || v > max ? -1 : next[q][v - min];
        }

        /** The same automaton with value v as symbol {@code v - min}. */
        public Automaton automaton() {
            return Automaton.deterministic(next, accepting, max - min + 1);
        }
    }

    /** Thompson NFA under construction: epsilon edges and value edges. */
    private static final class Nfa {
        final List<List<Integer>> epsilon = new ArrayList<>();
        final List<Symbols> label = new ArrayList<>();
        final List<Integer> target = new ArrayList<>();

        int state() {
            if (epsilon.size() >= MAX_NFA_STATES) {
                throw new IllegalArgumentException("the pattern is too large to compile (over " + MAX_NFA_STATES
                        + " automaton states; use smaller repeat counts)");
            }
            epsilon.add(new ArrayList<>());
            label.add(null);
            target.add(-1);
            return epsilon.size() - 1;
        }

        /** Builds {@code node} between fresh states; returns {start, end}. */
        int[] build(Node node) {
            if (node instanceof Symbols s) {
                int a = state();
                int b = state();
                label.set(a, s);
                target.set(a, b);
                return new int[] {a, b};
            }
            if (node instanceof Concat c) {
                int start = state();
                int end = start;
                for (Node part : c.parts()) {
                    int[] f = build(part);
                    epsilon.get(end).add(f[0]);
                    end = f[1];
                }
                return new int[] {start, end};
            }
            if (node instanceof Alternation alt) {
                int start = state();
                int end = state();
                for (Node option : alt.options()) {
                    int[] f = build(option);
                    epsilon.get(start).add(f[0]);
                    epsilon.get(f[1]).add(end);
                }
                return new int[] {start, end};
            }
            Repeat r = (Repeat) node;
            int start = state();
            int end = start;
            for (int i = 0; i < r.min(); i++) {
                int[] f = build(r.body());
                epsilon.get(end).add(f[0]);
                end = f[1];
            }
            if (r.max() < 0) {
                int[] f = build(r.body());
                epsilon.get(end).add(f[0]);
                epsilon.get(f[1]).add(end);
                int out = state();
                epsilon.get(end).add(out);
                return new int[] {start, out};
            }
            int out = state();
            epsilon.get(end).add(out);
            for (int i = r.min(); i < r.max(); i++) {
                int[] f = build(r.body());
                epsilon.get(end).add(f[0]);
                end = f[1];
                epsilon.get(end).add(out);
            }
            return new int[] {start, out};
        }

        BitSet closure(BitSet states) {
            BitSet out = (BitSet) states.clone();
            Deque<Integer> todo = new ArrayDeque<>();
            states.stream().forEach(todo::push);
            while (!todo.isEmpty()) {
                for (int e : epsilon.get(todo.pop())) {
                    if (!out.get(e)) {
                        out.set(e);
                        todo.push(e);
                    }
                }
            }
            return out;
        }
    }

    /** The deterministic automaton of this pattern over the values {@code min..max} (subset construction). */
    public Dfa dfa(int min, int max) {
        Nfa nfa = new Nfa();
        int[] ends = nfa.build(root);
        BitSet start = new BitSet();
        start.set(ends[0]);
        List<BitSet> subsets = new ArrayList<>();
        Map<BitSet, Integer> index = new HashMap<>();
        List<int[]> next = new ArrayList<>();
        subsets.add(nfa.closure(start));
        index.put(subsets.get(0), 0);
        for (int q = 0; q < subsets.size(); q++) {
            BitSet current = subsets.get(q);
            int[] row = new int[max - min + 1];
            for (int v = min; v <= max; v++) {
                BitSet moved = new BitSet();
                for (int s = current.nextSetBit(0); s >= 0; s = current.nextSetBit(s + 1)) {
                    Symbols l = nfa.label.get(s);
                    if (l != null && l.matches(v)) {
                        moved.set(nfa.target.get(s));
                    }
                }
                if (moved.isEmpty()) {
                    row[v - min] = -1;
                    continue;
                }
                BitSet closed = nfa.closure(moved);
                Integer known = index.get(closed);
                if (known == null) {
                    if (subsets.size() >= MAX_DFA_STATES) {
                        throw new IllegalArgumentException("the pattern " + text + " needs over " + MAX_DFA_STATES
                                + " automaton states; it is too complex to encode");
                    }
                    known = subsets.size();
                    subsets.add(closed);
                    index.put(closed, known);
                }
                row[v - min] = known;
            }
            next.add(row);
        }
        boolean[] accepting = new boolean[subsets.size()];
        for (int q = 0; q < accepting.length; q++) {
            accepting[q] = subsets.get(q).get(ends[1]);
        }
        return new Dfa(min, max, next.toArray(new int[0][]), accepting);
    }
}
