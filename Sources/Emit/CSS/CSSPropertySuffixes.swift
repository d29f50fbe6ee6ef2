import TokenModel

/// The property-name suffixes a value declares, in order: one empty suffix for most values,
/// `-font-family`, `-font-size`, `-font-weight` and, when given, `-letter-spacing` and
/// `-line-height` for typography — the suffixes of ``CSSEmitter``'s parts, without making them.
struct CSSPropertySuffixes: Sequence {
    /// The typography suffixes, the optional ones last.
    private static let typography: [StaticString] = ["-font-family", "-font-size", "-font-weight", "-letter-spacing", "-line-height"]

    /// For typography: whether the letter spacing and the line height are given.
    private let letterSpacing: Bool, lineHeight: Bool
    /// Whether the value is typography.
    private let isTypography: Bool

    /// The suffixes of a value; nil for types CSS has no form for (springs, haptics, copy).
    init?(of value: TokenValue) {
        switch value {
        case .typography(let t):
            isTypography = true
            letterSpacing = t.letterSpacing != nil
            lineHeight = t.lineHeight != nil
        case .spring, .haptic, .copy:
            return nil
        default:
            isTypography = false
            letterSpacing = false
            lineHeight = false
        }
    }

    /// The number of suffixes (of declarations the value makes).
    var count: Int { isTypography ? 3 + (letterSpacing ? 1 : 0) + (lineHeight ? 1 : 0) : 1 }

    /// The suffix with a number from ``forEachNumber(_:)``: 0–4 the typography ones, any other
    /// number the empty suffix.
    static func suffix(number: Int8) -> StaticString {
        number >= 0 && number < 5 ? typography[Int(number)] : ""
    }

    /// Calls `body` with the number of each suffix, in order (see ``suffix(number:)``).
    @inline(__always)
    func forEachNumber(_ body: (Int8) -> Void) {
        guard isTypography else { return body(-1) }
        body(0)
        body(1)
        body(2)
        if letterSpacing { body(3) }
        if lineHeight { body(4) }
    }

    /// Iterates over the suffixes.
    struct Iterator: IteratorProtocol {
        fileprivate let suffixes: CSSPropertySuffixes
        fileprivate var position = 0

        /// The next suffix.
        mutating func next() -> StaticString? {
            guard suffixes.isTypography else {
                defer { position += 1 }
                return position == 0 ? "" : nil
            }
            while position < 5 {
                defer { position += 1 }
                if position == 3, !suffixes.letterSpacing { continue }
                if position == 4, !suffixes.lineHeight { continue }
                return CSSPropertySuffixes.typography[position]
            }
            return nil
        }
    }

    /// An iterator over the suffixes.
    func makeIterator() -> Iterator { Iterator(suffixes: self) }
}
