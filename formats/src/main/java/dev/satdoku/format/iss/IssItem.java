package dev.satdoku.format.iss;

import dev.satdoku.format.foreign.Provenance;
import dev.satdoku.syntax.InputException;
import java.util.ArrayList;
import java.util.List;

/**
 * One {@code .Type~arg~arg} item of a constraint string, with the position of each argument.
 *
 * @param type     the type name ({@code ""} for givens)
 * @param args     the arguments, in order
 * @param written  the item as written, dot included (whitespace removed)
 * @param at       where the item starts
 * @param argAt    where each argument starts
 */
record IssItem(String type, List<String> args, String written, Provenance at, List<Provenance> argAt) {

    /** Splits a constraint string (a section starting with {@code .}) into items. */
    static List<IssItem> parse(IssSection section) {
        String s = section.text();
        List<IssItem> items = new ArrayList<>();
        int start = 0;
        while (start < s.length()) {
            int end = s.indexOf('.', start + 1);
            if (end < 0) {
                end = s.length();
            }
            String body = s.substring(start + 1, end);
            String written = s.substring(start, end);
            Provenance at = new Provenance(written, section.origin(start));
            List<String> fields = List.of(body.split("~", -1));
            List<Provenance> argAt = new ArrayList<>();
            int offset = start + 1 + fields.get(0).length() + 1;
            for (int i = 1; i < fields.size(); i++) {
                argAt.add(new Provenance(written, section.origin(offset)));
                offset += fields.get(i).length() + 1;
            }
            items.add(new IssItem(fields.get(0), fields.subList(1, fields.size()), written, at, argAt));
            start = end;
        }
        return items;
    }

    String arg(int i) {
        return args.get(i);
    }

    InputException error(String message) {
        return at.error(message);
    }

    InputException errorAt(int arg, String message) {
        return (arg < argAt.size() ? argAt.get(arg) : at).error(message);
    }

    /** Requires at least {@code min} arguments. */
    void needArgs(int min, String syntax) {
        if (args.size() < min) {
            throw error("expected " + syntax);
        }
    }
}
