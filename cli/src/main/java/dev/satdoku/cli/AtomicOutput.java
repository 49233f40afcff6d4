package dev.satdoku.cli;

import dev.satdoku.syntax.InputException;
import dev.satdoku.syntax.Origin;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Output files are written to a temporary file in the target's folder and renamed over the target
 * only when complete, so a reader never sees a half-written file: the target is absent, the previous
 * version, or the complete new one. An existing file is replaced only with {@code --force}.
 * Temporary files still open when the JVM exits (Ctrl-C, SIGTERM) are deleted by the clean-up hook
 * ({@link Interruption#install()}, {@link #discardPending()}); only SIGKILL can leave one behind
 * (a hidden {@code .NAME.*.part} beside the target, never the target itself).
 */
public final class AtomicOutput implements AutoCloseable {

    private static final Set<Path> PENDING = ConcurrentHashMap.newKeySet();
    /** Set once the JVM is going down: no new temporary file may appear after the clean-up. */
    private static volatile boolean discarding;

    private final Path target;
    private final Path temp;
    private final boolean force;
    private final OutputStream stream;
    private final Writer writer;
    private boolean committed;

    private AtomicOutput(Path target, Path temp, boolean force) throws IOException {
        this.target = target;
        this.temp = temp;
        this.force = force;
        this.stream = Files.newOutputStream(temp);
        this.writer = new BufferedWriter(new OutputStreamWriter(stream, StandardCharsets.UTF_8), 1 << 16);
    }

    /** The output file, or null for standard output ({@code -o -}, as for every command taking a file). */
    static Path fileOrNull(Path output) {
        return output == null || output.toString().equals("-") ? null : output;
    }

    /** Opens a temporary file beside {@code target}; refuses an existing target unless {@code force}. */
    public static AtomicOutput open(Path target, boolean force) throws IOException {
        Path dir = checkTarget(target, force);
        // Temporary files are private (0600) by default; the output is an ordinary file, so ask for
        // rw-r--r-- and let the umask narrow it, as any other program's output would be.
        Path temp = dir.getFileSystem().supportedFileAttributeViews().contains("posix")
                ? Files.createTempFile(dir, "." + target.getFileName() + ".", ".part",
                        PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-r--r--")))
                : Files.createTempFile(dir, "." + target.getFileName() + ".", ".part");
        PENDING.add(temp);
        if (discarding) {
            // The clean-up hook may already have run: do not leave this file behind.
            PENDING.remove(temp);
            Files.deleteIfExists(temp);
            throw new IOException("shutting down; " + target + " was not written");
        }
        try {
            return new AtomicOutput(target, temp, force);
        } catch (IOException e) {
            PENDING.remove(temp);
            Files.deleteIfExists(temp);
            throw e;
        }
    }

    /**
     * Refuses, before any work, a target that {@link #open} would refuse: a directory, an existing
     * file without {@code force}, a missing folder. Commands that work long before they write call
     * it first, so a user does not wait for a result that cannot be saved. Returns the folder.
     */
    public static Path checkTarget(Path target, boolean force) {
        if (Files.isDirectory(target)) {
            throw new InputException(Origin.of(target.toString()), "is a directory; give a file name for the output");
        }
        if (Files.exists(target) && !force) {
            throw new InputException(Origin.of(target.toString()), "already exists; use --force to replace it");
        }
        Path dir = target.toAbsolutePath().getParent();
        if (dir == null || !Files.isDirectory(dir)) {
            throw new InputException(Origin.of(target.toString()), "cannot write here: folder " + dir + " does not exist");
        }
        return dir;
    }

    /**
     * Deletes every temporary file not yet committed; from now on {@link #open} refuses. Called by
     * the clean-up hook while the JVM goes down. A rename that already happened is complete, and
     * one racing with this finds its temporary file gone and fails, leaving the target untouched.
     */
    static void discardPending() {
        discarding = true;
        for (Path p : PENDING) {
            try {
                Files.deleteIfExists(p);
            } catch (IOException ignored) {
                // best effort while the JVM goes down
            }
        }
    }

    public Writer writer() {
        return writer;
    }

    public OutputStream stream() {
        return stream;
    }

    public Path target() {
        return target;
    }

    /**
     * Flushes, syncs and renames the temporary file over the target. Without {@code force}, a file
     * that appeared at the target while this one was being written is not replaced either: the
     * temporary file is linked to the target's name, which fails atomically if the name is taken.
     */
    public void commit() throws IOException {
        writer.flush();
        stream.flush();
        if (stream instanceof java.io.FileOutputStream fos) {
            fos.getFD().sync();
        }
        writer.close();
        if (force) {
            replace();
        } else {
            createOnly();
        }
        PENDING.remove(temp);
        committed = true;
    }

    private void replace() throws IOException {
        try {
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    private void createOnly() throws IOException {
        boolean linked;
        try {
            Files.createLink(target, temp);
            linked = true;
        } catch (FileAlreadyExistsException e) {
            throw appeared();
        } catch (UnsupportedOperationException | IOException e) {
            linked = false;
        }
        if (linked) {
            Files.delete(temp);
        } else {
            // A file system without hard links: a plain rename, which checks for the target first.
            if (Files.exists(target)) {
                throw appeared();
            }
            Files.move(temp, target);
        }
    }

    private InputException appeared() {
        return new InputException(Origin.of(target.toString()), "appeared while satdoku was writing it and was left "
                + "untouched; use --force to replace it");
    }

    /** Discards the temporary file unless {@link #commit()} ran. */
    @Override
    public void close() throws IOException {
        if (!committed) {
            try {
                writer.close();
            } finally {
                Files.deleteIfExists(temp);
                PENDING.remove(temp);
            }
        }
    }
}
