package dev.satdoku.rules.modern;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Lines;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleType;
import java.util.List;

/**
 * Parity line: neighbours on the line alternate odd and even. That is a period-2 pattern of two
 * classes, so the encoding is {@link PeriodicClasses}: two parity literals for the odd-numbered
 * positions, two for the even-numbered ones, and the at-most-ones that make them differ.
 *
 * @param line the cells in line order
 */
public record ParityLine(List<Cell> line) implements Rule {

    public static final RuleType TYPE = RuleType.of("parity", List.of(), "parity LINE",
            "neighbours on the line alternate odd and even",
            args -> new ParityLine(ModernRules.lineOrLoop(args)))
            .withReference("neighbours on the line alternate odd and even; written with its first cell again at the end, the line is a closed loop and goes round");

    public ParityLine {
        line = Lines.lineOrLoop(line, 2, "parity");
    }

    @Override
    public String keyword() {
        return "parity";
    }

    @Override
    public void encode(EncodingContext ctx) {
        new PeriodicClasses(2, d -> d % 2, List.of("even digits", "odd digits")).encode(ctx, Lines.aroundLoop(line, 2));
    }

    @Override
    public String violation(Solution s) {
        for (int i = 0; i + 1 < line.size(); i++) {
            int a = s.digit(line.get(i));
            int b = s.digit(line.get(i + 1));
            if (a % 2 == b % 2) {
                return "parity: neighbours " + line.get(i) + "=" + a + " and " + line.get(i + 1) + "=" + b
                        + " are both " + (a % 2 == 0 ? "even" : "odd");
            }
        }
        return null;
    }

    @Override
    public String toNative() {
        return "parity " + Lines.join(line);
    }
}
