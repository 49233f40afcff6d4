package dev.satdoku.rules.cell;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.encode.IntVar;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import java.util.List;
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
