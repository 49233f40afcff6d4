package dev.satdoku.testing;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One example line for every rule keyword of the catalogue, each a puzzle on a plain 9x9 grid (lines
 * before the rule set the grid where the rule needs another). The one list the tests share: render's
 * picture tests draw each, EncodingFingerprintTest pins each one's CNF, CatalogueCompletenessTest
 * requires one per keyword and exports each to f-puzzles.
 */
public final class RuleExamples {

    private RuleExamples() {
    }

    /** Keyword to example text. */
    public static final Map<String, String> EXAMPLES;

    static {
        Map<String, String> examples = new LinkedHashMap<>();
        examples.put("odd", "odd r1c1 r2c2");
        examples.put("even", "even r3c3");
        examples.put("candidates", "candidates r4c4 digits=1,3");
        examples.put("cage", "cage 10 r1c1 r1c2 r2c1");
        examples.put("sum", "sum 12 r5c5 r5c6");
        examples.put("rellik", "rellik 5 r1c1 r1c2 r2c1");
        examples.put("equalitycage", "equalitycage r3c3 r3c4");
        examples.put("lunchbox", "lunchbox 7 r1c1 r1c2 r1c3 r1c4");
        examples.put("equalsum", "equalsum r4c4 r4c5 r4c6 | r5c4 r5c5 r5c6 | r6c6");
        examples.put("sumline", "sumline 10 r7c1 r7c2 r8c2 r8c1 loop");
        examples.put("littlekiller", "littlekiller 15 r0c3 dl");
        examples.put("arrow", "arrow r1c1 | r2c2 r3c3");
        examples.put("sandwich", "sandwich 10 r2");
        examples.put("thermo", "thermo r1c1 r1c2 r1c3");
        examples.put("slowthermo", "slowthermo r2c1 r2c2");
        examples.put("between", "between r3c1 r3c2 r3c3");
        examples.put("minimum", "minimum r5c5");
        examples.put("maximum", "maximum r6c6 r7c7");
        examples.put("renban", "renban r4c1 r4c2 r4c3");
        examples.put("palindrome", "palindrome r5c1 r5c2 r5c3");
        examples.put("clone", "clone r1c1 r1c2 | r9c8 r9c9");
        examples.put("quad", "quad r4c4 1 2 3");
        examples.put("white", "white r1c1 r1c2");
        examples.put("black", "black r2c1 r3c1");
        examples.put("x", "x r4c4 r4c5");
        examples.put("v", "v r5c4 r5c5");
        examples.put("gt", "gt r1c1 r1c2");
        examples.put("equal", "equal r6c1 r6c2");
        examples.put("negative", "negative xv");
        examples.put("nonconsecutive", "nonconsecutive");
        examples.put("whisper", "whisper r6c1 r6c2 r6c3");
        examples.put("nabner", "nabner r7c1 r7c2");
        examples.put("entropic", "entropic r8c1 r8c2 r8c3");
        examples.put("modular", "modular r9c1 r9c2 r9c3");
        examples.put("parity", "parity r1c5 r1c6");
        examples.put("samediff", "samediff r2c5 r2c6 r2c7");
        examples.put("differencecount", "differencecount r3c5 r3c6 r3c7");
        examples.put("lockout", "lockout r3c5 r3c6 r3c7");
        examples.put("skyscraper", "skyscraper 3 r10c5");
        examples.put("hiddenskyscraper", "hiddenskyscraper 4 r0c3");
        examples.put("numberedroom", "numberedroom 7 r2c10");
        examples.put("fullrank", "fullrank 26 r0c2");
        examples.put("uniqueranks", "uniqueranks");
        examples.put("indexer", "indexer column r1c1 r2c1");
        examples.put("antiking", "antiking");
        examples.put("antiknight", "antiknight");
        examples.put("antibishop", "antibishop");
        examples.put("antiqueen", "antiqueen digits=9");
        examples.put("diagonal", "diagonal both");
        examples.put("windoku", "windoku");
        examples.put("extraregion", "extraregion r1c1 r2c2 r3c3");
        examples.put("disjoint", "disjoint");
        examples.put("antitaxicab", "antitaxicab");
        examples.put("globalentropy", "globalentropy");
        examples.put("globalmod", "globalmod");
        examples.put("dutchflatmates", "dutchflatmates");
        examples.put("regionsamevalues", "regionsamevalues");
        examples.put("doppelganger", "values 0..9\ndoppelganger");
        examples.put("regionsum", "regionsum r1c3 r1c4 r1c5");
        examples.put("zipper", "zipper r5c1 r5c2 r5c3");
        examples.put("xsum", "xsum 15 r0c2");
        examples.put("doublearrow", "doublearrow r6c1 r6c2 r6c3");
        examples.put("distinct", "var A B 1..9\ndistinct A B");
        examples.put("yinyang", "yinyang");
        examples.put("chaos", "chaos");
        examples.put("chaosarrow", "chaos\nchaosarrow r1c1 | r1c1 r1c2 r1c3 | r1c1 r2c1");
        examples.put("chaoscount", "chaos\nchaoscount r5c5 | r5c5 r4c5 r6c5");
        examples.put("chaosborders", "chaos\nchaosborders r4c6 | r4c1-r4c9 | r1c6-r9c6");
        examples.put("regionlabel", "var CC10 1..9\nchaos\nregionlabel r2c1 CC10");
        examples.put("contain", "contain r1c1 r1c2 r2c1 1 1 2");
        examples.put("containexact", "containexact r3c3 r3c4 4 4");
        examples.put("lookandsay", "lookandsay r5c1 r5c2 r5c3 1x2 2x3");
        examples.put("countdistinct", "countdistinct r1c9 r2c8 r2c9 r3c9");
        examples.put("valueindex", "valueindex r1c4 r2c4 r2c3 r2c2 r2c1");
        examples.put("countingcircles", "countingcircles r1c1 r5c5 r9c9");
        examples.put("samevalues", "samevalues r1c1 r1c2 | r9c8 r8c9");
        examples.put("connectedvalues", "connectedvalues 1 2");
        examples.put("if", "if some shaded r7c1 r7c2: zipper r7c1 r7c2 r8c3");
        examples.put("snake", "snake from r1c1 to r9c9");
        examples.put("loop", "loop nodiagonaltouch");
        examples.put("require", "require some shaded r1c1 r1c2 r2c1 r2c2");
        examples.put("relation", "relation chain r8c1 r8c2 r9c3 allow=1:3/5/7/9,2:4/6/8");
        examples.put("regex", "regex r9c4 r9c5 r9c6 pattern=([^1-3][47]|5)*");
        examples.put("nfa", "nfa r8c7 r8c8 | r8c9 start=0 accept=2 next=0:1-9>0,0:sep>1,1:1-2>2");
        examples.put("or", "or { candidates r9c7 digits=1 } { candidates r9c8 digits=1 ; thermo r8c8 r8c9 }");
        EXAMPLES = Collections.unmodifiableMap(examples);
    }
}
