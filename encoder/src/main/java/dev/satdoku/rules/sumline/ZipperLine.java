package dev.satdoku.rules.sumline;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.encode.IntVar;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Lines;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleType;
import dev.satdoku.rules.SizeHint;
import java.util.ArrayList;
import java.util.List;

/**
 * Zipper line: cells equally far from the centre pair up (the i-th from each end) and every pair
 * adds up to the same total; on an odd-length line that total is the centre digit. A 2-cell line
 * is one pair with nothing to equal, so it constrains nothing.
 *
 * <p>Encoding: odd length, each pair {@code sumEquals} the centre cell; even length,
 * {@code equalSums} over the pairs (the first pair's sum is the shared total).
 *
 * @param line the cells in line order
 */
public record ZipperLine(List<Cell> line) implements Rule {

    public static final RuleType TYPE = RuleType.of("zipper", List.of(), "zipper LINE",
            "cells equally far from the centre add up to the same total; on an odd-length line, the centre digit",
            args -> new ZipperLine(args.nextLine("the line", 2)))
            .withReference("cells equally far from the centre add up to the same total; on an odd-length line that total "
                    + "is the centre digit");

    public ZipperLine {
        line = Lines.line(line, 2, "zipper");
    }

    /** The pairs of cells equally far from the centre, outermost first. */
    public List<List<Cell>> pairs() {
        List<List<Cell>> out = new ArrayList<>();
        for (int i = 0; i < line.size() / 2; i++) {
            out.add(List.of(line.get(i), line.get(line.size() - 1 - i)));
        }
        return out;
    }

    /** The centre cell of an odd-length line, or null. */
    public Cell centre() {
        return line.size() % 2 == 1 ? line.get(line.size() / 2) : null;
    }

    @Override
    public String keyword() {
        return "zipper";
    }

    @Override
    public void encode(EncodingContext ctx) {
        List<List<IntVar>> pairs = pairs().stream().map(ctx::cells).toList();
        Cell centre = centre();
        if (centre == null) {
            ctx.equalSums(pairs);
            return;
        }
        for (List<IntVar> pair : pairs) {
            ctx.sumEquals(pair, ctx.cell(centre), false);
        }
    }

    @Override
    public String violation(Solution s) {
        // From the words, apart from pairs()/centre() (the clauses): the digits at positions i and len-1-i add up
        // to one total for every i, and to the middle digit when the line has a middle cell.
        int len = line.size();
        Cell middle = len % 2 == 1 ? line.get(len / 2) : null;
        List<Cell> outermost = List.of(line.get(0), line.get(len - 1));
        int total = middle != null ? s.digit(middle) : Lines.sum(outermost, s);
        String wanted = middle != null ? "the centre " + middle + "=" + total : "the pair " + Lines.digits(outermost, s);
        for (int i = 0; i < len - 1 - i; i++) {
            List<Cell> pair = List.of(line.get(i), line.get(len - 1 - i));
            int sum = s.digit(line.get(i)) + s.digit(line.get(len - 1 - i));
            if (sum != total) {
                return "zipper: " + Lines.digits(pair, s) + " add up to " + sum + ", " + wanted + " to " + total;
            }
        }
        return null;
    }

    /** A sum over the cells it names. */
    @Override
    public SizeHint sizeHint(int n) {
        return SizeHint.sumOver(SizeHint.namedCells(this), n);
    }

    @Override
    public String toNative() {
        return "zipper " + Lines.join(line);
    }
}
