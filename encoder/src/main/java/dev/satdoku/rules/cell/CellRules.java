package dev.satdoku.rules.cell;

import dev.satdoku.model.Cell;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/** Rules about single cells' digits: odd, even, candidates. */
public final class CellRules {

    private CellRules() {
    }

    public static final List<RuleType> TYPES = List.of(
            RuleType.of("odd", List.of(), "odd CELLS", "each listed cell holds an odd digit",
                    args -> parity(args, 1)),
            RuleType.of("even", List.of(), "even CELLS", "each listed cell holds an even digit",
                    args -> parity(args, 0)),
            RuleType.of("candidates", List.of("cands"), "candidates CELLS digits=D,D,...",
                    "each listed cell holds one of the listed digits", CellRules::candidates));

    private static AllowedDigits parity(RuleArgs args, int remainder) {
        List<Cell> cells = args.distinct(args.nextCells("cells"), "the cell list");
        List<Integer> digits = new ArrayList<>();
        for (int d = 1; d <= args.size(); d++) {
            if (d % 2 == remainder) {
                digits.add(d);
            }
        }
        if (digits.isEmpty()) {
            throw args.error("no " + (remainder == 0 ? "even" : "odd") + " digit exists in a " + args.size() + "x" + args.size() + " grid");
        }
        return new AllowedDigits(args.keyword(), cells, digits);
    }

    private static AllowedDigits candidates(RuleArgs args) {
        List<Cell> cells = args.distinct(args.nextCells("cells"), "the cell list");
        List<Integer> digits = args.intListOption("digits");
        if (digits == null) {
            throw args.error("missing digits=D,D,... (the allowed digits)");
        }
        for (int d : digits) {
            args.inRange(d, 1, args.size(), "digit");
        }
        return new AllowedDigits("candidates", cells, new ArrayList<>(new TreeSet<>(digits)));
    }
}
