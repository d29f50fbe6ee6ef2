import Diagnostics

/// The Swift accessor of each translation key in the `L10n.swift` that `format: xcstrings`
/// generates for the same systems (`home.greeting` → `L10n.Home.greeting`), built from the String
/// Catalog emitter's own context so both always agree.
struct L10nAccessorIndex {
    /// One accessor.
    struct Accessor {
        /// The full Swift path (`L10n.Copy.Error.providerNotEnabled`).
        var path: String
        /// Its parameters (`provider: String`) when the copy has placeholders; empty for a property.
        var parameters: [L10nParameterContext]
    }

    /// Accessors by translation key (alternates as `<key>.<alternate>`, as in the catalog).
    var accessors: [String: Accessor]

    /// The accessors of the output's systems, with `enumName` as the root enum; nil when the
    /// accessors cannot be generated (the `xcstrings` output reports why).
    init?(input: EmitInput, enumName: String) {
        var parameters = input.parameters
        parameters.values["enumName"] = .string(enumName)
        let scratch = EmitInput(systems: input.systems, parameters: parameters, sourceFiles: input.sourceFiles,
                                diagnostics: DiagnosticSink(), templates: input.templates)
        guard let context = StringCatalogEmitter().accessorContext(scratch) else { return nil }
        var accessors: [String: Accessor] = [:]
        var pending = [(context.enumName, context.root)]
        while !pending.isEmpty {
            let (prefix, namespace) = pending.removeFirst()
            for accessor in namespace.accessors {
                accessors[accessor.key] = Accessor(path: prefix + "." + accessor.name, parameters: accessor.parameters)
            }
            pending += namespace.namespaces.map { (prefix + "." + $0.name, $0) }
        }
        self.accessors = accessors
    }

    /// The accessor of a copy key, with the alternate chosen if any.
    func accessor(key: String, alternate: String?) -> Accessor? {
        accessors[alternate.map { key + "." + $0 } ?? key]
    }
}
