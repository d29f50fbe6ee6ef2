import Diagnostics
import TokenModel
import XCTest

final class DecodingExtensionTypeTests: XCTestCase {
    // MARK: Spring

    private func spring(_ yaml: String, _ harness: DecodingHarness) -> Spring? {
        if case .spring(let spring)? = harness.decode(yaml, as: .spring) { return spring }
        return nil
    }

    func testPhysicalSpringFromSeed() {
        // Laten: iOS spring, stiffness 380 / damping 35.
        let harness = DecodingHarness()
        let value = spring("value: {stiffness: 380, damping: 35}", harness)
        harness.expectClean()
        XCTAssertEqual(value?.stiffness, 380)
        XCTAssertEqual(value?.damping, 35)
        XCTAssertEqual(value?.mass, 1)
        XCTAssertEqual(value?.form, .physical)
        // 2π·sqrt(1/380) and 35 / (2·sqrt(380)).
        XCTAssertEqual(value?.response ?? 0, 0.3223206053652882, accuracy: 1e-12)
        XCTAssertEqual(value?.dampingFraction ?? 0, 0.8977310580745099, accuracy: 1e-12)
    }

    func testResponseSpringConvertsExactly() {
        for text in ["0.5", ##""500ms""##, "0.5s", "{value: 500, unit: ms}"] {
            let harness = DecodingHarness()
            let value = spring("value: {response: \(text), dampingFraction: 0.8}", harness)
            harness.expectClean()
            // (2π / 0.5)² and 4π·0.8 / 0.5.
            XCTAssertEqual(value?.stiffness ?? 0, 157.91367041742973, accuracy: 1e-9, text)
            XCTAssertEqual(value?.damping ?? 0, 20.106192982974676, accuracy: 1e-9, text)
            XCTAssertEqual(value?.form, .response, text)
        }
        let heavy = DecodingHarness()
        let value = spring("value: {response: 0.5, dampingFraction: 0.8, mass: 2}", heavy)
        XCTAssertEqual(value?.stiffness ?? 0, 315.82734083485946, accuracy: 1e-9)
        XCTAssertEqual(value?.damping ?? 0, 40.21238596594935, accuracy: 1e-9)
    }

    func testMixedSpringForms() {
        let harness = DecodingHarness()
        XCTAssertNil(spring("value: {stiffness: 380, dampingFraction: 0.8}", harness))
        harness.expect("invalid-spring", at: "1:8")
    }

    func testSpringParametersMustBePositive() {
        let harness = DecodingHarness()
        XCTAssertNil(spring("value: {stiffness: 0, damping: 35}", harness))
        XCTAssertEqual(harness.expect("invalid-spring", at: "1:20")?.message, "stiffness must be positive, found 0")
    }

    func testSpringMissingFields() {
        let half = DecodingHarness()
        XCTAssertNil(spring("value: {stiffness: 380}", half))
        XCTAssertEqual(half.expect("missing-field", at: "1:8")?.message, "spring is missing the required field 'damping'")

        let empty = DecodingHarness()
        XCTAssertNil(spring("value: {mass: 1}", empty))
        empty.expect("missing-field", at: "1:8")

        let typo = DecodingHarness()
        XCTAssertNil(spring("value: {stifness: 380, damping: 35}", typo))
        XCTAssertEqual(typo.expect("unknown-field", at: "1:9", severity: .warning)?.suggestion, "did you mean 'stiffness'?")
        typo.expect("missing-field", at: "1:8")
    }

    // MARK: Opacity

    func testOpacity() {
        for (text, expected) in [("0.8", 0.8), (##""80%""##, 0.8), ("0", 0), ("1", 1), ("12.5%", 0.125)] {
            let harness = DecodingHarness()
            XCTAssertEqual(harness.decode("value: \(text)", as: .opacity), .opacity(expected), text)
            harness.expectClean()
        }
    }

    func testOpacityOutOfRange() {
        let harness = DecodingHarness()
        XCTAssertNil(harness.decode("value: 80", as: .opacity))
        let diagnostic = harness.expect("invalid-opacity", at: "1:8")
        XCTAssertEqual(diagnostic?.message, "opacity must be between 0 and 1, found 80")
        XCTAssertEqual(diagnostic?.suggestion, "did you mean 0.8 (80%)?")

        let percent = DecodingHarness()
        XCTAssertNil(percent.decode(##"value: "120%""##, as: .opacity))
        percent.expect("invalid-opacity", at: "1:8")

        let quoted = DecodingHarness()
        XCTAssertNil(quoted.decode(##"value: "0.5""##, as: .opacity))
        XCTAssertEqual(quoted.expect("invalid-opacity", at: "1:8")?.suggestion, "write 0.5 without quotes")
    }

    // MARK: Haptic

    func testHaptics() {
        let expected: [(String, Haptic)] = [
            ("impact.light", .impact(.light)), ("impact.rigid", .impact(.rigid)),
            ("notification.success", .notification(.success)), ("notification.error", .notification(.error)),
            ("selection", .selection),
        ]
        for (name, haptic) in expected {
            let harness = DecodingHarness()
            XCTAssertEqual(harness.decode("value: \(name)", as: .haptic), .haptic(haptic), name)
            harness.expectClean()
        }
    }

    func testHapticSuggestions() {
        for (written, suggested) in [("impact.meduim", "impact.medium"), ("medium", "impact.medium"),
                                     ("notification.sucess", "notification.success"), ("Selection", "selection")] {
            let harness = DecodingHarness()
            XCTAssertNil(harness.decode("value: \(written)", as: .haptic), written)
            XCTAssertEqual(harness.expect("invalid-haptic", at: "1:8")?.suggestion, "did you mean '\(suggested)'?", written)
        }
        let number = DecodingHarness()
        XCTAssertNil(number.decode("value: 3", as: .haptic))
        number.expect("type-mismatch", at: "1:8")
    }

    // MARK: Copy

    private func copy(_ yaml: String, _ harness: DecodingHarness) -> Copy? {
        if case .copy(let copy)? = harness.decode(yaml, as: .copy) { return copy }
        return nil
    }

    func testCopyString() {
        let harness = DecodingHarness()
        XCTAssertEqual(copy("value: Sign in", harness), Copy(text: "Sign in"))
        harness.expectClean()
    }

    func testPlaceholdersAreInferredInOrderOnce() {
        let harness = DecodingHarness()
        let value = copy(##"value: "Hi {name}, {count} new {count} (not {a.b} or { x } or {9z})""##, harness)
        harness.expectClean()
        XCTAssertEqual(value?.placeholders.map(\.name), ["name", "count"])
        XCTAssertEqual(value?.placeholders.map(\.format), ["string", "string"])
        XCTAssertTrue(harness.aliasRequests.isEmpty)
    }

    func testWholePlaceholderIsNotAReference() {
        let harness = DecodingHarness()
        XCTAssertEqual(copy(##"value: "{count}""##, harness)?.placeholders, [Copy.Placeholder(name: "count")])
        XCTAssertTrue(harness.aliasRequests.isEmpty)
    }

    func testCopyObject() {
        let harness = DecodingHarness()
        let value = copy("""
            value:
              text: "{count} items left"
              key: cart.itemsLeft
              alternates: {short: "{count} left", zero: Nothing left}
              placeholders: [{name: count, format: int}]
              comment: Shown under the cart button
            """, harness)
        harness.expectClean()
        XCTAssertEqual(value, Copy(text: "{count} items left", key: "cart.itemsLeft",
                                   alternates: ["short": "{count} left", "zero": "Nothing left"],
                                   placeholders: [Copy.Placeholder(name: "count", format: "int")],
                                   comment: "Shown under the cart button"))
    }

    func testUnusedDeclaredPlaceholder() {
        let harness = DecodingHarness()
        let value = copy(##"value: {text: "Hello", placeholders: [{name: name}]}"##, harness)
        XCTAssertEqual(value?.placeholders, [])
        XCTAssertEqual(harness.expect("unused-placeholder", at: "1:39", severity: .warning)?.message,
                       "placeholder 'name' is declared but the text never uses {name}")
    }

    func testAlternateWithUnknownPlaceholder() {
        let harness = DecodingHarness()
        XCTAssertNotNil(copy(##"value: {text: "Sign in", alternates: {long: "Sign in as {user}"}}"##, harness))
        harness.expect("unused-placeholder", at: "1:45", severity: .warning)
    }

    func testPlaceholderFormatTypo() {
        let harness = DecodingHarness()
        XCTAssertNil(copy(##"value: {text: "{n} left", placeholders: [{name: n, format: integer}]}"##, harness))
        XCTAssertEqual(harness.expect("invalid-copy", at: "1:60")?.suggestion, "did you mean 'int'?")
    }

    func testCopyTextReference() {
        let harness = DecodingHarness(tokens: ["copy.signIn": .copy(Copy(text: "Sign in"))])
        XCTAssertEqual(copy(##"value: {text: "{copy.signIn}", key: auth.cta}"##, harness),
                       Copy(text: "Sign in", key: "auth.cta"))
        XCTAssertEqual(harness.aliasRequests, [.init(path: "copy.signIn", location: "1:15", type: .copy)])
    }

    func testCopyMissingText() {
        let harness = DecodingHarness()
        XCTAssertNil(copy("value: {key: auth.cta}", harness))
        XCTAssertEqual(harness.expect("missing-field", at: "1:8")?.message, "copy is missing the required field 'text'")

        let number = DecodingHarness()
        XCTAssertNil(copy("value: 42", number))
        XCTAssertEqual(number.expect("type-mismatch", at: "1:8")?.suggestion, "quote it: \"42\"")
    }
}
