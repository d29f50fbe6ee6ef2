import ColorScience
import Diagnostics
@testable import Lint
import ScreenSpec
import TokenModel
import XCTest

/// The contrast math against figures computed independently with python3 (WCAG 2.x formulas,
/// sRGB gamma-space interpolation and source-over compositing).
final class ContrastEvaluatorTests: XCTestCase {
    private let range = SourceRange(file: FileID(rawValue: 0), start: .init(line: 1, column: 1), end: .init(line: 1, column: 2))

    private func gradient(_ a: Color, _ b: Color) -> PaintLayer {
        PaintLayer(paint: .gradient([GradientStop(color: a, position: 0), GradientStop(color: b, position: 1)]), summary: "g", range: range)
    }

    func testTheWorstPointOfARampCanLieBetweenTheStops() throws {
        // Black text over #FF0000 → #0000FF: 5.252:1 and 2.444:1 at the stops, but python's dense
        // search finds 1.958208:1 at t = 0.704 (the ramp's luminance dips between them).
        let backdrop = Backdrop(layers: [gradient(.srgb(1, 0, 0), .srgb(0, 0, 1))])
        let outcome = try XCTUnwrap(ContrastEvaluator().worst(foregrounds: [.srgb(0, 0, 0)], over: backdrop, apca: false))
        XCTAssertEqual(outcome.ratio, 1.9582082827335245, accuracy: 1e-6)
        XCTAssertEqual(outcome.backdrop.gradientPosition ?? -1, 0.704, accuracy: 0.002)
    }

    func testOverlaysAreCompositedAboveTheGradient() throws {
        // The same ramp under 50% white: python's worst is 6.4157:1 at the blue end.
        let white = PaintLayer(paint: .solid(Color.srgb(1, 1, 1).withAlpha(0.5)), summary: "w", range: range)
        let backdrop = Backdrop(layers: [gradient(.srgb(1, 0, 0), .srgb(0, 0, 1)), white])
        let outcome = try XCTUnwrap(ContrastEvaluator().worst(foregrounds: [.srgb(0, 0, 0)], over: backdrop, apca: false))
        XCTAssertEqual(outcome.ratio, 6.415747402788306, accuracy: 1e-6)
        XCTAssertEqual(outcome.backdrop.gradientPosition ?? -1, 1, accuracy: 1e-6)
    }

    func testTranslucentTextIsCompositedOverItsBackdrop() throws {
        // White at 60% over #336699: python 3.27249:1.
        let solid = PaintLayer(paint: .solid(Color(hex: "#336699")!), summary: "s", range: range)
        let outcome = try XCTUnwrap(ContrastEvaluator().worst(foregrounds: [Color.srgb(1, 1, 1).withAlpha(0.6)],
                                                               over: Backdrop(layers: [solid]), apca: false))
        XCTAssertEqual(outcome.ratio, 3.2724940764908648, accuracy: 1e-9)
    }

    func testAStackThatIsNotOpaqueIsJudgedOverWhiteAndBlack() throws {
        // #808080 text on a 50% black layer with nothing under it: over white the backdrop is
        // #808080 (ratio 1), so that is the worst case.
        let layer = PaintLayer(paint: .solid(Color.srgb(0, 0, 0).withAlpha(0.5)), summary: "half", range: range)
        let outcome = try XCTUnwrap(ContrastEvaluator().worst(foregrounds: [.srgb(0.5, 0.5, 0.5)], over: Backdrop(layers: [layer]), apca: false))
        XCTAssertEqual(outcome.ratio, 1, accuracy: 1e-9)
        XCTAssertEqual(outcome.backdrop.assumedBase, .srgb(1, 1, 1))
    }

    func testAGlowCountsOnlyWhereItIsAndTheSurerFindingIsPreferred() throws {
        let base = PaintLayer(paint: .solid(.srgb(0, 0, 0)), summary: "black", range: range)
        let glow = PaintLayer(paint: .glow(.srgb(1, 1, 1)), summary: "glow", range: range)
        let backdrop = Backdrop(layers: [base, glow])
        let requirement = ContrastRequirement.text(size: Dimension(17, .pt), weight: FontWeight(400), thresholds: .aa)
        // White text: fine on black (21:1), fails under the white glow (1:1) — reported with the glow.
        let underGlow = try XCTUnwrap(ContrastEvaluator().worstPreferringCertain(foregrounds: [.srgb(1, 1, 1)], over: backdrop, requirement: requirement))
        XCTAssertEqual(underGlow.ratio, 1, accuracy: 1e-9)
        XCTAssertEqual(underGlow.backdrop.glow, 1)
        // #333333 text fails on black already (1.66:1): that finding does not depend on the glow.
        let certain = try XCTUnwrap(ContrastEvaluator().worstPreferringCertain(foregrounds: [.srgb(0.2, 0.2, 0.2)], over: backdrop, requirement: requirement))
        XCTAssertNil(certain.backdrop.glow)
    }

    func testGlowPeakFollowsTheBlurredDisc() {
        // A 300pt glow blurred by 80pt keeps 1 − e^(−150²/(2·80²)) = 0.82758 of its color at its center.
        let glow = GlowLayer(color: .literal(value: .srgb(1, 1, 1), text: "#FFF", range: range),
                             width: .literal(value: Dimension(300, .pt), text: "300pt", range: range),
                             height: .literal(value: Dimension(300, .pt), text: "300pt", range: range),
                             blur: .literal(value: Dimension(80, .pt), text: "80pt", range: range))
        XCTAssertEqual(BackdropBuilder.glowPeak(glow), 0.8275783761062472, accuracy: 1e-12)
    }

    func testRequirementsFollowSizeAndWeight() {
        let aa = ContrastRequirement.Thresholds.aa
        XCTAssertEqual(ContrastRequirement.text(size: Dimension(17, .pt), weight: FontWeight(600), thresholds: aa).ratio, 4.5)
        XCTAssertEqual(ContrastRequirement.text(size: Dimension(18, .pt), weight: FontWeight(400), thresholds: aa).ratio, 3)
        XCTAssertEqual(ContrastRequirement.text(size: Dimension(14, .pt), weight: FontWeight(700), thresholds: aa).ratio, 3)
        XCTAssertEqual(ContrastRequirement.text(size: Dimension(13.9, .pt), weight: FontWeight(700), thresholds: aa).ratio, 4.5)
        XCTAssertEqual(ContrastRequirement.text(size: nil, weight: nil, thresholds: aa).category, .normalText)
        XCTAssertEqual(ContrastRequirement.text(size: Dimension(20, .pt), weight: nil, thresholds: .aaa).ratio, 4.5)
        XCTAssertEqual(ContrastRequirement.text(size: Dimension(16, .pt), weight: nil, thresholds: .aaa).ratio, 7)
        XCTAssertEqual(ContrastRequirement.nonText("icon", thresholds: .aaa).ratio, 3)
        // APCA Bronze: body 75, 24px or 16px bold 60, 36px or 24px bold 45.
        XCTAssertEqual(ContrastRequirement.apcaMinimum(points: 16, weight: 400), 75)
        XCTAssertEqual(ContrastRequirement.apcaMinimum(points: 16, weight: 700), 60)
        XCTAssertEqual(ContrastRequirement.apcaMinimum(points: 24, weight: 700), 45)
    }

    func testRatiosAreTruncatedInMessagesSoAFailureNeverReadsAsTheThreshold() {
        XCTAssertEqual(Format.ratio(4.4999), "4.49:1")
        XCTAssertEqual(Format.ratio(3.183104991712137), "3.18:1")
        XCTAssertEqual(Format.ratio(21), "21:1")
    }
}
