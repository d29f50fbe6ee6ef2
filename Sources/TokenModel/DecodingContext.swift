import Diagnostics
import YAML

/// What a value decoder needs from the resolver while it decodes one token's value in one mode:
/// a way to resolve references found inside the value, and a place to report problems.
///
/// Decoders never look tokens up themselves, so alias chains, cycles and modes are handled in
/// one place (``TokenResolver``).
public struct DecodingContext {
    /// Where problems go.
    public let sink: DiagnosticSink
    /// The mode being resolved (nil for a set without modes).
    public let mode: String?
    private let aliasResolver: (String, SourceRange, TokenType) -> TokenValue?
    private let pointerResolver: (String, SourceRange) -> YAMLNode?

    /// Creates a context from the resolver's callbacks.
    ///
    /// - Parameters:
    ///   - aliasResolver: given a reference path (`color.primary`, without braces), where it was
    ///     written and the type the field needs, returns the resolved value, or nil after having
    ///     reported why not (unknown reference, cycle, wrong type).
    ///   - pointerResolver: given a JSON Pointer (`#/color/primary/$value/components/0`), returns
    ///     the resolved value at that place as a node, or nil after having reported why not.
    public init(
        sink: DiagnosticSink,
        mode: String?,
        aliasResolver: @escaping (String, SourceRange, TokenType) -> TokenValue?,
        pointerResolver: @escaping (String, SourceRange) -> YAMLNode?
    ) {
        self.sink = sink
        self.mode = mode
        self.aliasResolver = aliasResolver
        self.pointerResolver = pointerResolver
    }

    /// Resolves `{path}` written at `range` where a value of `type` is needed.
    public func resolveAlias(_ path: String, at range: SourceRange, expecting type: TokenType) -> TokenValue? {
        aliasResolver(path, range, type)
    }

    /// If `node` is a `{"$ref": "#/…"}` mapping, the node it points to; otherwise `node` itself.
    /// Nil when the pointer cannot be followed (already reported).
    public func dereference(_ node: YAMLNode) -> YAMLNode? {
        guard case .mapping(let pairs) = node.content, pairs.count == 1,
              case .scalar(let key) = pairs[0].key.content, key.text == "$ref" else { return node }
        guard case .scalar(let pointer) = pairs[0].value.content else {
            report(.error("invalid-reference", "'$ref' must be a JSON Pointer string such as \"#/color/primary/$value\"",
                          at: pairs[0].value.range))
            return nil
        }
        return pointerResolver(pointer.text, pairs[0].value.range)
    }

    /// Reports a diagnostic.
    public func report(_ diagnostic: Diagnostic) {
        sink.report(diagnostic)
    }
}

extension YAMLNode {
    /// If this node is a reference `{a.b.c}` (a string that is exactly one pair of braces around a
    /// dotted path), the path without braces. Also recognizes the unquoted YAML form, which YAML
    /// parses as a one-key flow mapping; ``TokenLoader`` warns about that form.
    public var referencePath: String? {
        switch content {
        case .scalar(let scalar):
            return Self.referencePath(inText: scalar.text)
        case .mapping(let pairs):
            guard isFlowReferenceMapping, case .scalar(let key) = pairs[0].key.content else { return nil }
            return key.text
        case .sequence:
            return nil
        }
    }

    /// The path of a `{a.b.c}` text: between one pair of braces, no other brace, trimmed of
    /// spaces and tabs at both ends; nil for any other text. Read on the text's bytes (a
    /// substring view of them cost some 2,000 instructions a reference).
    static func referencePath(inText text: String) -> String? {
        var text = text
        return text.withUTF8 { bytes -> String? in
            let count = bytes.count
            guard count > 2, bytes[0] == UInt8(ascii: "{"), bytes[count - 1] == UInt8(ascii: "}") else { return nil }
            for i in 1..<(count - 1) where bytes[i] == UInt8(ascii: "{") || bytes[i] == UInt8(ascii: "}") {
                return nil
            }
            let first = bytes[1], last = bytes[count - 2]
            let edgeBlank = first == 0x20 || first == 0x09 || last == 0x20 || last == 0x09
            // The braces are ASCII, so the bytes between them are whole scalars.
            let path = String(decoding: UnsafeBufferPointer(rebasing: bytes[1..<(count - 1)]), as: UTF8.self)
            // Without a blank at either end there is nothing to trim.
            return edgeBlank ? path.trimmingWhitespace() : path
        }
    }

    /// Whether this node is `{a.b}` written without quotes, which YAML reads as a mapping with
    /// one key and no value.
    public var isFlowReferenceMapping: Bool {
        // The value is read first: a one-pair mapping with a value is the usual case, and
        // `contains` (Foundation's, on a String) costs thousands of instructions.
        guard case .mapping(let pairs) = content, pairs.count == 1,
              case .scalar(let value) = pairs[0].value.content, value.style == .plain, value.text.isEmpty,
              case .scalar(let key) = pairs[0].key.content, key.style == .plain,
              !key.text.hasPrefix("$"), !key.text.contains(" ")
        else { return false }
        return range.start.line == range.end.line
    }
}

extension String {
    func trimmingWhitespace() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars = scalars.dropFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars = scalars.dropLast() }
        return String(scalars)
    }
}
