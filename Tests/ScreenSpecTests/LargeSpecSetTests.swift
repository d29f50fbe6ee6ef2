import Diagnostics
import Foundation
import ScreenSpec
import TokenModel
import XCTest

/// Many specs at once, read from files (parsed and decoded on all cores, each tree released by the
/// job that decodes it) and from texts: the same screens and problems either way, in file order,
/// and navigation targets checked against every screen of the set.
final class LargeSpecSetTests: XCTestCase {
    private static let tokens = """
        $extensions:
          dev.tokenc.system: { modes: [dark, light] }
        color:
          $type: color
          surface: { $value: "#0A0A0F", $extensions: { dev.tokenc.modes: { light: "#F5F5F5" } } }
          text: { $value: "#FAFAFA", $extensions: { dev.tokenc.modes: { light: "#111111" } } }
        """

    /// Screen `i` leads to screen `i + 1` (the last to the first), and every tenth also to a
    /// misspelled screen.
    private static func spec(_ i: Int, of count: Int) -> String {
        let next = String(format: "screen-%03d", (i + 1) % count)
        var text = """
            screen: \(String(format: "screen-%03d", i))
            system: app
            background:
              - color: "{color.surface}"
            elements:
              - { id: title, kind: text, text: Hello, color: "{color.text}" }
              - { id: go, kind: button, text: Go, color: "{color.text}", navigates-to: \(next) }

            """
        if i % 10 == 0 { text += "navigates-to: { to: screen-99x, when: success }\n" }
        return text
    }

    private func fixture() -> SpecFixture {
        var fixture = SpecFixture()
        fixture.addSystem("app", tokens: Self.tokens)
        return fixture
    }

    func testFilesAndTextsGiveTheSameScreensAndProblems() throws {
        let count = 120
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-large-spec-set-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var texts: [(path: String, text: String)] = []
        for i in 0..<count {
            let path = folder.appendingPathComponent(String(format: "s%03d.screen.yaml", i)).path
            let text = Self.spec(i, of: count)
            try text.write(toFile: path, atomically: false, encoding: .utf8)
            texts.append((path, text))
        }

        let fromFiles = fixture()
        let filed = ScreenSpecLoader(systems: fromFiles.systems, sink: fromFiles.sink)
            .load(files: ScreenSpecLoader.specFiles(under: [folder.path]), sources: fromFiles.sources)
        let fromTexts = fixture()
        let texted = ScreenSpecLoader(systems: fromTexts.systems, sink: fromTexts.sink).load(texts: texts, sources: fromTexts.sources)

        XCTAssertEqual(filed.count, 2 * count)
        XCTAssertEqual(filed, texted)
        XCTAssertEqual(filed.map(\.name), (0..<count).flatMap { i in Array(repeating: String(format: "screen-%03d", i), count: 2) })
        XCTAssertEqual(filed.map(\.mode), Array((0..<count).map { _ in ["dark", "light"] }.joined()))
        XCTAssertEqual(filed[1].elements[0].style.foreground, texted[1].elements[0].style.foreground)

        let problems = fromFiles.sink.diagnostics
        XCTAssertEqual(problems, fromTexts.sink.diagnostics)
        XCTAssertEqual(problems.map(\.code), Array(repeating: "unknown-navigation-target", count: count / 10))
        XCTAssertEqual(problems.map(\.message), Array(repeating: "no screen 'screen-99x' in the specs of system 'app'", count: count / 10))
        XCTAssertEqual(problems.compactMap { $0.range.map { fromFiles.sources.path(of: $0.file) } },
                       stride(from: 0, to: count, by: 10).map { texts[$0].path })
        XCTAssertEqual(Set(problems.compactMap(\.suggestion)).count, 1, "the same targets, the same guess")
        XCTAssertTrue(problems.first?.suggestion?.hasPrefix("did you mean 'screen-") ?? false, problems.first?.suggestion ?? "none")
    }
}
