import Diagnostics
import TokenModel

/// Swift for the tokens, one file per design system: caseless enum namespaces mirroring the
/// groups, a platform-neutral layer of plain value types, and SwiftUI / UIKit extensions.
///
/// Parameters: `access` (`public`/`internal`), `prefix` (`TANDA`), `modes`, `include`, `exclude`,
/// `fileName` (default `<Prefix>Tokens.swift`), `pluralize` (default true: `color` → `Colors`),
/// `template` (default `swift/tokens`).
public struct SwiftEmitter: Emitter {
    /// `swift`.
    public static let formatName = "swift"
    /// One line for `tokenc templates list`.
    public static let summary = "Swift: enum namespaces, platform-neutral values, SwiftUI and UIKit extensions"

    /// The value types each token type needs in the generated file.
    static let valueTypes: [TokenType: [String]] = [
        .color: ["Color"], .border: ["Border", "Color", "StrokeStyle"], .shadow: ["Shadow", "Color"],
        .gradient: ["Gradient", "Color"], .typography: ["Typography", "FontFamily", "FontWeight"],
        .fontFamily: ["FontFamily"], .fontWeight: ["FontWeight"], .transition: ["Transition", "CubicBezier"],
        .cubicBezier: ["CubicBezier"], .strokeStyle: ["StrokeStyle"], .spring: ["Spring"], .haptic: ["Haptic"],
        .copy: ["Copy"],
    ]

    /// From this many tokens in a system on, the members are made on all cores (tests lower
    /// it to compare both ways).
    static let defaultParallelThreshold = 2048
    var parallelThreshold = defaultParallelThreshold

    /// Creates the emitter.
    public init() {}

    /// Produces one Swift file per system, or nil after reporting an error.
    public func emit(_ input: EmitInput) -> [GeneratedFile]? {
        var files: [GeneratedFile] = []
        var failed = false
        let template = input.parameters.string("template") ?? "swift/tokens"
        // With the built-in templates, the namespaces and members are written as text directly
        // (the same bytes the templates would write from the contexts).
        let rendersText = template == "swift/tokens"
            && ["swift/tokens", "swift/namespace", "swift/member"].allSatisfy(input.templates.isBuiltin)
        for system in input.systems {
            guard var made = makeContext(for: system, input: input, rendersText: rendersText) else {
                failed = true
                continue
            }
            let context = made.context
            let file: GeneratedFile?
            if rendersText {
                // The frame is rendered with a mark where each namespace goes; the file is
                // written from the frame and the namespaces' text, without joining them (this
                // holds the only reference to the text, which goes with the file).
                let namespaces = made.rendered
                made.rendered = SwiftFileText.Namespaces()
                let rendered = SwiftRenderedFileContext(file: context, namespaceCount: namespaces.ranges.count)
                file = input.render(template, context: rendered).map {
                    GeneratedFile(path: context.fileName,
                                  pieces: SwiftFileText.pieces(frame: $0, places: rendered.marks.places, namespaces: namespaces))
                }
            } else {
                file = input.render(template, context: context).map { GeneratedFile(path: context.fileName, contents: $0) }
            }
            guard let file else { return nil }
            files.append(file)
        }
        return failed ? nil : files
    }

    /// The template context for one system, or nil after reporting an error.
    public func context(for system: ResolvedSystem, input: EmitInput) -> SwiftFileContext? {
        makeContext(for: system, input: input, rendersText: false)?.context
    }

    /// The context for one system; with `rendersText`, its namespaces are made as the text of
    /// the built-in `swift/namespace` template (returned apart) and the context has none.
    func makeContext(for system: ResolvedSystem, input: EmitInput,
                     rendersText: Bool) -> (context: SwiftFileContext, rendered: SwiftFileText.Namespaces)? {
        let parameters = input.parameters
        let access = parameters.access == "internal" ? "internal" : "public"
        var prefix = parameters.prefix
        if input.systems.count > 1 { prefix += NameStyle.pascalCase.apply(system.name) }
        let valuesNamespace = (SwiftIdentifier.type(prefix + "Tokens") ?? "Tokens").filter { $0 != "`" }

        let slots = SwiftAppearanceSlots(system: system, selectedModes: parameters.modes)
        if !slots.ignoredModes.isEmpty {
            input.diagnostics.report(.warning(
                "swift-mode-not-appearance",
                "modes \(slots.ignoredModes.map { "'\($0)'" }.joined(separator: ", ")) of system '\(system.name)' are not light, dark or high-contrast appearances; the Swift output does not include them",
                at: nil, suggestion: "emit them with the `modes` parameter in an output of their own"))
        }
        let filter = TokenFilter(parameters)
        let tokens = filter.filter(system.tokens)

        var builder = SwiftNamespaceBuilder(
            access: access, prefix: prefix, valuesNamespace: valuesNamespace,
            pluralizeTopLevel: parameters.bool("pluralize") ?? true, diagnostics: input.diagnostics,
            parallelThreshold: parallelThreshold)
        builder.rendersText = rendersText
        let result = builder.build(system: system, tokens: tokens, slots: slots)
        if builder.failed { return nil }

        var used: Set<String> = []
        for type in builder.usedValueTypes { used.formUnion(Self.valueTypes[type] ?? []) }
        var parts = ["\"\(system.modes[slots.light])\" is the light appearance"]
        if let dark = slots.dark { parts.append("\"\(system.modes[dark])\" the dark one") }
        if let hc = slots.lightHighContrast { parts.append("\"\(system.modes[hc])\" light with increased contrast") }
        if let hc = slots.darkHighContrast { parts.append("\"\(system.modes[hc])\" dark with increased contrast") }
        let summary = parts.count == 1 ? "one appearance (mode \"\(system.modes[slots.light])\")"
            : "mode " + parts.joined(separator: ", ")

        let context = SwiftFileContext(
            fileName: parameters.string("fileName") ?? "\(valuesNamespace).swift",
            systemName: system.name, sourceFiles: input.sourceFiles, access: access, prefix: prefix,
            valuesNamespace: valuesNamespace, namespaces: result.namespaces, rootMembers: result.rootMembers,
            appearanceSummary: summary, usedValueTypes: used)
        return (context, result.renderedNamespaces)
    }
}
