package dev.satdoku.testing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * docs/schema/answer.schema.json, the one description of every JSON answer (command line and
 * workbench), read once and applied to answers by the tests of the modules that write them.
 */
public final class AnswerSchema {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Schema SCHEMA = load();

    private AnswerSchema() {
    }

    public static Path file() {
        return Repo.root().resolve("docs/schema/answer.schema.json");
    }

    private static Schema load() {
        try {
            JsonNode node = JSON.readTree(Files.readString(file()));
            return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12).getSchema(node);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** What the schema says is wrong with one answer: empty when it conforms. */
    public static List<String> errors(JsonNode answer) {
        return SCHEMA.validate(answer).stream().map(Object::toString).toList();
    }

    /** Parses one line of output and checks it; the message names {@code what} produced it and quotes the line. */
    public static JsonNode requireValid(String what, String line) {
        JsonNode answer;
        try {
            answer = JSON.readTree(line);
        } catch (IOException e) {
            throw new AssertionError(what + ": not JSON: " + line, e);
        }
        List<String> errors = errors(answer);
        if (!errors.isEmpty()) {
            String shown = line.length() > 2000 ? line.substring(0, 2000) + "..." : line;
            throw new AssertionError(what + ": the answer does not follow docs/schema/answer.schema.json:\n  "
                    + String.join("\n  ", errors) + "\n" + shown);
        }
        return answer;
    }
}
