#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a large block-style document can be cut in two, so that two libyaml parsers read the
/// halves at once (``SplitPlan``): the start of a line `key: …` at indentation `k` that continues
/// a block mapping whose enclosing keys (the *ancestors*, one a line `key:` each, at smaller
/// indentations down to 0) are known. The second part is parsed as those ancestor lines (the
/// ``prefix``) followed by the file from ``offset`` on: libyaml is then in the state it is in at
/// that line in the whole file, so, with the prefix's own events dropped and positions moved
/// by ``characters`` and ``lines``, its events are those of the whole file's second part.
///
/// Found from the text alone, so it is a guess; the first part's parser checks it (its open
/// mappings at the cut must be the ancestors' mappings and one at `k`), and a guess that does
/// not hold makes the reading fall back. The guess is kept safe by what it asks of the lines:
/// plain ASCII keys, a previous sibling at the same indentation, no directive, no `\r` and no
/// other unusual line breaks before the cut.
struct SplitPoint: Equatable, Sendable {
    /// Byte offset of the first line of the second part.
    var offset: Int
    /// That line's indentation: the column of its key.
    var indent: Int
    /// Byte offset of each ancestor line, outermost first.
    var ancestorOffsets: [Int]
    /// Indentation of each ancestor line.
    var ancestorIndents: [Int]
    /// The ancestor lines up to their `:`, each with a line break: what the second parser reads
    /// before the file's second part.
    var prefix: [UInt8]
    /// Characters (Unicode scalars, as libyaml counts a mark's index) before ``offset``.
    var characters = 0
    /// Line breaks before ``offset``.
    var lines = 0
    /// Character index of each ancestor line's start.
    var ancestorCharacters: [Int] = []

    /// How many lines the prefix has.
    var prefixLines: Int { ancestorOffsets.count }

    /// The events of the prefix that the second parser drops: the stream's and the document's
    /// start, the root mapping's start, and a key and a mapping start per ancestor.
    var prefixEvents: Int { 3 + 2 * ancestorOffsets.count }

    /// Finds a split point among the lines that start in `from ..< from + window`, preferring the
    /// smallest indentation (a top-level key needs no prefix); nil when there is none. Then
    /// counts characters and lines before it, and nil again when the text before it has a line
    /// break other than `\n`.
    static func find(in text: UnsafeBufferPointer<UInt8>, from: Int, window: Int) -> SplitPoint? {
        guard let base = text.baseAddress, from > 0, from < text.count else { return nil }
        let scanner = LineScanner(base: base, count: text.count)
        guard !scanner.startsWithDirective() else { return nil }
        var candidate: (offset: Int, indent: Int)?
        var line = scanner.nextLineStart(atOrAfter: from)
        let end = min(text.count, from + window)
        while line < end {
            if let indent = scanner.keyLineIndent(at: line, bare: false),
               candidate == nil || indent < candidate!.indent,
               let previous = scanner.previousContentIndent(before: line), previous >= indent {
                candidate = (line, indent)
                if indent == 0 { break }
            }
            line = scanner.lineStart(after: line)
        }
        guard let candidate else { return nil }
        var point = SplitPoint(offset: candidate.offset, indent: candidate.indent, ancestorOffsets: [],
                               ancestorIndents: [], prefix: [])
        var indent = candidate.indent
        var position = candidate.offset
        while indent > 0 {
            guard let (ancestor, ancestorIndent) = scanner.previousLine(before: position, indentBelow: indent),
                  scanner.keyLineIndent(at: ancestor, bare: true) == ancestorIndent else { return nil }
            point.ancestorOffsets.append(ancestor)
            point.ancestorIndents.append(ancestorIndent)
            indent = ancestorIndent
            position = ancestor
        }
        point.ancestorOffsets.reverse()
        point.ancestorIndents.reverse()
        for ancestor in point.ancestorOffsets {
            var i = ancestor
            while base[i] != UInt8(ascii: ":") { i += 1 }
            point.prefix.append(contentsOf: UnsafeBufferPointer(start: base + ancestor, count: i + 1 - ancestor))
            point.prefix.append(UInt8(ascii: "\n"))
        }
        // Characters and lines up to each ancestor, then up to the split.
        var counter = Counter()
        for ancestor in point.ancestorOffsets {
            guard counter.count(base, upTo: ancestor) else { return nil }
            point.ancestorCharacters.append(counter.characters)
        }
        guard counter.count(base, upTo: point.offset) else { return nil }
        point.characters = counter.characters
        point.lines = counter.lines
        return point
    }

    /// Counts characters and `\n` line breaks from where it stopped; false at a `\r`, U+0085,
    /// U+2028 or U+2029 (libyaml's other line breaks) — eight ASCII bytes at a time.
    struct Counter {
        var position = 0
        var characters = 0
        var lines = 0

        mutating func count(_ base: UnsafePointer<UInt8>, upTo end: Int) -> Bool {
            guard position < end else { return true }
            if memchr(base + position, 0x0D, end - position) != nil { return false }
            let raw = UnsafeRawPointer(base)
            let high: UInt64 = 0x8080_8080_8080_8080, low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
            // Locals, not the properties: the loop runs over megabytes.
            var i = position, lines = self.lines, characters = self.characters
            defer { position = i; self.lines = lines; self.characters = characters }
            while i < end {
                if i + 8 <= end {
                    let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                    if word & high == 0 {
                        // `\n` bytes become zero; `m` has the high bit of exactly those set, and
                        // the multiplication adds the eight bits up in the top byte (a popcount
                        // without the POPCNT instruction, which the baseline x86-64 lacks).
                        let x = word ^ 0x0A0A_0A0A_0A0A_0A0A
                        let m = ~(((x & low7) &+ low7) | x | low7)
                        lines &+= Int(truncatingIfNeeded: ((m >> 7) &* 0x0101_0101_0101_0101) >> 56)
                        characters &+= 8
                        i &+= 8
                        continue
                    }
                }
                let byte = base[i]
                switch byte {
                case 0x0A: lines += 1
                case 0xC2 where i + 1 < end && base[i + 1] == 0x85: return false
                case 0xE2 where i + 2 < end && base[i + 1] == 0x80 && (base[i + 2] == 0xA8 || base[i + 2] == 0xA9):
                    return false
                default: break
                }
                if byte & 0xC0 != 0x80 { characters += 1 }
                i += 1
            }
            return true
        }
    }
}

/// Lines of a text read from bytes, for ``SplitPoint/find(in:from:window:)``.
private struct LineScanner {
    let base: UnsafePointer<UInt8>
    let count: Int

    private static let space = UInt8(ascii: " "), newline = UInt8(ascii: "\n"), hash = UInt8(ascii: "#")

    /// The start of the first line that starts at or after `offset`.
    func nextLineStart(atOrAfter offset: Int) -> Int {
        if offset == 0 || base[offset - 1] == Self.newline { return offset }
        return lineStart(after: offset)
    }

    /// The start of the line after the one holding `offset` (`count` at the end).
    func lineStart(after offset: Int) -> Int {
        guard offset < count, let found = memchr(base + offset, Int32(Self.newline), count - offset) else { return count }
        return UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base + 1
    }

    /// The start of the line before the one starting at `start` (nil for the first line).
    func previousLineStart(before start: Int) -> Int? {
        guard start > 0 else { return nil }
        let lastBreak = start - 1
        var i = lastBreak - 1
        while i >= 0, base[i] != Self.newline { i -= 1 }
        return i + 1
    }

    /// The indentation of the line starting at `start`, or nil for a blank or comment-only line;
    /// `-1` for a line indented with a tab (never a split or an ancestor).
    func contentIndent(at start: Int) -> Int? {
        var i = start
        while i < count, base[i] == Self.space { i += 1 }
        guard i < count else { return nil }
        switch base[i] {
        case Self.newline, Self.hash: return nil
        case UInt8(ascii: "\t"), UInt8(ascii: "\r"): return -1
        default: return i - start
        }
    }

    /// The indentation of the nearest content line before `start`.
    func previousContentIndent(before start: Int) -> Int? {
        var line = start
        while let previous = previousLineStart(before: line) {
            if let indent = contentIndent(at: previous) { return indent < 0 ? nil : indent }
            line = previous
        }
        return nil
    }

    /// The nearest content line before `start` indented less than `indent`, with its indentation.
    func previousLine(before start: Int, indentBelow indent: Int) -> (Int, Int)? {
        var line = start
        while let previous = previousLineStart(before: line) {
            if let found = contentIndent(at: previous) {
                if found < 0 { return nil }
                if found < indent { return (previous, found) }
            }
            line = previous
        }
        return nil
    }

    /// The indentation of a line `key: …` whose key is plain ASCII (letters, digits, `_`, `$`,
    /// then also `.` and `-`); with `bare`, only `key:` with nothing after it but blanks and a
    /// comment.
    func keyLineIndent(at start: Int, bare: Bool) -> Int? {
        var i = start
        while i < count, base[i] == Self.space { i += 1 }
        let indent = i - start
        func isKeyByte(_ b: UInt8, first: Bool) -> Bool {
            switch b {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"): return true
            case UInt8(ascii: "."), UInt8(ascii: "-"): return !first
            default: return false
            }
        }
        guard i < count, isKeyByte(base[i], first: true) else { return nil }
        i += 1
        while i < count, isKeyByte(base[i], first: false) { i += 1 }
        guard i < count, base[i] == UInt8(ascii: ":") else { return nil }
        i += 1
        guard i < count else { return bare ? indent : nil }
        guard base[i] == Self.space || base[i] == Self.newline else { return nil }
        guard bare else { return indent }
        while i < count, base[i] == Self.space { i += 1 }
        return i == count || base[i] == Self.newline || base[i] == Self.hash ? indent : nil
    }

    /// Whether the first content line is a directive (`%YAML`, `%TAG`): a `%TAG` changes how the
    /// whole document's tags read, which the second parser would not know.
    func startsWithDirective() -> Bool {
        var line = 0
        while line < count {
            if contentIndent(at: line) != nil { return base[line] == UInt8(ascii: "%") }
            line = lineStart(after: line)
        }
        return false
    }
}
