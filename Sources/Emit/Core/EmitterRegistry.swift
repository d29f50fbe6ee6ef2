/// The formats `tokenc.yaml` can name (`format: swift`), each with its emitter.
public struct EmitterRegistry: Sendable {
    /// Every built-in format. Add a new emitter here with one line.
    public static let builtin = EmitterRegistry([
        SwiftEmitter(),
        AssetCatalogEmitter(),
        StringCatalogEmitter(),
        DTCGJSONEmitter(),
        FlatJSONEmitter(),
        CSSEmitter(),
        AndroidEmitter(),
        ScreensSwiftEmitter(),
        ScreensJSONEmitter(),
    ])

    private var emittersByName: [String: any Emitter]

    /// A registry of the given emitters (a later one with the same format name replaces an earlier one).
    public init(_ emitters: [any Emitter]) {
        var byName: [String: any Emitter] = [:]
        for emitter in emitters { byName[type(of: emitter).formatName] = emitter }
        emittersByName = byName
    }

    /// The emitter for a format name, or nil when there is none.
    public func emitter(forFormat name: String) -> (any Emitter)? { emittersByName[name] }

    /// Every format name, sorted.
    public var formatNames: [String] { emittersByName.keys.sorted() }

    /// A format's one-line summary.
    public func summary(ofFormat name: String) -> String? {
        emittersByName[name].map { type(of: $0).summary }
    }

    /// A copy with one more emitter (replacing any of the same format name).
    public func adding(_ emitter: any Emitter) -> EmitterRegistry {
        var copy = self
        copy.emittersByName[type(of: emitter).formatName] = emitter
        return copy
    }
}
