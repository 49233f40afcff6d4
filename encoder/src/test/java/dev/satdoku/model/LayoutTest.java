package dev.satdoku.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class LayoutTest {

    @ParameterizedTest(name = "{0}x{0} has {1}x{2} boxes")
    @CsvSource({"1,1,1", "4,2,2", "6,2,3", "8,2,4", "9,3,3", "10,2,5", "12,3,4", "16,4,4", "20,4,5", "25,5,5"})
    void defaultBoxesFollowTheLargestDivisorRule(int n, int h, int w) {
        Layout layout = Layout.standard(n);
        assertEquals(Layout.Kind.BOXES, layout.kind());
        assertEquals(h, layout.boxHeight());
        assertEquals(w, layout.boxWidth());
        assertEquals(3 * n, layout.houses().size());
        for (House house : layout.houses()) {
            assertEquals(n, house.cells().size(), house.name());
        }
    }

    @Test
    void primeSizesHaveNoBoxes() {
        for (int n : new int[] {2, 3, 5, 7, 11, 13, 17, 19, 23}) {
            Layout layout = Layout.standard(n);
            assertEquals(Layout.Kind.NONE, layout.kind(), "size " + n);
            assertEquals(2 * n, layout.houses().size());
        }
    }

    @Test
    void boxIndexIsReadingOrder() {
        Layout six = Layout.standard(6);
        assertEquals(0, six.regionOf(new Cell(0, 2)));
        assertEquals(1, six.regionOf(new Cell(0, 3)));
        assertEquals(2, six.regionOf(new Cell(2, 0)));
        assertEquals(5, six.regionOf(new Cell(5, 5)));
    }

    @Test
    void rejectsBoxesThatDoNotTile() {
        assertThrows(IllegalArgumentException.class, () -> Layout.boxes(9, 2, 4));
        assertThrows(IllegalArgumentException.class, () -> Layout.standard(26));
        assertThrows(IllegalArgumentException.class, () -> Layout.standard(0));
    }

    @Test
    void jigsawRegionsNeedExactlyNCells() {
        int[] map = new int[16];
        for (int i = 0; i < 16; i++) {
            map[i] = i / 4;
        }
        Layout rowsAsRegions = Layout.jigsaw(4, map, List.of("a", "b", "c", "d"));
        assertEquals(12, rowsAsRegions.houses().size());
        map[3] = 1;
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Layout.jigsaw(4, map, List.of("a", "b", "c", "d")));
        assertEquals("a has 3 cells; every region needs exactly 4", e.getMessage());
    }

    @Test
    void equalPartitionsAreEqualWhateverTheNumbering() {
        int[] a = {0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3};
        int[] b = {3, 3, 2, 2, 3, 3, 2, 2, 1, 1, 0, 0, 1, 1, 0, 0};
        assertEquals(Layout.jigsaw(4, a, List.of("w", "x", "y", "z")), Layout.jigsaw(4, b, List.of("w", "x", "y", "z")));
    }
}
