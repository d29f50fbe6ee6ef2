import Diagnostics
import ScreenSpec
import TokenModel

/// `format: swift-screens` — the screen specs as Swift constants, one file per design system
/// (`LatenScreens.swift`): a caseless enum per screen (`LatenSplash`), a nested enum per element
/// (`LatenSplash.Logo`), background layer and interaction state, holding metrics in points,
/// colors, typography, shadows and haptics (the token's Swift name where the spec refers to a
/// token, the value where it writes a literal), animations (`LatenSplash.Logo.entry`, with a
/// SwiftUI `Animation` on Apple platforms) and copy keys with their `L10n` accessors.
///
/// Token references point into the Swift of `format: swift` with the same `prefix`, `pluralize`,
/// `include`, `exclude` and `systems` parameters, which must be emitted too; localized copy goes
/// through the `L10n` accessors of `format: xcstrings` for the same systems.
///
/// Parameters: `access`, `prefix`, `pluralize`, `include`, `exclude` (as for `swift`), `fileName`
/// (default `<Prefix>Screens.swift`), `l10n` (default true: emit `L10n` accessors), `l10nEnum`
/// (default `L10n`, the `xcstrings` output's `enumName`), `template` (default `screens/swift`).
public struct ScreensSwiftEmitter: Emitter {
    /// `swift-screens`.
    public static let formatName = "swift-screens"
    /// One line for `tokenc templates list`.
    public static let summary = "Swift constants of the screen specs: metrics, colors, typography, animations, copy keys"
    /// The format renders screen specs.
    public static var usesScreens: Bool { true }

    /// Creates the emitter.
    public init() {}

    /// One Swift file per system that has screen specs, or nil after reporting an error.
    public func emit(_ input: EmitInput) -> [GeneratedFile]? {
        var files: [GeneratedFile] = []
        var failed = false
        for system in input.systems {
            if ScreenSpecGroup.groups(of: input.screens, system: system).isEmpty {
                input.diagnostics.report(.warning(
                    "screens-no-specs", "the \(Self.formatName) output has no screen specs of system '\(system.name)'",
                    at: nil, suggestion: "add specs/\(system.name)/<screen>.screen.yaml, or check `specs:` in tokenc.yaml"))
                continue
            }
            guard let context = context(for: system, input: input) else {
                failed = true
                continue
            }
            let template = input.parameters.string("template") ?? "screens/swift"
            guard let text = input.render(template, context: context) else {
                return nil
            }
            files.append(GeneratedFile(path: context.fileName, contents: text))
        }
        return failed ? nil : files
    }

    /// The template context for the screens of one system, or nil after reporting an error.
    public func context(for system: ResolvedSystem, input: EmitInput) -> ScreensFileContext? {
        let parameters = input.parameters
        let access = parameters.access == "internal" ? "internal" : "public"
        var prefix = parameters.prefix
        if input.systems.count > 1 { prefix += NameStyle.pascalCase.apply(system.name) }
        let typePrefix = prefix.isEmpty ? NameStyle.pascalCase.apply(system.name) : prefix

        let problems = DiagnosticSink()
        guard let index = TokenSwiftIndex(system: system, input: input, problems: problems) else {
            input.diagnostics.report(contentsOf: problems.diagnostics.filter { $0.severity == .error })
            input.diagnostics.report(.error(
                "screens-token-swift", "the screens of system '\(system.name)' refer to its token Swift, which cannot be generated",
                at: nil, suggestion: "fix the errors above"))
            return nil
        }
        let l10n = (parameters.bool("l10n") ?? true)
            ? L10nAccessorIndex(input: input, enumName: parameters.string("l10nEnum") ?? "L10n") : nil

        let screensNamespace = SwiftIdentifier.type(typePrefix + "Screens") ?? "Screens"
        let fallbackNamespace = SwiftIdentifier.type(typePrefix + "ScreenValues") ?? "ScreenValues"
        var names = ScreenNameTable(diagnostics: input.diagnostics, scope: "")
        for name in index.topLevelNames.sorted() { names.reserve(name, for: "the token namespace '\(name)'") }
        names.reserve(screensNamespace, for: "the screens' types '\(screensNamespace)'")
        names.reserve(fallbackNamespace, for: "the screens' value types '\(fallbackNamespace)'")

        var builder = ScreensSwiftBuilder(
            system: system, index: index, l10n: l10n, access: access, screensNamespace: screensNamespace,
            fallbackNamespace: fallbackNamespace, diagnostics: input.diagnostics)
        var screens: [ScreenNamespaceContext] = []
        var sourceFiles: [String] = []
        var failed = false
        for group in ScreenSpecGroup.groups(of: input.screens, system: system) {
            let screen = group.representative
            let path = input.specPaths[screen.file]
            if let path, !sourceFiles.contains(path) { sourceFiles.append(path) }
            guard let typeName = SwiftIdentifier.type(typePrefix + NameStyle.pascalCase.apply(screen.name)) else {
                input.diagnostics.report(.error("swift-invalid-name",
                                                "'\(screen.name)' has no letters or digits to make a Swift name from",
                                                at: screen.nameRange))
                failed = true
                continue
            }
            guard names.claim(typeName, for: "screen '\(screen.name)'", at: screen.nameRange) else {
                failed = true
                continue
            }
            if let context = builder.screen(group, typeName: typeName, specPath: path) { screens.append(context) }
        }
        if failed || builder.failed { return nil }

        func type(_ tokenType: TokenType, _ name: String) -> String {
            (index.declares(tokenType) ? index.valuesNamespace : fallbackNamespace) + "." + name
        }
        let fallback = builder.fallbackTypes.isEmpty ? nil : SwiftFileContext(
            fileName: "", systemName: system.name, sourceFiles: sourceFiles, access: access, prefix: prefix,
            valuesNamespace: fallbackNamespace, namespaces: [], rootMembers: [], appearanceSummary: "",
            usedValueTypes: builder.fallbackTypes)
        return ScreensFileContext(
            fileName: parameters.string("fileName") ?? screensNamespace + ".swift", systemName: system.name,
            sourceFiles: sourceFiles, access: access, prefix: prefix, tokensNamespace: index.valuesNamespace,
            screensNamespace: screensNamespace, screens: screens, uses: builder.uses,
            curveType: type(.cubicBezier, "CubicBezier"), springType: type(.spring, "Spring"),
            colorType: type(.color, "Color"), shadowType: type(.shadow, "Shadow"), fallbackValues: fallback)
    }
}
