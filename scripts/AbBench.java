import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.format.PuzzleReader;
import dev.satdoku.model.Puzzle;
import dev.satdoku.sat.Backends;
import dev.satdoku.sat.PuzzleSolver;
import dev.satdoku.sat.SolveReport;
import dev.satdoku.sat.Verdict;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * Settings side by side on the same puzzles in one warm JVM, puzzle by puzzle, the order of the
 * settings rotated from one puzzle to the next, so that every setting meets the same load (on the
 * shared machine two runs minutes apart can differ several-fold). A setting is a solver name as
 * --solver takes it (sat4j, cryptominisat-lib, cadical, ...), optionally followed by encoding options:
 * "sat4j", "sat4j:implied-sums=algebra", "cadical:implied-sums=none,sum=mdd". Solve and prove unique,
 * as `satdoku solve`; time = encoding + solving (the report's own figures). Prints one line per puzzle
 * (each setting's time, verdict and conflicts where the solver reports them) and the geometric means
 * with each setting's ratio to the first; a timeout counts at the limit (a lower bound); verdicts that
 * differ between settings are flagged.
 *
 * Usage: java -cp cli/target/satdoku.jar scripts/AbBench.java TIMEOUT_S WARMUP_S SETTING,SETTING[,...] SET...
 * SET: a .jsonl file (lines with an "input" field, as ../shared/data/variant/*.jsonl), a folder of
 * .sudoku files, or one puzzle file.
 */
public class AbBench {

    record Setting(String label, PuzzleSolver solver) {
    }

    public static void main(String[] args) throws Exception {
        Duration limit = Duration.ofSeconds(Long.parseLong(args[0]));
        long warmup = Long.parseLong(args[1]);
        List<Setting> settings = new ArrayList<>();
        for (String s : args[2].split(",(?=[a-z0-9-]+(:|,|$))")) {
            String[] parts = s.split(":", 2);
            EncodingOptions options = EncodingOptions.DEFAULTS;
            if (parts.length == 2) {
                for (String kv : parts[1].split(",")) {
                    String[] p = kv.split("=", 2);
                    options = withOption(options, p[0], p[1]);
                }
            }
            settings.add(new Setting(s, new PuzzleSolver(options, Backends.named(parts[0]))));
        }
        List<String> labels = new ArrayList<>();
        List<Puzzle> puzzles = new ArrayList<>();
        for (int a = 3; a < args.length; a++) {
            read(Path.of(args[a]), labels, puzzles);
        }
        long warmEnd = System.nanoTime() + warmup * 1_000_000_000L;
        for (int i = 0; System.nanoTime() < warmEnd && !puzzles.isEmpty(); i = (i + 1) % puzzles.size()) {
            for (Setting s : settings) {
                s.solver().solve(puzzles.get(i), 2, Duration.ofMillis(300));
            }
        }
        int k = settings.size();
        System.out.printf(Locale.ROOT, "load average at start: %s%n", Files.readString(Path.of("/proc/loadavg")).strip());
        for (int j = 0; j < k; j++) {
            System.out.printf(Locale.ROOT, "setting %c: %s%n", (char) ('A' + j), settings.get(j).label());
        }
        StringBuilder head = new StringBuilder(String.format(Locale.ROOT, "%-44s", "puzzle"));
        for (int j = 0; j < k; j++) {
            head.append(String.format(Locale.ROOT, " | %c %9s %-8s %9s", (char) ('A' + j), "ms", "verdict", "conflicts"));
        }
        System.out.println(head);
        double[] logs = new double[k];
        int[] timeouts = new int[k];
        for (int i = 0; i < puzzles.size(); i++) {
            SolveReport[] r = new SolveReport[k];
            for (int step = 0; step < k; step++) {
                int j = (i + step) % k;
                r[j] = settings.get(j).solver().solve(puzzles.get(i), 2, limit);
            }
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%-44s", labels.get(i)));
            Verdict seen = null;
            boolean differ = false;
            for (int j = 0; j < k; j++) {
                double ms = millis(r[j], limit);
                logs[j] += Math.log(ms);
                timeouts[j] += r[j].verdict() == Verdict.TIMEOUT ? 1 : 0;
                if (r[j].verdict() != Verdict.TIMEOUT) {
                    differ |= seen != null && seen != r[j].verdict();
                    seen = r[j].verdict();
                }
                line.append(String.format(Locale.ROOT, " | %c %9.1f %-8s %9d", (char) ('A' + j), ms,
                        r[j].verdict().name().toLowerCase(Locale.ROOT), r[j].stats().conflicts()));
            }
            System.out.println(line + (differ ? "   VERDICTS DIFFER" : ""));
        }
        int n = puzzles.size();
        System.out.printf(Locale.ROOT, "geometric means over %d puzzles (a timeout counts as %d s):%n", n, limit.toSeconds());
        for (int j = 0; j < k; j++) {
            System.out.printf(Locale.ROOT, "  %c %-40s %9.1f ms  %3d timeouts  ratio to A %.2f%n", (char) ('A' + j),
                    settings.get(j).label(), Math.exp(logs[j] / n), timeouts[j], Math.exp((logs[j] - logs[0]) / n));
        }
        System.out.printf(Locale.ROOT, "load average at end: %s%n", Files.readString(Path.of("/proc/loadavg")).strip());
    }

    @SuppressWarnings("unchecked")
    private static EncodingOptions withOption(EncodingOptions options, String name, String value) {
        for (var option : EncodingOptions.ALL) {
            if (option.name().equals(name)) {
                var o = (dev.satdoku.encode.EncodingOption<Object>) option;
                return options.with(o, o.parse(value));
            }
        }
        throw new IllegalArgumentException("no encoding option " + name);
    }

    private static void read(Path set, List<String> labels, List<Puzzle> puzzles) throws Exception {
        if (Files.isDirectory(set)) {
            try (Stream<Path> files = Files.list(set)) {
                for (Path f : files.filter(p -> p.toString().endsWith(".sudoku")).sorted().toList()) {
                    read(f, labels, puzzles);
                }
            }
            return;
        }
        if (!set.toString().endsWith(".jsonl")) {
            puzzles.add(PuzzleReader.readFile(set).get(0));
            labels.add(set.getFileName().toString());
            return;
        }
        ObjectMapper json = new ObjectMapper();
        int line = 0;
        for (String l : Files.readAllLines(set)) {
            line++;
            if (l.isBlank()) {
                continue;
            }
            JsonNode j = json.readTree(l);
            try {
                puzzles.add(PuzzleReader.readText(j.get("input").asText(), set + ":" + line, false).get(0));
            } catch (dev.satdoku.syntax.InputException e) {
                System.out.println("skipped " + set + ":" + line + " (not read: " + e.getMessage().substring(0, Math.min(120, e.getMessage().length())) + ")");
                continue;
            }
            String name = j.path("collection").asText(j.path("title").asText("")) + " " + j.path("name").asText("");
            labels.add((line + " " + name.strip()).substring(0, Math.min(44, (line + " " + name.strip()).length())));
        }
    }

    private static double millis(SolveReport r, Duration limit) {
        double ms = (r.encodeNanos() + r.solveNanos()) / 1e6;
        return r.verdict() == Verdict.TIMEOUT ? Math.max(ms, limit.toMillis()) : Math.max(ms, 0.01);
    }
}
