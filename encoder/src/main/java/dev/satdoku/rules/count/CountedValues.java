package dev.satdoku.rules.count;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.encode.IntVar;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Lines;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import dev.satdoku.syntax.Token;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * Values counted in a set of cells: each listed value occurs at least as often as listed
 * ({@code contain}), exactly as often ({@code containexact}), or, for a look-and-say clue, exactly
 * the stated number of times, where a count of 0 forbids the value ({@code lookandsay}). Values not
 * listed are free, and values may repeat unless rows, columns or regions forbid it. The three
 * keywords are one record because they are one question, "how many cells hold v", asked with a
 * different comparison.
 *
 * <p>Encoding: for each listed value, its cells' "holds v" literals go to the context's cardinality
 * helpers, at least k of them ({@code ctx.atLeastK}) and, for the exact kinds, at most k
 * ({@code ctx.atMostK}); a count of 1 is one clause and the options' at-most-one encoding.
 *
 * @param cells  the counted cells, all different
 * @param counts each listed value and how often it is listed (for {@code lookandsay} possibly 0)
 * @param kind   which comparison
 */
public record CountedValues(List<Cell> cells, SortedMap<Integer, Integer> counts, Kind kind) implements Rule {

    /** The comparison, and the keyword that states it. */
    public enum Kind {
        AT_LEAST("contain"), EXACT("containexact"), LOOK_AND_SAY("lookandsay");

        private final String keyword;

        Kind(String keyword) {
            this.keyword = keyword;
        }

        public String keyword() {
            return keyword;
        }
    }

    public static final RuleType AT_LEAST_TYPE = RuleType.of("contain", List.of(), "contain CELLS VALUE...",
            "each listed value occurs among the cells at least as often as it is listed", args -> parse(args, Kind.AT_LEAST))
            .withReference("each listed value occurs among the cells at least as often as it is listed (`contain r1c1-r1c4 1 1 5` "
                    + "needs two 1s and a 5); other values are free, and values repeat where rows, columns and regions allow");

    public static final RuleType EXACT_TYPE = RuleType.of("containexact", List.of(), "containexact CELLS VALUE...",
            "each listed value occurs among the cells exactly as often as it is listed", args -> parse(args, Kind.EXACT))
            .withReference("each listed value occurs among the cells exactly as often as it is listed (`containexact r1c1-r3c1 4 4` "
                    + "needs exactly two 4s); values not listed are free");

    public static final RuleType LOOK_AND_SAY_TYPE = RuleType.of("lookandsay", List.of(), "lookandsay CELLS COUNTxVALUE...",
            "look-and-say clue: the cells hold each value exactly the stated number of times (0 forbids it)",
            args -> parse(args, Kind.LOOK_AND_SAY))
            .withReference("look-and-say clue: `1x2 2x3` (said \"one 2, two 3s\") means the cells hold exactly one 2 and exactly "
                    + "two 3s; a count of 0 (`0x5`) forbids the value; values not mentioned are free");

    private static CountedValues parse(RuleArgs args, Kind kind) {
        List<Cell> cells = args.nextDistinctCells("the counted cells");
        Layout layout = args.layout();
        SortedMap<Integer, Integer> counts = new TreeMap<>();
        if (!args.hasMore()) {
            throw args.error(kind == Kind.LOOK_AND_SAY ? "missing the clue after the cells, like: lookandsay r1c1-r1c3 1x2 2x3"
                    : "missing the values after the cells, like: " + kind.keyword + " r1c1-r1c4 1 1 5");
        }
        while (args.hasMore()) {
            Token t = args.peek();
            int count = 1;
            int value;
            if (kind == Kind.LOOK_AND_SAY) {
                args.nextToken("a clue");
                String[] parts = t.text().split("x", -1);
                if (parts.length != 2 || !parts[0].matches("\\d{1,3}") || !parts[1].matches("-?\\d{1,3}")) {
                    throw args.error(t, "expected COUNTxVALUE (like 2x3 for two 3s), found '" + t.text() + "'");
                }
                count = Integer.parseInt(parts[0]);
                value = Integer.parseInt(parts[1]);
                if (counts.containsKey(value)) {
                    throw args.error(t, "the clue states the count of " + value + " twice");
                }
                if (count > cells.size()) {
                    throw args.error(t, "the clue asks for " + count + " cells holding " + value + ", but there are only " + cells.size() + " cells");
                }
            } else {
                value = args.nextInt("a value");
            }
            if (value < layout.minValue() || value > layout.maxValue()) {
                throw args.error(t, "value " + value + " is impossible here (must be " + layout.minValue() + ".." + layout.maxValue() + ")");
            }
            counts.merge(value, count, Integer::sum);
        }
        int listed = counts.values().stream().mapToInt(Integer::intValue).sum();
        if (listed > cells.size()) {
            throw args.error("lists " + listed + " values for " + cells.size() + " cells");
        }
        return new CountedValues(cells, counts, kind);
    }

    public CountedValues {
        cells = Lines.distinct(cells, kind.keyword);
        counts = java.util.Collections.unmodifiableSortedMap(new TreeMap<>(counts));
        if (counts.isEmpty()) {
            throw new IllegalArgumentException(kind.keyword + " lists no values");
        }
        for (var e : counts.entrySet()) {
            if (e.getValue() < (kind == Kind.LOOK_AND_SAY ? 0 : 1)) {
                throw new IllegalArgumentException(kind.keyword + " lists " + e.getKey() + " " + e.getValue() + " times");
            }
        }
    }

    @Override
    public String keyword() {
        return kind.keyword;
    }

    @Override
    public void encode(EncodingContext ctx) {
        List<IntVar> vars = ctx.cells(cells);
        counts.forEach((value, k) -> {
            int[] holds = vars.stream().mapToInt(x -> x.eq(value)).toArray();
            if (k > 0) {
                ctx.atLeastK(holds, k);
            }
            if (kind != Kind.AT_LEAST) {
                ctx.atMostK(holds, k);
            }
        });
    }

    @Override
    public String violation(Solution s) {
        // From the words: count each listed value among the cells and compare.
        for (Map.Entry<Integer, Integer> e : counts.entrySet()) {
            int found = 0;
            for (Cell c : cells) {
                if (s.digit(c) == e.getKey()) {
                    found++;
                }
            }
            int want = e.getValue();
            boolean ok = kind == Kind.AT_LEAST ? found >= want : found == want;
            if (!ok) {
                return Lines.digits(cells, s) + " hold " + e.getKey() + " " + times(found) + ", but " + (kind == Kind.AT_LEAST
                        ? "at least " : "exactly ") + times(want) + (want == 0 ? " (the clue forbids it)" : "") + " are required";
            }
        }
        return null;
    }

    private static String times(int k) {
        return k == 1 ? "once" : k + " times";
    }

    @Override
    public String toNative() {
        StringBuilder sb = new StringBuilder(kind.keyword).append(' ').append(Lines.join(cells));
        counts.forEach((value, k) -> {
            if (kind == Kind.LOOK_AND_SAY) {
                sb.append(' ').append(k).append('x').append(value);
            } else {
                for (int i = 0; i < k; i++) {
                    sb.append(' ').append(value);
                }
            }
        });
        return sb.toString();
    }
}
