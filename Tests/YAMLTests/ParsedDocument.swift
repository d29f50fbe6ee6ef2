import Diagnostics
import YAML

/// The outcome of parsing one test document: the root (nil on failure) and what was reported.
struct ParsedDocument {
    let root: YAMLNode?
    let diagnostics: [Diagnostic]
    let file: FileID

    /// Parses `text` as the file `test.yaml`.
    init(_ text: String, limits: YAMLParser.Limits = YAMLParser.Limits()) {
        self.init(bytes: Array(text.utf8), limits: limits)
    }

    /// Parses raw bytes as the file `test.yaml`.
    init(bytes: [UInt8], limits: YAMLParser.Limits = YAMLParser.Limits()) {
        let sources = SourceManager()
        file = sources.add(path: "test.yaml", contents: bytes)
        let sink = DiagnosticSink()
        root = YAMLParser(limits: limits).parse(bytes, file: file, sink: sink)
        diagnostics = sink.diagnostics
    }

    /// The codes of every diagnostic, in order.
    var codes: [String] { diagnostics.map(\.code) }

    /// The node at a path of mapping keys and sequence indexes, e.g. `["color", "list", 1]`.
    func node(_ path: [PathComponent]) -> YAMLNode? {
        var current = root
        for component in path {
            switch component {
            case .key(let key): current = current?[key]
            case .index(let index):
                guard let items = current?.items, index < items.count else { return nil }
                current = items[index]
            }
        }
        return current
    }

    /// The pair for the last key of a path (so its key range is at hand).
    func pair(_ path: [PathComponent], _ key: String) -> YAMLPair? {
        node(path)?.pair(forKey: key)
    }
}

/// One step of a path into a document.
enum PathComponent: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
    case key(String)
    case index(Int)
    init(stringLiteral value: String) { self = .key(value) }
    init(integerLiteral value: Int) { self = .index(value) }
}

/// `line:column-line:column`, compact for assertions.
func span(_ range: SourceRange?) -> String {
    guard let range else { return "nil" }
    return "\(range.start.line):\(range.start.column)-\(range.end.line):\(range.end.column)"
}

/// `line:column` of a range's start.
func start(_ range: SourceRange?) -> String {
    guard let range else { return "nil" }
    return "\(range.start.line):\(range.start.column)"
}
