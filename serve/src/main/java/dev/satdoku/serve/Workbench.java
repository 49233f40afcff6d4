package dev.satdoku.serve;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.satdoku.sat.Answers;
import dev.satdoku.sat.CheckFailedException;
import dev.satdoku.sat.Sat4jBackend;
import dev.satdoku.sat.SatBackend;
import dev.satdoku.sat.StepFinder;
import dev.satdoku.syntax.InputException;
import dev.satdoku.syntax.Origin;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * The workbench's HTTP server (the JDK's {@code com.sun.net.httpserver}): the page and its two static
 * files from the jar, and the JSON endpoints under {@code /api/}. Every request is checked first: its
 * Host must name this server (so a web page reached through a rebound DNS name cannot talk to it) and
 * its Origin, when a browser sends one, must be this server's own (so no other site's page can post
 * questions to it). Bodies are limited in size, questions in time; a bad request gets an error answer
 * and the server goes on. It reads no file and writes none.
 */
public final class Workbench implements AutoCloseable {

    /**
     * The limits and the address of a server.
     *
     * @param connections     requests read or answered at once (one handler thread each); a connection
     *                        beyond this is dropped at once rather than queued
     * @param transferSeconds the longest a request may take to arrive (request line, headers, body);
     *                        a client still sending after this is disconnected
     * @param idleSeconds     how long a kept-alive or silent connection may stay open without a request
     * @param questionMemoryMb the heap one question may use by its estimate, in MB; 0 for a quarter of
     *                        the heap ({@link QuestionMemory})
     */
    public record Settings(String host, int port, double maxSeconds, int maxBodyBytes, int connections, int searches,
                           int transferSeconds, int idleSeconds, int questionMemoryMb) {

        public static final double MAX_SECONDS = 60;
        public static final int MAX_BODY_BYTES = 8 * 1024 * 1024;
        /** A browser opens about six connections per server; this leaves room for many tabs and API clients. */
        public static final int CONNECTIONS = 64;
        /** An 8 MiB body arrives over loopback in milliseconds; ten seconds is for a loaded machine. */
        public static final int TRANSFER_SECONDS = 10;
        public static final int IDLE_SECONDS = 30;

        public Settings {
            if (connections < 1 || transferSeconds < 1 || idleSeconds < 1) {
                throw new IllegalArgumentException("connections and time limits must be positive");
            }
            if (questionMemoryMb < 0) {
                throw new IllegalArgumentException("the memory per question must be positive (or 0 for the default)");
            }
        }

        public static Settings loopback(int port) {
            return new Settings("127.0.0.1", port, MAX_SECONDS, MAX_BODY_BYTES, CONNECTIONS, 4, TRANSFER_SECONDS, IDLE_SECONDS, 0);
        }

        public Settings withMaxSeconds(double seconds) {
            return new Settings(host, port, seconds, maxBodyBytes, connections, searches, transferSeconds, idleSeconds, questionMemoryMb);
        }

        public Settings withMaxBodyBytes(int bytes) {
            return new Settings(host, port, maxSeconds, bytes, connections, searches, transferSeconds, idleSeconds, questionMemoryMb);
        }

        public Settings withHost(String newHost) {
            return new Settings(newHost, port, maxSeconds, maxBodyBytes, connections, searches, transferSeconds, idleSeconds, questionMemoryMb);
        }

        public Settings withQuestionMemory(int mb) {
            return new Settings(host, port, maxSeconds, maxBodyBytes, connections, searches, transferSeconds, idleSeconds, mb);
        }

        public Settings withConnectionLimits(int maxConnections, int transfer, int idle) {
            return new Settings(host, port, maxSeconds, maxBodyBytes, maxConnections, searches, transfer, idle, questionMemoryMb);
        }
    }

    private static final ObjectMapper JSON = new ObjectMapper();
    /** The files of the page: the only paths served besides the API. */
    private static final Map<String, String> STATIC = Map.of(
            "/", "index.html",
            "/app.js", "app.js",
            "/app.css", "app.css",
            "/setter.js", "setter.js",
            "/favicon.svg", "favicon.svg");

    private final Settings settings;
    private final HttpServer server;
    private final ExecutorService pool;
    private final Jobs jobs;
    private final Api api;
    private final PrintStream log;
    private final Set<String> hosts;

    private Workbench(Settings settings, Supplier<SatBackend> backends, String version, PrintStream log) throws IOException {
        this.settings = settings;
        this.log = log;
        this.jobs = new Jobs(settings.searches(), new QuestionMemory(settings.questionMemoryMb(), Runtime.getRuntime().maxMemory()));
        this.api = new Api(jobs, backends, version);
        applyConnectionTimes(settings);
        this.server = HttpServer.create(new InetSocketAddress(InetAddress.getByName(settings.host()), settings.port()), 50);
        AtomicInteger threadIds = new AtomicInteger();
        // The JDK server reads each request on an executor thread, blocking, before any handler runs: a
        // client that stops mid-request holds its thread until the transfer limit. So threads are made
        // as connections need them, up to the bound, with no queue: a request queued behind stalled ones
        // would wait for the limit (and the JDK's timer, started when the connection is handed over,
        // would cut it off). Beyond the bound the JDK server drops the new connection at once.
        this.pool = new ThreadPoolExecutor(0, settings.connections(), 30, TimeUnit.SECONDS, new SynchronousQueue<>(), r -> {
            Thread t = new Thread(r, "satdoku-serve-" + threadIds.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        server.setExecutor(pool);
        server.createContext("/", this::handle);
        this.hosts = allowedHosts(settings.host(), port());
    }

    /** The connection time limits in force in this JVM (see {@link #applyConnectionTimes}), null before the first server. */
    private static Settings connectionTimes;

    /**
     * Sets the JDK server's own connection timers. {@code com.sun.net.httpserver} offers no per-server
     * setting; it reads system properties once, when its first server is made: {@code
     * sun.net.httpserver.maxReqTime} (seconds from the hand-over of a connection until its request is
     * read: the stalled client's limit), {@code idleInterval} (seconds a connection may wait for a
     * request) and {@code clockTick} (how often idle connections are looked at, in milliseconds; its
     * default of ten seconds is coarser than the limits). {@code maxRspTime} is left unset: it counts
     * from the end of the request, so it would cut off every answer that takes long to compute. Since
     * the properties hold for the whole JVM, a second server asking other limits is refused.
     */
    private static synchronized void applyConnectionTimes(Settings settings) {
        if (connectionTimes != null) {
            if (connectionTimes.transferSeconds() != settings.transferSeconds() || connectionTimes.idleSeconds() != settings.idleSeconds()) {
                throw new IllegalStateException("this JVM's HTTP servers already use a transfer limit of " + connectionTimes.transferSeconds()
                        + " s and an idle limit of " + connectionTimes.idleSeconds() + " s; the JDK server reads them once");
            }
            return;
        }
        System.setProperty("sun.net.httpserver.maxReqTime", Integer.toString(settings.transferSeconds()));
        System.setProperty("sun.net.httpserver.idleInterval", Integer.toString(settings.idleSeconds()));
        System.setProperty("sun.net.httpserver.clockTick", Integer.toString(Math.min(1000, settings.idleSeconds() * 250)));
        connectionTimes = settings;
    }

    /** Starts a server with SAT4J backends; {@code log} gets one line per internal error. */
    public static Workbench start(Settings settings, String version, PrintStream log) throws IOException {
        return start(settings, Sat4jBackend::new, version, log);
    }

    static Workbench start(Settings settings, Supplier<SatBackend> backends, String version, PrintStream log) throws IOException {
        Workbench w = new Workbench(settings, backends, version, log);
        w.server.start();
        return w;
    }

    /** The port bound (the one chosen by the system when 0 was asked). */
    public int port() {
        return server.getAddress().getPort();
    }

    /** The page's address. */
    public URI address() {
        String h = settings.host();
        String shown = h.equals("0.0.0.0") || h.equals("::") ? "127.0.0.1" : h.contains(":") ? "[" + h + "]" : h;
        return URI.create("http://" + shown + ":" + port() + "/");
    }

    @Override
    public void close() {
        jobs.shutdown();
        server.stop(0);
        pool.shutdownNow();
    }

    private void handle(HttpExchange ex) {
        try (ex) {
            try {
                route(ex);
            } catch (InputException e) {
                error(ex, 400, e.getMessage());
            } catch (JsonProcessingException e) {
                error(ex, 400, "request: the body is not valid JSON (" + e.getOriginalMessage() + ")");
            } catch (TooLarge | QuestionMemory.TooMuchMemory e) {
                error(ex, 413, e.getMessage());
            } catch (CheckFailedException e) {
                log.println("satdoku serve: " + e.getMessage());
                error(ex, 500, e.getMessage());
            } catch (OutOfMemoryError e) {
                error(ex, 500, "out of memory; the puzzle or the answer is too large for this heap (-Xmx)");
            } catch (IOException | UncheckedIOException e) {
                // the client went away while we answered: nothing more to say to it
            } catch (RuntimeException | StackOverflowError e) {
                log.println("satdoku serve: internal error on " + ex.getRequestURI().getPath() + ": " + e);
                error(ex, 500, "internal error: " + e + " (please report it)");
            }
        } catch (IOException | RuntimeException e) {
            // answering the error failed too (the connection is gone); the server goes on
        }
    }

    private void route(HttpExchange ex) throws IOException {
        Refusal refusal = refusal(ex);
        if (refusal != null) {
            error(ex, refusal.status(), refusal.message());
            return;
        }
        String path = ex.getRequestURI().getPath();
        String method = ex.getRequestMethod().toUpperCase(Locale.ROOT);
        if (!path.startsWith("/api/")) {
            if (!method.equals("GET") && !method.equals("HEAD")) {
                error(ex, 405, "only GET is answered outside /api/");
            } else if (STATIC.containsKey(path)) {
                page(ex, STATIC.get(path));
            } else {
                error(ex, 404, "no such page: " + path);
            }
            return;
        }
        if (method.equals("GET")) {
            String session = query(ex, "session");
            switch (path) {
                case "/api/jobs" -> json(ex, 200, api.jobs(session == null ? "" : session));
                case "/api/limits" -> json(ex, 200, limits());
                case "/api/rules" -> json(ex, 200, RuleForms.catalogue());
                default -> error(ex, 404, "no such endpoint: GET " + path + " (see docs/serve.md)");
            }
            return;
        }
        if (!method.equals("POST")) {
            error(ex, 405, "the API answers GET /api/jobs, GET /api/limits, GET /api/rules and POST for the rest (see docs/serve.md)");
            return;
        }
        JsonNode body = body(ex);
        Map<String, Object> answer = switch (path) {
            case "/api/puzzle" -> api.puzzle(question(body));
            case "/api/solve" -> api.solve(question(body));
            case "/api/candidates" -> api.candidates(question(body), body.path("counts").asBoolean(false));
            case "/api/explain" -> api.explain(question(body), whole(body, "repairs", "--repairs", 2, 0));
            case "/api/ambiguity" -> api.ambiguity(question(body), whole(body, "countLimit", "--count-limit", 50, 2),
                    whole(body, "maxSuggestions", "--max-suggestions", 20, 1));
            case "/api/redundant" -> api.redundant(question(body));
            case "/api/hint" -> api.steps(question(body), Api.facts(body.get("facts")), 1, stepSettings(body));
            case "/api/steps" -> api.steps(question(body), Api.facts(body.get("facts")), Integer.MAX_VALUE, stepSettings(body));
            case "/api/export" -> api.export(question(body), body.path("format").asText(null));
            case "/api/native" -> api.nativeText(question(body));
            case "/api/solutions" -> api.solutions(question(body), whole(body, "limit", "--limit", 20, 2));
            case "/api/count" -> api.count(question(body), whole(body, "limit", "--limit", 1000, 2));
            case "/api/cancel" -> api.cancel(body.path("session").asText(""));
            default -> null;
        };
        if (answer == null) {
            error(ex, 404, "no such endpoint: POST " + path + " (see docs/serve.md)");
        } else {
            json(ex, 200, answer);
        }
    }

    /**
     * A whole-number option of a question, with the command line's default and lower bound; out of
     * range answers 400 in the command line's words ("--repairs must be at least 0, got -1").
     */
    private static int whole(JsonNode body, String field, String option, int dflt, int min) {
        JsonNode v = body == null ? null : body.get(field);
        if (v == null || v.isNull()) {
            return dflt;
        }
        if (!v.canConvertToInt() || !v.isIntegralNumber()) {
            throw new InputException(Origin.of("request"), "\"" + field + "\" (" + option + ") must be a whole number");
        }
        if (v.asInt() < min) {
            throw new InputException(Origin.of("request"), "\"" + field + "\" (" + option + ") must be at least " + min + ", got " + v.asInt());
        }
        return v.asInt();
    }

    /** {@code bound} and {@code caseSplits} of a steps or hint question, as the commands' --bound and --case-splits. */
    private static StepFinder.Settings stepSettings(JsonNode body) {
        int bound = whole(body, "bound", "--bound", StepFinder.DEFAULT_BOUND, 1);
        JsonNode splits = body == null ? null : body.get("caseSplits");
        if (splits != null && !splits.isNull() && !splits.isBoolean()) {
            throw new InputException(Origin.of("request"), "\"caseSplits\" (--case-splits) must be true or false");
        }
        return new StepFinder.Settings(bound, splits != null && splits.asBoolean(false), null);
    }

    private Question question(JsonNode body) {
        return Question.from(body, settings.maxSeconds());
    }

    private Map<String, Object> limits() {
        Map<String, Object> m = Answers.begin("limits");
        m.put("maxSeconds", settings.maxSeconds());
        m.put("maxBodyBytes", settings.maxBodyBytes());
        m.put("countLimit", Api.COUNT_LIMIT);
        m.put("searchesAtOnce", settings.searches());
        m.put("connections", settings.connections());
        m.put("transferSeconds", settings.transferSeconds());
        m.put("idleSeconds", settings.idleSeconds());
        m.put("questionMemoryMb", jobs.memory().perQuestionMb());
        m.put("questionsMemoryMb", jobs.memory().totalMb());
        return m;
    }

    /** A refused request: the HTTP status and a short message. */
    private record Refusal(int status, String message) {
    }

    /**
     * Why a request is refused, or null: a request that names its server twice or outside the Host
     * header (which proxies and servers may read differently from this check, so a forged name could pass
     * it), a Host that is not this server (DNS rebinding), an Origin of another site, or a browser's own
     * word that the request is cross-site.
     */
    private Refusal refusal(HttpExchange ex) {
        List<String> hostHeaders = ex.getRequestHeaders().get("Host");
        if (hostHeaders != null && hostHeaders.size() > 1) {
            return new Refusal(400, "more than one Host header");
        }
        java.net.URI target = ex.getRequestURI();
        if (target.isAbsolute() || target.getRawAuthority() != null) {
            // The absolute form (GET http://name/ HTTP/1.1) is for proxies; browsers send a path to a server.
            return new Refusal(400, "absolute request target '" + target + "' refused: this server takes a path such as /api/solve");
        }
        String host = hostHeaders == null ? null : hostHeaders.get(0);
        if (host == null || !hosts.contains(host.toLowerCase(Locale.ROOT))) {
            return new Refusal(403, "Host '" + host + "' is not this server; open " + address());
        }
        String origin = ex.getRequestHeaders().getFirst("Origin");
        if (origin != null && !(origin.toLowerCase(Locale.ROOT).startsWith("http://")
                && hosts.contains(origin.substring("http://".length()).toLowerCase(Locale.ROOT)))) {
            return new Refusal(403, "cross-site request from '" + origin + "' refused");
        }
        String site = ex.getRequestHeaders().getFirst("Sec-Fetch-Site");
        if (site != null && site.equalsIgnoreCase("cross-site")) {
            return new Refusal(403, "cross-site request refused");
        }
        return null;
    }

    /** host:port names that reach this server: loopback names, the bound host, and with a wildcard the machine's own names. */
    private static Set<String> allowedHosts(String bound, int port) {
        Set<String> names = new TreeSet<>();
        names.add("127.0.0.1");
        names.add("localhost");
        names.add("[::1]");
        names.add(bound.contains(":") ? "[" + bound + "]" : bound);
        if (bound.equals("0.0.0.0") || bound.equals("::")) {
            try {
                names.add(InetAddress.getLocalHost().getHostName());
                for (NetworkInterface ni : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                    for (InetAddress a : Collections.list(ni.getInetAddresses())) {
                        String s = a.getHostAddress().replaceAll("%.*", "");
                        names.add(s.contains(":") ? "[" + s + "]" : s);
                    }
                }
            } catch (IOException | SecurityException e) {
                // the loopback names still work
            }
        }
        Set<String> out = new TreeSet<>();
        names.forEach(n -> out.add(n.toLowerCase(Locale.ROOT) + ":" + port));
        return out;
    }

    /**
     * How much of a refused (too large) body is read and thrown away before the 413 answer: a client
     * still sending when the server closes sees "connection reset" instead of the answer. Beyond this
     * the connection is simply closed, so a huge upload cannot keep a thread busy.
     */
    static final long DRAIN_LIMIT = 64L << 20;

    private JsonNode body(HttpExchange ex) throws IOException {
        String length = ex.getRequestHeaders().getFirst("Content-Length");
        if (length != null) {
            long declared;
            try {
                declared = Long.parseLong(length.strip());
            } catch (NumberFormatException e) {
                throw new InputException(dev.satdoku.syntax.Origin.of("request"), "bad Content-Length");
            }
            if (declared > settings.maxBodyBytes()) {
                drain(ex.getRequestBody());
                throw new TooLarge(settings.maxBodyBytes());
            }
        }
        byte[] bytes;
        try (InputStream in = ex.getRequestBody()) {
            bytes = in.readNBytes(settings.maxBodyBytes() + 1);
            if (bytes.length > settings.maxBodyBytes()) {
                drain(in);
                throw new TooLarge(settings.maxBodyBytes());
            }
        }
        if (bytes.length == 0) {
            throw new InputException(dev.satdoku.syntax.Origin.of("request"), "the body is empty; send a JSON object with a \"puzzle\" field");
        }
        return JSON.readTree(bytes);
    }

    private static String query(HttpExchange ex, String name) {
        String q = ex.getRequestURI().getRawQuery();
        if (q == null) {
            return null;
        }
        for (String part : q.split("&")) {
            int eq = part.indexOf('=');
            if (eq > 0 && URLDecoder.decode(part.substring(0, eq), StandardCharsets.UTF_8).equals(name)) {
                return URLDecoder.decode(part.substring(eq + 1), StandardCharsets.UTF_8);
            }
        }
        return null;
    }

    private void page(HttpExchange ex, String name) throws IOException {
        byte[] bytes;
        try (InputStream in = Workbench.class.getResourceAsStream("web/" + name)) {
            if (in == null) {
                error(ex, 404, "missing page resource " + name);
                return;
            }
            bytes = in.readAllBytes();
        }
        String type = name.endsWith(".js") ? "text/javascript" : name.endsWith(".css") ? "text/css"
                : name.endsWith(".svg") ? "image/svg+xml" : "text/html";
        send(ex, 200, type + "; charset=utf-8", bytes);
    }

    /** Reads and drops what is left of a refused body, up to {@link #DRAIN_LIMIT}. */
    private static void drain(InputStream in) throws IOException {
        byte[] buffer = new byte[64 * 1024];
        long read = 0;
        int n;
        while (read < DRAIN_LIMIT && (n = in.read(buffer)) > 0) {
            read += n;
        }
    }

    private void json(HttpExchange ex, int code, Object answer) throws IOException {
        send(ex, code, "application/json; charset=utf-8", JSON.writeValueAsBytes(answer));
    }

    private void error(HttpExchange ex, int code, String message) throws IOException {
        Map<String, Object> m = Answers.begin("error");
        m.put("error", message);
        json(ex, code, m);
    }

    private static void send(HttpExchange ex, int code, String type, byte[] bytes) throws IOException {
        var h = ex.getResponseHeaders();
        h.set("Content-Type", type);
        h.set("Cache-Control", "no-store");
        h.set("X-Content-Type-Options", "nosniff");
        h.set("X-Frame-Options", "DENY");
        h.set("Referrer-Policy", "no-referrer");
        // Scripts and styles only from this server; the puzzle's SVG is inserted as a DOM tree, never run.
        h.set("Content-Security-Policy", "default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; "
                + "connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
        boolean head = ex.getRequestMethod().equalsIgnoreCase("HEAD");
        ex.sendResponseHeaders(code, head ? -1 : bytes.length == 0 ? -1 : bytes.length);
        if (!head && bytes.length > 0) {
            try (OutputStream out = ex.getResponseBody()) {
                out.write(bytes);
            }
        }
    }

    /** A request body over the limit. */
    private static final class TooLarge extends RuntimeException {
        private static final long serialVersionUID = 1L;

        TooLarge(int limit) {
            super("request body exceeds " + limit + " bytes");
        }
    }
}
