package dev.satdoku.rules.relation;

import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.sat.RuleEquivalence;
import java.util.List;
import java.util.Random;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.BiPredicate;
import org.junit.jupiter.api.Test;

/**
 * The relation's CNF, alone on a small grid, admits exactly the assignments its check accepts, for
 * chains and groups, symmetric and one-sided tables, under each cell and at-most-one encoding.
 */
class RelationEncodingTest {

    private static final Layout FOUR = Layout.standard(4);
    private static final Layout FIVE = Layout.standard(5);

    private static SortedMap<Integer, SortedSet<Integer>> table(int n, BiPredicate<Integer, Integer> allows) {
        SortedMap<Integer, SortedSet<Integer>> t = new TreeMap<>();
        for (int a = 1; a <= n; a++) {
            SortedSet<Integer> bs = new TreeSet<>();
            for (int b = 1; b <= n; b++) {
                if (allows.test(a, b)) {
                    bs.add(b);
                }
            }
            t.put(a, bs);
        }
        return t;
    }

    private static void exact(Layout layout, Relation r, List<Cell> scope) {
        RuleEquivalence.assertExact(layout, List.of(r), scope, RuleEquivalence.amoVariants());
    }

    private static final List<Cell> LINE = List.of(Cell.of1(1, 1), Cell.of1(1, 2), Cell.of1(2, 2), Cell.of1(3, 4), Cell.of1(4, 4));

    @Test
    void chainsAndGroupsOfNamedRelations() {
        var oddEvenThermo = table(5, (a, b) -> a < b && a % 2 == b % 2);
        exact(FIVE, Relation.of(true, oddEvenThermo, LINE.subList(0, 3)), LINE.subList(0, 3));
        var farApart = table(5, (a, b) -> Math.abs(a - b) > 1);
        exact(FIVE, Relation.of(false, farApart, LINE.subList(0, 4)), LINE.subList(0, 4));
        exact(FOUR, Relation.of(true, farApart.headMap(5), LINE), LINE);
    }

    @Test
    void randomOneSidedTablesAndAChainThatComesBack() {
        Random random = new Random(15);
        for (int round = 0; round < 6; round++) {
            var t = table(4, (a, b) -> random.nextInt(3) > 0);
            exact(FOUR, Relation.of(round % 2 == 0, t, LINE.subList(0, 4)), LINE.subList(0, 4));
        }
        // a value that allows nothing (1 here) is ruled out everywhere but the last cell of a chain
        var noOne = table(4, (a, b) -> a > 1 && b != a);
        exact(FOUR, Relation.of(true, noOne, LINE.subList(0, 3)), LINE.subList(0, 3));
        List<Cell> back = List.of(Cell.of1(1, 1), Cell.of1(1, 2), Cell.of1(2, 2), Cell.of1(1, 1));
        exact(FOUR, Relation.of(true, table(4, (a, b) -> a < b || a == 4), back), back.subList(0, 3));
    }
}
