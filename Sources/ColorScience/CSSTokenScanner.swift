/// Splits a CSS color value into tokens (a small subset of CSS Syntax Level 3: identifiers,
/// functions, hashes, numbers, percentages, dimensions and the punctuation colors use).
///
/// Positions are offsets in Unicode scalars into the scanned text.
struct CSSTokenScanner {
    /// One token.
    enum Token: Equatable {
        case identifier(String)
        /// A name directly followed by `(` (which the token includes).
        case function(String)
        /// `#` and the name characters after it (possibly none).
        case hash(String)
        case number(Double)
        case percentage(Double)
        case dimension(Double, unit: String)
        case comma
        case slash
        case openParenthesis
        case closeParenthesis
        /// Any other single character.
        case delimiter(Unicode.Scalar)
        case end
    }

    /// A token and where it is.
    struct Located {
        var token: Token
        /// Offset of its first scalar.
        var start: Int
        /// Offset just past its last scalar.
        var end: Int
    }

    let scalars: [Unicode.Scalar]
    private(set) var position = 0

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    /// The text between two offsets.
    func text(from start: Int, to end: Int) -> String {
        let lower = max(0, min(start, scalars.count))
        let upper = max(lower, min(end, scalars.count))
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[lower..<upper])
        return String(result)
    }

    /// The next token after any whitespace, without consuming it.
    func peek() throws(ColorSyntaxError) -> Located {
        var copy = self
        return try copy.next()
    }

    /// Consumes whitespace and the next token.
    mutating func next() throws(ColorSyntaxError) -> Located {
        skipWhitespace()
        let start = position
        guard position < scalars.count else { return Located(token: .end, start: start, end: start) }
        let c = scalars[position]
        let token: Token
        switch c {
        case ",":
            position += 1
            token = .comma
        case "/":
            position += 1
            token = .slash
        case "(":
            position += 1
            token = .openParenthesis
        case ")":
            position += 1
            token = .closeParenthesis
        case "#":
            position += 1
            token = .hash(consumeName())
        default:
            if startsNumber(at: position) {
                token = try consumeNumeric()
            } else if startsIdentifier(at: position) {
                let name = consumeName()
                if position < scalars.count, scalars[position] == "(" {
                    position += 1
                    token = .function(name)
                } else {
                    token = .identifier(name)
                }
            } else {
                position += 1
                token = .delimiter(c)
            }
        }
        return Located(token: token, start: start, end: position)
    }

    mutating func skipWhitespace() {
        while position < scalars.count, Self.isWhitespace(scalars[position]) {
            position += 1
        }
    }

    static func isWhitespace(_ c: Unicode.Scalar) -> Bool {
        c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{0C}"
    }

    // MARK: Character classes

    private func scalar(at index: Int) -> Unicode.Scalar? {
        index >= 0 && index < scalars.count ? scalars[index] : nil
    }

    private static func isDigit(_ c: Unicode.Scalar?) -> Bool {
        guard let c else { return false }
        return c.value >= 0x30 && c.value <= 0x39
    }

    private static func isNameStart(_ c: Unicode.Scalar?) -> Bool {
        guard let c else { return false }
        return (c.value >= 0x41 && c.value <= 0x5A) || (c.value >= 0x61 && c.value <= 0x7A)
            || c == "_" || c.value >= 0x80
    }

    private static func isNameCharacter(_ c: Unicode.Scalar?) -> Bool {
        isNameStart(c) || isDigit(c) || c == "-"
    }

    private func startsNumber(at index: Int) -> Bool {
        let c = scalar(at: index)
        if Self.isDigit(c) { return true }
        if c == "." { return Self.isDigit(scalar(at: index + 1)) }
        if c == "+" || c == "-" {
            let d = scalar(at: index + 1)
            return Self.isDigit(d) || (d == "." && Self.isDigit(scalar(at: index + 2)))
        }
        return false
    }

    private func startsIdentifier(at index: Int) -> Bool {
        let c = scalar(at: index)
        if c == "-" {
            let d = scalar(at: index + 1)
            return Self.isNameStart(d) || d == "-"
        }
        return Self.isNameStart(c)
    }

    // MARK: Consumers

    private mutating func consumeName() -> String {
        let start = position
        while Self.isNameCharacter(scalar(at: position)) {
            position += 1
        }
        return text(from: start, to: position)
    }

    private mutating func consumeNumeric() throws(ColorSyntaxError) -> Token {
        let start = position
        if scalar(at: position) == "+" || scalar(at: position) == "-" { position += 1 }
        while Self.isDigit(scalar(at: position)) { position += 1 }
        if scalar(at: position) == ".", Self.isDigit(scalar(at: position + 1)) {
            position += 1
            while Self.isDigit(scalar(at: position)) { position += 1 }
        }
        if scalar(at: position) == "e" || scalar(at: position) == "E" {
            let next = scalar(at: position + 1)
            if Self.isDigit(next) {
                position += 1
            } else if (next == "+" || next == "-"), Self.isDigit(scalar(at: position + 2)) {
                position += 2
            }
            while Self.isDigit(scalar(at: position)) { position += 1 }
        }
        let literal = text(from: start, to: position)
        guard let value = Double(literal), value.isFinite else {
            throw ColorSyntaxError(message: "the number '\(literal)' is out of range", offset: start)
        }
        if scalar(at: position) == "%" {
            position += 1
            return .percentage(value)
        }
        if startsIdentifier(at: position) {
            return .dimension(value, unit: consumeName())
        }
        return .number(value)
    }
}
