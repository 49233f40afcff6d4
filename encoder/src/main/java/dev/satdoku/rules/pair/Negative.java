package dev.satdoku.rules.pair;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.encode.IntVar;
import dev.satdoku.encoding.ForbiddenPairs;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleArgs;
import dev.satdoku.rules.RuleType;
import dev.satdoku.syntax.Token;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * Negative constraints over every orthogonal pair of the grid: what the unmarked pairs may not be
 * (see {@link NegativeKind}). Written {@code negative KIND...}, or {@code nonconsecutive}, f-puzzles'
 * name for {@code negative white}; the keyword is kept so the puzzle is written back as it was read.
 * Which pairs are marked comes from the puzzle's other rules, so both the encoding and the check
 * take them from the puzzle ({@link EncodingContext#puzzleRules()}, {@link #violation(Solution, List)}).
 * A white or black dot of any difference or ratio exempts its pair from the white, black and kropki
 * kinds; an X or V exempts its pair from the XV, V and X kinds only (f-puzzles and Rangsk's solver).
 *
 * @param keyword {@code negative} or {@code nonconsecutive}
 * @param kinds   the constraints, at least one ({@code WHITE} alone for nonconsecutive)
 */
public record Negative(String keyword, Set<NegativeKind> kinds) implements Rule {

    public static final String NONCONSECUTIVE = "nonconsecutive";

    public static final RuleType TYPE = RuleType.of("negative", List.of(), "negative KIND... (white, black, kropki, xv, v, x)",
            "orthogonal pairs without a kropki dot (either colour) are not consecutive (white), not in the black "
                    + "dots' ratio (black), or neither consecutive nor 1:2 (kropki); pairs without an X or V do not "
                    + "add up to 5 or 10 (xv), to 5 (v), to 10 (x)",
            Negative::parse)
            .withReference("negative constraints over orthogonal neighbours: `white`: pairs without a kropki dot are not "
                    + "consecutive; `black`: pairs without a kropki dot are in none of the ratios the puzzle's black dots "
                    + "use (2 when it has none; f-puzzles' negative ratio); `kropki`: pairs without a kropki dot are "
                    + "neither consecutive nor in ratio 1:2, whatever ratios the dots use (Interactive Sudoku Solver's "
                    + "strict kropki); `xv`: pairs without an X or V do not add up to 5 or 10 (f-puzzles' negative XV, "
                    + "ISS's strict XV); `v`: pairs without an X or V do not add up to 5, and `x`: not to 10 (a puzzle whose "
                    + "text says all V, or all X, are given; the other total stays allowed). Exemptions, as in f-puzzles and Rangsk's solver: a white or black dot of any "
                    + "difference or ratio exempts its pair from `white`, `black` and `kropki` (so a black dot on 1 and 2 "
                    + "is not \"consecutive without a white dot\"); an X or V exempts its pair from `xv`, `v` and `x` only, "
                    + "and a dot never exempts from them. Only unconditional marks exempt. Kinds combine (`negative white black`)");

    public static final RuleType NONCONSECUTIVE_TYPE = RuleType.of(NONCONSECUTIVE, List.of(), "nonconsecutive",
            "orthogonal neighbours without a kropki dot (either colour) are not consecutive", args -> nonconsecutive())
            .withReference("orthogonal neighbours without a kropki dot (white or black, any value) are not consecutive: "
                    + "f-puzzles' rule, the same as `negative white`; the classic rule when there are no dots. The "
                    + "Interactive Sudoku Solver's AntiConsecutive has no exemption at all: its importer adds a two-cell "
                    + "`nabner` on each dotted pair, black or white (with a white dot the pair then has no digits, as in "
                    + "ISS)");

    private static Negative parse(RuleArgs args) {
        Set<NegativeKind> kinds = EnumSet.noneOf(NegativeKind.class);
        do {
            Token at = args.peek();
            String word = args.nextWord("a kind", "white", "black", "kropki", "xv", "v", "x");
            if (!kinds.add(NegativeKind.valueOf(word.toUpperCase(Locale.ROOT)))) {
                throw args.error(at, word + " is listed twice");
            }
        } while (args.hasMore());
        return new Negative("negative", kinds);
    }

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
        for (Edge e : Edge.all(ctx.layout().rows(), ctx.layout().cols())) {
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

    /**
     * The check, written from the rule's words and sharing nothing with {@link NegativeKind} or
     * {@link Marks}, which serve the clauses: for every two orthogonal neighbours, a white or black
     * dot between them (any difference or ratio) lifts the white, black and kropki constraints, an X
     * or V lifts the XV constraint; the black constraint forbids the ratios of the puzzle's black dots,
     * or 1:2 when there are none.
     */
    @Override
    public String violation(Solution s, List<Rule> puzzleRules) {
        Set<Set<Cell>> dotted = new HashSet<>();
        Set<Set<Cell>> xvMarked = new HashSet<>();
        Set<Integer> ratios = new TreeSet<>();
        for (Rule r : puzzleRules) {
            if (r instanceof WhiteDot w) {
                dotted.add(Set.of(w.a(), w.b()));
            } else if (r instanceof BlackDot b) {
                dotted.add(Set.of(b.a(), b.b()));
                ratios.add(b.ratio());
            } else if (r instanceof XvMark m) {
                xvMarked.add(Set.of(m.a(), m.b()));
            }
        }
        if (ratios.isEmpty()) {
            ratios.add(2);
        }
        for (int row = 0; row < s.layout().rows(); row++) {
            for (int col = 0; col < s.layout().cols(); col++) {
                Cell here = new Cell(row, col);
                for (Cell next : new Cell[] {new Cell(row, col + 1), new Cell(row + 1, col)}) {
                    if (next.row() >= s.layout().rows() || next.col() >= s.layout().cols()) {
                        continue;
                    }
                    String broken = brokenBy(s.digit(here), s.digit(next), dotted.contains(Set.of(here, next)),
                            xvMarked.contains(Set.of(here, next)), ratios);
                    if (broken != null) {
                        return here + " and " + next + " hold " + s.digit(here) + " and " + s.digit(next) + ": " + broken;
                    }
                }
            }
        }
        return null;
    }

    /** Which of this rule's kinds two neighbouring digits break, in the kinds' order, or null. */
    private String brokenBy(int x, int y, boolean dot, boolean xv, Set<Integer> ratios) {
        int low = Math.min(x, y);
        int high = Math.max(x, y);
        for (NegativeKind k : ordered()) {
            switch (k) {
                case WHITE -> {
                    if (!dot && high - low == 1) {
                        return "consecutive without a white dot (or a black one)";
                    }
                }
                case BLACK -> {
                    if (!dot && ratios.stream().anyMatch(r -> high == r * low)) {
                        return "in ratio " + ratios.stream().map(r -> "1:" + r).collect(Collectors.joining(" or "))
                                + " without a black dot (or a white one)";
                    }
                }
                case KROPKI -> {
                    if (!dot && (high - low == 1 || high == 2 * low)) {
                        return "consecutive or in ratio 1:2 without a kropki dot";
                    }
                }
                case XV -> {
                    if (!xv && (x + y == 5 || x + y == 10)) {
                        return "adding up to 5 or 10 without an X or V";
                    }
                }
                case V -> {
                    if (!xv && x + y == 5) {
                        return "adding up to 5 without an X or V";
                    }
                }
                case X -> {
                    if (!xv && x + y == 10) {
                        return "adding up to 10 without an X or V";
                    }
                }
                default -> throw new IllegalStateException("unchecked negative kind " + k);
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
