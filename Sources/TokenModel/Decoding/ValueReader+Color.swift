import ColorScience
import Diagnostics
import YAML

extension ValueReader {
    /// A color field: a CSS color string, a DTCG `{colorSpace, components, alpha?, hex?}`
    /// object, or a reference to a color token.
    func color(_ node: YAMLNode) -> Color? {
        field(node, as: .color, extract: { value in
            if case .color(let color) = value { return color }
            return nil
        }, literal: colorLiteral)
    }

    /// A color written out.
    func colorLiteral(_ node: YAMLNode) -> Color? {
        if reportsCommentTrap(node) { return nil }
        switch node.content {
        case .mapping:
            return dtcgColor(node)
        case .scalar(let scalar):
            guard case .string(let text) = scalar.coreValue else {
                mismatch(node, expecting: .color)
                return nil
            }
            return cssColor(text, scalar: scalar, node: node)
        case .sequence:
            mismatch(node, expecting: .color)
            return nil
        }
    }

    /// `primary: #0D7377` — YAML reads `#` as the start of a comment, so the value is empty.
    /// Reports `yaml-comment-trap` (with a fix-it quoting the color) when `node` is such an empty
    /// value followed by a comment that starts with a hex color.
    func reportsCommentTrap(_ node: YAMLNode) -> Bool {
        guard node.isNull, let comment = node.scalar?.trailingComment,
              let hex = Self.leadingHexColor(of: comment) else { return false }
        let quoted = "\"\(hex)\""
        // The empty value sits right after the `:` (or `-`); the comment's own column is not
        // known here, so the fix inserts the quoted color there and leaves the comment after it.
        let insertion = SourceRange(file: node.range.file, start: node.range.start, end: node.range.start)
        report(.error("yaml-comment-trap",
                      "value is empty because `#` starts a comment — quote the color: \(quoted)",
                      at: node.range,
                      fixIts: [Diagnostic.FixIt(range: insertion, replacement: " " + quoted)],
                      suggestion: "write \(quoted)"))
        return true
    }

    /// The `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` a comment starts with, if any.
    static func leadingHexColor(of comment: String) -> String? {
        let word = comment.unicodeScalars.prefix { $0 != " " && $0 != "\t" }
        guard word.first == "#" else { return nil }
        let digits = word.dropFirst()
        guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy({ Self.hexDigitValue($0) != nil }) else { return nil }
        return String(String.UnicodeScalarView(word))
    }

    /// A CSS color string, with errors pointing at the exact column inside the string.
    private func cssColor(_ text: String, scalar: YAMLScalar, node: YAMLNode) -> Color? {
        if let color = Self.hexColor(text) { return color }
        switch CSSColorParser.parse(text) {
        case .success(let color):
            return color
        case .failure(let error):
            report(.error("invalid-color", error.message, at: columnRange(in: node, scalar: scalar, offset: error.offset),
                          fixIts: error.correctedText.map { [replacing(node, with: $0)] } ?? [],
                          suggestion: error.suggestion))
            return nil
        }
    }

    /// A one-character range `offset` Unicode scalars into a scalar's text; the whole node when
    /// the text does not map to one source line (block scalars, multi-line strings).
    func columnRange(in node: YAMLNode, scalar: YAMLScalar, offset: Int) -> SourceRange {
        let range = node.range
        let quote: Int
        switch scalar.style {
        case .plain: quote = 0
        case .singleQuoted, .doubleQuoted: quote = 1
        case .literal, .folded: return range
        }
        let length = scalar.text.unicodeScalars.count
        // Escapes (`\u00e9`, `''`) make the source longer than the text; then columns and
        // offsets no longer correspond, and the whole scalar is the honest answer.
        guard range.start.line == range.end.line, offset >= 0, offset <= length,
              range.end.column - range.start.column == length + 2 * quote else { return range }
        let column = range.start.column + quote + offset
        let end = min(column + 1, max(range.end.column, column))
        return SourceRange(file: range.file, start: SourceLocation(line: range.start.line, column: column),
                           end: SourceLocation(line: range.start.line, column: end))
    }

    /// A DTCG 2025.10 color object.
    private func dtcgColor(_ node: YAMLNode) -> Color? {
        let fields = ObjectFields(node, what: "color", required: ["colorSpace"],
                                  optional: ["components", "alpha", "hex"], reader: self)
        var failed = !fields.hasAllRequired
        let space = fields.decode("colorSpace", failed: &failed, colorSpace)
        let components = fields.decode("components", failed: &failed, colorComponents)
        let alpha = fields.decode("alpha", failed: &failed, colorAlpha)
        let hex = fields.decode("hex", failed: &failed, colorHex)
        if fields["components"] == nil {
            failed = true
            var suggestion = "write components: [r, g, b] (hex is only a fallback for tools without color spaces)"
            if let hex, space == nil || space == .srgb {
                let rgb = Self.srgbComponents(ofHex: hex).map { $0.decodingDescription(places: 4) }
                suggestion = "write components: [\(rgb.joined(separator: ", "))] (hex is only a fallback)"
            }
            report(.error("missing-field", "color is missing the required field 'components'", at: node.range,
                          suggestion: suggestion))
        }
        guard !failed, let space, let components else { return nil }
        return Color(space: space, components: components, alpha: alpha ?? 1)
    }

    private func colorSpace(_ node: YAMLNode) -> ColorSpace? {
        guard let name = stringLiteral(node, expected: "a color space name (a string like \"srgb\")") else { return nil }
        if let space = ColorSpace(rawValue: name) { return space }
        let names = ColorSpace.allCases.map(\.rawValue)
        let synonyms = ["p3": "display-p3", "rgb": "srgb", "linear-srgb": "srgb-linear", "xyz": "xyz-d65",
                        "rec-2020": "rec2020", "a98": "a98-rgb", "prophoto": "prophoto-rgb"]
        let guess = synonyms[name.lowercased()] ?? Suggestions.nearest(to: name, among: names)
        report(.error("invalid-color", "unknown color space '\(name)'; it must be one of \(names.joined(separator: ", "))",
                      at: node.range, fixIts: guess.map { [replacing(node, with: $0)] } ?? [],
                      suggestion: guess.map { "did you mean '\($0)'?" }))
        return nil
    }

    private func colorComponents(_ node: YAMLNode) -> [Double?]? {
        guard let list = context.dereference(node) else { return nil }
        guard let items = list.items else {
            mismatch(list, expected: "an array of 3 components (numbers or \"none\")")
            return nil
        }
        var components: [Double?] = []
        var failed = false
        for item in items {
            guard let target = context.dereference(item) else { failed = true; continue }
            if target.string == "none" {
                components.append(nil)
            } else if let number = number(target) {
                components.append(number)
            } else {
                failed = true
            }
        }
        guard items.count == 3 else {
            report(.error("invalid-color", "a color has 3 components, found \(items.count)", at: list.range))
            return nil
        }
        return failed ? nil : components
    }

    private func colorAlpha(_ node: YAMLNode) -> Double? {
        guard let alpha = number(node) else { return nil }
        guard (0...1).contains(alpha) else {
            report(.error("invalid-color", "alpha must be between 0 and 1, found \(alpha.decodingDescription)",
                          at: node.range,
                          suggestion: alpha > 1 && alpha <= 100
                            ? "did you mean \((alpha / 100).decodingDescription(places: 4)) (\(alpha.decodingDescription)%)?" : nil))
            return nil
        }
        return alpha
    }

    private func colorHex(_ node: YAMLNode) -> String? {
        if reportsCommentTrap(node) { return nil }
        guard let hex = stringLiteral(node, expected: "a hex color string like \"#0d7377\"") else { return nil }
        let digits = hex.unicodeScalars.dropFirst()
        guard hex.hasPrefix("#"), digits.count == 6, digits.allSatisfy({ Self.hexDigitValue($0) != nil }) else {
            report(.error("invalid-color", "hex must be a 6-digit \"#rrggbb\" string, found \"\(hex)\"", at: node.range))
            return nil
        }
        return hex
    }

    /// The color of exactly `#` and 3, 4, 6 or 8 hex digits — the same color ``CSSColorParser``
    /// reads from that text, without its general tokenizer; nil for any other text.
    static func hexColor(_ text: String) -> Color? {
        var digits: (Int, Int, Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        var bytes = text.utf8.makeIterator()
        guard bytes.next() == UInt8(ascii: "#") else { return nil }
        while let byte = bytes.next() {
            let value: Int
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = Int(byte) - 0x30
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = Int(byte) - 0x61 + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): value = Int(byte) - 0x41 + 10
            default: return nil
            }
            switch count {
            case 0: digits.0 = value
            case 1: digits.1 = value
            case 2: digits.2 = value
            case 3: digits.3 = value
            case 4: digits.4 = value
            case 5: digits.5 = value
            case 6: digits.6 = value
            case 7: digits.7 = value
            default: return nil
            }
            count += 1
        }
        let r, g, b: Int
        var alpha = 1.0
        switch count {
        case 3, 4:
            r = digits.0 * 17; g = digits.1 * 17; b = digits.2 * 17
            if count == 4 { alpha = Double(digits.3 * 17) / 255 }
        case 6, 8:
            r = digits.0 * 16 + digits.1; g = digits.2 * 16 + digits.3; b = digits.4 * 16 + digits.5
            if count == 8 { alpha = Double(digits.6 * 16 + digits.7) / 255 }
        default:
            return nil
        }
        return Color(space: .srgb, Double(r) / 255, Double(g) / 255, Double(b) / 255, alpha: alpha)
    }

    /// The sRGB components (0–1) of a validated `#rrggbb`.
    static func srgbComponents(ofHex hex: String) -> [Double] {
        let digits = Array(hex.unicodeScalars.dropFirst())
        return stride(from: 0, to: 6, by: 2).map { index in
            Double((hexDigitValue(digits[index]) ?? 0) * 16 + (hexDigitValue(digits[index + 1]) ?? 0)) / 255
        }
    }

    /// The value of a hex digit, or nil for anything else.
    static func hexDigitValue(_ scalar: Unicode.Scalar) -> Int? {
        switch scalar {
        case "0"..."9": return Int(scalar.value) - 48
        case "a"..."f": return Int(scalar.value) - 87
        case "A"..."F": return Int(scalar.value) - 55
        default: return nil
        }
    }
}

