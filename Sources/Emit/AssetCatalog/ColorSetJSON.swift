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

    /// The `Contents.json` of one color set, byte for byte what the built-in template renders
    /// (written as bytes: appended piece by piece to a `String`, it cost twice as much).
    static func text(_ colorSet: ColorSetContext) -> String {
        var out = ByteWriter(capacity: 128 + colorSet.entries.count * 400)
        out.append("{\n  \"colors\" : [\n")
        for (e, entry) in colorSet.entries.enumerated() {
            out.append("    {\n")
            if !entry.appearances.isEmpty {
                out.append("      \"appearances\" : [\n")
                for (a, appearance) in entry.appearances.enumerated() {
                    out.append("        {\n          \"appearance\" : \"")
                    out.append(appearance.appearance)
                    out.append("\",\n          \"value\" : \"")
                    out.append(appearance.value)
                    out.append(a == entry.appearances.count - 1 ? "\"\n        }\n" : "\"\n        },\n")
                }
                out.append("      ],\n")
            }
            out.append("      \"color\" : {\n        \"color-space\" : \"")
            out.append(entry.colorSpace)
            out.append("\",\n        \"components\" : {\n          \"alpha\" : \"")
            out.append(entry.alpha)
            out.append("\",\n          \"blue\" : \"")
            out.append(entry.blue)
            out.append("\",\n          \"green\" : \"")
            out.append(entry.green)
            out.append("\",\n          \"red\" : \"")
            out.append(entry.red)
            out.append("\"\n        }\n      },\n      \"idiom\" : \"universal\"\n")
            out.append(e == colorSet.entries.count - 1 ? "    }\n" : "    },\n")
        }
        out.append("  ],\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n")
        return out.text
    }
}
