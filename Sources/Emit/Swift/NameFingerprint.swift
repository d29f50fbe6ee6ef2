/// A fingerprint of a name's UTF-8 bytes, for finding a name among a few others (a namespace's
/// names, a group's children) without comparing it with each as a string: an unequal comparison
/// of two short strings went through the standard library's general comparison (~60
/// instructions), several times per token. Two ASCII names are equal exactly when their bytes
/// are, so ASCII names with different fingerprints are different names. A name with any other
/// byte may be canonically equal to one with other bytes (`String`'s `==`: "é" and "e\u{301}",
/// "\u{212A}" and "K"); its fingerprint is 0, and it is compared as a string with every name.
enum NameFingerprint {
    /// The fingerprint of a name's bytes (FNV-1a, never 0 for ASCII), 0 for a name that is not ASCII.
    static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            if byte >= 0x80 { return 0 }
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return hash | 1
    }

    /// The fingerprint of a name.
    static func of(_ name: String) -> UInt64 {
        var name = name
        return name.withUTF8 { of($0) }
    }

    /// Whether names with these fingerprints may be equal (then compare them as strings).
    @inline(__always)
    static func mayMatch(_ a: UInt64, _ b: UInt64) -> Bool { a == b || a == 0 || b == 0 }
}
