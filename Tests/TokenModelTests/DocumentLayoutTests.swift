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
                              index: Dictionary(uniqueKeysWithValues: Self.paths.enumerated().map { ($1, $0) }))
    }

    func testPathsNestAsTheyAlwaysDid() {
        let system = system()
        let text = ResolvedDocument.serialized(system)
        XCTAssertEqual(text, ResolvedDocument.build(system).serialized())
        XCTAssertEqual(text, Self.expected)
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
