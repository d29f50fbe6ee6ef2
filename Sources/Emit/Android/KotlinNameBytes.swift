/// A token's place in the Kotlin objects, read from its path's bytes: where its property name
/// is, and its property name (``KotlinIdentifier/property(_:)``) written straight into a buffer
/// — for the Kotlin file written directly (``KotlinObjectPlan``), where splitting each path into
/// substrings and making a string per name was a large part of the emitter's time.
enum KotlinNameBytes {
    /// The byte range of the component that names the property in an ASCII path — the last
    /// non-empty component, or the one before a last `$root` (as the template path takes the
    /// path's components, drops a last `$root` when there are others, and names the property
    /// after the last). The components before it are the groups; its lower bound is the length
    /// of the text they are read from (two paths whose texts before their names are the same
    /// have the same groups). Nil when the path has no component.
    @inline(__always)
    static func nameRange(_ path: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        guard let last = component(endingBefore: path.count, in: path) else { return nil }
        guard isRoot(path, last), let previous = component(endingBefore: last.lowerBound, in: path) else { return last }
        return previous
    }

    /// The last non-empty component ending at or before `end`.
    @inline(__always)
    private static func component(endingBefore end: Int, in path: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        var end = end
        while end > 0 && path[end - 1] == UInt8(ascii: ".") { end -= 1 }
        guard end > 0 else { return nil }
        var start = end
        while start > 0 && path[start - 1] != UInt8(ascii: ".") { start -= 1 }
        return start..<end
    }

    @inline(__always)
    private static func isRoot(_ path: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        guard range.count == 5 else { return false }
        let s = range.lowerBound
        return path[s] == UInt8(ascii: "$") && path[s + 1] == UInt8(ascii: "r") && path[s + 2] == UInt8(ascii: "o")
            && path[s + 3] == UInt8(ascii: "o") && path[s + 4] == UInt8(ascii: "t")
    }

    /// Appends ``KotlinIdentifier/property(_:)`` of an ASCII name: its words (``NameStyle``'s) in
    /// camel case, `_` before a leading digit, backticks around a hard keyword. False, having
    /// appended nothing, when the name has no letter or digit (no property name).
    static func appendProperty(_ name: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) -> Bool {
        let start = bytes.count
        if isLowercaseWord(name) {
            // One word already in camel case (`c50`, `primary`): copied.
            if isDigit(name[0]) { bytes.append(UInt8(ascii: "_")) }
            bytes.append(contentsOf: name)
        } else {
            var isASCII = true
            var isFirstWord = true
            NameStyle.asciiWords(name, isASCII: &isASCII) { word in
                if isFirstWord {
                    if isDigit(name[word.lowerBound]) { bytes.append(UInt8(ascii: "_")) }
                    for index in word { bytes.append(lowercase(name[index])) }
                    isFirstWord = false
                } else {
                    bytes.append(uppercase(name[word.lowerBound]))
                    for index in word.dropFirst() { bytes.append(name[index]) }
                }
            }
        }
        guard bytes.count > start else { return false }
        if bytes.withUnsafeBufferPointer({ isKeyword(UnsafeBufferPointer(rebasing: $0[start...])) }) {
            bytes.insert(UInt8(ascii: "`"), at: start)
            bytes.append(UInt8(ascii: "`"))
        }
        return true
    }

    /// ``KotlinIdentifier/object(_:)`` of an ASCII group name, pluralized when it would hide a
    /// Compose or Kotlin type (``AndroidEmitter/reservedObjectNames``: `Color` → `Colors`); nil
    /// when it is not a Kotlin name.
    static func object(_ name: UnsafeBufferPointer<UInt8>) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(name.count + 1)
        if isLowercaseWord(name) {
            // One word: its first letter capitalized (a digit stays, after `_`).
            if isDigit(name[0]) { bytes.append(UInt8(ascii: "_")) }
            bytes.append(uppercase(name[0]))
            bytes.append(contentsOf: name.dropFirst())
        } else {
            var isASCII = true
            NameStyle.asciiWords(name, isASCII: &isASCII) { word in
                if bytes.isEmpty && isDigit(name[word.lowerBound]) { bytes.append(UInt8(ascii: "_")) }
                bytes.append(uppercase(name[word.lowerBound]))
                for index in word.dropFirst() { bytes.append(name[index]) }
            }
        }
        guard !bytes.isEmpty else { return nil }
        let object = String(decoding: bytes, as: UTF8.self)
        guard AndroidEmitter.reservedObjectNames.contains(object) else { return object }
        return object + (object.hasSuffix("s") ? "Tokens" : "s")
    }

    /// Whether a name is one lowercase ASCII word: letters `a`–`z` and digits only (at least one).
    @inline(__always)
    private static func isLowercaseWord(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        !name.isEmpty && name.allSatisfy { $0 &- UInt8(ascii: "a") < 26 || isDigit($0) }
    }

    /// Whether a name is one of Kotlin's hard keywords (``KotlinIdentifier/keywords``): its
    /// bytes (up to 8) read as a little-endian word and compared with the keywords' by length.
    @inline(__always)
    private static func isKeyword(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard name.count >= 2, name.count <= 9 else { return false }
        if name.count == 9 { return name.elementsEqual("interface".utf8) || name.elementsEqual("typealias".utf8) }
        var word: UInt64 = 0
        for (index, byte) in name.enumerated() { word |= UInt64(byte) << (8 * UInt64(index)) }
        switch name.count {
        case 2: // as, do, if, in, is
            switch word { case 0x7361, 0x6F64, 0x6669, 0x6E69, 0x7369: return true; default: return false }
        case 3: // for, fun, try, val, var
            switch word { case 0x726F66, 0x6E7566, 0x797274, 0x6C6176, 0x726176: return true; default: return false }
        case 4: // else, null, this, true, when
            switch word { case 0x65736C65, 0x6C6C756E, 0x73696874, 0x65757274, 0x6E656877: return true; default: return false }
        case 5: // break, class, false, super, throw, while
            switch word { case 0x6B61657262, 0x7373616C63, 0x65736C6166, 0x7265707573, 0x776F726874, 0x656C696877: return true; default: return false }
        case 6: // object, return, typeof
            switch word { case 0x7463656A626F, 0x6E7275746572, 0x666F65707974: return true; default: return false }
        case 7: // package
            switch word { case 0x6567616B636170: return true; default: return false }
        case 8: // continue
            switch word { case 0x65756E69746E6F63: return true; default: return false }
        default: return false
        }
    }

    @inline(__always)
    private static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }
    @inline(__always)
    private static func lowercase(_ byte: UInt8) -> UInt8 { byte &- UInt8(ascii: "A") < 26 ? byte + 32 : byte }
    @inline(__always)
    private static func uppercase(_ byte: UInt8) -> UInt8 { byte &- UInt8(ascii: "a") < 26 ? byte - 32 : byte }
}
