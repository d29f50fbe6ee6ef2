import Diagnostics
import XCTest
@testable import TokenModel

/// The resolved document nests tokens into groups by their paths, in token order, reusing what
/// it knows of the last token's groups. Paths that a loaded file does not give in this order —
/// back to an earlier group, a token named like a group and a group after it, names sharing
/// bytes but not a whole name with the last group, Unicode and empty parts, tokens at the root —
/// must nest exactly as they always did (the expected text was written by the layout before it
/// reused the last token's groups).
final class DocumentLayoutTests: XCTestCase {
    static let paths = [
        "top", "a.b.x", "a.c.y", "a.b.z", "a.b", "a.b.w", "é.x", "é.y", "a.c.v",
        "a.c.d.e.f", "a.c.d.g", "a.cd.h", "a.x", "ab.x", "x..y", ".lead", "a.c.d.e.i", "a", "a.q", "root2",
    ]

    func system() -> ResolvedSystem {
        let range = SourceRange(file: FileID(rawValue: 0), start: SourceLocation(line: 1, column: 1),
                                end: SourceLocation(line: 1, column: 2))
        let tokens = Self.paths.enumerated().map { i, path in
            ResolvedToken(path: path, type: .number, values: [.number(Double(i))], aliasOf: [nil], description: nil,
                          deprecation: nil, extensions: nil, nameRange: range)
        }
        let groups = [
            GroupDefinition(path: "a", type: nil, description: "first a", deprecation: nil, extensions: nil, nameRange: range),
            GroupDefinition(path: "a.c", type: .number, description: nil, deprecation: nil, extensions: nil, nameRange: range),
            GroupDefinition(path: "a", type: .number, description: "second a", deprecation: nil, extensions: nil, nameRange: range),
        ]
        return ResolvedSystem(name: "layout", modes: ["default"], hasDeclaredModes: false, tokens: tokens, groups: groups,
                              index: PathIndex(count: tokens.count) { tokens[$0].path })
    }

    func testPathsNestAsTheyAlwaysDid() {
        let system = system()
        let text = ResolvedDocument.serialized(system)
        XCTAssertEqual(text, ResolvedDocument.build(system).serialized())
        XCTAssertEqual(text, Self.expected)
    }

    /// A resolved system hands its tree's group index to the document's layout; the layout of the
    /// same system without it (made from the groups, as for any other system) must be the same
    /// document: groups merged across files, a token named like a group and that group again
    /// after it, a group whose name holds a `.` (no group is defined at its first part), Unicode
    /// names and metadata at the root.
    func testTheTreesGroupIndexLaysOutTheSameDocument() {
        let c = Compiled([
            ("a.tokens.yaml", """
                $description: root
                color:
                  $type: color
                  $description: first
                  ink: { $value: "#ff0000" }
                  accent:
                    base: { $value: "#00ff00" }
                "x.y":
                  $type: number
                  z: { $value: 1 }
                é:
                  $type: number
                  ü: { q: { $value: 2 } }
                """),
            ("b.tokens.yaml", """
                color:
                  $description: second
                  paper: { $value: "#ffffff" }
                  accent:
                    $description: accent
                    deep: { $value: "#003300" }
                é:
                  ü: { r: { $value: 3 } }
                x:
                  $type: number
                  w: { $value: 4 }
                """),
        ])
        XCTAssertNotNil(c.system.groupIndex)
        var withoutIndex = c.system
        withoutIndex.groups = c.system.groups
        XCTAssertNil(withoutIndex.groupIndex)
        let text = ResolvedDocument.serialized(c.system)
        XCTAssertEqual(text, ResolvedDocument.serialized(withoutIndex))
        XCTAssertEqual(text, ResolvedDocument.build(withoutIndex).serialized())
        XCTAssertTrue(text.contains("\"$description\": \"root\""))
        XCTAssertTrue(text.contains("\"$description\": \"first\""))
        XCTAssertTrue(text.contains("\"$description\": \"accent\""))
        XCTAssertFalse(text.contains("second"))
    }

    static let expected = """
        {
          "top": {
            "$type": "number",
            "$value": 0
          },
          "a": {
            "$description": "first a",
            "b": {
              "x": {
                "$type": "number",
                "$value": 1
              },
              "z": {
                "$type": "number",
                "$value": 3
              }
            },
            "c": {
              "$type": "number",
              "y": {
                "$type": "number",
                "$value": 2
              },
              "v": {
                "$type": "number",
                "$value": 8
              },
              "d": {
                "e": {
                  "f": {
                    "$type": "number",
                    "$value": 9
                  },
                  "i": {
                    "$type": "number",
                    "$value": 16
                  }
                },
                "g": {
                  "$type": "number",
                  "$value": 10
                }
              }
            },
            "b": {
              "$type": "number",
              "$value": 4
            },
            "b": {
              "w": {
                "$type": "number",
                "$value": 5
              }
            },
            "cd": {
              "h": {
                "$type": "number",
                "$value": 11
              }
            },
            "x": {
              "$type": "number",
              "$value": 12
            }
          },
          "é": {
            "x": {
              "$type": "number",
              "$value": 6
            },
            "y": {
              "$type": "number",
              "$value": 7
            }
          },
          "ab": {
            "x": {
              "$type": "number",
              "$value": 13
            }
          },
          "x": {
            "y": {
              "$type": "number",
              "$value": 14
            }
          },
          "lead": {
            "$type": "number",
            "$value": 15
          },
          "a": {
            "$type": "number",
            "$value": 17
          },
          "a": {
            "$description": "first a",
            "q": {
              "$type": "number",
              "$value": 18
            }
          },
          "root2": {
            "$type": "number",
            "$value": 19
          }
        }
        """
}
