import XCTest
@testable import YAML

/// The stack the document builder gathers items and pairs on: tops move out in one piece, in
/// order, and nothing is leaked or released twice (checked with instances that count themselves).
final class MovingStackTests: XCTestCase {
    /// A reference-counted element that counts how many of its kind are alive.
    final class Counted {
        nonisolated(unsafe) static var alive = 0
        let value: Int
        init(_ value: Int) { self.value = value; Counted.alive += 1 }
        deinit { Counted.alive -= 1 }
    }

    func testPopsMoveTheTopInOrder() {
        let stack = MovingStack<Int>(capacity: 2)
        for i in 0..<100 { stack.push(i) }     // grows past its capacity several times
        XCTAssertEqual(stack.count, 100)
        XCTAssertEqual(stack.popArray(from: 97), [97, 98, 99])
        XCTAssertEqual(stack.count, 97)
        XCTAssertEqual(stack[96], 96)
        XCTAssertEqual(stack.popArray(from: 97), [])
        XCTAssertEqual(stack.popArray(from: 0).count, 97)
        XCTAssertEqual(stack.count, 0)
    }

    func testElementsAreNeitherLeakedNorReleasedTwice() {
        Counted.alive = 0
        var popped: [Counted] = []
        do {
            let stack = MovingStack<Counted>()
            for i in 0..<1_000 { stack.push(Counted(i)) }
            XCTAssertEqual(Counted.alive, 1_000)
            popped = stack.popArray(from: 600)
            XCTAssertEqual(popped.map(\.value), Array(600..<1_000))
            XCTAssertEqual(Counted.alive, 1_000, "moving out neither copies nor frees")
            XCTAssertEqual(stack.withElement(at: 5) { $0.value }, 5)
        }
        XCTAssertEqual(Counted.alive, 400, "the stack's remaining 600 are freed with it")
        popped.removeAll()
        XCTAssertEqual(Counted.alive, 0)
    }
}
