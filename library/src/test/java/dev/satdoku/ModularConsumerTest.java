package dev.satdoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.satdoku.format.fpuzzles.FPuzzlesImporter;
import dev.satdoku.model.Puzzle;
import dev.satdoku.sat.SolveReport;
import dev.satdoku.testing.Repo;
import java.io.File;
import java.io.IOException;
import java.io.StringWriter;
import java.lang.module.ModuleFinder;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.apache.commons.lang3.StringUtils;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sat4j.core.VecInt;

/**
 * The module descriptors seen from outside, as a library caller on the module path sees them: a module
 * that says only {@code requires dev.satdoku;} compiles and runs the README example, and a module that
 * imports an internal class (the CNF builder, the native parser, an importer, an encoding strategy)
 * does not compile. Also: every public and protected type and member of the library's exported
 * packages has a Javadoc comment (javac's doclint, run on the library's sources).
 *
 * <p>The tests themselves run on the class path; the module path is made here from the jars or class
 * folders the classes below were loaded from, so it holds exactly the built modules and their
 * dependencies.
 */
class ModularConsumerTest {

    private static final Path README_TEST = Repo.root().resolve("library/src/test/java/dev/satdoku/ReadmeExampleTest.java");

    private static String modulePath;

    @BeforeAll
    static void findModules() throws Exception {
        List<Path> entries = new ArrayList<>();
        for (Class<?> c : List.of(Puzzle.class, SolveReport.class, FPuzzlesImporter.class, Satdoku.class,
                VecInt.class, StringUtils.class, ObjectMapper.class, JsonFactory.class,
                JsonProperty.class, com.sun.jna.Native.class)) {
            entries.add(locationOf(c));
        }
        // The satdoku entries must be real modules (a descriptor of their own), not automatic ones.
        for (String name : List.of("dev.satdoku.encoder", "dev.satdoku.sat", "dev.satdoku.formats", "dev.satdoku")) {
            assertTrue(entries.stream().anyMatch(p -> ModuleFinder.of(p).find(name)
                    .filter(m -> !m.descriptor().isAutomatic()).isPresent()), name + " has no module descriptor in " + entries);
        }
        modulePath = entries.stream().map(Path::toString).collect(Collectors.joining(File.pathSeparator));
    }

    @Test
    void theReadmeExampleCompilesAndRunsOnTheModulePath(@TempDir Path dir) throws Exception {
        List<String> example = readmeExample();
        // The imports are the README's own, so the README shows every import the example needs.
        StringBuilder main = new StringBuilder("package example.consumer;\n\n");
        readmeImports().forEach(line -> main.append(line).append('\n'));
        main.append("""

                public class Main {
                    public static void main(String[] args) throws Exception {
                """);
        example.forEach(line -> main.append("        ").append(line).append('\n'));
        main.append("""
                        System.out.println("r1c1=" + solution.digit(new Cell(0, 0)));
                        // An ISS string: read by an importer of dev.satdoku.formats, found as a service.
                        Puzzle imported = Satdoku.read(".Thermo~R1C1~R1C2~R1C3");
                        System.out.println("imported " + imported.rules().size() + " rule(s)");
                        System.out.println("dimacs: " + cnf.dimacs().lines().findFirst().orElse(""));
                    }
                }
                """);
        Path src = writeModule(dir, "requires dev.satdoku;", main.toString());
        Path out = dir.resolve("out");
        List<Diagnostic<? extends JavaFileObject>> errors = compile(src, out);
        assertTrue(errors.isEmpty(), "the README example does not compile as a module: " + errors);

        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process p = new ProcessBuilder(java.toString(), "--module-path", modulePath + File.pathSeparator + out,
                "-m", "example.consumer/example.consumer.Main").redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the example did not end");
        assertEquals(0, p.exitValue(), "the example failed on the module path:\n" + output);
        assertTrue(output.contains("[1, 2, 3, 4, 5, 6, 7, 8, 9]"), output);
        assertTrue(output.matches("(?s).*\\d+ variables, \\d+ clauses.*"), output);
        assertTrue(output.contains("r1c1=5"), output);
        assertTrue(output.contains("imported 1 rule(s)"), output);
        // The DIMACS header carries the real version, as 'satdoku encode' writes it, not a placeholder.
        assertTrue(output.contains("dimacs: c satdoku " + dev.satdoku.encode.SatdokuVersion.get() + " CNF of"), output);
        assertFalse(output.contains("c satdoku library"), output);
    }

    @Test
    void internalsDoNotCompileForACaller(@TempDir Path dir) throws Exception {
        // Each import is an internal of a module the caller reads (directly or through dev.satdoku).
        for (String internal : List.of("dev.satdoku.cnf.Cnf", "dev.satdoku.format.NativeParser",
                "dev.satdoku.check.Checker", "dev.satdoku.catalog.RuleCatalog", "dev.satdoku.format.fpuzzles.FPuzzlesImporter")) {
            String main = "package example.consumer;\n\nimport " + internal + ";\n\n"
                    + "public class Main {\n    public static void main(String[] args) {\n"
                    + "        System.out.println(" + internal.substring(internal.lastIndexOf('.') + 1) + ".class);\n    }\n}\n";
            Path moduleDir = dir.resolve(internal.replace('.', '_'));
            Path src = writeModule(moduleDir, "requires dev.satdoku;", main);
            List<Diagnostic<? extends JavaFileObject>> errors = compile(src, moduleDir.resolve("out"));
            String text = messages(errors);
            assertFalse(errors.isEmpty(), internal + " compiled for a module that requires only dev.satdoku");
            assertTrue(text.contains("is not visible"), internal + ": " + text);
            // "does not export it (to module example.consumer)" for encoder packages; the importers'
            // module is not even read by a caller of dev.satdoku.
            assertTrue(text.contains("does not export") || text.contains("does not read it"), internal + ": " + text);
        }
    }

    @Test
    void encodingStrategiesAreNotPublicEvenThoughTheirChoicesAre(@TempDir Path dir) throws Exception {
        // dev.satdoku.encoding is exported for AmoEncoding & co. (the values of EncodingOptions.AMO); the
        // algorithms behind the choices are package-private.
        String ok = "package example.consumer;\n\nimport dev.satdoku.encoding.AmoEncoding;\n\n"
                + "public class Main {\n    public static void main(String[] args) {\n"
                + "        System.out.println(AmoEncoding.values().length);\n    }\n}\n";
        Path good = writeModule(dir.resolve("good"), "requires dev.satdoku;", ok);
        assertEquals(List.of(), compile(good, dir.resolve("good/out")));

        String bad = ok.replace("AmoEncoding;", "BinaryAmo;").replace("AmoEncoding.values().length", "new BinaryAmo()");
        Path src = writeModule(dir.resolve("bad"), "requires dev.satdoku;", bad);
        String text = messages(compile(src, dir.resolve("bad/out")));
        assertTrue(text.contains("not public"), text);
    }

    @Test
    void everyPublicTypeAndMemberOfTheLibraryHasJavadoc(@TempDir Path dir) throws Exception {
        Path sources = Repo.root().resolve("library/src/main/java");
        List<Path> files;
        try (Stream<Path> walk = Files.walk(sources)) {
            files = walk.filter(f -> f.toString().endsWith(".java")).sorted().toList();
        }
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        try (StandardJavaFileManager fm = javac.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8)) {
            // The "missing" group, public and protected only: a declaration without a comment. Doclint
            // goes by access, not by exports; every package of this module is exported, so all count.
            List<String> options = List.of("--module-path", modulePath, "-d", dir.toString(),
                    "-Xdoclint:missing/protected", "-Xmaxwarns", "10000");
            boolean compiled = javac.getTask(new StringWriter(), fm, diagnostics, options, null,
                    fm.getJavaFileObjectsFromPaths(files)).call();
            assertTrue(compiled, "library sources do not compile on the module path: " + diagnostics.getDiagnostics());
        }
        List<String> undocumented = diagnostics.getDiagnostics().stream()
                .filter(d -> d.getMessage(Locale.ROOT).contains("no comment"))
                .map(d -> d.getSource().getName() + ":" + d.getLineNumber())
                .toList();
        assertEquals(List.of(), undocumented, "public or protected declarations without Javadoc");
    }

    @Test
    void theDimacsHeaderCarriesTheProjectVersion() throws Exception {
        // One source of the version (the encoder's filtered satdoku-version.properties); the library wrote
        // "library" there before, and an unfiltered or missing file would say "dev".
        String pom = Files.readString(Repo.root().resolve("pom.xml"));
        java.util.regex.Matcher m = java.util.regex.Pattern
                .compile("<artifactId>satdoku-parent</artifactId>\\s*<version>([^<]+)</version>").matcher(pom);
        assertTrue(m.find(), "no version in pom.xml");
        Encoding cnf = Satdoku.create().encode(PuzzleBuilder.of(4).build());
        assertEquals("c satdoku " + m.group(1) + " CNF of built", cnf.dimacs().lines().findFirst().orElseThrow()
                .replaceAll(" \\(.*", ""));
    }

    // ---------------------------------------------------------------- helpers

    private static List<String> readmeExample() throws IOException {
        List<String> out = new ArrayList<>();
        boolean in = false;
        for (String line : Files.readAllLines(README_TEST)) {
            String t = line.strip();
            if (t.equals("// README-EXAMPLE-END")) {
                break;
            }
            if (in) {
                out.add(t);
            }
            if (t.equals("// README-EXAMPLE-START")) {
                in = true;
            }
        }
        assertTrue(out.size() >= 10, "README example not found in " + README_TEST);
        return out;
    }

    /** The import lines of the README's Java example (the code block that holds the example's first line). */
    private static List<String> readmeImports() throws IOException {
        String first = readmeExample().get(0);
        List<String> block = new ArrayList<>();
        boolean inJava = false;
        for (String line : Files.readAllLines(Repo.root().resolve("README.md"))) {
            if (line.strip().equals("```java")) {
                inJava = true;
                block.clear();
            } else if (inJava && line.strip().equals("```")) {
                if (block.stream().map(String::strip).anyMatch(first::equals)) {
                    List<String> imports = block.stream().filter(l -> l.startsWith("import ")).toList();
                    assertFalse(imports.isEmpty(), "the README's Java example shows no imports");
                    return imports;
                }
                inJava = false;
            } else if (inJava) {
                block.add(line);
            }
        }
        throw new AssertionError("README.md has no Java code block holding the example");
    }

    private static Path writeModule(Path dir, String requires, String main) throws IOException {
        Path src = dir.resolve("src");
        Files.createDirectories(src.resolve("example/consumer"));
        Files.writeString(src.resolve("module-info.java"), "module example.consumer {\n    " + requires + "\n}\n");
        Files.writeString(src.resolve("example/consumer/Main.java"), main);
        return src;
    }

    private static List<Diagnostic<? extends JavaFileObject>> compile(Path src, Path out) throws IOException {
        Files.createDirectories(out);
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        try (StandardJavaFileManager fm = javac.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8)) {
            List<String> options = List.of("--module-path", modulePath, "-d", out.toString());
            javac.getTask(new StringWriter(), fm, diagnostics, options, null, fm.getJavaFileObjectsFromPaths(
                    List.of(src.resolve("module-info.java"), src.resolve("example/consumer/Main.java")))).call();
        }
        return diagnostics.getDiagnostics().stream().filter(d -> d.getKind() == Diagnostic.Kind.ERROR)
                .collect(Collectors.toList());
    }

    private static String messages(List<Diagnostic<? extends JavaFileObject>> diagnostics) {
        return diagnostics.stream().map(d -> d.getMessage(Locale.ROOT)).collect(Collectors.joining("\n"));
    }

    private static Path locationOf(Class<?> c) throws URISyntaxException {
        return Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI());
    }
}
