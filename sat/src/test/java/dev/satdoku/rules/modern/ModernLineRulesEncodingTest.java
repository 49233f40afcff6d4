package dev.satdoku.rules.modern;

import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.rules.Rule;
import dev.satdoku.sat.RuleEquivalence;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Each line rule's CNF, alone on a small grid, admits exactly the digit assignments of its cells that
 * its check accepts (digits may repeat here: no houses), under every at-most-one encoding.
 */
class ModernLineRulesEncodingTest {

    private static final Layout FOUR = Layout.standard(4);
    private static final Layout SIX = Layout.standard(6);

    /** A line snaking r1c1 r1c2 r2c3 r3c3 r3c2 ...: straight, diagonal and backwards steps. */
    private static List<Cell> snake(int length) {
        List<Cell> all = List.of(Cell.of1(1, 1), Cell.of1(1, 2), Cell.of1(2, 3), Cell.of1(3, 3), Cell.of1(3, 2), Cell.of1(4, 1));
        return all.subList(0, length);
    }

    private static void exact(Layout layout, Rule rule, List<Cell> scope) {
        RuleEquivalence.assertExact(layout, List.of(rule), scope, RuleEquivalence.amoVariants());
    }

    @Test
    void whisper() {
        for (int diff = 1; diff <= 5; diff++) {
            exact(SIX, new WhisperLine(snake(4), diff), snake(4));
        }
        exact(FOUR, new WhisperLine(snake(5), 2), snake(5));
        exact(FOUR, new WhisperLine(snake(2), 3), snake(2));
    }

    /** The snake's first {@code length} cells and then its first cell again: a closed loop. */
    private static List<Cell> loop(int length) {
        List<Cell> cells = new java.util.ArrayList<>(snake(length));
        cells.add(cells.get(0));
        return List.copyOf(cells);
    }

    @Test
    void loopsGoRound() {
        for (int length = 3; length <= 5; length++) {
            exact(SIX, new WhisperLine(loop(length), 2), snake(length));
            exact(SIX, new ParityLine(loop(length)), snake(length));
            exact(SIX, new SameDifferenceLine(loop(length)), snake(length));
            exact(SIX, new EntropicLine(loop(length)), snake(length));
            exact(SIX, new ModularLine(loop(length), 2), snake(length));
            exact(SIX, new ModularLine(loop(length), 3), snake(length));
        }
        exact(SIX, new EntropicLine(loop(6)), snake(6));
        exact(SIX, new ModularLine(loop(6), 3), snake(6));
        exact(SIX, new ModularLine(loop(3), 4), snake(3)); // shorter than the window: a window holds a cell twice
    }

    @Test
    void nabner() {
        exact(SIX, new NabnerLine(snake(4)), snake(4));
        exact(SIX, new NabnerLine(snake(2)), snake(2));
        exact(FOUR, new NabnerLine(snake(3)), snake(3)); // only 1 3 / 2 4 pairs fit: three cells never do
        exact(Layout.standard(9), new NabnerLine(snake(4)), snake(4));
    }

    @Test
    void entropic() {
        for (int length = 2; length <= 5; length++) {
            exact(SIX, new EntropicLine(snake(length)), snake(length));
        }
        exact(Layout.standard(9), new EntropicLine(snake(4)), snake(4));
        exact(Layout.standard(3), new EntropicLine(List.of(Cell.of1(1, 1), Cell.of1(2, 2), Cell.of1(3, 3))),
                List.of(Cell.of1(1, 1), Cell.of1(2, 2), Cell.of1(3, 3)));
    }

    @Test
    void modular() {
        for (int length = 2; length <= 5; length++) {
            exact(SIX, new ModularLine(snake(length), 3), snake(length));
        }
        exact(SIX, new ModularLine(snake(5), 2), snake(5));
        exact(SIX, new ModularLine(snake(5), 4), snake(5));
        exact(SIX, new ModularLine(snake(4), 6), snake(4)); // shorter than m: residues distinct throughout
        exact(FOUR, new ModularLine(snake(6), 4), snake(6));
    }

    @Test
    void parity() {
        exact(FOUR, new ParityLine(snake(6)), snake(6));
        exact(Layout.standard(5), new ParityLine(snake(4)), snake(4));
        exact(SIX, new ParityLine(snake(2)), snake(2));
    }

    @Test
    void samediff() {
        for (int length = 2; length <= 5; length++) {
            exact(SIX, new SameDifferenceLine(snake(length)), snake(length));
        }
        exact(FOUR, new SameDifferenceLine(snake(6)), snake(6));
    }

    @Test
    void differenceCount() {
        for (int length = 2; length <= 6; length++) {
            exact(SIX, new DifferenceCountLine(snake(length)), snake(length));
        }
        exact(FOUR, new DifferenceCountLine(snake(6)), snake(6));
        exact(Layout.standard(9), new DifferenceCountLine(snake(4)), snake(4));
    }

    @Test
    void lockout() {
        for (int diff = 1; diff <= 5; diff++) {
            exact(SIX, new LockoutLine(snake(4), diff), snake(4));
        }
        exact(SIX, new LockoutLine(snake(2), 3), snake(2));
        exact(SIX, new LockoutLine(snake(5), 4), snake(5));
        exact(FOUR, new LockoutLine(snake(6), 2), snake(6));
    }

    @Test
    void rulesSharingCellsKeepTheirOwnAuxiliaries() {
        // Entropic, modular and parity all use per-position class literals; on one line they must not mix.
        List<Cell> line = snake(5);
        RuleEquivalence.assertExact(SIX, List.of(new EntropicLine(line), new ModularLine(line.subList(1, 5), 2),
                new SameDifferenceLine(line.subList(0, 3))), line, RuleEquivalence.amoVariants());
        RuleEquivalence.assertExact(FOUR, List.of(new ParityLine(snake(4)), new LockoutLine(snake(3), 2),
                new WhisperLine(snake(6).subList(3, 6), 2)), snake(6), RuleEquivalence.amoVariants());
    }
}
