package dev.satdoku.format.fuzz;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Replays every input the fuzzer ever found failing (src/test/resources/fuzz-regressions/, one file
 * per input, named after its target: {@code puzzle-*}, {@code lz-*}, {@code model-*}, {@code cnf-*}):
 * each must now end in a parse or the clear error, within the time limit.
 */
class FuzzRegressionTest {

    static Stream<Path> corpus() {
        try {
            Path dir = Path.of(FuzzRegressionTest.class.getResource("/fuzz-regressions").toURI());
            try (Stream<Path> files = Files.list(dir)) {
                return files.filter(f -> !f.getFileName().toString().equals("README.md")).sorted().toList().stream();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("corpus")
    void endsInAParseOrAClearError(Path file) throws IOException {
        String name = file.getFileName().toString();
        FuzzTarget target = List.of(FuzzTarget.values()).stream().filter(t -> name.startsWith(t.prefix() + "-")).findFirst()
                .orElseThrow(() -> new AssertionError(name + ": name must start with one of puzzle-, lz-, model-, cnf-"));
        Fuzzer fuzzer = new Fuzzer(target);
        fuzzer.run(Files.readString(file, StandardCharsets.UTF_8));
        assertTrue(fuzzer.findings().isEmpty(), name + fuzzer.report());
    }

    @Test
    void theCorpusIsNotEmpty() {
        assertFalse(corpus().toList().isEmpty(), "the regression corpus lost its files");
    }
}
