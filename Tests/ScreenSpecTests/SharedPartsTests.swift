import Diagnostics
@testable import ScreenSpec
import TokenModel
import XCTest

/// Styles and elements keep each written part in a box of its own: a style made for another mode
/// or state shares the boxes of the parts it does not change, and parts not written cost nothing.
final class SharedPartsTests: XCTestCase {
    private let here = SourceRange(file: FileID(rawValue: 0), start: SourceLocation(line: 1, column: 1),
                                   end: SourceLocation(line: 1, column: 2))

    private func points(_ value: Double) -> SpecValue<TokenModel.Dimension> {
        .literal(value: TokenModel.Dimension(value, .pt), text: "\(Int(value))pt", range: here)
    }

    func testTheOtherModeSharesWhatDoesNotChange() throws {
        let screens = SpecFixture.loaded(tokens: ModeReuseTests.tokens, spec: ModeReuseTests.spec)
        XCTAssertEqual(screens.map(\.mode), ["dark", "light"])
        let dark = try XCTUnwrap(screens.first?.element(id: "card")?.element)
        let light = try XCTUnwrap(screens.last?.element(id: "card")?.element)
        // `corner-radius: {size.radius}` is the same in both modes; `padding` uses {size.pad}, which is not.
        XCTAssertEqual(dark.style.cornerRadius, light.style.cornerRadius)
        XCTAssertTrue(dark.style.box.fields.cornerRadius === light.style.box.fields.cornerRadius)
        XCTAssertNotEqual(dark.style.padding, light.style.padding)
        XCTAssertFalse(dark.style.box.fields.padding === light.style.box.fields.padding)
        XCTAssertEqual(light.style.padding?.top?.literalText, "4pt")
        XCTAssertEqual(light.style.padding?.leading?.value.points, 12)
        XCTAssertEqual(dark.style.padding?.leading?.value.points, 16)
    }

    func testAnOverrideSharesTheBoxesItTakesAndKeeps() {
        var base = ElementStyle()
        base.width = points(100)
        base.height = points(48)
        var pressed = ElementStyle()
        pressed.height = points(40)
        let merged = base.overridden(by: pressed)
        XCTAssertTrue(merged.box.fields.width === base.box.fields.width)
        XCTAssertTrue(merged.box.fields.height === pressed.box.fields.height)
        XCTAssertFalse(merged.box === base.box)
        XCTAssertEqual(merged.height?.value.points, 40)
        XCTAssertEqual(base.height?.value.points, 48, "the base style is left alone")
    }

    func testSettingAPartToNilRemovesIt() {
        var style = ElementStyle(width: points(10))
        let copy = style
        style.width = nil
        XCTAssertNil(style.width)
        XCTAssertNil(style.box.fields.width)
        XCTAssertEqual(copy.width?.value.points, 10)
        XCTAssertEqual(style, ElementStyle())
    }

    func testElementPartsAreBoxedOnlyWhenWritten() {
        var element = Element(id: "title", idRange: here, kind: .text, kindRange: here, range: here)
        XCTAssertNil(element.box.fields.copy)
        XCTAssertNil(element.box.fields.accessibility)
        element.accessibility = AccessibilitySpec(hidden: true, range: here)
        let copy = element
        XCTAssertTrue(copy.box.fields.accessibility === element.box.fields.accessibility)
        element.accessibility?.hidden = false
        XCTAssertEqual(copy.accessibility?.hidden, true, "a copy keeps its own value")
        XCTAssertEqual(element.accessibility?.hidden, false)
        XCTAssertNotEqual(copy, element)
    }

    func testCopyReferencesCompareByStorageThenByValue() {
        var a = Element(id: "title", idRange: here, kind: .text, kindRange: here, range: here)
        a.accessibility = AccessibilitySpec(hidden: false, range: here)
        let same = a
        XCTAssertTrue(a.hasSameCopyReferences(as: same), "one storage")
        var equal = Element(id: "title", idRange: here, kind: .text, kindRange: here, range: here)
        equal.accessibility = AccessibilitySpec(hidden: false, range: here)
        XCTAssertFalse(equal.box === a.box)
        XCTAssertTrue(a.hasSameCopyReferences(as: equal), "equal values in other boxes")
        var other = equal
        other.accessibility = AccessibilitySpec(hidden: true, range: here)
        XCTAssertFalse(a.hasSameCopyReferences(as: other))
        var withState = equal
        withState.states = [ElementState(name: "pressed", nameRange: here, style: ElementStyle(), range: here)]
        XCTAssertFalse(a.hasSameCopyReferences(as: withState), "a state more")
        var a2 = a
        a2.states = withState.states
        XCTAssertTrue(a2.hasSameCopyReferences(as: withState))
        // Only the copy references count: another style or id changes nothing here.
        var restyled = a
        restyled.id = "heading"
        XCTAssertTrue(a.hasSameCopyReferences(as: restyled))
    }

    func testOccurrencesOfOneTokenShareTheirValue() throws {
        let screens = SpecFixture.loaded(tokens: ModeReuseTests.tokens, spec: ModeReuseTests.spec)
        for screen in screens {
            let pad = screen.values.filter { $0.tokenPath == "size.pad" }
            XCTAssertGreaterThan(pad.count, 3)
            XCTAssertTrue(pad.allSatisfy { $0.sharedValue === pad[0].sharedValue }, screen.mode)
        }
        let dark = try XCTUnwrap(screens.first?.values.first { $0.tokenPath == "size.radius" })
        let light = try XCTUnwrap(screens.last?.values.first { $0.tokenPath == "size.radius" })
        XCTAssertTrue(dark.sharedValue === light.sharedValue, "a value the same in both modes is the same box")
        let darkPad = try XCTUnwrap(screens.first?.values.first { $0.tokenPath == "size.pad" })
        let lightPad = try XCTUnwrap(screens.last?.values.first { $0.tokenPath == "size.pad" })
        XCTAssertEqual(darkPad.value, .dimension(TokenModel.Dimension(16, .pt)))
        XCTAssertEqual(lightPad.value, .dimension(TokenModel.Dimension(12, .pt)))
        // Changing one occurrence's value leaves the others sharing the old box alone.
        var changed = darkPad
        changed.value = .dimension(TokenModel.Dimension(20, .pt))
        XCTAssertEqual(darkPad.value, .dimension(TokenModel.Dimension(16, .pt)))
        XCTAssertNotEqual(changed, darkPad)
        XCTAssertEqual(changed.value, .dimension(TokenModel.Dimension(20, .pt)))
    }

    func testAnimationsAreCopiedOnWriteAndSharedAcrossModesWhenUnchanged() throws {
        var entry = ElementAnimation(trigger: .entry, triggerRange: here, duration: .literal(value: TokenModel.Duration(200, .ms), text: "200ms", range: here),
                                     range: here)
        entry.reducedMotion = .replacement(ElementAnimation(trigger: .entry, triggerRange: here, range: here))
        var copy = entry
        XCTAssertTrue(copy.box === entry.box)
        copy.delay = .literal(value: TokenModel.Duration(50, .ms), text: "50ms", range: here)
        copy.autoreverses = true
        XCTAssertNil(entry.delay)
        XCTAssertFalse(entry.autoreverses)
        XCTAssertTrue(copy.box.fields.duration === entry.box.fields.duration, "unchanged parts stay shared")
        XCTAssertNotEqual(copy, entry)
        copy.delay = nil
        copy.autoreverses = false
        XCTAssertEqual(copy, entry)
        XCTAssertEqual(Set([copy, entry]).count, 1)
        var text = ""
        dump(entry, to: &text)
        XCTAssertTrue(text.contains("duration") && text.contains("200"), text)

        let screens = SpecFixture.loaded(tokens: ModeReuseTests.tokens, spec: ModeReuseTests.spec)
        let go = try XCTUnwrap(screens.map { $0.element(id: "go")?.element })
        // `press` springs with {motion.spring} and `exit` uses {motion.fade}: the same in both modes.
        XCTAssertEqual(go.count, 2)
        let dark = try XCTUnwrap(go[0]?.animations), light = try XCTUnwrap(go[1]?.animations)
        XCTAssertEqual(dark.count, 2)
        for (a, b) in zip(dark, light) { XCTAssertTrue(a.box === b.box, "\(a.trigger)") }
        let title = try XCTUnwrap(screens.map { $0.element(id: "title")?.element.animation(.entry) })
        XCTAssertFalse(try XCTUnwrap(title[0]).box === XCTUnwrap(title[1]).box, "{motion.fast} changes with the mode")
        XCTAssertEqual(title[0]?.duration?.value, TokenModel.Duration(200, .ms))
        XCTAssertEqual(title[1]?.duration?.value, TokenModel.Duration(250, .ms))
    }

    func testDumpShowsTheElementsParts() {
        var element = Element(id: "title", idRange: here, kind: .text, kindRange: here, range: here)
        element.symbol = "star.fill"
        element.accessibility = AccessibilitySpec(hidden: true, range: here)
        var text = ""
        dump(element, to: &text)
        XCTAssertTrue(text.contains("star.fill"), text)
        XCTAssertTrue(text.contains("accessibility"), text)
        XCTAssertTrue(text.contains("hidden: true"), text)
    }
}

extension SpecFixture {
    /// The screens of one spec over one system named `app`.
    static func loaded(tokens: String, spec: String) -> [Screen] {
        var fixture = SpecFixture()
        fixture.addSystem("app", tokens: tokens)
        return fixture.load(spec)
    }
}
