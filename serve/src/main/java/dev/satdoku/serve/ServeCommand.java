package dev.satdoku.serve;

import dev.satdoku.encode.SatdokuVersion;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.URI;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "serve", sortOptions = false, mixinStandardHelpOptions = true, versionProvider = ServeCommand.Version.class,
        description = {
            "Start the setter's workbench: a local web page over one warm solver.",
            "",
            "Paste or drop a puzzle (anything PUZZLE accepts: f-puzzles and SudokuPad links, ISS strings, native text, "
                    + "files) and the page draws it, gives the verdict (unique, multiple, none) with its time, the true "
                    + "candidates, the conflicting clues of a broken puzzle and the solution; click a cell and type a digit "
                    + "to try a given. Every answer is also a JSON endpoint under /api/ (docs/serve.md).",
            "The server listens on 127.0.0.1 only, unless --host says otherwise; it answers only requests naming it as "
                    + "their Host and Origin, limits each question's time and each request's size, and reads or writes no "
                    + "file. Ctrl-C stops it.",
            "A client that stops mid-request is disconnected after --transfer-timeout, one that sends nothing after "
                    + "--idle-timeout; at most --connections requests are read or answered at once.",
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:stopped with Ctrl-C",
            "1:the port is taken or the address cannot be used",
            "2:usage error",
        })
public final class ServeCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--port", paramLabel = "P", defaultValue = "8017",
            description = "The port to listen on (default: ${DEFAULT-VALUE}; 0 picks a free one).")
    int port;

    @Option(names = "--host", paramLabel = "H", description = "The address to listen on (default: 127.0.0.1, this machine only). "
            + "Another address lets other machines use the solver: a warning is printed.")
    String host;

    @Option(names = "--open", description = "Open the page in the default browser.")
    boolean open;

    @Option(names = "--max-seconds", paramLabel = "SECONDS", defaultValue = "60",
            description = "The longest any one question may take (default: ${DEFAULT-VALUE}); it then answers 'timeout'.")
    double maxSeconds;

    @Option(names = "--transfer-timeout", paramLabel = "SECONDS", defaultValue = "" + Workbench.Settings.TRANSFER_SECONDS,
            description = "The longest a request may take to arrive (request line, headers and body; default: ${DEFAULT-VALUE}); "
                    + "a client that stops sending mid-request is disconnected after this.")
    int transferSeconds;

    @Option(names = "--idle-timeout", paramLabel = "SECONDS", defaultValue = "" + Workbench.Settings.IDLE_SECONDS,
            description = "How long a connection may stay open without sending a request (default: ${DEFAULT-VALUE}).")
    int idleSeconds;

    @Option(names = "--connections", paramLabel = "N", defaultValue = "" + Workbench.Settings.CONNECTIONS,
            description = "Requests read or answered at once, one thread each (default: ${DEFAULT-VALUE}); a connection "
                    + "beyond this is closed at once, so stalled clients cannot make the others wait.")
    int connections;

    @Option(names = "--question-memory", paramLabel = "MB", defaultValue = "0",
            description = "The heap one question may use, in MB, estimated from the size of its encoding before it is encoded "
                    + "(default: a quarter of the Java heap, -Xmx; 0 means that). A larger question is answered 413 with "
                    + "the estimate; questions running at once share " + (int) (QuestionMemory.TOTAL_SHARE * 100)
                    + "%% of the heap, so large ones wait for each other.")
    int questionMemoryMb;

    @Override
    public Integer call() throws Exception {
        if (port < 0 || port > 65535) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--port must be 0..65535, got " + port);
        }
        if (!(maxSeconds > 0) || maxSeconds > 86400) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--max-seconds must be more than 0 and at most 86400, got "
                    + maxSeconds);
        }
        positive("--transfer-timeout", transferSeconds, 3600);
        positive("--idle-timeout", idleSeconds, 86400);
        positive("--connections", connections, 10_000);
        if (questionMemoryMb < 0 || questionMemoryMb > 1_000_000) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--question-memory must be 0 (a quarter of the heap) to "
                    + "1000000 MB, got " + questionMemoryMb);
        }
        PrintWriter err = spec.commandLine().getErr();
        PrintWriter out = spec.commandLine().getOut();
        Workbench.Settings settings = Workbench.Settings.loopback(port).withMaxSeconds(maxSeconds)
                .withConnectionLimits(connections, transferSeconds, idleSeconds).withQuestionMemory(questionMemoryMb);
        if (host != null) {
            settings = settings.withHost(host);
            if (!host.equals("127.0.0.1") && !host.equals("localhost") && !host.equals("::1")) {
                err.println("satdoku: warning: listening on " + host + ": other machines that reach this address can use the "
                        + "workbench (it has no login); use the default 127.0.0.1 unless you mean it");
            }
        }
        Workbench bench;
        try {
            bench = Workbench.start(settings, version(), System.err);
        } catch (IOException e) {
            err.println("satdoku: cannot listen on " + settings.host() + ":" + port + ": " + e.getMessage()
                    + (port != 0 ? " (another program may use the port; try --port 0 or another number)" : ""));
            err.flush();
            return 1;
        }
        URI address = bench.address();
        out.println("satdoku workbench: " + address + "  (Ctrl-C stops it)");
        out.flush();
        if (open) {
            openBrowser(address, err);
        }
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            bench.close();
            stopped.countDown();
        }, "satdoku-serve-stop"));
        stopped.await();
        return 0;
    }

    private void positive(String option, int value, int max) {
        if (value < 1 || value > max) {
            throw new CommandLine.ParameterException(spec.commandLine(), option + " must be 1.." + max + ", got " + value);
        }
    }

    /** Opens the page with the desktop's browser; failing that, says where it is. */
    private static void openBrowser(URI address, PrintWriter err) {
        try {
            if (java.awt.Desktop.isDesktopSupported() && java.awt.Desktop.getDesktop().isSupported(java.awt.Desktop.Action.BROWSE)) {
                java.awt.Desktop.getDesktop().browse(address);
                return;
            }
        } catch (IOException | UnsupportedOperationException e) {
            // fall through to the desktop's opener
        }
        String opener = System.getProperty("os.name", "").toLowerCase(java.util.Locale.ROOT).contains("mac") ? "open" : "xdg-open";
        try {
            new ProcessBuilder(opener, address.toString()).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        } catch (IOException e) {
            err.println("satdoku: warning: could not open a browser (" + e.getMessage() + "); open " + address + " yourself");
            err.flush();
        }
    }

    /** 'satdoku serve --version' says what 'satdoku --version' says first. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"satdoku " + version()};
        }
    }

    /** The version (the one source, as 'satdoku --version' and the library read it), for the DIMACS header. */
    static String version() {
        return SatdokuVersion.get();
    }
}
