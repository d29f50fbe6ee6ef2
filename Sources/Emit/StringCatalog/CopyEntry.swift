import Diagnostics
import TokenModel

/// One translatable string of a system: a copy token's text, or one of its alternates (key
/// `<key>.<alternate>`), in the output's default mode.
struct CopyEntry {
    /// The translation key.
    var key: String
    /// The source-language text as written (`{name}` placeholders).
    var text: String
    /// The placeholders in argument order.
    var placeholders: [Copy.Placeholder]
    /// The note for translators: the copy's `comment`, then the token's `$description`.
    var comment: String?
    /// The token it comes from.
    var token: ResolvedToken
    /// The alternate's name, for an alternate.
    var alternate: String?

    /// Every entry of a system, in token order (each token's alternates after it, by name).
    /// A key given twice with different texts is an error (`copy-duplicate-key`); the same text
    /// twice is one entry.
    static func entries(of system: ResolvedSystem, mode: Int, format: String, diagnostics: DiagnosticSink) -> [CopyEntry]? {
        var result: [CopyEntry] = []
        var byKey: [String: Int] = [:]
        var failed = false
        for token in system.tokens where token.type == .copy {
            guard case .copy(let copy) = token.values[mode] else { continue }
            let key = copy.key ?? token.path
            let notes = [copy.comment, token.description].compactMap { $0 }
            let comment = notes.isEmpty ? nil : notes.joined(separator: "\n")
            var candidates = [CopyEntry(key: key, text: copy.text, placeholders: copy.placeholders,
                                        comment: comment, token: token, alternate: nil)]
            for (name, text) in copy.alternates.sorted(by: { $0.key < $1.key }) {
                let declared = copy.placeholders.filter { text.contains("{\($0.name)}") }
                candidates.append(CopyEntry(key: key + "." + name, text: text, placeholders: declared,
                                            comment: comment, token: token, alternate: name))
            }
            for entry in candidates {
                if let existing = byKey[entry.key] {
                    let other = result[existing]
                    if other.text != entry.text {
                        diagnostics.report(.error(
                            "copy-duplicate-key",
                            "translation key '\(entry.key)' is used by '\(token.path)' and '\(other.token.path)' with different texts",
                            at: token.nameRange, notes: [Diagnostic.Note("'\(other.token.path)' is defined here", at: other.token.nameRange)],
                            suggestion: "give one of them its own key"))
                        failed = true
                    }
                    continue
                }
                byKey[entry.key] = result.count
                result.append(entry)
            }
        }
        return failed ? nil : result
    }
}
