/**
 * The setter's workbench ({@code satdoku serve}): a local web page and JSON API over one warm solver.
 * An application, not library API: its package is exported only to the command line that starts it.
 */
module dev.satdoku.serve {
    requires dev.satdoku.encoder;
    requires dev.satdoku.sat;
    requires dev.satdoku.formats;
    requires dev.satdoku.render;
    requires info.picocli;
    requires com.fasterxml.jackson.databind;
    // com.sun.net.httpserver: the JDK's embedded HTTP server.
    requires jdk.httpserver;
    // java.awt.Desktop opens the page in the browser where a desktop is there.
    requires java.desktop;

    exports dev.satdoku.serve to dev.satdoku.cli;
    // picocli sets the annotated option fields of ServeCommand by reflection.
    opens dev.satdoku.serve to info.picocli;
}
