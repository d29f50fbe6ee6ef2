import Emit
import XCTest

/// Path components split on bytes (ASCII) are the Character split's.
final class PathComponentsTests: XCTestCase {
    func testSameAsSplittingCharacters() {
        for path in ["color.brand.primary", "a", "", ".", "..a..b.", "space.2xl", "color.$root", "a.b.c.d.e.f",
                     "couleur.é.primaire", "x.🎨.y"] {
            XCTAssertEqual(NameStyle.pathComponents(path).map(String.init),
                           path.split(separator: ".").map(String.init), path)
        }
    }
}
