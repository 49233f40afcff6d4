package dev.satdoku.format.foreign;

import dev.satdoku.model.Cell;
import dev.satdoku.model.Decoration;
import dev.satdoku.model.ReadItem;
import dev.satdoku.syntax.DigitCodec;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Collects the native lines an importer generates, each with its provenance. */
public final class NativeDraft {

    private final List<DraftLine> lines = new ArrayList<>();
    private final Map<Cell, Provenance> givenFrom = new LinkedHashMap<>();
    private final List<String> warnings = new ArrayList<>();
    private final List<String> unread = new ArrayList<>();
    private final List<ReadItem> reading = new ArrayList<>();
    private final List<Decoration> decorations = new ArrayList<>();
    private int[] solution;

    /** A directive or rule line. */
    public NativeDraft line(String text, Provenance from) {
        if (text.indexOf('\n') >= 0 || text.indexOf('\r') >= 0) {
            throw new IllegalArgumentException("a native line cannot contain a line break: " + text);
        }
        lines.add(new DraftLine(text, from, true));
        return this;
    }

    /**
     * A metadata directive ({@code title}, {@code author}, {@code ruleset}); blank values are left out.
     * Rules text keeps its line breaks as one {@code ruleset} line per line.
     */
    public NativeDraft text(String directive, String value, Provenance from) {
        if (value == null || value.isBlank()) {
            return this;
        }
        if (directive.equals("ruleset")) {
            for (String l : value.strip().split("\r\n|\n|\r", -1)) {
                line(("ruleset " + l).stripTrailing(), from);
            }
        } else {
            line(directive + " " + value.replaceAll("[\r\n]+", " ").strip(), from);
        }
        return this;
    }

    /** A block header ({@code givens}, {@code regions}) and its rows. */
    public NativeDraft block(String header, List<String> rows, Provenance from) {
        line(header, from);
        for (String row : rows) {
            lines.add(new DraftLine(row, from, false));
        }
        return this;
    }

    /** An empty cell in {@link #givens(int, int, int, int[], Provenance)}: not 0, a value on 0-based grids. */
    public static final int EMPTY = DigitCodec.EMPTY;

    /**
     * A {@code givens} block for an n x n grid holding 1..n (row-major digits, 0 for empty, as the
     * square importers keep them).
     */
    public NativeDraft givens(int n, int[] digits, Provenance from) {
        int[] values = digits.clone();
        for (int i = 0; i < values.length; i++) {
            values[i] = values[i] == 0 ? EMPTY : values[i];
        }
        return givens(n, n, n, values, from);
    }

    /**
     * A {@code givens} block for an R x C grid whose values go up to {@code maxValue} (row-major values,
     * {@link #EMPTY} for empty): one character per cell while values stay below 10, numbers separated
     * by spaces above. Nothing is written when there is no given.
     */
    public NativeDraft givens(int rowCount, int cols, int maxValue, int[] digits, Provenance from) {
        boolean any = false;
        for (int d : digits) {
            any |= d != EMPTY;
        }
        if (!any) {
            return this;
        }
        List<String> rows = new ArrayList<>();
        for (int r = 0; r < rowCount; r++) {
            StringBuilder sb = new StringBuilder();
            for (int c = 0; c < cols; c++) {
                int d = digits[r * cols + c];
                if (maxValue <= 9) {
                    sb.append(DigitCodec.encode(d));
                } else {
                    sb.append(c > 0 ? " " : "").append(d == EMPTY ? "." : Integer.toString(d));
                }
            }
            rows.add(sb.toString());
        }
        return block("givens", rows, from);
    }

    /**
     * A {@code regions} block: region numbers 0..n-1 per cell (row-major), -1 for a cell in no region.
     * Symbols are digits and letters, so no row can be mistaken for a keyword.
     */
    public NativeDraft regions(int n, int[] regionOf, Provenance from) {
        return regions(n, n, regionOf, from);
    }

    /** A {@code regions} block for an R x C grid. */
    public NativeDraft regions(int rowCount, int cols, int[] regionOf, Provenance from) {
        String symbols = "123456789ABCDEFGHIJKLMNOP";
        List<String> rows = new ArrayList<>();
        for (int r = 0; r < rowCount; r++) {
            StringBuilder sb = new StringBuilder();
            for (int c = 0; c < cols; c++) {
                int g = regionOf[r * cols + c];
                sb.append(g < 0 ? '.' : symbols.charAt(g));
            }
            rows.add(sb.toString());
        }
        return block("regions", rows, from);
    }

    /** Records where a given digit came from (for conflicting-givens errors and the checker). */
    public NativeDraft givenFrom(Cell cell, Provenance from) {
        givenFrom.put(cell, from);
        return this;
    }

    public NativeDraft warn(String warning) {
        if (!warnings.contains(warning)) {
            warnings.add(warning);
        }
        return this;
    }

    public NativeDraft solution(int[] digits) {
        this.solution = digits == null ? null : digits.clone();
        return this;
    }

    /**
     * Something that could be a rule and was not read, counted and named ("3 blue circles"), with why:
     * a warning, and what makes every verdict say it is about the rules read.
     */
    public NativeDraft unread(String what) {
        if (!unread.contains(what)) {
            unread.add(what);
        }
        return this;
    }

    /** How one drawn element was read. */
    public NativeDraft reading(ReadItem item) {
        reading.add(item);
        return this;
    }

    /** Something the foreign picture draws without a rule, drawn the same way and never encoded. */
    public NativeDraft decoration(Decoration d) {
        decorations.add(d);
        return this;
    }

    public Translation build(String format, String source) {
        return new Translation(format, source, lines, givenFrom, warnings, solution, unread, reading, decorations);
    }
}
