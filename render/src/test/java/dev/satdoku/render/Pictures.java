package dev.satdoku.render;

import dev.satdoku.format.NativeParser;
import dev.satdoku.model.Puzzle;
import dev.satdoku.model.Solution;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** A rendered picture parsed back as XML (a parse error fails the test), with XPath queries over it. */
record Pictures(String svg, Document doc) {

    static Pictures of(String nativeText) {
        return of(NativeParser.parse(nativeText, "test.sudoku"), null);
    }

    static Pictures of(Puzzle p, Solution s) {
        return of(p, s, List.of());
    }

    static Pictures of(Puzzle p, Solution s, List<String> notes) {
        String svg = PuzzleRenderer.standard().svg(p, s, notes);
        try {
            DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
            f.setNamespaceAware(false);
            Document doc = f.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
            return new Pictures(svg, doc);
        } catch (Exception e) {
            throw new AssertionError("not well-formed XML: " + e.getMessage() + "\n" + svg, e);
        }
    }

    List<Element> all(String xpath) {
        try {
            NodeList nodes = (NodeList) XPathFactory.newInstance().newXPath().evaluate(xpath, doc, XPathConstants.NODESET);
            List<Element> out = new ArrayList<>();
            for (int i = 0; i < nodes.getLength(); i++) {
                out.add((Element) nodes.item(i));
            }
            return out;
        } catch (Exception e) {
            throw new AssertionError(xpath + ": " + e.getMessage(), e);
        }
    }

    Element one(String xpath) {
        List<Element> found = all(xpath);
        if (found.size() != 1) {
            throw new AssertionError(xpath + " matches " + found.size() + " elements, expected 1\n" + svg);
        }
        return found.get(0);
    }

    /** The elements of the groups drawn for rules of {@code keyword}. */
    List<Element> rule(String keyword, String element) {
        return all("//g[@class='rule " + keyword + "']/" + element);
    }

    /** Every legend line's text. */
    List<String> legend() {
        return all("//g[@class='legend']/text").stream().map(Element::getTextContent).toList();
    }

    String legendText() {
        return String.join(" ", legend());
    }

    static int points(Element polyline) {
        return polyline.getAttribute("points").trim().split("\\s+").length;
    }

    static double num(Element e, String attribute) {
        return Double.parseDouble(e.getAttribute(attribute));
    }
}
