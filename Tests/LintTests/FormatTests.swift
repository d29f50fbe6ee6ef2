import Dispatch
import Foundation
@testable import Lint
import XCTest

/// Number formatting for messages, remembered between calls: the same text the first time and
/// every time after, on any thread.
final class FormatTests: XCTestCase {
    func testDecimalsWithoutTrailingZeros() {
        XCTAssertEqual(Format.decimal(4.5, 2), "4.5")
        XCTAssertEqual(Format.decimal(3.0625, 2), "3.06")
        XCTAssertEqual(Format.decimal(12, 2), "12")
        XCTAssertEqual(Format.decimal(-0.001, 2), "0")
        XCTAssertEqual(Format.decimal(700, 0), "700")
        XCTAssertEqual(Format.decimal(.nan, 2), "nan")
        XCTAssertEqual(Format.ratio(4.4999), "4.49:1")
        XCTAssertEqual(Format.percent(0.125), "12.5%")
    }

    func testRememberedTextsAreTheSameAsNewOnesOnEveryThread() {
        let inputs = (0..<200).map { Double($0) * 0.037 + 1 }
        let first = inputs.map { Format.decimal($0, 2) }
        let expected = inputs.map { String(format: "%.2f", locale: nil, $0) }.map { text -> String in
            var t = text
            while t.hasSuffix("0") { t.removeLast() }
            if t.hasSuffix(".") { t.removeLast() }
            return t
        }
        XCTAssertEqual(first, expected)
        let mismatches = Counter()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let again = inputs.map { Format.decimal($0, 2) }
            if again != expected { mismatches.increment() }
        }
        XCTAssertEqual(mismatches.value, 0)
        // The same number with other digits is another text.
        XCTAssertEqual(Format.decimal(1.23456, 1), "1.2")
        XCTAssertEqual(Format.decimal(1.23456, 3), "1.235")
    }
}

/// A count kept from several threads.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.lock(); count += 1; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
}
