import TokenModel

/// The `params` of one output in `tokenc.yaml`, with typed accessors and the common filters.
public struct OutputParameters: Sendable {
    /// The raw parameters, as JSON-like values.
    public var values: [String: JSONValue]

    /// Creates parameters from raw values.
    public init(_ values: [String: JSONValue] = [:]) { self.values = values }

    /// A string parameter.
    public func string(_ key: String) -> String? {
        if case .string(let s)? = values[key] { return s }
        return nil
    }

    /// A boolean parameter.
    public func bool(_ key: String) -> Bool? {
        if case .bool(let b)? = values[key] { return b }
        return nil
    }

    /// A list-of-strings parameter (a single string counts as a one-item list).
    public func strings(_ key: String) -> [String]? {
        switch values[key] {
        case .string(let s)?: return [s]
        case .array(let items)?:
            return items.compactMap { if case .string(let s) = $0 { return s } else { return nil } }
        default: return nil
        }
    }

    /// `access`: `public` (default) or `internal`.
    public var access: String { string("access") ?? "public" }
    /// `prefix` for generated type names (`TANDA`).
    public var prefix: String { string("prefix") ?? "" }
    /// `systems`: which design systems to emit (nil: all).
    public var systems: [String]? { strings("systems") }
    /// `modes`: which modes to emit (nil: all).
    public var modes: [String]? { strings("modes") }
    /// `include`: path globs (`color.*`) or `$type`s (`color`) to keep (nil: everything).
    public var include: [String]? { strings("include") }
    /// `exclude`: path globs or `$type`s to drop.
    public var exclude: [String] { strings("exclude") ?? [] }
}
