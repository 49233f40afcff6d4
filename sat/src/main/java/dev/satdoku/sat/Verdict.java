package dev.satdoku.sat;

import java.util.Locale;

/**
 * The answer to "how many solutions?", as far as the search went.
 * <ul>
 *   <li>{@code UNIQUE}: exactly one, proved;</li>
 *   <li>{@code MULTIPLE}: at least two (all of them when the search was exhaustive);</li>
 *   <li>{@code NONE}: no solution, proved;</li>
 *   <li>{@code FOUND}: one solution, uniqueness not examined (asked for the first only);</li>
 *   <li>{@code TIMEOUT}: the budget ran out first; the solutions found so far are still valid.</li>
 * </ul>
 */
public enum Verdict {
    UNIQUE, MULTIPLE, NONE, FOUND, TIMEOUT;

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
