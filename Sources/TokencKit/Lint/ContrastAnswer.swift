import ColorScience
import Foundation

/// The answer to a ``ContrastQuery``: the colors as written and as composited, the WCAG 2.x ratio
/// with what it passes, and APCA Lc.
public struct ContrastAnswer: Sendable {
    /// The text color as written.
    public var text: Color
    /// The background as written.
    public var background: Color
    /// The overlays as written.
    public var overlays: [Color]
    /// The text as seen over the composited backdrop.
    public var textComposited: Color
    /// The background with the overlays painted over it (over white first if it is translucent).
    public var backgroundComposited: Color
    /// The WCAG 2.x contrast ratio, unrounded.
    public var ratio: Double
    /// APCA lightness contrast.
    public var apcaLc: Double
    /// Whether the background was translucent and painted over white first.
    public var backgroundAssumedOverWhite: Bool

    /// SC 1.4.3 for normal text: ≥ 4.5.
    public var aa: Bool { ratio >= 4.5 }
    /// SC 1.4.3 for large text: ≥ 3.
    public var aaLarge: Bool { ratio >= 3 }
    /// SC 1.4.6 for normal text: ≥ 7.
    public var aaa: Bool { ratio >= 7 }
    /// SC 1.4.6 for large text: ≥ 4.5.
    public var aaaLarge: Bool { ratio >= 4.5 }
    /// SC 1.4.11 for non-text UI: ≥ 3.
    public var nonText: Bool { ratio >= 3 }

    /// One JSON object, keys in a fixed order; numbers unrounded (the shortest text that reads
    /// back as the same double).
    public var json: String {
        func hex(_ c: Color) -> String { "\"" + c.hexString().uppercased() + "\"" }
        var out = "{\n"
        out += "  \"ratio\": \(ratio),\n"
        out += "  \"aa\": \(aa),\n  \"aaLarge\": \(aaLarge),\n  \"aaa\": \(aaa),\n  \"aaaLarge\": \(aaaLarge),\n  \"nonText\": \(nonText),\n"
        out += "  \"apcaLc\": \(apcaLc),\n"
        out += "  \"text\": \(hex(text)),\n  \"textComposited\": \(hex(textComposited)),\n"
        out += "  \"background\": \(hex(background)),\n  \"overlays\": [\(overlays.map(hex).joined(separator: ", "))],\n"
        out += "  \"backgroundComposited\": \(hex(backgroundComposited)),\n"
        out += "  \"backgroundAssumedOverWhite\": \(backgroundAssumedOverWhite)\n}\n"
        return out
    }

    /// A few lines for people.
    public var summary: String {
        func hex(_ c: Color) -> String { c.hexString().uppercased() }
        func mark(_ ok: Bool) -> String { ok ? "pass" : "FAIL" }
        let ratioText = String(format: "%.2f", locale: nil, (ratio * 100).rounded(.down) / 100)
        var lines: [String] = []
        var textLine = "text        \(hex(text))"
        if !text.isOpaque { textLine += " → seen as \(hex(textComposited))" }
        lines.append(textLine)
        var backgroundLine = "background  \(hex(background))"
        if backgroundAssumedOverWhite { backgroundLine += " (translucent: over white)" }
        for overlay in overlays { backgroundLine += " + overlay \(hex(overlay))" }
        if backgroundAssumedOverWhite || !overlays.isEmpty { backgroundLine += " → \(hex(backgroundComposited))" }
        lines.append(backgroundLine)
        lines.append("ratio       \(ratioText):1 (\(ratio))")
        lines.append("WCAG AA     normal text 4.5:1 \(mark(aa)) · large text 3:1 \(mark(aaLarge)) · non-text 3:1 \(mark(nonText))")
        lines.append("WCAG AAA    normal text 7:1 \(mark(aaa)) · large text 4.5:1 \(mark(aaaLarge))")
        lines.append("APCA        Lc \(String(format: "%.1f", locale: nil, apcaLc))")
        return lines.joined(separator: "\n") + "\n"
    }
}
