package dev.satdoku.format.foreign;

import dev.satdoku.format.ReadChoices;
import dev.satdoku.format.fpuzzles.FPuzzlesImporter;
import dev.satdoku.format.iss.IssTranslator;
import dev.satdoku.format.sudokupad.SudokuPadImporter;
import dev.satdoku.syntax.InputException;
import dev.satdoku.syntax.Origin;
import java.util.List;
import java.util.Locale;

/**
 * Puzzle links: f-puzzles ({@code ?load=}), SudokuPad ({@code sudokupad.app/<payload>} or
 * {@code ?puzzleid=}, also on crackingthecryptic.com) and Interactive Sudoku Solver ({@code ?q=}).
 * Everything the link holds is decoded offline; links that only name a puzzle on a server (f-puzzles
 * {@code ?id=}, SudokuPad short ids) get an error saying what to paste instead.
 */
public final class LinkImporter implements NativeTranslator {

    private static final List<String> HOSTS = List.of("f-puzzles.com", "sudokupad.app", "crackingthecryptic.com", "sigh.github.io");

    @Override
    public String name() {
        return "puzzle link";
    }

    /** The sites whose links hold a puzzle, each with what a link to it is called. */
    private enum Site {
        FPUZZLES("f-puzzles link"), SUDOKUPAD("SudokuPad link"), ISS("Interactive Sudoku Solver link");

        final String link;

        Site(String link) {
            this.link = link;
        }

        /** The site of a lower-case host, or null. */
        static Site of(String host) {
            if (host.equals("f-puzzles.com") || host.endsWith(".f-puzzles.com")) {
                return FPUZZLES;
            }
            if (host.equals("sudokupad.app") || host.endsWith(".sudokupad.app") || host.endsWith("crackingthecryptic.com")) {
                return SUDOKUPAD;
            }
            return host.equals("sigh.github.io") ? ISS : null;
        }
    }

    @Override
    public String describe(String text) {
        Site site = Site.of(host(text.strip().toLowerCase(Locale.ROOT)));
        return site == null ? name() : site.link;
    }

    @Override
    public boolean accepts(String text) {
        if (!TextShape.isOneLine(text)) {
            return false;
        }
        String t = TextShape.firstLine(text).toLowerCase(Locale.ROOT);
        if (t.contains(" ") && !t.startsWith("http")) {
            return false;
        }
        if (t.startsWith("http://") || t.startsWith("https://")) {
            return true;
        }
        String host = host(t);
        return HOSTS.stream().anyMatch(h -> host.equals(h) || host.endsWith("." + h));
    }

    @Override
    public List<Translation> translate(String text, String source) {
        return translate(text, source, ReadChoices.NONE);
    }

    @Override
    public List<Translation> translate(String text, String source, ReadChoices choices) {
        String link = text.strip();
        String host = host(link.toLowerCase(Locale.ROOT));
        Site site = Site.of(host);
        if (site == Site.FPUZZLES) {
            return List.of(fpuzzles(link, source));
        }
        if (site == Site.SUDOKUPAD) {
            return List.of(sudokupad(link, source, choices));
        }
        if (site == Site.ISS) {
            String q = LinkText.queryParameter(link, "q");
            if (q == null || q.isBlank()) {
                throw new InputException(Origin.of(source), "an Interactive Sudoku Solver link holds its puzzle in ?q=...; this one has none");
            }
            return List.of(IssTranslator.translate(LinkText.percentDecode(q), source, false));
        }
        throw new InputException(Origin.of(source), "a link to " + (host.isEmpty() ? "an unknown site" : host) + ": satdoku reads "
                + "f-puzzles, SudokuPad and Interactive Sudoku Solver links (and only what the link itself holds)");
    }

    private static Translation fpuzzles(String link, String source) {
        String load = LinkText.queryParameter(link, "load");
        if (load != null) {
            return FPuzzlesImporter.fromPayload(load, source, "load");
        }
        if (LinkText.queryParameter(link, "id") != null) {
            throw new InputException(Origin.of(source), "id: an f-puzzles ?id= link is a short link that only a server can expand, "
                    + "and satdoku works offline; open it and copy the long link (with ?load=...) from the address bar");
        }
        throw new InputException(Origin.of(source), "an f-puzzles link holds its puzzle in ?load=...; this one has none");
    }

    private static Translation sudokupad(String link, String source, ReadChoices choices) {
        String id = LinkText.queryParameter(link, "puzzleid");
        if (id == null) {
            String path = link.replaceFirst("(?i)^https?://", "");
            int slash = path.indexOf('/');
            path = slash < 0 ? "" : path.substring(slash + 1);
            int cut = path.indexOf('?');
            path = cut < 0 ? path : path.substring(0, cut);
            path = path.replaceFirst("^sudoku/", "");
            id = path;
        }
        if (id.isBlank()) {
            throw new InputException(Origin.of(source), "the SudokuPad link holds no puzzle (expected https://sudokupad.app/<puzzle>)");
        }
        return SudokuPadImporter.fromPayload(id, source, "link", choices);
    }

    /** The host of a link, with the scheme and a leading www. removed. */
    static String host(String link) {
        String rest = link.replaceFirst("(?i)^https?://", "");
        int end = 0;
        while (end < rest.length() && "/?#".indexOf(rest.charAt(end)) < 0) {
            end++;
        }
        String host = rest.substring(0, end);
        int port = host.indexOf(':');
        host = port < 0 ? host : host.substring(0, port);
        return host.startsWith("www.") ? host.substring(4) : host;
    }
}
