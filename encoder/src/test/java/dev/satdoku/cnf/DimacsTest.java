package dev.satdoku.cnf;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.syntax.InputException;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

class DimacsTest {

    @Test
    void writeThenReadGivesTheSameClausesAndMeanings() throws Exception {
        Cnf cnf = new Cnf();
        cnf.vars().allocate(3, i -> "r1c" + (i + 1) + "=1");
        short t = cnf.tag("t");
        cnf.add(t, 1, -2, 3);
        cnf.add(t, -3);
        cnf.add(t);
        StringWriter out = new StringWriter();
        DimacsWriter.write(cnf, List.of("header line", "second\nthird"), out);
        String text = out.toString();
        assertTrue(text.startsWith("c header line\nc second\nc third\nc var 1 r1c1=1\n"), text);
        assertTrue(text.contains("p cnf 3 3\n1 -2 3 0\n-3 0\n0\n"), text);
        DimacsReader.DimacsCnf back = DimacsReader.readCnf(new StringReader(text), "x.cnf");
        assertEquals(3, back.declaredVars());
        assertEquals(3, back.declaredClauses());
        assertEquals(3, back.clauses().size());
        assertArrayEquals(new int[] {1, -2, 3}, back.clauses().get(0));
        assertArrayEquals(new int[] {}, back.clauses().get(2));
        assertEquals("r1c2=1", back.meanings().get(2));
    }

    @Test
    void readsModelsInEveryCommonForm() throws Exception {
        DimacsReader.Model competition = DimacsReader.readModel(new StringReader("c comment\ns SATISFIABLE\nv 1 -2\nv 3 0\n"), "m");
        assertEquals(DimacsReader.Status.SATISFIABLE, competition.status());
        assertArrayEquals(new boolean[] {false, true, false, true}, competition.values(3));
        DimacsReader.Model minisat = DimacsReader.readModel(new StringReader("SAT\n-1 2 -3 0\n"), "m");
        assertArrayEquals(new int[] {-1, 2, -3}, minisat.literals());
        assertEquals(DimacsReader.Status.UNSATISFIABLE, DimacsReader.readModel(new StringReader("s UNSATISFIABLE\n"), "m").status());
        assertEquals(DimacsReader.Status.UNSATISFIABLE, DimacsReader.readModel(new StringReader("UNSAT\n"), "m").status());
        assertEquals(DimacsReader.Status.SATISFIABLE, DimacsReader.readModel(new StringReader("1 2 -3 0"), "m").status());
    }

    /**
     * MiniSat's console (its lines as MiniSat 2.2 prints them) carries a verdict and no model; it used
     * to stop at "WARNING:". Its statistics lines are skipped, its verdict read, and the model marked missing.
     */
    @Test
    void readsMiniSatsConsoleAsAVerdictWithoutModel() throws Exception {
        String console = "WARNING: for repeatability, setting FPU to use double precision\n"
                + "============================[ Problem Statistics ]=============================\n"
                + "|  Number of variables:            64                                         |\n"
                + "===============================================================================\n"
                + "Solved by unit propagation\n"
                + "restarts              : 1\n"
                + "conflicts             : 0              (0 /sec)\n"
                + "conflict literals     : 0              (-nan % deleted)\n"
                + "Memory used           : 13.00 MB\n"
                + "CPU time              : 0.000925 s\n\n";
        for (String verdict : List.of("SATISFIABLE", "UNSATISFIABLE", "INDETERMINATE")) {
            DimacsReader.Model m = DimacsReader.readModel(new StringReader(console + verdict + "\n"), "m");
            assertEquals(verdict.equals("SATISFIABLE") ? DimacsReader.Status.SATISFIABLE
                    : verdict.equals("UNSATISFIABLE") ? DimacsReader.Status.UNSATISFIABLE : DimacsReader.Status.UNKNOWN,
                    m.status(), verdict);
            assertTrue(m.minisatConsole() && !m.valuesPrinted(), verdict);
        }
        DimacsReader.Model result = DimacsReader.readModel(new StringReader("SAT\n-1 2 0\n"), "m");
        assertTrue(result.valuesPrinted() && !result.minisatConsole());
        // Console lines are not a licence for junk: a word where literals belong is still an error.
        InputException e = assertThrows(InputException.class,
                () -> DimacsReader.readModel(new StringReader("SAT\n1 2 0\nrestarts : 1\n"), "m"));
        assertTrue(e.getMessage().contains("expected an integer"), e.getMessage());
    }

    @Test
    void malformedFilesNameLineAndColumn() {
        InputException e = assertThrows(InputException.class,
                () -> DimacsReader.readModel(new StringReader("s SATISFIABLE\nv 1 x 0\n"), "model.txt"));
        assertEquals("model.txt:2:5: expected an integer, found 'x'", e.getMessage());
        e = assertThrows(InputException.class, () -> DimacsReader.readModel(new StringReader("s MAYBE\n"), "m"));
        assertTrue(e.getMessage().contains("unknown solver status"), e.getMessage());
        e = assertThrows(InputException.class, () -> DimacsReader.readModel(new StringReader(""), "m"));
        assertTrue(e.getMessage().contains("empty model file"), e.getMessage());
        e = assertThrows(InputException.class, () -> DimacsReader.readCnf(new StringReader("1 2 0\n"), "f.cnf"));
        assertEquals("f.cnf:1:1: clause before the 'p cnf' header", e.getMessage());
        e = assertThrows(InputException.class, () -> DimacsReader.readCnf(new StringReader("p cnf 2 1\n1 3 0\n"), "f.cnf"));
        assertEquals("f.cnf:2:3: literal 3 exceeds the 2 declared variables", e.getMessage());
    }
}
