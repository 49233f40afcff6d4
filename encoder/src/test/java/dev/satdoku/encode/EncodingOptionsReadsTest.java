package dev.satdoku.encode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.format.PuzzleReader;
import dev.satdoku.model.Puzzle;
import dev.satdoku.testing.Repo;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The encoding lab's shortcut: an encoding reads its options through a recording copy, and another
 * combination that agrees on every option read gives the same CNF (so stats need not encode it).
 */
class EncodingOptionsReadsTest {

    private static final EncodingOptions BASE = EncodingOptions.DEFAULTS;

    private static Puzzle classic() throws IOException {
        return PuzzleReader.readFile(Repo.instances().resolve("classic/9x9-wikipedia.sudoku")).get(0);
    }

    @Test
    void aClassicPuzzleReadsNoRuleSpecificOption() throws IOException {
        EncodingOptions recording = BASE.recordingReads();
        EncodedPuzzle encoded = PuzzleEncoder.encode(classic(), recording);
        encoded.before();
        List<EncodingOption<?>> read = recording.readSoFar();
        assertTrue(read.contains(EncodingOptions.SIMPLIFY), read.toString());
        assertTrue(read.contains(EncodingOptions.HOUSES), read.toString());
        assertFalse(read.contains(EncodingOptions.RENBAN), read.toString());
        assertFalse(read.contains(EncodingOptions.SKYSCRAPER), read.toString());
        assertEquals(recording, BASE, "a recording copy equals its original");
        assertEquals(EncodingOptions.ALL, BASE.readSoFar(), "an ordinary instance claims every option read");
    }

    /** Every instance with rules, every single change: agreeing on what was read means the same CNF and sizes. */
    @Test
    void agreeingOnTheOptionsReadGivesTheSameCnf() throws IOException {
        List<Puzzle> puzzles = new ArrayList<>();
        try (Stream<Path> files = Files.list(Repo.instances().resolve("variants"))) {
            for (Path f : files.filter(f -> f.toString().endsWith(".sudoku")).sorted().limit(40).toList()) {
                puzzles.add(PuzzleReader.readFile(f).get(0));
            }
        }
        puzzles.add(classic());
        int skipped = 0;
        int encodedAgain = 0;
        for (Puzzle p : puzzles) {
            EncodingOptions recording = BASE.recordingReads();
            EncodedPuzzle base = PuzzleEncoder.encode(p, recording);
            String digest = EncodingGrid.cnfDigest(base);
            List<EncodingOption<?>> read = recording.readSoFar();
            for (EncodingOptions other : EncodingGrid.parse("each", BASE)) {
                boolean agrees = read.stream().allMatch(o -> other.get(o).equals(BASE.get(o)));
                if (agrees) {
                    skipped++;
                    assertEquals(digest, EncodingGrid.cnfDigest(PuzzleEncoder.encode(p, other)), p.name() + " under " + other);
                } else {
                    encodedAgain++;
                }
            }
        }
        assertTrue(skipped > puzzles.size() && encodedAgain > puzzles.size(), skipped + " skipped, " + encodedAgain + " encoded");
    }
}
