package dev.satdoku.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Requests that name another server in a way the Host check could miss are refused: a second Host
 * header, and an absolute request target ({@code GET http://evil.example/}) beside a correct Host.
 * Raw HTTP over a socket, since HTTP clients never send either.
 */
class ForgedRequestsTest {

    @RegisterExtension
    static final RunningWorkbench WORKBENCH = new RunningWorkbench();

    /** Sends the request text and reads the whole answer (the server closes the connection). */
    private static String exchange(String request) throws IOException {
        try (Socket s = new Socket("127.0.0.1", WORKBENCH.port())) {
            s.setSoTimeout(10_000);
            s.getOutputStream().write(request.getBytes(StandardCharsets.US_ASCII));
            s.getOutputStream().flush();
            InputStream in = s.getInputStream();
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] buf = new byte[8192];
            int n;
            while ((n = in.read(buf)) > 0) {
                out.write(buf, 0, n);
                String text = out.toString(StandardCharsets.UTF_8);
                int header = text.indexOf("\r\n\r\n");
                java.util.regex.Matcher m = java.util.regex.Pattern.compile("(?i)content-length: *(\\d+)").matcher(text);
                if (header >= 0 && m.find() && out.size() >= header + 4 + Integer.parseInt(m.group(1))) {
                    break;
                }
            }
            return out.toString(StandardCharsets.UTF_8);
        }
    }

    private static String host() {
        return "127.0.0.1:" + WORKBENCH.port();
    }

    @Test
    void aCorrectRequestIsServed() throws IOException {
        String answer = exchange("GET /api/limits HTTP/1.1\r\nHost: " + host() + "\r\nConnection: close\r\n\r\n");
        assertTrue(answer.startsWith("HTTP/1.1 200"), answer);
    }

    @Test
    void aSecondHostHeaderIsRefused() throws IOException {
        String answer = exchange("GET /api/limits HTTP/1.1\r\nHost: " + host() + "\r\nHost: evil.example\r\nConnection: close\r\n\r\n");
        assertTrue(answer.startsWith("HTTP/1.1 400"), answer);
        assertTrue(answer.contains("more than one Host header"), answer);
        String reversed = exchange("GET /api/limits HTTP/1.1\r\nHost: evil.example\r\nHost: " + host() + "\r\nConnection: close\r\n\r\n");
        assertTrue(reversed.startsWith("HTTP/1.1 400"), reversed);
    }

    @Test
    void anAbsoluteRequestTargetIsRefusedEvenWithACorrectHost() throws IOException {
        String answer = exchange("GET http://evil.example/ HTTP/1.1\r\nHost: " + host() + "\r\nConnection: close\r\n\r\n");
        assertTrue(answer.startsWith("HTTP/1.1 400"), answer);
        assertTrue(answer.contains("absolute request target"), answer);
        String api = exchange("GET http://evil.example/api/limits HTTP/1.1\r\nHost: " + host() + "\r\nConnection: close\r\n\r\n");
        assertTrue(api.startsWith("HTTP/1.1 400"), api);
        String self = exchange("GET http://" + host() + "/api/limits HTTP/1.1\r\nHost: " + host() + "\r\nConnection: close\r\n\r\n");
        assertEquals("HTTP/1.1 400", self.substring(0, 12), "the absolute form is for proxies, whatever it names");
    }
}
