package dev.satdoku.rules.count;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encoding.AmoEncoding;
import dev.satdoku.encoding.CellEncoding;
import dev.satdoku.encoding.connect.ConnectivityEncoding;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.rules.Rule;
import dev.satdoku.sat.RuleEquivalence;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Exhaustive small-domain checks of the counting rules: the CNF of each rule alone admits exactly the
 * assignments its check accepts, under every at-most-one encoding crossed with every cell encoding
 * (the counts read the cells' direct literals, the control cells their order literals, and a count
 * of 1 goes to the at-most-one encoding), and for connected values under every connectivity
 * encoding too. Where a rule has a short definition, a third reading written here from its words
 * must agree as well.
 */
class CountRulesEncodingTest {

    private static final Layout FOUR = Layout.standard(4);
    private static final Layout FIVE = Layout.standard(5);

    /** Every at-most-one encoding with every cell encoding. */
    static List<EncodingOptions> cardinalityVariants() {
        List<EncodingOptions> out = new ArrayList<>();
        for (AmoEncoding amo : AmoEncoding.values()) {
            for (CellEncoding cell : CellEncoding.values()) {
                out.add(EncodingOptions.DEFAULTS.with(EncodingOptions.AMO, amo).with(EncodingOptions.CELL, cell));
            }
        }
        return out;
    }

    @Test
    void containAtLeast() {
        List<Cell> cells = cells("r1c1", "r1c2", "r2c1", "r2c2", "r3c3");
        exact(FOUR, new CountedValues(cells, new TreeMap<>(counts(1, 2, 3, 1)), CountedValues.Kind.AT_LEAST), cells);
        exact(FOUR, new CountedValues(cells, new TreeMap<>(counts(4, 1)), CountedValues.Kind.AT_LEAST), cells);
        exact(FOUR, new CountedValues(cells, new TreeMap<>(counts(2, 3)), CountedValues.Kind.AT_LEAST), cells);
        exact(FOUR, new CountedValues(cells, new TreeMap<>(counts(1, 1, 2, 1, 3, 1, 4, 1)), CountedValues.Kind.AT_LEAST), cells);
    }

    @Test
    void containExactAndLookAndSay() {
        List<Cell> cells = cells("r1c1", "r1c2", "r2c1", "r2c2", "r4c4");
        exact(FOUR, new CountedValues(cells, new TreeMap<>(counts(2, 2)), CountedValues.Kind.EXACT), cells);
        exact(FOUR, new CountedValues(cells, new TreeMap<>(counts(1, 1, 3, 2)), CountedValues.Kind.EXACT), cells);
        exact(FOUR, new CountedValues(cells, new TreeMap<>(counts(4, 1)), CountedValues.Kind.EXACT), cells);
        exact(FOUR, new CountedValues(cells, new TreeMap<>(counts(1, 1, 2, 0)), CountedValues.Kind.LOOK_AND_SAY), cells);
        exact(FOUR, new CountedValues(cells, new TreeMap<>(counts(3, 0)), CountedValues.Kind.LOOK_AND_SAY), cells);
        exact(FOUR, new CountedValues(cells, new TreeMap<>(counts(2, 3, 4, 2)), CountedValues.Kind.LOOK_AND_SAY), cells);
    }

    @Test
    void countDistinct() {
        List<Cell> counted = cells("r2c2", "r2c3", "r3c2", "r4c4");
        Cell control = cell("r1c1");
        List<Cell> scope = concat(List.of(control), counted);
        RuleEquivalence.assertExact(FOUR, List.of(new CountDistinct(control, counted)), scope, background(4, 1), cardinalityVariants(),
                g -> g[0] == (int) Stream.of(counted.toArray(Cell[]::new)).map(c -> g[c.index(4)]).distinct().count());
        List<Cell> two = cells("r3c3", "r4c1");
        exact(FOUR, new CountDistinct(cell("r1c4"), two), concat(List.of(cell("r1c4")), two));
    }

    @Test
    void valueIndexing() {
        Cell value = cell("r1c1");
        Cell control = cell("r1c2");
        List<Cell> indexed = cells("r2c1", "r2c2", "r2c3");
        List<Cell> scope = concat(List.of(value, control), indexed);
        RuleEquivalence.assertExact(FOUR, List.of(new ValueIndex(value, control, indexed)), scope, background(4, 1),
                cardinalityVariants(), g -> g[1] <= 3 && g[4 + g[1] - 1] == g[0]);
        List<Cell> five = cells("r2c1", "r2c2", "r2c3", "r2c4");
        exact(FIVE, new ValueIndex(cell("r1c5"), cell("r3c3"), five), concat(cells("r1c5", "r3c3"), five));
    }

    @Test
    void countingCircles() {
        List<Cell> circles = cells("r1c1", "r1c3", "r2c2", "r3c1", "r4c4");
        RuleEquivalence.assertExact(FOUR, List.of(new CountingCircles(circles)), circles, background(4, 1), cardinalityVariants(),
                g -> circles.stream().allMatch(c -> circles.stream().filter(o -> g[o.index(4)] == g[c.index(4)]).count() == g[c.index(4)]));
        List<Cell> three = cells("r1c1", "r2c2", "r3c3");
        exact(FOUR, new CountingCircles(three), three);
        exact(FIVE, new CountingCircles(cells("r1c1", "r1c2", "r1c3", "r1c4", "r1c5", "r2c1")),
                cells("r1c1", "r1c2", "r1c3", "r1c4", "r1c5", "r2c1"));
    }

    @Test
    void sameValues() {
        List<Cell> a = cells("r1c1", "r1c2", "r1c3");
        List<Cell> b = cells("r3c1", "r4c2", "r4c4");
        RuleEquivalence.assertExact(FOUR, List.of(new SameValues(List.of(a, b))), concat(a, b), background(4, 1), cardinalityVariants(),
                g -> sorted(g, a).equals(sorted(g, b)));
        List<Cell> p = cells("r1c1", "r1c2");
        List<Cell> q = cells("r2c3", "r2c4");
        List<Cell> r = cells("r4c1", "r4c2");
        exact(FOUR, new SameValues(List.of(p, q, r)), concat(concat(p, q), r));
        List<Cell> singles = cells("r1c1", "r2c2", "r3c3", "r4c4");
        exact(FOUR, new SameValues(List.of(singles.subList(0, 1), singles.subList(1, 2), singles.subList(2, 3), singles.subList(3, 4))),
                singles);
    }

    @Test
    void connectedValues() {
        List<EncodingOptions> options = new ArrayList<>();
        for (ConnectivityEncoding c : ConnectivityEncoding.values()) {
            for (AmoEncoding amo : List.of(AmoEncoding.PAIRWISE, AmoEncoding.SEQUENTIAL)) {
                options.add(EncodingOptions.DEFAULTS.with(EncodingOptions.CONNECTIVITY, c).with(EncodingOptions.AMO, amo));
            }
        }
        options.add(EncodingOptions.DEFAULTS.with(EncodingOptions.CELL, CellEncoding.ORDER));
        // Background: 1s down column 1 and across row 4, 2 elsewhere; the scope is a 2x3 block in the middle.
        int[] bg = background(4, 2);
        for (int r = 0; r < 4; r++) {
            bg[r * 4] = 1;
        }
        List<Cell> scope = cells("r1c2", "r1c3", "r2c2", "r2c3", "r3c2", "r3c3");
        RuleEquivalence.assertExact(FOUR, List.of(new ConnectedValues(new TreeSet<>(Set.of(1)), 0)), scope, bg, options,
                g -> connected(g, 4, Set.of(1), 0));
        RuleEquivalence.assertExact(FOUR, List.of(new ConnectedValues(new TreeSet<>(Set.of(3, 4)), 0)), scope, bg, options,
                g -> connected(g, 4, Set.of(3, 4), 0));
        RuleEquivalence.assertExact(FOUR, List.of(new ConnectedValues(new TreeSet<>(Set.of(1)), 6)), scope, bg, options,
                g -> connected(g, 4, Set.of(1), 6));
    }

    /** Reference reading: the cells holding a listed value are not empty, number {@code size} (if set) and are one area. */
    private static boolean connected(int[] g, int n, Set<Integer> values, int size) {
        Set<Integer> in = new HashSet<>();
        for (int i = 0; i < g.length; i++) {
            if (values.contains(g[i])) {
                in.add(i);
            }
        }
        if (in.isEmpty() || (size > 0 && in.size() != size)) {
            return false;
        }
        Set<Integer> seen = new HashSet<>();
        List<Integer> stack = new ArrayList<>(List.of(in.iterator().next()));
        while (!stack.isEmpty()) {
            int i = stack.remove(stack.size() - 1);
            if (!in.contains(i) || !seen.add(i)) {
                continue;
            }
            int r = i / n;
            int c = i % n;
            if (r > 0) {
                stack.add(i - n);
            }
            if (r < n - 1) {
                stack.add(i + n);
            }
            if (c > 0) {
                stack.add(i - 1);
            }
            if (c < n - 1) {
                stack.add(i + 1);
            }
        }
        return seen.size() == in.size();
    }

    private static List<Integer> sorted(int[] g, List<Cell> cells) {
        return cells.stream().map(c -> g[c.index(4)]).sorted().toList();
    }

    private static void exact(Layout layout, Rule rule, List<Cell> scope) {
        RuleEquivalence.assertExact(layout, List.of(rule), scope, cardinalityVariants());
    }

    private static int[] background(int n, int digit) {
        int[] out = new int[n * n];
        Arrays.fill(out, digit);
        return out;
    }

    /** value, count, value, count, ... */
    private static Map<Integer, Integer> counts(int... pairs) {
        Map<Integer, Integer> out = new TreeMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            out.put(pairs[i], pairs[i + 1]);
        }
        return out;
    }

    private static <T> List<T> concat(List<T> a, List<T> b) {
        List<T> out = new ArrayList<>(a);
        out.addAll(b);
        return out;
    }

    static List<Cell> cells(String... refs) {
        Set<Cell> out = new LinkedHashSet<>();
        Stream.of(refs).map(CountRulesEncodingTest::cell).forEach(out::add);
        return List.copyOf(out);
    }

    static Cell cell(String ref) {
        String[] rc = ref.substring(1).split("c");
        return Cell.of1(Integer.parseInt(rc[0]), Integer.parseInt(rc[1]));
    }
}
