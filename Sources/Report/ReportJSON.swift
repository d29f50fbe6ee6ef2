/// A JSON value with members kept in the order written, and a deterministic pretty printer:
/// two-space indentation, `"key": value`, no escaped slashes, non-ASCII written as UTF-8,
/// control characters as `\n`, `\r`, `\t` or `\u00XX`. The reporters' output format.
enum ReportJSON: Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([ReportJSON])
    case object([(String, ReportJSON)])

    static func == (lhs: ReportJSON, rhs: ReportJSON) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.int(a), .int(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    /// An object from members, leaving out those whose value is nil.
    static func members(_ members: [(String, ReportJSON?)]) -> ReportJSON {
        .object(members.compactMap { key, value in value.map { (key, $0) } })
    }

    /// The pretty-printed text, ending with a newline.
    func serialized() -> String {
        var out = ""
        write(to: &out, indent: 0)
        out += "\n"
        return out
    }

    private static let indents: [String] = (0..<64).map { String(repeating: " ", count: $0) }

    private static func spaces(_ n: Int) -> String {
        n < indents.count ? indents[n] : String(repeating: " ", count: n)
    }

    private func write(to out: inout String, indent: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .int(let i): out += String(i)
        case .string(let s): Self.writeString(s, to: &out)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += Self.spaces(indent + 2)
                item.write(to: &out, indent: indent + 2)
                out += i + 1 < items.count ? ",\n" : "\n"
            }
            out += Self.spaces(indent) + "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{\n"
            for (i, (key, value)) in members.enumerated() {
                out += Self.spaces(indent + 2)
                Self.writeString(key, to: &out)
                out += ": "
                value.write(to: &out, indent: indent + 2)
                out += i + 1 < members.count ? ",\n" : "\n"
            }
            out += Self.spaces(indent) + "}"
        }
    }

    private static let hexDigits = Array("0123456789abcdef")

    /// Appends `s` as a JSON string literal. Runs of bytes that need no escape are copied whole.
    static func writeString(_ s: String, to out: inout String) {
        out += "\""
        let utf8 = s.utf8
        let needsEscape = utf8.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F }
        guard needsEscape else {
            out += s
            out += "\""
            return
        }
        var run: [UInt8] = []
        func flush() {
            if !run.isEmpty {
                out += String(decoding: run, as: UTF8.self)
                run.removeAll(keepingCapacity: true)
            }
        }
        for byte in utf8 {
            switch byte {
            case 0x22: flush(); out += "\\\""
            case 0x5C: flush(); out += "\\\\"
            case 0x0A: flush(); out += "\\n"
            case 0x0D: flush(); out += "\\r"
            case 0x09: flush(); out += "\\t"
            case 0..<0x20, 0x7F:
                flush()
                let v = Int(byte)
                out += "\\u00" + String(hexDigits[v >> 4]) + String(hexDigits[v & 0xF])
            default:
                run.append(byte)
            }
        }
        flush()
        out += "\""
    }
}
