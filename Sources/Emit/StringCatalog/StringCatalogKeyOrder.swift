import Foundation

/// The order in which Xcode lists the keys of a String Catalog's `strings`: the ICU collation of
/// the source locale with numeric ordering (what `localizedStandardCompare` does), so that Xcode
/// reopening a generated catalog does not reorder it.
///
/// Observed in catalogs Xcode writes and checked against ICU 72 (`en`, numeric on): whitespace
/// first, then punctuation and symbols in CLDR root order (`_ - , ; : ! ? . ' " ( ) [ ] { } @ * / \
/// & # % ` ^ + < = > | ~ $`), then numbers by value (`item2` before `item10`), then letters
/// ignoring case (`Baidu` < `baidu.com` < `Before`); among keys equal so far, accents, then
/// lowercase before uppercase (`Comment` < `COMMENT`). ASCII control characters are ignored.
/// Beyond ASCII (an approximation of ICU's tables, exact for the ASCII keys tokens use): the key
/// is decomposed first, so accents are secondary differences of their base letter; dashes sort
/// after `-`, other punctuation after `%`, symbols (`©`) after `^`, math symbols after `+`,
/// currency after `$`, spaces with the space, and every other character after the Latin letters,
/// by code point.
public enum StringCatalogKeyOrder {
    /// Whether `a` sorts before `b`.
    public static func precedes(_ a: String, _ b: String) -> Bool {
        compare(a, b) < 0
    }

    /// The keys in Xcode's order.
    public static func sorted<S: Sequence>(_ keys: S) -> [String] where S.Element == String {
        let keys = Array(keys)
        return CollationKeys(keys).sortedIndices().map { keys[Int($0)] }
    }

    /// -1, 0 or 1; ties at every level are broken by code points, so the order is total.
    /// (The reference order: ``CollationKeys``, which sorts, must agree with it.)
    public static func compare(_ a: String, _ b: String) -> Int {
        SortKey(a).compare(SortKey(b))
    }

    /// A key's collation weights, computed once for sorting.
    struct SortKey {
        var key: String
        var primaries: [Element]
        var secondaries: [Int]
        var tertiaries: [Int]

        init(_ key: String) {
            self.key = key
            let all = StringCatalogKeyOrder.elements(of: key)
            primaries = all.filter { $0.primary != 0 }
            secondaries = all.map(\.secondary)
            tertiaries = primaries.map(\.tertiary)
        }

        func compare(_ other: SortKey) -> Int {
            for (x, y) in zip(primaries, other.primaries) {
                if x.primary != y.primary { return x.primary < y.primary ? -1 : 1 }
                if let m = x.number, let n = y.number, m != n {
                    if m.count != n.count { return m.count < n.count ? -1 : 1 }
                    return m.lexicographicallyPrecedes(n) ? -1 : 1
                }
            }
            if primaries.count != other.primaries.count { return primaries.count < other.primaries.count ? -1 : 1 }
            if secondaries != other.secondaries { return secondaries.lexicographicallyPrecedes(other.secondaries) ? -1 : 1 }
            if tertiaries != other.tertiaries { return tertiaries.lexicographicallyPrecedes(other.tertiaries) ? -1 : 1 }
            if key == other.key { return 0 }
            return key.unicodeScalars.lexicographicallyPrecedes(other.key.unicodeScalars) ? -1 : 1
        }
    }

    /// One collation element: a primary weight (0 = ignorable at the primary level), the digits
    /// of a number (leading zeros dropped), a secondary (accent) and a tertiary (case) weight.
    struct Element: Equatable {
        var primary: Int
        var number: [UInt8]?
        var secondary: Int
        var tertiary: Int
    }

    /// Room for every code point inside one primary class.
    static let slot = 0x11_0000

    /// The CLDR root order of the ASCII punctuation and symbols (whitespace first).
    static let asciiOrder: [Character] = ["\t", "\n", "\u{0B}", "\u{0C}", "\r", " ", "_", "-", ",", ";", ":", "!", "?", ".",
                                          "'", "\"", "(", ")", "[", "]", "{", "}", "@", "*", "/", "\\", "&", "#", "%",
                                          "`", "^", "+", "<", "=", ">", "|", "~", "$"]

    /// Primary weights of the ASCII characters; 0 for ignorable controls.
    static let asciiPrimary: [Int] = {
        var weights = [Int](repeating: 0, count: 128)
        for (index, character) in asciiOrder.enumerated() {
            weights[Int(character.asciiValue ?? 0)] = (index + 1) * slot
        }
        // Digits (only reached as numbers) and letters follow, letters ignoring case.
        for scalar in UInt8(ascii: "a")...UInt8(ascii: "z") {
            let weight = (letterClass + Int(scalar - UInt8(ascii: "a"))) * slot
            weights[Int(scalar)] = weight
            weights[Int(scalar) - 32] = weight
        }
        return weights
    }()

    /// The primary class shared by every number (numbers compare by value among themselves).
    static let numberClass = 39
    /// The first letter's class; letters take 26 classes.
    static let letterClass = 40

    /// The primary weight of a character beyond ASCII.
    static func primary(beyondASCII scalar: Unicode.Scalar) -> Int {
        func after(_ character: Character) -> Int { asciiPrimary[Int(character.asciiValue ?? 0)] + Int(scalar.value) }
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator: return after(" ")
        case .dashPunctuation: return after("-")
        case .connectorPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation,
             .otherPunctuation: return after("%")
        case .modifierSymbol, .otherSymbol: return after("^")
        case .mathSymbol: return after("+")
        case .currencySymbol: return after("$")
        default: return (letterClass + 26) * slot + Int(scalar.value)
        }
    }

    static func elements(of key: String) -> [Element] {
        var result: [Element] = []
        var digits: [UInt8]?
        func flushNumber() {
            guard var run = digits else { return }
            while run.count > 1, run.first == 0 { run.removeFirst() }
            result.append(Element(primary: numberClass * slot, number: run, secondary: 0, tertiary: 0))
            digits = nil
        }
        let scalars = key.utf8.allSatisfy { $0 < 128 } ? key.unicodeScalars : key.decomposedStringWithCanonicalMapping.unicodeScalars
        for scalar in scalars {
            let value = scalar.value
            if value >= 0x30 && value <= 0x39 {
                digits = (digits ?? []) + [UInt8(value - 0x30)]
                continue
            }
            flushNumber()
            if value < 128 {
                let primary = asciiPrimary[Int(value)]
                guard primary > 0 else { continue }  // control characters are ignored
                let upper = value >= 0x41 && value <= 0x5A
                result.append(Element(primary: primary, number: nil, secondary: 0, tertiary: upper ? 1 : 0))
            } else if (0x300...0x36F).contains(value) {
                // A combining accent: no primary weight; it differs at the secondary level.
                result.append(Element(primary: 0, number: nil, secondary: Int(value - 0x2FF), tertiary: 0))
            } else {
                let upper = scalar.properties.isUppercase
                result.append(Element(primary: primary(beyondASCII: scalar), number: nil, secondary: 0, tertiary: upper ? 1 : 0))
            }
        }
        flushNumber()
        return result
    }
}
