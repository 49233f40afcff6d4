package dev.satdoku.rules.modern;

import dev.satdoku.encode.EncodingContext;
import dev.satdoku.encode.IntVar;
import dev.satdoku.model.Cell;
import java.util.List;
import java.util.function.IntUnaryOperator;
import java.util.stream.IntStream;

/**
 * The shape shared by entropic, modular and parity lines: the digits fall into p classes (thirds,
 * residues mod m, odd/even) and every p consecutive cells of the line hold p different classes; a
 * line shorter than p holds different classes throughout.
 *
 * <p>With exactly p classes, "every window of p has distinct classes" is the same as "the first p
 * cells have distinct classes and cells p apart share their class" (two overlapping windows miss
 * the same class). So the encoding makes one auxiliary literal per line position modulo p and class,
 * {@code g[q][k]} = "the cells at positions q, q+p, q+2p... hold a class-k digit", ties every cell
 * to its literal in both directions (so the literals are functions of the digits), and puts an
 * at-most-one over each class across the first p positions. Cells p apart share literals instead of
 * being linked by equivalences: fewer variables and clauses, the same propagation.
 *
 * @param p       the period, which is also the number of classes
 * @param classOf the class (0..p-1) of each value minValue..maxValue
 * @param names   class names for auxiliary-variable meanings ("1-3", "mod 3 = 1")
 */
record PeriodicClasses(int p, IntUnaryOperator classOf, List<String> names) {

    void encode(EncodingContext ctx, List<Cell> line) {
        int[][] digitsOf = new int[p][];
        for (int k = 0; k < p; k++) {
            int cls = k;
            digitsOf[k] = IntStream.rangeClosed(ctx.layout().minValue(), ctx.layout().maxValue()).filter(d -> classOf.applyAsInt(d) == cls).toArray();
        }
        int positions = Math.min(p, line.size());
        int[][] g = new int[positions][p];
        for (int q = 0; q < positions; q++) {
            String where = line.get(q) + (line.size() > q + p ? " and every " + p + "th cell after it" : "");
            for (int k = 0; k < p; k++) {
                g[q][k] = ctx.newVar(ctx.family() + ": " + where + " in " + names.get(k));
            }
        }
        for (int i = 0; i < line.size(); i++) {
            IntVar x = ctx.cell(line.get(i));
            int[] lits = g[i % p];
            for (int k = 0; k < p; k++) {
                int[] back = new int[digitsOf[k].length + 1];
                back[0] = -lits[k];
                for (int j = 0; j < digitsOf[k].length; j++) {
                    ctx.clause(-x.eq(digitsOf[k][j]), lits[k]);
                    back[j + 1] = x.eq(digitsOf[k][j]);
                }
                ctx.clause(back);
            }
        }
        for (int k = 0; k < p; k++) {
            int[] column = new int[positions];
            for (int q = 0; q < positions; q++) {
                column[q] = g[q][k];
            }
            ctx.atMostOne(column);
        }
    }

}
