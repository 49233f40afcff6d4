package dev.satdoku.rules.line;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Lines;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleType;
import java.util.List;

/**
 * A palindrome line: it reads the same in both directions. Encoding: each cell equals its mirror
 * ({@code ctx.equal}: binary clauses per digit, both ways); the middle cell of an odd line is free.
 *
 * @param cells the line in drawing order
 */
public record Palindrome(List<Cell> cells) implements Rule {

    public static final RuleType TYPE = RuleType.of("palindrome", List.of(), "palindrome LINE",
            "reads the same in both directions", args -> new Palindrome(args.nextLine("the line", 2)));

    public Palindrome {
        cells = Lines.line(cells, 2, "palindrome");
    }

    @Override
    public String keyword() {
        return "palindrome";
    }

    @Override
    public void encode(EncodingContext ctx) {
        int n = cells.size();
        for (int i = 0; i < n / 2; i++) {
            ctx.equal(ctx.cell(cells.get(i)), ctx.cell(cells.get(n - 1 - i)));
        }
    }

    @Override
    public String violation(Solution s) {
        int n = cells.size();
        for (int i = 0; i < n / 2; i++) {
            Cell a = cells.get(i);
            Cell b = cells.get(n - 1 - i);
            if (s.digit(a) != s.digit(b)) {
                return a + "=" + s.digit(a) + " but its mirror " + b + "=" + s.digit(b);
            }
        }
        return null;
    }

    @Override
    public String toNative() {
        return "palindrome " + Lines.join(cells);
    }
}
