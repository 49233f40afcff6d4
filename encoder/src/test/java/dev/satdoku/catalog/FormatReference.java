package dev.satdoku.catalog;

import dev.satdoku.rules.RuleType;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Writes the rule tables of docs/format.md from the rule catalogue: one row per keyword with its
 * syntax and reference text (and aliases), grouped under the headings below. A keyword in no group
 * gets a row under "More rules" at the end, so a new rule appears in the docs without touching this
 * file; moving it to its group is a matter of taste. {@link FormatReferenceTest} fails when the file
 * and the catalogue differ; run {@link #REGENERATE} to rewrite the tables.
 */
public final class FormatReference {

    public static final String REGENERATE = "scripts/format-rules.sh";
    public static final String BEGIN = "<!-- The rule tables up to the end marker are generated from the rule catalogue "
            + "(RuleCatalog: each rule's syntax, reference text and aliases); do not edit them here: change the rule's "
            + "RuleType and run " + REGENERATE + ". -->";
    public static final String END = "<!-- end of the generated rule tables -->";

    /** The headings of docs/format.md's rule tables and the keywords under each, in order. */
    static final Map<String, List<String>> SECTIONS = new LinkedHashMap<>();

    static {
        SECTIONS.put("Cells and cages", List.of("odd", "even", "candidates", "cage", "sum", "littlekiller", "arrow", "sandwich",
                "quad", "clone", "extraregion", "minimum", "maximum"));
        SECTIONS.put("Pairs and dots", List.of("white", "black", "x", "v", "gt", "equal", "negative", "nonconsecutive"));
        SECTIONS.put("Lines", List.of("thermo", "slowthermo", "renban", "palindrome", "between", "whisper", "nabner", "entropic",
                "modular", "parity", "regionsum", "samediff", "differencecount", "zipper", "lockout", "doublearrow"));
        SECTIONS.put("Cages and lines with sums (ISS catalogue)", List.of("rellik", "equalitycage", "lunchbox", "equalsum", "sumline"));
        SECTIONS.put("Outside clues and indexing", List.of("xsum", "skyscraper", "indexer"));
        SECTIONS.put("Whole-grid rules", List.of("antiking", "antiknight", "antibishop", "antiqueen", "diagonal", "windoku",
                "disjoint"));
        SECTIONS.put("Outside clues from ISS", List.of("hiddenskyscraper", "numberedroom", "fullrank", "uniqueranks"));
        SECTIONS.put("Whole-grid rules from ISS", List.of("antitaxicab", "globalentropy", "globalmod", "dutchflatmates",
                "regionsamevalues", "doppelganger"));
        SECTIONS.put("Variables and shading", List.of("distinct", "yinyang", "if", "snake", "loop", "require"));
        SECTIONS.put("Regions found while solving", List.of("chaos", "chaosarrow", "chaoscount", "chaosborders", "regionlabel"));
        SECTIONS.put("Counting", List.of("contain", "containexact", "lookandsay", "countdistinct", "valueindex", "countingcircles",
                "samevalues", "connectedvalues"));
        SECTIONS.put("Relations, patterns and alternatives", List.of("relation", "regex", "nfa", "or"));
    }

    private FormatReference() {
    }

    /** The tables, between and including the two markers. */
    public static String tables() {
        Map<String, RuleType> byKeyword = new LinkedHashMap<>();
        RuleCatalog.all().forEach(t -> byKeyword.put(t.keyword(), t));
        Map<String, List<String>> sections = new LinkedHashMap<>(SECTIONS);
        Set<String> placed = sections.values().stream().flatMap(List::stream).collect(Collectors.toCollection(LinkedHashSet::new));
        List<String> rest = byKeyword.keySet().stream().filter(k -> !placed.contains(k)).toList();
        if (!rest.isEmpty()) {
            sections.put("More rules", rest);
        }
        StringBuilder sb = new StringBuilder(BEGIN).append("\n\n");
        for (Map.Entry<String, List<String>> section : sections.entrySet()) {
            sb.append("### ").append(section.getKey()).append("\n\n| rule | syntax | meaning |\n|---|---|---|\n");
            for (String keyword : section.getValue()) {
                RuleType t = byKeyword.get(keyword);
                if (t == null) {
                    throw new IllegalStateException("FormatReference.SECTIONS lists '" + keyword + "', which the rule catalogue does not know");
                }
                sb.append("| ").append(t.keyword()).append(" | `").append(cell(t.syntax())).append("` | ").append(cell(meaning(t)))
                        .append(" |\n");
            }
            sb.append('\n');
        }
        return sb.append(END).toString();
    }

    /** The reference text, with the aliases named. */
    private static String meaning(RuleType t) {
        List<String> aliases = t.aliases().stream().map(a -> "`" + a + "`").toList();
        return t.reference() + switch (aliases.size()) {
            case 0 -> "";
            case 1 -> ". Alias " + aliases.get(0);
            default -> ". Aliases " + String.join(", ", aliases);
        };
    }

    /** A table cell: '|' would end the cell, even inside code. */
    private static String cell(String text) {
        return text.replace("|", "\\|");
    }

    /** The part of a document between the markers (inclusive), or null when they are missing. */
    static String current(String document) {
        int from = document.indexOf(BEGIN);
        int to = document.indexOf(END);
        return from < 0 || to < from ? null : document.substring(from, to + END.length());
    }

    /** The document with its tables replaced by the generated ones. */
    static String regenerated(String document) {
        String old = current(document);
        if (old == null) {
            throw new IllegalStateException("docs/format.md has no generated-table markers (" + END + ")");
        }
        return document.replace(old, tables());
    }

    /** Rewrites the tables of the given docs/format.md (default: docs/format.md under the working directory). */
    public static void main(String[] args) throws IOException {
        Path file = Path.of(args.length > 0 ? args[0] : "docs/format.md");
        String document = Files.readString(file, StandardCharsets.UTF_8);
        Files.writeString(file, regenerated(document), StandardCharsets.UTF_8);
        System.out.println("wrote the rule tables of " + file);
    }

    static List<String> unknownSectionKeywords() {
        Set<String> known = RuleCatalog.all().stream().map(RuleType::keyword).collect(Collectors.toSet());
        List<String> unknown = new ArrayList<>();
        SECTIONS.values().forEach(ks -> ks.stream().filter(k -> !known.contains(k)).forEach(unknown::add));
        return unknown;
    }
}
