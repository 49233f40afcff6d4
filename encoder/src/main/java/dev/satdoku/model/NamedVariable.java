package dev.satdoku.model;

import dev.satdoku.syntax.Origin;

/**
 * An integer unknown that is not a cell, declared by a puzzle (for example a letter standing for a
 * digit). Its value is part of every solution and is printed with it.
 */
public record NamedVariable(String name, int min, int max, Origin origin) {

    public NamedVariable {
        if (min > max) {
            throw new IllegalArgumentException("empty domain " + min + ".." + max + " for variable " + name);
        }
    }

    public int domainSize() {
        return max - min + 1;
    }

    /** Where the variable was declared does not make it a different variable. */
    @Override
    public boolean equals(Object o) {
        return o instanceof NamedVariable v && v.name.equals(name) && v.min == min && v.max == max;
    }

    @Override
    public int hashCode() {
        return name.hashCode() * 31 + min * 7 + max;
    }
}
