import Diagnostics
import TokenModel
import XCTest

/// Cycles are found in alias chains of every length: short chains are searched in order, long
/// ones through a dictionary of positions, and the switch between the two must not lose a hop.
final class AliasChainCycleTests: XCTestCase {
    /// `tail` tokens leading into a cycle of `loop` tokens: t0 → t1 → … → t(tail+loop-1) → t(tail).
    private func chain(tail: Int, loop: Int) -> String {
        let count = tail + loop
        var text = ""
        for i in 0..<count {
            let next = i + 1 < count ? i + 1 : tail
            text += "t\(i): { $type: number, $value: \"{t\(next)}\" }\n"
        }
        return text
    }

    func testCyclesAfterTailsOfEveryLengthAroundTheSwitch() {
        for tail in [0, 1, 14, 15, 16, 17, 30] {
            for loop in [1, 2, 15, 16, 17, 20] {
                let c = Compiled(chain(tail: tail, loop: loop))
                XCTAssertEqual(c.codes, ["reference-cycle"], "tail \(tail), loop \(loop)")
                let cycle = c.with("reference-cycle").first
                XCTAssertEqual(cycle?.notes.count, loop, "tail \(tail), loop \(loop)")
                // Reported where the first token of the loop references the next one.
                XCTAssertEqual(c.at(cycle?.range), "test.tokens.yaml:\(tail + 1):\(29 + String(tail).count)",
                               "tail \(tail), loop \(loop)")
                XCTAssertEqual(c.system.tokens.count, 0, "tail \(tail), loop \(loop)")
            }
        }
    }

    func testChainsOfEveryLengthAroundTheSwitchResolve() {
        for length in [1, 2, 15, 16, 17, 18, 40] {
            var text = ""
            for i in 0..<length { text += "t\(i): { $value: \"{t\(i + 1)}\" }\n" }
            text += "t\(length): { $type: number, $value: 3 }\n"
            let c = Compiled(text)
            XCTAssertEqual(c.codes, [], "length \(length)")
            XCTAssertEqual(c.system.tokens.count, length + 1)
            for i in 0..<length {
                XCTAssertEqual(c.system["t\(i)"]?.value, .number(3), "length \(length), t\(i)")
                XCTAssertEqual(c.system["t\(i)"]?.aliasOf, ["t\(i + 1)"], "length \(length), t\(i)")
            }
        }
    }
}
