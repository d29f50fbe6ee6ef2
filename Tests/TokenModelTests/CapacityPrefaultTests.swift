#if canImport(Glibc)
import Glibc
#endif
import XCTest
@testable import TokenModel

/// The loader faults in its definitions' pages on another core while it appends to them: the
/// pages must end up resident, and nothing appended meanwhile may be lost.
final class CapacityPrefaultTests: XCTestCase {
    func testUnusedPagesArePopulated() throws {
        #if os(Linux)
        var values: [Int] = [1, 2, 3]
        values.reserveCapacity(1 << 20)
        let pages = try XCTUnwrap(CapacityPrefault.unusedPages(of: values))
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        XCTAssertEqual(pages.lowerBound % page, 0)
        XCTAssertEqual(pages.count % page, 0)
        values.withUnsafeBufferPointer { elements in
            let base = Int(bitPattern: elements.baseAddress)
            XCTAssertGreaterThanOrEqual(pages.lowerBound, base + 3 * MemoryLayout<Int>.stride, "past the elements")
            XCTAssertLessThanOrEqual(pages.upperBound, base + values.capacity * MemoryLayout<Int>.stride, "inside the capacity")
        }
        XCTAssertGreaterThan(pages.count, (values.capacity - 3) * MemoryLayout<Int>.stride - 2 * page)
        guard CapacityPrefault.populate(pages) else { throw XCTSkip("this kernel has no MADV_POPULATE_WRITE") }
        var resident = [UInt8](repeating: 0, count: pages.count / page)
        XCTAssertEqual(mincore(UnsafeMutableRawPointer(bitPattern: pages.lowerBound), pages.count, &resident), 0)
        XCTAssertTrue(resident.allSatisfy { $0 & 1 == 1 }, "every page resident")
        XCTAssertEqual(values, [1, 2, 3])
        #endif
    }

    func testAppendingWhilePopulatingLosesNothing() {
        for _ in 0..<4 {
            var values: [Int] = []
            values.reserveCapacity(1 << 21)
            CapacityPrefault.start(unusedCapacityOf: values)
            for i in 0..<(1 << 21) { values.append(i &* 2_654_435_761) }
            XCTAssertTrue(values.indices.allSatisfy { values[$0] == $0 &* 2_654_435_761 })
        }
    }

    func testNothingToPopulate() {
        XCTAssertNil(CapacityPrefault.unusedPages(of: [Int]()))
        XCTAssertNil(CapacityPrefault.unusedPages(of: [1, 2, 3]))
    }
}
