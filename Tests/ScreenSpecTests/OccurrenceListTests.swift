import Diagnostics
@testable import ScreenSpec
import TokenModel
import XCTest

/// The decoder's list of occurrences writes each one's parts in their places: what it holds is
/// what the initializer makes of the same parts, and it writes every stored property there is.
final class OccurrenceListTests: XCTestCase {
    /// The stored properties the list's in-place `append` writes, in declaration order: a stored
    /// property added to `SpecValueOccurrence` fails this until `OccurrenceList.append(property:…)`
    /// writes it too (else the new property would be left uninitialized).
    func testEveryStoredPropertyIsOneTheListWrites() {
        let occurrence = SpecValueOccurrence(property: PropertyPath("a", "b"), elementID: nil, type: .color, tokenPath: nil,
                                             literalText: nil, sharedValue: SharedValue(.number(1)),
                                             range: SourceRange(file: FileID(rawValue: 0), start: .init(line: 1, column: 1),
                                                                end: .init(line: 1, column: 2)))
        XCTAssertEqual(Mirror(reflecting: occurrence).children.map(\.label),
                       ["propertyPath", "elementID", "tokenPath", "literalText", "sharedValue", "range", "type"])
    }

    func testPartsWrittenInPlaceAreTheOccurrenceTheInitializerMakes() {
        let list = OccurrenceList(capacity: 1)  // grows twice below
        var made: [SpecValueOccurrence] = []
        let file = FileID(rawValue: 3)
        let long = String(repeating: "palette.", count: 4) + "accent"  // a string with storage of its own
        for i in 0..<5 {
            let range = SourceRange(file: file, start: .init(line: i + 1, column: 7), end: .init(line: i + 1, column: 30 + i))
            let box = SharedValue(TokenValue.number(Double(i)))
            let parts = (property: i % 2 == 0 ? PropertyPath("card.e\(i)", "color") : PropertyPath("card.e\(i).border.color"),
                         elementID: i == 3 ? nil : "e\(i)-" + long, type: i % 2 == 0 ? TokenType.color : .dimension,
                         tokenPath: i % 2 == 0 ? long + "\(i)" : nil, literalText: i % 2 == 0 ? nil : "\(i)pt")
            list.append(property: parts.property, elementID: parts.elementID, type: parts.type, tokenPath: parts.tokenPath,
                        literalText: parts.literalText, sharedValue: box, range: range)
            made.append(SpecValueOccurrence(property: parts.property, elementID: parts.elementID, type: parts.type,
                                            tokenPath: parts.tokenPath, literalText: parts.literalText, sharedValue: box, range: range))
        }
        let held = list.take(in: Array(0..<5))
        XCTAssertEqual(held, made)
        for (a, b) in zip(held, made) {
            XCTAssertEqual(a.property, b.property)
            XCTAssertEqual(a.elementID, b.elementID)
            XCTAssertEqual(a.tokenPath, b.tokenPath)
            XCTAssertEqual(a.literalText, b.literalText)
            XCTAssertTrue(a.sharedValue === b.sharedValue)
            XCTAssertEqual(a.range, b.range)
            XCTAssertEqual(a.type, b.type)
        }
    }
}
