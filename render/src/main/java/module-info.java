/**
 * Pictures of puzzles: SVG drawn by satdoku, PNG through Apache Batik. Used by the command line and the
 * workbench; not part of the library's API, so the package is exported only to them.
 */
module dev.satdoku.render {
    requires dev.satdoku.encoder;
    // PngWriter hands Batik a DOM document.
    requires java.xml;
    // Batik's jars are automatic modules named in their manifests (no split packages in 1.19).
    requires org.apache.xmlgraphics.batik.transcoder;

    exports dev.satdoku.render to dev.satdoku.serve, dev.satdoku.cli;
}
