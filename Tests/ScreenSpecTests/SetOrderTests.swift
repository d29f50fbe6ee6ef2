import Diagnostics
import Foundation
import ScreenSpec
import TokenModel
import XCTest

/// Spec files are parsed and decoded in one job each, on any core, yet their problems come out in
/// the order of a run that parses every file, then reads every header, then decodes each
/// document — a navigation target's problem where its check stands among the others.
final class SetOrderTests: XCTestCase {
    private let tokens = """
        $extensions:
          dev.tokenc.system: { modes: [dark, light] }
        color:
          $type: color
          text: { $value: "#FAFAFA", $extensions: { dev.tokenc.modes: { light: "#111111" } } }
        """

    private func write(_ files: [(String, String)], in folder: String) throws -> [String] {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return try files.map { name, text in
            let path = folder + "/" + name
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
    }

    func testProblemsOfTheWholeSetComeInTheirSteps() throws {
        let folder = NSTemporaryDirectory() + "tokenc-set-order-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let paths = try write([
            ("a.screen.yaml", """
                screen: a
                system: app
                elements:
                  - { id: one, kind: text, colr: "{color.text}" }
                  - { id: two, kind: button, text: Go, navigates-to: nowhere }
                  - { id: three, kind: button, text: Go, navigates-to: c }
                  - { id: four, kind: text, colour: "{color.text}" }
                  - { id: five, kind: button, text: Go, navigates-to: b }
                """),
            ("b.screen.yaml", "screen: b\nsystem: app\nelements: [\n"),
            ("c.screen.yaml", """
                screen: a
                system: app
                elements:
                  - { id: dup, kind: text, colr: "{color.text}", navigates-to: nowhere }
                """),
            ("d.screen.yaml", "screen: d\nsystem: ap\nelements: []\n"),
            ("e.screen.yaml", """
                screen: e
                system: app
                elements:
                  - { id: back, kind: button, text: Back, navigates-to: a }
                  - { id: gone, kind: button, text: Gone, navigates-to: d }
                """),
        ], in: folder)
        var fixture = SpecFixture()
        fixture.addSystem("app", tokens: tokens)
        let screens = ScreenSpecLoader(systems: fixture.systems, sink: fixture.sink).load(files: paths, sources: fixture.sources)
        XCTAssertEqual(screens.map(\.name), ["a", "a", "e", "e"])
        let located = fixture.sink.diagnostics.map { d -> String in
            let file = d.range.map { (fixture.sources.path(of: $0.file) as NSString).lastPathComponent } ?? "-"
            return "\(file):\(d.range?.start.line ?? 0) \(d.code)"
        }
        XCTAssertEqual(located, [
            "b.screen.yaml:4 yaml-syntax",                         // parsing, every file
            "c.screen.yaml:1 duplicate-screen",                    // headers, every file
            "d.screen.yaml:2 unknown-system",
            "a.screen.yaml:4 unknown-property",                    // decoding, each file in turn
            "a.screen.yaml:5 unknown-navigation-target",           // `nowhere`, in its place
            "a.screen.yaml:6 unknown-navigation-target",           // c.screen.yaml names itself `a`
            "a.screen.yaml:7 unknown-property",
            "a.screen.yaml:8 unknown-navigation-target",           // `b` did not parse
            "e.screen.yaml:5 unknown-navigation-target",           // `d`'s system is unknown
        ], fixture.rendered)
        // `c` is `a` defined twice: none of its own problems is reported.
        XCTAssertFalse(located.contains { $0.hasPrefix("c.screen.yaml:4") })
    }
}
