package dev.satdoku.format.foreign;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/** Undoing what browsers, chat programs and forms do to payloads in links. */
public final class LinkText {

    private LinkText() {
    }

    /**
     * Decodes {@code %XX} escapes (UTF-8). Unlike {@code URLDecoder} it leaves {@code +} alone: in lz-string
     * Base64 a {@code +} is data, not a space. Malformed escapes are kept as written.
     */
    public static String percentDecode(String s) {
        if (s.indexOf('%') < 0) {
            return s;
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < s.length()) {
            char ch = s.charAt(i);
            if (ch == '%' && i + 2 < s.length() && isHex(s.charAt(i + 1)) && isHex(s.charAt(i + 2))) {
                bytes.write(Integer.parseInt(s.substring(i + 1, i + 3), 16));
                i += 3;
                continue;
            }
            flush(bytes, out);
            out.append(ch);
            i++;
        }
        flush(bytes, out);
        return out.toString();
    }

    private static void flush(ByteArrayOutputStream bytes, StringBuilder out) {
        if (bytes.size() > 0) {
            out.append(bytes.toString(StandardCharsets.UTF_8));
            bytes.reset();
        }
    }

    private static boolean isHex(char ch) {
        return ch >= '0' && ch <= '9' || ch >= 'a' && ch <= 'f' || ch >= 'A' && ch <= 'F';
    }

    /**
     * Normalises an lz-string Base64 payload copied from a link: percent-escapes decoded, and spaces
     * (a {@code +} that form decoding turned into a space) turned back into {@code +}. Other whitespace
     * (line breaks from wrapping) is removed.
     */
    public static String payload(String raw) {
        String s = percentDecode(raw.strip());
        s = s.replace(' ', '+');
        return s.replaceAll("\\s+", "");
    }

    /** The value of a query parameter in a link, or null. */
    public static String queryParameter(String link, String name) {
        int q = link.indexOf('?');
        if (q < 0) {
            return null;
        }
        String query = link.substring(q + 1);
        int hash = query.indexOf('#');
        if (hash >= 0) {
            query = query.substring(0, hash);
        }
        for (String pair : query.split("&")) {
            int eq = pair.indexOf('=');
            String key = eq < 0 ? pair : pair.substring(0, eq);
            if (key.equals(name)) {
                return eq < 0 ? "" : pair.substring(eq + 1);
            }
        }
        return null;
    }
}
