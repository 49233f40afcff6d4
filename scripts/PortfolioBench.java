import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.format.PuzzleReader;
import dev.satdoku.model.Puzzle;
import dev.satdoku.sat.PuzzleSolver;
import dev.satdoku.sat.Sat4jBackend;
import dev.satdoku.sat.Sat4jPortfolioBackend;
import dev.satdoku.sat.SolveReport;
import dev.satdoku.sat.Verdict;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One SAT4J search against the portfolio (--solver sat4j-portfolio), alternating puzzle by puzzle in
 * one warm JVM, so that both see the same load: on a shared machine, two separate runs a few minutes
 * apart can differ by 4x in speed, which drowns the difference measured. Solve and prove unique, as
 * `satdoku solve`. Prints one line per puzzle (times, verdicts, conflicts of each) and the geometric
 * means, a timeout counting at the limit (a lower bound).
 *
 * Usage: java -cp cli/target/satdoku.jar scripts/PortfolioBench.java TIMEOUT_S FILE.jsonl
 * (JSONL lines with an "input" field, as ../shared/data/variant/iss-hard-collections.jsonl)
 */
public class PortfolioBench {

    public static void main(String[] args) throws Exception {
        Duration limit = Duration.ofSeconds(Long.parseLong(args[0]));
        ObjectMapper json = new ObjectMapper();
        List<String> labels = new ArrayList<>();
        List<Puzzle> puzzles = new ArrayList<>();
        int line = 0;
        for (String l : Files.readAllLines(Path.of(args[1]))) {
            line++;
            if (l.isBlank()) {
                continue;
            }
            JsonNode j = json.readTree(l);
            puzzles.add(PuzzleReader.readText(j.get("input").asText(), args[1] + ":" + line, false).get(0));
            labels.add(line + " " + j.path("collection").asText("") + " " + j.path("name").asText(""));
        }
        PuzzleSolver single = new PuzzleSolver(EncodingOptions.DEFAULTS, Sat4jBackend::new);
        PuzzleSolver portfolio = new PuzzleSolver(EncodingOptions.DEFAULTS, Sat4jPortfolioBackend::new);
        long warmEnd = System.nanoTime() + 5_000_000_000L;
        for (int i = 0; System.nanoTime() < warmEnd; i = (i + 1) % puzzles.size()) {
            single.solve(puzzles.get(i), 2, Duration.ofMillis(300));
            portfolio.solve(puzzles.get(i), 2, Duration.ofMillis(300));
        }
        System.out.printf(Locale.ROOT, "load average at start: %s%n", Files.readString(Path.of("/proc/loadavg")).strip());
        System.out.printf(Locale.ROOT, "%-40s %10s %10s %7s  %-9s %-9s %9s %9s%n", "puzzle", "single ms", "portf. ms", "ratio",
                "single", "portfolio", "confl. 1", "confl. 2");
        double logSingle = 0;
        double logPortfolio = 0;
        int timeoutsSingle = 0;
        int timeoutsPortfolio = 0;
        for (int i = 0; i < puzzles.size(); i++) {
            // Alternate which goes first, so neither always meets the same moment of the load.
            SolveReport a;
            SolveReport b;
            if (i % 2 == 0) {
                a = single.solve(puzzles.get(i), 2, limit);
                b = portfolio.solve(puzzles.get(i), 2, limit);
            } else {
                b = portfolio.solve(puzzles.get(i), 2, limit);
                a = single.solve(puzzles.get(i), 2, limit);
            }
            double ta = millis(a, limit);
            double tb = millis(b, limit);
            if (a.verdict() != Verdict.TIMEOUT && b.verdict() != Verdict.TIMEOUT && a.verdict() != b.verdict()) {
                System.out.println("VERDICTS DIFFER on " + labels.get(i));
            }
            timeoutsSingle += a.verdict() == Verdict.TIMEOUT ? 1 : 0;
            timeoutsPortfolio += b.verdict() == Verdict.TIMEOUT ? 1 : 0;
            logSingle += Math.log(ta);
            logPortfolio += Math.log(tb);
            System.out.printf(Locale.ROOT, "%-40s %10.1f %10.1f %7.2f  %-9s %-9s %9d %9d%n", labels.get(i), ta, tb, tb / ta,
                    a.verdict().name().toLowerCase(Locale.ROOT), b.verdict().name().toLowerCase(Locale.ROOT),
                    a.stats().conflicts(), b.stats().conflicts());
        }
        int n = puzzles.size();
        System.out.printf(Locale.ROOT, "geometric means over %d puzzles (timeouts at %d s): single %.1f ms (%d timeouts), "
                + "portfolio %.1f ms (%d timeouts), portfolio/single %.2f%n", n, limit.toSeconds(), Math.exp(logSingle / n),
                timeoutsSingle, Math.exp(logPortfolio / n), timeoutsPortfolio, Math.exp((logPortfolio - logSingle) / n));
        System.out.printf(Locale.ROOT, "load average at end: %s%n", Files.readString(Path.of("/proc/loadavg")).strip());
    }

    private static double millis(SolveReport r, Duration limit) {
        double ms = (r.encodeNanos() + r.solveNanos()) / 1e6;
        return r.verdict() == Verdict.TIMEOUT ? Math.max(ms, limit.toMillis()) : Math.max(ms, 0.01);
    }
}
