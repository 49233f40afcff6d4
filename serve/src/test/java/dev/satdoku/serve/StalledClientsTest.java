package dev.satdoku.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Clients that open a connection and stop mid-request (slowloris) neither block other clients nor stay
 * connected. The server runs in a JVM of its own, started as {@code satdoku serve} with short limits,
 * because the JDK server reads its connection timers once per JVM.
 */
class StalledClientsTest {

    private static final int TRANSFER_SECONDS = 3;
    private static final int IDLE_SECONDS = 2;
    private static final int STALLED = 32;

    private static Process server;
    private static int port;

    @BeforeAll
    static void start() throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        server = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), ServeMain.class.getName(),
                "--port", "0", "--transfer-timeout", "" + TRANSFER_SECONDS, "--idle-timeout", "" + IDLE_SECONDS)
                .redirectError(ProcessBuilder.Redirect.INHERIT).start();
        BufferedReader out = new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8));
        String first = out.readLine();
        Matcher m = Pattern.compile("http://127\\.0\\.0\\.1:(\\d+)/").matcher(first == null ? "" : first);
        if (!m.find()) {
            fail("the server did not start: " + first);
        }
        port = Integer.parseInt(m.group(1));
    }

    @AfterAll
    static void stop() throws InterruptedException {
        if (server != null) {
            server.destroy();
            if (!server.waitFor(10, TimeUnit.SECONDS)) {
                server.destroyForcibly();
            }
        }
    }

    @Test
    void stalledClientsAreDroppedAndOthersAnswered() throws Exception {
        // A first request warms the server's JVM, so the timed one below measures waiting, not start-up.
        assertEquals("HTTP/1.1 200 OK", limits(10_000));

        List<Socket> stalled = new ArrayList<>();
        List<Socket> silent = new ArrayList<>();
        try {
            for (int i = 0; i < STALLED; i++) {
                Socket s = new Socket("127.0.0.1", port);
                String partial = i % 2 == 0 ? "GET /api/lim" : "POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nContent-Le";
                s.getOutputStream().write(partial.getBytes(StandardCharsets.US_ASCII));
                s.getOutputStream().flush();
                stalled.add(s);
            }
            for (int i = 0; i < 4; i++) {
                silent.add(new Socket("127.0.0.1", port));
            }
            // Give the server time to hand every stalled connection to a thread of its own.
            Thread.sleep(300);

            assertEquals("HTTP/1.1 200 OK", limits(1000), "a normal client is answered within a second");
            assertEquals(STALLED, open(stalled), "the stalled clients are still connected when the normal one is answered");

            // Dropped after the transfer limit (plus the JDK timer's tick of one second), the silent ones after the idle limit.
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(TRANSFER_SECONDS + 5);
            while ((open(stalled) > 0 || open(silent) > 0) && System.nanoTime() < deadline) {
                Thread.sleep(200);
            }
            assertEquals(0, open(stalled), "stalled clients are disconnected after --transfer-timeout");
            assertEquals(0, open(silent), "silent clients are disconnected after --idle-timeout");
            assertEquals("HTTP/1.1 200 OK", limits(1000), "the server answers after dropping them");
        } finally {
            for (Socket s : stalled) {
                s.close();
            }
            for (Socket s : silent) {
                s.close();
            }
        }
    }

    /** The status line of GET /api/limits, failing when it takes longer than {@code millis}. */
    private static String limits(int millis) throws IOException {
        try (Socket s = new Socket("127.0.0.1", port)) {
            s.setSoTimeout(millis);
            OutputStream out = s.getOutputStream();
            out.write(("GET /api/limits HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nConnection: close\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            out.flush();
            try {
                return new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.US_ASCII)).readLine();
            } catch (SocketTimeoutException e) {
                fail("no answer within " + millis + " ms");
                return null;
            }
        }
    }

    /** How many of the sockets the server has not closed (a read sees neither the end nor a reset). */
    private static int open(List<Socket> sockets) throws IOException {
        int n = 0;
        for (Socket s : sockets) {
            if (s.isClosed()) {
                continue;
            }
            s.setSoTimeout(5);
            try {
                InputStream in = s.getInputStream();
                int b = in.read();
                assertTrue(b < 0, "a stalled client got an answer byte");
                s.close();
            } catch (SocketTimeoutException e) {
                n++;
            } catch (IOException e) {
                s.close(); // reset by the server
            }
        }
        return n;
    }
}
