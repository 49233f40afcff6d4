package dev.satdoku.format;

import dev.satdoku.model.Puzzle;
import dev.satdoku.syntax.DigitCodec;
import dev.satdoku.syntax.InputException;
import dev.satdoku.syntax.InputLimits;
import dev.satdoku.syntax.Origin;
import dev.satdoku.syntax.Tokenizer;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Turns whatever the user gave as PUZZLE into puzzles: a file path, {@code -} for standard input, or
 * the puzzle text itself on the command line. The format is detected from the content: a registered
 * importer's format, the native format (first word is a keyword), or N*N-character lines (one puzzle
 * per line). Input must be UTF-8 text of at most {@link #MAX_INPUT_BYTES}.
 */
public final class PuzzleReader {

    public static final long MAX_INPUT_BYTES = InputLimits.MAX_INPUT_BYTES;

    private static final List<PuzzleImporter> IMPORTERS = new CopyOnWriteArrayList<>();

    static {
        ServiceLoader.load(PuzzleImporter.class).forEach(IMPORTERS::add);
    }

    private PuzzleReader() {
    }

    /** Adds an importer (importers found through {@link ServiceLoader} are registered at start-up). */
    public static void register(PuzzleImporter importer) {
        IMPORTERS.add(importer);
    }

    public static List<PuzzleImporter> importers() {
        return List.copyOf(IMPORTERS);
    }

    /** Reads a PUZZLE argument and rejects clashing givens. */
    public static List<Puzzle> readArgument(String arg, InputStream stdin) throws IOException {
        return readArgument(arg, stdin, true);
    }

    public static List<Puzzle> readArgument(String arg, InputStream stdin, boolean rejectGivenConflicts) throws IOException {
        return readArgument(arg, stdin, rejectGivenConflicts, ReadChoices.NONE);
    }

    /** As {@link #readArgument(String, InputStream, boolean)}, with corrections to how drawn elements are read. */
    public static List<Puzzle> readArgument(String arg, InputStream stdin, boolean rejectGivenConflicts, ReadChoices choices)
            throws IOException {
        Input input = readInput(arg, stdin);
        return readText(input.text(), input.source(), rejectGivenConflicts, choices);
    }

    /** The text of a PUZZLE argument and what to call it in messages: a file, standard input, or the argument itself. */
    public record Input(String text, String source) {
    }

    /** Reads a PUZZLE argument's text without parsing it (for commands that convert rather than solve). */
    public static Input readInput(String arg, InputStream stdin) throws IOException {
        if (arg.equals("-")) {
            return new Input(decode(readLimited(stdin, "<stdin>"), "<stdin>"), "<stdin>");
        }
        Path path = Path.of(arg.length() > 4096 ? "-" : sanitize(arg));
        if (arg.length() <= 4096 && Files.isDirectory(path)) {
            throw new InputException(Origin.of(arg), "is a directory, not a puzzle file");
        }
        if (arg.length() <= 4096 && Files.isRegularFile(path)) {
            return new Input(readFileText(path), path.toString());
        }
        String inline = arg.strip();
        if (looksInline(inline)) {
            return new Input(inline, "<argument>");
        }
        // A word of cell characters was meant as a grid: say how far it is from one.
        String length = inline.matches("[0-9._*-]+") ? ", and this one has " + inline.length() : "";
        throw new InputException(Origin.of(arg), "no such file (and not a puzzle string either: a one-line puzzle has N*N characters, "
                + "for example 81 for 9x9" + length + "; links and strings of the formats in the README are accepted too)");
    }

    private static String sanitize(String arg) {
        return arg.indexOf('\0') >= 0 ? "-" : arg;
    }

    private static boolean looksInline(String text) {
        if (text.isEmpty()) {
            return false;
        }
        if (text.contains("\n") || LineFormat.looksLikePuzzle(text)) {
            return true;
        }
        for (PuzzleImporter importer : IMPORTERS) {
            if (importer.accepts(text)) {
                return true;
            }
        }
        return false;
    }

    public static List<Puzzle> readFile(Path path) throws IOException {
        return readFile(path, true);
    }

    public static List<Puzzle> readFile(Path path, boolean rejectGivenConflicts) throws IOException {
        return readText(readFileText(path), path.toString(), rejectGivenConflicts);
    }

    private static String readFileText(Path path) throws IOException {
        String source = path.toString();
        long size;
        try {
            size = Files.size(path);
        } catch (NoSuchFileException e) {
            throw new InputException(Origin.of(source), "no such file");
        }
        if (size > MAX_INPUT_BYTES) {
            throw new InputException(Origin.of(source), "file is " + size + " bytes; puzzle input is limited to " + MAX_INPUT_BYTES
                    + " bytes (use 'satdoku batch' for long puzzle lists)");
        }
        byte[] bytes;
        try (InputStream in = Files.newInputStream(path)) {
            bytes = readLimited(in, source);
        }
        return decode(bytes, source);
    }

    private static byte[] readLimited(InputStream in, String source) throws IOException {
        byte[] bytes = in.readNBytes((int) MAX_INPUT_BYTES + 1);
        if (bytes.length > MAX_INPUT_BYTES) {
            throw new InputException(Origin.of(source), "input exceeds " + MAX_INPUT_BYTES + " bytes");
        }
        return bytes;
    }

    /** Strict UTF-8 decoding with a clear message for binary data. */
    public static String decode(byte[] bytes, String source) {
        for (int i = 0; i < bytes.length; i++) {
            if (bytes[i] == 0) {
                throw new InputException(Origin.of(source), "binary data, not a puzzle (NUL byte at offset " + i + ")");
            }
        }
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        try {
            String text = decoder.decode(ByteBuffer.wrap(bytes)).toString();
            return text.startsWith("\uFEFF") ? text.substring(1) : text;
        } catch (CharacterCodingException e) {
            throw new InputException(Origin.of(source), "not UTF-8 text (binary data?): " + e.getMessage());
        }
    }

    public static List<Puzzle> readText(String text, String source) {
        return readText(text, source, true);
    }

    public static List<Puzzle> readText(String text, String source, boolean rejectGivenConflicts) {
        return readText(text, source, rejectGivenConflicts, ReadChoices.NONE);
    }

    /** As {@link #readText(String, String, boolean)}, with corrections to how drawn elements are read. */
    public static List<Puzzle> readText(String text, String source, boolean rejectGivenConflicts, ReadChoices choices) {
        List<Puzzle> puzzles = parse(text, source, choices);
        if (rejectGivenConflicts) {
            puzzles.forEach(GivenConflicts::requireNone);
        }
        return puzzles;
    }

    /** The name {@link #formatOf} gives text read by the native parser. */
    public static final String NATIVE = "native";
    /** The name {@link #formatOf} gives one-puzzle-per-line text. */
    public static final String LINES = "one-line";

    /**
     * The format the text is read in, as {@link #readText} decides it: an importer's {@link PuzzleImporter#name()},
     * {@link #LINES} for one puzzle per line, or {@link #NATIVE} (also for empty text, which no format reads).
     */
    public static String formatOf(String text) {
        for (PuzzleImporter importer : IMPORTERS) {
            if (importer.accepts(text)) {
                return importer.name();
            }
        }
        return lineListStart(text.split("\r\n|\n|\r", -1)) >= 0 ? LINES : NATIVE;
    }

    private static List<Puzzle> parse(String text, String source, ReadChoices choices) {
        for (PuzzleImporter importer : IMPORTERS) {
            if (importer.accepts(text)) {
                return withFormat(importer.read(text, source, choices), importer.describe(text));
            }
        }
        String[] lines = text.split("\r\n|\n|\r", -1);
        if (firstWordLine(lines) < 0) {
            throw new InputException(Origin.of(source), "empty input: no puzzle found");
        }
        int start = lineListStart(lines);
        return start >= 0 ? withFormat(lineList(lines, start, source), "puzzle string")
                : withFormat(List.of(NativeParser.parse(text, source)), NATIVE_PUZZLE);
    }

    /** The first line holding a word, -1 when there is none. */
    private static int firstWordLine(String[] lines) {
        for (int i = 0; i < lines.length; i++) {
            if (!Tokenizer.tokenize(lines[i]).isEmpty()) {
                return i;
            }
        }
        return -1;
    }

    /** Where a one-puzzle-per-line list starts (its first word a line of cell characters, not a keyword), or -1: native text. */
    private static int lineListStart(String[] lines) {
        int i = firstWordLine(lines);
        if (i < 0) {
            return -1;
        }
        String first = Tokenizer.tokenize(lines[i]).get(0).text();
        if (NativeParser.isKeyword(first)) {
            return -1;
        }
        return first.chars().allMatch(ch -> DigitCodec.isCellChar((char) ch)) && !first.matches("[A-Za-z].*")
                || LineFormat.looksLikePuzzle(first) ? i : -1;
    }

    /** How a puzzle read by the native parser is described where it has no title or file name. */
    private static final String NATIVE_PUZZLE = "native puzzle";

    /** The puzzles with the format they were read in (an importer's own answer wins). */
    private static List<Puzzle> withFormat(List<Puzzle> puzzles, String format) {
        List<Puzzle> out = new ArrayList<>();
        for (Puzzle p : puzzles) {
            out.add(p.metadata().format() != null ? p : p.withMetadata(p.metadata().withFormat(format)));
        }
        return out;
    }

    private static List<Puzzle> lineList(String[] lines, int from, String source) {
        List<Puzzle> out = new ArrayList<>();
        for (int i = from; i < lines.length; i++) {
            String body = Tokenizer.stripComment(lines[i]);
            if (body.isBlank()) {
                continue;
            }
            out.add(LineFormat.parse(body, new Origin(source, i + 1, 1, lines[i])));
        }
        if (out.size() == 1) {
            out.set(0, out.get(0).withName(source));
        }
        return out;
    }
}
