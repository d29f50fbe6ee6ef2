/// Why a CSS color string could not be read, and where.
public struct ColorSyntaxError: Error, Sendable, Hashable {
    /// One sentence saying what is wrong ("hex color must have 3, 4, 6 or 8 digits, found 5").
    public var message: String
    /// Where the problem is: an offset in Unicode scalars from the start of the parsed text
    /// (the same unit diagnostics use for columns).
    public var offset: Int
    /// What to do about it, in words ("did you mean 'rgb()'?"), when there is something to say.
    public var suggestion: String?
    /// The whole text rewritten to fix the problem, when the fix is certain (`#0d7377` for
    /// `0d7377`, `rgb(1 2 3)` for `rbg(1 2 3)`) — ready for a fix-it.
    public var correctedText: String?

    /// Creates an error.
    public init(message: String, offset: Int, suggestion: String? = nil, correctedText: String? = nil) {
        self.message = message
        self.offset = offset
        self.suggestion = suggestion
        self.correctedText = correctedText
    }
}

extension ColorSyntaxError: CustomStringConvertible {
    /// The message, the offset and the suggestion on one line.
    public var description: String {
        var text = "\(message) (at offset \(offset))"
        if let suggestion { text += "; \(suggestion)" }
        return text
    }
}
