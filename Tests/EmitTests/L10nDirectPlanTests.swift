@testable import Emit
import XCTest

/// The accessors' plan made in parts (``L10nDirectPlan/names(order:keys:positions:dropFirst:)``
/// on each part of the keys' order, joined by ``L10nDirectPlan/init(parts:)``, as the String
/// Catalog's pass makes it on all cores) against the plan made in one pass: the same
/// namespaces in the same order, the same names, the same walk — and nil for the same keys.
final class L10nDirectPlanTests: XCTestCase {
    /// A deterministic generator (splitmix64).
    private struct Generator {
        var state: UInt64

        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    /// The plan of `keys` in their order, made in `partCount` parts.
    private func plan(_ keys: [String], parts partCount: Int) -> L10nDirectPlan? {
        let order = keys.indices.map { Int32($0) }
        let count = order.count
        let ranges = (0..<partCount).map { ($0 * count / partCount)..<(($0 + 1) * count / partCount) }
        let dropFirst = ranges.allSatisfy { L10nDirectPlan.dropsFirstPart(order: order, keys: keys, positions: $0) }
        XCTAssertEqual(dropFirst, L10nDirectPlan.dropsFirstPart(order: order, keys: keys, positions: order.indices))
        return L10nDirectPlan(parts: ranges.map { L10nDirectPlan.names(order: order, keys: keys, positions: $0, dropFirst: dropFirst) },
                              order: order, keys: keys)
    }

    private func assertSame(_ made: L10nDirectPlan?, _ expected: L10nDirectPlan?, _ what: String, keys: [String],
                            file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(made == nil, expected == nil, what, file: file, line: line)
        guard let made, let expected else { return }
        let order = keys.indices.map { Int32($0) }
        XCTAssertEqual(made.memberNames(order: order, keys: keys), expected.memberNames(order: order, keys: keys), what, file: file, line: line)
        XCTAssertEqual(made.nodeOfPosition, expected.nodeOfPosition, what, file: file, line: line)
        XCTAssertEqual(made.nodes.map(\.name), expected.nodes.map(\.name), what, file: file, line: line)
        XCTAssertEqual(made.nodes.map(\.depth), expected.nodes.map(\.depth), what, file: file, line: line)
        XCTAssertEqual(made.nodes.map(\.accessors), expected.nodes.map(\.accessors), what, file: file, line: line)
        XCTAssertEqual(made.nodes.map(\.children), expected.nodes.map(\.children), what, file: file, line: line)
        XCTAssertEqual(made.steps.map { "\($0.kind) \($0.blankLineBefore) \($0.index)" },
                       expected.steps.map { "\($0.kind) \($0.blankLineBefore) \($0.index)" }, what, file: file, line: line)
    }

    /// Random keys of tricky parts (namespaces met again far apart and in other parts, names
    /// that are keywords, begin with digits, hold spaces, are not ASCII or are one name in
    /// different bytes, members that become one name), in random orders, cut in many ways.
    func testPlanInPartsIsThePlanInOnePass() {
        let plainParts = ["a", "b", "g1", "g2", "s0", "s1", "c0", "c1", "c2", "x9", "long", "short"]
        let trickyParts = plainParts + ["B", "Copy", "x y", "é", "e\u{301}", "class", "default", "1st", "_", "snake_case", "ça", "日本", "a-b"]
        var generator = Generator(state: 13)
        var nonNil = 0
        for round in 0..<240 {
            let alphabet = round % 3 == 0 ? trickyParts : plainParts
            let first = round % 2 == 0 ? "copy" : nil
            var keys: [String] = []
            var seen = Set<String>()
            let size = 1 + generator.next(round % 10 == 0 ? 400 : 60)
            while keys.count < size {
                let depth = 1 + generator.next(4)
                var parts = (0..<depth).map { _ in alphabet[generator.next(alphabet.count)] }
                if let first { parts.insert(first, at: 0) }
                let key = parts.joined(separator: ".")
                guard seen.insert(key).inserted else { continue }
                keys.append(key)
                // Keys of one group often follow each other, as in the keys' order.
                if generator.next(2) == 0, keys.count < size {
                    let sibling = (parts.dropLast() + [alphabet[generator.next(alphabet.count)]]).joined(separator: ".")
                    if seen.insert(sibling).inserted { keys.append(sibling) }
                }
            }
            let whole = plan(keys, parts: 1)
            if let whole {
                nonNil += 1
                assertMemberNames(whole, keys: keys)
            }
            for partCount in [2, 3, 7, 16, keys.count] where partCount <= keys.count {
                assertSame(plan(keys, parts: partCount), whole, "round \(round), \(partCount) parts of \(keys)", keys: keys)
            }
            // Made in one pass the old way: the same as one part.
            assertSame(L10nDirectPlan(order: keys.indices.map { Int32($0) }, keys: keys), whole, "round \(round)", keys: keys)
        }
        // Both outcomes were tried many times.
        XCTAssertGreaterThan(nonNil, 60)
        XCTAssertLessThan(nonNil, 230)
    }

    /// Each member name, read from the plan (``L10nDirectPlan/memberName(at:order:keys:)``) and
    /// written from the key's bytes (``L10nDirectPlan/appendMemberName(_:key:to:)``), is the name
    /// ``SwiftIdentifier/member(_:)`` makes of the key's last part.
    private func assertMemberNames(_ plan: L10nDirectPlan, keys: [String], file: StaticString = #filePath, line: UInt = #line) {
        let order = keys.indices.map { Int32($0) }
        for (position, key) in keys.enumerated() {
            let expected = SwiftIdentifier.member(String(key.split(separator: ".", omittingEmptySubsequences: false).last!))
            XCTAssertEqual(plan.memberName(at: position, order: order, keys: keys), expected, key, file: file, line: line)
            var out = ByteWriter(capacity: 16)
            StringCatalogDirectText.withBytes(key) { plan.appendMemberName(position, key: $0, to: &out) }
            XCTAssertEqual(out.text, expected, key, file: file, line: line)
        }
    }

    /// Names of every spelling: as they are, after `_`, in backticks, and made by the general
    /// path (camelCase, beyond ASCII).
    func testMemberNamesOfEverySpelling() throws {
        let keys = ["copy.a.c12", "copy.a.2xl", "copy.a.default", "copy.a.class", "copy.a.snake_case", "copy.a.x y", "copy.b.é",
                    "copy.b.Title", "copy.b.in", "copy.b.7", "copy.b.self", "copy.b.c12"]
        let plan = try XCTUnwrap(plan(keys, parts: 3))
        assertMemberNames(plan, keys: keys)
        XCTAssertEqual(plan.memberNames(order: keys.indices.map { Int32($0) }, keys: keys),
                       ["c12", "_2xl", "`default`", "`class`", "snakeCase", "xY", "é", "title", "`in`", "_7", "`self`", "c12"])
    }

    /// Keys whose first part is left out, or not, compared by their bytes or (beyond ASCII) by
    /// their characters: the answer of ``L10nDirectPlan/firstPart(_:)``'s comparison.
    func testFirstPartIsDroppedAsTheCharactersSay() {
        func drops(_ keys: [String]) -> Bool {
            L10nDirectPlan.dropsFirstPart(order: keys.indices.map { Int32($0) }, keys: keys, positions: keys.indices)
        }
        XCTAssertTrue(drops(["copy.a", "copy.b.c", "copy."]))
        XCTAssertFalse(drops(["copy.a", "copyx.b"]))
        XCTAssertFalse(drops(["copy.a", "cop.b"]))
        XCTAssertFalse(drops(["copy.a", "copy"]))
        XCTAssertFalse(drops(["copy", "copy"]))
        XCTAssertFalse(drops(["copy.a"]))
        // Beyond ASCII after the dot, or in the part: the characters decide.
        XCTAssertTrue(drops(["copy.a", "copy.é"]))
        XCTAssertTrue(drops(["copy.é", "copy.a"]))
        XCTAssertFalse(drops(["copy.a", "copy.\u{301}b"]))  // the dot and the accent are one character
        XCTAssertTrue(drops(["\u{212A}ey.a", "Key.b"]))  // the Kelvin sign is a K to strings
        XCTAssertTrue(drops(["Key.a", "\u{212A}ey.b"]))
        XCTAssertTrue(drops(["caf\u{E9}.a", "cafe\u{301}.b"]))
        XCTAssertFalse(drops(["caf\u{E9}.a", "cafe.b"]))
    }

    /// Two keys that become one accessor only across a cut, and a bad name only in a later part.
    func testProblemsAcrossPartsAreFound() {
        let colliding = ["copy.a.b", "copy.a.c", "copy.z.y", "copy.a.B"]
        XCTAssertNil(plan(colliding, parts: 1))
        XCTAssertNil(plan(colliding, parts: 4))
        XCTAssertNil(plan(colliding, parts: 2))
        let badLater = ["a.b", "a.c", "d.e", "d.f", "x.\u{0}"]
        XCTAssertNil(plan(badLater, parts: 1))
        XCTAssertNil(plan(badLater, parts: 5))
        // Two groups that become one namespace, their plain members one name, in different parts.
        let oneNamespace = ["copy.a_b.x", "copy.q.r", "copy.aB.x"]
        XCTAssertNil(plan(oneNamespace, parts: 1))
        XCTAssertNil(plan(oneNamespace, parts: 3))
        let fine = ["copy.a.b", "copy.a.c", "copy.z.y", "copy.a.d"]
        XCTAssertNotNil(plan(fine, parts: 1))
        assertSame(plan(fine, parts: 4), plan(fine, parts: 1), "fine", keys: fine)
    }
}
