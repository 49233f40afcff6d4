package dev.satdoku.format.fuzz;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import org.opentest4j.AssertionFailedError;

/**
 * Runs inputs against a {@link FuzzTarget} under a time limit and collects findings: inputs that end
 * in an exception other than the clear error, or that take too long. One example is kept per kind of
 * failure (exception class and the frame it came from), so a run reports every distinct bug at once,
 * and each is written to {@code target/fuzz-findings/} for adding to the regression corpus.
 */
final class Fuzzer {

    /** Generous for one parse (they take microseconds to milliseconds); only a hang or blow-up exceeds it. */
    static final Duration LIMIT = Duration.ofSeconds(10);

    private final FuzzTarget target;
    private final Map<String, String> findings = new LinkedHashMap<>();
    private int tried;
    private int parsed;

    Fuzzer(FuzzTarget target) {
        this.target = target;
    }

    void run(String input) {
        tried++;
        try {
            FuzzTarget.Outcome outcome = assertTimeoutPreemptively(LIMIT, () -> target.run(input));
            if (outcome == FuzzTarget.Outcome.PARSED) {
                parsed++;
            }
        } catch (AssertionFailedError e) {
            findings.putIfAbsent("hang or timeout: " + e.getMessage(), input);
        } catch (Throwable e) {
            findings.putIfAbsent(signature(e), input);
        }
    }

    /** The exception and where it was thrown from: one finding per distinct bug, not per input. */
    private static String signature(Throwable e) {
        Throwable root = e;
        StackTraceElement at = root.getStackTrace().length > 0 ? root.getStackTrace()[0] : null;
        for (StackTraceElement f : root.getStackTrace()) {
            if (f.getClassName().startsWith("dev.satdoku")) {
                at = f;
                break;
            }
        }
        return e.getClass().getName() + " at " + at + ": " + String.valueOf(e.getMessage()).lines().findFirst().orElse("");
    }

    int tried() {
        return tried;
    }

    int parsed() {
        return parsed;
    }

    Map<String, String> findings() {
        return findings;
    }

    /** Writes each finding's input to target/fuzz-findings/ and returns a readable summary. */
    String report() {
        StringBuilder sb = new StringBuilder();
        Path dir = Path.of("target", "fuzz-findings");
        int k = 0;
        for (Map.Entry<String, String> f : findings.entrySet()) {
            String file = target.prefix() + "-" + Integer.toHexString(f.getValue().hashCode()) + ".txt";
            try {
                Files.createDirectories(dir);
                Files.writeString(dir.resolve(file), f.getValue(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            String shown = f.getValue().length() > 300 ? f.getValue().substring(0, 300) + "..." : f.getValue();
            sb.append("\n[").append(++k).append("] ").append(f.getKey()).append("\n    input (").append(dir.resolve(file)).append("): ")
                    .append(shown.replace("\n", "\\n"));
        }
        return sb.toString();
    }

    String summary() {
        return "fuzz " + target + ": " + tried + " inputs tried, " + parsed + " parsed, " + (tried - parsed) + " rejected with a clear error, "
                + findings.size() + " distinct failures";
    }
}
