import ColorScience
import Emit
import Foundation
import ScreenSpec
import TokenModel
import XCTest

/// What the compiled screens Swift of one system must print for each constant, computed from the
/// resolved spec model with the naming `Documentation/Screens.md` gives: the Swift path
/// (`LatenSplash.Logo.size`) → the printed text (`112.0`; colors `#LIGHT\t#DARK`; animations
/// `duration|delay|stagger|curve|spring|repetition|autoreverses|properties|reduced`).
///
/// Colors are taken from the screen resolved in each mode: the light appearance from the light
/// (or only) mode, the dark one from the dark mode; an appearance the spec does not cover comes
/// from the referenced token's value in that mode, or is the literal itself.
struct ScreenExpectations {
    /// Path → printed text.
    private(set) var values: [String: String] = [:]
    private let system: ResolvedSystem
    private let l10nEnum: String
    private let lightMode: Int
    private let darkMode: Int?

    /// The expectations of every spec of `system` among `screens`.
    init(system: ResolvedSystem, prefix: String, l10nEnum: String, screens: [Screen]) throws {
        self.system = system
        self.l10nEnum = l10nEnum
        lightMode = system.modes.firstIndex { $0.contains("light") } ?? 0
        darkMode = system.modes.firstIndex { $0.contains("dark") }
        var order: [String] = []
        var groups: [String: [Screen]] = [:]
        for screen in screens where screen.system == system.name {
            let key = "\(screen.file.rawValue)/\(screen.name)"
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(screen)
        }
        for key in order {
            let group = try XCTUnwrap(groups[key])
            try addScreen(group, typeName: try XCTUnwrap(SwiftIdentifier.type(prefix + NameStyle.pascalCase.apply(group[0].name))))
        }
    }

    // MARK: - Screens, layers, elements

    private mutating func addScreen(_ group: [Screen], typeName: String) throws {
        // The representative mode: the light one, else the first the spec covers.
        let screen = group.first { system.modes[$0.modeIndex].contains("light") } ?? group[0]
        values[typeName + ".name"] = screen.name.debugDescription
        for animation in screen.animations {
            values[typeName + "." + animation.trigger.rawValue] = Self.animation(animation, color: hex)
        }
        for (position, layer) in screen.background.enumerated() {
            let path = typeName + ".Background." + (try XCTUnwrap(SwiftIdentifier.type(layer.name ?? "layer-\(position + 1)")))
            func sameLayer(_ other: Screen) -> BackgroundLayer? {
                position < other.background.count ? other.background[position] : nil
            }
            switch layer.content {
            case .fill(let fill):
                addFill(path + (fill.isGradientFill ? ".gradient" : ".color"), group) { sameLayer($0).flatMap(\.fill) }
            case .glow(let glow):
                addColor(path + ".color", group) { sameLayer($0)?.glow?.color }
                if let w = glow.width, let h = glow.height, w == h {
                    values[path + ".size"] = String(w.value.points)
                } else {
                    if let w = glow.width { values[path + ".width"] = String(w.value.points) }
                    if let h = glow.height { values[path + ".height"] = String(h.value.points) }
                }
                if let blur = glow.blur { values[path + ".blur"] = String(blur.value.points) }
                values[path + ".centerX"] = String(glow.center.x)
                values[path + ".centerY"] = String(glow.center.y)
            }
            if let opacity = layer.opacity { values[path + ".opacity"] = String(opacity.value) }
            for animation in layer.animations {
                values[path + "." + animation.trigger.rawValue] = Self.animation(animation, color: hex)
            }
        }
        let constants = ScreenConstants(screen: screen)
        for placed in screen.allElements {
            let element = placed.element
            let path = typeName + "." + (try XCTUnwrap(SwiftIdentifier.type(element.id)))
            func same(_ other: Screen) -> Element? { other.element(id: element.id)?.element }
            let metrics = Self.metrics(element.style)
            // The metrics agree with ScreenConstants, computed by the spec module.
            let fromConstants = constants.elements.first { $0.id == element.id }?.metrics ?? []
            XCTAssertEqual(fromConstants.map(\.identifier), metrics.map(\.name), "\(path) metrics")
            XCTAssertEqual(fromConstants.map(\.value), metrics.map(\.value), "\(path) metric values")
            for metric in metrics { values[path + "." + metric.name] = String(metric.value) }
            addStyle(path, group) { same($0)?.style }
            if let haptic = element.haptic { values[path + ".haptic"] = haptic.value.name }
            addCopy(element, path: path)
            for animation in element.animations {
                values[path + "." + animation.trigger.rawValue] = Self.animation(animation, color: hex)
            }
            for state in element.states where state.name != "default" {
                let statePath = path + "." + (try XCTUnwrap(SwiftIdentifier.type(state.name)))
                for metric in Self.metrics(state.style) { values[statePath + "." + metric.name] = String(metric.value) }
                addStyle(statePath, group) { same($0)?.state(named: state.name)?.style }
            }
        }
    }

    /// Colors, border, shadow and typography of a style, found in each mode's screen by `style`.
    private mutating func addStyle(_ path: String, _ group: [Screen], _ style: @escaping (Screen) -> ElementStyle?) {
        guard let base = style(group[0]) else { return }
        if base.foreground != nil { addFill(path + ".foreground", group) { style($0)?.foreground } }
        if base.placeholderColor != nil { addColor(path + ".placeholderColor", group) { style($0)?.placeholderColor } }
        if let layers = base.background?.layers {
            for (position, layer) in layers.enumerated() {
                let name = path + (layers.count == 1 ? ".background" : ".background\(position + 1)")
                func same(_ screen: Screen) -> BackgroundLayer? {
                    guard let other = style(screen)?.background?.layers, position < other.count else { return nil }
                    return other[position]
                }
                switch layer.content {
                case .fill:
                    addFill(name, group) { same($0).flatMap(\.fill) }
                case .glow:
                    addColor(name, group) { same($0)?.glow?.color }
                }
                if let opacity = layer.opacity { values[name + "Opacity"] = String(opacity.value) }
            }
        }
        if let border = base.border {
            if let b = border.base {
                let color = colorTexts(group, extract: { if case .border(let b) = $0 { return b.color } else { return nil } }) {
                    style($0)?.border?.base.map { spec in spec.map(\.color) }
                }
                values[path + ".border"] = color + "\t" + String(b.value.width.points)
            }
            if border.color != nil { addColor(path + ".borderColor", group) { style($0)?.border?.color } }
            if let opacity = border.opacity { values[path + ".borderOpacity"] = String(opacity.value) }
        }
        if let shadow = base.shadow {
            var fields: [String] = []
            for (index, layer) in shadow.value.enumerated() {
                let extract: (TokenValue) -> Color? = {
                    if case .shadow(let layers) = $0, index < layers.count { return layers[index].color }
                    return nil
                }
                fields.append(colorTexts(group, extract: extract) { screen in
                    style(screen)?.shadow.flatMap { spec in index < spec.value.count ? spec.map { $0[index].color } : nil }
                })
                fields += [layer.offsetX, layer.offsetY, layer.blur, layer.spread].map { String($0.points) }
            }
            values[path + ".shadow"] = fields.joined(separator: "\t")
        }
        if let typography = base.typography {
            let onlyBase = typography.fontFamily == nil && typography.fontSize == nil && typography.fontWeight == nil
                && typography.letterSpacing == nil && typography.lineHeight == nil
            if let t = onlyBase ? typography.base?.value : typography.resolved {
                values[path + ".typography"] = [
                    String(t.fontSize.points), String(t.fontWeight.value), t.letterSpacing.map { String($0.points) } ?? "nil",
                    t.lineHeight.map { String($0) } ?? "nil",
                ].joined(separator: "\t")
            }
        }
    }

    /// The element's texts: a copy token gives `<role>Key` and `<role>` (its source text, read
    /// back through `L10n`; a copy with placeholders has a function, not printed), a literal gives `<role>`.
    private mutating func addCopy(_ element: Element, path: String) {
        var roles: [(String, TextContent)] = []
        if let copy = element.copy { roles.append(("text", .copy(copy))) } else if let text = element.text { roles.append(("text", .literal(text))) }
        if let placeholder = element.placeholder { roles.append(("placeholder", placeholder)) }
        if let label = element.accessibility?.label { roles.append(("accessibilityLabel", label)) }
        if let hint = element.accessibility?.hint { roles.append(("accessibilityHint", hint)) }
        if let value = element.accessibility?.value { roles.append(("accessibilityValue", value)) }
        for state in element.states {
            let role = NameStyle.camelCase.apply(state.name + "-text")
            if let copy = state.copy { roles.append((role, .copy(copy))) } else if let text = state.text { roles.append((role, .literal(text))) }
        }
        for (role, content) in roles {
            switch content {
            case .copy(let reference):
                values[path + "." + role + "Key"] = (reference.alternate.map { reference.key + "." + $0 } ?? reference.key).debugDescription
                if reference.copy.placeholders.isEmpty { values[path + "." + role] = reference.text.debugDescription }
            case .literal(let text):
                values[path + "." + role] = text.value.debugDescription
            }
        }
    }

    // MARK: - Colors

    /// `#LIGHT\t#DARK` for a color found in each mode's screen by `color`; `extract` finds the
    /// color in the referenced token's value (a color token's by default).
    private func colorTexts(_ group: [Screen], extract: (TokenValue) -> Color? = Self.colorOf,
                            _ color: (Screen) -> SpecValue<Color>?) -> String {
        var light: String?
        var dark: String?
        var written: SpecValue<Color>?
        for screen in group {
            guard let value = color(screen) else { continue }
            written = written ?? value
            if screen.modeIndex == darkMode { dark = hex(value.value) } else if screen.modeIndex == lightMode || group.count == 1 {
                light = light ?? hex(value.value)
            }
        }
        guard let written else { return "?\t?" }
        // Appearances the spec does not cover: the token's value in that mode, or the literal.
        func fallback(_ mode: Int?) -> String {
            if let path = written.tokenPath, let token = system[path], let mode, mode < token.values.count,
               let c = extract(token.values[mode]) {
                return hex(c)
            }
            return hex(written.value)
        }
        return (light ?? fallback(lightMode)) + "\t" + (dark ?? fallback(darkMode ?? lightMode))
    }

    private mutating func addColor(_ path: String, _ group: [Screen], _ color: (Screen) -> SpecValue<Color>?) {
        values[path] = colorTexts(group, color)
    }

    /// A solid fill (`#LIGHT\t#DARK`) or a gradient (per stop: light, dark, location).
    private mutating func addFill(_ path: String, _ group: [Screen], _ fill: (Screen) -> Fill?) {
        guard let base = fill(group[0]) else { return }
        switch base {
        case .color:
            values[path] = colorTexts(group) { if case .color(let c)? = fill($0) { return c } else { return nil } }
        case .gradient(let gradient):
            values[path] = gradient.stops.indices.map { index in
                colorTexts(group, extract: {
                    if case .gradient(let stops) = $0, index < stops.count { return stops[index].color }
                    return Self.colorOf($0)
                }) { screen in
                    guard case .gradient(let g)? = fill(screen), index < g.stops.count else { return nil }
                    return g.stops[index].color
                } + "\t" + String(gradient.stops[index].position)
            }.joined(separator: "\t")
        }
    }

    /// The color of a color token's value.
    static func colorOf(_ value: TokenValue) -> Color? {
        if case .color(let c) = value { return c }
        return nil
    }

    /// `#RRGGBB` (`#RRGGBBAA` when translucent), uppercase.
    private func hex(_ color: Color) -> String { color.hexString().uppercased() }

    // MARK: - Metrics and animations

    /// The metrics of a style, computed from its fields: lengths in points, as the screens Swift
    /// names them.
    static func metrics(_ style: ElementStyle) -> [(name: String, value: Double)] {
        var result: [(String, Double)] = []
        if let w = style.width, let h = style.height, w == h {
            result.append(("size", w.value.points))
        } else {
            if let w = style.width { result.append(("width", w.value.points)) }
            if let h = style.height { result.append(("height", h.value.points)) }
        }
        if let v = style.minHeight { result.append(("minHeight", v.value.points)) }
        if let v = style.cornerRadius { result.append(("cornerRadius", v.value.points)) }
        if let v = style.spacing { result.append(("spacing", v.value.points)) }
        if let p = style.padding {
            for (name, edge) in [("paddingTop", p.top), ("paddingLeading", p.leading), ("paddingBottom", p.bottom),
                                 ("paddingTrailing", p.trailing)] {
                if let edge { result.append((name, edge.value.points)) }
            }
        }
        if let width = style.border?.effectiveWidth { result.append(("borderWidth", width.points)) }
        if let t = style.typography {
            if let size = t.fontSize?.value ?? t.base?.value.fontSize { result.append(("fontSize", size.points)) }
            if let weight = t.fontWeight?.value ?? t.base?.value.fontWeight { result.append(("fontWeight", weight.value)) }
            if let spacing = t.letterSpacing?.value ?? t.base?.value.letterSpacing { result.append(("letterSpacing", spacing.points)) }
            if let lineHeight = t.lineHeight?.value ?? t.base?.value.lineHeight { result.append(("lineHeight", lineHeight)) }
        }
        if let v = style.opacity { result.append(("opacity", v.value)) }
        if let v = style.scale { result.append(("scale", v.value)) }
        if let v = style.backdropBlur { result.append(("backdropBlur", v.value.points)) }
        return result
    }

    /// What `show(Animation)` prints for an animation of the model.
    static func animation(_ a: ElementAnimation, color: (Color) -> String) -> String {
        var fields = [
            a.duration.map { String($0.value.seconds) } ?? a.transition.map { String($0.value.duration.seconds) } ?? "nil",
            String(a.delay?.value.seconds ?? a.transition?.value.delay.seconds ?? 0),
            String(a.stagger?.value.seconds ?? 0),
        ]
        if let b = a.easing?.value ?? a.transition?.value.timingFunction {
            fields.append("\(b.x1),\(b.y1),\(b.x2),\(b.y2)")
        } else {
            fields.append("nil")
        }
        fields.append(a.spring.map { "\($0.value.stiffness),\($0.value.damping),\($0.value.mass)" } ?? "nil")
        switch a.repetition {
        case .count(let n)?: fields.append("count \(n)")
        case .forever?: fields.append("forever")
        case nil: fields.append("once")
        }
        fields.append(String(a.autoreverses))
        func value(_ v: AnimationValue?) -> String {
            switch v {
            case nil: return "-"
            case .number(let n)?: return String(n.value)
            case .dimension(let d)?: return String(d.value.points)
            case .color(let c)?: return color(c.value)
            case .shadow(let s)?: return "shadow\(s.value.count)"
            }
        }
        fields.append(a.properties.map { "\(NameStyle.camelCase.apply($0.name)) \(value($0.from)) \(value($0.to))" }
            .joined(separator: ";"))
        switch a.reducedMotion {
        case nil: fields.append("unspecified")
        case .removed?: fields.append("removed")
        case .replacement(let alternative)?: fields.append("replacement[" + animation(alternative, color: color) + "]")
        }
        return fields.joined(separator: "|")
    }
}

private extension Fill {
    var isGradientFill: Bool {
        if case .gradient = self { return true }
        return false
    }
}

private extension BackgroundLayer {
    var fill: Fill? {
        if case .fill(let fill) = content { return fill }
        return nil
    }
    var glow: GlowLayer? {
        if case .glow(let glow) = content { return glow }
        return nil
    }
}
