package dev.satdoku.sat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How hard a solve path is: the dearest step (the usual rating of a puzzle: its hardest moment),
 * the total cost, the number of steps, and whether some step was over the path's bound (a case split).
 * Serializable: batch results carry it between Spark executors.
 */
public record Difficulty(int hardest, int total, int steps, int deductions, boolean needsCaseSplit)
        implements java.io.Serializable {

    public static Difficulty of(List<Step> steps, boolean caseSplit) {
        int hardest = 0;
        int total = 0;
        int deductions = 0;
        boolean split = caseSplit;
        for (Step s : steps) {
            hardest = Math.max(hardest, s.cost());
            total += s.cost();
            if (s.kind() == Step.Kind.DEDUCTION || s.kind() == Step.Kind.CASE_SPLIT) {
                deductions++;
            }
            split |= s.kind() == Step.Kind.CASE_SPLIT;
        }
        return new Difficulty(hardest, total, steps.size(), deductions, split);
    }

    /** {@code hardest 14, total 512, 55 steps (3 deductions)}, plus {@code , needs a case split}. */
    public String text() {
        return "hardest " + hardest + ", total " + total + ", " + steps + " steps (" + deductions + " beyond singles)"
                + (needsCaseSplit ? ", needs a case split" : "");
    }

    public Map<String, Object> fields() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("hardest", hardest);
        m.put("total", total);
        m.put("steps", steps);
        m.put("deductions", deductions);
        m.put("needsCaseSplit", needsCaseSplit);
        return m;
    }
}
