/// A number followed by a unit, written as one string: `"16px"`, `"-2pt"`, `"300ms"`, `"80%"`.
struct QuantityText {
    /// The number.
    var number: Double
    /// The text after the number (`px`), empty when there is none. Leading whitespace is dropped
    /// and noted in ``hasSpaceBeforeUnit``.
    var unit: String
    /// Whether whitespace separated the number from the unit (`"16 px"`), which CSS does not allow.
    var hasSpaceBeforeUnit: Bool

    /// Splits `text` into number and unit, or nil when it does not start with a number.
    init?(_ text: String) {
        // The common case — a number, then ASCII without spaces or tabs, `16px` — needs no
        // trimming at all, and is read on the contiguous bytes: the unit made from a substring of
        // the text, and `text.utf8.contains`, cost ~500 of ~950 instructions a value. Nil: read
        // in general below; `.some(nil)`: no number.
        var bytesOf = text
        let read = bytesOf.withUTF8 { bytes -> (Double, String)?? in
            guard let (number, length) = DecimalNumber.prefix(ofUTF8: bytes) else {
                // Unless a blank comes first, trimming leaves the start as it is: no number
                // either way (a reference, `{size.m}`, is turned down here at its first byte).
                if let first = bytes.first, first == 0x20 || first == 0x09 { return nil }
                return .some(nil)
            }
            let unit = UnsafeBufferPointer(rebasing: bytes[length...])
            if unit.contains(where: { $0 >= 0x80 || $0 == 0x20 || $0 == 0x09 }) { return nil }
            return (number, String(decoding: unit, as: UTF8.self))
        }
        if let read {
            guard let (number, unit) = read else { return nil }
            self.number = number
            self.unit = unit
            self.hasSpaceBeforeUnit = false
            return
        }
        let trimmed = text.trimmingWhitespace()
        guard let (number, length) = DecimalNumber.prefix(of: Substring(trimmed)) else { return nil }
        let rest = String(String.UnicodeScalarView(trimmed.unicodeScalars.dropFirst(length)))
        let unit = rest.trimmingWhitespace()
        self.number = number
        self.unit = unit
        self.hasSpaceBeforeUnit = !unit.isEmpty && unit.unicodeScalars.count != rest.unicodeScalars.count
    }
}
