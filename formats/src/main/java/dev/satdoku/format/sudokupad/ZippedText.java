package dev.satdoku.format.sudokupad;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;

/**
 * SudokuPad's "zipped" puzzle text, the form inside {@code scl} links: a JavaScript object literal with
 * unquoted, abbreviated keys ({@code ce} = cells, {@code re} = regions, {@code ca} = cages ...),
 * single-quoted strings, {@code t}/{@code f} for true/false, short colours ({@code #F} = {@code #FFFFFF})
 * and empty array slots for empty objects ({@code [,,,]} is a row of four empty cells). This reader
 * rebuilds the plain JSON tree. It is reconstructed from puzzles, not from SudokuPad's code, and knows
 * the abbreviations of the parts satdoku reads; other keys keep their short names.
 */
final class ZippedText {

    private static final Map<String, String> KEYS = Map.ofEntries(
            Map.entry("ca", "cages"), Map.entry("ce", "cells"), Map.entry("re", "regions"), Map.entry("cs", "cellSize"),
            Map.entry("u", "underlays"), Map.entry("o", "overlays"), Map.entry("l", "lines"), Map.entry("a", "arrows"),
            Map.entry("v", "value"), Map.entry("ct", "center"), Map.entry("w", "width"), Map.entry("h", "height"),
            Map.entry("th", "thickness"), Map.entry("r", "rounded"), Map.entry("c1", "borderColor"), Map.entry("c2", "backgroundColor"),
            Map.entry("wp", "wayPoints"));

    private final String s;
    private int i;

    private ZippedText(String s) {
        this.s = s;
    }

    /** The JSON tree of zipped text; {@link IllegalArgumentException} with the offset when it is malformed. */
    static JsonNode parse(String text) {
        ZippedText z = new ZippedText(text.strip());
        JsonNode value = z.value();
        z.skipSpace();
        if (z.i != z.s.length()) {
            throw z.error("unexpected text");
        }
        return value;
    }

    private IllegalArgumentException error(String what) {
        return new IllegalArgumentException(what + " at character " + (i + 1));
    }

    private void skipSpace() {
        while (i < s.length() && Character.isWhitespace(s.charAt(i))) {
            i++;
        }
    }

    private char peek() {
        skipSpace();
        if (i >= s.length()) {
            throw error("unexpected end");
        }
        return s.charAt(i);
    }

    private void expect(char ch) {
        if (peek() != ch) {
            throw error("expected '" + ch + "'");
        }
        i++;
    }

    private JsonNode value() {
        char ch = peek();
        if (ch == '{') {
            return object();
        }
        if (ch == '[') {
            return array();
        }
        if (ch == '\'' || ch == '"') {
            return JsonNodeFactory.instance.textNode(string());
        }
        return bare();
    }

    private ObjectNode object() {
        expect('{');
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        if (peek() == '}') {
            i++;
            return o;
        }
        while (true) {
            String key = peek() == '\'' || peek() == '"' ? string() : word();
            expect(':');
            o.set(KEYS.getOrDefault(key, key), value());
            if (peek() == ',') {
                i++;
                continue;
            }
            expect('}');
            return o;
        }
    }

    /** Arrays; an empty slot ({@code [,,]}) is an empty object, as SudokuPad writes empty cells. */
    private ArrayNode array() {
        expect('[');
        ArrayNode a = JsonNodeFactory.instance.arrayNode();
        if (peek() == ']') {
            i++;
            return a;
        }
        while (true) {
            char ch = peek();
            a.add(ch == ',' || ch == ']' ? JsonNodeFactory.instance.objectNode() : value());
            if (peek() == ',') {
                i++;
                continue;
            }
            expect(']');
            return a;
        }
    }

    private String string() {
        char quote = s.charAt(i++);
        StringBuilder sb = new StringBuilder();
        while (i < s.length() && s.charAt(i) != quote) {
            char ch = s.charAt(i++);
            if (ch == '\\' && i < s.length()) {
                char e = s.charAt(i++);
                switch (e) {
                    case 'n' -> sb.append('\n');
                    case 't' -> sb.append('\t');
                    case 'r' -> sb.append('\r');
                    case 'u' -> {
                        if (i + 4 > s.length()) {
                            throw error("bad \\u escape");
                        }
                        sb.append((char) Integer.parseInt(s.substring(i, i + 4), 16));
                        i += 4;
                    }
                    default -> sb.append(e);
                }
            } else {
                sb.append(ch);
            }
        }
        if (i >= s.length()) {
            throw error("unterminated string");
        }
        i++;
        return sb.toString();
    }

    private String word() {
        skipSpace();
        int start = i;
        while (i < s.length() && ",:]}".indexOf(s.charAt(i)) < 0 && !Character.isWhitespace(s.charAt(i))) {
            i++;
        }
        if (start == i) {
            throw error("expected a value");
        }
        return s.substring(start, i);
    }

    private JsonNode bare() {
        String w = word();
        switch (w) {
            case "t", "true" -> {
                return JsonNodeFactory.instance.booleanNode(true);
            }
            case "f", "false" -> {
                return JsonNodeFactory.instance.booleanNode(false);
            }
            case "n", "null", "undefined" -> {
                return JsonNodeFactory.instance.nullNode();
            }
            default -> {
            }
        }
        if (w.matches("-?\\d+")) {
            return w.length() < 10 ? JsonNodeFactory.instance.numberNode(Integer.parseInt(w)) : JsonNodeFactory.instance.textNode(w);
        }
        if (w.matches("-?\\d*\\.\\d+([eE][-+]?\\d+)?|-?\\d+[eE][-+]?\\d+")) {
            return JsonNodeFactory.instance.numberNode(Double.parseDouble(w));
        }
        if (w.matches("#[0-9A-Fa-f]")) {
            return JsonNodeFactory.instance.textNode("#" + w.substring(1).repeat(6));
        }
        return JsonNodeFactory.instance.textNode(w);
    }
}
