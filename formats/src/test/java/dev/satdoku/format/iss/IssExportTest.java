package dev.satdoku.format.iss;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.catalog.RuleCatalog;
import dev.satdoku.check.Checker;
import dev.satdoku.format.NativeParser;
import dev.satdoku.format.PuzzleReader;
import dev.satdoku.format.foreign.ExportNormalForm;
import dev.satdoku.format.foreign.ExportChecks;
import dev.satdoku.format.foreign.Translations;
import dev.satdoku.format.testing.Samples;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.rules.Rule;
import dev.satdoku.rules.RuleType;
import dev.satdoku.syntax.InputException;
import dev.satdoku.testing.Instance;
import dev.satdoku.testing.RuleExamples;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The ISS writer is the importer's inverse: every rule type of the catalogue either round-trips
 * (native -> ISS string -> importer -> the same puzzle, compared in {@link ExportNormalForm}) or is
 * refused with its listed reason; every ISS sample and ISS-derived instance reads back the same or is
 * refused with a reason; a rule ISS cannot state is an error naming it and its line.
 */
class IssExportTest {

    /** What every refusal says; anything else from the exporter is a bug. */
    private static final List<String> REFUSALS = List.of("cannot be written in ISS", "ISS cannot state", "the ISS writer does not write");

    private static Puzzle readBack(IssExport e) {
        return Translations.parse(IssTranslator.translate(e.text(), "exported"));
    }

    static Stream<RuleType> catalogue() {
        return RuleCatalog.all().stream();
    }

    /**
     * Driven by the catalogue: a rule type added without an ISS writer entry is neither written nor
     * listed in {@link IssWriters#WHY_NOT}, and fails here.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("catalogue")
    void everyRuleTypeRoundTripsOrIsListedAsNotExportable(RuleType type) {
        String example = RuleExamples.EXAMPLES.get(type.keyword());
        assertTrue(example != null, "an example for " + type.keyword());
        Puzzle p = NativeParser.parse(example, "example.sudoku");
        Rule rule = p.rules().get(p.rules().size() - 1);
        Class<?> record = rule.getClass();
        if (IssWriters.writes(record)) {
            IssExport e = IssExporter.export(p, false);
            assertEquals(List.of(), e.dropped());
            assertTrue(e.constraints().startsWith("."), e.constraints());
            assertEquals(ExportNormalForm.of(p), ExportNormalForm.of(readBack(e)), e.constraints());
            return;
        }
        String why = IssWriters.WHY_NOT.get(record.getSimpleName());
        assertTrue(why != null, record.getSimpleName() + " (" + type.keyword() + ") has neither an ISS writer nor a reason in IssWriters.WHY_NOT");
        InputException refused = assertThrows(InputException.class, () -> IssExporter.export(p, false));
        assertTrue(REFUSALS.stream().anyMatch(refused.getMessage()::contains), refused.getMessage());
        if (p.extraCells().isEmpty()) {
            assertTrue(refused.getMessage().contains(why), refused.getMessage());
        }
    }

    /** Every WHY_NOT entry names a record of the catalogue that has no writer: no stale reasons. */
    @Test
    void everyListedReasonNamesAnUnwrittenCatalogueRecord() {
        List<String> unwritten = new ArrayList<>();
        for (RuleType t : RuleCatalog.all()) {
            Puzzle p = NativeParser.parse(RuleExamples.EXAMPLES.get(t.keyword()), "example");
            Class<?> record = p.rules().get(p.rules().size() - 1).getClass();
            if (!IssWriters.writes(record)) {
                unwritten.add(record.getSimpleName());
            }
        }
        for (String name : IssWriters.WHY_NOT.keySet()) {
            assertTrue(unwritten.contains(name), name + " is listed as not exportable but is written or not in the catalogue");
        }
    }

    static Stream<Samples.IssPuzzle> issSamples() {
        return Samples.iss().stream();
    }

    /** ISS's own examples: imported, written back, imported again: the same puzzle, and the stored solution fits. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("issSamples")
    void issSamplesRoundTrip(Samples.IssPuzzle sample) {
        Puzzle p = PuzzleReader.readText(sample.input(), sample.name()).get(0);
        IssExport e;
        try {
            e = IssExporter.export(p, false);
        } catch (InputException refused) {
            assertTrue(REFUSALS.stream().anyMatch(refused.getMessage()::contains), refused.getMessage());
            System.out.println("not exportable to ISS: " + sample.name() + ": " + refused.detail());
            return;
        }
        Puzzle back = readBack(e);
        assertEquals(ExportNormalForm.of(p), ExportNormalForm.of(back));
        int[] digits = sample.solution().chars().map(ch -> ch >= 'A' ? ch - 'A' + (sample.solution().length() > 81 ? 1 : 10) : ch - '0').toArray();
        assertEquals(List.of(), Checker.check(back, new Solution(back.layout(), digits, Map.of(), null)));
    }

    static Stream<Instance> issInstances() {
        return Instance.everything().stream().filter(i -> i.name().startsWith("iss/"));
    }

    /** The instances converted from ISS puzzles: written as ISS and read back the same, or refused with a reason. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("issInstances")
    void issInstancesRoundTrip(Instance instance) {
        Puzzle p = instance.puzzle();
        IssExport e;
        try {
            e = IssExporter.export(p, false);
        } catch (InputException refused) {
            assertTrue(REFUSALS.stream().anyMatch(refused.getMessage()::contains), refused.getMessage());
            return;
        }
        Puzzle back = readBack(e);
        assertEquals(ExportNormalForm.of(p), ExportNormalForm.of(back));
        ExportChecks.storedSolutionsFit(instance, p, back);
    }

    /** Which instances export and which do not; bounded so that a mapping lost by accident fails here. */
    @Test
    void mostInstancesExport() {
        List<String> exported = ExportChecks.exportEveryInstance("ISS", p -> IssExporter.export(p, false)).exported();
        assertTrue(exported.size() >= 50, exported.size() + " instances exported: " + exported);
    }

    @Test
    void aRuleIssCannotStateIsAnErrorNamingTheRuleAndItsLine() {
        Puzzle p = NativeParser.parse("givens 5" + ".".repeat(80) + "\nthermo r1c1 r1c2\nantibishop\n", "bishop.sudoku");
        InputException e = assertThrows(InputException.class, () -> IssExporter.export(p, false));
        assertTrue(e.getMessage().startsWith("bishop.sudoku:3"), e.getMessage());
        assertTrue(e.getMessage().contains("cannot be written in ISS: 'antibishop': ISS has no anti-bishop"), e.getMessage());
        assertTrue(e.getMessage().contains("--lossy"), e.getMessage());
    }

    @Test
    void lossyLeavesTheRuleOutAndSaysSoInAComment() {
        Puzzle p = NativeParser.parse("givens 5" + ".".repeat(80) + "\nthermo r1c1 r1c2\nantibishop\n", "bishop.sudoku");
        IssExport e = IssExporter.export(p, true);
        assertEquals(1, e.dropped().size());
        assertTrue(e.dropped().get(0).startsWith("line 3: 'antibishop'"), e.dropped().get(0));
        assertEquals(".~R1C1_5.Thermo~R1C1~R1C2", e.constraints());
        assertTrue(e.text().contains("# - line 3: 'antibishop'"), e.text());
        assertEquals(1, readBack(e).rules().size());
    }

    @Test
    void aFormIssCannotStateIsRefusedWithTheReason() {
        Puzzle p = NativeParser.parse("white r1c1 r1c2 diff=2\n", "dots.sudoku");
        InputException e = assertThrows(InputException.class, () -> IssExporter.export(p, false));
        assertTrue(e.getMessage().contains("difference 1"), e.getMessage());
    }

    /**
     * ISS's AntiConsecutive holds on dotted pairs too; the native nonconsecutive exempts them. A black-dot
     * pair that also carries a two-cell nabner line is non-consecutive in both; a white dot never is.
     */
    @Test
    void nonconsecutiveIsAntiConsecutiveOnlyWhereDottedPairsAgree() {
        Puzzle agreed = NativeParser.parse("nonconsecutive\nblack r1c1 r1c2\nnabner r1c1 r1c2\n", "agreed.sudoku");
        IssExport e = IssExporter.export(agreed, false);
        assertTrue(e.constraints().contains(".AntiConsecutive") && e.constraints().contains(".BlackDot~R1C1~R1C2"), e.constraints());
        assertEquals(ExportNormalForm.of(agreed), ExportNormalForm.of(readBack(e)));
        Puzzle bare = NativeParser.parse("nonconsecutive\nblack r1c1 r1c2\n", "bare.sudoku");
        InputException refused = assertThrows(InputException.class, () -> IssExporter.export(bare, false));
        assertTrue(refused.getMessage().contains("'nonconsecutive': ISS's AntiConsecutive also holds on pairs with a kropki dot"),
                refused.getMessage());
        Puzzle white = NativeParser.parse("nonconsecutive\nwhite r1c1 r1c2\nnabner r1c1 r1c2\n", "white.sudoku");
        assertThrows(InputException.class, () -> IssExporter.export(white, false));
    }

    /** A sandwich on a 0-based grid has crusts 0 and N-1: written and read back like any other. */
    @Test
    void aSandwichOnAZeroBasedGridRoundTrips() {
        Puzzle p = NativeParser.parse("size 9\nvalues 0..8\nsandwich 10 r1\n", "zero.sudoku");
        IssExport e = IssExporter.export(p, false);
        assertEquals(".Shape~9x9~0-8.Sandwich~10~R1", e.constraints());
        assertEquals(ExportNormalForm.of(p), ExportNormalForm.of(readBack(e)));
    }

    /** A rule the parser found can never hold is refused with that reason, not as a rule without a writer. */
    @Test
    void aRuleThatNeverHoldsIsRefusedWithItsReason() {
        Puzzle p = NativeParser.parse("size 6\nxsum 4 r0c2\n", "never.sudoku");
        InputException e = assertThrows(InputException.class, () -> IssExporter.export(p, false));
        assertTrue(e.getMessage().startsWith("never.sudoku:2"), e.getMessage());
        assertTrue(e.getMessage().contains("can never hold"), e.getMessage());
        assertFalse(e.getMessage().contains("no mapping"), e.getMessage());
    }

    /** An or is ISS's Or, several rules of one alternative an And; a one-digit candidate list there is a condition. */
    @Test
    void anOrIsWrittenAsIssOr() {
        Puzzle p = NativeParser.parse("givens 5" + ".".repeat(80) + "\nor { candidates r1c1 digits=5 } { candidates r9c9 digits=1 ; thermo r8c8 r8c9 }\n",
                "or.sudoku");
        IssExport e = IssExporter.export(p, false);
        assertEquals(".~R1C1_5.Or.~R1C1_5.And.~R9C9_1.Thermo~R8C8~R8C9.End.End", e.constraints());
        assertEquals(ExportNormalForm.of(p), ExportNormalForm.of(readBack(e)));
        Puzzle never = NativeParser.parse("or { sum 19 r1c1 } { thermo r1c1 r1c2 }\n", "never.sudoku");
        IssExport without = IssExporter.export(never, false);
        assertEquals(".Or.Thermo~R1C1~R1C2.End", without.constraints(), "an alternative that can never hold is left out");
        assertEquals(ExportNormalForm.of(never), ExportNormalForm.of(readBack(without)));
        Puzzle strict = NativeParser.parse("negative kropki\nor { white r1c1 r1c2 } { white r2c1 r2c2 }\n", "strict.sudoku");
        InputException refused = assertThrows(InputException.class, () -> IssExporter.export(strict, false));
        assertTrue(refused.getMessage().contains("inside an Or marks its pair in some solutions only"), refused.getMessage());
    }

    /** A state machine numbered in any order is written with ISS's numbering and reads back as the same machine. */
    @Test
    void aStateMachineIsRenumberedForIss() {
        Puzzle p = NativeParser.parse("nfa r1c1 r1c2 r1c3 | r2c1 start=2 accept=0 next=2:1-5>1,1:6-9>2,1:sep>0,0:1>0\n", "nfa.sudoku");
        IssExport e = IssExporter.export(p, false);
        assertTrue(e.constraints().startsWith(".NFA~") && e.constraints().endsWith("~R1C1~R1C2~R1C3~-~R2C1"), e.constraints());
        assertEquals(ExportNormalForm.of(p), ExportNormalForm.of(readBack(e)));
    }

    @Test
    void gridsIssCannotHoldAreRefusedWhole() {
        Puzzle big = NativeParser.parse("size 25\n", "big.sudoku");
        InputException e = assertThrows(InputException.class, () -> IssExporter.export(big, true));
        assertTrue(e.getMessage().contains("ISS cannot state this grid"), e.getMessage());
        Puzzle vars = NativeParser.parse("var A 1..9\nsum 10 r1c1 A\n", "vars.sudoku");
        assertThrows(InputException.class, () -> IssExporter.export(vars, true));
    }

    /** Shapes, value ranges, raw grids and region layouts each come back as they were. */
    @Test
    void layoutsRoundTrip() {
        for (String text : List.of("size 6\n", "size 6x8\n", "size 9\nvalues 0..9\n", "size 9\nraw\n", "size 9\nboxes none\n",
                "size 6x6\nvalues 1..9\nboxes none\n", "size 8\n", "size 12\n", "size 4x6\n")) {
            Puzzle p = NativeParser.parse(text, "layout.sudoku");
            IssExport e = IssExporter.export(p, false);
            assertEquals(ExportNormalForm.of(p), ExportNormalForm.of(readBack(e)), text + " -> " + e.constraints());
        }
        Puzzle jigsaw = Instance.everything().stream().map(Instance::puzzle)
                .filter(p -> p.layout().kind() == dev.satdoku.model.Layout.Kind.JIGSAW).findFirst().orElseThrow();
        IssExport e = IssExporter.export(jigsaw, true);
        assertTrue(e.constraints().contains(".NoBoxes.Jigsaw~"), e.constraints());
        assertEquals(ExportNormalForm.of(jigsaw.withRules(List.of(), null)).subList(0, 3),
                ExportNormalForm.of(readBack(e)).subList(0, 3), "the grid, regions and givens");
        assertFalse(e.constraints().contains(".Shape~9x9"), "ISS omits the default shape, as it writes strings itself");
    }
}
