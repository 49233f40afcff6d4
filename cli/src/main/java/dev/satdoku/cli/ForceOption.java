package dev.satdoku.cli;

import picocli.CommandLine.Option;

/**
 * {@code --force}, shared by every command that writes a file ({@code encode}, {@code convert},
 * {@code render}, {@code batch}), so that it reads and behaves the same everywhere: see
 * {@link AtomicOutput}.
 */
final class ForceOption {

    @Option(names = "--force", description = "Replace the output file if it already exists. Without --force an existing "
            + "file is left untouched and the command stops at once with exit code 1. Either way the file is written to a "
            + "temporary file beside it and renamed when complete, so it is never seen half-written.")
    boolean force;
}
