package dev.satdoku.format.foreign;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.satdoku.check.Checker;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.syntax.InputException;
import dev.satdoku.testing.Instance;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;

/** The checks every exporter's tests make alike: stored solutions against the puzzle read back, and coverage of the instances. */
public final class ExportChecks {

    private ExportChecks() {
    }

    /** Each of the instance's stored solutions, placed on the puzzle read back from an export, breaks no rule of it. */
    public static void storedSolutionsFit(Instance instance, Puzzle original, Puzzle back) {
        for (Solution s : instance.expected(original).solutions()) {
            Solution same = new Solution(back.layout(), s.digits(), s.variables(), s.shading());
            assertEquals(List.of(), Checker.check(back, same), "the stored solution fits the puzzle read back");
        }
    }

    /**
     * Exports every instance ({@code export} throws an {@link InputException} for a refusal), prints how
     * many exported and why the others were refused, so the coverage is visible in the test log, and
     * returns the names exported and the refused ones with their reasons.
     */
    public static Coverage exportEveryInstance(String format, Consumer<Puzzle> export) {
        Map<String, String> refused = new TreeMap<>();
        List<String> exported = new ArrayList<>();
        for (Instance i : Instance.everything()) {
            try {
                export.accept(i.puzzle());
                exported.add(i.name());
            } catch (InputException e) {
                refused.put(i.name(), e.detail());
            }
        }
        System.out.println(format + " export: " + exported.size() + " of " + (exported.size() + refused.size()) + " instances; refused:");
        refused.forEach((name, why) -> System.out.println("  " + name + ": " + why));
        return new Coverage(exported, refused);
    }

    /** The instances exported, by name, and those refused with the reason. */
    public record Coverage(List<String> exported, Map<String, String> refused) {
    }
}
