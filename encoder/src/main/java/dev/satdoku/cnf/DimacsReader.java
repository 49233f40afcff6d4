package dev.satdoku.cnf;

import dev.satdoku.syntax.InputException;
import dev.satdoku.syntax.Origin;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Reads DIMACS CNF files (including satdoku's {@code c var} meaning comments) and solver models in
 * the forms solvers print them: SAT-competition output ({@code s ...} and {@code v ...} lines),
 * MiniSat's result file ({@code SAT} then the literals), MiniSat's console (a verdict, never a model)
 * and a bare list of literals.
 */
public final class DimacsReader {

    private DimacsReader() {
    }

    /** A parsed CNF: declared sizes, the clauses and the variable meanings found in comments. */
    public record DimacsCnf(int declaredVars, int declaredClauses, List<int[]> clauses, Map<Integer, String> meanings) {
    }

    /** Solver verdict in a model file. */
    public enum Status { SATISFIABLE, UNSATISFIABLE, UNKNOWN }

    /**
     * A parsed model: the verdict and, when satisfiable, the literals the solver printed.
     * {@code valuesPrinted} is false when the output held a verdict but no value line at all (MiniSat's
     * console, a solver run with model printing off): an empty model is then not a model of nothing,
     * only a missing one. {@code minisatConsole} says the output was MiniSat's console, which never
     * holds the model (MiniSat writes it only to its result file).
     */
    public record Model(Status status, int[] literals, boolean valuesPrinted, boolean minisatConsole) {

        public Model(Status status, int[] literals) {
            this(status, literals, literals.length > 0, false);
        }

        /** value[v] for v in 1..maxVar: true when literal v was printed positive. */
        public boolean[] values(int maxVar) {
            boolean[] values = new boolean[maxVar + 1];
            for (int lit : literals) {
                if (lit > 0 && lit <= maxVar) {
                    values[lit] = true;
                }
            }
            return values;
        }
    }

    public static DimacsCnf readCnf(Reader in, String source) throws IOException {
        BufferedReader reader = new BufferedReader(in);
        int declaredVars = -1;
        int declaredClauses = -1;
        List<int[]> clauses = new ArrayList<>();
        Map<Integer, String> meanings = new HashMap<>();
        List<Integer> current = new ArrayList<>();
        String line;
        int lineNo = 0;
        while ((line = reader.readLine()) != null) {
            lineNo++;
            String t = line.strip();
            if (t.isEmpty() || t.startsWith("%")) {
                continue;
            }
            if (t.startsWith("c")) {
                String[] parts = t.split("\\s+", 4);
                if (parts.length == 4 && parts[0].equals("c") && parts[1].equals("var")) {
                    try {
                        meanings.put(Integer.parseInt(parts[2]), parts[3]);
                    } catch (NumberFormatException e) {
                        // an ordinary comment that happens to start with "c var"
                    }
                }
                continue;
            }
            Origin at = new Origin(source, lineNo, 1, line);
            if (t.startsWith("p")) {
                String[] parts = t.split("\\s+");
                if (parts.length != 4 || !parts[1].equals("cnf")) {
                    throw new InputException(at, "expected 'p cnf VARIABLES CLAUSES', found '" + t + "'");
                }
                if (declaredVars >= 0) {
                    throw new InputException(at, "second 'p' line");
                }
                declaredVars = parseInt(parts[2], at, line);
                declaredClauses = parseInt(parts[3], at, line);
                continue;
            }
            if (declaredVars < 0) {
                throw new InputException(at, "clause before the 'p cnf' header");
            }
            int col = 0;
            for (String tok : t.split("\\s+")) {
                col = line.indexOf(tok, col) + 1;
                int lit = parseInt(tok, at.atColumn(col), line);
                if (lit == 0) {
                    clauses.add(current.stream().mapToInt(Integer::intValue).toArray());
                    current.clear();
                } else {
                    if (Math.abs(lit) > declaredVars) {
                        throw new InputException(at.atColumn(col), "literal " + lit + " exceeds the " + declaredVars + " declared variables");
                    }
                    current.add(lit);
                }
            }
        }
        if (declaredVars < 0) {
            throw new InputException(Origin.of(source), "no 'p cnf' header: not a DIMACS CNF file");
        }
        if (!current.isEmpty()) {
            clauses.add(current.stream().mapToInt(Integer::intValue).toArray());
        }
        return new DimacsCnf(declaredVars, declaredClauses, clauses, meanings);
    }

    /**
     * The lines of MiniSat's console (and of solvers built on it) around its verdict: a warning, the
     * framed statistics tables, and the closing "name : value" statistics. None of them can be
     * mistaken for a literal line, so skipping them loses nothing.
     */
    private static final Pattern MINISAT_CONSOLE = Pattern.compile(
            "WARNING: for repeatability.*|=+(\\[ [^\\]]* \\]=+)?|\\|.*\\||Solved by (unit propagation|simplification)"
                    + "|\\*\\*\\* INTERRUPTED \\*\\*\\*|Reading from standard input.*"
                    + "|(restarts|conflicts|decisions|propagations|conflict literals|Memory used|CPU time) +:.*");

    public static Model readModel(Reader in, String source) throws IOException {
        BufferedReader reader = new BufferedReader(in);
        Status status = null;
        List<Integer> lits = new ArrayList<>();
        boolean sawValues = false;
        boolean minisatConsole = false;
        String line;
        int lineNo = 0;
        while ((line = reader.readLine()) != null) {
            lineNo++;
            String t = line.strip();
            if (t.isEmpty() || t.startsWith("c ") || t.equals("c")) {
                continue;
            }
            if (!sawValues && MINISAT_CONSOLE.matcher(t).matches()) {
                minisatConsole = true;
                continue;
            }
            Origin at = new Origin(source, lineNo, 1, line);
            String body = t;
            if (t.startsWith("s ")) {
                status = parseStatus(t.substring(2).strip(), at);
                continue;
            }
            if (status == null && !sawValues && (t.equals("SAT") || t.equals("UNSAT") || t.equals("INDET")
                    || t.equals("SATISFIABLE") || t.equals("UNSATISFIABLE") || t.equals("UNKNOWN")
                    || t.equals("INDETERMINATE"))) {
                status = parseStatus(t, at);
                continue;
            }
            if (t.startsWith("v ") || t.equals("v")) {
                body = t.substring(1);
            }
            int col = 0;
            for (String tok : body.strip().split("\\s+")) {
                if (tok.isEmpty()) {
                    continue;
                }
                col = line.indexOf(tok, col) + 1;
                int lit = parseInt(tok, at.atColumn(col), line);
                sawValues = true;
                if (lit != 0) {
                    lits.add(lit);
                }
            }
        }
        if (status == null) {
            if (!sawValues) {
                throw new InputException(Origin.of(source), "empty model file: expected 's SATISFIABLE' and 'v' lines, a MiniSat result, or a list of literals");
            }
            status = Status.SATISFIABLE;
        }
        // A satisfiable CNF without variables (simplification decided everything) has an empty model.
        return new Model(status, lits.stream().mapToInt(Integer::intValue).toArray(), sawValues, minisatConsole);
    }

    private static Status parseStatus(String word, Origin at) {
        return switch (word) {
            case "SATISFIABLE", "SAT" -> Status.SATISFIABLE;
            case "UNSATISFIABLE", "UNSAT" -> Status.UNSATISFIABLE;
            case "UNKNOWN", "INDET", "INDETERMINATE" -> Status.UNKNOWN;
            default -> throw new InputException(at, "unknown solver status '" + word + "'");
        };
    }

    private static int parseInt(String tok, Origin at, String line) {
        try {
            return Integer.parseInt(tok);
        } catch (NumberFormatException e) {
            throw new InputException(at, "expected an integer, found '" + tok + "'");
        }
    }
}
