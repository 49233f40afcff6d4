package dev.satdoku.encode;

import dev.satdoku.encoding.AmoEncoding;
import dev.satdoku.encoding.CellEncoding;
import dev.satdoku.encoding.EncodingChoice;
import dev.satdoku.encoding.HouseIntersections;
import dev.satdoku.encoding.RenbanEncoding;
import dev.satdoku.encoding.RepeatSums;
import dev.satdoku.encoding.SkyscraperEncoding;
import dev.satdoku.encoding.connect.ConnectedSpan;
import dev.satdoku.encoding.connect.ConnectivityEncoding;
import dev.satdoku.encoding.connect.RegionNaming;
import dev.satdoku.encoding.connect.RegionSizes;
import dev.satdoku.encoding.sum.SumEncoding;
import dev.satdoku.encoding.ImpliedSums;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * Every encoding choice in one configuration object (as LogicNG does): rules and the encoder read
 * their strategy from here, never from globals. Each option is declared once, below, as an
 * {@link EncodingOption} (name, values, default, command-line form); {@link #ALL} lists them in the
 * order of {@link #describe()} and of the command-line help. {@link #DEFAULTS} holds the choices that
 * measured best (see docs/encodings.md and scripts/). Build variants with {@link #with}. Instances
 * are immutable, but for a copy made by {@link #recordingReads()}, which notes which options were
 * read: an encoding is a function of the puzzle and the options it reads, so another combination
 * that agrees on those gives the same CNF without being encoded (the encoding lab's shortcut).
 */
public final class EncodingOptions {

    /** How much of "every digit exactly once per house" is spelled out as clauses. */
    public enum Houses implements EncodingChoice {
        COMPLETE, MINIMAL;

        @Override
        public String summary() {
            return this == COMPLETE
                    ? "at-least-one and at-most-one for every cell and every digit in every house (Lynce-Ouaknine extended)"
                    : "only the cells' at-least-one and the houses' at-most-one; the rest is implied (Lynce-Ouaknine minimal)";
        }

        public static Houses byName(String name) {
            return EncodingChoice.byName(Houses.class, name, "house encoding");
        }

        /** "extended" is Lynce and Ouaknine's name for the complete encoding. */
        @Override
        public boolean answersTo(String name) {
            return cliName().equals(name) || this == COMPLETE && name.equals("extended");
        }

        @Override
        public String toString() {
            return cliName();
        }
    }

    /**
     * How cells and named variables carry "exactly one value". Direct (one-hot): see docs/encodings.md
     * (scripts/encodings-report.sh) for the measurement against order and both.
     */
    public static final EncodingOption<CellEncoding> CELL = EncodingOption.choice("cell", CellEncoding.class, "cell encoding",
            CellEncoding.DIRECT, new EncodingOption.Cli(List.of("--cell"), "ENCODING",
                    "Cells and named variables: direct (one-hot exactly-one over x=v), order (the ladder x>=v is "
                            + "primary and defines x=v; no at-least-one/at-most-one over x=v) or both (one-hot plus the full "
                            + "linked ladder) (default: ${DEFAULT-VALUE}). Rules that need order literals get them in every mode."));

    /** The at-most-one encoding for cells, houses and all-different groups. */
    public static final EncodingOption<AmoEncoding> AMO = EncodingOption.choice("amo", AmoEncoding.class, "at-most-one encoding",
            AmoEncoding.PAIRWISE, new EncodingOption.Cli(List.of("--amo"), "ENCODING",
                    "At-most-one encoding for cells, houses and distinct groups: ${COMPLETION-CANDIDATES} "
                            + "(default: ${DEFAULT-VALUE})."));

    /**
     * Complete (at-least-one and at-most-one for every cell and house) or minimal (cell at-least-one
     * and house at-most-one only; the rest is implied).
     */
    public static final EncodingOption<Houses> HOUSES = EncodingOption.choice("houses", Houses.class, "house encoding",
            Houses.COMPLETE, new EncodingOption.Cli(List.of("--houses"), "MODE",
                    "complete: at-least-one and at-most-one for every cell and house; minimal: only cell "
                            + "at-least-one and house at-most-one (the rest is implied) (default: ${DEFAULT-VALUE})."));

    /** Fix the givens and propagate at encode time, then drop what is decided. */
    public static final EncodingOption<Boolean> SIMPLIFY = EncodingOption.onOff("simplify", true,
            new EncodingOption.Cli(List.of("--no-simplify"), null,
                    "Keep the plain encoding: do not fix the givens and propagate at encode time."));

    /**
     * How renban lines are encoded. Window is the default because it needs fewer conflicts than pairs
     * under SAT4J, CaDiCaL and MiniSat for a few more clauses (scripts/measure-renban.py; docs/speed.md,
     * "Renban").
     */
    public static final EncodingOption<RenbanEncoding> RENBAN = EncodingOption.choice("renban", RenbanEncoding.class, "renban encoding",
            RenbanEncoding.WINDOW, new EncodingOption.Cli(List.of("--renban"), "ENCODING",
                    "Renban lines: pairs (all-different, and no two digits as far apart as the line is long), "
                            + "window (one selector per run of consecutive digits the line may hold) or range (order literals "
                            + "for the line's smallest and largest digit) (default: ${DEFAULT-VALUE})."));

    /**
     * The encoding of every sum (cages, sum groups, little killers, arrows, sandwiches, ...). Table is
     * the default because it gives the fewest clauses and SAT4J conflicts on the sum instances
     * (scripts/bench-sum-encodings.py; docs/speed.md, "Sum encodings").
     */
    public static final EncodingOption<SumEncoding> SUM = EncodingOption.choice("sum", SumEncoding.class, "sum encoding",
            SumEncoding.TABLE, new EncodingOption.Cli(List.of("--sum", "--sum-encoding"), "ENCODING",
                    "Encoding of sums (cages, sum groups, little killers, arrows, sandwiches): table (digit "
                            + "combinations over the one-hot literals; falls back to totalizer for large tables), totalizer "
                            + "(tree of order-encoded partial sums), seqcounter (running partial sums), mdd (decision diagram, "
                            + "arc consistent under unit propagation) or adder (binary ripple-carry adders) (default: ${DEFAULT-VALUE})."));

    /**
     * The encoding of "these cells form one connected area" (yin-yang shading, chaos regions). Hybrid is
     * the default: tree for unbounded areas (half the variables of levels; SAT4J needs more conflicts
     * with it, but each costs far less: scripts/bench-connectivity.sh, docs/speed.md "Connectivity"),
     * levels for areas of bounded size such as chaos regions, where tree's binary depths leave distances
     * to search (docs/speed-chaos.md).
     */
    public static final EncodingOption<ConnectivityEncoding> CONNECTIVITY = EncodingOption.choice("connectivity",
            ConnectivityEncoding.class, "connectivity encoding", ConnectivityEncoding.HYBRID,
            new EncodingOption.Cli(List.of("--connectivity"), "ENCODING",
                    "Connectivity of shaded areas (yin-yang) and chaos regions: levels (order-encoded distance from the "
                            + "first member cell), tree (parent pointers with binary depths) or hybrid (levels for areas of "
                            + "bounded size such as chaos regions, tree for the others) (default: ${DEFAULT-VALUE})."));

    /**
     * Redundant clauses for connected sets of bounded size (chaos regions): two cells farther apart
     * than the size allows never share a region. Pairs is the default: it took less time and fewer
     * conflicts than none on the chaos puzzles measured (docs/speed-chaos.md).
     */
    public static final EncodingOption<ConnectedSpan> CONNECTED_SPAN = EncodingOption.choice("connected-span", ConnectedSpan.class,
            "connected span", ConnectedSpan.PAIRS, new EncodingOption.Cli(List.of("--connected-span"), "MODE",
                    "Connected areas of at most N cells (chaos regions): none, or pairs (two cells more than N-1 steps "
                            + "apart are never in one area, a binary clause per such pair and area) (default: ${DEFAULT-VALUE})."));

    /**
     * How chaos regions are named while solving: canonical labels or the index of each region's first
     * cell. Both are exact (ChaosRulesEncodingTest); docs/speed-chaos.md has the measurements.
     */
    public static final EncodingOption<RegionNaming> CHAOS_REGIONS = EncodingOption.choice("chaos-regions", RegionNaming.class,
            "region naming", RegionNaming.LABELS, new EncodingOption.Cli(List.of("--chaos-regions"), "NAMING",
                    "Regions found while solving (chaos construction): labels (a canonical label 1..R per cell, each "
                            + "label's region connected over the whole grid) or roots (per cell the index of its region's "
                            + "first cell, among the cells near enough; each region connected from its first cell) "
                            + "(default: ${DEFAULT-VALUE})."));

    /**
     * How much of a chaos region's size is stated as a cardinality where the region holds every value
     * once (redundant there). All are exact (ChaosRulesEncodingTest). At-most is the default: SAT4J
     * needed fewer conflicts than with exactly on four of the five chaos puzzles measured, and less
     * time on most (docs/speed-chaos.md).
     */
    public static final EncodingOption<RegionSizes> CHAOS_SIZES = EncodingOption.choice("chaos-sizes", RegionSizes.class,
            "region sizes", RegionSizes.AT_MOST, new EncodingOption.Cli(List.of("--chaos-sizes"), "MODE",
                    "Sizes of regions found while solving (chaos construction): exactly (a cardinality per region), "
                            + "at-most (where a region holds every value exactly once, only at most its size: the values give "
                            + "the rest) or implied (no cardinality there: the values fix the size) "
                            + "(default: ${DEFAULT-VALUE})."));

    /**
     * The encoding of skyscraper clues. Linked is the default: tying each prefix's visible count to
     * its maximum lets unit propagation bound the cells, and SAT4J needs fewer conflicts than with
     * counted on every skyscraper puzzle measured (scripts/bench-skyscraper-renban.sh; docs/speed.md,
     * "Skyscrapers").
     */
    public static final EncodingOption<SkyscraperEncoding> SKYSCRAPER = EncodingOption.choice("skyscraper", SkyscraperEncoding.class,
            "skyscraper encoding", SkyscraperEncoding.LINKED, new EncodingOption.Cli(List.of("--skyscraper"), "ENCODING",
                    "Skyscraper clues: counted (running maximum, visible literals, a cardinality constraint on them) or "
                            + "linked (also the visible count of every prefix, tied to the prefix's maximum) (default: ${DEFAULT-VALUE})."));

    /**
     * Redundant sums from the law of leftovers (encode.Leftovers): whole rows, columns and
     * regions add up to a known total, so the cells the puzzle's fixed sums leave over in them (minus the
     * cells of sums poking out) add up to the rest. They never change the solutions. Not added when
     * rules sit behind selectors (explain, repairs): there an implied sum would outlive the rule it came
     * from when that rule is switched off. Algebra (leftovers plus encode.SumAlgebra's elimination over
     * every house, given, fixed sum and arrow) is the default: it turns puzzles whose clue totals cannot
     * add up into proofs without search and is level elsewhere; leftovers alone makes hard killers
     * markedly faster than none (docs/speed.md, "Implied sums"; docs/speed-levers.md). A puzzle without
     * fixed sums or arrows gets no clause more.
     */
    public static final EncodingOption<ImpliedSums> IMPLIED_SUMS = EncodingOption.choice("implied-sums", ImpliedSums.class,
            "implied sums", ImpliedSums.ALGEBRA, new EncodingOption.Cli(List.of("--implied-sums"), "MODE",
                    "Redundant sums a solver would otherwise have to discover: none, or leftovers (law of leftovers: "
                            + "rows, columns and regions add up to a known total, so the cells that cages and sums inside "
                            + "them leave over, minus the cells of those poking out, add up to the rest), or wide (leftovers "
                            + "keeping long equations too, through the decision diagram), or algebra (leftovers, plus exact "
                            + "integer elimination over every house total, given, fixed sum and arrow: totals that cannot add "
                            + "up are a proof of no solution, and short combinations become equations) (default: ${DEFAULT-VALUE})."));

    /**
     * Redundant overlap literals between lines and regions (encode.IntersectionSegments): pointing and
     * claiming become unit propagation. Not the default: fewer conflicts overall, but slower on the
     * typical instance (docs/speed.md, "Measured and left opt-in").
     */
    public static final EncodingOption<HouseIntersections> INTERSECTIONS = EncodingOption.choice("intersections",
            HouseIntersections.class, "house intersections", HouseIntersections.NONE, new EncodingOption.Cli(List.of("--intersections"), "MODE",
                    "Redundant line-region overlap literals: none, or segments (one literal per digit and overlap of a row or "
                            + "column with a region; each house holds each digit in exactly one of its overlaps, so pointing and "
                            + "claiming are unit propagation) (default: ${DEFAULT-VALUE})."));

    /**
     * Sums whose digits may repeat (little killers, arrows, sum lines, leftover equations): stated whole,
     * or split into segments of cells sharing a house (encode.HouseSegments). segment-sets is the
     * default: of the whole sum and the three splits it took the least time and the fewest SAT4J
     * conflicts on the instances with such sums (docs/encodings.md; docs/speed.md, "Repeat-allowed
     * sums split by house").
     */
    public static final EncodingOption<RepeatSums> REPEAT_SUMS = EncodingOption.choice("repeat-sums", RepeatSums.class,
            "repeat sums", RepeatSums.SEGMENT_SETS, new EncodingOption.Cli(List.of("--repeat-sums"), "MODE",
                    "Sums whose digits may repeat (little killers, arrows, sum lines): whole (one sum over all the "
                            + "cells), segments (the cells sharing a row, column or region add up through --sum, told their "
                            + "digits differ; the segment totals add up to the clue through --sum), segment-sets (each segment "
                            + "a table of all its digit sets) or segments-mdd (digit-set tables, the segment totals added by a "
                            + "decision diagram) (default: ${DEFAULT-VALUE})."));

    /** Every option, in the order of {@link #describe()} and of the command-line help. */
    public static final List<EncodingOption<?>> ALL = List.of(CELL, AMO, HOUSES, SIMPLIFY, RENBAN, SUM, CONNECTIVITY, CONNECTED_SPAN, CHAOS_REGIONS, CHAOS_SIZES, SKYSCRAPER, IMPLIED_SUMS,
            INTERSECTIONS, REPEAT_SUMS);

    /** Every option at its default value. */
    public static final EncodingOptions DEFAULTS = new EncodingOptions(ALL.stream().map(EncodingOption::defaultValue).toArray());

    /** The values, by the option's position in {@link #ALL}. */
    private final Object[] values;

    /** For a recording copy, which options were read (by position in {@link #ALL}); otherwise null. */
    private final boolean[] reads;

    private EncodingOptions(Object[] values) {
        this(values, null);
    }

    private EncodingOptions(Object[] values, boolean[] reads) {
        this.values = values;
        this.reads = reads;
    }

    /** The value of {@code option}. */
    public <T> T get(EncodingOption<T> option) {
        int i = index(option);
        if (reads != null) {
            reads[i] = true;
        }
        return option.type().cast(values[i]);
    }

    /**
     * These options with {@code option} set to {@code value}. A recording copy's variant records into
     * the same set (the plain encoding behind the "before" sizes reads through one).
     */
    public <T> EncodingOptions with(EncodingOption<T> option, T value) {
        Object[] copy = values.clone();
        copy[index(option)] = option.type().cast(Objects.requireNonNull(value, option.name()));
        return new EncodingOptions(copy, reads);
    }

    /**
     * An equal copy that records every option read through it (and through its {@link #with} variants)
     * until {@link #readSoFar()}. For one thread's use.
     */
    public EncodingOptions recordingReads() {
        return new EncodingOptions(values, new boolean[ALL.size()]);
    }

    /** These values, recording nothing (for keys of caches that outlive a recording). */
    EncodingOptions notRecording() {
        return reads == null ? this : new EncodingOptions(values);
    }

    /** The options read so far through a recording copy, in the order of {@link #ALL}; all of them for any other. */
    public List<EncodingOption<?>> readSoFar() {
        List<EncodingOption<?>> read = new ArrayList<>();
        for (int i = 0; i < ALL.size(); i++) {
            if (reads == null || reads[i]) {
                read.add(ALL.get(i));
            }
        }
        return read;
    }

    /** Marks options as read, for a cached result whose computation read them (see {@link PlainSize}). */
    void noteRead(List<EncodingOption<?>> options) {
        if (reads != null) {
            options.forEach(o -> reads[index(o)] = true);
        }
    }

    private static int index(EncodingOption<?> option) {
        int i = ALL.indexOf(option);
        if (i < 0) {
            throw new IllegalArgumentException("not an encoding option: " + option);
        }
        return i;
    }

    public CellEncoding cell() {
        return get(CELL);
    }

    public AmoEncoding amo() {
        return get(AMO);
    }

    public Houses houses() {
        return get(HOUSES);
    }

    public boolean simplify() {
        return get(SIMPLIFY);
    }

    public RenbanEncoding renban() {
        return get(RENBAN);
    }

    public SumEncoding sum() {
        return get(SUM);
    }

    public ConnectivityEncoding connectivity() {
        return get(CONNECTIVITY);
    }

    public ConnectedSpan connectedSpan() {
        return get(CONNECTED_SPAN);
    }

    public RegionNaming chaosRegions() {
        return get(CHAOS_REGIONS);
    }

    public RegionSizes chaosSizes() {
        return get(CHAOS_SIZES);
    }

    public SkyscraperEncoding skyscraper() {
        return get(SKYSCRAPER);
    }

    public ImpliedSums impliedSums() {
        return get(IMPLIED_SUMS);
    }

    public HouseIntersections intersections() {
        return get(INTERSECTIONS);
    }

    /** Short form for headers and tables, e.g. "cell=direct amo=pairwise houses=complete simplify=on renban=window sum=table connectivity=levels". */
    public String describe() {
        StringBuilder sb = new StringBuilder();
        for (EncodingOption<?> o : ALL) {
            sb.append(sb.length() == 0 ? "" : " ").append(o.name()).append('=').append(o.labelIn(this));
        }
        return sb.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof EncodingOptions other && Arrays.equals(values, other.values);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(values);
    }

    @Override
    public String toString() {
        return describe();
    }
}
