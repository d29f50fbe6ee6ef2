/// The text of a color set's `Contents.json` as the built-in `xcassets/colorset` template writes
/// it, written directly: a catalog of 100,000 tokens has 50,000 color sets, and going through the
/// template renderer for each took most of the emitter's time.
///
/// Used only while the library's `xcassets/colorset` is the built-in template; a project that
/// overrides it gets its own template rendered. The tests check that both write the same bytes.
enum ColorSetJSON {
    /// Whether the library renders color sets with the built-in template (then ``text(_:)`` is
    /// what it would write).
    static func isBuiltin(in templates: TemplateLibrary) -> Bool {
        guard let builtin = BuiltinTemplates.sources["xcassets/colorset"] else { return false }
        return templates.source(of: "xcassets/colorset") == builtin
    }

    /// The `Contents.json` of one color set, byte for byte what the built-in template renders.
    static func text(_ colorSet: ColorSetContext) -> String {
        var out = ""
        out.reserveCapacity(64 + colorSet.entries.count * 360)
        out += "{\n  \"colors\" : [\n"
        for (e, entry) in colorSet.entries.enumerated() {
            out += "    {\n"
            if !entry.appearances.isEmpty {
                out += "      \"appearances\" : [\n"
                for (a, appearance) in entry.appearances.enumerated() {
                    out += "        {\n          \"appearance\" : \""
                    out += appearance.appearance
                    out += "\",\n          \"value\" : \""
                    out += appearance.value
                    out += a == entry.appearances.count - 1 ? "\"\n        }\n" : "\"\n        },\n"
                }
                out += "      ],\n"
            }
            out += "      \"color\" : {\n        \"color-space\" : \""
            out += entry.colorSpace
            out += "\",\n        \"components\" : {\n          \"alpha\" : \""
            out += entry.alpha
            out += "\",\n          \"blue\" : \""
            out += entry.blue
            out += "\",\n          \"green\" : \""
            out += entry.green
            out += "\",\n          \"red\" : \""
            out += entry.red
            out += "\"\n        }\n      },\n      \"idiom\" : \"universal\"\n"
            out += e == colorSet.entries.count - 1 ? "    }\n" : "    },\n"
        }
        out += "  ],\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"
        return out
    }
}
