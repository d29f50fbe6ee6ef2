import Diagnostics

/// The Swift names declared in one enum of the screens Swift, so that two spec names that become
/// the same identifier (`sign-in` and `sign_in`) are reported instead of generating Swift that
/// does not compile.
struct ScreenNameTable {
    /// Where problems go.
    var diagnostics: DiagnosticSink
    /// The enum the names are declared in, for messages (`LatenSplash`).
    var scope: String
    private var owners: [String: (what: String, range: SourceRange?)] = [:]

    /// Creates an empty table.
    init(diagnostics: DiagnosticSink, scope: String) {
        self.diagnostics = diagnostics
        self.scope = scope
    }

    /// Records a name taken by something else (a token namespace, the file's own types).
    mutating func reserve(_ name: String, for what: String) {
        owners[name.filter { $0 != "`" }] = (what, nil)
    }

    /// Records a name; reports `screens-name-collision` and returns false when it is taken.
    mutating func claim(_ name: String, for what: String, at range: SourceRange?) -> Bool {
        let key = name.filter { $0 != "`" }
        if let owner = owners[key] {
            var notes: [Diagnostic.Note] = []
            if let other = owner.range { notes.append(.init("\(owner.what) is here", at: other)) }
            diagnostics.report(.error(
                "screens-name-collision",
                "\(what) and \(owner.what) both become the Swift name '\(key)'\(scope.isEmpty ? "" : " in '\(scope)'")",
                at: range ?? owner.range, notes: notes, suggestion: "rename one of them"))
            return false
        }
        owners[key] = (what, range)
        return true
    }
}
