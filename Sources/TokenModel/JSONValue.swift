import Foundation

/// A JSON value with ordered object keys, and a deterministic serializer.
///
/// Not `indirect`: arrays and objects already hold their elements out of line, so scalars need
/// no box of their own (a resolved document has millions of them).
public enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number (written by ``format(_:)``).
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object; members keep their order.
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.number(a), .number(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let b): hasher.combine(b)
        case .number(let n): hasher.combine(n)
        case .string(let s): hasher.combine(s)
        case .array(let a): hasher.combine(a)
        case .object(let o): for (k, v) in o { hasher.combine(k); hasher.combine(v) }
        }
    }

    /// The member of an object by key.
    public subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members.first { $0.0 == key }?.1 }
        return nil
    }

    /// Serializes with two-space indentation (or compactly), keys in their stored order.
    ///
    /// A large pretty document is written on all cores (see ``ParallelJSON``); the text is the
    /// same.
    public func serialized(pretty: Bool = true) -> String {
        if pretty, let depth = ParallelJSON.cutDepth(of: self, minimum: Self.parallelPieces) {
            var glue = JSONTextWriter()
            var cuts: [(position: Int, value: JSONValue, indent: Int)] = []
            glue.write(self, indent: 0, depth: 0, cutDepth: depth, cuts: &cuts)
            let pieces = cuts
            return ParallelJSON.join(glue: glue, cuts: pieces.map(\.position)) { i, writer in
                writer.write(pieces[i].value, indent: pieces[i].indent, pretty: true)
            }
        }
        var writer = JSONTextWriter()
        writer.write(self, indent: 0, pretty: pretty)
        return writer.text
    }

    /// Documents with at least this many arrays and objects at one depth are serialized in
    /// parallel pieces.
    static let parallelPieces = 256

    /// The UTF-8 bytes of ``serialized(pretty:)``, without building a `String` (for output
    /// written straight to a file).
    public func serializedBytes(pretty: Bool = true) -> [UInt8] {
        var writer = JSONTextWriter()
        writer.write(self, indent: 0, pretty: pretty)
        return writer.bytes
    }

    /// Appends the serialization to `out`.
    public func write(to out: inout String, indent: Int, pretty: Bool) {
        var writer = JSONTextWriter()
        writer.write(self, indent: indent, pretty: pretty)
        out += writer.text
    }

    /// Formats a number the same way on every machine: integers without a fraction, others in
    /// Swift's shortest round-trip form. Non-finite numbers (not JSON) become `null`.
    public static func format(_ n: Double) -> String {
        guard n.isFinite else { return "null" }
        if n == n.rounded(), abs(n) < 1e15 {
            return n == 0 ? "0" : String(Int64(n))
        }
        return n.description
    }

    /// Writes a JSON string literal with the required escapes.
    public static func writeString(_ s: String, to out: inout String) {
        out += "\""
        var needsEscape = false
        for byte in s.utf8 where byte < 0x20 || byte == 0x22 || byte == 0x5C {
            needsEscape = true
            break
        }
        if !needsEscape {
            out += s
        } else {
            for scalar in s.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\r": out += "\\r"
                case "\t": out += "\\t"
                case "\u{08}": out += "\\b"
                case "\u{0C}": out += "\\f"
                default:
                    if scalar.value < 0x20 {
                        let hex = String(scalar.value, radix: 16)
                        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                    } else {
                        out.unicodeScalars.append(scalar)
                    }
                }
            }
        }
        out += "\""
    }
}

/// JSON Pointer (RFC 6901) helpers.
public enum JSONPointer {
    /// Unescapes one reference token (`~1` → `/`, `~0` → `~`).
    public static func unescape(_ token: String) -> String {
        token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
    }
    /// Escapes one reference token.
    public static func escape(_ token: String) -> String {
        token.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }
}
