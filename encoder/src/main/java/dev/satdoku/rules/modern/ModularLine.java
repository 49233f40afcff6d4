package dev.satdoku.rules.modern;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Lines;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleType;
import java.util.ArrayList;
import java.util.List;

/**
 * Modular line: every m consecutive cells have pairwise different residues mod m (for m = 3: one
 * each of {1,4,7}, {2,5,8}, {3,6,9}); a line shorter than m has different residues throughout.
 * m runs 2..N, so every residue has a digit. Encoding: {@link PeriodicClasses} with one auxiliary
 * residue literal per line position modulo m.
 *
 * @param line the cells in line order
 * @param m    the modulus and window length
 */
public record ModularLine(List<Cell> line, int m) implements Rule {

    public static final int DEFAULT_M = 3;

    public static final RuleType TYPE = RuleType.of("modular", List.of(), "modular LINE [m=3]",
            "every m consecutive cells have distinct residues mod m",
            args -> {
                List<Cell> line = ModernRules.lineOrLoop(args);
                return new ModularLine(line, ModernRules.option(args, "m", DEFAULT_M, 2, args.layout().valueCount()));
            })
            .withReference("every m consecutive cells have distinct residues mod m (m = 2..N); a line shorter than m has "
                    + "distinct residues throughout; written with its first cell again at the end, the line is a closed loop and goes round");

    public ModularLine {
        line = Lines.lineOrLoop(line, 2, "modular");
        if (m < 2) {
            throw new IllegalArgumentException("modular m must be at least 2, found " + m);
        }
    }

    @Override
    public String keyword() {
        return "modular";
    }

    @Override
    public void encode(EncodingContext ctx) {
        if (m > ctx.layout().valueCount()) {
            throw new IllegalArgumentException("modular m=" + m + " exceeds the number of values " + ctx.layout().valueCount());
        }
        classes().encode(ctx, Lines.aroundLoop(line, m));
    }

    @Override
    public String violation(Solution s) {
        // From the words, apart from PeriodicClasses (the clauses): any m cells in a row of the line, or all of a
        // shorter line, hold digits with different remainders mod m.
        // On a loop (first cell written again at the end) the windows go round: positions count modulo its length.
        boolean loop = Lines.isLoop(line);
        int length = loop ? line.size() - 1 : line.size();
        int window = loop ? m : Math.min(m, line.size());
        for (int start = 0; loop ? start < length : start + window <= length; start++) {
            for (int i = start; i < start + window; i++) {
                for (int j = i + 1; j < start + window; j++) {
                    Cell ci = line.get(i % length);
                    Cell cj = line.get(j % length);
                    int di = s.digit(ci);
                    int dj = s.digit(cj);
                    if (di % m == dj % m) {
                        return "modular: " + ci + "=" + di + " and " + cj + "=" + dj + " lie within " + m
                                + " consecutive cells" + (loop ? " of the loop" : "") + " but have the same residue mod " + m;
                    }
                }
            }
        }
        return null;
    }

    private PeriodicClasses classes() {
        List<String> names = new ArrayList<>();
        for (int k = 0; k < m; k++) {
            names.add("mod " + m + " = " + k);
        }
        return new PeriodicClasses(m, d -> d % m, names);
    }

    @Override
    public String toNative() {
        return "modular " + Lines.join(line) + (m == DEFAULT_M ? "" : " m=" + m);
    }
}
