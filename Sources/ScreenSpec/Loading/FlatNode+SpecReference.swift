import TokenModel
import YAML

extension FlatNode {
    /// TokenModel's ``YAMLNode/referencePath`` of the same node: a scalar's `{a.b}` path, or the
    /// key of an unquoted `{a.b}` (a one-pair flow mapping).
    var referencePath: String? {
        switch content {
        case .scalar(let scalar): return YAMLNode(.scalar(scalar), range: range).referencePath
        case .mapping(let pairs):
            guard isFlowReferenceMapping, let key = pairs.first?.key.scalar else { return nil }
            return key.text
        case .sequence: return nil
        }
    }

    /// TokenModel's ``YAMLNode/isFlowReferenceMapping`` of the same node: `{a.b}` written without
    /// quotes, which YAML reads as a mapping with one key and no value.
    var isFlowReferenceMapping: Bool {
        // The value is read first: a one-pair mapping with a value (`{ color: "#FFF" }`) is the
        // usual case, and `contains` (Foundation's, on a String) costs thousands of instructions.
        guard let pairs, pairs.count == 1, let pair = pairs.first,
              let value = pair.value.scalar, value.style == .plain, value.text.isEmpty,
              let key = pair.key.scalar, key.style == .plain,
              !key.text.hasPrefix("$"), !key.text.contains(" ")
        else { return false }
        let range = range
        return range.start.line == range.end.line
    }

    /// TokenModel's ``referencePath`` (`"{a.b}"` → `a.b`), worked out on the scalar's bytes for
    /// the common case — a quoted `{path}` with nothing to trim — and by ``referencePath`` itself
    /// otherwise (blanks inside the braces, an unquoted `{a.b}` mapping), so the answer is always
    /// the same. Screens ask this of every value they read.
    var specReferencePath: String? {
        // The scalar's text only: the whole scalar, copied out as `content`, was its tag and
        // comment retained and released again for every value read.
        guard var text = scalarText else { return referencePath }
        switch text.withUTF8({ Self.referenceShape(of: $0) }) {
        case .none: return nil
        case .blankAtAnEdge: return referencePath
        case .plain:
            return text.withUTF8 { bytes in
                String(decoding: UnsafeBufferPointer(rebasing: bytes[1..<(bytes.count - 1)]), as: UTF8.self)
            }
        }
    }

    /// `body` of the path's bytes of a scalar written `{path}` (no blank just inside the braces),
    /// without making the path; nil for anything else (then ask ``specReferencePath``).
    func withPlainReferenceBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        guard var text = scalarText else { return nil }
        return text.withUTF8 { bytes in
            guard case .plain = Self.referenceShape(of: bytes) else { return nil }
            return body(UnsafeBufferPointer(rebasing: bytes[1..<(bytes.count - 1)]))
        }
    }

    /// Whether ``specReferencePath`` is not nil, without making the path.
    var isSpecReference: Bool {
        guard var text = scalarText else { return referencePath != nil }
        switch text.withUTF8({ Self.referenceShape(of: $0) }) {
        case .none: return false
        case .blankAtAnEdge: return referencePath != nil
        case .plain: return true
        }
    }

    /// What a scalar's bytes are as a `{reference}`.
    private enum ReferenceShape {
        /// Not a reference.
        case none
        /// `{path}` with no space or tab just inside the braces.
        case plain
        /// `{ path }`: left to ``referencePath``, which trims by characters.
        case blankAtAnEdge
    }

    private static func referenceShape(of bytes: UnsafeBufferPointer<UInt8>) -> ReferenceShape {
        let count = bytes.count
        guard count > 2, bytes[0] == UInt8(ascii: "{"), bytes[count - 1] == UInt8(ascii: "}") else { return .none }
        for i in 1..<(count - 1) where bytes[i] == UInt8(ascii: "{") || bytes[i] == UInt8(ascii: "}") { return .none }
        let first = bytes[1], last = bytes[count - 2]
        if first == 0x20 || first == 0x09 || last == 0x20 || last == 0x09 { return .blankAtAnEdge }
        return .plain
    }
}
