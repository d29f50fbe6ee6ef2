import XCTest
@testable import ColorScience

final class DifferenceTests: XCTestCase {
    func testCIEDE2000AgainstSharmaWuDalalTestData() {
        // Sharma, Wu & Dalal (2005), "The CIEDE2000 Color-Difference Formula", Table 1, pairs
        // 1, 2, 3, 7, 17, 18, 19, 20 and 25 (published to 4 decimals).
        let pairs: [([Double], [Double], Double)] = [
            ([50.0000, 2.6772, -79.7751], [50.0000, 0.0000, -82.7485], 2.0425),
            ([50.0000, 3.1571, -77.2803], [50.0000, 0.0000, -82.7485], 2.8615),
            ([50.0000, 2.8361, -74.0200], [50.0000, 0.0000, -82.7485], 3.4412),
            ([50.0000, 0.0000, 0.0000], [50.0000, -1.0000, 2.0000], 2.3669),
            ([50.0000, 2.5000, 0.0000], [73.0000, 25.0000, -18.0000], 27.1492),
            ([50.0000, 2.5000, 0.0000], [61.0000, -5.0000, 29.0000], 22.8977),
            ([50.0000, 2.5000, 0.0000], [56.0000, -27.0000, -3.0000], 31.9030),
            ([50.0000, 2.5000, 0.0000], [58.0000, 24.0000, 15.0000], 19.4535),
            ([60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644),
        ]
        for (lab1, lab2, expected) in pairs {
            let a = Color(space: .lab, components: lab1.map { $0 })
            let b = Color(space: .lab, components: lab2.map { $0 })
            XCTAssertEqual(a.deltaE2000(b), expected, accuracy: 0.00005, "\(lab1) vs \(lab2)")
            XCTAssertEqual(b.deltaE2000(a), expected, accuracy: 0.00005, "symmetric")
        }
    }

    func testCIEDE2000AcrossSpaces() {
        XCTAssertEqual(hex("#0D7377").deltaE2000(hex("#0D7377")), 0)
        XCTAssertEqual(hex("#0D7377").deltaE2000(hex("#0E7478")), 0.3539654707812491, accuracy: 1e-6)
        let p3Red = Color(space: .displayP3, components: [1, 0, 0])
        XCTAssertEqual(Color.srgb(1, 0, 0).deltaE2000(p3Red), 7.115676082403982, accuracy: 1e-6)
    }

    func testDeltaEOK() {
        XCTAssertEqual(hex("#0D7377").deltaEOK(hex("#0D7377").converted(to: .oklch)), 0, accuracy: 1e-12)
        // White is oklab(0.99999999347 ~0 ~0); black is oklab(0 0 0).
        XCTAssertEqual(Color.srgb(1, 1, 1).deltaEOK(.srgb(0, 0, 0)), 0.9999999934735466, accuracy: 1e-12)
        let p3Red = Color(space: .displayP3, components: [1, 0, 0])
        XCTAssertEqual(Color.srgb(1, 0, 0).deltaEOK(p3Red), 0.04662965121586512, accuracy: 1e-12)
        XCTAssertEqual(p3Red.deltaEOK(.srgb(1, 0, 0)), 0.04662965121586512, accuracy: 1e-12)
    }

    func testNotationMismatchBelowTheJustNoticeableDifference() {
        // Tailwind's purple-500 is #a855f7, documented as hsl(270 91% 65%): 0.0043 apart in OKLab.
        let hsl = Color(space: .hsl, components: [270, 91, 65])
        let distance = hsl.deltaEOK(hex("#a855f7"))
        XCTAssertEqual(distance, 0.004264187452353817, accuracy: 1e-12)
        XCTAssertLessThan(distance, Color.justNoticeableDeltaEOK)
        // While #a855f7 vs #a855f0 would be a real change.
        XCTAssertGreaterThan(hex("#0D7377").deltaEOK(hex("#EA5455")), Color.justNoticeableDeltaEOK)
    }
}
