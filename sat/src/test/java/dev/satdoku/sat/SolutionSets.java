package dev.satdoku.sat;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/** What the equivalence tests of redundant encodings compare: every solution of a small puzzle under some options. */
final class SolutionSets {

    private SolutionSets() {
    }

    /** Every solution under {@code options}, or null when there are {@code limit} or more (too many to compare). */
    static Set<Solution> upTo(Puzzle p, EncodingOptions options, int limit) {
        List<Solution> list = PuzzleSolver.sat4j(options).solve(p, limit, null).solutions();
        return list.size() >= limit ? null : new HashSet<>(list);
    }

    /** The puzzle's rules in the native format, for a failure message that shows what went wrong. */
    static String rules(Puzzle p) {
        return p.rules().stream().map(r -> r.toNative()).collect(Collectors.joining("\n"));
    }
}
