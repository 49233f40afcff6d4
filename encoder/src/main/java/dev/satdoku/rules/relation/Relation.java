package dev.satdoku.rules.relation;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Solution;
import dev.satdoku.model.Term;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import dev.satdoku.syntax.Token;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * A custom relation between two cells, given as the table of value pairs it allows, applied along a
 * chain (each cell and the next) or to every pair of a group (the earlier cell first). Declared
 * variables may stand in the list like cells (ISS's extra cells, e.g. Doppelganger's missing digits on
 * a whisper). It is ISS's
 * {@code Pair}/{@code PairX}: any pairwise rule a setter can tabulate (odd/even thermometers, "differ
 * by at least 2", ...), written so that the table can be read.
 *
 * <p>Encoding: each related pair is a forbidden-pairs relation ({@code ctx.forbiddenPairs}): a binary
 * clause per pair of values the table leaves out, a unit for a value no partner value supports. That
 * is the strongest pure-CNF form of a binary table (fixing one cell removes exactly the partner
 * values the table forbids) and needs no auxiliary variable.
 *
 * @param chain   true: each consecutive pair of the list; false: every pair of the list
 * @param allowed for each first value, the second values allowed with it (values without an entry allow none)
 * @param terms   the cells and variables, in order
 */
public record Relation(boolean chain, SortedMap<Integer, SortedSet<Integer>> allowed, List<Term> terms) implements Rule {

    public static final RuleType TYPE = RuleType.of("relation", List.of(), "relation chain|all CELLS allow=A:B/C-D,...",
            "a table of allowed value pairs holds for each consecutive pair of the cells (chain) or every pair (all)",
            Relation::parse)
            .withReference("the pair (earlier cell, later cell) must be one the table allows: for each consecutive pair of "
                    + "the list (`chain`) or for every pair of it (`all`). `allow=` lists, for each first value, the second "
                    + "values it allows: `1:2-9` allows 1 before any of 2..9, `3:1/5/7-9` allows 3 before 1, 5, 7, 8 or 9; a "
                    + "first value not listed allows nothing. A chain may come back to a cell (not right after itself); "
                    + "`all` lists each cell once. Declared variables may stand among the cells (`var A B 1..9` then "
                    + "`relation chain A r1c1 B allow=...`). ISS's `Pair`/`PairX` relations import as this rule, e.g. the odd/even "
                    + "thermometer `relation chain r1c1 r1c2 r1c3 allow=1:3/5/7/9,2:4/6/8,3:5/7/9,4:6/8,5:7/9,6:8,7:9`");

    public Relation {
        SortedMap<Integer, SortedSet<Integer>> copy = new TreeMap<>();
        for (Map.Entry<Integer, SortedSet<Integer>> e : allowed.entrySet()) {
            if (!e.getValue().isEmpty()) {
                copy.put(e.getKey(), Collections.unmodifiableSortedSet(new TreeSet<>(e.getValue())));
            }
        }
        allowed = Collections.unmodifiableSortedMap(copy);
        terms = List.copyOf(terms);
        if (terms.size() < 2) {
            throw new IllegalArgumentException("a relation needs at least two cells, found " + terms.size());
        }
        if (chain) {
            for (int i = 1; i < terms.size(); i++) {
                if (terms.get(i).equals(terms.get(i - 1))) {
                    throw new IllegalArgumentException(terms.get(i) + " follows itself in the chain");
                }
            }
        } else if (terms.stream().distinct().count() < terms.size()) {
            throw new IllegalArgumentException("relation all lists a cell or variable twice");
        }
    }

    /** A relation over grid cells only. */
    public static Relation of(boolean chain, SortedMap<Integer, SortedSet<Integer>> allowed, List<Cell> cells) {
        return new Relation(chain, allowed, cells.stream().map(Term::of).toList());
    }

    /** The terms' cells, in order (a cell may come back in a chain; extra cells are drawn below the grid). */
    public List<Cell> cells() {
        List<Cell> out = new ArrayList<>();
        for (Term t : terms) {
            out.add(t.cell());
        }
        return out;
    }

    private static Relation parse(RuleArgs args) {
        String mode = args.nextWord("chain or all", "chain", "all");
        List<Term> terms = new ArrayList<>();
        do {
            if (args.nextIsExtraCell()) {
                terms.add(args.nextTerm("a cell of the relation"));
            } else {
                args.nextCells("the cells of the relation").forEach(c -> terms.add(Term.of(c)));
            }
        } while (args.nextIsCell());
        Token at = args.optionToken("allow");
        if (at == null) {
            throw args.error("missing allow=A:B,... (the value pairs the relation allows), as in: "
                    + "relation chain r1c1 r1c2 allow=1:2-9,2:3-9");
        }
        SortedMap<Integer, SortedSet<Integer>> table = table(args, at, args.option("allow", ""));
        if (terms.size() < 2 && args.hasMore()) {
            args.nextTerm("a cell or declared variable of the relation"); // names the word that is neither
        }
        if (terms.size() < 2) {
            throw args.error("needs at least two cells, found " + terms.size());
        }
        boolean chain = mode.equals("chain");
        for (int i = 1; chain && i < terms.size(); i++) {
            if (terms.get(i).equals(terms.get(i - 1))) {
                throw args.error(terms.get(i) + " follows itself in the chain, so it would be related to itself");
            }
        }
        if (!chain) {
            for (int i = 0; i < terms.size(); i++) {
                if (terms.indexOf(terms.get(i)) < i) {
                    throw args.error("relation all uses " + terms.get(i) + " twice");
                }
            }
        }
        return new Relation(chain, table, terms);
    }

    /** {@code 1:2-9,2:3/5}: each first value with its second values, every value in the grid's range. */
    private static SortedMap<Integer, SortedSet<Integer>> table(RuleArgs args, Token at, String text) {
        Layout layout = args.layout();
        SortedMap<Integer, SortedSet<Integer>> out = new TreeMap<>();
        if (text.isEmpty()) {
            throw args.error(at, "allow= lists no value pair; a relation that allows nothing has no solution");
        }
        for (String item : text.split(",", -1)) {
            int colon = item.indexOf(':');
            if (colon <= 0) {
                throw args.error(at, "expected FIRST:SECONDS such as 1:2-9 or 3:1/5, found '" + item + "'");
            }
            int first = value(args, at, item.substring(0, colon), layout);
            if (out.containsKey(first)) {
                throw args.error(at, "the first value " + first + " is listed twice in allow=");
            }
            SortedSet<Integer> seconds = new TreeSet<>();
            String rest = item.substring(colon + 1);
            if (rest.isEmpty()) {
                throw args.error(at, "'" + item + "' lists no second value (leave " + first + " out to allow nothing with it)");
            }
            for (String part : rest.split("/", -1)) {
                int dash = part.indexOf('-', 1);
                int lo = value(args, at, dash < 0 ? part : part.substring(0, dash), layout);
                int hi = dash < 0 ? lo : value(args, at, part.substring(dash + 1), layout);
                if (hi < lo) {
                    throw args.error(at, "the range " + part + " runs backwards");
                }
                for (int v = lo; v <= hi; v++) {
                    seconds.add(v);
                }
            }
            out.put(first, seconds);
        }
        return out;
    }

    private static int value(RuleArgs args, Token at, String text, Layout layout) {
        if (!text.matches("\\d{1,3}")) {
            throw args.error(at, "expected a value, found '" + text + "'");
        }
        return args.inRange(Integer.parseInt(text), layout.minValue(), layout.maxValue(), "value");
    }

    @Override
    public String keyword() {
        return "relation";
    }

    /** Whether the table allows the first cell to hold {@code a} and the second {@code b}. */
    public boolean allows(int a, int b) {
        SortedSet<Integer> seconds = allowed.get(a);
        return seconds != null && seconds.contains(b);
    }

    /** The related pairs of terms, the earlier one first. */
    public List<Term[]> pairs() {
        List<Term[]> out = new ArrayList<>();
        for (int i = 0; i < terms.size(); i++) {
            for (int j = i + 1; j < terms.size() && (!chain || j == i + 1); j++) {
                out.add(new Term[] {terms.get(i), terms.get(j)});
            }
        }
        return out;
    }

    @Override
    public void encode(EncodingContext ctx) {
        for (Term[] p : pairs()) {
            ctx.forbiddenPairs(ctx.term(p[0]), ctx.term(p[1]), this::allows);
        }
    }

    @Override
    public String violation(Solution s) {
        for (int i = 0; i < terms.size(); i++) {
            int last = chain ? Math.min(i + 1, terms.size() - 1) : terms.size() - 1;
            for (int j = i + 1; j <= last; j++) {
                int a = terms.get(i).value(s);
                int b = terms.get(j).value(s);
                SortedSet<Integer> ok = allowed.get(a);
                if (ok == null || !ok.contains(b)) {
                    return "relation: " + terms.get(i) + "=" + a + " then " + terms.get(j) + "=" + b
                            + " is not an allowed pair (" + a + " allows " + (ok == null ? "nothing" : "only " + ranges(ok)) + ")";
                }
            }
        }
        return null;
    }

    @Override
    public String toNative() {
        return "relation " + (chain ? "chain " : "all ") + terms.stream().map(Term::toString).collect(Collectors.joining(" "))
                + " allow=" + allowText();
    }

    /** The table as {@code allow=} writes it: {@code 1:2-9,2:3/5}. */
    public String allowText() {
        List<String> items = new ArrayList<>();
        allowed.forEach((a, bs) -> items.add(a + ":" + ranges(bs)));
        return String.join(",", items);
    }

    /** {@code 2-5/7/9}: runs of consecutive values as ranges. */
    private static String ranges(SortedSet<Integer> values) {
        List<String> parts = new ArrayList<>();
        Integer start = null;
        Integer prev = null;
        for (int v : values) {
            if (prev != null && v == prev + 1) {
                prev = v;
                continue;
            }
            if (start != null) {
                parts.add(start.equals(prev) ? String.valueOf(start) : start + "-" + prev);
            }
            start = v;
            prev = v;
        }
        if (start != null) {
            parts.add(start.equals(prev) ? String.valueOf(start) : start + "-" + prev);
        }
        return String.join("/", parts);
    }
}
