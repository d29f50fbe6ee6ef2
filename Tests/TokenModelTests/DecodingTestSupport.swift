import ColorScience
import Diagnostics
import TokenModel
import XCTest
import YAML

/// Decodes the `value:` of a YAML snippet with ``ValueDecoder``, resolving references from a
/// small dictionary of token values and JSON Pointers from YAML snippets, and records every
/// request and diagnostic for assertions.
final class DecodingHarness {
    /// One call of the alias resolver.
    struct AliasRequest: Equatable {
        var path: String
        var location: String
        var type: TokenType
    }

    /// Token values by reference path, as the resolver would have resolved them.
    var tokens: [String: TokenValue] = [:]
    /// YAML text of the node each JSON Pointer leads to.
    var pointerTargets: [String: String] = [:]
    private(set) var aliasRequests: [AliasRequest] = []
    private(set) var pointerRequests: [String] = []
    private(set) var diagnostics: [Diagnostic] = []

    init(tokens: [String: TokenValue] = [:], pointerTargets: [String: String] = [:]) {
        self.tokens = tokens
        self.pointerTargets = pointerTargets
    }

    /// Parses `yaml` (a mapping with a `value` key) and decodes that value as `type`.
    func decode(_ yaml: String, as type: TokenType, file: StaticString = #filePath, line: UInt = #line) -> TokenValue? {
        let sink = DiagnosticSink()
        let sources = SourceManager()
        let fileID = sources.add(path: "value.yaml", text: yaml)
        guard let root = YAMLParser().parse(yaml, file: fileID, sink: sink), let node = root["value"] else {
            XCTFail("the test snippet does not parse: \(sink.diagnostics.map(\.message))", file: file, line: line)
            return nil
        }
        XCTAssertFalse(sink.hasErrors, "the test snippet has YAML errors: \(sink.diagnostics.map(\.message))",
                       file: file, line: line)
        let context = DecodingContext(
            sink: sink, mode: nil,
            aliasResolver: { [self] path, range, type in
                aliasRequests.append(AliasRequest(path: path, location: Self.location(range), type: type))
                if let value = tokens[path] { return value }
                sink.report(.error("unknown-reference", "no token '\(path)'", at: range))
                return nil
            },
            pointerResolver: { [self] pointer, range in
                pointerRequests.append(pointer)
                guard let text = pointerTargets[pointer] else {
                    sink.report(.error("invalid-reference", "nothing at '\(pointer)'", at: range))
                    return nil
                }
                let targetFile = sources.add(path: "target.yaml", text: "target: \(text)")
                return YAMLParser().parse("target: \(text)", file: targetFile, sink: sink)?["target"]
            })
        let value = ValueDecoder.decode(node, as: type, context: context)
        diagnostics = sink.diagnostics
        if value == nil {
            XCTAssertTrue(sink.hasErrors, "a nil value must come with an error", file: file, line: line)
        }
        return value
    }

    /// The codes of all diagnostics, in the order reported.
    var codes: [String] { diagnostics.map(\.code) }

    /// The single diagnostic with `code`; fails the test when there is not exactly one.
    func the(_ code: String, file: StaticString = #filePath, line: UInt = #line) -> Diagnostic? {
        let matching = diagnostics.filter { $0.code == code }
        XCTAssertEqual(matching.count, 1, "expected one '\(code)', got \(codes): \(diagnostics.map(\.message))",
                       file: file, line: line)
        return matching.first
    }

    /// `line:column` of a diagnostic's range.
    static func location(_ range: SourceRange?) -> String {
        guard let range else { return "-" }
        return "\(range.start.line):\(range.start.column)"
    }

    /// Asserts that exactly one diagnostic has `code`, at `location` (`line:column`), with
    /// `severity`, and returns it.
    @discardableResult
    func expect(_ code: String, at location: String, severity: Severity = .error,
                file: StaticString = #filePath, line: UInt = #line) -> Diagnostic? {
        guard let diagnostic = the(code, file: file, line: line) else { return nil }
        XCTAssertEqual(Self.location(diagnostic.range), location, "location of '\(code)'", file: file, line: line)
        XCTAssertEqual(diagnostic.severity, severity, "severity of '\(code)'", file: file, line: line)
        return diagnostic
    }

    /// Asserts that nothing was reported.
    func expectClean(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(codes, [], "\(diagnostics.map(\.message))", file: file, line: line)
    }
}

/// sRGB components 0–1 from 0–255 values, computed independently of tokenc.
func decodingRGB(_ r: Double, _ g: Double, _ b: Double) -> [Double] { [r / 255, g / 255, b / 255] }

/// Asserts a color's space, components and alpha.
func assertColor(_ color: Color?, space: ColorSpace, _ expected: [Double?], alpha: Double = 1,
                 accuracy: Double = 1e-9, file: StaticString = #filePath, line: UInt = #line) {
    guard let color else { return XCTFail("no color", file: file, line: line) }
    XCTAssertEqual(color.space, space, file: file, line: line)
    XCTAssertEqual(color.components.count, expected.count, file: file, line: line)
    for (actual, wanted) in zip(color.components, expected) {
        switch (actual, wanted) {
        case (nil, nil): break
        case let (a?, w?): XCTAssertEqual(a, w, accuracy: accuracy, file: file, line: line)
        default: XCTFail("component \(String(describing: actual)) ≠ \(String(describing: wanted))", file: file, line: line)
        }
    }
    XCTAssertEqual(color.alpha, alpha, accuracy: accuracy, file: file, line: line)
}

extension TokenValue {
    /// The color, if this is one.
    var decodedColor: Color? { if case .color(let c) = self { return c }; return nil }
    /// The dimension (or blur radius), if this is one.
    var decodedDimension: TokenDimension? {
        switch self {
        case .dimension(let d), .blur(let d): return d
        default: return nil
        }
    }
}

/// tokenc's length (Foundation also has a `Dimension`).
typealias TokenDimension = TokenModel.Dimension
/// tokenc's duration (the standard library also has a `Duration`).
typealias TokenDuration = TokenModel.Duration
