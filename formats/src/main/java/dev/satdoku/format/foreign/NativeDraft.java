package dev.satdoku.format.foreign;

import dev.satdoku.model.Cell;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Collects the native lines an importer generates, each with its provenance. */
public final class NativeDraft {

    private final List<DraftLine> lines = new ArrayList<>();
    private final Map<Cell, Provenance> givenFrom = new LinkedHashMap<>();
    private final List<String> warnings = new ArrayList<>();
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

    public Translation build(String format, String source) {
        return new Translation(format, source, lines, givenFrom, warnings, solution);
    }
}
