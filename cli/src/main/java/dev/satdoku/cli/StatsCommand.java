package dev.satdoku.cli;

import dev.satdoku.cli.stats.Measurement;
import dev.satdoku.cli.stats.SvgChart;
import dev.satdoku.cli.stats.Table;
import dev.satdoku.encode.CnfSize;
import dev.satdoku.encode.EncodedPuzzle;
import dev.satdoku.encode.EncodingGrid;
import dev.satdoku.encode.EncodingOption;
import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encode.PuzzleEncoder;
import dev.satdoku.encoding.AmoEncoding;
import dev.satdoku.encoding.CellEncoding;
import dev.satdoku.encoding.EncodingChoice;
import dev.satdoku.format.PuzzleReader;
import dev.satdoku.model.Layout;
import dev.satdoku.model.Puzzle;
import dev.satdoku.render.PngWriter;
import dev.satdoku.sat.Answers;
import dev.satdoku.sat.Backends;
import dev.satdoku.sat.Progress;
import dev.satdoku.sat.PuzzleSolver;
import dev.satdoku.sat.SatBackend;
import dev.satdoku.sat.SolveReport;
import dev.satdoku.sat.Verdict;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine;

@Command(name = "stats", sortOptions = false, mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = {
            "Compare encodings: CNF size and (with --solve) solving effort for each encoding combination, on one "
                    + "puzzle or a set.",
            "",
            "For each combination: variables and clauses of the plain encoding, then variables, clauses and literals "
                    + "of the CNF the solver gets (after simplification, unless simplify=off), and its clauses per rule "
                    + "family (cells, houses, givens, order, and each rule keyword). With --solve: mean encode and solve "
                    + "time (solve and prove unique: up to two solutions, each checked), conflicts and decisions "
                    + "(SAT4J; blank for external solvers, which do not report them), and timeouts. A set gives means "
                    + "per puzzle.",
            "",
            "--encodings takes:",
            "  all      cell x amo x houses x sum x simplify: 3x5x2x6x2 = 360 combinations",
            "  each     the base options (the encoding options given, or the defaults), then",
            "           every single change of one dimension, those five and the rule-specific",
            "           ones (renban, skyscraper...); a change that gives every puzzle the same",
            "           CNF as the base is dropped and named (default)",
            "  default  the base options only",
            "  LIST     DIM=V1,V2[;DIM=V...], the cartesian product, other dimensions at the",
            "           base; DIM is cell, amo, houses, sum, simplify (on, off), renban,",
            "           connectivity, connected-span, chaos-regions, chaos-sizes, skyscraper,",
            "           implied-sums or repeat-sums, V a name or 'all'; e.g.",
            "           'amo=pairwise,sequential;cell=direct,order' (4",
            "           combinations)",
            "",
            "On classic 9x9 puzzles the published sizes are shown beside the measured ones (Lynce and Ouaknine 2006: "
                    + "minimal 729 variables / 8,829 clauses, extended 11,988 clauses, plus one unit clause per given).",
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:table printed (and the chart written)",
            "1:bad input, an I/O error, or the chart file exists (see --force); no partial chart is left behind",
            "2:usage error (including a malformed --encodings list)",
            "3:internal error",
        })
final class StatsCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", arity = "0..1", converter = OptionValues.NotEmpty.class, paramLabel = "PUZZLE|SET", description = "A puzzle (as for solve), a file with many "
            + "puzzles (one per line), or a directory: every puzzle file in it (not recursive; *.expected and *.md are "
            + "skipped).")
    String setArg;

    @Option(names = "--encodings", paramLabel = "all|each|default|LIST", description = "Which combinations to measure "
            + "(default: ${DEFAULT-VALUE}); see above.")
    String encodings = "each";

    @Option(names = "--solve", description = "Also solve every puzzle with every combination and report time and effort.")
    boolean solve;

    @Option(names = "--repeat", converter = OptionValues.AtLeastOne.class, paramLabel = "N", description = "With --solve: solve every puzzle N times under each "
            + "combination, in N rounds over all combinations (default: ${DEFAULT-VALUE}). Times are then each puzzle's "
            + "median, and 'spread' shows how much the runs of a puzzle differed.")
    int repeat = 1;

    @Option(names = "--per-puzzle", description = "With --solve: also print one row per puzzle and combination: "
            + "clauses, verdict, median, fastest and slowest run, conflicts, timeouts (with --csv: only these rows).")
    boolean perPuzzle;

    @Option(names = "--plot-axes", paramLabel = "auto|linear|log", description = "Scales of the chart's axes (default: "
            + "${DEFAULT-VALUE}: an axis is logarithmic when its values are all positive and span more than a factor of 10, "
            + "as solve times across encodings often do).")
    String plotAxes = "auto";

    @Mixin
    TimeoutOption timeoutOption;

    @Option(names = "--limit", converter = OptionValues.AtLeastOne.class, paramLabel = "N", description = "Take only the first N puzzles of each file.")
    Integer limit;

    @Option(names = "--csv", description = "Print CSV instead of an aligned table (notes go to standard error).")
    boolean csv;

    @Option(names = "--markdown", description = "Print a markdown table (for docs/encodings.md).")
    boolean markdown;

    @Option(names = "--plot", paramLabel = "FILE.svg", description = "With --solve: write a chart of mean clauses "
            + "against mean solve time, one labelled point per combination, as SVG (FILE.svg) or PNG (FILE.png) "
            + "(atomically; --force to replace).")
    Path plot;

    @Mixin
    ForceOption overwrite;

    @Option(names = "--quiet", description = "No notes on standard error about the combination being solved (with "
            + "--solve, when no progress line is shown).")
    boolean quiet;

    @Mixin
    JsonOption json;

    @Mixin
    ProgressOption progressOption;

    @Option(names = "--list-options", description = "Print every encoding option as one JSON line each (name, "
            + "command-line names, default, help, and every value with what it does) and exit; no PUZZLE needed. "
            + "scripts/encodings-report.py reads its options table from it.")
    boolean listOptions;

    @Mixin
    SolverMixin solver;

    @Mixin
    EncodingMixin encoding;

    @Override
    public Integer call() throws Exception {
        if (listOptions) {
            EncodingOptions.ALL.forEach(o -> spec.commandLine().getOut().println(Json.line(optionFields(o, spec))));
            spec.commandLine().getOut().flush();
            return 0;
        }
        if (setArg == null) {
            throw new CommandLine.ParameterException(spec.commandLine(), "Missing required parameter: 'PUZZLE|SET'");
        }
        if ((csv ? 1 : 0) + (markdown ? 1 : 0) + (json.on ? 1 : 0) > 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--csv, --markdown and --json exclude each other");
        }
        if (plot != null && !solve) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--plot needs --solve: it draws clauses against solve time");
        }
        if (plot != null) {
            plotAsPng();
            // Refuse an existing chart before measuring for minutes, not after.
            AtomicOutput.checkTarget(plot, overwrite.force);
        }
        if ((repeat > 1 || perPuzzle) && !solve) {
            throw new CommandLine.ParameterException(spec.commandLine(), (perPuzzle ? "--per-puzzle" : "--repeat")
                    + " needs --solve: it is about solving runs");
        }
        if (!List.of("auto", "linear", "log").contains(plotAxes)) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--plot-axes: choose one of auto, linear, log");
        }
        List<EncodingOptions> combos;
        try {
            combos = EncodingGrid.parse(encodings, encoding.options());
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--encodings: " + e.getMessage());
        }
        Duration timeout = timeoutOption.duration();
        Supplier<SatBackend> backends = solve ? solver.backends() : null;
        boolean effortReported = Backends.reportsEffort(solver.solver);
        List<Puzzle> puzzles = loadSet(setArg, limit);
        if (puzzles.isEmpty()) {
            throw new dev.satdoku.syntax.InputException(dev.satdoku.syntax.Origin.of(setArg), "holds no puzzle");
        }
        PrintWriter err = spec.commandLine().getErr();
        ProgressLine line = progressOption.line(err);
        Progress progress = ProgressOption.of(line);
        // Measured puzzles whose rules were not all read are measured as read; say so, as every command does.
        puzzles.forEach(p -> PuzzleArgs.warn(err, p));
        // Most rule-specific choices do nothing on a puzzle without their rule; under 'each' a change whose
        // CNF equals the base's on every puzzle is named instead of measured (it would only measure noise,
        // and on a classic set four sum encodings of no sum). The sizes pass encodes what it must anyway, so
        // the digests that decide are taken there.
        boolean dropUnchanged = encodings.trim().equalsIgnoreCase("each");
        // Every puzzle is encoded once under the first combination, noting which options that encoding read;
        // another combination that agrees on all of those gets the same CNF, so it is not encoded again (on a
        // classic set most rule-specific changes). Digests are taken only while a change has not yet been
        // seen to differ from the first combination on some puzzle.
        int n = puzzles.size();
        int comboCount = combos.size();
        List<Sizes> first = new ArrayList<>();
        List<Measurement> results = new ArrayList<>();
        boolean[] differs = new boolean[combos.size()];
        String[] firstDigests = new String[n];
        sizes:
        for (int c = 0; c < combos.size(); c++) {
            EncodingOptions options = combos.get(c);
            Measurement m = new Measurement(options);
            for (int i = 0; i < n; i++) {
                if (Interruption.requested()) {
                    break sizes; // Ctrl-C: print the combinations measured completely
                }
                Puzzle p = puzzles.get(i);
                int combo = c;
                int at = i;
                progress.show(() -> "stats: CNF sizes, combination " + (combo + 1) + " of " + comboCount
                        + ", puzzle " + (at + 1) + " of " + n);
                Sizes sizes;
                if (c == 0) {
                    EncodingOptions recording = options.recordingReads();
                    EncodedPuzzle encoded = PuzzleEncoder.encode(p, recording);
                    sizes = new Sizes(encoded.before(), encoded.after(), CnfSize.byFamily(encoded.cnf()), recording.readSoFar());
                    first.add(sizes);
                } else if (sameOn(first.get(i).read(), options, combos.get(0))) {
                    sizes = first.get(i);
                } else {
                    EncodedPuzzle encoded = PuzzleEncoder.encode(p, options);
                    sizes = new Sizes(encoded.before(), encoded.after(), CnfSize.byFamily(encoded.cnf()), List.of());
                    if (dropUnchanged && !differs[c]) {
                        if (firstDigests[i] == null) {
                            firstDigests[i] = EncodingGrid.cnfDigest(PuzzleEncoder.encode(p, combos.get(0)));
                        }
                        differs[c] = !EncodingGrid.cnfDigest(encoded).equals(firstDigests[i]);
                    }
                }
                m.addSizes(p.name(), sizes.plain(), sizes.solved(), sizes.families());
            }
            results.add(m);
        }
        String unchanged = "";
        if (dropUnchanged && !results.isEmpty()) {
            EncodingOptions base = combos.get(0);
            List<String> dropped = new ArrayList<>();
            List<Measurement> kept = new ArrayList<>(List.of(results.get(0)));
            for (int c = 1; c < results.size(); c++) {
                EncodingOptions o = combos.get(c);
                if (!differs[c]) {
                    dropped.add(label(o, EncodingGrid.DIMENSIONS.stream()
                            .filter(d -> !d.get().apply(o).equals(d.get().apply(base))).toList()));
                } else {
                    kept.add(results.get(c));
                }
            }
            if (!dropped.isEmpty()) {
                unchanged = "not measured, the CNF being the same as the base's on every puzzle: " + String.join(", ", dropped);
            }
            results = kept;
            combos = kept.stream().map(Measurement::options).toList();
        }
        if (solve) {
            warmUp(puzzles, combos, backends);
        }
        int complete = results.size();
        if (solve) {
            // Repeats run in rounds over every combination, so that a change in the machine's load during a
            // long measurement touches all combinations alike instead of whichever was measured then.
            long limitNanos = timeout == null ? 0 : timeout.toNanos();
            List<PuzzleSolver> solvers = combos.stream().map(o -> new PuzzleSolver(o, backends)).toList();
            rounds:
            for (int round = 0; round < repeat; round++) {
                for (int c = 0; c < results.size(); c++) {
                    Measurement m = results.get(c);
                    String what = (repeat > 1 ? "round " + (round + 1) + " of " + repeat + ", " : "") + "combination " + (c + 1)
                            + " of " + combos.size();
                    if (line == null && !quiet) {
                        err.printf("stats: %s%d/%d %s%n", repeat > 1 ? "round " + (round + 1) + "/" + repeat + ", " : "",
                                c + 1, combos.size(), label(m.options(), EncodingGrid.labDimensions()));
                        err.flush();
                    }
                    for (int i = 0; i < puzzles.size(); i++) {
                        if (Interruption.requested()) {
                            // Ctrl-C: keep the combinations whose every puzzle was solved at least once.
                            complete = round > 0 ? results.size() : c;
                            break rounds;
                        }
                        int at = i;
                        progress.show(() -> "stats: solving, " + what + ", puzzle " + (at + 1) + " of " + puzzles.size());
                        SolveReport r = solvers.get(c).solve(puzzles.get(i), 2, timeout);
                        m.addSolve(i, r.verdict().name().toLowerCase(Locale.ROOT), r.verdict() == Verdict.TIMEOUT, limitNanos,
                                r.encodeNanos(), r.solveNanos(), r.stats().conflicts(), r.stats().decisions(), effortReported);
                    }
                }
            }
        }
        ProgressOption.finish(line);
        results = results.subList(0, complete);
        PrintWriter out = spec.commandLine().getOut();
        boolean classic9 = puzzles.stream().allMatch(StatsCommand::classicNineByNine);
        double meanGivens = puzzles.stream().mapToInt(Puzzle::givenCount).average().orElse(0);
        if (json.on) {
            Map<String, Object> m = Answers.begin("stats");
            m.put("set", setArg);
            m.put("puzzles", puzzles.size());
            m.put("combinations", combos.size());
            m.put("notMeasured", unchanged);
            m.put("measurements", table(results, classic9, meanGivens).records());
            if (perPuzzle) {
                m.put("perPuzzle", perPuzzleTable(results).records());
            }
            List<String> notes = new ArrayList<>();
            if (solve) {
                notes.add(timingNote(results, puzzles.size(), timeout));
            }
            if (classic9) {
                notes.add(referenceNote(encoding.options()));
            }
            m.put("notes", notes);
            out.println(Json.line(m));
            out.flush();
            if (plot != null) {
                writePlot(results, puzzles.size());
            }
            return Interruption.exitCode(ExitCodes.OK);
        }
        Table.Format format = csv ? Table.Format.CSV : markdown ? Table.Format.MARKDOWN : Table.Format.TEXT;
        PrintWriter notes = csv ? err : out;
        notes.printf("%s: %s, %s%s%n", setArg, Counted.of(puzzles.size(), "puzzle"),
                Counted.of(combos.size(), "encoding combination"), puzzles.size() > 1 ? "; sizes, times and effort are means per puzzle" : "");
        if (!unchanged.isEmpty()) {
            notes.println(unchanged);
        }
        if (format != Table.Format.CSV) {
            notes.println();
        }
        if (!(perPuzzle && format == Table.Format.CSV)) {
            out.print(table(results, classic9, meanGivens).render(format));
        }
        if (solve) {
            if (format != Table.Format.CSV) {
                notes.println();
            }
            notes.println(timingNote(results, puzzles.size(), timeout));
        }
        if (perPuzzle) {
            if (format != Table.Format.CSV) {
                out.println();
            }
            out.print(perPuzzleTable(results).render(format));
        }
        if (classic9) {
            if (format != Table.Format.CSV) {
                notes.println();
            }
            notes.println(referenceNote(encoding.options()));
        }
        out.flush();
        if (plot != null) {
            writePlot(results, puzzles.size());
        }
        return Interruption.exitCode(ExitCodes.OK);
    }

    /**
     * Solves a few puzzles under every combination before measuring, so that the first combination is
     * not charged for the JIT compiling the encoder and the solver (on one puzzle the first one
     * measured otherwise looked up to 10x slower than the same CNF measured later). Bounded: at most
     * one second per solve and {@value #WARM_UP_MILLIS} ms in all.
     */
    private static void warmUp(List<Puzzle> puzzles, List<EncodingOptions> combos, Supplier<SatBackend> backends) {
        long end = System.nanoTime() + WARM_UP_MILLIS * 1_000_000L;
        Duration cap = Duration.ofSeconds(1);
        for (int round = 0; round < 2; round++) {
            for (EncodingOptions options : combos) {
                PuzzleSolver warm = new PuzzleSolver(options, backends);
                for (Puzzle p : puzzles.subList(0, Math.min(3, puzzles.size()))) {
                    if (System.nanoTime() > end || Interruption.requested()) {
                        return;
                    }
                    warm.solve(p, 2, cap);
                }
            }
        }
    }

    private static final long WARM_UP_MILLIS = 4000;

    /** One puzzle's sizes under one combination, and for the first combination the options its encoding read. */
    private record Sizes(CnfSize plain, CnfSize solved, Map<String, CnfSize> families, List<EncodingOption<?>> read) {
    }

    /** True when {@code a} and {@code b} agree on every one of {@code read}. */
    private static boolean sameOn(List<EncodingOption<?>> read, EncodingOptions a, EncodingOptions b) {
        return read.stream().allMatch(o -> a.get(o).equals(b.get(o)));
    }

    /** The puzzles of a file, a one-line puzzle or link, or every puzzle file of a directory; at most {@code limit} per file. */
    static List<Puzzle> loadSet(String arg, Integer limit) throws IOException {
        Path dir = null;
        try {
            Path p = Path.of(arg);
            if (Files.isDirectory(p)) {
                dir = p;
            }
        } catch (InvalidPathException e) {
            // not a path: a puzzle given directly
        }
        if (dir == null) {
            return first(PuzzleArgs.load(arg), limit);
        }
        List<Puzzle> all = new ArrayList<>();
        List<Path> files;
        try (Stream<Path> list = Files.list(dir)) {
            files = list.filter(Files::isRegularFile).filter(f -> {
                String name = f.getFileName().toString();
                return !name.startsWith(".") && !name.endsWith(".expected") && !name.endsWith(".md");
            }).sorted().toList();
        }
        for (Path f : files) {
            all.addAll(first(PuzzleReader.readFile(f), limit));
        }
        return all;
    }

    private static List<Puzzle> first(List<Puzzle> list, Integer limit) {
        return limit == null || list.size() <= limit ? list : list.subList(0, limit);
    }

    static boolean classicNineByNine(Puzzle p) {
        return p.layout().equals(Layout.standard(9)) && p.rules().isEmpty() && p.extraCells().isEmpty();
    }

    /** Dimensions shown as columns: the lab ones always, the others when the combinations differ in them. */
    private static List<EncodingGrid.Dimension> shownDimensions(List<Measurement> results) {
        List<EncodingGrid.Dimension> shown = new ArrayList<>();
        for (EncodingGrid.Dimension d : EncodingGrid.DIMENSIONS) {
            Set<String> values = new LinkedHashSet<>();
            results.forEach(m -> values.add(d.get().apply(m.options())));
            if (d.lab() || values.size() > 1) {
                shown.add(d);
            }
        }
        return shown;
    }

    private static String label(EncodingOptions o, List<EncodingGrid.Dimension> dims) {
        return String.join(" ", dims.stream().map(d -> d.name() + "=" + d.get().apply(o)).toList());
    }

    private Table table(List<Measurement> results, boolean classic9, double meanGivens) {
        List<EncodingGrid.Dimension> dims = shownDimensions(results);
        Set<String> families = new LinkedHashSet<>();
        results.forEach(m -> m.families().forEach(families::add));
        List<String> headers = new ArrayList<>();
        dims.forEach(d -> headers.add(d.name()));
        headers.addAll(List.of("plain vars", "plain clauses"));
        if (classic9) {
            headers.add("L&O clauses");
        }
        headers.addAll(List.of("vars", "clauses", "literals"));
        if (solve) {
            headers.addAll(List.of("encode ms", "solve ms", "median ms"));
            if (repeat > 1) {
                headers.add("spread");
            }
            headers.addAll(List.of("conflicts", "decisions", "timeouts"));
        }
        families.forEach(f -> headers.add("cl:" + f));
        Table t = new Table(headers);
        for (Measurement m : results) {
            List<String> row = new ArrayList<>();
            dims.forEach(d -> row.add(d.get().apply(m.options())));
            row.add(num(m.plainVariables()));
            row.add(num(m.plainClauses()));
            if (classic9) {
                row.add(reference(m.options(), meanGivens));
            }
            row.add(num(m.variables()));
            row.add(num(m.clauses()));
            row.add(num(m.literals()));
            if (solve) {
                row.add(ms(m.meanEncodeMillis()));
                row.add(ms(m.meanSolveMillis()));
                row.add(ms(m.medianSolveMillis()));
                if (repeat > 1) {
                    row.add(percent(m.medianSpread()));
                }
                row.add(m.effortKnown() ? num(m.meanConflicts()) : "");
                row.add(m.effortKnown() ? num(m.meanDecisions()) : "");
                row.add(Integer.toString(m.timeouts()));
            }
            families.forEach(f -> row.add(num(m.familyClauses(f))));
            t.add(row);
        }
        return t;
    }

    /**
     * Lynce and Ouaknine's clause count for the plain encoding of a row that uses their encoding
     * (one-hot cells, pairwise at-most-one): 8,829 minimal or 11,988 extended, plus a unit clause per
     * given; blank for the other encodings, which they did not measure.
     */
    private static String reference(EncodingOptions o, double meanGivens) {
        if (o.cell() != CellEncoding.DIRECT || o.amo() != AmoEncoding.PAIRWISE) {
            return "";
        }
        int base = o.houses() == EncodingOptions.Houses.MINIMAL ? 8_829 : 11_988;
        return num(base + meanGivens);
    }

    /** The published figures next to this build's plain encoding of the empty grid. */
    private static String referenceNote(EncodingOptions base) {
        EncodingOptions lo = base.with(EncodingOptions.CELL, CellEncoding.DIRECT).with(EncodingOptions.AMO, AmoEncoding.PAIRWISE)
                .with(EncodingOptions.SIMPLIFY, false);
        Puzzle empty = Puzzle.classic("empty", Layout.standard(9), Puzzle.noGivens(Layout.standard(9)));
        CnfSize minimal = CnfSize.of(PuzzleEncoder.encode(empty, lo.with(EncodingOptions.HOUSES, EncodingOptions.Houses.MINIMAL)).cnf());
        CnfSize complete = CnfSize.of(PuzzleEncoder.encode(empty, lo.with(EncodingOptions.HOUSES, EncodingOptions.Houses.COMPLETE)).cnf());
        return String.format(Locale.ROOT, "Reference (Lynce and Ouaknine 2006, empty 9x9): minimal encoding 729 variables / "
                + "8,829 clauses, extended 11,988 clauses. Measured here (cell=direct amo=pairwise, no simplification, empty "
                + "grid): minimal %,d / %,d, complete %,d / %,d; a puzzle adds one unit clause per given (column 'L&O "
                + "clauses'). Simplification fixes the givens and propagates, as Kwon and Jain (2006) do.",
                minimal.variables(), minimal.clauses(), complete.variables(), complete.clauses());
    }

    private void writePlot(List<Measurement> results, int puzzleCount) throws IOException {
        List<EncodingGrid.Dimension> varying = new ArrayList<>();
        for (EncodingGrid.Dimension d : EncodingGrid.DIMENSIONS) {
            Set<String> values = new LinkedHashSet<>();
            results.forEach(m -> values.add(d.get().apply(m.options())));
            if (values.size() > 1) {
                varying.add(d);
            }
        }
        EncodingOptions base = encoding.options();
        List<SvgChart.Point> points = new ArrayList<>();
        for (Measurement m : results) {
            // Label a point by what differs from the base options, so "each" reads as "amo=binary" etc.
            List<String> parts = new ArrayList<>();
            for (EncodingGrid.Dimension d : varying) {
                String v = d.get().apply(m.options());
                if (!v.equals(d.get().apply(base)) || varying.size() <= 2) {
                    parts.add(d.name() + "=" + v);
                }
            }
            String label = parts.isEmpty() ? "base (" + String.join(" ", varying.stream().map(d -> d.name() + "="
                    + d.get().apply(base)).toList()) + ")" : String.join(" ", parts);
            if (m.timeouts() > 0) {
                label += " (" + m.timeouts() + " timeout" + (m.timeouts() == 1 ? "" : "s") + ": time is a lower bound)";
            }
            points.add(new SvgChart.Point(label, m.clauses(), m.meanSolveMillis()));
        }
        String title = "Clauses against solve time: " + Path.of(setArg).getFileName() + " (" + puzzleCount + " puzzle"
                + (puzzleCount == 1 ? "" : "s") + ", means)";
        SvgChart.Scale xScale = SvgChart.scaleFor(plotAxes, points.stream().map(SvgChart.Point::x).toList());
        SvgChart.Scale yScale = SvgChart.scaleFor(plotAxes, points.stream().map(SvgChart.Point::y).toList());
        String svg = SvgChart.render(title, "clauses handed to the solver (mean per puzzle)",
                "solve and prove unique, ms (mean" + (repeat > 1 ? " of per-puzzle medians" : "") + ")", points, xScale, yScale);
        try (AtomicOutput o = AtomicOutput.open(plot, overwrite.force)) {
            if (plotAsPng()) {
                PngWriter.write(svg, 1, o.stream());
            } else {
                o.writer().write(svg);
            }
            o.commit();
        }
    }

    /** The chart's format, from its name as for {@code render}: SVG text in a file named .png would be a lie. */
    private boolean plotAsPng() {
        String name = plot.getFileName() == null ? "" : plot.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".png")) {
            return true;
        }
        if (name.endsWith(".svg")) {
            return false;
        }
        throw new CommandLine.ParameterException(spec.commandLine(), "--plot " + plot + ": the chart's name must end in "
                + ".svg or .png");
    }

    /** One row per puzzle and combination. */
    private Table perPuzzleTable(List<Measurement> results) {
        List<EncodingGrid.Dimension> dims = shownDimensions(results);
        List<String> headers = new ArrayList<>();
        dims.forEach(d -> headers.add(d.name()));
        headers.addAll(List.of("puzzle", "clauses", "verdict", "runs", "median ms", "min ms", "max ms", "conflicts", "timeouts"));
        Table t = new Table(headers);
        for (Measurement m : results) {
            for (Measurement.PuzzleRuns p : m.perPuzzle()) {
                List<String> row = new ArrayList<>();
                dims.forEach(d -> row.add(d.get().apply(m.options())));
                row.add(p.name());
                row.add(num(p.clauses()));
                row.add(p.verdict());
                row.add(Integer.toString(p.runs()));
                // A median that is a timeout is a lower bound: say so in the cell itself.
                String bound = p.timeouts() * 2 > p.runs() ? ">" : "";
                row.add(bound + ms(p.medianMillis()));
                row.add(ms(p.minMillis()));
                row.add((p.timeouts() > 0 ? ">" : "") + ms(p.maxMillis()));
                row.add(m.effortKnown() ? num(p.conflicts()) : "");
                row.add(Integer.toString(p.timeouts()));
                t.add(row);
            }
        }
        return t;
    }

    /** How the time columns were computed, and how timeouts enter them. */
    private String timingNote(List<Measurement> results, int puzzleCount, Duration timeout) {
        int timeouts = results.stream().mapToInt(Measurement::timeouts).sum();
        String runs = repeat == 1 ? "one run per puzzle" : repeat + " runs per puzzle in " + repeat
                + " rounds; each puzzle's time is the median of its runs, 'spread' the median over the puzzles of (slowest - "
                + "fastest) / median";
        String limit = timeout == null ? "no time limit" : "time limit " + timeout.toMillis() / 1000.0 + " s per run";
        String mean = puzzleCount > 1 ? "'solve ms' is the mean over the puzzles, 'median ms' the median" : "'solve ms' and "
                + "'median ms' are the puzzle's time";
        String timeoutText = timeouts == 0 ? "no run timed out"
                : timeouts + " run" + (timeouts == 1 ? "" : "s") + " timed out: a timed-out run counts at the limit, so a "
                        + "mean with timeouts is a lower bound of the true mean (compare the timeouts column first)";
        return String.format(Locale.ROOT, "Solve times: solve and prove unique (up to two solutions, each checked), encoding "
                + "excluded; %s; %s; %s; %s.", runs, mean, limit, timeoutText);
    }

    private static String percent(double fraction) {
        return String.format(Locale.ROOT, "%.0f%%", fraction * 100);
    }

    private static String num(double v) {
        return v == Math.rint(v) || Math.abs(v) >= 100 ? String.format(Locale.ROOT, "%,.0f", v) : String.format(Locale.ROOT, "%,.1f", v);
    }

    private static String ms(double v) {
        return String.format(Locale.ROOT, v >= 100 ? "%,.0f" : "%.2f", v);
    }

    /** One encoding option as the fields --list-options prints, the help text as this command's help shows it. */
    private static <T> Map<String, Object> optionFields(EncodingOption<T> option, CommandSpec spec) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", option.name());
        m.put("cli", option.cli().names());
        m.put("default", option.label(option.defaultValue()));
        m.put("help", String.join(" ", spec.findOption(option.cli().names().get(0)).description()));
        List<Map<String, Object>> values = new ArrayList<>();
        for (T v : option.values()) {
            Map<String, Object> value = new LinkedHashMap<>();
            value.put("name", option.label(v));
            value.put("summary", v instanceof EncodingChoice c ? c.summary() : null);
            values.add(value);
        }
        m.put("values", values);
        return m;
    }
}
