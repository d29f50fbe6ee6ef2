/// A problem found in a user's input, as a value: tokenc reports, never prints, below the CLI.
public struct Diagnostic: Hashable, Sendable {
    /// A secondary location explaining the main finding (the other occurrence of a duplicate
    /// key, one hop of an alias cycle, …).
    public struct Note: Hashable, Sendable {
        /// What this location has to do with the finding.
        public var message: String
        /// Where it is, if it has a place in a file.
        public var range: SourceRange?

        /// Creates a note.
        public init(_ message: String, at range: SourceRange?) {
            self.message = message
            self.range = range
        }
    }

    /// A concrete edit that would fix the finding.
    public struct FixIt: Hashable, Sendable {
        /// The text to replace.
        public var range: SourceRange
        /// The text to put there.
        public var replacement: String

        /// Creates a fix-it that replaces `range` with `replacement`.
        public init(range: SourceRange, replacement: String) {
            self.range = range
            self.replacement = replacement
        }
    }

    /// Stable, documented identifier (`unknown-reference`, `duplicate-key`, …).
    public var code: String
    /// How serious the finding is.
    public var severity: Severity
    /// One sentence saying what is wrong.
    public var message: String
    /// Where it is wrong, when the finding has a place in a file.
    public var range: SourceRange?
    /// Related locations.
    public var notes: [Note]
    /// Edits that would fix it.
    public var fixIts: [FixIt]
    /// What to do about it, in words ("did you mean '{color.primary}'?").
    public var suggestion: String?

    /// Creates a diagnostic.
    public init(
        code: String,
        severity: Severity,
        message: String,
        range: SourceRange?,
        notes: [Note] = [],
        fixIts: [FixIt] = [],
        suggestion: String? = nil
    ) {
        self.code = code
        self.severity = severity
        self.message = message
        self.range = range
        self.notes = notes
        self.fixIts = fixIts
        self.suggestion = suggestion
    }

    /// An error diagnostic.
    public static func error(
        _ code: String, _ message: String, at range: SourceRange?,
        notes: [Note] = [], fixIts: [FixIt] = [], suggestion: String? = nil
    ) -> Diagnostic {
        Diagnostic(code: code, severity: .error, message: message, range: range,
                   notes: notes, fixIts: fixIts, suggestion: suggestion)
    }

    /// A warning diagnostic.
    public static func warning(
        _ code: String, _ message: String, at range: SourceRange?,
        notes: [Note] = [], fixIts: [FixIt] = [], suggestion: String? = nil
    ) -> Diagnostic {
        Diagnostic(code: code, severity: .warning, message: message, range: range,
                   notes: notes, fixIts: fixIts, suggestion: suggestion)
    }
}
