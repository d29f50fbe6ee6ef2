import ColorScience
import Diagnostics
import ScreenSpec
import TokenModel

/// One thing the contrast rule measures: a foreground an element draws (its text, placeholder,
/// icon or border) against what is behind it, in one state of one screen (one mode).
struct ContrastCheck: Sendable {
    /// What is measured.
    enum Subject: String, Sendable {
        case text, placeholder, icon, indicator, border
    }

    var subject: Subject
    /// The element measured (its path is only needed for a finding).
    var placed: PlacedElement
    var state: String
    /// The foreground colors, alpha and opacity applied (several for a gradient).
    var foregrounds: [Color]
    var range: SourceRange
    var requirement: ContrastRequirement
    var backdrop: Backdrop

    /// The ids from the outermost ancestor to the element: `form › submit`.
    var elementPath: String { placed.path }
    /// How the foreground is written (`#FFFFFF at 80%`, `{color.white}`), read again from the
    /// element's style in the check's state: most checks pass, so the text is made only for
    /// findings, and a check carries nothing to make it from but what it already holds.
    var foregroundText: String {
        let style = placed.element.style(in: state)
        let opacity = BackdropBuilder().opacity(of: placed, style: style)
        let suffix = opacity < 1 ? " at \(Format.percent(opacity)) opacity" : ""
        switch subject {
        case .text, .icon, .indicator:
            switch style.foreground {
            case .color(let value)?: return Self.writtenForm(value) + suffix
            case .gradient(let gradient)?: return (gradient.tokenPath.map { "{\($0)}" } ?? "a gradient (\(gradient.stops.count) stops)") + suffix
            case nil: return Format.hex(foregrounds.first ?? .srgb(0, 0, 0)) + suffix
            }
        case .placeholder:
            guard let value = style.placeholderColor else { return Format.hex(foregrounds.first ?? .srgb(0, 0, 0)) + suffix }
            return Self.writtenForm(value) + suffix
        case .border:
            let border = style.border
            let color = border?.effectiveColor ?? .srgb(0, 0, 0)
            return (border?.color.map(Self.writtenForm) ?? border?.base.map { "{\($0.tokenPath ?? "border")}" } ?? Format.hex(color)) + suffix
        }
    }

    /// What makes two checks give the same answer (used to skip states that change nothing).
    var signature: Signature { Signature(subject: subject, foregrounds: foregrounds, layers: backdrop.layers, requirement: requirement) }

    struct Signature: Hashable, Sendable {
        var subject: Subject
        var foregrounds: [Color]
        var layers: [PaintLayer]
        var requirement: ContrastRequirement
    }

    /// Every check of one element in one state, over the screen's stack made once per screen
    /// (``BackdropBuilder/screenLayers(of:)``).
    /// `outside` is what is painted behind the element (the screen's stack and its ancestors'
    /// backgrounds, ``BackdropBuilder/outsideLayers(of:over:)``), made once for all its children.
    /// Requirements come from `memo` (the same few sizes and weights recur).
    static func checks(for placed: PlacedElement, state: String, outside: BackdropBuilder.Outside,
                       thresholds: ContrastRequirement.Thresholds, memo: inout ContrastMemo) -> [ContrastCheck] {
        let element = placed.element
        let style = element.style(in: state)
        let builder = BackdropBuilder()
        let opacity = builder.opacity(of: placed, style: style)
        var result: [ContrastCheck] = []
        let placeholder = element.kind == .input ? style.placeholderColor : nil
        guard style.foreground != nil || placeholder != nil || element.kind == .input || element.kind == .button else {
            return result  // nothing drawn that is measured (a container, an image)
        }
        let typography = style.typography
        let textRequirement = memo.textRequirement(size: typography?.effectiveFontSize,
                                                   weight: typography?.effectiveFontWeight, thresholds: thresholds)
        let decorative = element.accessibility?.hidden ?? false
        // What is behind the element's own drawing: the same for its text and its placeholder.
        var inside: Backdrop?

        if let fill = style.foreground {
            let (colors, range) = describe(fill, opacity: opacity)
            var subject: Subject?
            var requirement = textRequirement
            switch element.kind {
            case .text, .input:
                subject = .text
            case .button:
                if element.displayedText == nil, element.symbol != nil {
                    subject = .icon
                    requirement = .nonText("an icon", thresholds: thresholds)
                } else {
                    subject = .text
                }
            case .icon where !decorative:
                subject = .icon
                requirement = .nonText("an icon", thresholds: thresholds)
            case .indicator where !decorative:
                subject = .indicator
                requirement = .nonText("an indicator", thresholds: thresholds)
            default:
                subject = nil
            }
            if let subject {
                let backdrop = builder.backdrop(for: placed, style: style, outside: outside, includeOwn: true)
                inside = backdrop
                result.append(ContrastCheck(subject: subject, placed: placed, state: state, foregrounds: colors,
                                            range: range, requirement: requirement, backdrop: backdrop))
            }
        }
        if let placeholder {
            let (colors, range) = describe(.color(placeholder), opacity: opacity)
            let backdrop = inside ?? builder.backdrop(for: placed, style: style, outside: outside, includeOwn: true)
            result.append(ContrastCheck(subject: .placeholder, placed: placed, state: state, foregrounds: colors,
                                        range: range, requirement: textRequirement, backdrop: backdrop))
        }
        if element.kind == .input || (element.kind == .button && element.isInteractive),
           let border = style.border, let color = border.effectiveColor, (border.effectiveWidth?.points ?? 1) > 0 {
            let around = builder.backdrop(for: placed, style: style, outside: outside, includeOwn: false)
            result.append(ContrastCheck(subject: .border, placed: placed, state: state,
                                        foregrounds: [color.multiplyingAlpha(opacity)],
                                        range: border.colorRange,
                                        requirement: .nonText("the border that shows the field's bounds", thresholds: thresholds),
                                        backdrop: around))
        }
        return result
    }

    /// Whether every check ``checks(for:state:outside:thresholds:memo:)`` makes is over a plain
    /// opaque backdrop and passes — found without making them. Most checks are such, and their
    /// backdrops, outcomes and the checks themselves were most of measuring a screen; when this
    /// says no, the checks are made and measured as before (the same figures, from the same
    /// steps: ``BackdropBuilder/PlainColor``). With APCA on, it always says no.
    static func allPassOverPlainBackdrops(for placed: PlacedElement, state: String, outside: BackdropBuilder.Outside,
                                          thresholds: ContrastRequirement.Thresholds) -> Bool {
        guard !thresholds.apca else { return false }
        let element = placed.element
        let style = element.style(in: state)
        let builder = BackdropBuilder()
        let isInput = element.kind == .input
        guard style.hasForeground || isInput || element.kind == .button else {
            return true  // nothing drawn that is measured (only an input has a placeholder)
        }
        let opacity = builder.opacity(of: placed, style: style)
        var textRatio: Double?
        func textRequirementRatio() -> Double {
            if let textRatio { return textRatio }
            let read = style.typographyPointsAndWeight
            let ratio = ContrastRequirement.textRatio(points: read?.points, weight: read?.weight, thresholds: thresholds)
            textRatio = ratio
            return ratio
        }
        var inside: Contrast.PreparedBackground??
        func insideColor() -> Contrast.PreparedBackground? {
            if let inside { return inside }
            let color = builder.plainColor(style: style, outside: outside, includeOwn: true)
            inside = .some(color)
            return color
        }
        if let fill = style.foreground {
            let decorative = element.accessibility?.hidden ?? false
            let needed: Double?
            switch element.kind {
            case .text, .input: needed = textRequirementRatio()
            case .button: needed = element.displayedText == nil && element.symbol != nil ? thresholds.nonText : textRequirementRatio()
            case .icon where !decorative, .indicator where !decorative: needed = thresholds.nonText
            default: needed = nil
            }
            if let needed {
                guard let backdrop = insideColor(), passes(fill, opacity: opacity, over: backdrop, needed) else { return false }
            }
        }
        if isInput, let placeholder = style.placeholderColor {
            guard let backdrop = insideColor(),
                  passes(placeholder.value.multiplyingAlpha(opacity), over: backdrop, textRequirementRatio()) else { return false }
        }
        if element.kind == .input || (element.kind == .button && element.isInteractive),
           let border = style.border, let color = border.effectiveColor, (border.effectiveWidth?.points ?? 1) > 0 {
            guard let around = builder.plainColor(style: style, outside: outside, includeOwn: false),
                  passes(color.multiplyingAlpha(opacity), over: around, thresholds.nonText) else { return false }
        }
        return true
    }

    /// Whether the worst of `foregrounds` over one backdrop color reaches `ratio`: the figure
    /// ``ContrastEvaluator`` finds over a plain backdrop (the first lowest), compared as the rule
    /// compares it.
    private static func passes(_ foregrounds: [Color], over backdrop: Contrast.PreparedBackground, _ ratio: Double) -> Bool {
        var worst: Double?
        for text in foregrounds {
            let measured = Contrast.wcagRatio(text.composited(over: backdrop.color), over: backdrop)
            if worst == nil || measured < worst! { worst = measured }
        }
        guard let worst else { return true }  // nothing to measure: no finding
        return !(worst < ratio)
    }

    /// ``passes(_:over:_:)`` for one foreground color.
    private static func passes(_ foreground: Color, over backdrop: Contrast.PreparedBackground, _ ratio: Double) -> Bool {
        !(Contrast.wcagRatio(foreground.composited(over: backdrop.color), over: backdrop) < ratio)
    }

    /// ``passes(_:over:_:)`` for a fill's colors (``describe(_:opacity:)``), a plain color without
    /// an array.
    private static func passes(_ fill: Fill, opacity: Double, over backdrop: Contrast.PreparedBackground, _ ratio: Double) -> Bool {
        if case .color(let value) = fill { return passes(value.value.multiplyingAlpha(opacity), over: backdrop, ratio) }
        return passes(describe(fill, opacity: opacity).0, over: backdrop, ratio)
    }

    /// The colors of a fill with opacity applied, and where it is written.
    private static func describe(_ fill: Fill, opacity: Double) -> ([Color], SourceRange) {
        switch fill {
        case .color(let value):
            return ([value.value.multiplyingAlpha(opacity)], value.range)
        case .gradient(let gradient):
            let stops = gradient.resolvedStops.map { GradientStop(color: $0.color.multiplyingAlpha(opacity), position: $0.position) }
            return (ContrastEvaluator.foregroundSamples(of: stops), gradient.range)
        }
    }

    /// `{color.white}` or `#EA5455` as written.
    static func writtenForm(_ value: SpecValue<Color>) -> String {
        if let path = value.tokenPath { return "{\(path)} (\(Format.hex(value.value)))" }
        return value.literalText ?? Format.hex(value.value)
    }
}
