import ColorScience
import Parallel
import TokenModel

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
            guard let plan = CSSBlockPlan(system: system, input: input) else {
                failed = true
                continue
            }
            let sources = input.sourceFiles.joined(separator: ", ")
            let name = input.systems.count == 1 ? (input.parameters.string("fileName") ?? "\(system.name).css") : "\(system.name).css"
            let file: GeneratedFile?
            if input.templates.isBuiltin("css/variables") {
                // The built-in template's text, written without rendering it (timed as template time).
                let start = ContinuousClock.now
                file = GeneratedFile(path: name, pieces: CSSDirectText.file(plan, sources: sources))
                input.templateClock?.add(ContinuousClock.now - start)
            } else {
                let context = Self.context(of: plan, sources: sources)
                file = input.render("css/variables", context: context).map { GeneratedFile(path: name, contents: $0) }
                if system.tokens.count >= Self.parallelThreshold { LateRelease.dropInBackground([context]) }
            }
            // A name per token: freed on another core.
            if system.tokens.count >= Self.parallelThreshold { LateRelease.dropInBackground([plan]) }
            guard let file else { return nil }
            files.append(file)
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

    /// Appends ``propertyName(forTokenPath:prefix:)``'s UTF-8 to a buffer (written there
    /// directly for an ASCII path and prefix).
    static func appendPropertyName(forTokenPath path: String, prefix: String, to bytes: inout [UInt8]) {
        if prefix.isEmpty, appendDottedWords(path, to: &bytes) { return }
        let written: Void? = NameStyle.kebabCase.withASCII(toPath: path, prefix: prefix, leading: "--") { bytes.append(contentsOf: $0) }
        if written == nil { bytes += propertyName(forTokenPath: path, prefix: prefix).utf8 }
    }

    /// Appends the name of a path made of lowercase ASCII letters and digits between single
    /// dots (nearly every token's: `color.p0.red.c50`) — `--` and the path with a dash for each
    /// dot, which is its kebab case — copied and patched in place; false, having appended
    /// nothing, for any other path. Through the general kebab-case writer a name was ~870
    /// instructions at 10,000 tokens. The copy is checked and patched in one pass, and taken
    /// back when the path is not such a name: checking the path first and patching the copy in
    /// a second pass cost ~70 instructions a token more (CSS emitter 26.5 → 25.8 M at 10k).
    private static func appendDottedWords(_ path: String, to bytes: inout [UInt8]) -> Bool {
        let dot = UInt8(ascii: "."), dash = UInt8(ascii: "-")
        let appended = path.utf8.withContiguousStorageIfAvailable { source -> Bool in
            let start = bytes.count
            bytes.append(dash)
            bytes.append(dash)
            bytes.append(contentsOf: source)
            // A dot first, last or after a dot (the name of an empty part) is not such a name.
            let patched = bytes.withUnsafeMutableBufferPointer { name -> Bool in
                var previousIsDot = true
                for index in (start + 2)..<name.count {
                    let byte = name[index]
                    if byte == dot {
                        if previousIsDot { return false }
                        name[index] = dash
                        previousIsDot = true
                    } else {
                        guard byte &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10 else { return false }
                        previousIsDot = false
                    }
                }
                return !previousIsDot
            }
            if !patched { bytes.removeSubrange(start...) }
            return patched
        }
        return appended ?? false
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
        guard let plan = CSSBlockPlan(system: system, input: input) else { return nil }
        return Self.context(of: plan, sources: input.sourceFiles.joined(separator: ", "))
    }

    /// The context of a planned stylesheet: a declaration context per custom property.
    static func context(of plan: CSSBlockPlan, sources: String) -> CSSFileContext {
        let system = plan.system, tokens = system.tokens, bases = plan.bases
        func declarations(mode: Int, indices: [Int]?) -> (plain: [CSSDeclarationContext], own: [CSSDeclarationContext], features: [String]) {
            var plain: [CSSDeclarationContext] = []
            plain.reserveCapacity(indices?.count ?? tokens.count)
            var own: [CSSDeclarationContext] = []
            var features: [String] = []
            for index in indices ?? Array(tokens.indices) {
                // The token is read in place (a copy of it would retain every field).
                guard let base = bases.name(index), let parts = Self.parts(of: tokens[index].values[mode], token: tokens[index])
                else { continue }
                let tokenPath = tokens[index].path
                // An alias is written var(--target) only when it renders exactly like its target
                // (a gradient alias with its own angle or kind does not).
                if plan.aliases, let target = tokens[index].aliasOf[mode], let targetBase = plan.namedToken(atPath: target).flatMap(bases.name),
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
        var result: [CSSBlockContext] = []
        for block in plan.blocks {
            let (plain, own, features) = declarations(mode: block.mode, indices: block.indices)
            guard !plain.isEmpty else { continue }
            result.append(CSSBlockContext(mode: system.modes[block.mode], media: block.media, supports: nil,
                                          selector: block.selector, declarations: plain))
            if !own.isEmpty {
                result.append(CSSBlockContext(mode: system.modes[block.mode], media: block.media, supports: features.joined(separator: " and "),
                                              selector: block.selector, declarations: own))
            }
        }
        return CSSFileContext(sources: sources, system: system.name, blocks: result)
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
