@testable import ScreenSpec
import XCTest

final class NameTableTests: XCTestCase {
    /// A table finds exactly the names a scan of the list finds, for every list a spec's
    /// mappings are checked against, over the names, their near misses and other keys.
    func testFindsWhatAScanFinds() {
        let lists = [PropertyNames.screen, PropertyNames.element, PropertyNames.state, PropertyNames.layer,
                     PropertyNames.background, PropertyNames.gradient, PropertyNames.gradientStop, PropertyNames.glow,
                     PropertyNames.point, PropertyNames.size, PropertyNames.typography, PropertyNames.border,
                     PropertyNames.padding, PropertyNames.animation, PropertyNames.accessibility, PropertyNames.navigation,
                     PropertyNames.copyMapping, ElementProperty.allCases.map(\.rawValue)]
        var keys = Set(lists.joined())
        for name in Array(keys) {
            keys.formUnion([name.uppercased(), name + "s", String(name.dropLast()), String(name.dropFirst()), "x-" + name,
                            String(name.reversed()), name.replacingOccurrences(of: "-", with: "_"), name + "\u{301}"])
        }
        keys.formUnion(["", "a", "-", "é", "colour", "\u{212A}ind", "c\u{0327}olor", "🎨", String(repeating: "x", count: 40)])
        for list in lists {
            let table = NameTable(list)
            XCTAssertEqual(table.names, list)
            for key in keys {
                XCTAssertEqual(table.index(of: key), list.firstIndex(of: key), "\(key) in \(list)")
            }
        }
    }

    func testElementPropertiesByName() {
        for property in ElementProperty.allCases {
            XCTAssertEqual(ElementProperty.named(property.rawValue), property)
        }
        XCTAssertNil(ElementProperty.named("colour"))
        XCTAssertNil(ElementProperty.named(""))
    }

    func testARepeatedNameIsFoundAtItsFirstPlace() {
        let table = NameTable(["a", "b", "a"])
        XCTAssertEqual(table.index(of: "a"), 0)
        XCTAssertEqual(table.index(of: "b"), 1)
        XCTAssertNil(NameTable([]).index(of: "a"))
    }
}
