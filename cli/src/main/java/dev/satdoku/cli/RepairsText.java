package dev.satdoku.cli;

import dev.satdoku.encode.Selectors;
import dev.satdoku.sat.Repairs;
import java.io.PrintWriter;
import java.util.List;
import java.util.stream.Collectors;

/** The repairs part of {@code explain}: text and JSON. */
final class RepairsText {

    private RepairsText() {
    }

    static void print(PrintWriter out, Repairs r) {
        String cost = "  [" + Counted.of(r.solverCalls(), "solver call") + ", " + r.nanos() / 1_000_000 + " ms]";
        out.println();
        if (r.repairs().isEmpty()) {
            out.println("Repairs: none found" + (r.cappedBy() == null ? "" : " (search capped by " + r.cappedBy()
                    + "; try a larger --repairs or --timeout)") + cost);
            return;
        }
        out.println("Repairs (which clue to fix)" + cost);
        if (r.size() == 1) {
            out.println("Remove any ONE of these clues and the puzzle has a solution. Each line says how many");
        } else {
            out.println("No single clue fixes the puzzle. Remove ALL " + r.size() + " clues of any one of these sets and the");
            out.println("puzzle has a solution (a minimal set). Each says how many");
        }
        out.println("solutions are then left (UNIQUE, or 2+), unique ones first.");
        if (!r.complete()) {
            out.println("  (search capped by " + r.cappedBy() + ": there may be more)");
        }
        int k = 0;
        for (Repairs.Repair x : r.repairs()) {
            k++;
            String lead = String.format("%3d. %-7s ", k, countText(x));
            String pad = " ".repeat(lead.length());
            boolean firstElement = true;
            for (Selectors.Element el : x.removed()) {
                ExplainCommand.printElement(out, el, firstElement ? lead : pad, pad);
                firstElement = false;
            }
            if (x.uniqueDigits() != null) {
                out.println(" ".repeat(lead.length()) + digitsText(x));
            }
            if (x.uniqueTotals() != null) {
                out.println(" ".repeat(lead.length()) + totalsText(x));
            }
        }
    }

    private static String countText(Repairs.Repair x) {
        if (x.count() == 1) {
            return "UNIQUE";
        }
        return x.count() >= x.countLimit() ? x.countLimit() + "+ sols" : x.count() + " sols";
    }

    private static String digitsText(Repairs.Repair x) {
        Selectors.Given g = (Selectors.Given) x.removed().get(0);
        if (!x.uniqueDigits().isEmpty()) {
            return "instead of " + g.digit() + ", " + join(x.uniqueDigits()) + " in " + g.cell()
                    + " gives a unique puzzle" + (x.solvableDigits().size() > x.uniqueDigits().size()
                    ? " (" + give(x.solvableDigits()) + " solutions)" : "");
        }
        return "no other digit in " + g.cell() + " gives a unique puzzle (" + give(x.solvableDigits()) + " solutions)";
    }

    private static String totalsText(Repairs.Repair x) {
        int total = ((Selectors.RuleLine) x.removed().get(0)).rule().knownSum().orElseThrow().total();
        if (!x.uniqueTotals().isEmpty()) {
            return "instead of " + total + ", a total of " + join(x.uniqueTotals()) + " gives a unique puzzle"
                    + (x.solvableTotals().size() > x.uniqueTotals().size() ? " (" + give(x.solvableTotals()) + " solutions)" : "");
        }
        return x.solvableTotals().isEmpty() ? "no other total gives a solution"
                : "no other total gives a unique puzzle (" + give(x.solvableTotals()) + " solutions)";
    }

    private static String give(List<Integer> digits) {
        return join(digits) + (digits.size() == 1 ? " gives" : " give");
    }

    private static String join(List<Integer> digits) {
        return digits.stream().map(String::valueOf).collect(Collectors.joining(" or "));
    }
}
