import ColorScience
import Diagnostics
import Foundation
import ScreenSpec
import TokenModel
import XCTest

/// Facts of the seed documents that the seed specs must carry, checked against the documents'
/// own figures (not against tokenc's output).
final class SeedScreensTests: XCTestCase {
    private static let loaded: (SpecFixture, [Screen])? = {
        var fixture = SpecFixture()
        let tokensRoot = repositoryRoot + "/tokens"
        guard let systems = try? FileManager.default.contentsOfDirectory(atPath: tokensRoot).sorted() else { return nil }
        for system in systems { try? fixture.addSystem(system, folder: tokensRoot + "/" + system) }
        let files = ScreenSpecLoader.specFiles(under: [repositoryRoot + "/specs"])
        let screens = ScreenSpecLoader(systems: fixture.systems, sink: fixture.sink).load(files: files, sources: fixture.sources)
        return (fixture, screens)
    }()

    private func screen(_ system: String, _ name: String, mode: String? = nil) throws -> Screen {
        let screens = try XCTUnwrap(Self.loaded?.1)
        return try XCTUnwrap(screens.first { $0.system == system && $0.name == name && (mode == nil || $0.mode == mode) },
                             "no \(system)/\(name)")
    }

    func testEveryScreenTheDocumentsDescribeIsEncoded() throws {
        let screens = try XCTUnwrap(Self.loaded?.1)
        var names: [String: Set<String>] = [:]
        for screen in screens { names[screen.system, default: []].insert(screen.name) }
        XCTAssertEqual(names["laten"], ["splash", "auth-sign-in", "auth-sign-up", "biometric-enrollment"])
        XCTAssertEqual(names["tanda"], ["splash", "sign-up", "password-login", "email-verification", "celebration",
                                        "onboarding-password", "onboarding-name", "onboarding-legal", "onboarding-photo"])
        XCTAssertEqual(names["meeshy"], ["login", "register", "two-factor", "forgot-password", "password-reset",
                                         "welcome", "permissions", "profile-setup", "biometric-prompt"])
        XCTAssertEqual(names["urbannest"], ["splash", "splash-white"])
        XCTAssertEqual(names["comprehension"], ["login", "processing"])
        // UrbanNest's splash comes in its light and dark variants, and has an error state.
        let urban = screens.filter { $0.system == "urbannest" && $0.name == "splash" }
        XCTAssertEqual(urban.map(\.mode), ["light", "dark"])
        XCTAssertTrue(urban[0].states.contains("error"))
    }

    func testTandaSplashKeepsTheRawGradientStopsOfTheDocument() throws {
        let splash = try screen("tanda", "splash")
        guard case .fill(.gradient(let gradient)) = splash.background[0].content else { return XCTFail("no gradient") }
        // The document's stops: p500, #A855F7 (raw), coral c500, #D946EF (raw), deep purple dp500.
        XCTAssertEqual(gradient.stops.map { $0.color.literalText }, [nil, "#A855F7", nil, "#D946EF", nil])
        XCTAssertEqual(gradient.stops.map { $0.color.value.hexString() }, ["#8b5cf6", "#a855f7", "#f68896", "#d946ef", "#31005c"])
        XCTAssertEqual(gradient.angle, 135, "topLeading → bottomTrailing")
        let raw = try XCTUnwrap(splash.values.first { $0.literalText == "#A855F7" })
        XCTAssertEqual(raw.range.start.line, 12)
    }

    func testUrbanNestTaglineAndErrorTextOverTeal() throws {
        let light = try screen("urbannest", "splash", mode: "light")
        guard case .fill(.color(let teal)) = light.background[0].content else { return XCTFail("no background") }
        XCTAssertEqual(teal.value.hexString(), "#0d7377")
        let tagline = try XCTUnwrap(light.element(id: "tagline"))
        guard case .color(let white80)? = tagline.element.style.foreground else { return XCTFail("tagline color") }
        XCTAssertEqual(white80.value.withAlpha(1).hexString(), "#ffffff")
        XCTAssertEqual(white80.value.alpha, 0.8, accuracy: 1e-12)          // "White 80% opacity"
        XCTAssertEqual(tagline.element.style.typography?.effectiveFontSize, Dimension(14, .pt))
        XCTAssertEqual(tagline.element.style.typography?.effectiveFontWeight?.value, 400)
        let error = try XCTUnwrap(light.element(id: "error-title")?.element)
        XCTAssertEqual(error.visibleIn, ["error"])
        guard case .color(let red)? = error.style.foreground else { return XCTFail("error color") }
        XCTAssertEqual(red.value.hexString(), "#ea5455")
        XCTAssertEqual(error.style.typography?.effectiveFontSize, Dimension(16, .pt))
        XCTAssertEqual(error.style.typography?.effectiveFontWeight?.value, 500)   // SF Pro Medium

        let dark = try screen("urbannest", "splash", mode: "dark")
        guard case .fill(.color(let darkBackground)) = dark.background[0].content else { return XCTFail("no background") }
        XCTAssertEqual(darkBackground.value.hexString(), "#1e1e1e")
        guard case .color(let darkTagline)? = dark.element(id: "tagline")?.element.style.foreground else { return XCTFail("tagline") }
        XCTAssertEqual(darkTagline.value.hexString(), "#a0a0a0")
    }

    func testComprehensionGradientUnderTheBlackOverlay() throws {
        let login = try screen("comprehension", "login")
        XCTAssertEqual(login.background.count, 2)
        guard case .fill(.gradient(let gradient)) = login.background[0].content else { return XCTFail("no gradient") }
        XCTAssertEqual(gradient.stops.map { $0.color.value.hexString() }, ["#7c3aed", "#ec4899", "#22d3ee", "#f59e0b"])
        let overlay = login.background[1]
        XCTAssertTrue(overlay.isOverlay)
        guard case .fill(.color(let black)) = overlay.content else { return XCTFail("no overlay") }
        XCTAssertEqual(black.value.withAlpha(1).hexString(), "#000000")
        XCTAssertEqual(black.value.alpha * overlay.effectiveOpacity, 0.25, accuracy: 1e-12)
        guard case .color(let white)? = login.element(id: "headline")?.element.style.foreground else { return XCTFail("headline") }
        XCTAssertEqual(white.value.hexString(), "#ffffff")
        XCTAssertEqual(login.element(id: "headline")?.ancestors.map(\.id), ["center-stack", "text-stack"])
    }

    func testLatenLogoEntryGivesBothASpringAndACurve() throws {
        let splash = try screen("laten", "splash")
        let entry = try XCTUnwrap(splash.element(id: "logo")?.element.animation(.entry))
        XCTAssertEqual(entry.spring?.value.stiffness, 380)
        XCTAssertEqual(entry.spring?.value.damping, 35)
        XCTAssertEqual(entry.easing?.value, CubicBezier(0.16, 1, 0.3, 1))
        XCTAssertEqual(entry.duration?.value.seconds, 0.6)
        // Three glows over #0A0A0F, in the document's order and opacities.
        XCTAssertEqual(splash.background.count, 4)
        XCTAssertEqual(splash.background.dropFirst().map(\.effectiveOpacity), [0.3, 0.2, 0.2])
    }

    func testPrimaryButtonsCarryWhiteLabelsAtTheirRealSizes() throws {
        // Laten submit: #8B5CF6 fill, white 16pt semibold.
        let laten = try XCTUnwrap(try screen("laten", "auth-sign-in").element(id: "submit")?.element)
        XCTAssertEqual(laten.style.background?.layers.first.flatMap { if case .fill(.color(let c)) = $0.content { c.value.hexString() } else { nil } }, "#8b5cf6")
        XCTAssertEqual(laten.style.typography?.effectiveFontSize, Dimension(16, .pt))
        XCTAssertEqual(laten.style.typography?.effectiveFontWeight?.value, 600)
        // TANDA continue: purple/500 fill, white Label.l 17px medium.
        let tanda = try XCTUnwrap(try screen("tanda", "sign-up").element(id: "continue")?.element)
        XCTAssertEqual(tanda.style.typography?.effectiveFontSize, Dimension(17, .px))
        XCTAssertEqual(tanda.style.typography?.effectiveFontWeight?.value, 500)
        guard case .color(let tandaLabel)? = tanda.style.foreground else { return XCTFail("label") }
        XCTAssertEqual(tandaLabel.value.hexString(), "#ffffff")
        // Meeshy sign in: #007AFF fill, white 17pt regular.
        let meeshy = try XCTUnwrap(try screen("meeshy", "login").element(id: "sign-in")?.element)
        XCTAssertEqual(meeshy.style.background?.layers.first.flatMap { if case .fill(.color(let c)) = $0.content { c.value.hexString() } else { nil } }, "#007aff")
        XCTAssertEqual(meeshy.style.typography?.effectiveFontSize, Dimension(17, .pt))
    }
}
