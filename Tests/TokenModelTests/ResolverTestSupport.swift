import Diagnostics
import TokenModel
import XCTest
import YAML

/// Compiles in-memory token files (one system) and keeps everything a test asserts on.
struct Compiled {
    let system: ResolvedSystem
    let diagnostics: [Diagnostic]
    let sources: SourceManager

    init(_ files: [(String, String)], name: String = "test") {
        let sources = SourceManager()
        let sink = DiagnosticSink()
        var loader = TokenLoader(systemName: name, sink: sink)
        for (path, text) in files {
            let file = sources.add(path: path, text: text)
            if let root = YAMLParser().parse(Array(text.utf8), file: file, sink: sink) {
                loader.add(root: root)
            }
        }
        system = TokenResolver(tree: loader.finish(), sink: sink).resolve()
        diagnostics = sink.sorted(using: sources)
        self.sources = sources
    }

    init(_ text: String) { self.init([("test.tokens.yaml", text)]) }

    /// Diagnostics with a code.
    func with(_ code: String) -> [Diagnostic] { diagnostics.filter { $0.code == code } }

    /// `path:line:column` of a range.
    func at(_ range: SourceRange?) -> String {
        guard let range else { return "-" }
        return "\(sources.path(of: range.file)):\(range.start.line):\(range.start.column)"
    }

    /// The codes of every error and warning.
    var codes: [String] { diagnostics.map(\.code) }
}

/// An sRGB color from 0–255 components, computed independently of tokenc.
func rgb255(_ r: Double, _ g: Double, _ b: Double) -> [Double] { [r / 255, g / 255, b / 255] }

func assertComponents(_ value: TokenValue?, _ expected: [Double], accuracy: Double = 1e-9,
                      file: StaticString = #filePath, line: UInt = #line) {
    guard case .color(let c)? = value else {
        return XCTFail("expected a color, got \(String(describing: value))", file: file, line: line)
    }
    XCTAssertEqual(c.components.count, expected.count, file: file, line: line)
    for (a, e) in zip(c.components, expected) {
        XCTAssertEqual(a ?? .nan, e, accuracy: accuracy, file: file, line: line)
    }
}
