package dev.satdoku.cnf;

import java.io.IOException;
import java.io.Writer;
import java.util.List;

/**
 * Writes a {@link Cnf} in DIMACS: comment lines first (free header lines, then one
 * {@code c var <n> <meaning>} line per variable so that any solver's model can be decoded without
 * satdoku), then {@code p cnf}, then one clause per line.
 */
public final class DimacsWriter {

    private DimacsWriter() {
    }

    public static void write(Cnf cnf, List<String> header, Writer out) throws IOException {
        StringBuilder sb = new StringBuilder(1 << 16);
        for (String line : header) {
            for (String part : line.split("\n", -1)) {
                sb.append("c ").append(part).append('\n');
            }
        }
        VarPool vars = cnf.vars();
        for (int v = 1; v <= vars.size(); v++) {
            sb.append("c var ").append(v).append(' ').append(vars.name(v)).append('\n');
            flushIfLarge(sb, out);
        }
        sb.append("p cnf ").append(cnf.numVars()).append(' ').append(cnf.clauseCount()).append('\n');
        for (int c = 0; c < cnf.clauseCount(); c++) {
            for (int p = cnf.start(c), e = cnf.end(c); p < e; p++) {
                sb.append(cnf.lit(p)).append(' ');
            }
            sb.append("0\n");
            flushIfLarge(sb, out);
        }
        out.write(sb.toString());
        out.flush();
    }

    private static void flushIfLarge(StringBuilder sb, Writer out) throws IOException {
        if (sb.length() > (1 << 16)) {
            out.write(sb.toString());
            sb.setLength(0);
        }
    }
}
