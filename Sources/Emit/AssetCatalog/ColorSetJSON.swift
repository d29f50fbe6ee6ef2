import ColorScience
import Foundation

/// The text of a color set's `Contents.json` as the built-in `xcassets/colorset` template writes
/// it, written directly: a catalog of 100,000 tokens has 50,000 color sets, and going through the
/// template renderer for each took most of the emitter's time.
///
/// Used only while the library's `xcassets/colorset` is the built-in template; a project that
/// overrides it gets its own template rendered. The tests check that both write the same bytes.
enum ColorSetJSON {
    /// Whether the library renders color sets with the built-in template (then ``text(colors:slots:)`` is
    /// what it would write).
    static func isBuiltin(in templates: TemplateLibrary) -> Bool {
        guard let builtin = BuiltinTemplates.sources["xcassets/colorset"] else { return false }
        return templates.source(of: "xcassets/colorset") == builtin
    }

    /// The `Contents.json` of the color set whose color in each slot is `colors`, byte for byte
    /// what the built-in template renders from its context, made without the context: the
    /// entries of ``AssetCatalogEmitter/entries(colors:modeNames:slots:)`` (the tests compare
    /// both paths), written straight into bytes (appended piece by piece to a `String`, the
    /// text cost twice as much).
    static func text(colors: ArraySlice<Color>, slots: [AppearanceSlots.Slot]) -> String {
        var out = ByteWriter(capacity: 128 + colors.count * 400)
        write(colors: colors, slots: slots, into: &out)
        return out.text
    }

    /// Appends ``text(colors:slots:)``'s bytes to `out`.
    static func write(colors: ArraySlice<Color>, slots: [AppearanceSlots.Slot], into out: inout ByteWriter) {
        let wide = colors.contains { !$0.isInGamut(.srgb) }
        let space: ColorSpace = wide ? .displayP3 : .srgb
        // Each slot's components as text (alpha, blue, green, red: the order they are written
        // in), 8 bytes each: a length, then up to 6 digits and signs.
        let width = 8, slotWidth = 4 * width
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(colors.count, 1) * slotWidth) { texts in
            texts.initialize(repeating: 0)  // compared whole below, unused bytes included
            let base = texts.baseAddress!
            // Each component written at its place (a length byte, then the text); an array
            // literal of the four, iterated, was made and released per color.
            @inline(__always) func put(_ value: Double, at: UnsafeMutablePointer<UInt8>) {
                let clamped = value.isFinite ? min(max(value, 0), 1) : 0
                at[0] = UInt8(AssetCatalogEmitter.writeThreeDecimals(clamped, to: at + 1))
            }
            var s = 0
            for i in colors.indices {
                let color = colors[i]
                let (r, g, b) = color.gamutMapped(to: space).resolvedComponents
                let at = base + s * slotWidth
                put(color.alpha.isFinite ? color.alpha : 1, at: at)
                put(b, at: at + width)
                put(g, at: at + 2 * width)
                put(r, at: at + 3 * width)
                s += 1
            }
            // A color that is the same in every appearance is one universal entry.
            var count = colors.count
            if count > 1, (1..<count).allSatisfy({ memcmp(base, base + $0 * slotWidth, slotWidth) == 0 }) { count = 1 }
            out.reserve(128 + count * 400)
            out.append("{\n  \"colors\" : [\n")
            for e in 0..<count {
                out.append("    {\n")
                let appearances = slots[e].appearance?.xcodeAppearances ?? []
                if !appearances.isEmpty {
                    out.append("      \"appearances\" : [\n")
                    for (a, appearance) in appearances.enumerated() {
                        out.append("        {\n          \"appearance\" : \"")
                        out.append(appearance.appearance)
                        out.append("\",\n          \"value\" : \"")
                        out.append(appearance.value)
                        if a == appearances.count - 1 {
                            out.append("\"\n        }\n")
                        } else {
                            out.append("\"\n        },\n")
                        }
                    }
                    out.append("      ],\n")
                }
                out.append("      \"color\" : {\n        \"color-space\" : \"")
                if wide { out.append("display-p3") } else { out.append("srgb") }
                let at = base + e * slotWidth
                out.append("\",\n        \"components\" : {\n          \"alpha\" : \"")
                out.append(UnsafeBufferPointer(start: at + 1, count: Int(at[0])))
                out.append("\",\n          \"blue\" : \"")
                out.append(UnsafeBufferPointer(start: at + width + 1, count: Int(at[width])))
                out.append("\",\n          \"green\" : \"")
                out.append(UnsafeBufferPointer(start: at + 2 * width + 1, count: Int(at[2 * width])))
                out.append("\",\n          \"red\" : \"")
                out.append(UnsafeBufferPointer(start: at + 3 * width + 1, count: Int(at[3 * width])))
                out.append("\"\n        }\n      },\n      \"idiom\" : \"universal\"\n")
                if e == count - 1 { out.append("    }\n") } else { out.append("    },\n") }
            }
            out.append("  ],\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n")
        }
    }
}
