/**
 * picocli, built from its published sources (see this module's pom.xml for why). The name, exports
 * and static requirement are those of picocli's own descriptor: java.sql is optional, for the
 * converters of its types that picocli registers only when the module is present.
 */
module info.picocli {
    requires static java.sql;
    exports picocli;
}
