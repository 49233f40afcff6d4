package dev.satdoku.testing;

/** Small puzzles whose solve paths the step tests follow (in sat, and over the workbench's API and page). */
public final class SmallPuzzles {

    private SmallPuzzles() {
    }

    /** A 4x4 with a thermometer and kropki dots, unique (counted in StepFinderTest); its path starts with the thermometer's eliminations. */
    public static final String THERMO_DOTS = """
            size 4
            givens
            ....
            ....
            ....
            ...1
            thermo r1c1 r1c2 r1c3
            white r2c1 r2c2
            black r3c1 r4c1
            black r1c4 r2c4
            white r3c1 r3c2
            """;

    /** A 4x4 killer with one given, unique; with a bound of 1 its first deduction is a case split. */
    public static final String KILLER = """
            size 4
            cage 4 r1c1 r2c1
            cage 4 r1c3 r2c3
            cage 6 r1c4 r2c4
            cage 7 r2c1 r2c2
            cage 3 r3c1 r3c2
            cage 7 r3c3 r3c4
            cage 7 r4c1 r4c2
            cage 3 r4c3 r4c4
            givens
            ....
            3...
            ....
            ....
            """;
}
