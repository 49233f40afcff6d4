package dev.satdoku.batch;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.satdoku.format.GivenConflicts;
import dev.satdoku.format.LineFormat;
import dev.satdoku.format.PuzzleImporter;
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
import java.util.regex.Pattern;

/**
 * One input line of a batch, turned into a puzzle. A line is anything a PUZZLE argument may be
 * that fits on one line:
 * <ul>
 *   <li>a one-line puzzle: N*N cell characters, anything after the first blank ignored;</li>
 *   <li>a JSON object with a {@code puzzle} field holding any PUZZLE text (a one-line puzzle,
 *       native-format text, a link, an ISS string, ...);</li>
 *   <li>an f-puzzles or SudokuPad JSON document on one line;</li>
 *   <li>an f-puzzles, SudokuPad or Interactive Sudoku Solver link, an f-puzzles payload or an ISS
 *       string, read by the same importers as a PUZZLE argument;</li>
 *   <li>the path of a puzzle file in any format PUZZLE reads (relative paths are taken from the
 *       folder of the list file), holding exactly one puzzle.</li>
 * </ul>
 * Errors are {@link InputException}s that name the list file, the line and, where it helps, the
 * column; the batch turns them into error results and goes on.
 *
 * @param number 1-based line number in the input
 * @param text   the line as read
 */
public record BatchLine(long number, String text) {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** The start of SudokuPad's zipped form: {@code {id:'...'} and the like, not JSON. */
    private static final Pattern UNQUOTED_KEY = Pattern.compile("^\\{\\s*[A-Za-z_$][\\w$]*\\s*:");

    /** Blank lines and {@code #} comments carry no puzzle (they still count for line numbers). */
    public boolean isPuzzle() {
        String t = text.strip();
        return !t.isEmpty() && !t.startsWith("#");
    }

    /** The puzzle as the user wrote it: the one-line word, link or path, the JSON puzzle field, or the ISS string. */
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
        String word = t.substring(0, end);
        if (isIssString(t) && !plainDigits(word)) {
            return t; // ISS ignores the blanks inside its strings: all of the line is the puzzle
        }
        return word;
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
        if (plainDigits(word)) {
            return LineFormat.parse(text, at); // the common case, kept clear of file look-ups and importers
        }
        Path file = resolve(word, baseDir);
        if (file != null && Files.isRegularFile(file)) {
            return fromFile(file, at);
        }
        String t = text.strip();
        if (imported(t)) {
            return fromImporter(t, at);
        }
        if (!t.equals(word) && imported(word)) {
            return fromImporter(word, at); // a link or payload followed by a note
        }
        if (LineFormat.sizeForLength(word.length()) < 0 && looksLikePath(word)) {
            throw new InputException(at, "no such puzzle file: " + word + " (a batch line is a one-line puzzle, a link, an "
                    + "ISS string, a JSON object or the path of a puzzle file)");
        }
        return LineFormat.parse(text, at);
    }

    /** True when an importer of a foreign format (links, payloads, ISS strings, JSON documents) claims the text. */
    private static boolean imported(String t) {
        for (PuzzleImporter importer : PuzzleReader.importers()) {
            if (importer.accepts(t)) {
                return true;
            }
        }
        return false;
    }

    /**
     * An f-puzzles document (size, grid) or a SudokuPad one (cells, regions, cages): the keys every
     * such document has. Any other object without a puzzle field is a mistake about the batch line's
     * own JSON form, and is told so rather than read as a broken f-puzzles document.
     */
    private static boolean isPuzzleDocument(JsonNode node) {
        for (String key : List.of("size", "grid", "cells", "regions", "cages")) {
            if (node.has(key)) {
                return true;
            }
        }
        return false;
    }

    /** ISS strings begin with a '.' item and use '~' between their parts, which no cell character is. */
    private static boolean isIssString(String t) {
        return t.startsWith(".") && t.indexOf('~') > 0;
    }

    /**
     * Reads the line (or its first word) as the PUZZLE argument would be read. The importer's own
     * location (the f-puzzles key, the ISS item, the column) is kept, placed on this line of the list.
     */
    private Puzzle fromImporter(String body, Origin at) {
        String inner = at.source() + ":" + at.line();
        List<Puzzle> puzzles;
        try {
            puzzles = PuzzleReader.readText(body, inner, false);
        } catch (InputException e) {
            Origin o = e.origin();
            if (o == null || !o.source().equals(inner)) {
                throw e;
            }
            int column = o.column() > 0 && o.line() <= 1 ? o.column() + text.indexOf(body) : 1;
            throw new InputException(at.atColumn(Math.max(1, column)), e.detail(), e);
        }
        if (puzzles.size() != 1) {
            throw new InputException(at, "holds " + puzzles.size() + " puzzles; a batch line holds one");
        }
        return puzzles.get(0).withName(inner);
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
            if (UNQUOTED_KEY.matcher(t).find() && imported(t)) {
                return fromImporter(t, at); // SudokuPad's own zipped form, JavaScript-like with unquoted keys
            }
            int column = e.getLocation() == null ? 0 : e.getLocation().getColumnNr();
            throw new InputException(at.atColumn(Math.max(1, column + text.indexOf(t))), "not valid JSON: " + jsonProblem(e));
        }
        JsonNode p = node.get("puzzle");
        if (p == null && isPuzzleDocument(node) && imported(t)) {
            return fromImporter(t, at); // an f-puzzles or SudokuPad document written on one line
        }
        if (p == null || !p.isTextual()) {
            throw new InputException(at, "a JSON line needs a \"puzzle\" field holding the puzzle as text (or is an "
                    + "f-puzzles or SudokuPad document)");
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

    /**
     * What the JSON parser objected to, in its words but without its location suffix (which names
     * the parser's input source and repeats line and column, given separately here) and on one line.
     */
    static String jsonProblem(JsonProcessingException e) {
        String m = e.getOriginalMessage();
        if (m == null || m.isBlank()) {
            return "malformed JSON";
        }
        int cut = m.length();
        for (String marker : List.of("\n", "\r", " (start marker at", " at [Source", "[Source:", " (for ")) {
            int at = m.indexOf(marker);
            if (at >= 0 && at < cut) {
                cut = at;
            }
        }
        String clean = m.substring(0, cut).strip();
        while (clean.endsWith(":") || clean.endsWith(";") || clean.endsWith(",")) {
            clean = clean.substring(0, clean.length() - 1).strip();
        }
        return clean.isEmpty() ? "malformed JSON" : clean;
    }

    private static boolean isCellWord(String word) {
        int end = 0;
        while (end < word.length() && !Character.isWhitespace(word.charAt(end))) {
            end++;
        }
        for (int i = 0; i < end; i++) {
            if (!DigitCodec.isCellChar(word.charAt(i))) {
                return false;
            }
        }
        return end > 0;
    }
}
