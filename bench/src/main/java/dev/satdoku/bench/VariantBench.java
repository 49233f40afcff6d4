package dev.satdoku.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.format.ExpectedResult;
import dev.satdoku.format.PuzzleReader;
import dev.satdoku.model.Puzzle;
import dev.satdoku.sat.Backends;
import dev.satdoku.sat.Sat4jBackend;
import dev.satdoku.sat.Sat4jConfiguration;
import dev.satdoku.sat.Sat4jPortfolioBackend;
import dev.satdoku.sat.SatBackend;
import java.util.function.Supplier;
import dev.satdoku.sat.PuzzleSolver;
import dev.satdoku.sat.SolveReport;
import dev.satdoku.sat.Verdict;
import dev.satdoku.syntax.InputException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * The variant benchmark: each puzzle solved and proved unique (a limit of 2 solutions)
 * two ways, in a fresh process ({@code java -jar satdoku.jar solve --json}: its in-process
 * {@code millis}, and the whole process's wall time) and warm in this JVM (after a warm-up pass),
 * next to the Interactive Sudoku Solver's time on the same puzzle ({@code iss_ms} of the JSONL sets,
 * measured once on this project's machine type). Prints one row per puzzle and geometric means.
 *
 * <p>A puzzle that hits the time limit enters the satdoku means at the limit itself, a lower bound of
 * its true time (so a mean with timeouts flatters satdoku), and the table says how many did. A
 * second mean over the puzzles every column finished is printed beside it. Puzzles without an ISS
 * time (instances/variants, iss-examples.jsonl, ISS's own timeouts) have no ratio and stay out of the
 * ratio means. A verdict other than the expected one (an instance's .expected file, ISS's status,
 * else unique), or a solution that differs from the published one, is flagged in the row ("WRONG"),
 * never hidden.
 *
 * <p>Usage: {@code VariantBench [--fresh JAR] [--no-warm] [--solver NAME] [--timeout S]
 * [--warmup-millis M] [--limit N] [--only TEXT] [--encoding KEY=VALUE]... SET...}, from the repository root,
 * where SET is a .jsonl file (fields input, solution, iss_ms, iss_status, collection, name; or, as in the CtC
 * index, id, input and iss_local with status, ms and solution) or a folder of .sudoku files (one puzzle
 * each). A puzzle ISS did not finish ({@code timeout}) has no expected verdict; one where ISS found a
 * solution and then ran out of time ({@code timeout-after-first}) is wrong only as "none". Puzzles
 * satdoku does not read are listed with the reason and counted in the summary.
 * scripts/bench-variants.sh and scripts/bench-iss-index.sh run it.
 */
public final class VariantBench {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** One benchmark puzzle: its label, its text as the CLI takes it, the published solution if any. */
    private record Case(String label, String input, Puzzle puzzle, String solution, Double issMillis, String expected) {
    }

    /** One measurement: the verdict ("unique", "timeout", ...) and milliseconds (the limit on a timeout). */
    private record Run(String verdict, double millis, boolean timedOut, boolean wrong, long conflicts) {

        Run(String verdict, double millis, boolean timedOut, boolean wrong) {
            this(verdict, millis, timedOut, wrong, -1);
        }
    }

    private VariantBench() {
    }

    public static void main(String[] args) throws Exception {
        String freshJar = null;
        List<String> launcherOptions = null;
        boolean warm = true;
        String solver = Backends.DEFAULT;
        int timeoutSeconds = 60;
        long warmupMillis = 5000;
        int limit = Integer.MAX_VALUE;
        String only = null;
        EncodingOptions options = EncodingOptions.DEFAULTS;
        List<String> encodingArgs = new ArrayList<>();
        List<String> sets = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--fresh" -> freshJar = args[++i];
                case "--launcher-options" -> launcherOptions = launcherOptions(Path.of(args[++i]));
                case "--no-warm" -> warm = false;
                case "--solver" -> solver = args[++i];
                case "--timeout" -> timeoutSeconds = Integer.parseInt(args[++i]);
                case "--warmup-millis" -> warmupMillis = Long.parseLong(args[++i]);
                case "--limit" -> limit = Integer.parseInt(args[++i]);
                case "--only" -> only = args[++i];
                case "--encoding" -> {
                    String kv = args[++i];
                    encodingArgs.add(kv);
                    options = withOption(options, kv);
                }
                default -> sets.add(args[i]);
            }
        }
        if (sets.isEmpty()) {
            System.err.println("usage: VariantBench [--fresh JAR [--launcher-options FILE]] [--no-warm] [--solver NAME] "
                    + "[--timeout S] [--warmup-millis M] [--limit N] [--only TEXT] [--encoding KEY=VALUE]... SET...");
            System.exit(2);
        }
        List<Case> cases = new ArrayList<>();
        for (String set : sets) {
            List<Case> read = read(Path.of(set));
            int n = 0;
            for (Case c : read) {
                if ((only == null || c.label().contains(only)) && n < limit) {
                    cases.add(c);
                    n++;
                }
            }
        }
        String wanted = only;
        REFUSED.removeIf(r -> wanted != null && !r[0].contains(wanted));
        for (String[] r : REFUSED) {
            System.out.println("refused " + r[0] + ": " + r[1]);
        }
        PuzzleSolver inProcess = new PuzzleSolver(options, backends(solver));
        Duration timeout = Duration.ofSeconds(timeoutSeconds);
        if (warm) {
            // JIT warm-up on the same puzzles with a short limit, so the timed runs below see
            // compiled code; the hard ones simply stop at the short limit.
            long until = System.nanoTime() + warmupMillis * 1_000_000L;
            outer:
            while (System.nanoTime() < until) {
                for (Case c : cases) {
                    if (System.nanoTime() >= until) {
                        break outer;
                    }
                    inProcess.solve(c.puzzle(), 2, Duration.ofMillis(500));
                }
            }
        }
        System.out.printf(Locale.ROOT, "variant benchmark: solve and prove unique (2 solutions), solver %s, encoding %s, "
                + "time limit %d s%n", solver, options.describe(), timeoutSeconds);
        System.out.printf(Locale.ROOT, "load average at start: %s%n", loadAverage());
        System.out.printf(Locale.ROOT, "columns: ISS ms (iss_ms, ISS in a fresh Node process, one run); fresh = "
                + "'java -jar satdoku.jar solve --json' (in = its millis, encode+solve; wall = whole process); "
                + "warm = the same solve in this JVM after a %d ms warm-up (conflicts: SAT4J's, load-independent); "
                + "ratios are satdoku/ISS%n", warmupMillis);
        boolean launcher = freshJar != null && launcherOptions != null;
        if (launcher) {
            System.out.printf(Locale.ROOT, "launcher = the same fresh process started as ./satdoku starts it: 'java %s -jar "
                    + "satdoku.jar solve --json' (the options the launcher printed)%n", String.join(" ", launcherOptions));
        }
        System.out.println();
        System.out.printf(Locale.ROOT, "%-44s %9s | %-8s %9s %9s %7s | %-8s %9s %7s %9s", "puzzle", "ISS ms", "fresh", "in ms",
                "wall ms", "in/ISS", "warm", "warm ms", "w/ISS", "conflicts");
        System.out.printf(Locale.ROOT, launcher ? " | %-8s %9s %9s %7s%n" : "%n", "launcher", "in ms", "wall ms", "in/ISS");
        List<Run[]> runs = new ArrayList<>();
        for (Case c : cases) {
            Run fresh = freshJar == null ? null : fresh(freshJar, List.of(), c, solver, timeoutSeconds, encodingArgs);
            Run freshWall = fresh == null ? null : lastWall;
            Run hot = warm ? warm(inProcess, c, timeout, timeoutSeconds) : null;
            // Plain first, then the launcher's way, puzzle by puzzle, so both see the machine's load of the moment.
            Run quick = launcher ? fresh(freshJar, launcherOptions, c, solver, timeoutSeconds, encodingArgs) : null;
            Run quickWall = quick == null ? null : lastWall;
            runs.add(new Run[] {fresh, freshWall, hot, quick, quickWall});
            System.out.printf(Locale.ROOT, "%-44s %9s | %-8s %9s %9s %7s | %-8s %9s %7s %9s", cut(c.label(), 44),
                    c.issMillis() == null ? "-" : String.format(Locale.ROOT, "%.1f", c.issMillis()),
                    verdict(fresh), millis(fresh), millis(freshWall), ratio(fresh, c),
                    verdict(hot), millis(hot), ratio(hot, c), hot == null ? "-" : Long.toString(hot.conflicts()));
            System.out.printf(Locale.ROOT, launcher ? " | %-8s %9s %9s %7s%n" : "%n",
                    verdict(quick), millis(quick), millis(quickWall), ratio(quick, c));
            System.out.flush();
        }
        System.out.println();
        summary(cases, runs);
        System.out.printf(Locale.ROOT, "load average at end: %s%n", loadAverage());
    }

    private static EncodingOptions withOption(EncodingOptions options, String keyValue) {
        int eq = keyValue.indexOf('=');
        String key = keyValue.substring(0, eq);
        String value = keyValue.substring(eq + 1);
        for (var option : EncodingOptions.ALL) {
            if (option.name().equals(key)) {
                return withParsed(options, option, value);
            }
        }
        throw new IllegalArgumentException("unknown encoding option " + key);
    }

    private static <T> EncodingOptions withParsed(EncodingOptions options, dev.satdoku.encode.EncodingOption<T> option,
                                                  String value) {
        return options.with(option, option.parse(value));
    }

    /** The wall time of the last fresh process (set by {@link #fresh}), kept beside its in-process time. */
    private static Run lastWall;

    /**
     * The CLI's solver names, plus two for measuring SAT4J set-ups warm (the CLI does not know them, so
     * use them with --no-fresh): {@code sat4j:CONFIG} runs one {@link Sat4jConfiguration}, and
     * {@code sat4j-portfolio:CONFIG} races the default against CONFIG.
     */
    private static Supplier<SatBackend> backends(String solver) {
        if (solver.startsWith("sat4j:")) {
            Sat4jConfiguration c = Sat4jConfiguration.valueOf(solver.substring(6).toUpperCase(Locale.ROOT));
            return () -> new Sat4jBackend(c);
        }
        if (solver.startsWith("sat4j-portfolio:")) {
            Sat4jConfiguration c = Sat4jConfiguration.valueOf(solver.substring(16).toUpperCase(Locale.ROOT));
            return () -> new Sat4jPortfolioBackend(c);
        }
        return Backends.named(solver);
    }

    /**
     * The JVM options the launcher printed (SATDOKU_PRINT_JVM_OPTIONS, one per line): read, not copied
     * here, so that the launcher stays the one place that says how satdoku's JVM is started.
     */
    private static List<String> launcherOptions(Path file) throws IOException {
        List<String> out = new ArrayList<>();
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            if (!line.isBlank()) {
                out.add(line.trim());
            }
        }
        return out;
    }

    /** One fresh process: 'java', {@code jvmOptions}, then SATDOKU_JAVA_OPTS last, as the launcher orders them. */
    private static Run fresh(String jar, List<String> jvmOptions, Case c, String solver, int timeoutSeconds,
                             List<String> encodingArgs) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of("java"));
        cmd.addAll(jvmOptions);
        String opts = System.getenv("SATDOKU_JAVA_OPTS");
        if (opts != null && !opts.isBlank()) {
            cmd.addAll(Arrays.asList(opts.trim().split("\\s+")));
        }
        cmd.addAll(List.of("-jar", jar, "solve", "--json", "--timeout", Integer.toString(timeoutSeconds), "--solver", solver));
        for (String kv : encodingArgs) {
            int eq = kv.indexOf('=');
            cmd.add("--" + kv.substring(0, eq));
            cmd.add(kv.substring(eq + 1));
        }
        cmd.add(c.input());
        Path out = Files.createTempFile("satdoku-variant", ".json");
        try {
            long t0 = System.nanoTime();
            Process p = new ProcessBuilder(cmd).redirectOutput(out.toFile()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
            if (!p.waitFor(timeoutSeconds + 60L, TimeUnit.SECONDS)) {
                p.destroyForcibly().waitFor();
            }
            double wall = (System.nanoTime() - t0) / 1e6;
            String text = Files.readString(out, StandardCharsets.UTF_8).trim();
            if (text.isEmpty()) {
                lastWall = new Run("error", wall, false, true);
                return new Run("error", timeoutSeconds * 1000.0, true, true);
            }
            JsonNode json = JSON.readTree(text);
            String status = json.path("status").asText("error");
            boolean timedOut = status.equals("timeout");
            double millis = timedOut ? timeoutSeconds * 1000.0 : json.path("millis").asDouble();
            String first = null;
            JsonNode sols = json.path("solutions");
            if (sols.isArray() && sols.size() > 0) {
                // a solution of the JSON answer (docs/schema/answer.schema.json) is an object holding its digits
                StringBuilder sb = new StringBuilder();
                sols.get(0).path("digits").forEach(d -> sb.append(d.asInt()).append(','));
                first = sb.toString();
            }
            boolean wrong = !timedOut && (wrongVerdict(status, c.expected()) || (c.solution() != null && first != null
                    && !first.equals(digitsKey(c.solution()))));
            lastWall = new Run(status, timedOut ? Math.max(wall, timeoutSeconds * 1000.0) : wall, timedOut, wrong);
            return new Run(status, millis, timedOut, wrong);
        } finally {
            Files.deleteIfExists(out);
        }
    }

    private static Run warm(PuzzleSolver solver, Case c, Duration timeout, int timeoutSeconds) {
        long t0 = System.nanoTime();
        SolveReport r = solver.solve(c.puzzle(), 2, timeout);
        double ms = (System.nanoTime() - t0) / 1e6;
        boolean timedOut = r.verdict() == Verdict.TIMEOUT;
        String status = r.verdict().name().toLowerCase(Locale.ROOT);
        String first = null;
        if (!r.solutions().isEmpty()) {
            StringBuilder sb = new StringBuilder();
            for (int d : r.solutions().get(0).digits()) {
                sb.append(d).append(',');
            }
            first = sb.toString();
        }
        boolean wrong = !timedOut && (wrongVerdict(status, c.expected()) || (c.solution() != null && first != null
                && !first.equals(digitsKey(c.solution()))));
        return new Run(status, timedOut ? timeoutSeconds * 1000.0 : ms, timedOut, wrong, r.stats().conflicts());
    }

    /** A published solution string (digits, or numbers for large grids) as "d,d,...," to compare. */
    private static String digitsKey(String solution) {
        StringBuilder sb = new StringBuilder();
        for (char ch : solution.toCharArray()) {
            if (Character.isDigit(ch)) {
                sb.append(ch).append(',');
            }
        }
        return sb.toString();
    }

    private static List<Case> read(Path set) throws IOException {
        List<Case> out = new ArrayList<>();
        if (Files.isDirectory(set)) {
            List<Path> files;
            try (Stream<Path> s = Files.walk(set)) {
                files = s.filter(p -> p.toString().endsWith(".sudoku")).sorted().toList();
            }
            for (Path f : files) {
                try {
                    List<Puzzle> ps = PuzzleReader.readFile(f, false);
                    if (ps.size() == 1) {
                        // The verdict the instance's .expected file states (count line, or number of solution blocks).
                        Path exp = Path.of(f.toString().replaceAll("\\.sudoku$", ".expected"));
                        String expected = "unique";
                        if (Files.exists(exp)) {
                            int count = ExpectedResult.parse(Files.readString(exp), ps.get(0), exp.toString()).count();
                            expected = count == 0 ? "none" : count == 1 ? "unique" : "multiple";
                        }
                        out.add(new Case(set.relativize(f).toString(), f.toString(), ps.get(0), null, null, expected));
                    }
                } catch (InputException e) {
                    refuse(f.toString(), e.getMessage());
                }
            }
            return out;
        }
        int line = 0;
        for (String text : Files.readAllLines(set, StandardCharsets.UTF_8)) {
            line++;
            if (text.isBlank()) {
                continue;
            }
            JsonNode j = JSON.readTree(text);
            String input = j.path("input").asText();
            String name = j.path("name").isTextual() ? j.path("name").asText() : "";
            // The CtC index names its puzzles by id and keeps ISS's own run under iss_local.
            String label = j.path("id").isTextual() ? line + " " + j.path("id").asText()
                    : line + " " + j.path("collection").asText("") + (name.isEmpty() ? "" : " " + name);
            JsonNode iss = j.path("iss_local").isObject() ? j.path("iss_local") : j;
            String status = textOrNull(iss, iss == j ? "iss_status" : "status");
            String expected = status == null ? "unique" : status.startsWith("timeout") ? null : status;
            Double issMillis = expected == null ? null : numberOrNull(iss, iss == j ? "iss_ms" : "ms");
            try {
                List<Puzzle> ps = PuzzleReader.readText(input, set + ":" + line, false);
                if (ps.size() != 1) {
                    refuse(label, ps.size() + " puzzles");
                    continue;
                }
                String sol = textOrNull(iss, "solution");
                // Large grids publish solutions whose digits are not one character each; compare only 9x9 and smaller.
                if (sol != null && (ps.get(0).layout().rows() > 9 || ps.get(0).layout().cols() > 9)) {
                    sol = null;
                }
                boolean found = "timeout-after-first".equals(status);
                out.add(new Case(label, input, ps.get(0), "unique".equals(expected) ? sol : null, issMillis,
                        found ? FOUND_ONE : expected));
            } catch (InputException e) {
                refuse(label, e.getMessage());
            }
        }
        return out;
    }

    /** Expected verdict of a puzzle where ISS found a solution but ran out of time proving it unique. */
    private static final String FOUND_ONE = "unique or multiple";

    /** The puzzles of the sets that satdoku does not read (label, reason), printed and counted in the summary. */
    private static final List<String[]> REFUSED = new ArrayList<>();

    private static void refuse(String label, String why) {
        REFUSED.add(new String[] {label, why});
    }

    /** A verdict other than ISS's (none expected: ISS did not finish, so anything goes). */
    private static boolean wrongVerdict(String status, String expected) {
        if (expected == null) {
            return false;
        }
        if (expected.equals(FOUND_ONE)) {
            return status.equals("none");
        }
        return !status.equals(expected);
    }

    private static String textOrNull(JsonNode j, String field) {
        return j.path(field).isTextual() ? j.path(field).asText() : null;
    }

    private static Double numberOrNull(JsonNode j, String field) {
        return j.path(field).isNumber() ? j.path(field).asDouble() : null;
    }

    private static void summary(List<Case> cases, List<Run[]> runs) {
        System.out.printf(Locale.ROOT, "read %d of %d puzzles; refused %d%s%n", cases.size(), cases.size() + REFUSED.size(),
                REFUSED.size(), REFUSED.isEmpty() ? "" : String.format(Locale.ROOT, " (%.1f%%: %s)",
                        100.0 * REFUSED.size() / (cases.size() + REFUSED.size()),
                        String.join(", ", REFUSED.stream().map(r -> r[0]).toList())));
        String[] names = {"fresh in-process", "fresh whole process", "warm in one JVM", "launcher in-process",
            "launcher whole process"};
        System.out.println("geometric means (a timeout counts as the time limit, a lower bound; 'finished' = "
                + "the puzzles every measured column finished):");
        System.out.printf(Locale.ROOT, "  %-22s %6s %9s %10s %10s %9s %8s %8s | %6s %10s %8s%n", "column", "n", "timeouts",
                "wrong", "sat ms", "ISS ms", "ratio", "worst", "n fin", "ratio fin", "max");
        for (int k = 0; k < names.length; k++) {
            List<Double> sat = new ArrayList<>();
            List<Double> iss = new ArrayList<>();
            List<Double> ratioAll = new ArrayList<>();
            List<Double> ratioFinished = new ArrayList<>();
            int timeouts = 0;
            int wrong = 0;
            int measured = 0;
            for (int i = 0; i < cases.size(); i++) {
                Run r = runs.get(i)[k];
                if (r == null) {
                    continue;
                }
                measured++;
                timeouts += r.timedOut() ? 1 : 0;
                wrong += r.wrong() && !r.timedOut() ? 1 : 0;
                Double ref = cases.get(i).issMillis();
                if (ref == null) {
                    continue;
                }
                sat.add(r.millis());
                iss.add(ref);
                ratioAll.add(r.millis() / ref);
                boolean allFinished = Arrays.stream(runs.get(i)).allMatch(x -> x == null || !x.timedOut());
                if (allFinished) {
                    ratioFinished.add(r.millis() / ref);
                }
            }
            if (measured == 0) {
                continue;
            }
            System.out.printf(Locale.ROOT, "  %-22s %6d %9d %10d %10s %9s %8s %8s | %6d %10s %8s%n", names[k], measured,
                    timeouts, wrong, geo(sat), geo(iss), geo(ratioAll),
                    ratioAll.isEmpty() ? "-" : String.format(Locale.ROOT, "%.2f", ratioAll.stream().mapToDouble(x -> x).max().getAsDouble()),
                    ratioFinished.size(), geo(ratioFinished),
                    ratioFinished.isEmpty() ? "-" : String.format(Locale.ROOT, "%.2f", ratioFinished.stream().mapToDouble(x -> x).max().getAsDouble()));
            List<Double> allSat = new ArrayList<>();
            for (int i = 0; i < cases.size(); i++) {
                Run r = runs.get(i)[k];
                if (r != null) {
                    allSat.add(r.millis());
                }
            }
            System.out.printf(Locale.ROOT, "  %-22s (satdoku ms over all %d puzzles, with or without an ISS time: %s)%n",
                    "", allSat.size(), geo(allSat));
        }
        System.out.println("  (n, timeouts, wrong: over every measured puzzle; wrong = a verdict other than ISS's, or a unique "
                + "solution other than ISS's; sat ms, ISS ms, ratio, worst: over the puzzles with an ISS time)");
    }

    private static String geo(List<Double> xs) {
        if (xs.isEmpty()) {
            return "-";
        }
        double s = 0;
        for (double x : xs) {
            s += Math.log(Math.max(x, 0.1));
        }
        return String.format(Locale.ROOT, "%.2f", Math.exp(s / xs.size()));
    }

    private static String verdict(Run r) {
        return r == null ? "-" : r.wrong() && !r.timedOut() ? "WRONG:" + r.verdict() : r.verdict();
    }

    private static String millis(Run r) {
        return r == null ? "-" : r.timedOut() ? ">" + String.format(Locale.ROOT, "%.0f", r.millis())
                : String.format(Locale.ROOT, "%.1f", r.millis());
    }

    private static String ratio(Run r, Case c) {
        if (r == null || c.issMillis() == null) {
            return "-";
        }
        return (r.timedOut() ? ">" : "") + String.format(Locale.ROOT, "%.2f", r.millis() / c.issMillis());
    }

    private static String cut(String s, int n) {
        return s.length() <= n ? s : s.substring(0, n - 1) + "~";
    }

    private static String loadAverage() {
        try {
            String[] f = Files.readString(Path.of("/proc/loadavg")).trim().split("\\s+");
            return f[0] + " " + f[1] + " " + f[2] + " (1, 5, 15 min; " + Runtime.getRuntime().availableProcessors()
                    + " cores, shared with other developers' builds)";
        } catch (IOException e) {
            return "unknown";
        }
    }
}
