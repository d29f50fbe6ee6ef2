import Diagnostics
import TokenModel

/// `format: xcstrings` — the copy tokens as an Xcode String Catalog (`Localizable.xcstrings`)
/// and a Swift accessor namespace (`L10n.swift`: `L10n.SignUp.title`,
/// `L10n.Errors.providerNotEnabled(provider)`).
///
/// Every string is `extractionState: manual` (Xcode keeps it although no code mentions it
/// literally) with the source-language value `translated`; placeholders become positional
/// specifiers (`%1$@`, `%2$lld`, `%3$lf`); alternates are keys of their own, `<key>.<name>`;
/// the note for translators is the copy's `comment` and the token's `$description`. Copy is
/// taken from the output's first mode.
///
/// Parameters: `sourceLanguage` (default `en`), `table` (default `Localizable`; the file is
/// `<table>.xcstrings`), `swift` (bool, default true: also write the accessors), `enumName`
/// (default `L10n`), `bundle` (`main`, default, or `module` for a Swift package), `access`,
/// `modes`.
public struct StringCatalogEmitter: Emitter {
    /// `xcstrings`.
    public static let formatName = "xcstrings"
    /// One line for `tokenc templates list`.
    public static let summary = "Xcode String Catalog (Localizable.xcstrings) of the copy tokens, and L10n Swift accessors"

    /// Creates the emitter. It renders with the input's templates (the built-ins, or the
    /// project's overrides).
    public init() {}

    /// Produces `<table>.xcstrings` and `<enumName>.swift`, or nil after reporting an error.
    ///
    /// With the built-in templates, the files are written directly (``StringCatalogDirectText``:
    /// the same bytes, without the contexts), unless something is to be reported: then the
    /// contexts are made, which report it.
    public func emit(_ input: EmitInput) -> [GeneratedFile]? {
        let sources = copySources(input)
        if let files = directFiles(sources, input) { return files }
        guard let entries = entries(sources, input), let catalog = catalogContext(entries, input),
              let accessors = accessorContext(entries, input) else { return nil }
        let table = input.parameters.string("table") ?? "Localizable"
        guard var catalogText = render("xcstrings/catalog", catalog, input) else { return nil }
        // Xcode writes String Catalogs without a final newline.
        while catalogText.hasSuffix("\n") { catalogText.removeLast() }
        var files = [GeneratedFile(path: table + ".xcstrings", contents: catalogText)]
        if input.parameters.bool("swift") ?? true {
            guard let swift = render("xcstrings/l10n.swift", accessors, input) else { return nil }
            files.append(GeneratedFile(path: accessors.enumName + ".swift", contents: swift))
        }
        return files
    }

    /// The catalog's context, or nil after reporting an error.
    public func catalogContext(_ input: EmitInput) -> StringCatalogContext? {
        entries(copySources(input), input).flatMap { catalogContext($0, input) }
    }

    private func catalogContext(_ entries: [CopyEntry], _ input: EmitInput) -> StringCatalogContext? {
        let strings = entries.map { entry in
            StringCatalogEntryContext(
                key: entry.key,
                value: CopyFormatString(entry.text, placeholders: entry.placeholders, specifiers: .apple).text,
                comment: entry.comment, tokenPath: entry.token.path)
        }
        return StringCatalogContext(sourceLanguage: input.parameters.string("sourceLanguage") ?? "en", strings: strings)
    }

    /// The Swift accessors' context, or nil after reporting an error (names that collide once
    /// turned into Swift identifiers).
    public func accessorContext(_ input: EmitInput) -> L10nFileContext? {
        entries(copySources(input), input).flatMap { accessorContext($0, input) }
    }

    private func accessorContext(_ entries: [CopyEntry], _ input: EmitInput) -> L10nFileContext? {
        let keys = StringCatalogKeyOrder.sorted(entries.map(\.key))
        var byKey: [String: CopyEntry] = [:]
        for entry in entries { byKey[entry.key] = entry }
        let paths = keys.map { $0.split(separator: ".", omittingEmptySubsequences: false).map(String.init) }
        // Keys that all start with one group (`copy.…`) do not repeat it in every Swift name.
        let dropFirst = paths.count > 1 && paths.allSatisfy { $0.count > 1 && $0[0] == paths[0][0] }

        let root = NamespaceBuilder()
        var failed = false
        var placed: [String: String] = [:]  // Swift path → key
        for (key, path) in zip(keys, paths) {
            guard let entry = byKey[key] else { continue }
            let parts = dropFirst ? Array(path.dropFirst()) : path
            let typeNames = parts.dropLast().map { SwiftIdentifier.type($0) }
            let memberName = parts.last.flatMap { SwiftIdentifier.member($0) }
            guard let memberName, !typeNames.contains(nil) else {
                input.diagnostics.report(.error(
                    "l10n-invalid-name", "translation key '\(key)' has a part that cannot become a Swift name",
                    at: entry.token.nameRange, suggestion: "use letters or digits in every part of the key"))
                failed = true
                continue
            }
            let swiftPath = (typeNames.compactMap { $0 } + [memberName]).joined(separator: ".")
            if let other = placed[swiftPath] {
                input.diagnostics.report(.error(
                    "l10n-name-collision",
                    "translation keys '\(key)' and '\(other)' would both be the Swift accessor '\(swiftPath)'",
                    at: entry.token.nameRange, notes: byKey[other].map { [Diagnostic.Note("'\(other)' comes from here", at: $0.token.nameRange)] } ?? [],
                    suggestion: "rename one of the keys"))
                failed = true
                continue
            }
            placed[swiftPath] = key
            var namespace = root
            for typeName in typeNames.compactMap({ $0 }) { namespace = namespace.child(typeName) }
            namespace.accessors.append(accessor(for: entry, name: memberName))
        }
        guard !failed else { return nil }
        let bundle = input.parameters.string("bundle") == "module" ? "Bundle.module" : "Bundle.main"
        let enumName = input.parameters.string("enumName") ?? "L10n"
        return L10nFileContext(
            sources: input.sourceFiles.joined(separator: ", "),
            access: input.parameters.access,
            enumName: enumName,
            table: input.parameters.string("table") ?? "Localizable",
            bundle: bundle,
            root: root.context(name: enumName, depth: 0))
    }

    private func accessor(for entry: CopyEntry, name: String) -> L10nAccessorContext {
        let format = CopyFormatString(entry.text, placeholders: entry.placeholders, specifiers: .apple)
        var docs = [SwiftIdentifier.commentText(entry.text)]
        if let description = entry.token.description { docs.append(SwiftIdentifier.commentText(description)) }
        var usedNames: Set<String> = []
        let parameters = entry.placeholders.map { placeholder -> L10nParameterContext in
            var name = SwiftIdentifier.member(placeholder.name) ?? "value"
            while !usedNames.insert(name).inserted { name += "_" }
            let type = placeholder.format == "int" ? "Int" : placeholder.format == "double" ? "Double" : "String"
            return L10nParameterContext(name: name, type: type, placeholder: placeholder.name)
        }
        return L10nAccessorContext(name: name, key: entry.key, fallback: format.text, docLines: docs,
                                   deprecation: entry.token.deprecation, parameters: parameters)
    }

    private func entries(_ sources: CopySources, _ input: EmitInput) -> [CopyEntry]? {
        var all: [CopyEntry] = []
        var byKey: [String: CopyEntry] = [:]
        var failed = false
        for (system, mode) in zip(sources.systems, sources.modes) {
            guard let entries = CopyEntry.entries(of: system, mode: mode, format: Self.formatName,
                                                  diagnostics: input.diagnostics) else {
                failed = true
                continue
            }
            for entry in entries {
                if let other = byKey[entry.key] {
                    if other.text != entry.text {
                        input.diagnostics.report(.error(
                            "copy-duplicate-key",
                            "translation key '\(entry.key)' is used by '\(entry.token.path)' and '\(other.token.path)' with different texts",
                            at: entry.token.nameRange, notes: [Diagnostic.Note("'\(other.token.path)' is defined here", at: other.token.nameRange)],
                            suggestion: "give one of them its own key"))
                        failed = true
                    }
                    continue
                }
                byKey[entry.key] = entry
                all.append(entry)
            }
        }
        return failed ? nil : all
    }

    private func render(_ name: String, _ context: Any, _ input: EmitInput) -> String? {
        input.render(name, context: context)
    }
}

/// Collects accessors into nested namespaces, keeping first-seen order.
private final class NamespaceBuilder {
    var accessors: [L10nAccessorContext] = []
    var children: [(String, NamespaceBuilder)] = []
    var childIndex: [String: Int] = [:]

    func child(_ name: String) -> NamespaceBuilder {
        if let index = childIndex[name] { return children[index].1 }
        let builder = NamespaceBuilder()
        childIndex[name] = children.count
        children.append((name, builder))
        return builder
    }

    func context(name: String, depth: Int) -> L10nNamespaceContext {
        L10nNamespaceContext(name: name, accessors: accessors,
                             namespaces: children.map { $0.1.context(name: $0.0, depth: depth + 1) }, depth: depth)
    }
}
