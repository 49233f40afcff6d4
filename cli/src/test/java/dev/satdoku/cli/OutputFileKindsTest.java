package dev.satdoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.syntax.InputException;
import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * --force replaces a regular file and nothing else, in every command that writes one: devices and
 * FIFOs are written to in place (no --force needed), links are written through (the link stays),
 * directories, sockets and dangling links are refused. Found when {@code batch -o /dev/null --force}
 * run as root replaced /dev/null with a regular file. The real /dev/null is never used here: a FIFO
 * and, as root, a private null device made with mknod stand in for it.
 */
class OutputFileKindsTest {

    private static final String WIKI_LINE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    @TempDir
    Path tmp;

    private Path puzzle;
    private Path list;

    @BeforeEach
    void inputs() throws IOException {
        puzzle = Path.of(Cli.instance("classic/9x9-wikipedia.sudoku"));
        list = tmp.resolve("in").resolve("list.txt");
        Files.createDirectories(list.getParent());
        Files.writeString(list, WIKI_LINE + "\n");
    }

    /** Every command that writes a file, writing to {@code out} (named .svg, which each of them accepts). */
    private List<List<String>> writers(Path out, boolean force) {
        String o = out.toString();
        List<List<String>> all = new ArrayList<>(List.of(
                List.of("encode", puzzle.toString(), "-o", o),
                List.of("convert", puzzle.toString(), "-o", o),
                List.of("render", puzzle.toString(), "-o", o),
                List.of("batch", list.toString(), "--threads", "1", "-o", o),
                List.of("stats", "--solve", "--quiet", "--encodings", "default", "--plot", o, puzzle.toString())));
        if (force) {
            all.replaceAll(a -> {
                List<String> b = new ArrayList<>(a);
                b.add("--force");
                return b;
            });
        }
        return all;
    }

    /** A mark of each command's output, so a test can tell it from anything else. */
    private static boolean isOutputOf(String command, String text) {
        return text.contains(switch (command) {
            case "encode" -> "p cnf ";
            case "convert" -> "givens";
            case "render", "stats" -> "</svg>";
            case "batch" -> "unique";
            default -> throw new IllegalArgumentException(command);
        });
    }

    private static Cli run(List<String> args) {
        return Cli.run(args.toArray(String[]::new));
    }

    private static int fileType(Path p) throws IOException {
        return (Integer) Files.getAttribute(p, "unix:mode", LinkOption.NOFOLLOW_LINKS) & 0170000;
    }

    private static final int FIFO = 0010000;
    private static final int CHAR_DEVICE = 0020000;

    private List<String> partFiles(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".part")).toList();
        }
    }

    private static void mkfifo(Path p) throws Exception {
        Process mk = new ProcessBuilder("mkfifo", p.toString()).redirectErrorStream(true).start();
        assertTrue(mk.waitFor(20, TimeUnit.SECONDS) && mk.exitValue() == 0, "mkfifo " + p);
    }

    /** Reads the FIFO on another thread, as a consumer of the output would. */
    private static CompletableFuture<String> reader(Path fifo) {
        return CompletableFuture.supplyAsync(() -> {
            try {
                return new String(Files.readAllBytes(fifo), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new RuntimeException(e);
            }
        });
    }

    /**
     * Lets a reader still waiting in open() go if the command never opened the FIFO (a failing
     * command must fail the test, not hang it): opening read-write does not block on Linux.
     */
    private static void release(Path fifo, CompletableFuture<String> read) throws IOException {
        if (!read.isDone() && Files.exists(fifo) && !Files.isRegularFile(fifo, LinkOption.NOFOLLOW_LINKS)) {
            Files.newByteChannel(fifo, StandardOpenOption.READ, StandardOpenOption.WRITE).close();
        }
    }

    @Test
    void aFifoIsWrittenToInPlaceWithAndWithoutForce() throws Exception {
        for (boolean force : List.of(false, true)) {
            Path fifo = tmp.resolve("out-" + force + ".svg");
            mkfifo(fifo);
            for (List<String> args : writers(fifo, force)) {
                CompletableFuture<String> read = reader(fifo);
                Cli r = run(args);
                release(fifo, read);
                String got = read.get(60, TimeUnit.SECONDS);
                assertEquals(0, r.code(), args + "\n" + r);
                assertEquals(FIFO, fileType(fifo), args + ": the FIFO is still a FIFO");
                assertTrue(isOutputOf(args.get(0), got), args + " streamed its output: " + got);
            }
            assertEquals(List.of(), partFiles(tmp), "no temporary file for a FIFO");
        }
    }

    /** A link to a FIFO is written through to the FIFO; the link and the FIFO stay what they are. */
    @Test
    void aLinkToAFifoIsWrittenThrough() throws Exception {
        Path fifo = tmp.resolve("pipe");
        mkfifo(fifo);
        Path link = tmp.resolve("pipe-link.svg");
        Files.createSymbolicLink(link, fifo);
        for (List<String> args : writers(link, false)) {
            CompletableFuture<String> read = reader(fifo);
            Cli r = run(args);
            release(fifo, read);
            String got = read.get(60, TimeUnit.SECONDS);
            assertEquals(0, r.code(), args + "\n" + r);
            assertTrue(isOutputOf(args.get(0), got), args + ": " + got);
            assertTrue(Files.isSymbolicLink(link) && fileType(fifo) == FIFO, args.toString());
        }
    }

    /**
     * {@code -o /dev/stdout} when standard output is a pipe: /dev/stdout is a link whose last step
     * ("pipe:[N]") is no path, so it must be followed by the kernel, not resolved by name. Run in a
     * child JVM whose standard output is a pipe (never with --force: the old code replaced the link).
     */
    @Test
    void devStdoutOnAPipeIsWrittenTo() throws Exception {
        Path stdout = Path.of("/dev/stdout");
        Assumptions.assumeTrue(Files.isSymbolicLink(stdout), "no /dev/stdout link on this system");
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process p = new ProcessBuilder(java.toString(), "-cp", System.getProperty("java.class.path"), Main.class.getName(),
                "encode", puzzle.toString(), "-o", "/dev/stdout").start();
        CompletableFuture<String> err = CompletableFuture.supplyAsync(() -> {
            try {
                return new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new RuntimeException(e);
            }
        });
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), err.get());
        assertTrue(out.contains("p cnf "), out);
        assertTrue(Files.isSymbolicLink(stdout), "/dev/stdout is still a link");
    }

    /** As root a private null device (mknod c 1 3) stands in for /dev/null; /dev/null itself is never touched. */
    @Test
    void aCharacterDeviceIsWrittenToInPlaceAndNeverReplaced() throws Exception {
        Path device = tmp.resolve("null.svg");
        Process mk = new ProcessBuilder("mknod", device.toString(), "c", "1", "3").redirectErrorStream(true).start();
        boolean made = mk.waitFor(20, TimeUnit.SECONDS) && mk.exitValue() == 0;
        Assumptions.assumeTrue(made, "mknod needs root: the FIFO test covers the same in-place path");
        for (boolean force : List.of(false, true)) {
            for (List<String> args : writers(device, force)) {
                Cli r = run(args);
                assertEquals(0, r.code(), args + "\n" + r);
                assertEquals(CHAR_DEVICE, fileType(device), args + ": the device is still a device");
            }
        }
        assertEquals(List.of(), partFiles(tmp));
    }

    @Test
    void aLinkIsWrittenThroughWithForceAndStaysALink() throws Exception {
        Path elsewhere = tmp.resolve("elsewhere");
        Files.createDirectories(elsewhere);
        Path file = elsewhere.resolve("real.svg");
        Path link = tmp.resolve("link.svg");
        Files.createSymbolicLink(link, Path.of("elsewhere", "real.svg"));
        for (List<String> args : writers(link, false)) {
            Files.writeString(file, "keep me\n");
            Cli r = run(args);
            assertEquals(1, r.code(), args + "\n" + r);
            assertTrue(r.err().contains("already exists; use --force to replace it") && r.err().contains("link"), r.err());
            assertEquals("keep me\n", Files.readString(file));
        }
        for (List<String> args : writers(link, true)) {
            Files.writeString(file, "old\n");
            Cli r = run(args);
            assertEquals(0, r.code(), args + "\n" + r);
            assertTrue(Files.isSymbolicLink(link), args + ": the link is still a link");
            assertEquals(Path.of("elsewhere", "real.svg"), Files.readSymbolicLink(link), "and points where it did");
            String got = Files.readString(file);
            assertTrue(isOutputOf(args.get(0), got), args + " replaced the file: " + got);
            assertEquals(List.of(), partFiles(tmp));
            assertEquals(List.of(), partFiles(elsewhere));
        }
    }

    /** A link to nothing is refused, not followed to create a file wherever it points (as GNU cp refuses). */
    @Test
    void aDanglingLinkIsRefused() throws Exception {
        Path link = tmp.resolve("dangling.svg");
        Path missing = tmp.resolve("missing.svg");
        Files.createSymbolicLink(link, missing);
        for (boolean force : List.of(false, true)) {
            for (List<String> args : writers(link, force)) {
                Cli r = run(args);
                assertEquals(1, r.code(), args + "\n" + r);
                assertTrue(r.err().contains("is a symbolic link to a missing file"), r.err());
                assertEquals(1, r.err().strip().lines().count(), "one line: " + r.err());
                assertTrue(Files.isSymbolicLink(link) && !Files.exists(missing), args.toString());
            }
        }
    }

    @Test
    void aDirectoryIsRefusedEvenWithForce() throws Exception {
        Path dir = tmp.resolve("dir.svg");
        Files.createDirectories(dir);
        Path linkToDir = tmp.resolve("dirlink.svg");
        Files.createSymbolicLink(linkToDir, dir);
        for (Path target : List.of(dir, linkToDir)) {
            for (boolean force : List.of(false, true)) {
                for (List<String> args : writers(target, force)) {
                    Cli r = run(args);
                    assertEquals(1, r.code(), args + "\n" + r);
                    assertTrue(r.err().contains("a directory; give a file name for the output"), r.err());
                    assertTrue(Files.isDirectory(dir), args.toString());
                }
            }
        }
        assertTrue(Files.isSymbolicLink(linkToDir));
        try (Stream<Path> s = Files.list(dir)) {
            assertEquals(0, s.count(), "nothing written inside the directory");
        }
    }

    /** A special file other than a device or FIFO (here a Unix socket) is refused, not replaced. */
    @Test
    void aSocketIsRefusedEvenWithForce() throws Exception {
        Path socket = tmp.resolve("sock.svg");
        try (ServerSocketChannel server = ServerSocketChannel.open(StandardProtocolFamily.UNIX)) {
            server.bind(UnixDomainSocketAddress.of(socket));
            for (List<String> args : writers(socket, true)) {
                Cli r = run(args);
                assertEquals(1, r.code(), args + "\n" + r);
                assertTrue(r.err().contains("is a socket; satdoku writes only to regular files, character devices and FIFOs"),
                        r.err());
                assertEquals(0140000, fileType(socket), args + ": still a socket");
            }
        }
    }

    @Test
    void aRegularFileNeedsForce() throws Exception {
        Path file = tmp.resolve("out.svg");
        for (List<String> args : writers(file, false)) {
            Files.writeString(file, "keep me\n");
            Cli r = run(args);
            assertEquals(1, r.code(), args + "\n" + r);
            assertTrue(r.err().contains("already exists; use --force to replace it"), r.err());
            assertEquals("keep me\n", Files.readString(file));
        }
        for (List<String> args : writers(file, true)) {
            Files.writeString(file, "old\n");
            Cli r = run(args);
            assertEquals(0, r.code(), args + "\n" + r);
            assertTrue(Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS));
            assertTrue(isOutputOf(args.get(0), Files.readString(file)), args.toString());
        }
        assertEquals(List.of(), partFiles(tmp));
    }

    /** The atomic path through a link: nothing shows at the file until commit, and an abandoned write leaves it as it was. */
    @Test
    void writingThroughALinkIsAtomicAtTheFile() throws Exception {
        Path file = tmp.resolve("real.txt");
        Path link = tmp.resolve("link.txt");
        Files.writeString(file, "previous\n");
        Files.createSymbolicLink(link, file);
        try (AtomicOutput out = AtomicOutput.open(link, true)) {
            out.writer().write("half");
            out.writer().flush();
            assertEquals("previous\n", Files.readString(file));
            assertEquals(1, partFiles(tmp).size(), "one temporary file beside the real file");
            assertTrue(partFiles(tmp).get(0).startsWith(".real.txt."), partFiles(tmp).toString());
        }
        assertEquals("previous\n", Files.readString(file));
        assertEquals(List.of(), partFiles(tmp));
        try (AtomicOutput out = AtomicOutput.open(link, true)) {
            out.writer().write("new\n");
            out.commit();
        }
        assertEquals("new\n", Files.readString(file));
        assertTrue(Files.isSymbolicLink(link));
    }

    /** A regular file that becomes something else while the new version is written is not replaced. */
    @Test
    void aFileReplacedByAFifoMeanwhileIsLeftAlone() throws Exception {
        Path target = tmp.resolve("out.txt");
        Files.writeString(target, "previous\n");
        try (AtomicOutput out = AtomicOutput.open(target, true)) {
            out.writer().write("new\n");
            Files.delete(target);
            mkfifo(target);
            InputException e = assertThrows(InputException.class, out::commit);
            assertTrue(e.getMessage().contains("left untouched"), e.getMessage());
        }
        assertEquals(FIFO, fileType(target));
        assertEquals(List.of(), partFiles(tmp));
        assertFalse(Files.isRegularFile(target));
    }
}
