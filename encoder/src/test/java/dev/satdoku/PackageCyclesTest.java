package dev.satdoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Keeps the encoder's packages layered: dependencies go one way (syntax below model, model below
 * rules, the catalogue above the rule families, format above the catalogue), with one deliberate
 * loop: a puzzle holds rules, and a rule encodes itself through the encoding context
 * (model.Puzzle -> rules.Rule -> encode.EncodingContext -> model). Any other cycle fails here, naming
 * the packages and one import on each edge, so the cycle is found where it is made.
 */
class PackageCyclesTest {

    private static final Path SOURCES = Path.of("src/main/java");
    private static final Pattern REFERENCE = Pattern.compile("\\bdev\\.satdoku((?:\\.[a-z][a-z0-9_]*)+)\\.[A-Z]");
    private static final Set<String> DELIBERATE_LOOP = Set.of("model", "rules", "encode");

    @Test
    void theOnlyCycleIsPuzzleRuleEncodingContext() throws IOException {
        Map<String, Map<String, String>> edges = dependencies();
        assertTrue(edges.containsKey("model") && edges.containsKey("syntax") && edges.containsKey("catalog"),
                "scanned the wrong tree: " + edges.keySet());
        for (Set<String> component : cycles(edges)) {
            if (!component.equals(DELIBERATE_LOOP)) {
                StringBuilder why = new StringBuilder("package cycle " + component + ":");
                for (String from : component) {
                    for (var e : edges.get(from).entrySet()) {
                        if (component.contains(e.getKey())) {
                            why.append("\n  ").append(from).append(" -> ").append(e.getKey()).append(" (").append(e.getValue()).append(')');
                        }
                    }
                }
                assertEquals(DELIBERATE_LOOP, component, why.toString());
            }
        }
    }

    @Test
    void theLowLevelSyntaxDependsOnNothingElse() throws IOException {
        assertEquals(Map.of(), dependencies().get("syntax"));
    }

    @Test
    void theCycleFinderFindsALoop() {
        Map<String, Map<String, String>> edges = new TreeMap<>();
        edges.put("a", Map.of("b", "x"));
        edges.put("b", Map.of("c", "y"));
        edges.put("c", Map.of("a", "z"));
        edges.put("d", Map.of("a", "w"));
        assertEquals(List.of(Set.of("a", "b", "c")), cycles(edges));
    }

    /** package -> (package it uses -> one file that uses it), packages relative to dev.satdoku. */
    private static Map<String, Map<String, String>> dependencies() throws IOException {
        Path root = SOURCES.resolve("dev/satdoku");
        Map<String, Map<String, String>> edges = new TreeMap<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                String pkg = root.relativize(file.getParent()).toString().replace('/', '.');
                Map<String, String> out = edges.computeIfAbsent(pkg, k -> new TreeMap<>());
                Matcher m = REFERENCE.matcher(Files.readString(file));
                while (m.find()) {
                    String used = m.group(1).substring(1);
                    if (!used.equals(pkg)) {
                        out.putIfAbsent(used, root.relativize(file).toString());
                    }
                }
            }
        }
        return edges;
    }

    /** The strongly connected components with more than one package (Tarjan). */
    private static List<Set<String>> cycles(Map<String, Map<String, String>> edges) {
        Map<String, Integer> index = new HashMap<>();
        Map<String, Integer> low = new HashMap<>();
        Deque<String> stack = new ArrayDeque<>();
        Set<String> onStack = new TreeSet<>();
        List<Set<String>> out = new ArrayList<>();
        for (String v : edges.keySet()) {
            if (!index.containsKey(v)) {
                connect(v, edges, index, low, stack, onStack, out);
            }
        }
        return out;
    }

    private static void connect(String v, Map<String, Map<String, String>> edges, Map<String, Integer> index, Map<String, Integer> low,
                                Deque<String> stack, Set<String> onStack, List<Set<String>> out) {
        index.put(v, index.size());
        low.put(v, index.get(v));
        stack.push(v);
        onStack.add(v);
        for (String w : edges.getOrDefault(v, Map.of()).keySet()) {
            if (!index.containsKey(w)) {
                connect(w, edges, index, low, stack, onStack, out);
                low.put(v, Math.min(low.get(v), low.get(w)));
            } else if (onStack.contains(w)) {
                low.put(v, Math.min(low.get(v), index.get(w)));
            }
        }
        if (low.get(v).equals(index.get(v))) {
            Set<String> component = new TreeSet<>();
            String w;
            do {
                w = stack.pop();
                onStack.remove(w);
                component.add(w);
            } while (!w.equals(v));
            if (component.size() > 1) {
                out.add(component);
            }
        }
    }
}
