import Foundation

/// Numbers as source-code text: the same characters on every machine, no exponent, no
/// trailing zeros, `-0` written `0`.
public enum DecimalText {
    /// `x` rounded to at most `maximumFractionDigits` decimals (`0.5450980392` with 6 → `0.545098`;
    /// `16.0` → `16`). Non-finite numbers are written `0` (they cannot come from valid tokens).
    public static func format(_ x: Double, maximumFractionDigits: Int = 6) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: textCapacity) { buffer -> String in
            guard let base = buffer.baseAddress,
                  let count = write(x, maximumFractionDigits: maximumFractionDigits, endingAt: base + textCapacity)
            else {
                // Beyond 2^53 only the integer part is meaningful.
                return String(format: "%.0f", x.rounded())
            }
            return String(decoding: UnsafeBufferPointer(start: base + textCapacity - count, count: count), as: UTF8.self)
        }
    }

    /// The most bytes ``write(_:maximumFractionDigits:endingAt:)`` writes: "-", 16 integer
    /// digits, ".", 15 fraction digits, with room to spare.
    static let textCapacity = 40

    /// Writes ``format(_:maximumFractionDigits:)``'s text right to left, its last byte just before
    /// `end` (at most ``textCapacity`` bytes), and returns its length; nil (nothing written) for a
    /// number of 2^53 or more once scaled, which that function writes with `String(format:)`.
    @inline(__always)
    static func write(_ x: Double, maximumFractionDigits: Int, endingAt end: UnsafeMutablePointer<UInt8>) -> Int? {
        guard x.isFinite else {
            (end - 1).pointee = UInt8(ascii: "0")
            return 1
        }
        let digits = max(0, min(maximumFractionDigits, 15))
        var scale = 1.0
        var divisor: UInt64 = 1
        for _ in 0..<digits {
            scale *= 10
            divisor *= 10
        }
        let scaled = (abs(x) * scale).rounded()
        guard scaled < 9_007_199_254_740_992 else { return nil }
        // Through `Int64` (one instruction; `scaled` is below 2^53): converting straight to
        // `UInt64` was ~25 instructions a number.
        let total = UInt64(Int64(scaled))
        if total == 0 {
            (end - 1).pointee = UInt8(ascii: "0")
            return 1
        }
        let integer = total / divisor
        var fraction = total % divisor
        var width = digits
        if fraction != 0 {
            while fraction % 10 == 0 {
                fraction /= 10
                width -= 1
            }
        }
        var position = end
        if fraction != 0 {
            // Two digits at a time from ``digitPairs`` (a 6-place fraction in three steps, not six).
            var rest = fraction
            var remaining = width
            let pairs = digitPairs.utf8Start
            while remaining >= 2 {
                let pair = Int(truncatingIfNeeded: rest % 100) &* 2
                position -= 2
                position[0] = pairs[pair]
                position[1] = pairs[pair &+ 1]
                rest /= 100
                remaining -= 2
            }
            if remaining == 1 {
                position -= 1
                position.pointee = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest)
            }
            position -= 1
            position.pointee = UInt8(ascii: ".")
        }
        var rest = integer
        repeat {
            position -= 1
            position.pointee = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        } while rest > 0
        if x < 0 {
            position -= 1
            position.pointee = UInt8(ascii: "-")
        }
        return end - position
    }

    /// `00` to `99`, the digits of each number below 100 in order.
    private static var digitPairs: StaticString {
        """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """
    }

    /// Appends ``format(_:maximumFractionDigits:)``'s text to a byte buffer, without making a
    /// string (the emitters that write bytes directly format many numbers per token).
    static func append<Out: ByteSink & ~Copyable>(_ x: Double, maximumFractionDigits: Int = 6, to out: inout Out) {
        let written = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: textCapacity) { buffer -> Bool in
            guard let base = buffer.baseAddress,
                  let count = write(x, maximumFractionDigits: maximumFractionDigits, endingAt: base + textCapacity)
            else { return false }
            out.append(UnsafeBufferPointer(start: base + textCapacity - count, count: count))
            return true
        }
        if !written { ByteText.append(format(x, maximumFractionDigits: maximumFractionDigits), to: &out) }
    }

    /// Like ``format(_:maximumFractionDigits:)`` but always with a decimal point (`16.0`), for
    /// languages where `16` would be an integer literal of the wrong type.
    public static func floatingPoint(_ x: Double, maximumFractionDigits: Int = 6) -> String {
        let text = format(x, maximumFractionDigits: maximumFractionDigits)
        return text.contains(".") ? text : text + ".0"
    }
}
