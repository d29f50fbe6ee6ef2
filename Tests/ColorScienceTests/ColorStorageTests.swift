import XCTest
@testable import ColorScience

/// `Color` keeps its three components inline; these check that the array API reads and writes
/// exactly what it did when the components were an array, for every shape of input.
final class ColorStorageTests: XCTestCase {
    func testThreeComponentsRoundTripIncludingNone() {
        let color = Color(space: .oklch, components: [0.5, nil, 120], alpha: 0.25)
        XCTAssertEqual(color.components, [0.5, nil, 120])
        XCTAssertEqual(color.componentCount, 3)
        XCTAssertEqual(color.component(0), 0.5)
        XCTAssertNil(color.component(1))
        XCTAssertEqual(color.component(2), 120)
        XCTAssertNil(color.component(3))
        XCTAssertNil(color.component(-1))
        XCTAssertEqual(color.alpha, 0.25)
        XCTAssertEqual(color.space, .oklch)
    }

    func testComponentInitializerMatchesArrayInitializer() {
        let direct = Color(space: .lab, 50, nil, -20, alpha: 0.5)
        let fromArray = Color(space: .lab, components: [50, nil, -20], alpha: 0.5)
        XCTAssertEqual(direct, fromArray)
        XCTAssertEqual(direct.hashValue, fromArray.hashValue)
        XCTAssertEqual(direct.components, [50, nil, -20])
        XCTAssertEqual(Color.srgb(1, 0.5, 0).components, [1, 0.5, 0])
    }

    func testOtherComponentCountsAreKeptAsGiven() {
        for components: [Double?] in [[], [1], [nil], [1, 2], [1, 2, 3, 4], [nil, nil, nil, nil, 5]] {
            let color = Color(space: .srgb, components: components)
            XCTAssertEqual(color.components, components)
            XCTAssertEqual(color.componentCount, components.count)
            for index in 0..<(components.count + 2) {
                XCTAssertEqual(color.component(index), index < components.count ? components[index] : nil)
            }
        }
        // A one-component color reads its missing components as 0 in conversions, as before.
        let short = Color(space: .srgb, components: [1])
        XCTAssertEqual(short.resolvedComponents.0, 1)
        XCTAssertEqual(short.resolvedComponents.1, 0)
        XCTAssertEqual(short.resolvedComponents.2, 0)
    }

    func testSettingComponentsReplacesThem() {
        var color = Color.srgb(0.1, 0.2, 0.3)
        color.components[1] = nil
        XCTAssertEqual(color.components, [0.1, nil, 0.3])
        color.components = [1, 2, 3, 4]
        XCTAssertEqual(color.components, [1, 2, 3, 4])
        XCTAssertEqual(color.componentCount, 4)
        color.components = [nil, 0, 1]
        XCTAssertEqual(color.components, [nil, 0, 1])
        XCTAssertEqual(color, Color(space: .srgb, components: [nil, 0, 1]))
    }

    func testEqualityIsThatOfTheComponentArrays() {
        let pairs: [([Double?], [Double?])] = [
            ([0, 0, 0], [nil, 0, 0]),
            ([0, 0, 0], [-0.0, 0, 0]),
            ([1, 2, 3], [1, 2, 3, 4]),
            ([1, 2], [1, 2, 0]),
            ([1, nil, 3], [1, nil, 3]),
            ([.nan, 0, 0], [.nan, 0, 0]),
            ([1, 2, 3, 4], [1, 2, 3, 4]),
        ]
        for (a, b) in pairs {
            let ca = Color(space: .srgb, components: a), cb = Color(space: .srgb, components: b)
            XCTAssertEqual(ca == cb, a == b, "\(a) vs \(b)")
            if ca == cb { XCTAssertEqual(ca.hashValue, cb.hashValue, "\(a) vs \(b)") }
        }
        XCTAssertNotEqual(Color.srgb(1, 1, 1), Color(space: .displayP3, components: [1, 1, 1]))
        XCTAssertNotEqual(Color.srgb(1, 1, 1, alpha: 0.5), Color.srgb(1, 1, 1))
        XCTAssertEqual(Set([Color.srgb(1, 0, 0), Color(space: .srgb, components: [1, 0, 0]), Color.srgb(0, 1, 0)]).count, 2)
    }

    func testColorIsStoredInline() {
        // Three numbers, alpha, a space and the `none` flags — no array per color.
        XCTAssertLessThanOrEqual(MemoryLayout<Color>.size, 48)
    }
}
