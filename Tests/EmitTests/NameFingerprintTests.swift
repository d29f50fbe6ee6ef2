@testable import Emit
import XCTest

/// Names are found among a group's children and a namespace's names by fingerprint before they
/// are compared as strings; what is found must be what comparing every name as a string finds,
/// canonically equal non-ASCII names included.
final class NameFingerprintTests: XCTestCase {
    /// Pairs of names `String` holds equal with different bytes, and names that differ in a byte.
    private let equalPairs = [("K", "\u{212A}"), ("\u{E9}", "e\u{301}"), ("caf\u{E9}", "cafe\u{301}"), ("\u{C5}", "\u{212B}")]
    private let ascii = ["", "a", "b", "ab", "ba", "c50", "c500", "primary", "primaryX", "$root", "root", "x_1", "X_1"]

    func testFingerprintsTellASCIINamesApartAndLeaveOthersToStrings() {
        for a in ascii {
            XCTAssertNotEqual(NameFingerprint.of(a), 0, a)
            for b in ascii where a != b {
                // Different ASCII names: different fingerprints here (a collision would only cost a comparison).
                XCTAssertFalse(NameFingerprint.mayMatch(NameFingerprint.of(a), NameFingerprint.of(b)), "\(a) \(b)")
            }
            XCTAssertTrue(NameFingerprint.mayMatch(NameFingerprint.of(a), NameFingerprint.of(String(a))))
        }
        for (a, b) in equalPairs {
            XCTAssertEqual(a, b)
            XCTAssertTrue(NameFingerprint.mayMatch(NameFingerprint.of(a), NameFingerprint.of(b)), "\(a) \(b)")
        }
        XCTAssertEqual(NameFingerprint.of("\u{212A}"), 0)
        var bytes: [UInt8] = Array("c50".utf8)
        XCTAssertEqual(bytes.withUnsafeBufferPointer { NameFingerprint.of($0) }, NameFingerprint.of("c50"))
        bytes = Array("e\u{301}".utf8)
        XCTAssertEqual(bytes.withUnsafeBufferPointer { NameFingerprint.of($0) }, 0)
    }

    /// A child is found under any name `String` holds equal to its own, in small groups (scanned)
    /// and large ones (looked up by hash), and never under another name.
    func testChildrenAreFoundAsStringsFindThem() {
        for siblings in [2, 40] {
            var tree = SwiftGroupTree()
            let group = tree.child(of: SwiftGroupTree.root, named: "g")
            var made: [String: Int] = [:]
            for index in 0..<siblings { made["s\(index)"] = tree.child(of: group, named: "s\(index)") }
            for name in ascii + equalPairs.map(\.0) { made[name] = tree.child(of: group, named: name) }
            for (a, b) in equalPairs {
                XCTAssertEqual(tree.child(of: group, named: b), made[a], "\(siblings) siblings: \(a) \(b)")
                XCTAssertEqual(tree.child(of: group, named: a), made[a])
            }
            for name in ascii { XCTAssertEqual(tree.child(of: group, named: name), made[name], name) }
            XCTAssertEqual(tree.childCount(of: group), siblings + ascii.count + equalPairs.count)
            XCTAssertEqual(Set(made.values).count, siblings + ascii.count + equalPairs.count)
        }
    }

    /// A namespace's names collide exactly when `String` holds them equal (backticks left out).
    func testNamesCollideAsStringsCompareThem() {
        for extra in [0, 30] {
            var table = SwiftNamespaceBuilder.NameTable()
            table.reset(capacity: 4)
            for index in 0..<extra { XCTAssertNil(table.claim("n\(index)", by: .token(1000 + index))) }
            for (position, name) in (ascii + equalPairs.map(\.0)).enumerated() {
                XCTAssertNil(table.claim(name, by: .token(position)), name)
            }
            for (position, (a, b)) in equalPairs.enumerated() {
                let collision = table.claim(b, by: .token(9999))
                XCTAssertEqual(collision?.key, b, "\(extra): \(a) \(b)")
                guard case .token(let owner)? = collision?.owner else { return XCTFail("\(a) \(b)") }
                XCTAssertEqual(owner, ascii.count + position)
            }
            XCTAssertNotNil(table.claim("`primary`", by: .token(9999)))
            XCTAssertNil(table.claim("primaryY", by: .token(9999)))
            XCTAssertNil(table.claim("`default`", by: .token(9999)))
            XCTAssertNotNil(table.claim("default", by: .token(9999)))
        }
    }
}
