package dev.satdoku.format.fuzz;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.format.lz.LzString;
import dev.satdoku.testing.Mutator;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Mutation-based fuzzing of every parser, seeded from the instances and the format examples, with
 * fixed seeds and a fixed number of inputs: 1,000 per family every day, 4,000 in the slow tier that CI
 * runs (the root pom sets {@code satdoku.fuzz.inputs} per tier; the first inputs of a family are the
 * same in both, as the seeds are). Every input must
 * end in a parsed puzzle or the clear error the CLI turns into exit code 1: never another exception,
 * a hang or running out of memory. Raise the budget for a longer local hunt with
 * {@code -Dsatdoku.fuzz.inputs=100000}; findings are written to target/fuzz-findings/ and belong in
 * src/test/resources/fuzz-regressions/ once fixed ({@link FuzzRegressionTest} replays them).
 */
class ParserFuzzTest {

    /** Inputs per target family: the everyday figure unless the build (slow tier) or a longer local run sets it. */
    private static final int INPUTS = Integer.getInteger("satdoku.fuzz.inputs", 1000);

    @Test
    void puzzleTextInEveryFormat() {
        fuzz(FuzzTarget.PUZZLE, FuzzSeeds.puzzles(), 2 * INPUTS, 9001);
    }

    /** f-puzzles JSON mutated (mostly keeping it well-formed) and read as a document or a link, so broken documents reach the translator. */
    @Test
    void fpuzzlesDocumentsBehindLinks() {
        Fuzzer fuzzer = new Fuzzer(FuzzTarget.PUZZLE);
        Random rnd = new Random(9002);
        Mutator text = new Mutator(rnd);
        JsonMutator structure = new JsonMutator(rnd);
        List<String> docs = FuzzSeeds.fpuzzlesDocuments();
        for (int i = 0; i < INPUTS; i++) {
            String doc = rnd.nextInt(4) == 0 ? text.mutate(docs) : structure.mutate(docs);
            fuzzer.run(rnd.nextBoolean() ? doc : FuzzSeeds.link(doc));
        }
        finish(fuzzer);
    }

    /** SudokuPad's own JSON, mutated and compressed into an scl link, so the broken documents reach its translator. */
    @Test
    void sudokuPadDocumentsBehindLinks() {
        Fuzzer fuzzer = new Fuzzer(FuzzTarget.PUZZLE);
        JsonMutator structure = new JsonMutator(new Random(9007));
        List<String> docs = FuzzSeeds.sudokuPadDocuments();
        for (int i = 0; i < INPUTS / 2; i++) {
            fuzzer.run("scl" + LzString.compressToBase64(structure.mutate(docs)));
        }
        finish(fuzzer);
    }

    /** Random rule lines of every catalogue keyword on grids of 1x1 to 10x10: every rule parser with wrong arguments. */
    @Test
    void ruleLinesOfEveryKeyword() {
        Fuzzer fuzzer = new Fuzzer(FuzzTarget.PUZZLE);
        RuleLineGenerator generator = new RuleLineGenerator(new Random(9006));
        for (int i = 0; i < 2 * INPUTS; i++) {
            fuzzer.run(generator.puzzle());
        }
        finish(fuzzer);
    }

    @Test
    void lzStringPayloads() {
        fuzz(FuzzTarget.LZ, FuzzSeeds.lzPayloads(), INPUTS / 2, 9003);
    }

    @Test
    void solverModelsForDecode() {
        fuzz(FuzzTarget.MODEL, FuzzSeeds.models(), INPUTS / 2, 9004);
    }

    @Test
    void dimacsCnf() {
        fuzz(FuzzTarget.CNF, FuzzSeeds.cnfs(), INPUTS / 4, 9005);
    }

    private static void fuzz(FuzzTarget target, List<String> seeds, int count, long seed) {
        Fuzzer fuzzer = new Fuzzer(target);
        seeds.forEach(fuzzer::run);
        Mutator mutator = new Mutator(new Random(seed));
        for (int i = 0; i < count; i++) {
            fuzzer.run(mutator.mutate(seeds));
        }
        finish(fuzzer);
    }

    private static void finish(Fuzzer fuzzer) {
        System.out.println(fuzzer.summary());
        FuzzCounts.add(fuzzer.tried());
        assertTrue(fuzzer.findings().isEmpty(), fuzzer.summary() + fuzzer.report());
        // A fuzzer that only ever hits the first error path proves little: both endings must occur.
        assertTrue(fuzzer.parsed() > 0 && fuzzer.parsed() < fuzzer.tried(), fuzzer.summary());
    }
}
