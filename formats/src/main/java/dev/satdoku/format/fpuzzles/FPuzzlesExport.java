package dev.satdoku.format.fpuzzles;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.satdoku.format.lz.LzString;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * A puzzle written as an f-puzzles document, and the rules left out of it (only with
 * {@code lossy}; each entry says which rule, where it was written and why).
 */
public record FPuzzlesExport(ObjectNode document, List<String> dropped) {

    /** What f-puzzles' "Get Link" produces, with the lz-string payload unescaped as f-puzzles writes it. */
    public static final String LINK_PREFIX = "https://www.f-puzzles.com/?load=";

    private static final ObjectMapper MAPPER = new ObjectMapper();

    public FPuzzlesExport {
        dropped = List.copyOf(dropped);
    }

    /** The document as JSON: compact (as inside a link) or indented for reading. */
    public String json(boolean pretty) {
        try {
            return pretty ? MAPPER.copy().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(document)
                    : MAPPER.writeValueAsString(document);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The lz-string payload of the compact JSON, the part after {@code ?load=}. */
    public String payload() {
        return LzString.compressToBase64(json(false));
    }

    public String link() {
        return LINK_PREFIX + payload();
    }
}
