import Diagnostics
import Foundation
import TokencKit
import TokenModel
import XCTest

/// `tokenc.yaml`: shape, defaults, and a located diagnostic for every mistake.
final class ConfigurationLoaderTests: XCTestCase {
    private func load(_ text: String) -> (ProjectConfiguration?, [Diagnostic]) {
        let sink = DiagnosticSink()
        let loader = ConfigurationLoader(diagnostics: sink, sources: SourceManager())
        let configuration = loader.load(text: text)
        return (configuration, sink.diagnostics)
    }

    func testFullConfiguration() throws {
        let (configuration, diagnostics) = load("""
            tokens: [tokens/app, shared.tokens.yaml]
            specs: specs
            output: build/generated
            outputs:
              - format: swift
                path: Swift
                params: { prefix: TANDA, access: internal, systems: [tanda], modes: [light, dark], include: color.* }
              - template: docs/markdown
                path: docs/tokens.md
            lint:
              rules: { contrast: error }
            """)
        XCTAssertEqual(diagnostics.map(\.message), [])
        let config = try XCTUnwrap(configuration)
        XCTAssertEqual(config.tokens, ["tokens/app", "shared.tokens.yaml"])
        XCTAssertEqual(config.specs, ["specs"])
        XCTAssertEqual(config.output, "build/generated")
        XCTAssertEqual(config.outputs.count, 2)
        XCTAssertEqual(config.outputs[0].source, .format("swift"))
        XCTAssertEqual(config.outputs[0].path, "Swift")
        XCTAssertEqual(config.outputs[0].parameters.prefix, "TANDA")
        XCTAssertEqual(config.outputs[0].parameters.access, "internal")
        XCTAssertEqual(config.outputs[0].parameters.modes, ["light", "dark"])
        XCTAssertEqual(config.outputs[0].parameters.include, ["color.*"])
        XCTAssertEqual(config.outputs[1].source, .template("docs/markdown"))
        XCTAssertEqual(config.outputs[1].path, "docs/tokens.md")
        // The lint section is kept as written, uninterpreted.
        XCTAssertEqual(config.lint?["rules"]?["contrast"]?.string, "error")
    }

    func testDefaults() throws {
        let (configuration, diagnostics) = load("outputs: []\n")
        XCTAssertTrue(diagnostics.isEmpty)
        let config = try XCTUnwrap(configuration)
        XCTAssertEqual(config.tokens, ["tokens"])
        XCTAssertEqual(config.specs, ["specs"])
        XCTAssertEqual(config.output, "generated")
        XCTAssertNil(config.lint)
    }

    func testUnknownKeyHasLocationSuggestionAndFixIt() throws {
        let (configuration, diagnostics) = load("tokens: [tokens]\nouptut: generated\n")
        XCTAssertNil(configuration)
        let diagnostic = try XCTUnwrap(diagnostics.first)
        XCTAssertEqual(diagnostic.code, "config-unknown-key")
        XCTAssertEqual(diagnostic.range?.start.line, 2)
        XCTAssertEqual(diagnostic.range?.start.column, 1)
        XCTAssertEqual(diagnostic.suggestion, "did you mean 'output'?")
        XCTAssertEqual(diagnostic.fixIts.first?.replacement, "output")
    }

    func testUnknownKeyInAnOutput() throws {
        let (_, diagnostics) = load("outputs:\n  - format: swift\n    pth: Swift\n")
        let diagnostic = try XCTUnwrap(diagnostics.first { $0.code == "config-unknown-key" })
        XCTAssertEqual(diagnostic.range?.start.line, 3)
        XCTAssertEqual(diagnostic.range?.start.column, 5)
        XCTAssertEqual(diagnostic.suggestion, "did you mean 'path'?")
    }

    func testWrongTypes() throws {
        let (_, diagnostics) = load("tokens: 3\noutput: [a]\noutputs: { format: swift }\n")
        XCTAssertEqual(diagnostics.map(\.code), ["config-type", "config-type", "config-type"])
        XCTAssertEqual(diagnostics.map { $0.range?.start.line }, [1, 2, 3])
        XCTAssertTrue(diagnostics[0].message.contains("not a number"), diagnostics[0].message)
    }

    func testUnknownFormatSuggestsTheNearest() throws {
        let (_, diagnostics) = load("outputs:\n  - { format: swfit, path: Swift }\n")
        let diagnostic = try XCTUnwrap(diagnostics.first)
        XCTAssertEqual(diagnostic.code, "config-unknown-format")
        XCTAssertEqual(diagnostic.range?.start.line, 2)
        XCTAssertEqual(diagnostic.range?.start.column, 15)
        XCTAssertEqual(diagnostic.suggestion, "did you mean 'swift'?")
    }

    func testPathsMayNotLeaveTheOutputDirectory() throws {
        let (_, diagnostics) = load("""
            outputs:
              - { format: swift, path: ../Sources }
              - { format: css, path: /tmp/x }
              - { format: css, path: a/../../b }
              - { format: css, path: fine/./path }
            """)
        XCTAssertEqual(diagnostics.map(\.code), ["config-path-escapes", "config-path-escapes", "config-path-escapes"])
        XCTAssertEqual(diagnostics.map { $0.range?.start.line }, [2, 3, 4])
    }

    func testOutputNeedsExactlyOneOfFormatAndTemplate() throws {
        let (_, diagnostics) = load("outputs:\n  - { path: x }\n  - { format: swift, template: swift/tokens, path: y }\n")
        XCTAssertEqual(Set(diagnostics.map(\.code)), ["config-missing-key", "config-type"])
    }

    func testMissingTemplateAndBadParameters() throws {
        let (_, diagnostics) = load("""
            outputs:
              - { template: nowhere/file.mustache, path: x.txt }
              - { format: swift, params: { access: publik, prefix: 3, modes: [1] } }
            """)
        XCTAssertEqual(diagnostics.map(\.code), ["config-template-not-found", "config-type", "config-type", "config-type"])
        XCTAssertEqual(diagnostics.first { $0.message.contains("'access'") }?.suggestion, "did you mean 'public'?")
    }

    func testSyntaxErrorsComeFromTheYAMLFrontEnd() throws {
        let (configuration, diagnostics) = load("tokens: [a\noutput: b\n")
        XCTAssertNil(configuration)
        XCTAssertFalse(diagnostics.isEmpty)
        XCTAssertNotNil(diagnostics.first?.range)
    }

    func testStarterConfigurationLoadsCleanly() throws {
        let (configuration, diagnostics) = load(StarterProject.starterConfiguration)
        XCTAssertEqual(diagnostics.map(\.message), [])
        XCTAssertEqual(configuration?.outputs.count, 2)
    }
}
