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
