package dev.satdoku.cli;

import picocli.CommandLine.Option;

/**
 * {@code --force}, shared by every command that writes a file ({@code encode}, {@code convert},
 * {@code render}, {@code batch}, {@code stats --plot}), so that it reads and behaves the same everywhere: see
 * {@link AtomicOutput}.
 */
final class ForceOption {

    @Option(names = "--force", description = "Replace the output file if it already exists. Without --force an existing "
            + "file is left untouched and the command stops at once with exit code 1. Either way the file is written to a "
            + "temporary file beside it and renamed when complete, so it is never seen half-written. Only a regular file is "
            + "ever replaced: through a symbolic link the file it points to is replaced and the link kept; character "
            + "devices (/dev/null) and FIFOs are written to directly and need no --force; directories, other special "
            + "files and dangling links are refused.")
    boolean force;
}
