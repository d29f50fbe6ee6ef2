import ColorScience
import Diagnostics
import Lint
import ScreenSpec
import TokencKit
import TokenModel
import XCTest

/// Issue 4 §4: the problems the seed documents really contain, found by `tokenc lint` on the
/// repository's tokens/ and specs/. Every figure was computed independently with python3 from the
/// published formulas (WCAG 2.x relative luminance and ratio; sRGB gamma-space source-over
/// compositing; CSS Color 4 hsl(); OKLab from Ottosson's matrices), never copied from tokenc.
final class LintSeedTests: XCTestCase {
    /// One lint run over the whole repository, shared by the tests.
    static let outcome: LintOutcome? = try? LintPipeline().run(
        LintRequest(tokenPaths: [RepositoryPaths.root + "/tokens"], specPaths: [RepositoryPaths.root + "/specs"]))

    private func lintRun() throws -> LintOutcome {
        try XCTUnwrap(Self.outcome, "the seeds could not be linted")
    }

    /// The findings of a rule in a file, optionally only those whose message mentions `text`
    /// (an element's quoted id, a color), so the tests do not depend on line numbers.
    private func findings(_ code: String, in file: String, mentioning text: String? = nil) throws -> [Diagnostic] {
        let outcome = try lintRun()
        return outcome.report.findings.filter { d in
            guard d.code == code, let range = d.range else { return false }
            return outcome.report.sources.path(of: range.file).hasSuffix(file) && (text.map { d.message.contains($0) } ?? true)
        }
    }

    private func screen(_ name: String, system: String, mode: String? = nil) throws -> Screen {
        try XCTUnwrap(try lintRun().screens.first { $0.name == name && $0.system == system && (mode == nil || $0.mode == mode) },
                      "no screen \(system)/\(name)")
    }

    /// The worst contrast of an element's text over what is behind it, measured through the
    /// library (the same path the rule takes).
    private func worstText(_ id: String, in screen: Screen) throws -> ContrastOutcome {
        let placed = try XCTUnwrap(screen.element(id: id), "no element \(id)")
        guard case .color(let color)? = placed.element.style.foreground else { throw XCTSkip("\(id) has no solid color") }
        let builder = BackdropBuilder()
        let backdrop = builder.backdrop(for: placed, style: placed.element.style, in: screen, includeOwn: true)
        let opacity = builder.opacity(of: placed, style: placed.element.style)
        return try XCTUnwrap(ContrastEvaluator().worst(foregrounds: [color.value.multiplyingAlpha(opacity)], over: backdrop, apca: false))
    }

    func testTheSeedsHaveNoInputErrors() throws {
        let errors = try lintRun().inputDiagnostics.filter { $0.severity == .error }
        XCTAssertEqual(errors.map { "\($0.code): \($0.message)" }, [])
    }

    // MARK: TANDA: a raw #A855F7 in the splash gradient, although its rules forbid raw values

    func testTANDASplashGradientRawPurpleIsReportedInTheSpecAndInTheToken() throws {
        let inSpec = try findings("raw-value", in: "specs/tanda/splash.screen.yaml", mentioning: "#A855F7")
        XCTAssertEqual(inSpec.count, 1)
        let sources = try lintRun().report.sources
        let range = try XCTUnwrap(inSpec.first?.range)
        XCTAssertTrue(sources.line(range.start.line, of: range.file)?.contains("\"#A855F7\"") ?? false)
        XCTAssertEqual(try findings("raw-value", in: "tokens/tanda/semantic.tokens.yaml", mentioning: "#A855F7").count, 1)
        XCTAssertEqual(try findings("raw-value", in: "tokens/tanda/semantic.tokens.yaml", mentioning: "#D946EF").count, 1)
    }

    func testTANDASplashHeadlinesOnTheGradientFailLargeText() throws {
        // White over the 5-stop gradient; the coral stop #F68896 is the worst point: 2.3647:1.
        let splash = try screen("splash", system: "tanda")
        let outcome = try worstText("slide-1-headline", in: splash)
        XCTAssertEqual(outcome.ratio, 2.364696696680003, accuracy: 1e-6)
        XCTAssertEqual(outcome.backdrop.gradientPosition ?? -1, 0.5, accuracy: 1e-6)
        let found = try findings("contrast", in: "specs/tanda/splash.screen.yaml", mentioning: "'carousel › slide-1-headline'")
        XCTAssertEqual(found.count, 1)
        let message = try XCTUnwrap(found.first?.message)
        for part in ["2.36:1", "below 3:1", "large text: 28pt bold", "stop 3 of 5 (#F68896)", "in mode dark"] {
            XCTAssertTrue(message.contains(part), "'\(part)' not in: \(message)")
        }
    }

    // MARK: UrbanNest: error red and the 80% white tagline on the teal

    func testUrbanNestErrorRedOnTeal() throws {
        // #EA5455 on #0D7377: 1.5787:1, far below 4.5:1.
        let splash = try screen("splash", system: "urbannest", mode: "light")
        XCTAssertEqual(try worstText("error-title", in: splash).ratio, 1.5787269474205692, accuracy: 1e-9)
        let found = try findings("contrast", in: "specs/urbannest/splash.screen.yaml", mentioning: "'error-title'")
        let message = try XCTUnwrap(found.first?.message)
        for part in ["#EA5455", "on #0D7377", "1.57:1 is below 4.5:1", "normal text: 16pt medium", "in mode light"] {
            XCTAssertTrue(message.contains(part), "'\(part)' not in: \(message)")
        }
    }

    func testUrbanNestTaglineWhiteAt80PercentOnTeal() throws {
        // 0.8·white + 0.2·#0D7377 = #CFE3E4 (rounded), 4.2152:1 at 14pt regular: below 4.5:1.
        let splash = try screen("splash", system: "urbannest", mode: "light")
        let outcome = try worstText("tagline", in: splash)
        XCTAssertEqual(outcome.ratio, 4.215247081345219, accuracy: 1e-9)
        XCTAssertEqual(outcome.foreground.hexString().uppercased(), "#CFE3E4")
        let found = try findings("contrast", in: "specs/urbannest/splash.screen.yaml", mentioning: "tagline'")
        let message = try XCTUnwrap(found.first?.message)
        for part in ["seen as #CFE3E4", "on #0D7377", "4.21:1 is below 4.5:1", "normal text: 14pt regular"] {
            XCTAssertTrue(message.contains(part), "'\(part)' not in: \(message)")
        }
    }

    // MARK: Comprehension Engine: white over the 4-stop gradient under a 25% black overlay

    func testComprehensionGradientUnderOverlayEveryStopAndTheRamp() throws {
        let login = try screen("login", system: "comprehension")
        let placed = try XCTUnwrap(login.element(id: "headline"))
        let backdrop = BackdropBuilder().backdrop(for: placed, style: placed.element.style, in: login, includeOwn: true)
        // Each stop after the overlay (0.75 × stop), white on it.
        let expectedAtStops: [(position: Double, ratio: Double)] = [
            (0, 8.539494829139011), (0.3333, 5.763688303592941), (0.6667, 3.183104991712137), (1, 3.7164820412884185),
        ]
        for stop in expectedAtStops {
            let color = backdrop.color(at: stop.position, glow: nil, base: nil)
            XCTAssertEqual(Contrast.wcagRatio(.srgb(1, 1, 1), color), stop.ratio, accuracy: 1e-9, "stop at \(stop.position)")
        }
        // The whole ramp: python's dense search finds no point worse than the cyan stop, 3.1831:1.
        let outcome = try worstText("headline", in: login)
        XCTAssertEqual(outcome.ratio, 3.183104991712137, accuracy: 1e-6)
        XCTAssertEqual(outcome.backdrop.gradientPosition ?? -1, 0.6667, accuracy: 1e-4)
        let found = try findings("contrast", in: "specs/comprehension/login.screen.yaml", mentioning: "headline'")
        let message = try XCTUnwrap(found.first?.message)
        for part in ["3.18:1 is below 4.5:1", "stop 3 of 4 (#22D3EE)", "overlay"] {
            XCTAssertTrue(message.contains(part), "'\(part)' not in: \(message)")
        }
    }

    // MARK: Laten: HSL and hex that disagree

    func testLatenHSLAndHexDisagreementsAreTheTwoAboveTheJND() throws {
        // python: primary hsl(270 91% 65%) = #A655F7, ΔE OK 0.0470 from #8B5CF6; neon-pink
        // hsl(330 100% 65%) = #FF4DA6, ΔE OK 0.0407 from #EC4899. The other eight are below 0.02
        // (card 0.0175 and border 0.0174 are the closest).
        let found = try findings("notation-mismatch", in: "tokens/laten/color.tokens.yaml")
        XCTAssertEqual(found.count, 2, "\(found.map(\.message))")
        let messages = found.map(\.message).joined(separator: "\n")
        for part in ["'color.primary' is #8B5CF6", "is #A655F7 (ΔE OK 0.047", "'color.neon-pink' is #EC4899", "is #FF4DA6 (ΔE OK 0.041"] {
            XCTAssertTrue(messages.contains(part), "'\(part)' not in: \(messages)")
        }
        // The resolver's own copy of the check is not reported a second time.
        XCTAssertEqual(try lintRun().report.findings.filter { $0.code == "notation-mismatch" }.count, 2)
    }

    // MARK: White labels on purple and blue primary buttons

    func testWhiteLabelsOnPrimaryButtonsAtTheirRealSizesAndWeights() throws {
        // #FFFFFF on #8B5CF6: 4.2344:1; on #007AFF: 4.0170:1. 16pt semibold and 17pt regular or
        // medium are normal text (large is ≥ 18pt, or ≥ 14pt at 700+), so 4.5:1 applies.
        let cases: [(file: String, element: String, ratio: String, basis: String)] = [
            ("specs/laten/auth-sign-in.screen.yaml", "'submit'", "4.23:1", "16pt semibold"),
            ("specs/tanda/sign-up.screen.yaml", "continue'", "4.23:1", "17pt medium"),
            ("specs/meeshy/login.screen.yaml", "'sign-in'", "4.01:1", "17pt regular"),
        ]
        for c in cases {
            let found = try findings("contrast", in: c.file, mentioning: c.element)
            XCTAssertEqual(found.count, 1, "\(c.file) \(c.element)")
            let message = try XCTUnwrap(found.first?.message, "\(c.file) \(c.element)")
            for part in [c.ratio + " is below 4.5:1", "normal text: " + c.basis] {
                XCTAssertTrue(message.contains(part), "'\(part)' not in: \(message)")
            }
        }
        let laten = try screen("auth-sign-in", system: "laten")
        XCTAssertEqual(try worstText("submit", in: laten).ratio, 4.234369397337306, accuracy: 1e-9)
        let meeshy = try screen("login", system: "meeshy")
        XCTAssertEqual(try worstText("sign-in", in: meeshy).ratio, 4.016975780478911, accuracy: 1e-9)
    }

    func testMotionConflictOfLatensLogoEntry() throws {
        let found = try findings("motion-conflict", in: "specs/laten/splash.screen.yaml")
        let message = try XCTUnwrap(found.first?.message)
        XCTAssertTrue(message.contains("spring {motion.spring.ios}"), message)
        XCTAssertTrue(message.contains("cubic-bezier(0.16, 1, 0.3, 1)"), message)
        // stiffness 380, damping 35, mass 1: response 2π/√380 = 0.3223s, ζ = 35/(2√380) = 0.8977.
        XCTAssertTrue(message.contains("response 0.322s, damping fraction 0.898"), message)
    }
}
