package dev.satdoku.cli;

import dev.satdoku.syntax.InputException;
import java.time.Duration;
import picocli.CommandLine.Option;

/**
 * {@code --timeout SECONDS}, declared once for every command that can stop early. What stopping
 * means differs by command, so each command's help text for it is in {@link OptionDescriptions}.
 */
final class TimeoutOption {

    @Option(names = "--timeout", paramLabel = "SECONDS", descriptionKey = "timeout")
    Double seconds;

    /** The limit, or null for none; a value that is not a positive number of seconds is bad input. */
    Duration duration() {
        if (seconds == null) {
            return null;
        }
        if (!(seconds > 0) || seconds > 1e9) {
            throw new InputException(null, "--timeout must be a positive number of seconds, got " + seconds);
        }
        return Duration.ofNanos((long) (seconds * 1e9));
    }
}
