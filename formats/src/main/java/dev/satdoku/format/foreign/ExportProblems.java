package dev.satdoku.format.foreign;

import dev.satdoku.syntax.InputException;
import dev.satdoku.syntax.Origin;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The rules an exporter could not write into a foreign format, each with where it was written and
 * why: without {@code --lossy} they become one error, with it the list of what was left out. Every
 * exporter reports through this one class, so refusals read alike whatever the target format.
 */
public final class ExportProblems {

    private final String format;
    private final List<Problem> problems = new ArrayList<>();

    /** @param format the target format as users name it ("f-puzzles", "ISS") */
    public ExportProblems(String format) {
        this.format = format;
    }

    /** A rule that could not be written: where, the rule as native text, and why. */
    public void add(Origin at, String rule, String reason) {
        problems.add(new Problem(at, rule, reason));
    }

    public boolean isEmpty() {
        return problems.isEmpty();
    }

    /** One entry per rule left out: "line 12: 'sum 19 r1c1 r2c1': reason". */
    public List<String> dropped() {
        return problems.stream().map(Problem::located).toList();
    }

    /** A rule that the format cannot state: where it was written, the rule, and why. */
    private record Problem(Origin at, String rule, String reason) {
        int line() {
            return at != null && at.known() ? at.line() : 0;
        }

        /** "line 12", or "line 1, column 40" where a column tells more (a one-line ISS string). */
        String where() {
            return "line " + line() + (at.column() > 1 ? ", column " + at.column() : "");
        }

        String located() {
            return (line() > 0 ? where() + ": " : "") + "'" + rule + "': " + reason;
        }
    }

    /**
     * The refusal. One problem is reported at its line; several are grouped by reason ("'sum 19 r1c1
     * r2c1' (line 5) and 53 more on lines 6-58: ...") so that a puzzle of 54 sums gets a readable message.
     *
     * @param hint what --lossy would do, appended to the message
     */
    public InputException error(String source, String hint) {
        if (problems.size() == 1) {
            Problem p = problems.get(0);
            return new InputException(p.at() != null ? p.at() : Origin.of(source), "cannot be written in " + format + ": '" + p.rule()
                    + "': " + p.reason() + hint);
        }
        Map<String, List<Problem>> byReason = new LinkedHashMap<>();
        problems.forEach(p -> byReason.computeIfAbsent(p.reason(), k -> new ArrayList<>()).add(p));
        List<String> parts = new ArrayList<>();
        byReason.forEach((reason, group) -> {
            Problem first = group.get(0);
            String head = "'" + first.rule() + "'" + (first.line() > 0 ? " (" + first.where() + ")" : "");
            if (group.size() > 1) {
                head += " and " + (group.size() - 1) + " more" + lines(group.subList(1, group.size()));
            }
            parts.add(head + ": " + reason);
        });
        return new InputException(Origin.of(source), problems.size() + " rules cannot be written in " + format + ": "
                + String.join("; ", parts) + hint);
    }

    /** " on lines 6-58, 60" for the known lines of a group, compressed into runs. */
    private static String lines(List<Problem> group) {
        List<Integer> lines = group.stream().map(Problem::line).filter(l -> l > 0).distinct().sorted().toList();
        if (lines.isEmpty() || lines.size() < group.size()) {
            return ""; // several on one line (a one-line import): line numbers would say nothing
        }
        List<String> runs = new ArrayList<>();
        int from = lines.get(0);
        int to = from;
        for (int l : lines.subList(1, lines.size())) {
            if (l != to + 1) {
                runs.add(from == to ? Integer.toString(from) : from + "-" + to);
                from = l;
            }
            to = l;
        }
        runs.add(from == to ? Integer.toString(from) : from + "-" + to);
        return (lines.size() == 1 ? " on line " : " on lines ") + String.join(", ", runs);
    }
}
