internal import CLibYAML
import Foundation

/// Giving libyaml its input already decoded, so that its reader has nothing left to do.
///
/// libyaml's reader copies its input character by character into the buffer its scanner reads:
/// each character is decoded from UTF-8, checked (valid, and not a control character the YAML
/// spec forbids) and encoded again, for about 30 instructions a byte — 5.4 % of a lint's
/// instructions. For UTF-8 input the result is the input itself followed by a NUL. So when
/// ``characters(in:)`` finds that the reader would accept every character (nearly every file:
/// a quick pass over the bytes), the text is copied once into a buffer of that form and handed to
/// the parser as if its reader had already read it all; the scanner, and every event and mark it
/// gives, are the same. Any other text is read the usual way, so the reader's own error message
/// reports what is wrong.
///
/// This sets fields of `yaml_parser_t` that libyaml's header makes public but its API does not
/// document: the reader's working buffer, its count of unread characters, the input's encoding
/// and the end-of-input flag. libyaml 0.2 (`reader.c`, `yaml_parser_update_buffer`) returns at
/// once when the end of the input was reached and its raw buffer is empty; the scanner then reads
/// the working buffer up to the NUL, as it does after a normal read. Another major or minor
/// version of libyaml is read the usual way (``isSupported``).
enum DecodedInput {
    /// Zero bytes after the text: libyaml's own reader ends the text with one NUL; its scanner may
    /// look a few characters ahead before it sees that one (a document marker is four).
    static let padding = 8

    /// Whether the linked libyaml is a version whose reader this was checked against (0.2).
    static let isSupported: Bool = {
        var major: Int32 = 0, minor: Int32 = 0, patch: Int32 = 0
        yaml_get_version(&major, &minor, &patch)
        return major == 0 && minor == 2
    }()

    /// Sets `parser`'s input (fresh from `yaml_parser_initialize`) to the `count` bytes at `base`:
    /// decoded when its reader would accept every character, else as a string for the reader to
    /// read. The text must not start with a byte-order mark (callers remove one), and must outlive
    /// the parser: it is copied when decoded, but read in place otherwise. `enabled: false` always reads it the
    /// usual way (for tests that compare the two).
    static func set(_ parser: UnsafeMutablePointer<yaml_parser_t>, to base: UnsafePointer<UInt8>, count: Int,
                    enabled: Bool = true) {
        guard enabled, isSupported, let characters = characters(in: UnsafeBufferPointer(start: base, count: count)),
              let decoded = malloc(count + padding)?.assumingMemoryBound(to: UInt8.self) else {
            yaml_parser_set_input_string(parser, base, count)
            return
        }
        memcpy(decoded, base, count)
        memset(decoded + count, 0, padding)
        // The read handler must be set (the reader asserts it), and reads nothing more: the
        // string it is given is empty.
        yaml_parser_set_input_string(parser, decoded + count, 0)
        // The reader's own buffer, allocated by `yaml_parser_initialize` (`yaml_malloc`), is
        // replaced by the decoded text, which `yaml_parser_delete` frees in its place (`yaml_free`
        // gives a block that is not one of its free lists' to the C library: ``LibYAMLMemory``).
        LibYAMLMemory.free(parser.pointee.buffer.start)
        parser.pointee.buffer.start = decoded
        parser.pointee.buffer.pointer = decoded
        // As the reader leaves it at the end of the input: the text, then one NUL counted as a
        // character.
        parser.pointee.buffer.last = decoded + count + 1
        parser.pointee.buffer.end = decoded + count + padding
        parser.pointee.unread = characters + 1
        parser.pointee.encoding = YAML_UTF8_ENCODING
        parser.pointee.offset = count
        parser.pointee.eof = 1
        // The raw buffer stays as `yaml_parser_initialize` made it: empty (pointer == last).
    }

    /// The bytes of libyaml's own working buffer (`INPUT_BUFFER_SIZE`, three times its raw
    /// buffer): what its reader may fill once a prefix handed over decoded is used up.
    static let readerRoom = 3 * 16_384

    /// Hands `parser`, whose input is a read handler not yet called, the start of its input
    /// decoded: up to `limit` of the `count` bytes at `base` (fewer, to end at a character), when
    /// its reader would accept them. Returns how many bytes were handed over (0: none); the read
    /// handler must give the input from there on.
    ///
    /// The prefix is left as the reader leaves what it has read but not yet scanned: the scanner
    /// reads it, and when it needs more than is left, the reader moves the rest to the start of
    /// the buffer and reads on through the handler, as it does after each of its own reads.
    static func setPrefix(_ parser: UnsafeMutablePointer<yaml_parser_t>, of base: UnsafePointer<UInt8>, count: Int,
                          limit: Int, enabled: Bool = true) -> Int {
        var end = min(limit, count)
        while end > 0, end < count, base[end] & 0xC0 == 0x80 { end -= 1 }
        guard enabled, isSupported, end > 0, parser.pointee.read_handler != nil,
              let characters = characters(in: UnsafeBufferPointer(start: base, count: end)),
              let decoded = malloc(end + readerRoom + padding)?.assumingMemoryBound(to: UInt8.self) else { return 0 }
        memcpy(decoded, base, end)
        LibYAMLMemory.free(parser.pointee.buffer.start)
        parser.pointee.buffer.start = decoded
        parser.pointee.buffer.pointer = decoded
        parser.pointee.buffer.last = decoded + end
        parser.pointee.buffer.end = decoded + end + readerRoom + padding
        parser.pointee.unread = characters
        parser.pointee.encoding = YAML_UTF8_ENCODING
        parser.pointee.offset = end
        return end
    }

    /// The number of characters in `text` when libyaml's reader would accept it as UTF-8 and pass
    /// every character through unchanged; nil when it would refuse a byte or a character, or
    /// read something other than UTF-8 (a byte-order mark at the start).
    ///
    /// The reader accepts tab, line feed, carriage return, U+0020–U+007E, U+0085, U+00A0–U+D7FF,
    /// U+E000–U+FFFD and U+10000–U+10FFFF, each as shortest-form UTF-8.
    static func characters(in text: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let start = text.baseAddress else { return 0 }
        let n = text.count
        if n >= 3, start[0] == 0xEF, start[1] == 0xBB, start[2] == 0xBF { return nil }
        let raw = UnsafeRawPointer(start)
        let high: UInt64 = 0x8080_8080_8080_8080
        var characters = 0
        var i = 0
        while i < n {
            if i + 8 <= n {
                let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                if word & high == 0 {
                    // Eight ASCII bytes. A byte is below 0x20 when adding 0x60 leaves its high bit
                    // clear, and is 0x7F when adding 1 sets it (no byte carries into the next).
                    let below = ~(word &+ 0x6060_6060_6060_6060) & high
                    let delete = (word &+ 0x0101_0101_0101_0101) & high
                    if below | delete != 0 {
                        if delete != 0 { return nil }
                        // Only tab, line feed and carriage return may be below 0x20.
                        let allowed = zeroBytes(word ^ 0x0909_0909_0909_0909) | zeroBytes(word ^ 0x0A0A_0A0A_0A0A_0A0A)
                            | zeroBytes(word ^ 0x0D0D_0D0D_0D0D_0D0D)
                        if below & ~allowed != 0 { return nil }
                    }
                    characters += 8
                    i += 8
                    continue
                }
            }
            let b = start[i]
            if b < 0x80 {
                guard b >= 0x20 && b != 0x7F || b == 0x09 || b == 0x0A || b == 0x0D else { return nil }
                characters += 1
                i += 1
                continue
            }
            let length: Int
            var scalar: UInt32
            var lowest: UInt8 = 0x80, highest: UInt8 = 0xBF
            switch b {
            case 0xC2...0xDF: length = 2; scalar = UInt32(b & 0x1F)
            case 0xE0: length = 3; scalar = 0; lowest = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3; scalar = UInt32(b & 0x0F)
            case 0xED: length = 3; scalar = 0xD; highest = 0x9F
            case 0xF0: length = 4; scalar = 0; lowest = 0x90
            case 0xF1...0xF3: length = 4; scalar = UInt32(b & 0x07)
            case 0xF4: length = 4; scalar = 4; highest = 0x8F
            default: return nil
            }
            guard i + length <= n else { return nil }
            for k in 1..<length {
                let c = start[i + k]
                guard c >= (k == 1 ? lowest : 0x80), c <= (k == 1 ? highest : 0xBF) else { return nil }
                scalar = scalar << 6 | UInt32(c & 0x3F)
            }
            // Valid UTF-8 is never a surrogate or above U+10FFFF; of the rest the reader refuses
            // the C1 controls but U+0085, and U+FFFE and U+FFFF.
            if scalar < 0xA0, scalar != 0x85 { return nil }
            if scalar == 0xFFFE || scalar == 0xFFFF { return nil }
            characters += 1
            i += length
        }
        return characters
    }

    /// 0x80 in each byte of `word` that is zero, 0 in the others (exact: no borrow crosses bytes).
    @inline(__always)
    private static func zeroBytes(_ word: UInt64) -> UInt64 {
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        return ~(((word & low) &+ low) | word | low)
    }
}
