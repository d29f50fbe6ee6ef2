import ColorScience
import Diagnostics
import TokenModel
import Parallel

/// `format: css` — CSS custom properties, one stylesheet per system (`<system>.css`).
///
/// The first selected mode is declared on `:root`. Each other mode whose name says light, dark or
/// high contrast gets an `@media (prefers-color-scheme: …)` / `(prefers-contrast: more)` block, and
/// every mode a `[data-theme="<mode>"]` block (after the media blocks, so an explicit theme wins)
/// with the tokens that differ between modes. Colors written in a CSS Color 4 space
/// (`display-p3`, `oklch`, `lab`, …) are declared in sRGB first and in their own space inside an
/// `@supports` block, because a custom property cannot fall back by itself.
///
/// Values: dimensions in `px` (`pt` 1:1) or `rem`, durations in `ms`, `cubic-bezier()`,
/// borders, transitions, shadows, `linear-gradient()`, and typography as several properties
/// (`-font-family`, `-font-size`, `-font-weight`, `-letter-spacing`, `-line-height`). Springs,
/// haptics and copy have no CSS form and are left out.
///
/// Parameters: `aliases` (bool, default false: an alias is written `var(--target)`), `prefix`
/// (kebab-cased before every name), `selector` (default `:root`), `themeAttribute` (default
/// `data-theme`), `media` and `themes` (bools, default true), `fileName`, `modes`.
public struct CSSEmitter: Emitter {
    /// `css`.
    public static let formatName = "css"
    /// One line for `tokenc templates list`.
    public static let summary = "CSS custom properties, modes as prefers-color-scheme and [data-theme] blocks"

    /// Creates the emitter. It renders with the input's templates (the built-ins, or the
    /// project's overrides).
    public init() {}

    /// Produces one stylesheet per system, or nil after reporting an error.
    public func emit(_ input: EmitInput) -> [GeneratedFile]? {
        var files: [GeneratedFile] = []
        var failed = false
        for system in FilteredSystems.of(input) {
            guard let context = context(for: system, input: input) else {
                failed = true
                continue
            }
            let text: String?
            if input.templates.isBuiltin("css/variables") {
                // The built-in template's text, written without rendering it (timed as template time).
                let start = ContinuousClock.now
                text = context.builtinTemplateText
                input.templateClock?.add(ContinuousClock.now - start)
            } else {
                text = input.render("css/variables", context: context)
            }
            guard let text else { return nil }
            if system.tokens.count >= Self.parallelThreshold { ReleaseLater.drop([context]) }
            let name = input.systems.count == 1 ? (input.parameters.string("fileName") ?? "\(system.name).css") : "\(system.name).css"
            files.append(GeneratedFile(path: name, contents: text))
        }
        return failed ? nil : files
    }

    /// From this many tokens on, values and names are made on all cores.
    static let parallelThreshold = 4096

    /// The custom property name of a token path: `--` + prefix + the path in kebab case
    /// (`color.brand.primary` → `--color-brand-primary`; a `$root` token is named after its group).
    public static func propertyName(forTokenPath path: String, prefix: String = "") -> String {
        if let name = NameStyle.kebabCase.applyASCII(toPath: path, prefix: prefix, leading: "--") { return name }
        var parts = path.split(separator: ".").map(String.init)
        if parts.count > 1, parts.last == "$root" { parts.removeLast() }
        let words = ([prefix] + parts).map { NameStyle.kebabCase.apply($0) }.filter { !$0.isEmpty }
        return "--" + words.joined(separator: "-")
    }

    /// One value of a token for CSS: a property-name suffix (`-font-size`, or empty) and its
    /// value, with the CSS Color 4 form when there is one.
    struct Part: Equatable {
        var suffix: String
        var value: String
        var own: String?
        var feature: String?
    }

    /// The stylesheet's context for one system, or nil after reporting names that collide.
    public func context(for system: ResolvedSystem, input: EmitInput) -> CSSFileContext? {
        let parameters = input.parameters
        let prefix = parameters.string("prefix") ?? ""
        let aliases = parameters.bool("aliases") ?? false
        let selector = parameters.string("selector") ?? ":root"
        let attribute = parameters.string("themeAttribute") ?? "data-theme"
        let modes = ModeSelection(system: system, parameters: parameters, format: Self.formatName,
                                  diagnostics: input.diagnostics).indices
        guard let defaultMode = modes.first else {
            return CSSFileContext(sources: input.sourceFiles.joined(separator: ", "), system: system.name, blocks: [])
        }

        // Names, checked for collisions (also between typography sub-properties and tokens).
        let tokens = system.tokens
        // Each token's parts in the default mode and base name, made once (on all cores for a
        // large system), then checked for collisions in token order.
        var made = ParallelMap.indices(tokens.count, threshold: Self.parallelThreshold) { index -> (String, [Part])? in
            guard let parts = Self.parts(of: tokens[index].values[defaultMode], token: tokens[index]) else { return nil }
            return (Self.propertyName(forTokenPath: tokens[index].path, prefix: prefix), parts)
        }
        var bases = [String?](repeating: nil, count: tokens.count)  // by token index: the base name
        var defaultParts = [[Part]?](repeating: nil, count: tokens.count)
        var owners: [String: Int] = [:]  // property name → token index
        // Room for every name (a typography token declares one per field), so the table is
        // never rehashed as it fills.
        owners.reserveCapacity(made.reduce(0) { $0 + ($1?.1.count ?? 0) })
        var failed = false
        for index in tokens.indices {
            guard let (base, parts) = made[index] else { continue }
            for part in parts {
                let name = part.suffix.isEmpty ? base : base + part.suffix
                if let otherIndex = owners.updateValue(index, forKey: name) {
                    let token = tokens[index], other = tokens[otherIndex]
                    input.diagnostics.report(.error(
                        "css-name-collision",
                        "tokens '\(token.path)' and '\(other.path)' would both declare the custom property '\(name)'",
                        at: token.nameRange, notes: [Diagnostic.Note("'\(other.path)' is defined here", at: other.nameRange)],
                        suggestion: "rename one of the tokens"))
                    failed = true
                }
            }
            bases[index] = base
            defaultParts[index] = parts
        }
        guard !failed else { return nil }
        // Aliases are written var(--target), looked up by the target's path.
        func baseName(ofPath path: String) -> String? { system.index[path].flatMap { $0 < bases.count ? bases[$0] : nil } }

        func declarations(mode: Int, indices: [Int]) -> (plain: [CSSDeclarationContext], own: [CSSDeclarationContext], features: [String]) {
            var plain: [CSSDeclarationContext] = []
            plain.reserveCapacity(indices.count)
            var own: [CSSDeclarationContext] = []
            var features: [String] = []
            for index in indices {
                // The token is read in place (a copy of it would retain every field).
                guard let base = bases[index],
                      let parts = mode == defaultMode ? defaultParts[index]
                        : Self.parts(of: tokens[index].values[mode], token: tokens[index])
                else { continue }
                let tokenPath = tokens[index].path
                // An alias is written var(--target) only when it renders exactly like its target
                // (a gradient alias with its own angle or kind does not).
                if aliases, let target = tokens[index].aliasOf[mode], let targetBase = baseName(ofPath: target),
                   let targetToken = system[target], targetToken.type == tokens[index].type,
                   Self.parts(of: targetToken.values[mode], token: targetToken) == parts {
                    for part in parts {
                        plain.append(CSSDeclarationContext(name: base + part.suffix, value: "var(\(targetBase + part.suffix))", tokenPath: tokenPath))
                    }
                    continue
                }
                for part in parts {
                    let name = part.suffix.isEmpty ? base : base + part.suffix
                    plain.append(CSSDeclarationContext(name: name, value: part.value, tokenPath: tokenPath))
                    if let value = part.own, let feature = part.feature {
                        own.append(CSSDeclarationContext(name: name, value: value, tokenPath: tokenPath))
                        if !features.contains(feature) { features.append(feature) }
                    }
                }
            }
            return (plain, own, features)
        }
        func blocks(mode: Int, media: String?, selector: String, indices: [Int]) -> [CSSBlockContext] {
            let (plain, own, features) = declarations(mode: mode, indices: indices)
            guard !plain.isEmpty else { return [] }
            var result = [CSSBlockContext(mode: system.modes[mode], media: media, supports: nil, selector: selector, declarations: plain)]
            if !own.isEmpty {
                result.append(CSSBlockContext(mode: system.modes[mode], media: media, supports: features.joined(separator: " and "),
                                              selector: selector, declarations: own))
            }
            return result
        }
        func differs(_ token: ResolvedToken, _ mode: Int) -> Bool {
            token.values[mode] != token.values[defaultMode] || (aliases && token.aliasOf[mode] != token.aliasOf[defaultMode])
        }

        var result = blocks(mode: defaultMode, media: nil, selector: selector, indices: Array(tokens.indices))
        if parameters.bool("media") ?? true {
            let defaultAppearance = ColorAppearance(modeName: system.modes[defaultMode])
            var seen: Set<ColorAppearance> = defaultAppearance.map { [$0] } ?? []
            var queries: [(Int, Int, String)] = []  // (order, mode, query)
            for mode in modes.dropFirst() {
                guard let appearance = ColorAppearance(modeName: system.modes[mode]), seen.insert(appearance).inserted else { continue }
                var parts: [String] = []
                if let luminosity = appearance.luminosity { parts.append("(prefers-color-scheme: \(luminosity.rawValue))") }
                if appearance.highContrast { parts.append("(prefers-contrast: more)") }
                queries.append((parts.count * 2 + (appearance.luminosity == nil ? 1 : 0), mode, parts.joined(separator: " and ")))
            }
            for (_, mode, query) in queries.sorted(by: { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }) {
                result += blocks(mode: mode, media: query, selector: selector,
                                 indices: tokens.indices.filter { differs(tokens[$0], mode) })
            }
        }
        if modes.count > 1, parameters.bool("themes") ?? true {
            let varying = tokens.indices.filter { index in modes.contains { differs(tokens[index], $0) } }
            for mode in modes {
                let name = system.modes[mode].replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                result += blocks(mode: mode, media: nil, selector: "[\(attribute)=\"\(name)\"]", indices: varying)
            }
        }
        if tokens.count >= Self.parallelThreshold {
            // A name and an array of parts per token: freed on another core.
            ReleaseLater.drop([made, bases, defaultParts, owners])
            made = []
            bases = []
            defaultParts = []
            owners = [:]
        }
        return CSSFileContext(sources: input.sourceFiles.joined(separator: ", "), system: system.name, blocks: result)
    }

    /// The CSS parts of a value; nil for types CSS has no form for.
    static func parts(of value: TokenValue, token: ResolvedToken) -> [Part]? {
        switch value {
        case .color(let color):
            let text = CSSValueText.color(color)
            return [Part(suffix: "", value: text.fallback, own: text.own, feature: text.feature)]
        case .dimension(let d), .blur(let d):
            return [Part(suffix: "", value: CSSValueText.dimension(d))]
        case .fontFamily(let f):
            return [Part(suffix: "", value: CSSValueText.fontFamily(f))]
        case .fontWeight(let w):
            return [Part(suffix: "", value: CSSValueText.number(w.value))]
        case .duration(let d):
            return [Part(suffix: "", value: CSSValueText.duration(d))]
        case .cubicBezier(let b):
            return [Part(suffix: "", value: CSSValueText.cubicBezier(b))]
        case .number(let n), .opacity(let n):
            return [Part(suffix: "", value: CSSValueText.number(n))]
        case .strokeStyle(let s):
            return [Part(suffix: "", value: CSSValueText.strokeStyle(s))]
        case .border(let b):
            return [Part(suffix: "", value: CSSValueText.border(b))]
        case .transition(let t):
            return [Part(suffix: "", value: CSSValueText.transition(t))]
        case .shadow(let layers):
            return [Part(suffix: "", value: CSSValueText.shadow(layers))]
        case .gradient(let stops):
            let options = GradientOptions(token)
            return [Part(suffix: "", value: CSSValueText.gradient(stops, angle: options.angle, kind: options.kind))]
        case .typography(let t):
            var parts = [
                Part(suffix: "-font-family", value: CSSValueText.fontFamily(t.fontFamily)),
                Part(suffix: "-font-size", value: CSSValueText.dimension(t.fontSize)),
                Part(suffix: "-font-weight", value: CSSValueText.number(t.fontWeight.value)),
            ]
            if let spacing = t.letterSpacing { parts.append(Part(suffix: "-letter-spacing", value: CSSValueText.dimension(spacing))) }
            if let lineHeight = t.lineHeight { parts.append(Part(suffix: "-line-height", value: CSSValueText.number(lineHeight))) }
            return parts
        case .spring, .haptic, .copy:
            return nil
        }
    }
}
