package dev.satdoku.format;

import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import dev.satdoku.syntax.InputException;
import dev.satdoku.syntax.Origin;
import dev.satdoku.syntax.Token;
import dev.satdoku.syntax.Tokenizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The stored answer beside an instance ({@code NAME.expected}): an optional {@code count K} line (the
 * number of solutions; {@code count 0} for none) and {@code solution} blocks, each in the
 * {@link SolutionText} form. Without a count line the count is the number of blocks.
 */
public record ExpectedResult(int count, List<Solution> solutions) {

    public static ExpectedResult parse(String text, Puzzle puzzle, String source) {
        String[] lines = text.split("\r\n|\n|\r", -1);
        Integer count = null;
        List<Integer> blockStarts = new ArrayList<>();
        for (int i = 0; i < lines.length; i++) {
            List<Token> tokens = Tokenizer.tokenize(lines[i]);
            if (tokens.isEmpty()) {
                continue;
            }
            String head = tokens.get(0).text().toLowerCase(Locale.ROOT);
            if (head.equals("count")) {
                if (tokens.size() != 2 || !tokens.get(1).isInteger()) {
                    throw new InputException(new Origin(source, i + 1, 1, lines[i]), "expected 'count K'");
                }
                count = Integer.parseInt(tokens.get(1).text());
            } else if (head.equals("solution")) {
                blockStarts.add(i);
            } else if (blockStarts.isEmpty()) {
                throw new InputException(new Origin(source, i + 1, 1, lines[i]), "expected 'count K' or 'solution'");
            }
        }
        List<Solution> solutions = new ArrayList<>();
        for (int b = 0; b < blockStarts.size(); b++) {
            int from = blockStarts.get(b) + 1;
            int to = b + 1 < blockStarts.size() ? blockStarts.get(b + 1) : lines.length;
            solutions.add(SolutionText.parse(lines, from, to, puzzle, source));
        }
        int k = count != null ? count : solutions.size();
        if (k < solutions.size()) {
            throw new InputException(Origin.of(source), "count " + k + " but " + solutions.size() + " solutions listed");
        }
        return new ExpectedResult(k, List.copyOf(solutions));
    }
}
