import ColorScience
import Diagnostics
import Foundation
import Parallel
import ScreenSpec
import TokenModel

/// `contrast`: text, placeholders, icons, indicators and input borders checked against what is
/// really painted behind them — the element's own background, its ancestors', the screen's
/// stack (gradients, overlays, glows), every opacity — in every mode and interaction state.
public struct ContrastRule: LintRule {
    /// The rule's description.
    public static let description = RuleDescription(
        identifier: "contrast",
        summary: "Text or a UI element without enough contrast against what is painted behind it.",
        rationale: """
            WCAG 2.x SC 1.4.3 asks 4.5:1 for text and 3:1 for large text (≥ 18pt, or ≥ 14pt at \
            weight ≥ 700); SC 1.4.11 asks 3:1 for icons, indicators and the borders that show \
            where a field is; AAA (SC 1.4.6) asks 7:1 and 4.5:1. tokenc composites what is really \
            behind each element — the screen's background stack, each ancestor's background and \
            the element's own, in drawing order, in gamma-encoded sRGB, with every opacity and \
            alpha — and, over a gradient, takes the worst point of its stops and of the \
            interpolated ramp between them. Every mode and every interaction state but \
            `disabled` (inactive controls are exempt) is checked. With `apca: true` the APCA \
            lightness contrast is checked too (Lc 75 body text, 60 from 24pt or 16pt bold, 45 \
            from 36pt or 24pt bold, 30 non-text).
            """,
        defaultSeverity: .error, scope: .screens,
        options: [
            RuleOption(name: "level", summary: "WCAG conformance level.", kind: .choice(["AA", "AAA"]), defaultValue: .choice("AA")),
            RuleOption(name: "apca", summary: "Also check APCA lightness contrast (Lc).", kind: .bool, defaultValue: .bool(false)),
            RuleOption(name: "normal-text", summary: "Ratio for normal text (default 4.5, AAA 7).", kind: .number(1...21), defaultValue: .number(4.5)),
            RuleOption(name: "large-text", summary: "Ratio for large text (default 3, AAA 4.5).", kind: .number(1...21), defaultValue: .number(3)),
            RuleOption(name: "non-text", summary: "Ratio for icons, indicators and borders.", kind: .number(1...21), defaultValue: .number(3)),
            RuleOption(name: "large-text-size", summary: "Size (pt) from which text is large.", kind: .number(1...200), defaultValue: .number(18)),
            RuleOption(name: "large-bold-text-size", summary: "Size (pt) from which bold text is large.", kind: .number(1...200), defaultValue: .number(14)),
        ],
        triggeringExamples: [
            RuleExample(screen: """
                screen: splash
                system: example
                background:
                  - color: "{color.teal}"
                elements:
                  - id: error
                    kind: text
                    typography: { font-family: Inter, font-size: 14pt, font-weight: 400 }
                    color: ↓"{color.error}"
                """, tokens: """
                color:
                  $type: color
                  teal: { $value: "#0D7377" }
                  error: { $value: "#EA5455" }
                """, note: "UrbanNest's error red on its teal"),
            RuleExample(screen: """
                screen: splash
                system: example
                background:
                  - color: "{color.teal}"
                elements:
                  - id: tagline
                    kind: text
                    typography: { font-family: Inter, font-size: 14pt, font-weight: 400 }
                    color: ↓"{color.white}"
                    opacity: 0.8
                """, tokens: """
                color:
                  $type: color
                  teal: { $value: "#0D7377" }
                  white: { $value: "#FFFFFF" }
                """, note: "white at 80% opacity over teal"),
            RuleExample(screen: """
                screen: login
                system: example
                background:
                  - gradient: { stops: ["#7C3AED", "#EC4899", "#22D3EE", "#F59E0B"], angle: 135deg }
                  - overlay: "#000000"
                    opacity: 0.25
                elements:
                  - id: title
                    kind: text
                    typography: { font-family: Inter, font-size: 16pt, font-weight: 400 }
                    color: ↓"{color.white}"
                """, tokens: """
                color:
                  $type: color
                  white: { $value: "#FFFFFF" }
                """, note: "the worst point of a gradient under an overlay"),
            RuleExample(screen: """
                screen: login
                system: example
                background:
                  - color: "#FFFFFF"
                elements:
                  - id: email
                    kind: input
                    typography: { font-family: Inter, font-size: 16pt, font-weight: 400 }
                    color: "#111111"
                    border: { color: ↓"#D4D4D4", width: 1pt }
                """, tokens: "color: { $type: color, black: { $value: '#000000' } }", note: "an input border (SC 1.4.11)"),
            RuleExample(screen: """
                screen: splash
                system: example
                background:
                  - color: "#FFFFFF"
                elements:
                  - id: caption
                    kind: text
                    typography: { font-family: Inter, font-size: 14pt, font-weight: 400 }
                    color: ↓"#6B6B6B"
                """, tokens: "color: { $type: color, black: { $value: '#000000' } }",
                configuration: "rules: { contrast: { level: AAA } }", note: "5.3:1 passes AA, not AAA's 7:1"),
        ],
        nonTriggeringExamples: [
            RuleExample(screen: """
                screen: splash
                system: example
                background:
                  - color: "{color.teal}"
                elements:
                  - id: brand
                    kind: text
                    typography: { font-family: Inter, font-size: 32pt, font-weight: 700 }
                    color: "{color.white}"
                """, tokens: """
                color:
                  $type: color
                  teal: { $value: "#0D7377" }
                  white: { $value: "#FFFFFF" }
                """),
            RuleExample(screen: """
                screen: splash
                system: example
                background:
                  - color: "#FFFFFF"
                elements:
                  - id: caption
                    kind: text
                    typography: { font-family: Inter, font-size: 14pt, font-weight: 400 }
                    color: "#595959"
                  - id: submit
                    kind: button
                    text: Go
                    typography: { font-family: Inter, font-size: 17pt, font-weight: 600 }
                    color: "#FFFFFF"
                    background: { color: "#0050B3" }
                    states: { disabled: { opacity: 0.3 } }
                """, tokens: "color: { $type: color, black: { $value: '#000000' } }",
                note: "#595959 on white is 7:1; a disabled state is exempt"),
        ])

    /// Creates the rule.
    public init() {}

    /// The thresholds the configuration asks for.
    static func thresholds(_ configuration: LintConfiguration) -> ContrastRequirement.Thresholds {
        let d = description
        var t = configuration.choice("level", for: d, default: "AA") == "AAA" ? ContrastRequirement.Thresholds.aaa : .aa
        if configuration.isSet("normal-text", for: d) { t.normalText = configuration.number("normal-text", for: d, default: t.normalText) }
        if configuration.isSet("large-text", for: d) { t.largeText = configuration.number("large-text", for: d, default: t.largeText) }
        t.nonText = configuration.number("non-text", for: d, default: t.nonText)
        t.largeTextSize = configuration.number("large-text-size", for: d, default: t.largeTextSize)
        t.largeBoldTextSize = configuration.number("large-bold-text-size", for: d, default: t.largeBoldTextSize)
        t.apca = configuration.bool("apca", for: d, default: false)
        return t
    }

    /// The states measured of an element that declares none (made once, not per element).
    private static let defaultStateOnly = ["default"]

    /// One failing measurement in one mode.
    struct Failure: Sendable {
        var check: ContrastCheck
        var outcome: ContrastOutcome
        var mode: String
        var apca: Bool
        var shortfall: Double
    }

    /// Identifies one finding across modes: where, what, which state, which measure.
    struct FindingKey: Hashable, Sendable {
        var range: SourceRange
        var subject: ContrastCheck.Subject
        var state: String
        var apca: Bool
    }

    /// Measures everything in every screen (mode) and reports one finding per place, state and
    /// measure, with the worst mode's figures.
    ///
    /// Screens are measured on all cores, and the findings made on all cores; both are merged in
    /// screen order, so the result is that of one screen after another.
    public func check(_ context: LintContext) -> [Diagnostic] {
        let thresholds = Self.thresholds(context.configuration)
        let allScreens = context.screens
        // Consecutive runs of screens, each measured with a memo of its own (a few requirements),
        // each a piece that a free core takes: short, so that the cores finish together (cut into
        // 16 chunks, one core measured the last alone for ~20 ms of a 1,000-screen lint).
        let count = allScreens.count
        let runs = min(count, 64)
        var measured = ParallelMap.indices(runs, eachItemAPiece: true) { run -> [(FindingKey, Failure)] in
            var memo = ContrastMemo()
            var found: [(FindingKey, Failure)] = []
            for index in (run * count / runs)..<((run + 1) * count / runs) {
                found += Self.failures(in: allScreens[index], thresholds: thresholds, memo: &memo)
            }
            return found
        }
        // Each finding's failures, by where they are in `measured` (run, position): the failures
        // themselves stay in their runs, to be released on all cores below.
        var order: [FindingKey] = []
        var places: [FindingKey: [(run: Int, at: Int)]] = [:]
        var screens = ScreenLookup()
        for (index, screen) in allScreens.enumerated() { screens.add(screen, at: index) }
        for run in measured.indices {
            for at in measured[run].indices {
                let key = measured[run][at].0
                if places[key] == nil { order.append(key) }
                places[key, default: []].append((run, at))
            }
        }
        let palettes = PaletteCache()
        let made: [Diagnostic?]
        do {
            let keys = order, found = places, lookup = screens, failures = measured
            made = ParallelMap.indices(keys.count) { k -> Diagnostic? in
                guard let all = found[keys[k]]?.map({ failures[$0.run][$0.at].1 }),
                      let worst = all.max(by: { $0.shortfall < $1.shortfall }) else { return nil }
                return Self.diagnostic(worst, all: all, context: context, screens: lookup, palettes: palettes)
            }
        }
        // Thousands of failures hold elements, backdrops and text: released one by one here they
        // kept one core busy for ~25 ms at the end of a 1,000-screen lint while the other idled.
        let handed = HandOver(measured)
        measured = []
        _ = ParallelMap.indices(handed.count) { run in _ = handed.take(run) }
        return made.compactMap { $0 }
    }

    /// The failing measurements of one screen (one mode), in the order they are found.
    static func failures(in screen: Screen, thresholds: ContrastRequirement.Thresholds,
                         memo: inout ContrastMemo) -> [(FindingKey, Failure)] {
        let evaluator = ContrastEvaluator()
        let builder = BackdropBuilder()
        var result: [(FindingKey, Failure)] = []
        let screenLayers = builder.screenLayers(of: screen)
        // What is outside the children of each element on the path to the current one (by
        // depth): elements come depth first, so a parent's is made once for all its children.
        var outsides: [BackdropBuilder.Outside] = []
        let screenOutside = BackdropBuilder.Outside(screenLayers: screenLayers)
        for placed in screen.allElements {
            let depth = placed.ancestors.count
            let outside: BackdropBuilder.Outside
            if depth == 0 {
                outside = screenOutside
            } else if outsides.count >= depth {
                outside = outsides[depth - 1]
            } else {
                outside = builder.outsideLayers(of: placed, over: screenLayers)
            }
            outsides.removeSubrange(min(depth, outsides.count)...)
            if !placed.element.children.isEmpty, outsides.count == depth {
                outsides.append(builder.outside(ofChildrenOf: placed.element, over: outside))
            }
            let states = placed.element.states.isEmpty ? Self.defaultStateOnly
                : ["default"] + placed.element.states.map(\.name).filter { $0 != "default" && $0 != "disabled" }
            var seen = Set<ContrastCheck.Signature>()
            for state in states {
                // Most elements pass over a plain backdrop: known without making their checks
                // (a check skipped here would have passed, so it leaves `seen` as good as it was).
                if ContrastCheck.allPassOverPlainBackdrops(for: placed, state: state, outside: outside, thresholds: thresholds) {
                    continue
                }
                for check in ContrastCheck.checks(for: placed, state: state, outside: outside,
                                                  thresholds: thresholds, memo: &memo) {
                    // One state's checks all differ in subject; only later states can repeat one.
                    guard states.count == 1 || seen.insert(check.signature).inserted,
                          let outcome = evaluator.worstPreferringCertain(foregrounds: check.foregrounds, over: check.backdrop,
                                                                         requirement: check.requirement) else { continue }
                    if check.subject == .border, ownSurfaceIsEnough(placed, state: state, check: check, evaluator: evaluator) {
                        continue
                    }
                    if outcome.ratio < check.requirement.ratio {
                        let failure = Failure(check: check, outcome: outcome, mode: screen.mode, apca: false,
                                              shortfall: check.requirement.ratio - outcome.ratio)
                        result.append((FindingKey(range: check.range, subject: check.subject, state: state, apca: false), failure))
                    }
                    if let needed = check.requirement.apcaLc, let point = outcome.apca, abs(point.lc) < needed {
                        let failure = Failure(check: check, outcome: outcome, mode: screen.mode, apca: true, shortfall: needed - abs(point.lc))
                        result.append((FindingKey(range: check.range, subject: check.subject, state: state, apca: true), failure))
                    }
                }
            }
        }
        return result
    }

    /// A border need not contrast when the element's own surface already stands out (3:1) from
    /// what is around it: the field is identifiable by its fill.
    private static func ownSurfaceIsEnough(_ placed: PlacedElement, state: String, check: ContrastCheck,
                                           evaluator: ContrastEvaluator) -> Bool {
        let style = placed.element.style(in: state)
        guard let layers = style.background?.layers, !layers.isEmpty else { return false }
        let opacity = BackdropBuilder().opacity(of: placed, style: style)
        var colors: [Color] = []
        for layer in layers {
            if case .fill(let fill) = layer.content {
                colors += fill.colors.map { $0.multiplyingAlpha(layer.effectiveOpacity * opacity) }
            }
        }
        guard !colors.isEmpty, let outcome = evaluator.worst(foregrounds: colors, over: check.backdrop, apca: false) else { return false }
        return outcome.ratio >= check.requirement.ratio
    }

    private static func diagnostic(_ worst: Failure, all: [Failure], context: LintContext, screens: ScreenLookup,
                                   palettes: PaletteCache) -> Diagnostic {
        let check = worst.check
        var modes: [String] = []
        for failure in all where !modes.contains(failure.mode) { modes.append(failure.mode) }
        let declared = screens.first(in: check.range.file).flatMap { context.system(named: context.screens[$0].system)?.resolved.hasDeclaredModes } ?? true
        let modeText = !declared ? "" : modes.count == 1 ? " in mode \(modes[0])" : " in modes \(modes.joined(separator: ", "))"
        let stateText = check.state == "default" ? "" : " (\(check.state) state)"
        let decision = Self.decidingLayer(for: worst.outcome.apca?.backdrop ?? worst.outcome.backdrop, in: check.backdrop)
        var message: String
        let seen: Color
        let backdropColor: Color
        if worst.apca, let point = worst.outcome.apca, let needed = check.requirement.apcaLc {
            seen = point.foreground
            backdropColor = point.backdrop.color
            message = "'\(check.elementPath)'\(stateText) \(check.subject.rawValue) \(Self.shown(check, seen)) on \(Format.hex(backdropColor)): "
                + "APCA Lc \(Format.decimal(point.lc, 1)) is below Lc \(Format.decimal(needed, 0)) "
                + "(APCA, \(check.requirement.category.rawValue): \(check.requirement.basis))\(modeText)"
        } else {
            seen = worst.outcome.foreground
            backdropColor = worst.outcome.backdrop.color
            message = "'\(check.elementPath)'\(stateText) \(check.subject.rawValue) \(Self.shown(check, seen)) on \(Format.hex(backdropColor)): "
                + "\(Format.ratio(worst.outcome.ratio)) is below \(Format.decimal(check.requirement.ratio, 2)):1 "
                + "(\(check.requirement.description))\(modeText)"
        }
        message += " — " + decision.text
        var notes: [Diagnostic.Note] = [.init("the backdrop is decided by this layer", at: decision.range)]
        var noted = Set([worst.mode])
        for other in all where noted.insert(other.mode).inserted {
            notes.append(.init("in mode \(other.mode): \(other.apca ? "Lc " + Format.decimal(other.outcome.apca?.lc ?? 0, 1) : Format.ratio(other.outcome.ratio)) (\(Format.hex(other.outcome.foreground)) on \(Format.hex(other.outcome.backdrop.color)))",
                               at: nil))
        }
        let suggestion = Self.suggestion(for: worst, context: context, screens: screens, palettes: palettes)
        return Self().finding(message, at: check.range, notes: notes, suggestion: suggestion)
    }

    /// `{color.white} (#FFFFFF) at 80% opacity, seen as #CFE3E4`, or only what is written when
    /// that is what is seen.
    static func shown(_ check: ContrastCheck, _ seen: Color) -> String {
        let written = check.foregroundText
        let hex = Format.hex(seen)
        if written == hex || written.hasSuffix("(\(hex))") { return written }
        return "\(written), seen as \(hex)"
    }

    /// Which layer decided the worst point, in words, and where it is written.
    static func decidingLayer(for sample: BackdropSample, in backdrop: Backdrop) -> (text: String, range: SourceRange?) {
        let visible = backdrop.visibleLayers
        var decisive: Int?
        if let glow = sample.glow { decisive = glow }
        if decisive == nil, sample.gradientPosition != nil {
            decisive = visible.indices.last { if case .gradient = backdrop.layers[$0].paint { return true } else { return false } }
        }
        if decisive == nil { decisive = visible.indices.last { backdrop.layers[$0].isOpaque } ?? visible.indices.last }
        guard let index = decisive else { return ("nothing is painted behind it", nil) }
        let layer = backdrop.layers[index]
        var text = "decided by " + layer.summary
        if case .gradient(let stops) = layer.paint, let position = sample.gradientPosition {
            text += " " + describe(position: position, in: stops)
        }
        if sample.glow != nil { text += ", at the glow's center" }
        let above = visible.indices.filter { $0 > index }.filter { i in
            if case .glow = backdrop.layers[i].paint { return i == sample.glow }
            return true
        }
        if !above.isEmpty {
            text += ", under " + above.map { backdrop.layers[$0].summary }.joined(separator: " and ")
        }
        if let base = sample.assumedBase {
            text += ", over an assumed \(Format.hex(base) == "#FFFFFF" ? "white" : "black") (the stack is not opaque)"
        }
        return (text, layer.range)
    }

    /// `at stop 3 (#22d3ee)` or `at 41.2% (between stops #ec4899 and #22d3ee)`.
    static func describe(position: Double, in stops: [GradientStop]) -> String {
        let sorted = stops.sorted { $0.position < $1.position }
        if let k = sorted.firstIndex(where: { abs($0.position - position) < 1e-6 }) {
            return "at stop \(k + 1) of \(sorted.count) (\(Format.hex(sorted[k].color)))"
        }
        if let k = sorted.indices.dropLast().first(where: { sorted[$0].position < position && position < sorted[$0 + 1].position }) {
            return "at \(Format.percent(position)) of the ramp, between stops \(Format.hex(sorted[k].color)) and \(Format.hex(sorted[k + 1].color))"
        }
        return "at \(Format.percent(position))"
    }

    /// The color tokens of a system in a mode, with their OKLab coordinates, built once per run
    /// (parallel arrays, so the nearest-color scan touches plain numbers only).
    struct Palette: Sendable {
        var paths: [String] = []
        var colors: [Color] = []
        var labs: [SIMD3<Double>] = []
    }

    /// What a suggestion depends on. Only the layers that can show matter (what is under the
    /// topmost opaque layer changes nothing), so a text on the same opaque card shares its
    /// suggestion across screens whatever their own backgrounds.
    struct SuggestionKey: Hashable, Sendable {
        var system: String
        var mode: Int
        var written: Color
        var paints: [PaintLayer.Paint]
        var ratio: Double
        var subject: ContrastCheck.Subject
    }

    /// The palettes built so far, by system and mode, and the suggestions made from them; shared
    /// by the threads making findings (what it answers does not depend on who asked first).
    final class PaletteCache: @unchecked Sendable {
        private let lock = NSLock()
        private var palettes: [String: Palette] = [:]
        private var suggestions: [SuggestionKey: String] = [:]
        /// The nearest tokens to a written color, by system, mode and color: a color written on
        /// many backdrops is compared with the whole palette once (the scan was most of a
        /// suggestion).
        private var nearestTokens: [NearestKey: [(distance: Double, index: Int)]] = [:]

        struct NearestKey: Hashable {
            var system: String
            var mode: Int
            var color: Color
        }

        /// ``ContrastRule/nearest(to:in:)`` for the palette of `system` in `mode`, made once per color.
        func nearest(to color: Color, system: String, mode: Int, in palette: Palette) -> [(distance: Double, index: Int)] {
            let key = NearestKey(system: system, mode: mode, color: color)
            lock.lock()
            let known = nearestTokens[key]
            lock.unlock()
            if let known { return known }
            let made = ContrastRule.nearest(to: color, in: palette)
            lock.lock()
            nearestTokens[key] = made
            lock.unlock()
            return made
        }

        /// The suggestion already made for a key, if any.
        func suggestion(for key: SuggestionKey) -> String? {
            lock.lock()
            defer { lock.unlock() }
            return suggestions[key]
        }

        /// Remembers a suggestion.
        func remember(_ suggestion: String, for key: SuggestionKey) {
            lock.lock()
            suggestions[key] = suggestion
            lock.unlock()
        }

        func palette(_ system: LintedSystem, mode: Int) -> Palette {
            let key = "\(system.name)#\(mode)"
            lock.lock()
            defer { lock.unlock() }
            if let known = palettes[key] { return known }
            var result = Palette()
            for token in system.resolved.tokens where token.type == .color && token.deprecation == nil {
                guard case .color(let color) = token.values[min(mode, token.values.count - 1)] else { continue }
                result.paths.append(token.path)
                result.colors.append(color)
                result.labs.append(TokenValueIndex.oklab(color))
            }
            palettes[key] = result
            return result
        }
    }

    /// A nearby color token that would pass at the worst point: the 40 color tokens nearest the
    /// written color (ΔE OK) are tried, nearest first.
    static func suggestion(for failure: Failure, context: LintContext, screens: ScreenLookup,
                           palettes: PaletteCache) -> String? {
        let check = failure.check
        guard check.foregrounds.count == 1, let written = check.foregrounds.first, !failure.apca,
              let screenIndex = screens.first(in: check.range.file, mode: failure.mode),
              let system = context.system(named: context.screens[screenIndex].system) else {
            return "change the \(check.subject.rawValue) color or what is behind it until the worst point reaches \(Format.decimal(check.requirement.ratio, 2)):1"
        }
        let modeIndex = context.screens[screenIndex].modeIndex
        // The answer depends only on these: many findings (the same text color on the same card)
        // share it.
        let key = SuggestionKey(system: system.name, mode: modeIndex, written: written,
                                paints: check.backdrop.visibleLayers.map(\.paint), ratio: check.requirement.ratio,
                                subject: check.subject)
        if let known = palettes.suggestion(for: key) { return known }
        let palette = palettes.palette(system, mode: modeIndex)
        let nearest = palettes.nearest(to: written, system: system.name, mode: modeIndex, in: palette)
        let answer = suggestion(written: written, check: check, palette: palette, nearest: nearest)
        palettes.remember(answer, for: key)
        return answer
    }

    /// The 40 color tokens of `palette` nearest to `color` (ΔE OK), nearest first: (distance,
    /// index into the palette), ties in document order.
    static func nearest(to color: Color, in palette: Palette) -> [(distance: Double, index: Int)] {
        let target = TokenValueIndex.oklab(color)
        // Kept sorted while scanning once.
        let limit = 40
        var nearest: [(distance: Double, index: Int)] = []
        nearest.reserveCapacity(limit + 1)
        let labs = palette.labs
        for i in labs.indices {
            let d = labs[i] - target
            let distance = (d * d).sum().squareRoot()
            if nearest.count == limit, let last = nearest.last, distance >= last.distance { continue }
            let at = nearest.firstIndex { distance < $0.distance } ?? nearest.count
            nearest.insert((distance, i), at: at)
            if nearest.count > limit { nearest.removeLast() }
        }
        return nearest
    }

    /// What ``suggestion(for:context:screens:palettes:)`` answers, without the cache: the first
    /// of `nearest` that reaches the requirement here.
    private static func suggestion(written: Color, check: ContrastCheck, palette: Palette,
                                   nearest: [(distance: Double, index: Int)]) -> String {
        let evaluator = ContrastEvaluator(samplesPerSegment: 32)
        // The backdrop sampled once for all the candidates (what `worst` would sample for each).
        let backdrop = check.backdrop
        let sampled = backdrop.isEmpty || backdrop.isPlainOpaque ? nil
            : ContrastEvaluator.Sampled(backdrop, samplesPerSegment: evaluator.samplesPerSegment, glows: true)
        for (_, i) in nearest {
            let color = palette.colors[i]
            let candidate = [color.multiplyingAlpha(written.alpha)]
            let measured = sampled.map { evaluator.worst(foregrounds: candidate, over: $0, apca: false) }
                ?? evaluator.worst(foregrounds: candidate, over: backdrop, apca: false)
            guard let outcome = measured, outcome.ratio >= check.requirement.ratio else { continue }
            return "'{\(palette.paths[i])}' (\(Format.hex(color))) is the nearest color token that reaches \(Format.ratio(outcome.ratio)) here"
        }
        let tried = palette.paths.count > nearest.count ? "none of the \(nearest.count) color tokens nearest to \(Format.hex(written))" : "no color token"
        return "\(tried) reaches \(Format.decimal(check.requirement.ratio, 2)):1 on this backdrop; change what is behind the \(check.subject.rawValue), or add a token that does"
    }
}
