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
        // The common case — ASCII without spaces or tabs, `16px` — needs no trimming at all.
        // Tested on the contiguous bytes: `text.utf8.contains` cost ~230 instructions a value.
        var bytesOf = text
        let isPlainASCII = bytesOf.withUTF8 { bytes in !bytes.contains(where: { $0 >= 0x80 || $0 == 0x20 || $0 == 0x09 }) }
        if isPlainASCII {
            guard let (number, length) = DecimalNumber.prefix(of: Substring(text)) else { return nil }
            self.number = number
            self.unit = String(Substring(text.utf8.dropFirst(length)))
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
