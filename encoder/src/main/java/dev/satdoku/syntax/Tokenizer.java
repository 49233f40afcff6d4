package dev.satdoku.syntax;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits a native-format line into tokens: whitespace separates words, commas separate list items
 * (except inside {@code name=value} options, whose values may be comma lists), and {@code |}
 * separates groups. Everything from {@code #} on is a comment.
 */
public final class Tokenizer {

    private Tokenizer() {
    }

    public static String stripComment(String line) {
        int hash = line.indexOf('#');
        return hash < 0 ? line : line.substring(0, hash);
    }

    public static List<Token> tokenize(String line) {
        String body = stripComment(line);
        List<Token> out = new ArrayList<>();
        int i = 0;
        int n = body.length();
        while (i < n) {
            char ch = body.charAt(i);
            if (Character.isWhitespace(ch)) {
                i++;
                continue;
            }
            int start = i;
            while (i < n && !Character.isWhitespace(body.charAt(i))) {
                i++;
            }
            split(body.substring(start, i), start + 1, out);
        }
        return out;
    }

    private static void split(String word, int column, List<Token> out) {
        if (word.indexOf('=') > 0) {
            out.add(new Token(word, column));
            return;
        }
        int start = 0;
        for (int i = 0; i <= word.length(); i++) {
            boolean end = i == word.length();
            char ch = end ? ',' : word.charAt(i);
            if (ch == ',' || ch == '|') {
                if (i > start) {
                    out.add(new Token(word.substring(start, i), column + start));
                }
                if (ch == '|') {
                    out.add(new Token("|", column + i));
                }
                start = i + 1;
            }
        }
    }
}
