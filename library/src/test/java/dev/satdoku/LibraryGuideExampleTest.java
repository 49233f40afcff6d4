package dev.satdoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.satdoku.testing.Repo;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringWriter;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The complete example of docs/library.md is taken from the page itself, compiled on the library's
 * class path and run: the page cannot show code that lacks an import, does not compile or does not work.
 */
class LibraryGuideExampleTest {

    private static String exampleFromThePage() throws Exception {
        String page = Files.readString(Repo.root().resolve("docs/library.md"));
        Matcher m = Pattern.compile("```java\n(import .*?public class LibraryExample .*?)```", Pattern.DOTALL).matcher(page);
        assertTrue(m.find(), "docs/library.md shows no complete example (a java block with imports and class LibraryExample)");
        return m.group(1);
    }

    @Test
    void thePagesExampleCompilesAndRuns(@TempDir Path dir) throws Exception {
        String source = exampleFromThePage();
        Path file = dir.resolve("LibraryExample.java");
        Files.writeString(file, source);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        StringWriter diagnostics = new StringWriter();
        boolean compiled = javac.getTask(diagnostics, null, null,
                List.of("-classpath", System.getProperty("java.class.path"), "-d", dir.toString(), "-Xlint:all", "-Werror"),
                null, javac.getStandardFileManager(null, null, StandardCharsets.UTF_8).getJavaFileObjects(file.toFile())).call();
        assertTrue(compiled, "the example of docs/library.md does not compile:\n" + diagnostics);

        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        PrintStream original = System.out;
        try (URLClassLoader loader = new URLClassLoader(new URL[] {dir.toUri().toURL()}, getClass().getClassLoader())) {
            Method main = loader.loadClass("LibraryExample").getMethod("main", String[].class);
            System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
            main.invoke(null, (Object) new String[0]);
        } finally {
            System.setOut(original);
        }
        List<String> lines = printed.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals(6, lines.size(), lines.toString());
        assertEquals("verdict: unique", lines.get(0));
        assertTrue(lines.get(1).matches("r1c3 = [1-9]"), lines.get(1));
        assertTrue(lines.get(2).matches("\\d+ of \\d+ clues can each be removed"), lines.get(2));
        assertTrue(lines.get(3).matches("the draft's solutions differ in [1-9]\\d* cells"), lines.get(3));
        assertEquals("3 solutions taken", lines.get(4));
        assertTrue(lines.get(5).startsWith("valid: false; "), lines.get(5));
    }
}
