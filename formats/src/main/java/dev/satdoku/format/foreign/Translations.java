package dev.satdoku.format.foreign;

import dev.satdoku.catalog.RuleCatalog;
import dev.satdoku.format.NativeParser;
import dev.satdoku.model.Cell;
import dev.satdoku.model.Puzzle;
import dev.satdoku.syntax.InputException;
import dev.satdoku.syntax.Origin;
import dev.satdoku.syntax.Token;
import dev.satdoku.syntax.Tokenizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Turns a {@link Translation} into a puzzle through {@link NativeParser}, the one place that builds
 * rule records, and maps anything the parser rejects back to the foreign key or item it came from.
 */
public final class Translations {

    private Translations() {
    }

    public static Puzzle parse(Translation t) {
        requireKnownKeywords(t);
        Puzzle parsed;
        try {
            parsed = NativeParser.parse(t.nativeText(), t.source());
        } catch (InputException e) {
            throw relocate(t, e);
        }
        Origin[] givenOrigins = new Origin[parsed.layout().cellCount()];
        for (int i = 0; i < givenOrigins.length; i++) {
            Provenance from = t.givenFrom().get(parsed.layout().cellAt(i));
            givenOrigins[i] = from != null ? from.modelOrigin() : null;
        }
        List<Origin> ruleOrigins = new ArrayList<>();
        for (Origin o : parsed.ruleOrigins()) {
            DraftLine line = lineAt(t, o);
            ruleOrigins.add(line != null ? line.from().modelOrigin() : Origin.of(t.source()));
        }
        return new Puzzle(t.source(), parsed.layout(), parsed.givens(), givenOrigins, parsed.rules(), ruleOrigins,
                parsed.extraCells(), parsed.metadata().withWarnings(t.warnings()).withReading(t.unread(), t.reading())
                        .withDecorations(t.decorations()));
    }

    /**
     * Rule keywords land family by family; until a keyword exists, say so in the words of the foreign
     * document instead of "unknown keyword" about text the user never wrote.
     */
    private static void requireKnownKeywords(Translation t) {
        for (DraftLine line : t.lines()) {
            if (!line.statement()) {
                continue;
            }
            List<Token> tokens = Tokenizer.tokenize(line.text());
            String keyword = tokens.isEmpty() ? "" : tokens.get(0).text().toLowerCase(Locale.ROOT);
            if (!NativeParser.DIRECTIVES.contains(keyword) && RuleCatalog.find(keyword).isEmpty()) {
                throw line.from().error("needs the native rule '" + keyword + "', which this build of satdoku does not have yet"
                        + " (read as '" + line.text() + "')");
            }
        }
    }

    private static InputException relocate(Translation t, InputException e) {
        DraftLine line = lineAt(t, e.origin());
        if (line == null) {
            return new InputException(Origin.of(t.source()), t.format() + ": " + e.detail(), e);
        }
        InputException mapped = line.from().error(e.detail() + (line.statement() ? " (read as '" + line.text() + "')" : ""));
        mapped.initCause(e);
        return mapped;
    }

    private static DraftLine lineAt(Translation t, Origin o) {
        if (o == null || o.line() < 1 || o.line() > t.lines().size()) {
            return null;
        }
        return t.lines().get(o.line() - 1);
    }
}
