package dev.satdoku.cnf;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.satdoku.encode.CnfSize;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CnfTest {

    @Test
    void constantsAreResolvedOnInsertion() {
        Cnf cnf = new Cnf();
        cnf.vars().allocate(3, i -> "x" + (i + 1));
        short t = cnf.tag("test");
        cnf.add(t, 1, Lits.FALSE, -2);
        cnf.add(t, 3, Lits.TRUE);
        cnf.add(t, Lits.FALSE);
        assertEquals(2, cnf.clauseCount());
        assertArrayEquals(new int[] {1, -2}, cnf.clause(0));
        assertArrayEquals(new int[] {}, cnf.clause(1));
        assertEquals(2, cnf.literalCount());
    }

    @Test
    void rejectsLiteralsOutsideThePool() {
        Cnf cnf = new Cnf();
        cnf.vars().newVar("a");
        assertThrows(IllegalArgumentException.class, () -> cnf.add(cnf.tag("t"), 1, 2));
        assertThrows(IllegalArgumentException.class, () -> cnf.add(cnf.tag("t"), 0));
        assertEquals(0, cnf.clauseCount());
    }

    @Test
    void countsPerFamily() {
        Cnf cnf = new Cnf();
        cnf.vars().allocate(4, i -> "v" + i);
        cnf.add(cnf.tag("cells"), 1, 2, 3);
        cnf.add(cnf.tag("houses"), -1, -2);
        cnf.add(cnf.tag("cells"), 4);
        Map<String, CnfSize> byFamily = CnfSize.byFamily(cnf);
        assertEquals(new CnfSize(0, 2, 4), byFamily.get("cells"));
        assertEquals(new CnfSize(0, 1, 2), byFamily.get("houses"));
        assertEquals(new CnfSize(4, 3, 6), CnfSize.of(cnf));
    }

    @Test
    void variablesKeepTheirMeaning() {
        VarPool pool = new VarPool();
        int a = pool.allocate(729, i -> "cell" + i);
        int b = pool.newVar("extra");
        int c = pool.allocate(10, i -> "order" + i);
        assertEquals(1, a);
        assertEquals(730, b);
        assertEquals("cell0", pool.name(1));
        assertEquals("cell728", pool.name(729));
        assertEquals("extra", pool.name(730));
        assertEquals("order9", pool.name(c + 9));
        assertThrows(IllegalArgumentException.class, () -> pool.name(741));
    }
}
