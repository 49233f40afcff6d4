package dev.satdoku.format.foreign;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.satdoku.syntax.InputException;
import dev.satdoku.syntax.Origin;
import java.util.Optional;

/** Strict JSON reading (Jackson) with errors at file:line:column. */
public final class JsonText {

    private static final ObjectMapper MAPPER = new ObjectMapper()
            .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    private JsonText() {
    }

    /**
     * Parses JSON text.
     *
     * @param positioned whether line and column mean something to the user (a file or argument they
     *                   wrote), or not (text decoded from a compressed link)
     * @param what       what the text is, for the message ("f-puzzles document", "the link's data")
     */
    public static JsonNode parse(String text, String source, boolean positioned, String what) {
        try {
            JsonNode node = MAPPER.readTree(text);
            if (node == null || node.isMissingNode()) {
                throw new InputException(Origin.of(source), what + " is empty");
            }
            return node;
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            String message = e.getOriginalMessage().replaceAll("\\s*\\n.*", "");
            if (positioned && at != null && at.getLineNr() > 0) {
                String line = lineOf(text, at.getLineNr());
                throw new InputException(new Origin(source, at.getLineNr(), at.getColumnNr(), line), what + " is not valid JSON: " + message);
            }
            throw new InputException(Origin.of(source), what + " is not valid JSON: " + message);
        }
    }

    /** The JSON value of the text, or empty when it is not JSON. */
    public static Optional<JsonNode> tryParse(String text) {
        try {
            return Optional.ofNullable(MAPPER.readTree(text)).filter(n -> !n.isMissingNode());
        } catch (JsonProcessingException e) {
            return Optional.empty();
        }
    }

    private static String lineOf(String text, int lineNr) {
        String[] lines = text.split("\r\n|\n|\r", -1);
        return lineNr <= lines.length ? lines[lineNr - 1] : "";
    }
}
