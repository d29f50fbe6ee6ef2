import Diagnostics
import Foundation

/// Finds the `# tokenc:ignore` comments of a file. The YAML parser drops comments, so this reads
/// the source bytes directly: one linear pass that only looks closely at lines holding the
/// `tokenc:ignore` keyword.
public struct SuppressionScanner: Sendable {
    /// The keyword after `#`.
    public static let keyword = "tokenc:ignore"

    /// Creates a scanner.
    public init() {}

    /// Every suppression comment in a file, in order. `knownRules` lets a reason follow the
    /// rule ids without a separator (`# tokenc:ignore contrast decorative only`).
    public func scan(_ file: FileID, sources: SourceManager, knownRules: Set<String> = []) -> [Suppression] {
        let bytes = sources.contents(of: file)
        let key = Array(Self.keyword.utf8)
        // Most files have no suppression at all: one fast pass over the whole file says so.
        guard bytes.count >= key.count, Self.mentions(key, in: bytes) else { return [] }
        var result: [Suppression] = []
        var pending: [Int] = []  // own-line comments waiting for the line they apply to
        var line = 1
        var start = 0
        while start <= bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            if !pending.isEmpty {
                var first = start
                while first < end, bytes[first] == UInt8(ascii: " ") || bytes[first] == UInt8(ascii: "\t") { first += 1 }
                if first < end, bytes[first] != UInt8(ascii: "#"), bytes[first] != UInt8(ascii: "\r") {
                    for index in pending { result[index].targetLine = line }
                    pending.removeAll()
                }
            }
            if Self.contains(key, in: bytes, from: start, to: end),
               let found = parse(file: file, lineNumber: line, sources: sources, knownRules: knownRules) {
                result.append(found.value)
                if found.ownLine { pending.append(result.count - 1) }
            }
            line += 1
            start = end + 1
        }
        return result
    }

    /// Whether `key` occurs anywhere in `bytes`: `memchr` for the key's `k` (the rarest of its
    /// letters in YAML; its first, `t`, stopped the scan every few bytes of a spec, ~10 ms over
    /// 1,000 screens' files), then a compare around it.
    static func mentions(_ key: [UInt8], in bytes: [UInt8]) -> Bool {
        guard !key.isEmpty, bytes.count >= key.count else { return false }
        let pivot = key.firstIndex(of: UInt8(ascii: "k")) ?? 0
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            let last = buffer.count - key.count  // the last offset the key may start at
            var start = 0
            while start <= last {
                guard let hit = memchr(base + start + pivot, Int32(key[pivot]), last - start + 1) else { return false }
                let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) - pivot
                if memcmp(base + at, key, key.count) == 0 { return true }
                start = at + 1
            }
            return false
        }
    }

    private static func contains(_ key: [UInt8], in bytes: [UInt8], from start: Int, to end: Int) -> Bool {
        guard end - start >= key.count else { return false }
        var i = start
        while i + key.count <= end {
            if bytes[i] == key[0], bytes[i..<(i + key.count)].elementsEqual(key) { return true }
            i += 1
        }
        return false
    }

    /// Reads the comment on a line that contains the keyword; nil when the keyword is not in a
    /// `# tokenc:ignore` comment.
    private func parse(file: FileID, lineNumber: Int, sources: SourceManager, knownRules: Set<String>) -> (value: Suppression, ownLine: Bool)? {
        guard let text = sources.line(lineNumber, of: file) else { return nil }
        let scalars = Array(text.unicodeScalars)
        // Find `#`, optional spaces, the keyword.
        var hash: Int?
        var index = 0
        var inDouble = false, inSingle = false
        while index < scalars.count {
            let scalar = scalars[index]
            // A quote opens a quoted scalar only where a scalar can start (`it's` is no quote).
            let opens = index == 0 || " \t:[{,-".unicodeScalars.contains(scalars[index - 1])
            if scalar == "\"", !inSingle {
                if inDouble, scalars[index - 1] != "\\" { inDouble = false } else if !inDouble, opens { inDouble = true }
            }
            if scalar == "'", !inDouble {
                if inSingle { inSingle = false } else if opens { inSingle = true }
            }
            // A comment starts with `#` at the start of a line or after a space, outside quotes.
            if scalar == "#", !inDouble, !inSingle, index == 0 || scalars[index - 1] == " " || scalars[index - 1] == "\t" {
                var j = index + 1
                while j < scalars.count, scalars[j] == " " || scalars[j] == "\t" { j += 1 }
                let rest = String(String.UnicodeScalarView(scalars[j...]))
                if rest.hasPrefix(Self.keyword) {
                    hash = index
                    break
                }
            }
            index += 1
        }
        guard let hash else { return nil }
        let ownLine = scalars[..<hash].allSatisfy { $0 == " " || $0 == "\t" }
        let body = String(String.UnicodeScalarView(scalars[(hash + 1)...]))
            .trimmingSpaces().dropFirst(Self.keyword.count)
        // `tokenc:ignore-next`-style spellings are not this keyword.
        if let first = body.unicodeScalars.first, first != " ", first != "\t", first != ",", first != ":" {
            return nil
        }
        let (rules, reason) = Self.split(String(body), knownRules: knownRules)
        let range = SourceRange(file: file, start: SourceLocation(line: lineNumber, column: hash + 1),
                                end: SourceLocation(line: lineNumber, column: scalars.count + 1))
        return (Suppression(range: range, targetLine: ownLine ? lineNumber + 1 : lineNumber, rules: rules, reason: reason), ownLine)
    }

    /// Splits the text after the keyword into rule ids and the reason.
    static func split(_ text: String, knownRules: Set<String>) -> (rules: [String], reason: String) {
        var rest = Substring(text)
        if rest.hasPrefix(":") { rest = rest.dropFirst() }
        var rules: [String] = []
        var reason = ""
        while true {
            rest = rest.drop { $0 == " " || $0 == "\t" || $0 == "," }
            if rest.isEmpty { break }
            if let separator = ["—", "–", "--", "-", ":"].first(where: { rest.hasPrefix($0) }) {
                reason = String(rest.dropFirst(separator.count)).trimmingSpaces()
                break
            }
            let word = rest.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." }
            if word.isEmpty {
                reason = String(rest).trimmingSpaces()
                break
            }
            // After a known rule, a word that is no rule id starts a reason written without a
            // separator; the first word always counts as a rule (an unknown one is reported).
            if !rules.isEmpty, !knownRules.isEmpty, !knownRules.contains(String(word)), word != "all" {
                reason = String(rest).trimmingSpaces()
                break
            }
            rules.append(String(word))
            rest = rest.dropFirst(word.count)
            if rest.hasPrefix(":") {
                reason = String(rest.dropFirst()).trimmingSpaces()
                break
            }
        }
        return (rules, reason)
    }
}

extension String {
    /// Without leading and trailing spaces and tabs.
    func trimmingSpaces() -> String {
        let scalars = Array(unicodeScalars)
        var start = 0, end = scalars.count
        while start < end, scalars[start] == " " || scalars[start] == "\t" || scalars[start] == "\r" { start += 1 }
        while end > start, scalars[end - 1] == " " || scalars[end - 1] == "\t" || scalars[end - 1] == "\r" { end -= 1 }
        return String(String.UnicodeScalarView(scalars[start..<end]))
    }
}
