import Foundation

/// A JSON value with ordered object keys, and a deterministic serializer.
public indirect enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
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
    public func serialized(pretty: Bool = true) -> String {
        var out = ""
        out.reserveCapacity(256)
        write(to: &out, indent: 0, pretty: pretty)
        return out
    }

    /// Appends the serialization to `out`.
    public func write(to out: inout String, indent: Int, pretty: Bool) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += JSONValue.format(n)
        case .string(let s): JSONValue.writeString(s, to: &out)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            let scalarOnly = items.allSatisfy { if case .array = $0 { return false }; if case .object = $0 { return false }; return true }
            if scalarOnly || !pretty {
                out += "["
                for (i, item) in items.enumerated() {
                    if i > 0 { out += pretty ? ", " : "," }
                    item.write(to: &out, indent: indent, pretty: pretty)
                }
                out += "]"
                return
            }
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += String(repeating: " ", count: indent + 2)
                item.write(to: &out, indent: indent + 2, pretty: pretty)
                out += i == items.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += pretty ? "{\n" : "{"
            for (i, (key, value)) in members.enumerated() {
                if pretty { out += String(repeating: " ", count: indent + 2) }
                JSONValue.writeString(key, to: &out)
                out += pretty ? ": " : ":"
                value.write(to: &out, indent: indent + 2, pretty: pretty)
                if i < members.count - 1 { out += "," }
                if pretty { out += "\n" }
            }
            if pretty { out += String(repeating: " ", count: indent) }
            out += "}"
        }
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
