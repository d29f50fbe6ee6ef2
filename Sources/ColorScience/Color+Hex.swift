extension Color {
    /// The color as CSS hex: the sRGB gamut-mapped color (``gamutMapped(to:)``), each channel
    /// rounded half up from `component × 255`, lowercase.
    ///
    /// - Parameter includeAlpha: `true` always writes `#rrggbbaa`, `false` never does (alpha is
    ///   dropped), `nil` (the default) writes it exactly when the rounded alpha is below `ff`.
    public func hexString(includeAlpha: Bool? = nil) -> String {
        // At most 9 ASCII bytes: a small string, made without a Character per digit.
        String(unsafeUninitializedCapacity: 9) { buffer in
            writeHex(into: buffer.baseAddress!, uppercase: false, includeAlpha: includeAlpha)
        }
    }

    /// Writes ``hexString(includeAlpha:)``'s bytes — with `uppercase`, its letters in uppercase
    /// — to `buffer` (room for 9 bytes) and returns their count: for text made as bytes, without
    /// a string per color (a Swift doc comment's `#8B5CF6`).
    public func writeHex(into buffer: UnsafeMutablePointer<UInt8>, uppercase: Bool, includeAlpha: Bool? = nil) -> Int {
        writeHex(srgb: Self.gamutMap(vector, from: space, into: .srgb), into: buffer, uppercase: uppercase,
                 includeAlpha: includeAlpha)
    }

    /// ``writeHex(into:uppercase:includeAlpha:)`` for a color in the sRGB gamut
    /// (``isInGamut(_:)``); nil, having written nothing, for one outside it. The components are
    /// read and converted once for the test and the digits, where testing first and then writing
    /// did both twice (~515 → ~360 instructions a color in the Swift output's doc comments).
    public func writeHexIfInSRGBGamut(into buffer: UnsafeMutablePointer<UInt8>, uppercase: Bool) -> Int? {
        // What `isInGamut(.srgb)` tests, and what `gamutMap` returns for a color that passes.
        let direct = ColorConversion.convert(vector, from: space, to: .srgb)
        guard Self.isInCube(direct) else { return nil }
        return writeHex(srgb: Self.clipToCube(direct), into: buffer, uppercase: uppercase, includeAlpha: nil)
    }

    /// Writes the hex text of `rgb`, sRGB components in 0–1, with this color's alpha.
    private func writeHex(srgb rgb: SIMD3<Double>, into buffer: UnsafeMutablePointer<UInt8>, uppercase: Bool,
                          includeAlpha: Bool?) -> Int {
        let alphaByte = Self.byte(clampedAlpha)
        let withAlpha = includeAlpha ?? (alphaByte < 255)
        let letters = uppercase ? 0x41 - 10 : 0x61 - 10
        func put(_ byte: Int, at i: Int) {
            buffer[i] = Self.hexDigit(byte >> 4, letters: letters)
            buffer[i + 1] = Self.hexDigit(byte & 0xF, letters: letters)
        }
        buffer[0] = UInt8(ascii: "#")
        put(Self.byte(rgb.x), at: 1)
        put(Self.byte(rgb.y), at: 3)
        put(Self.byte(rgb.z), at: 5)
        if withAlpha { put(alphaByte, at: 7) }
        return withAlpha ? 9 : 7
    }

    /// A 0–1 value as a byte, rounding half up (`floor(v × 255 + 0.5)`); NaN reads as 0.
    static func byte(_ value: Double) -> Int {
        guard value > 0 else { return 0 }
        guard value < 1 else { return 255 }
        // A component that is mathematically a half (34/255 × 0.75 × 255 = 25.5) often arrives a
        // few ulps low (25.499999999999996); the tolerance keeps "half up" true to the math. The
        // sum is positive, so converting it truncates it as `rounded(.down)` would (a call to
        // libm's `floor`, ~22 instructions a byte, four bytes a color in the Swift output).
        return Int(value * 255 + 0.5 + 1e-9)
    }

    /// The hex digit of a value 0–15, its letters from `letters + 10` (`a` or `A`).
    private static func hexDigit(_ value: Int, letters: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: value < 10 ? 0x30 + value : letters + value)
    }

    /// Parses `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (the `#` may be left out; digits in
    /// either case) into an sRGB color; `nil` for anything else. For a diagnostic with a
    /// location, use ``CSSColorParser/parse(_:)``.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.first == "#" { digits = digits.dropFirst() }
        var values: [Int] = []
        values.reserveCapacity(8)
        for character in digits.unicodeScalars {
            guard let value = Self.hexValue(of: character) else { return nil }
            values.append(value)
        }
        guard let color = Self.fromHexDigits(values) else { return nil }
        self = color
    }

    /// The value of one hex digit, or `nil`.
    static func hexValue(of scalar: Unicode.Scalar) -> Int? {
        switch scalar.value {
        case 0x30...0x39: Int(scalar.value - 0x30)
        case 0x41...0x46: Int(scalar.value - 0x41 + 10)
        case 0x61...0x66: Int(scalar.value - 0x61 + 10)
        default: nil
        }
    }

    /// An sRGB color from 3, 4, 6 or 8 digit values (0–15); `nil` for other counts.
    static func fromHexDigits(_ digits: [Int]) -> Color? {
        let channels: [Int]
        switch digits.count {
        case 3, 4: channels = digits.map { $0 * 17 }
        case 6, 8: channels = stride(from: 0, to: digits.count, by: 2).map { digits[$0] * 16 + digits[$0 + 1] }
        default: return nil
        }
        let alpha = channels.count == 4 ? Double(channels[3]) / 255 : 1
        return Color(space: .srgb, Double(channels[0]) / 255, Double(channels[1]) / 255, Double(channels[2]) / 255,
                     alpha: alpha)
    }
}
