package dev.satdoku.rules.modern;

import dev.satdoku.encode.EncodingOptions;
import dev.satdoku.encoding.SkyscraperEncoding;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Layout;
import dev.satdoku.rules.Rule;
import dev.satdoku.sat.RuleEquivalence;
import java.util.ArrayList;
import java.util.List;

/**
 * What the encoding tests of clues outside the grid (skyscrapers, indexers, hidden skyscrapers,
 * numbered rooms) share: the full row or column a clue looks along, and the exactness check of its
 * CNF over that scope under every at-most-one encoding.
 */
final class OutsideClues {

    static final Layout FOUR = Layout.standard(4);

    private OutsideClues() {
    }

    /** Row r (1-based) of an n-wide grid, left to right. */
    static List<Cell> row(int r, int n) {
        List<Cell> out = new ArrayList<>();
        for (int c = 1; c <= n; c++) {
            out.add(Cell.of1(r, c));
        }
        return out;
    }

    /** Column c (1-based) of an n-high grid, top to bottom. */
    static List<Cell> column(int c, int n) {
        List<Cell> out = new ArrayList<>();
        for (int r = 1; r <= n; r++) {
            out.add(Cell.of1(r, c));
        }
        return out;
    }

    /**
     * The rules' CNF, alone, admits exactly the assignments of the scope their checks accept; with a
     * skyscraper among them, under every skyscraper encoding too.
     */
    static void exact(Layout layout, List<Rule> rules, List<Cell> scope) {
        List<EncodingOptions> variants = new ArrayList<>(RuleEquivalence.amoVariants());
        if (rules.stream().anyMatch(r -> r instanceof Skyscraper)) {
            for (SkyscraperEncoding encoding : SkyscraperEncoding.values()) {
                for (EncodingOptions o : RuleEquivalence.amoVariants()) {
                    variants.add(o.with(EncodingOptions.SKYSCRAPER, encoding));
                }
            }
        }
        RuleEquivalence.assertExact(layout, rules, scope, variants.stream().distinct().toList());
    }

    static void exact(Layout layout, Rule rule, List<Cell> scope) {
        exact(layout, List.of(rule), scope);
    }
}
