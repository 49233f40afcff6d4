package dev.satdoku.cli.stats;

import java.util.ArrayList;
import java.util.List;

/**
 * A table of strings rendered three ways: aligned text (numbers right-aligned), CSV (RFC 4180 quoting)
 * or GitHub markdown. Columns whose cells all look numeric are right-aligned.
 */
public final class Table {

    public enum Format { TEXT, CSV, MARKDOWN }

    private final List<String> headers;
    private final List<List<String>> rows = new ArrayList<>();

    public Table(List<String> headers) {
        this.headers = List.copyOf(headers);
    }

    public void add(List<String> row) {
        if (row.size() != headers.size()) {
            throw new IllegalArgumentException(row.size() + " cells for " + headers.size() + " columns");
        }
        rows.add(List.copyOf(row));
    }

    /**
     * The rows as records for JSON, one map per row keyed by the column names; a cell written as a
     * number ("1,234", "0.25") becomes that number, anything else ("log", ">30,000") stays text.
     */
    public List<java.util.Map<String, Object>> records() {
        List<java.util.Map<String, Object>> out = new ArrayList<>();
        for (List<String> r : rows) {
            java.util.Map<String, Object> m = new java.util.LinkedHashMap<>();
            for (int c = 0; c < headers.size(); c++) {
                String v = r.get(c);
                String digits = v.replace(",", "");
                Object value = v;
                if (digits.matches("-?[0-9]+")) {
                    value = Long.parseLong(digits);
                } else if (digits.matches("-?[0-9]*\\.[0-9]+")) {
                    value = Double.parseDouble(digits);
                }
                m.put(headers.get(c), value);
            }
            out.add(m);
        }
        return out;
    }

    public String render(Format format) {
        return switch (format) {
            case TEXT -> text();
            case CSV -> csv();
            case MARKDOWN -> markdown();
        };
    }

    private boolean numeric(int col) {
        boolean any = false;
        for (List<String> r : rows) {
            String v = r.get(col);
            if (v.isEmpty()) {
                continue;
            }
            if (!v.matches("[-+]?[0-9][0-9,]*(\\.[0-9]+)?")) {
                return false;
            }
            any = true;
        }
        return any;
    }

    private String text() {
        int[] width = new int[headers.size()];
        for (int c = 0; c < width.length; c++) {
            width[c] = headers.get(c).length();
            for (List<String> r : rows) {
                width[c] = Math.max(width[c], r.get(c).length());
            }
        }
        StringBuilder sb = new StringBuilder();
        line(sb, headers, width, c -> numeric(c));
        List<String> rule = new ArrayList<>();
        for (int w : width) {
            rule.add("-".repeat(w));
        }
        line(sb, rule, width, c -> false);
        for (List<String> r : rows) {
            line(sb, r, width, c -> numeric(c));
        }
        return sb.toString();
    }

    private static void line(StringBuilder sb, List<String> cells, int[] width, java.util.function.IntPredicate right) {
        StringBuilder l = new StringBuilder();
        for (int c = 0; c < cells.size(); c++) {
            String v = cells.get(c);
            String pad = " ".repeat(width[c] - v.length());
            l.append(c == 0 ? "" : "  ").append(right.test(c) ? pad + v : v + pad);
        }
        sb.append(l.toString().stripTrailing()).append('\n');
    }

    private String csv() {
        StringBuilder sb = new StringBuilder();
        sb.append(String.join(",", headers.stream().map(Table::quote).toList())).append('\n');
        for (List<String> r : rows) {
            sb.append(String.join(",", r.stream().map(v -> quote(v.replace(",", ""))).toList())).append('\n');
        }
        return sb.toString();
    }

    private static String quote(String v) {
        return v.contains(",") || v.contains("\"") || v.contains("\n") ? "\"" + v.replace("\"", "\"\"") + "\"" : v;
    }

    private String markdown() {
        StringBuilder sb = new StringBuilder();
        sb.append("| ").append(String.join(" | ", headers)).append(" |\n|");
        for (int c = 0; c < headers.size(); c++) {
            sb.append(numeric(c) ? "---:|" : "---|");
        }
        sb.append('\n');
        for (List<String> r : rows) {
            sb.append("| ").append(String.join(" | ", r.stream().map(v -> v.replace("|", "\\|")).toList())).append(" |\n");
        }
        return sb.toString();
    }
}
