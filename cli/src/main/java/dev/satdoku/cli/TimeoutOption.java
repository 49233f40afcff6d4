package dev.satdoku.cli;

import java.time.Duration;
import picocli.CommandLine.Option;

/**
 * {@code --timeout SECONDS}, declared once for every command that can stop early. What stopping
 * means differs by command, so each command's help text for it is in {@link OptionDescriptions}.
 */
final class TimeoutOption {

    @Option(names = "--timeout", converter = OptionValues.Seconds.class, paramLabel = "SECONDS", descriptionKey = "timeout")
    Double seconds;

    /** The limit, or null for none (the converter has checked the range). */
    Duration duration() {
        if (seconds == null) {
            return null;
        }
        return Duration.ofNanos((long) (seconds * 1e9));
    }
}
