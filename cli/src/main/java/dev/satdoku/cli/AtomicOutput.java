package dev.satdoku.cli;

import dev.satdoku.syntax.InputException;
import dev.satdoku.syntax.Origin;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Where an output file goes depends on what its name is now, so nothing but a regular file is ever
 * replaced:
 * <ul>
 * <li>a new name, or an existing regular file (only with {@code --force}): written to a temporary file
 * in the same folder and renamed over the name when complete, so a reader never sees a half-written
 * file: the target is absent, the previous version, or the complete new one;</li>
 * <li>a symbolic link to a regular file: the same, in the folder of the file it points to, renamed onto
 * that file, so the link stays a link (and {@code --force} is needed, as for the file itself);</li>
 * <li>a character device ({@code /dev/null}, a terminal) or a FIFO: written to directly as a stream,
 * without {@code --force} (nothing is replaced, and a device cannot be renamed onto);</li>
 * <li>a directory, a block device, a socket, a dangling link: refused with a one-line error.</li>
 * </ul>
 * A dangling link is refused rather than followed: creating a file wherever a stale link points is a
 * surprise (GNU {@code cp} refuses it for the same reason), and the user can name the file instead.
 * Temporary files still open when the JVM exits (Ctrl-C, SIGTERM) are deleted by the clean-up hook
 * ({@link Interruption#install()}, {@link #discardPending()}); only SIGKILL can leave one behind
 * (a hidden {@code .NAME.*.part} beside the file, never the file itself).
 */
public final class AtomicOutput implements AutoCloseable {

    private static final Set<Path> PENDING = ConcurrentHashMap.newKeySet();
    /** Set once the JVM is going down: no new temporary file may appear after the clean-up. */
    private static volatile boolean discarding;

    /** How the output reaches the name given. */
    private enum Kind {
        /** Nothing there yet: a temporary file, then created at the name. */
        NEW,
        /** A regular file (perhaps behind links) and --force: a temporary file renamed onto it. */
        REPLACE,
        /** A character device or a FIFO: written to directly. */
        STREAM
    }

    /** What the name given resolves to: {@code file} is where the bytes end up (links followed for REPLACE). */
    private record Destination(Kind kind, Path file) {
    }

    private final Path target;
    private final Destination destination;
    private final Path temp;
    private final OutputStream stream;
    private final Writer writer;
    private final boolean force;
    private boolean committed;

    private AtomicOutput(Path target, Destination destination, Path temp, boolean force) throws IOException {
        this.target = target;
        this.destination = destination;
        this.temp = temp;
        this.force = force;
        if (temp != null) {
            this.stream = Files.newOutputStream(temp);
        } else {
            // WRITE without CREATE: if the device or FIFO vanished meanwhile, fail rather than create a file.
            // Opening a FIFO waits for its reader, as a shell's redirection does.
            this.stream = Files.newOutputStream(destination.file(), StandardOpenOption.WRITE);
        }
        this.writer = new BufferedWriter(new OutputStreamWriter(stream, StandardCharsets.UTF_8), 1 << 16);
    }

    /** The output file, or null for standard output ({@code -o -}, as for every command taking a file). */
    static Path fileOrNull(Path output) {
        return output == null || output.toString().equals("-") ? null : output;
    }

    /**
     * Opens the output for {@code target}: a temporary file beside the file it names (following links),
     * or the device or FIFO itself; refuses what {@link #checkTarget} refuses.
     */
    public static AtomicOutput open(Path target, boolean force) throws IOException {
        Destination d = inspect(target, force);
        if (d.kind() == Kind.STREAM) {
            if (discarding) {
                throw new IOException("shutting down; " + target + " was not written");
            }
            return new AtomicOutput(target, d, null, force);
        }
        Path dir = d.file().toAbsolutePath().getParent();
        String name = "." + d.file().getFileName() + ".";
        // Temporary files are private (0600) by default; the output is an ordinary file, so ask for
        // rw-r--r-- and let the umask narrow it, as any other program's output would be.
        Path temp = dir.getFileSystem().supportedFileAttributeViews().contains("posix")
                ? Files.createTempFile(dir, name, ".part",
                        PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-r--r--")))
                : Files.createTempFile(dir, name, ".part");
        PENDING.add(temp);
        if (discarding) {
            // The clean-up hook may already have run: do not leave this file behind.
            PENDING.remove(temp);
            Files.deleteIfExists(temp);
            throw new IOException("shutting down; " + target + " was not written");
        }
        try {
            return new AtomicOutput(target, d, temp, force);
        } catch (IOException e) {
            PENDING.remove(temp);
            Files.deleteIfExists(temp);
            throw e;
        }
    }

    /**
     * Refuses, before any work, a target that {@link #open} would refuse: a directory or other special
     * file, a dangling link, an existing regular file without {@code force}, a missing folder. Commands
     * that work long before they write call it first, so a user does not wait for a result that cannot
     * be saved.
     */
    public static void checkTarget(Path target, boolean force) {
        inspect(target, force);
    }

    private static Destination inspect(Path target, boolean force) {
        Origin where = Origin.of(target.toString());
        BasicFileAttributes own;
        try {
            own = Files.readAttributes(target, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (NoSuchFileException e) {
            Path dir = target.toAbsolutePath().getParent();
            if (dir == null || !Files.isDirectory(dir)) {
                throw new InputException(where, "cannot write here: folder " + dir + " does not exist");
            }
            return new Destination(Kind.NEW, target);
        } catch (IOException e) {
            throw new InputException(where, "cannot write here: " + reason(e));
        }
        BasicFileAttributes a = own;
        if (own.isSymbolicLink()) {
            // What the link leads to, as the kernel follows it: this also works for /dev/stdout on a
            // pipe, whose last link ("pipe:[N]") names no path that toRealPath could resolve.
            try {
                a = Files.readAttributes(target, BasicFileAttributes.class);
            } catch (NoSuchFileException e) {
                throw new InputException(where, "is a symbolic link to a missing file (" + linkText(target) + "); satdoku "
                        + "writes through a link only to an existing file: give the file's own name or remove the link");
            } catch (IOException e) {
                throw new InputException(where, "is a symbolic link that cannot be followed: " + reason(e));
            }
        }
        String linkTo = "";
        Path file = target;
        if (own.isSymbolicLink() && a.isRegularFile()) {
            // The file is replaced by a rename in its own folder, so its real name is needed.
            try {
                file = target.toRealPath();
            } catch (IOException e) {
                throw new InputException(where, "is a symbolic link that cannot be resolved: " + reason(e));
            }
            linkTo = "is a link to " + file + ", which ";
        }
        String what = own.isSymbolicLink() ? "is a link to" : "is";
        if (a.isDirectory()) {
            throw new InputException(where, what + " a directory; give a file name for the output");
        }
        if (a.isRegularFile()) {
            if (!force) {
                throw new InputException(where, linkTo + "already exists; use --force to replace it"
                        + (linkTo.isEmpty() ? "" : " (the link stays a link)"));
            }
            return new Destination(Kind.REPLACE, file);
        }
        String special = special(target);
        if (special == null) {
            // A device or FIFO: written to in place, opened by the name given (the kernel follows the links).
            return new Destination(Kind.STREAM, target);
        }
        throw new InputException(where, what + " " + special + "; satdoku writes only to regular files, character devices "
                + "and FIFOs");
    }

    /**
     * Null for a character device or a FIFO, otherwise what the special file is. Java's portable
     * attributes lump every special file together as "other"; the Unix file mode tells them apart.
     */
    private static String special(Path file) {
        int mode;
        try {
            mode = (Integer) Files.getAttribute(file, "unix:mode");
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException | ClassCastException e) {
            return "a special file";
        }
        return switch (mode & 0170000) {
            case 0010000, 0020000 -> null;
            case 0060000 -> "a block device";
            case 0140000 -> "a socket";
            default -> "a special file";
        };
    }

    private static String linkText(Path link) {
        try {
            return "-> " + Files.readSymbolicLink(link);
        } catch (IOException e) {
            return "unreadable";
        }
    }

    private static String reason(IOException e) {
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return f.getReason();
        }
        return e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
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
     * Flushes, syncs and renames the temporary file over the target (a device or FIFO is only flushed
     * and closed). Without {@code force}, a file that appeared at the target while this one was being
     * written is not replaced either: the temporary file is linked to the target's name, which fails
     * atomically if the name is taken.
     */
    public void commit() throws IOException {
        writer.flush();
        stream.flush();
        writer.close();
        if (destination.kind() == Kind.STREAM) {
            committed = true;
            return;
        }
        sync(temp);
        if (force) {
            replace();
        } else {
            createOnly();
        }
        PENDING.remove(temp);
        committed = true;
    }

    /**
     * Makes the data durable before the rename, so a crash cannot leave the name pointing at an empty
     * file. Done through a fresh descriptor because some writers (Batik's PNG transcoder) close the
     * stream they are given; fsync applies to the file, not the descriptor.
     */
    private static void sync(Path file) throws IOException {
        try (FileChannel c = FileChannel.open(file, StandardOpenOption.WRITE)) {
            c.force(true);
        }
    }

    private void replace() throws IOException {
        Path file = destination.file();
        // Checked again just before the rename: a rename replaces whatever holds the name, and only a
        // regular file may be replaced, even if a device, FIFO or link took its place meanwhile.
        try {
            BasicFileAttributes now = Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
            if (!now.isRegularFile()) {
                throw new InputException(Origin.of(target.toString()), "became something other than a regular file while "
                        + "satdoku was writing it and was left untouched");
            }
        } catch (NoSuchFileException gone) {
            // Nothing to protect: the rename creates it.
        }
        try {
            Files.move(temp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    private void createOnly() throws IOException {
        Path file = destination.file();
        boolean linked;
        try {
            Files.createLink(file, temp);
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
            if (Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
                throw appeared();
            }
            Files.move(temp, file);
        }
    }

    private InputException appeared() {
        return new InputException(Origin.of(target.toString()), "appeared while satdoku was writing it and was left "
                + "untouched; use --force to replace it");
    }

    /** Discards the temporary file unless {@link #commit()} ran; a device or FIFO is closed. */
    @Override
    public void close() throws IOException {
        if (!committed) {
            try {
                writer.close();
            } finally {
                if (temp != null) {
                    Files.deleteIfExists(temp);
                    PENDING.remove(temp);
                }
            }
        }
    }
}
