import ColorScience
import Diagnostics
import ScreenSpec
import TokenModel

/// Builds the Swift context of one design system's screens: one caseless enum per screen, a
/// nested enum per element, background layer and interaction state, and in each the constants a
/// view needs — metrics in points, colors and typography (the token's Swift name when the spec
/// refers to a token, else the value), animations, copy keys and `L10n` accessors.
struct ScreensSwiftBuilder {
    /// The system whose screens are built.
    var system: ResolvedSystem
    /// Where the token Swift declares each token.
    var index: TokenSwiftIndex
    /// The `L10n` accessors, or nil when the output does not use them.
    var l10n: L10nAccessorIndex?
    /// `public` or `internal`.
    var access: String
    /// The namespace of the screens' own types (`LatenScreens`).
    var screensNamespace: String
    /// The namespace of value types the token file lacks (`LatenScreenValues`).
    var fallbackNamespace: String
    /// Where problems go.
    var diagnostics: DiagnosticSink

    /// Value types declared in ``fallbackNamespace`` because the token file lacks them.
    var fallbackTypes: Set<String> = []
    /// Features the file needs (`Animation`, `colorValues`, `shadowValues`, `L10n`).
    var uses: Set<String> = []
    /// Whether an error was reported.
    var failed = false
    /// The modes (indexes into the system's) of the spec being built, for doc comments.
    var modeIndexes: [Int] = []

    /// Creates a builder.
    init(system: ResolvedSystem, index: TokenSwiftIndex, l10n: L10nAccessorIndex?, access: String,
         screensNamespace: String, fallbackNamespace: String, diagnostics: DiagnosticSink) {
        self.system = system
        self.index = index
        self.l10n = l10n
        self.access = access
        self.screensNamespace = screensNamespace
        self.fallbackNamespace = fallbackNamespace
        self.diagnostics = diagnostics
    }

    // MARK: - Screens

    /// The enum of one screen spec, named `typeName`; nil after reporting a name collision inside it.
    mutating func screen(_ group: ScreenSpecGroup, typeName: String, specPath: String?) -> ScreenNamespaceContext? {
        let screen = group.representative
        modeIndexes = group.screens.map(\.modeIndex)
        checkModes(group)
        var names = ScreenNameTable(diagnostics: diagnostics, scope: typeName)
        var entries: [ScreenEntryContext] = []

        entries.append(.member(stored(
            "name", depth: 1, type: "String", annotated: false, expression: .raw(SwiftIdentifier.stringLiteral(screen.name)),
            doc: ["The spec's `screen:` name."])))
        _ = names.claim("name", for: "the screen's name", at: screen.nameRange)
        for animation in screen.animations {
            let name = Self.animationName(animation)
            guard names.claim(name, for: "the screen's '\(animation.trigger.rawValue)' animation", at: animation.triggerRange)
            else { failed = true; continue }
            entries.append(.member(self.animation(animation, name: name, owner: "The screen's", depth: 1)))
        }
        if !screen.background.isEmpty,
           names.claim("Background", for: "the background stack", at: screen.background.first?.range) {
            entries.append(.namespace(background(screen.background, depth: 1, scope: typeName + ".Background")))
        } else if !screen.background.isEmpty {
            failed = true
        }
        for placed in screen.allElements {
            guard let elementName = SwiftIdentifier.type(placed.element.id) else {
                reportUnusable(placed.element.id, at: placed.element.idRange)
                continue
            }
            guard let context = element(placed, name: elementName, screen: screen, depth: 1) else { continue }
            guard names.claim(elementName, for: "element '\(placed.element.id)'", at: placed.element.idRange) else {
                failed = true
                continue
            }
            entries.append(.namespace(context))
        }

        var doc = Self.wrap(screen.description ?? "", width: 100)
        if !doc.isEmpty { doc.append("") }
        var facts = ["Screen `\(screen.name)`"]
        if let specPath { facts[0] += " (`\(specPath)`)" }
        if screen.presentation != .fullScreen { facts.append("presented as a \(screen.presentation.rawValue)") }
        doc.append(facts.joined(separator: ", ") + ".")
        if group.screens.count > 1 {
            doc.append("Values of mode \"\(screen.mode)\"; token references follow the appearance "
                       + "(modes \(group.screens.map { "\"\($0.mode)\"" }.joined(separator: ", "))).")
        } else if system.hasDeclaredModes {
            doc.append("Values of mode \"\(screen.mode)\".")
        }
        if screen.states.count > 1 { doc.append("States: \(screen.states.joined(separator: ", ")).") }
        return ScreenNamespaceContext(indent: "", access: access, name: typeName, docLines: doc.map(SwiftDocLine.init),
                                      entries: entries, role: "screen", specName: screen.name)
    }

    /// Reports a warning when the constants of a spec differ between its modes: the Swift output
    /// has one value per constant (token colors follow the appearance; numbers cannot).
    private func checkModes(_ group: ScreenSpecGroup) {
        guard group.screens.count > 1 else { return }
        let base = Self.withoutColors(ScreenConstants(screen: group.representative))
        for other in group.screens where other.modeIndex != group.representative.modeIndex {
            if Self.withoutColors(ScreenConstants(screen: other)) != base {
                diagnostics.report(.warning(
                    "screens-mode-not-dynamic",
                    "screen '\(other.name)' has different metrics, animations or copy in mode '\(other.mode)' than in '\(group.representative.mode)'; the Swift output uses the '\(group.representative.mode)' values",
                    at: other.nameRange,
                    suggestion: "only colors follow light and dark mode; emit the other mode with a `screens-json` output"))
            }
        }
    }

    /// Constants with what may differ between modes in Swift left out: the mode's name and the
    /// colors of animated properties (token colors follow the appearance).
    static func withoutColors(_ constants: ScreenConstants) -> ScreenConstants {
        var result = constants
        result.mode = ""
        func clear(_ timing: inout AnimationTiming) {
            for index in timing.properties.indices {
                timing.properties[index].fromColor = nil
                timing.properties[index].toColor = nil
            }
        }
        for e in result.elements.indices {
            for a in result.elements[e].animations.indices {
                clear(&result.elements[e].animations[a].timing)
                if var reduced = result.elements[e].animations[a].reducedMotion {
                    clear(&reduced)
                    result.elements[e].animations[a].reducedMotion = reduced
                }
            }
        }
        return result
    }

    // MARK: - Background

    /// The `Background` enum: one nested enum per layer, bottom first.
    private mutating func background(_ layers: [BackgroundLayer], depth: Int, scope: String) -> ScreenNamespaceContext {
        var names = ScreenNameTable(diagnostics: diagnostics, scope: scope)
        var entries: [ScreenEntryContext] = []
        for (position, layer) in layers.enumerated() {
            let raw = layer.name ?? "layer-\(position + 1)"
            guard let name = SwiftIdentifier.type(raw) else {
                reportUnusable(raw, at: layer.range)
                continue
            }
            guard names.claim(name, for: "background layer '\(raw)'", at: layer.range) else {
                failed = true
                continue
            }
            entries.append(.namespace(self.layer(layer, name: name, position: position, depth: depth + 1)))
        }
        return ScreenNamespaceContext(
            indent: Self.indent(depth), access: access, name: "Background",
            docLines: [SwiftDocLine("The background stack, bottom layer first.")], entries: entries,
            role: "background", specName: "background")
    }

    /// One background layer: its paint, opacity, glow geometry and animations.
    private mutating func layer(_ layer: BackgroundLayer, name: String, position: Int, depth: Int) -> ScreenNamespaceContext {
        var members: [ScreenMemberContext] = []
        switch layer.content {
        case .fill(let fill):
            members += self.fill(fill, name: fill.isGradient ? "gradient" : "color", depth: depth + 1)
        case .glow(let glow):
            members.append(value("color", glow.color, depth: depth + 1, TokenValue.color))
            members += size(width: glow.width, height: glow.height, depth: depth + 1)
            if let blur = glow.blur { members.append(number("blur", blur.map(\.points), unit: "pt", depth: depth + 1)) }
            members.append(stored("centerX", depth: depth + 1, type: "Double", annotated: true,
                                  expression: .raw(DecimalText.format(glow.center.x)),
                                  doc: ["The glow's center, 0 (leading) – 1 (trailing)."]))
            members.append(stored("centerY", depth: depth + 1, type: "Double", annotated: true,
                                  expression: .raw(DecimalText.format(glow.center.y)),
                                  doc: ["The glow's center, 0 (top) – 1 (bottom)."]))
        }
        if let opacity = layer.opacity { members.append(number("opacity", opacity, unit: "fraction", depth: depth + 1)) }
        for animation in layer.animations {
            members.append(self.animation(animation, name: Self.animationName(animation), owner: "The layer's",
                                          depth: depth + 1))
        }
        let summary = layer.summary.replacingOccurrences(of: "{", with: "`{").replacingOccurrences(of: "}", with: "}`")
        var doc = ["Layer \(position + 1): \(summary)."]
        if layer.isOverlay { doc.append("An overlay over the layers below.") }
        return ScreenNamespaceContext(indent: Self.indent(depth), access: access, name: name,
                                      docLines: doc.map(SwiftDocLine.init), entries: members.map(ScreenEntryContext.member),
                                      role: "layer", specName: layer.name ?? "")
    }

    // MARK: - Elements

    /// The enum of one element, or nil when it has no constants.
    private mutating func element(_ placed: PlacedElement, name: String, screen: Screen, depth: Int) -> ScreenNamespaceContext? {
        let element = placed.element
        let constants = ScreenConstants(screen: Self.probe(style: element.style, in: screen)).elements.first
        var members: [ScreenMemberContext] = []
        members += (constants?.metrics ?? []).map { metric($0, depth: depth + 1) }
        members += styleMembers(element.style, depth: depth + 1)
        if let haptic = element.haptic {
            members.append(value("haptic", haptic, depth: depth + 1, TokenValue.haptic))
        }
        members += copyMembers(element, depth: depth + 1)
        for animation in element.animations {
            members.append(self.animation(animation, name: Self.animationName(animation), owner: "The element's",
                                          depth: depth + 1))
        }

        var names = ScreenNameTable(diagnostics: diagnostics, scope: name)
        var entries: [ScreenEntryContext] = []
        for member in members where names.claim(member.name, for: "constant '\(member.name)'", at: element.idRange) {
            entries.append(.member(member))
        }
        for state in element.states where state.name != "default" {
            guard let stateName = SwiftIdentifier.type(state.name) else {
                reportUnusable(state.name, at: state.nameRange)
                continue
            }
            guard let context = stateNamespace(state, name: stateName, screen: screen, depth: depth + 1) else { continue }
            guard names.claim(stateName, for: "state '\(state.name)'", at: state.nameRange) else {
                failed = true
                continue
            }
            entries.append(.namespace(context))
        }
        if entries.isEmpty { return nil }

        var doc = ["The `\(element.id)` \(element.kind.rawValue)" + (element.symbol.map { " (`\($0)`)" } ?? "")
                   + (placed.ancestors.isEmpty ? "" : ", in `\(placed.path)`") + "."]
        if !element.visibleIn.isEmpty { doc.append("Shown in state\(element.visibleIn.count > 1 ? "s" : "") \(element.visibleIn.joined(separator: ", ")).") }
        if let note = element.note { doc += [""] + Self.wrap(SwiftIdentifier.commentText(note), width: 100 - 4 * depth) }
        return ScreenNamespaceContext(indent: Self.indent(depth), access: access, name: name,
                                      docLines: doc.map(SwiftDocLine.init), entries: entries, role: "element",
                                      specName: element.id)
    }

    /// The overrides of one interaction state (`Pressed.scale`), or nil when it overrides no
    /// visual property.
    private mutating func stateNamespace(_ state: ElementState, name: String, screen: Screen, depth: Int)
        -> ScreenNamespaceContext? {
        let metrics = ScreenConstants(screen: Self.probe(style: state.style, in: screen)).elements.first?.metrics ?? []
        let members = metrics.map { metric($0, depth: depth + 1) } + styleMembers(state.style, depth: depth + 1)
        guard !members.isEmpty else { return nil }
        return ScreenNamespaceContext(
            indent: Self.indent(depth), access: access, name: name,
            docLines: [SwiftDocLine("What the `\(state.name)` state changes; everything else is as in the default state.")],
            entries: members.map(ScreenEntryContext.member), role: "state", specName: state.name)
    }

    /// A screen whose only element is a container with `style`, so that ``ScreenConstants``
    /// computes the metrics of any style — an element's, or a state's overrides alone.
    static func probe(style: ElementStyle, in screen: Screen) -> Screen {
        var probe = screen
        probe.elements = [Element(id: "probe", idRange: screen.nameRange, kind: .container, kindRange: screen.nameRange,
                                  style: style, range: screen.range)]
        probe.animations = []
        probe.navigation = []
        return probe
    }

    /// Colors, border, shadow and typography of a style (an element's, or a state's overrides).
    private mutating func styleMembers(_ style: ElementStyle, depth: Int) -> [ScreenMemberContext] {
        var members: [ScreenMemberContext] = []
        if let foreground = style.foreground { members += fill(foreground, name: "foreground", depth: depth) }
        if let placeholder = style.placeholderColor {
            members.append(value("placeholderColor", placeholder, depth: depth, TokenValue.color))
        }
        if let background = style.background {
            let fills = background.layers
            for (position, layer) in fills.enumerated() {
                let name = fills.count == 1 ? "background" : "background\(position + 1)"
                switch layer.content {
                case .fill(let fill): members += self.fill(fill, name: name, depth: depth)
                case .glow(let glow):
                    members.append(value(name, glow.color, depth: depth, TokenValue.color))
                }
                if let opacity = layer.opacity { members.append(number(name + "Opacity", opacity, unit: "fraction", depth: depth)) }
            }
        }
        if let border = style.border {
            if let base = border.base {
                members.append(value("border", base, depth: depth, TokenValue.border))
            }
            if let color = border.color {
                members.append(value("borderColor", color, depth: depth, TokenValue.color))
            }
            if let opacity = border.opacity { members.append(number("borderOpacity", opacity, unit: "fraction", depth: depth)) }
        }
        if let shadow = style.shadow {
            members.append(value("shadow", shadow, depth: depth, TokenValue.shadow))
        }
        if let typography = style.typography, let member = self.typography(typography, depth: depth) {
            members.append(member)
        }
        return members
    }

    /// `size` when width and height are equal, else `width` and `height` (each when given).
    private func size(width: SpecValue<Dimension>?, height: SpecValue<Dimension>?, depth: Int) -> [ScreenMemberContext] {
        if let width, let height, width == height {
            return [number("size", width.map(\.points), unit: "pt", depth: depth)]
        }
        return [width.map { ("width", $0) }, height.map { ("height", $0) }].compactMap { $0 }
            .map { number($0.0, $0.1.map(\.points), unit: "pt", depth: depth) }
    }

    // MARK: - Helpers

    /// The member name of an animation (`entry`, `loop`).
    static func animationName(_ animation: ElementAnimation) -> String {
        SwiftIdentifier.member(animation.trigger.rawValue) ?? animation.trigger.rawValue
    }

    private mutating func reportUnusable(_ raw: String, at range: SourceRange?) {
        failed = true
        diagnostics.report(.error("swift-invalid-name", "'\(raw)' has no letters or digits to make a Swift name from", at: range))
    }

    /// 4 spaces per level.
    static func indent(_ depth: Int) -> String { String(repeating: "    ", count: depth) }

    /// Words of a text in lines of at most `width` characters.
    static func wrap(_ text: String, width: Int) -> [String] {
        SwiftNamespaceBuilder.wrap(text, width: width)
    }
}
