import Diagnostics
import Foundation
import XCTest
@testable import YAML

/// `readEvents` hands a token's mapping over as one node built on libyaml's thread, and every
/// other mapping as its events (whether the node built is the one the consumer would build is
/// the streaming loader's differential tests' business).
final class TokenMappingHandOverTests: XCTestCase {
    /// The items a reader gets for `text`: `{` `}` `=` for mappings, scalars and built nodes
    /// (with the built node's keys), `.` for the end, `!` for a stop.
    private func items(_ text: String, shape: TranslatedEventPipeline.Shape = .init(building: .always),
                       delay: TimeInterval = 0) -> String {
        var parser = YAMLParser()
        parser.eventShape = shape
        let sink = DiagnosticSink()
        return parser.readEvents(Array(text.utf8), file: FileID(rawValue: 0), sink: sink) { reader in
            Thread.sleep(forTimeInterval: delay)
            var out = ""
            while true {
                switch reader.next() {
                case .end: return out + "."
                case .stop: return out + "!"
                case .event(let event):
                    switch event {
                    case .mappingStart: out += "{"
                    case .sequenceStart: out += "["
                    case .collectionEnd: out += "}"
                    case .scalar(let scalar, _, _): out += "=\(scalar.text)"
                    case .alias: out += "*"
                    case .node(let node):
                        out += "<" + (node.pairs ?? []).compactMap { $0.key.scalar?.text }.joined(separator: ",") + ">"
                    }
                }
            }
        } ?? "nil"
    }

    func testTokensComeAsNodesAndGroupsAsEvents() {
        let text = """
            g:
              $type: color
              a: { $value: 1 }
              b: { $type: color, $description: d, $value: 2 }
              c: { x: { $value: 3 } }
              d: { $extensions: { e: 1 }, $value: 4 }
            """
        XCTAssertEqual(items(text), "{=g{=$type=color=a<$value>=b<$type,$description,$value>=c{=x<$value>}=d{=$extensions{=e=1}=$value=4}}}.")
        // Held back for one property at most, `b` comes as events; one item a chunk changes nothing else.
        XCTAssertEqual(items(text, shape: .init(chunkCapacity: 1, slotCount: 2, building: .always, lookahead: 1)),
                       "{=g{=$type=color=a<$value>=b{=$type=color=$description=d=$value=2}=c{=x<$value>}=d{=$extensions{=e=1}=$value=4}}}.")
        XCTAssertEqual(items(text, shape: .init(building: .never)),
                       "{=g{=$type=color=a{=$value=1}=b{=$type=color=$description=d=$value=2}=c{=x{=$value=3}}=d{=$extensions{=e=1}=$value=4}}}.")
    }

    /// The root mapping is never built, even when it looks like a token's.
    func testTheRootComesAsEvents() {
        XCTAssertEqual(items("{ $value: 1 }"), "{=$value=1}.")
    }

    /// An anchor or an alias inside a mapping being built stops the reader there, as the events would.
    func testAnAnchorInsideATokenStops() {
        XCTAssertEqual(items("a: { $value: 1 }\nb: { $value: &x 2 }\nc: 3\n"), "{=a<$value>=b!")
        XCTAssertEqual(items("a: &x 1\nb: { $value: *x }\n"), "{=a!")
        XCTAssertEqual(items("b: { $value: 2, $e: [*x] }\n"), "{=b!")
    }

    /// Balanced, the producer hands events over while the consumer keeps up (the first chunk
    /// always), and builds tokens' mappings once chunks wait for a consumer that has fallen
    /// behind: here every slot is full before the consumer takes the first.
    func testBalancedBuildsOnlyForAConsumerBehind() {
        var text = "g:\n"
        for i in 0..<64 { text += "  t\(i): { $value: \(i) }\n" }
        let shape = TranslatedEventPipeline.Shape(chunkCapacity: 4, slotCount: 4, building: .balanced, lookahead: 8)
        let behind = items(text, shape: shape, delay: 0.2)
        XCTAssertTrue(behind.hasPrefix("{=g{=t0{=$value=0}"), behind)
        XCTAssertTrue(behind.contains("<$value>"), behind)
        XCTAssertEqual(items(text, shape: .init(building: .never)).filter { $0 == "<" }.count, 0)
    }
}
