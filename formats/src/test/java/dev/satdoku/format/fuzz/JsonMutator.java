package dev.satdoku.format.fuzz;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Structure-aware mutations of JSON documents: a value replaced by one of another type or a boundary
 * number, a key dropped, an array element duplicated or removed, a cell reference pushed off the grid.
 * Text mutations mostly break the JSON syntax, which Jackson rejects early; these keep the document
 * well-formed so the importer's own reading of each key is what gets tested.
 */
final class JsonMutator {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    private final Random rnd;

    JsonMutator(Random rnd) {
        this.rnd = rnd;
    }

    String mutate(List<String> documents) {
        JsonNode doc;
        try {
            doc = JSON.readTree(documents.get(rnd.nextInt(documents.size())));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        int rounds = 1 + rnd.nextInt(3);
        for (int i = 0; i < rounds; i++) {
            List<JsonNode> containers = new ArrayList<>();
            collect(doc, containers);
            mutateIn(containers.get(rnd.nextInt(containers.size())));
        }
        return doc.toString();
    }

    private static void collect(JsonNode node, List<JsonNode> out) {
        if (node.isContainerNode() && node.size() > 0) {
            out.add(node);
        }
        node.forEach(child -> collect(child, out));
    }

    private void mutateIn(JsonNode container) {
        if (container instanceof ObjectNode o) {
            List<String> keys = new ArrayList<>();
            for (Iterator<Map.Entry<String, JsonNode>> it = o.fields(); it.hasNext(); ) {
                keys.add(it.next().getKey());
            }
            String key = keys.get(rnd.nextInt(keys.size()));
            if (rnd.nextInt(5) == 0) {
                o.remove(key);
            } else {
                o.set(key, replacement(o.get(key)));
            }
        } else if (container instanceof ArrayNode a) {
            int i = rnd.nextInt(a.size());
            switch (rnd.nextInt(4)) {
                case 0 -> a.remove(i);
                case 1 -> a.insert(i, a.get(i).deepCopy());
                default -> a.set(i, replacement(a.get(i)));
            }
        }
    }

    private JsonNode replacement(JsonNode old) {
        return switch (rnd.nextInt(10)) {
            case 0 -> F.nullNode();
            case 1 -> F.textNode(rnd.nextBoolean() ? "" : "R" + (rnd.nextInt(30) - 2) + "C" + (rnd.nextInt(30) - 2));
            case 2 -> F.numberNode(new long[] {0, -1, 1, 10, 25, 26, Integer.MAX_VALUE, Integer.MIN_VALUE, Long.MAX_VALUE,
                1_000_000_000_000L}[rnd.nextInt(10)]);
            case 3 -> F.numberNode(rnd.nextBoolean() ? 0.5 : 1e300);
            case 4 -> F.booleanNode(rnd.nextBoolean());
            case 5 -> F.arrayNode();
            case 6 -> F.objectNode();
            case 7 -> old.isTextual() ? F.textNode(old.asText() + old.asText()) : F.arrayNode().add(old.deepCopy());
            case 8 -> old.isNumber() ? F.numberNode(old.asLong() + (rnd.nextBoolean() ? 1 : -1) * (1 + rnd.nextInt(30))) : F.textNode("x");
            default -> old.isContainerNode() && old.size() > 0 ? old.elements().next().deepCopy() : F.textNode("R1C1");
        };
    }
}
