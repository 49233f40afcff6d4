package dev.satdoku.rules.sumline;

import dev.satdoku.model.Cell;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import dev.satdoku.syntax.Token;
import java.util.List;

/**
 * Lines and clues whose meaning is a sum: region-sum lines, zippers, X-sums and double arrows. They
 * state their sums through the encoding context ({@code sumOf}, {@code sumEquals}, {@code equalSums}),
 * so every one of them follows {@code --sum-encoding}.
 */
public final class SumLineRules {

    private SumLineRules() {
    }

    public static final List<RuleType> TYPES = List.of(
            RuleType.of("regionsum", List.of(), "regionsum LINE",
                    "the line's runs in each region it passes through (re-entering a region starts a new run) have equal sums",
                    args -> new RegionSumLine(args.nextLine("the line", 2))),
            RuleType.of("zipper", List.of(), "zipper LINE",
                    "cells equally far from the centre add up to the same total; on an odd-length line, the centre digit",
                    args -> new ZipperLine(args.nextLine("the line", 2))),
            RuleType.of("xsum", List.of(), "xsum TOTAL POS",
                    "seen from POS, the first X digits add up to TOTAL, X being the first digit", SumLineRules::xsum),
            RuleType.of("doublearrow", List.of(), "doublearrow LINE",
                    "the inner cells add up to the sum of the two end cells", SumLineRules::doubleArrow));

    private static XSum xsum(RuleArgs args) {
        Token totalAt = args.peek();
        int total = args.nextInt("total");
        Cell position = args.nextOutsideCell("the clue position");
        if (!XSum.possible(total, args.size())) {
            throw args.error(totalAt, "total " + total + " is impossible: no first digit X and X-1 other distinct digits of 1.."
                    + args.size() + " add up to it");
        }
        return new XSum(total, position);
    }

    private static DoubleArrow doubleArrow(RuleArgs args) {
        List<Cell> line = args.nextLine("the line", 3);
        int n = args.size();
        int inner = line.size() - 2;
        if (inner > 2 * n) {
            throw args.error("the " + inner + " inner cells add up to at least " + inner + ", more than two ends can hold (at most "
                    + 2 * n + ")");
        }
        return new DoubleArrow(line);
    }
}
