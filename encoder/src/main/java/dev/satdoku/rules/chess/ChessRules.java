package dev.satdoku.rules.chess;

import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import dev.satdoku.syntax.Token;
import java.util.List;
import java.util.TreeSet;

/** Whole-grid chess rules: anti-king, anti-knight, anti-bishop, anti-queen. */
public final class ChessRules {

    private ChessRules() {
    }

    public static final List<RuleType> TYPES = List.of(
            RuleType.of(Move.KING.keyword(), List.of(), "antiking", "cells a king's move apart hold different digits",
                    args -> new AntiMove(Move.KING)),
            RuleType.of(Move.KNIGHT.keyword(), List.of(), "antiknight", "cells a knight's move apart hold different digits",
                    args -> new AntiMove(Move.KNIGHT)),
            RuleType.of(AntiBishop.BISHOP, List.of(), "antibishop", "no digit repeats on any diagonal line",
                    args -> new AntiBishop(AntiBishop.BISHOP, List.of())),
            RuleType.of(AntiBishop.QUEEN, List.of(), "antiqueen [digits=D,...]",
                    "no digit (or no listed digit) repeats on any diagonal line", ChessRules::queen));

    private static AntiBishop queen(RuleArgs args) {
        List<Integer> digits = args.intListOption("digits");
        if (digits == null) {
            return new AntiBishop(AntiBishop.QUEEN, List.of());
        }
        Token at = args.optionToken("digits");
        TreeSet<Integer> set = new TreeSet<>();
        for (int d : digits) {
            if (d < 1 || d > args.size()) {
                throw args.error(at, "digit " + d + " is outside 1.." + args.size());
            }
            if (!set.add(d)) {
                throw args.error(at, "digit " + d + " is listed twice");
            }
        }
        return new AntiBishop(AntiBishop.QUEEN, List.copyOf(set));
    }
}
