@testable import Emit
import XCTest

/// A node's dotted path is written right to left into one string; it must be the names from
/// the root joined with dots, whatever the names (empty, non-ASCII, with dots).
final class SwiftGroupTreePathTests: XCTestCase {
    func testPathsAreTheNamesJoinedWithDots() {
        var tree = SwiftGroupTree()
        let names = ["color", "brand", "", "größe", "a.b", "x", "🎨", "deep-purple"]
        var expected: [Int: String] = [SwiftGroupTree.root: ""]
        var parents = [SwiftGroupTree.root]
        for (index, name) in names.enumerated() {
            // A chain, and a sibling under each level.
            let parent = parents[index]
            let node = tree.child(of: parent, named: name)
            expected[node] = parent == SwiftGroupTree.root ? name : expected[parent]! + "." + name
            let sibling = tree.child(of: parent, named: "s\(index)")
            expected[sibling] = parent == SwiftGroupTree.root ? "s\(index)" : expected[parent]! + ".s\(index)"
            parents.append(node)
        }
        XCTAssertEqual(expected.count, 2 * names.count + 1)
        for (node, path) in expected { XCTAssertEqual(tree.path(of: node), path, "node \(node)") }
        XCTAssertEqual(tree.path(of: parents[3]), "color.brand.")
        XCTAssertEqual(tree.path(of: parents[8]), "color.brand..größe.a.b.x.🎨.deep-purple")
    }
}

/// Member and type names that start with a digit get a `_` (the first character is checked on its
/// byte when it is ASCII).
final class SwiftIdentifierDigitTests: XCTestCase {
    func testLeadingDigitsAreEscaped() {
        XCTAssertEqual(SwiftIdentifier.member("2xl"), "_2xl")
        XCTAssertEqual(SwiftIdentifier.member("9"), "_9")
        XCTAssertEqual(SwiftIdentifier.member("x2"), "x2")
        XCTAssertEqual(SwiftIdentifier.member("default"), "`default`")
        XCTAssertEqual(SwiftIdentifier.type("3d-effects"), "_3dEffects")
        XCTAssertEqual(SwiftIdentifier.member("٣x"), "_٣x", "an Arabic-Indic digit is a number too")
        XCTAssertEqual(SwiftIdentifier.member("éclat"), "éclat")
    }
}

/// Member and type names of lowercase letters and digits are read from their bytes; they must be
/// what the general rule makes (camelCase or PascalCase, `_` before a digit, `_` after a forbidden
/// type name, backticks around a keyword) — every keyword and forbidden name, its neighbours by
/// one letter, and names around the fast path's edges included.
final class SwiftIdentifierPlainMemberTests: XCTestCase {
    private func general(_ name: String) -> String? {
        let camel = NameStyle.camelCase.apply(name)
        guard !camel.isEmpty else { return nil }
        let safe = camel.first!.isNumber ? "_" + camel : camel
        return SwiftIdentifier.keywords.contains(safe) ? "`\(safe)`" : safe
    }

    private func generalType(_ name: String) -> String? {
        let pascal = NameStyle.pascalCase.apply(name)
        guard !pascal.isEmpty else { return nil }
        let safe = pascal.first!.isNumber ? "_" + pascal : pascal
        if SwiftIdentifier.forbiddenTypeNames.contains(safe) { return safe + "_" }
        return SwiftIdentifier.keywords.contains(safe) ? "`\(safe)`" : safe
    }

    func testPlainNamesMatchTheGeneralRule() {
        var names = ["c500", "red", "2xl", "0", "a", "z9", "defaults", "defaul", "in2", "inout", "precedencegroup",
                     "precedencegroups", "averyveryverylongtokennamewithdigits123", "_", "self", "Self", "let", "lets", "le"]
        for keyword in SwiftIdentifier.keywords {
            names.append(keyword)
            names.append(keyword + "s")
            names.append(String(keyword.dropLast()))
            names.append(keyword.uppercased())
            names.append("9" + keyword)
        }
        for name in SwiftIdentifier.forbiddenTypeNames {
            names.append(name.lowercased())
            names.append(name.lowercased() + "s")
            names.append(String(name.lowercased().dropLast()))
        }
        for name in names {
            XCTAssertEqual(SwiftIdentifier.member(name), general(name), name)
            XCTAssertEqual(SwiftIdentifier.type(name), generalType(name), name)
        }
        XCTAssertEqual(SwiftIdentifier.type("type"), "Type_")
        XCTAssertEqual(SwiftIdentifier.type("self"), "Self_")
        XCTAssertEqual(SwiftIdentifier.type("any"), "Any_")
        XCTAssertEqual(SwiftIdentifier.type("red"), "Red")
        XCTAssertEqual(SwiftIdentifier.type("2xl"), "_2xl")
        XCTAssertEqual(SwiftIdentifier.member("default"), "`default`")
        XCTAssertEqual(SwiftIdentifier.member("precedencegroup"), "`precedencegroup`")
        XCTAssertEqual(SwiftIdentifier.member("in"), "`in`")
        XCTAssertEqual(SwiftIdentifier.member("9in"), "_9in")
    }
}
