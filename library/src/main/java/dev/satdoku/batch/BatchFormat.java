package dev.satdoku.batch;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.satdoku.sat.Answers;
import dev.satdoku.sat.Difficulty;
import dev.satdoku.syntax.DigitCodec;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * How batch results are written: one CSV row or one JSON object per puzzle, or a readable grid
 * block. Every result is rendered to whole lines before it is written, so an interrupted batch
 * never leaves half a line.
 */
public enum BatchFormat {

    /** One comma-separated row per puzzle, after a header row. */
    CSV {
        @Override
        public String header() {
            return "line,puzzle,status,solution,count,variables,clauses,micros,error,warnings,complete,unread\n";
        }

        @Override
        public String header(boolean rated) {
            return rated ? header().replace("\n", ",hardest,total,steps,deductions,case_split\n") : header();
        }

        @Override
        public String render(BatchResult r, boolean rated) {
            String row = render(r);
            if (!rated) {
                return row;
            }
            Difficulty d = r.rating();
            return row.substring(0, row.length() - 1) + (d == null ? ",,,,," : "," + d.hardest() + "," + d.total() + ","
                    + d.steps() + "," + d.deductions() + "," + d.needsCaseSplit()) + "\n";
        }

        @Override
        public String render(BatchResult r) {
            return r.line() + "," + csv(r.puzzle()) + "," + r.status() + "," + r.solution() + "," + r.count() + ","
                    + r.variables() + "," + r.clauses() + "," + r.micros() + "," + csv(r.error()) + ","
                    + csv(String.join(WARNING_SEPARATOR, r.warnings())) + "," + (r.isError() ? "" : r.complete()) + ","
                    + csv(String.join(WARNING_SEPARATOR, r.unread())) + "\n";
        }
    },

    /** One JSON object per line (the records the Spark job writes too). */
    JSONL {
        @Override
        public String render(BatchResult r) {
            Map<String, Object> m = Answers.begin("batch");
            m.put("line", r.line());
            m.put("puzzle", r.puzzle());
            m.put("status", r.status());
            if (r.isError()) {
                m.put("error", r.error());
            } else {
                if (!r.solution().isEmpty()) {
                    m.put("solution", Answers.solution(digits(r.solution())));
                }
                m.put("count", r.count());
                m.put("variables", r.variables());
                m.put("clauses", r.clauses());
                m.put("complete", r.complete());
                if (!r.complete()) {
                    m.put("unread", r.unread());
                }
            }
            m.put("micros", r.micros());
            m.put("warnings", r.warnings());
            if (r.rating() != null) {
                m.put("difficulty", r.rating().fields());
            }
            try {
                return MAPPER.writeValueAsString(m) + "\n";
            } catch (JsonProcessingException e) {
                throw new IllegalStateException(e);
            }
        }
    },

    /** A block per puzzle for people rather than programs: the line, its status and the solution. */
    GRID {
        @Override
        public String render(BatchResult r) {
            StringBuilder sb = new StringBuilder();
            sb.append("line ").append(r.line()).append(": ").append(r.status());
            if (r.isError()) {
                return sb.append(": ").append(escapeControls(r.error())).append("\n\n").toString();
            }
            sb.append("  [").append(r.variables()).append(" variables, ").append(r.clauses()).append(" clauses, ")
                    .append(r.micros()).append(" us]\n");
            for (String w : r.warnings()) {
                sb.append("warning: ").append(escapeControls(w)).append('\n');
            }
            for (String u : r.unread()) {
                sb.append("not read (the status is about the rules read): ").append(escapeControls(u)).append('\n');
            }
            if (r.rating() != null) {
                sb.append("difficulty: ").append(r.rating().text()).append('\n');
            }
            String s = r.solution();
            int n = (int) Math.round(Math.sqrt(s.length()));
            for (int row = 0; row < n && !s.isEmpty(); row++) {
                for (int col = 0; col < n; col++) {
                    sb.append(col == 0 ? "" : " ").append(s.charAt(row * n + col));
                }
                sb.append('\n');
            }
            return sb.append('\n').toString();
        }
    };

    private static final ObjectMapper MAPPER = new ObjectMapper();

    /** Between the warnings of one puzzle in the csv warnings column (jsonl keeps them as an array). */
    static final String WARNING_SEPARATOR = "; ";

    /** Written once before the first result ("" for none). */
    public String header() {
        return "";
    }

    /** Written once before the first result; with {@code rated}, for results that carry difficulty columns. */
    public String header(boolean rated) {
        return header();
    }

    /** One result as whole lines, newline included. */
    public abstract String render(BatchResult r);

    /**
     * One result, with the difficulty columns of a rated batch ({@code batch --rate}: empty where a
     * puzzle has no rating) in the formats that have fixed columns; JSONL and grid show a rating
     * whenever a result has one.
     */
    public String render(BatchResult r, boolean rated) {
        return render(r);
    }

    /** The name {@code satdoku batch --format} takes. */
    public String cliName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * RFC 4180 quoting when the field needs it, after {@link #escapeControls}: a garbage line's NUL
     * or escape bytes must not reach a spreadsheet or terminal raw, and every row stays one line.
     */
    /** A solution line's values: every cell is filled, so '0' is the value 0 (decoding with a lowest value of 0). */
    static int[] digits(String line) {
        int[] out = new int[line.length()];
        for (int i = 0; i < out.length; i++) {
            out[i] = DigitCodec.decode(line.charAt(i), 0);
        }
        return out;
    }

    static String csv(String raw) {
        String field = escapeControls(raw);
        if (field.indexOf(',') < 0 && field.indexOf('"') < 0 && field.indexOf('\n') < 0 && field.indexOf('\r') < 0) {
            return field;
        }
        return "\"" + field.replace("\"", "\"\"") + "\"";
    }

    /**
     * Control characters (C0, DEL and C1, line breaks and tabs included) written as JSON writes them: a
     * backslash, u, four hex digits (NUL becomes backslash-u-0000). Every other character, a backslash
     * too, stays as it is.
     */
    static String escapeControls(String text) {
        StringBuilder sb = null;
        for (int i = 0; i < text.length(); i++) {
            char ch = text.charAt(i);
            if (Character.isISOControl(ch)) {
                if (sb == null) {
                    sb = new StringBuilder(text.length() + 16).append(text, 0, i);
                }
                sb.append(String.format(Locale.ROOT, "\\u%04X", (int) ch));
            } else if (sb != null) {
                sb.append(ch);
            }
        }
        return sb == null ? text : sb.toString();
    }
}
