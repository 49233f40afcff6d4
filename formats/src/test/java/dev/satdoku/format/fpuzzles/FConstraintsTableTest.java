package dev.satdoku.format.fpuzzles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.satdoku.rules.line.Thermo;
import dev.satdoku.rules.region.Windoku;
import dev.satdoku.rules.sum.SumGroup;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The f-puzzles key table: one entry per key with its reader and the rule types it writes. */
class FConstraintsTableTest {

    @Test
    void theUserscriptKeysAreTheTablesExtensionEntries() {
        Set<String> extension = FConstraints.KEYS.keySet().stream().filter(FConstraints::isExtension).collect(Collectors.toCollection(TreeSet::new));
        assertEquals(new TreeSet<>(Set.of("renban", "whispers", "germanwhispers", "dutchwhispers", "entropicline", "modularline", "regionsumline", "nabner", "doublearrow",
                "zipperline", "slowthermometer", "rowindexer", "columnindexer", "boxindexer", "xsum", "skyscraper")), extension);
    }

    @Test
    void writersComeFromTheTable() {
        assertNotNull(FConstraints.writer(Thermo.class));
        assertNotNull(FConstraints.writer(Windoku.class), "windoku is written as extra regions");
        assertNull(FConstraints.writer(SumGroup.class), "f-puzzles has no sum with repeats");
        assertNull(FConstraints.reader("chaosconstruction"));
    }
}
