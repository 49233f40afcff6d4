package dev.satdoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.testing.Repo;
import org.junit.jupiter.api.Test;

/** A chaos construction through the commands: the regions found are printed, in JSON too, and drawn. */
class ChaosCliTest {

    private static final String PUZZLE = Repo.instances().resolve("iss/chaos-cell-count.sudoku").toString();

    @Test
    void solvePrintsTheRegionsFoundUnderTheGrid() {
        Cli r = Cli.run("solve", PUZZLE);
        assertEquals(0, r.code(), r::toString);
        assertTrue(r.out().contains("unique solution"), r::toString);
        assertTrue(r.out().matches("(?s).*\nregions\n(1 ([1-6] ){4}[1-6]\n)([1-6] ){5}[1-6]\n.*"), r::toString);
    }

    @Test
    void jsonCarriesTheRegionLabels() {
        Cli r = Cli.run("solve", PUZZLE, "--json");
        assertEquals(0, r.code(), r::toString);
        assertTrue(r.out().replaceAll("\\s", "").contains("\"regions\":[1,"), r::toString);
    }
}
