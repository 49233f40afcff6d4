package dev.satdoku.rules.cell;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.encode.IntVar;
import dev.satdoku.model.Cell;
import dev.satdoku.model.ExtraCell;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * Odd, even and candidates cells: each listed cell holds one of the allowed digits. Encoding: one
 * unit clause per forbidden digit per cell (pure domain restriction, which simplification turns
 * into smaller cell domains).
 *
 * @param keyword which form was written: odd, even or candidates
 * @param cells   the restricted cells
 * @param digits  the allowed digits, ascending
 */
public record AllowedDigits(String keyword, List<Cell> cells, List<Integer> digits) implements Rule {

    public static final RuleType ODD_TYPE = RuleType.of("odd", List.of(), "odd CELLS", "each listed cell holds an odd digit",
            args -> parity(args, 1));

    public static final RuleType EVEN_TYPE = RuleType.of("even", List.of(), "even CELLS", "each listed cell holds an even digit",
            args -> parity(args, 0));

    public static final RuleType CANDIDATES_TYPE = RuleType.of("candidates", List.of("cands"), "candidates CELLS digits=D,D,...",
            "each listed cell holds one of the listed digits", AllowedDigits::candidates)
            .withReference("each listed cell holds one of the listed digits; a declared extra cell of any range (a cage total) "
                    + "takes values of its own range: `var T 2..24` then `candidates T digits=2,3,5,7,11,13,17,19,23`");

    private static AllowedDigits parity(RuleArgs args, int remainder) {
        List<Cell> cells = args.distinct(args.nextCells("cells"), "the cell list");
        List<Integer> digits = new ArrayList<>();
        for (int d = args.minValue(); d <= args.maxValue(); d++) {
            if (d % 2 == remainder) {
                digits.add(d);
            }
        }
        if (digits.isEmpty()) {
            throw args.error("no " + (remainder == 0 ? "even" : "odd") + " digit exists in " + (args.layout().isClassic()
                    ? "a " + args.layout().rows() + "x" + args.layout().cols() + " grid" : args.minValue() + ".." + args.maxValue()));
        }
        return new AllowedDigits(args.keyword(), cells, digits);
    }

    private static AllowedDigits candidates(RuleArgs args) {
        // an extra cell of any range (a cage total) takes a candidate list of its own values
        List<Cell> cells = args.distinct(args.nextCells("cells", true), "the cell list");
        List<Integer> digits = args.intListOption("digits");
        if (digits == null) {
            throw args.error("missing digits=D,D,... (the allowed digits)");
        }
        int lo = args.minValue();
        int hi = args.maxValue();
        for (ExtraCell x : args.extraCells()) {
            if (cells.contains(x.cell())) {
                lo = Math.min(lo, x.min());
                hi = Math.max(hi, x.max());
            }
        }
        for (int d : digits) {
            args.inRange(d, lo, hi, "digit");
        }
        return new AllowedDigits("candidates", cells, new ArrayList<>(new TreeSet<>(digits)));
    }

    public AllowedDigits {
        cells = List.copyOf(cells);
        digits = List.copyOf(digits);
    }

    @Override
    public void encode(EncodingContext ctx) {
        for (Cell c : cells) {
            IntVar x = ctx.cell(c);
            for (int d = x.min(); d <= x.max(); d++) {
                if (!digits.contains(d)) {
                    ctx.clause(x.ne(d));
                }
            }
        }
    }

    @Override
    public Map<Cell, List<Integer>> cellDomains() {
        Map<Cell, List<Integer>> out = new LinkedHashMap<>();
        for (Cell c : cells) {
            out.put(c, digits);
        }
        return out;
    }

    @Override
    public String violation(Solution s) {
        for (Cell c : cells) {
            if (!digits.contains(s.digit(c))) {
                return c + " holds " + s.digit(c) + ", not one of " + digits;
            }
        }
        return null;
    }

    @Override
    public String toNative() {
        String cellList = cells.stream().map(Cell::toString).collect(Collectors.joining(" "));
        return keyword.equals("candidates")
                ? "candidates " + cellList + " digits=" + digits.stream().map(String::valueOf).collect(Collectors.joining(","))
                : keyword + " " + cellList;
    }
}
