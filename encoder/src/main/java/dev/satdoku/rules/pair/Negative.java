package dev.satdoku.rules.pair;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.encode.IntVar;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Negative constraints over every orthogonal pair of the grid: what the unmarked pairs may not be
 * (see {@link NegativeKind}). Written {@code negative KIND...}, or {@code nonconsecutive}, f-puzzles'
 * name for {@code negative white}; the keyword is kept so the puzzle is written back as it was read.
 * Which pairs are marked comes from the puzzle's other rules, so both the encoding and the check
 * take them from the puzzle ({@link EncodingContext#puzzleRules()}, {@link #violation(Solution, List)}).
 *
 * @param keyword {@code negative} or {@code nonconsecutive}
 * @param kinds   the constraints, at least one ({@code WHITE} alone for nonconsecutive)
 */
public record Negative(String keyword, Set<NegativeKind> kinds) implements Rule {

    public static final String NONCONSECUTIVE = "nonconsecutive";

    public Negative {
        if (kinds.isEmpty()) {
            throw new IllegalArgumentException("a negative constraint needs at least one kind");
        }
        kinds = Set.copyOf(EnumSet.copyOf(kinds));
        if (keyword.equals(NONCONSECUTIVE) && !kinds.equals(Set.of(NegativeKind.WHITE))) {
            throw new IllegalArgumentException("nonconsecutive is the negative white constraint only");
        }
        if (!keyword.equals(NONCONSECUTIVE) && !keyword.equals("negative")) {
            throw new IllegalArgumentException("unknown negative-constraint keyword " + keyword);
        }
    }

    public static Negative nonconsecutive() {
        return new Negative(NONCONSECUTIVE, Set.of(NegativeKind.WHITE));
    }

    public static Negative of(NegativeKind... kinds) {
        return new Negative("negative", Set.of(kinds));
    }

    /** One forbidden-pairs relation per unmarked edge, uniting the kinds that apply there. */
    @Override
    public void encode(EncodingContext ctx) {
        Marks marks = Marks.of(ctx.puzzleRules());
        for (Edge e : Edge.all(ctx.size())) {
            List<NegativeKind> active = kinds.stream().filter(k -> !k.exempt(e, marks)).toList();
            if (active.isEmpty()) {
                continue;
            }
            IntVar x = ctx.cell(e.first());
            IntVar y = ctx.cell(e.second());
            ctx.forbiddenPairs(x, y, (p, q) -> active.stream().noneMatch(k -> k.forbids(p, q, marks)));
        }
    }

    /** Judged as if this were the puzzle's only rule, so that no pair carries a mark. */
    @Override
    public String violation(Solution s) {
        return violation(s, List.of(this));
    }

    @Override
    public String violation(Solution s, List<Rule> puzzleRules) {
        Marks marks = Marks.of(puzzleRules);
        for (Edge e : Edge.all(s.size())) {
            int x = s.digit(e.first());
            int y = s.digit(e.second());
            for (NegativeKind k : ordered()) {
                if (!k.exempt(e, marks) && k.forbids(x, y, marks)) {
                    return e.first() + " and " + e.second() + " hold " + x + " and " + y + ": " + k.describe(marks);
                }
            }
        }
        return null;
    }

    private List<NegativeKind> ordered() {
        return EnumSet.copyOf(kinds).stream().toList();
    }

    @Override
    public String toNative() {
        return keyword.equals(NONCONSECUTIVE) ? NONCONSECUTIVE
                : "negative " + ordered().stream().map(NegativeKind::word).collect(Collectors.joining(" "));
    }
}
