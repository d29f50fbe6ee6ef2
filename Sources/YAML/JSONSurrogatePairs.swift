/// JSON writers such as Python's `json.dump` escape characters outside the Basic Multilingual
/// Plane as UTF-16 surrogate pairs (`"\ud83c\udfa8"` for 🎨). JSON allows that, but libyaml
/// rejects a lone surrogate escape, so before parsing a JSON document each escaped pair is
/// rewritten to YAML's 32-bit escape `\U0001F3A8`, which means the same character.
///
/// Only documents that start (after whitespace) with `{` or `[` are touched, and only inside
/// double-quoted strings, honoring `\\`. The rewrite shortens the line by two columns per pair;
/// the places are returned so that positions after them are reported where they are in the file.
enum JSONSurrogatePairs {
    /// The rewritten bytes and where they are two characters shorter, or nil when there is
    /// nothing to rewrite.
    static func rewrite(_ bytes: UnsafeBufferPointer<UInt8>) -> (bytes: [UInt8], narrowings: [SourceText.Narrowing])? {
        var i = 0
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == 0x09 { i += 1 }
        guard i < bytes.count, bytes[i] == UInt8(ascii: "{") || bytes[i] == UInt8(ascii: "[") else { return nil }
        // Cheap pre-check: any "\u" followed by d/D and 8–b?
        var found = false
        var j = 0
        while j + 3 < bytes.count {
            if bytes[j] == UInt8(ascii: "\\"), bytes[j + 1] == UInt8(ascii: "u"), bytes[j + 2] | 0x20 == UInt8(ascii: "d") {
                found = true
                break
            }
            j += 1
        }
        guard found else { return nil }

        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var narrowings: [SourceText.Narrowing] = []
        var inString = false
        var k = 0
        // Characters and lines of the output so far, counted up to `counted` bytes.
        var characters = 0, line = 1, counted = 0
        while k < bytes.count {
            let byte = bytes[k]
            if !inString {
                if byte == UInt8(ascii: "\"") { inString = true }
                out.append(byte)
                k += 1
                continue
            }
            if byte == UInt8(ascii: "\"") {
                inString = false
                out.append(byte)
                k += 1
                continue
            }
            guard byte == UInt8(ascii: "\\"), k + 1 < bytes.count else {
                out.append(byte)
                k += 1
                continue
            }
            if bytes[k + 1] == UInt8(ascii: "u"),
               let high = hex4(bytes, k + 2), (0xD800...0xDBFF).contains(high),
               k + 11 < bytes.count, bytes[k + 6] == UInt8(ascii: "\\"), bytes[k + 7] == UInt8(ascii: "u"),
               let low = hex4(bytes, k + 8), (0xDC00...0xDFFF).contains(low) {
                let scalar = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                while counted < out.count {
                    let b = out[counted]
                    if b & 0xC0 != 0x80 { characters += 1 }
                    if b == 0x0A { line += 1 }
                    counted += 1
                }
                narrowings.append(SourceText.Narrowing(index: characters, line: line))
                out.append(UInt8(ascii: "\\"))
                out.append(UInt8(ascii: "U"))
                for shift in stride(from: 28, through: 0, by: -4) {
                    let digit = (scalar >> shift) & 0xF
                    out.append(digit < 10 ? UInt8(48 + digit) : UInt8(87 + digit))
                }
                k += 12
                continue
            }
            // Any other escape: copy the backslash and the escaped character as they are.
            out.append(byte)
            out.append(bytes[k + 1])
            k += 2
        }
        return (out, narrowings)
    }

    private static func hex4(_ bytes: UnsafeBufferPointer<UInt8>, _ at: Int) -> Int? {
        guard at + 3 < bytes.count else { return nil }
        var value = 0
        for offset in 0..<4 {
            let c = bytes[at + offset]
            let digit: Int
            switch c {
            case 0x30...0x39: digit = Int(c) - 0x30
            case 0x41...0x46: digit = Int(c) - 0x41 + 10
            case 0x61...0x66: digit = Int(c) - 0x61 + 10
            default: return nil
            }
            value = value * 16 + digit
        }
        return value
    }
}
