import TokenModel

/// The context of `xcstrings/catalog.mustache`: a `Localizable.xcstrings` String Catalog (the
/// JSON of Xcode 15 and later).
///
/// | name | type | value |
/// |---|---|---|
/// | `sourceLanguage` | string | the development language, `en` |
/// | `sourceLanguageJSON` | string | the same as a JSON string literal, `"en"` |
/// | `hasStrings` | bool | whether there is any string |
/// | `strings` | list of ``StringCatalogEntryContext`` | in the order Xcode sorts keys (``StringCatalogKeyOrder``) |
public struct StringCatalogContext: TemplateContext, Sendable {
    /// The development language.
    public var sourceLanguage: String {
        didSet { sourceLanguageJSON = JSONText.literal(sourceLanguage) }
    }
    /// ``sourceLanguage`` as a JSON string literal, made once (every string of the catalog asks).
    private var sourceLanguageJSON: String
    /// The strings, sorted as Xcode sorts them.
    public var strings: [StringCatalogEntryContext]

    /// Creates a context (the strings are sorted by key here).
    public init(sourceLanguage: String, strings: [StringCatalogEntryContext]) {
        self.sourceLanguage = sourceLanguage
        self.sourceLanguageJSON = JSONText.literal(sourceLanguage)
        let order = StringCatalogKeyOrder.sorted(strings.map(\.key))
        var byKey: [String: StringCatalogEntryContext] = [:]
        for entry in strings where byKey[entry.key] == nil { byKey[entry.key] = entry }
        self.strings = order.compactMap { byKey.removeValue(forKey: $0) }
    }

    /// The fields above by name.
    public func child(named name: String) -> TemplateValue? {
        switch name {
        case "sourceLanguage": return .text(sourceLanguage)
        case "sourceLanguageJSON": return .text(sourceLanguageJSON)
        case "hasStrings": return .bool(!strings.isEmpty)
        case "strings": return .list(strings)
        default: return nil
        }
    }
}
