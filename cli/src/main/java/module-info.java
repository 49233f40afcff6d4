/**
 * The satdoku command line. It runs as one shaded jar on the class path (the launcher, the CDS
 * archive); this descriptor makes javac hold it to the other modules' exports all the same.
 */
module dev.satdoku.cli {
    requires dev.satdoku;
    requires dev.satdoku.encoder;
    requires dev.satdoku.sat;
    requires dev.satdoku.formats;
    requires dev.satdoku.render;
    requires dev.satdoku.serve;
    requires info.picocli;
    requires com.fasterxml.jackson.databind;

    // Nothing is exported: the commands are an application. picocli reads their annotated fields and
    // mixins by reflection.
    opens dev.satdoku.cli to info.picocli;
}
