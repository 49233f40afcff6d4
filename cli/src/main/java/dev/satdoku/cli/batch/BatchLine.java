package dev.satdoku.cli.batch;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.satdoku.format.GivenConflicts;
import dev.satdoku.format.LineFormat;
import dev.satdoku.format.PuzzleReader;
import dev.satdoku.model.Puzzle;
import dev.satdoku.syntax.DigitCodec;
import dev.satdoku.syntax.InputException;
import dev.satdoku.syntax.Origin;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;

/**
 * One input line of a batch, turned into a puzzle. A line is one of:
 * <ul>
 *   <li>a one-line puzzle: N*N cell characters, anything after the first blank ignored;</li>
 *   <li>a JSON object with a {@code puzzle} field holding a one-line puzzle or native-format text;</li>
 *   <li>the path of a puzzle file in the native format (relative paths are taken from the folder
 *       of the list file), holding exactly one puzzle.</li>
 * </ul>
 * Errors are {@link InputException}s that name the list file, the line and, where it helps, the
 * column; the batch turns them into error results and goes on.
 *
 * @param number 1-based line number in the input
 * @param text   the line as read
 */
public record BatchLine(long number, String text) {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** Blank lines and {@code #} comments carry no puzzle (they still count for line numbers). */
    public boolean isPuzzle() {
        String t = text.strip();
        return !t.isEmpty() && !t.startsWith("#");
    }

    /** The puzzle as the user wrote it: the one-line word, the JSON puzzle field or the path. */
    public String shown() {
        String t = text.strip();
        if (t.startsWith("{")) {
            try {
                JsonNode p = JSON.readTree(t).get("puzzle");
                return p != null && p.isTextual() ? p.asText() : t;
            } catch (JsonProcessingException e) {
                return t;
            }
        }
        int end = 0;
        while (end < t.length() && !Character.isWhitespace(t.charAt(end))) {
            end++;
        }
        return t.substring(0, end);
    }

    /** Reads the puzzle, rejecting clashing givens as {@code solve} does. */
    public Puzzle parse(String source, Path baseDir) {
        Origin at = new Origin(source, Math.toIntExact(Math.min(number, Integer.MAX_VALUE)), 1, text);
        if (text.indexOf('\uFFFD') >= 0) {
            throw new InputException(at.atColumn(text.indexOf('\uFFFD') + 1), "not UTF-8 text");
        }
        String t = text.strip();
        Puzzle puzzle = t.startsWith("{") ? fromJson(t, at) : fromWord(at, baseDir);
        GivenConflicts.requireNone(puzzle);
        return puzzle;
    }

    private Puzzle fromWord(Origin at, Path baseDir) {
        String word = shown();
        if (!plainDigits(word)) {
            Path file = resolve(word, baseDir);
            if (file != null && Files.isRegularFile(file)) {
                return fromFile(file, at);
            }
        }
        if (LineFormat.sizeForLength(word.length()) < 0 && looksLikePath(word)) {
            throw new InputException(at, "no such puzzle file: " + word + " (a batch line is a one-line puzzle, a JSON "
                    + "object or the path of a puzzle file)");
        }
        return LineFormat.parse(text, at);
    }

    /** A slash, or a file extension, on a word whose length is no puzzle size: a missing file, not a bad puzzle. */
    private static boolean looksLikePath(String word) {
        return word.indexOf('/') >= 0 || word.indexOf('\\') >= 0 || word.matches(".*\\.[A-Za-z][A-Za-z0-9]*");
    }

    /** Digits, '.', '0' and '_' only: a puzzle line, never a file name worth a look-up. */
    private static boolean plainDigits(String word) {
        for (int i = 0; i < word.length(); i++) {
            char ch = word.charAt(i);
            if (!(ch >= '0' && ch <= '9' || ch == '.' || ch == '_')) {
                return false;
            }
        }
        return LineFormat.sizeForLength(word.length()) > 0;
    }

    private static Path resolve(String word, Path baseDir) {
        try {
            Path p = Path.of(word);
            return p.isAbsolute() || baseDir == null ? p : baseDir.resolve(p);
        } catch (InvalidPathException e) {
            return null;
        }
    }

    private Puzzle fromFile(Path file, Origin at) {
        List<Puzzle> puzzles;
        try {
            puzzles = PuzzleReader.readFile(file, false);
        } catch (IOException e) {
            throw new InputException(at, "cannot read " + file + ": " + e.getMessage());
        }
        if (puzzles.size() != 1) {
            throw new InputException(at, file + " holds " + puzzles.size() + " puzzles; a batch line names a file with one "
                    + "puzzle (give a list of one-line puzzles to batch directly)");
        }
        return puzzles.get(0);
    }

    private Puzzle fromJson(String t, Origin at) {
        JsonNode node;
        try {
            node = JSON.readTree(t);
        } catch (JsonProcessingException e) {
            throw new InputException(at.atColumn(Math.max(1, (int) e.getLocation().getColumnNr())),
                    "not valid JSON: " + e.getOriginalMessage());
        }
        JsonNode p = node.get("puzzle");
        if (p == null || !p.isTextual()) {
            throw new InputException(at, "a JSON line needs a \"puzzle\" field holding the puzzle as text");
        }
        String body = p.asText();
        String name = at.source() + ":" + at.line();
        if (!body.strip().contains("\n") && isCellWord(body.strip())) {
            Puzzle puzzle = LineFormat.parse(body, new Origin(name + " puzzle", 1, 1, body));
            return puzzle.withName(name);
        }
        if (body.isBlank()) {
            throw new InputException(at, "the \"puzzle\" field is empty");
        }
        List<Puzzle> puzzles = PuzzleReader.readText(body, name + " puzzle", false);
        if (puzzles.size() != 1) {
            throw new InputException(at, "the \"puzzle\" field holds " + puzzles.size() + " puzzles; give one per line");
        }
        return puzzles.get(0).withName(name);
    }

    private static boolean isCellWord(String word) {
        int end = 0;
        while (end < word.length() && !Character.isWhitespace(word.charAt(end))) {
            end++;
        }
        for (int i = 0; i < end; i++) {
            if (DigitCodec.decode(word.charAt(i)) < 0) {
                return false;
            }
        }
        return end > 0;
    }
}
