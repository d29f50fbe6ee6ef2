/// The files that make up one design system, as found on disk.
public struct SystemSource: Sendable, Hashable {
    /// The system's name (`tanda`).
    public var name: String
    /// Its token files, sorted by path.
    public var files: [String]
    /// A DTCG Resolver document that defines the system (its sets, modifiers and modes) instead
    /// of `files`.
    public var resolver: String?

    /// Creates a system source.
    public init(name: String, files: [String], resolver: String? = nil) {
        self.name = name
        self.files = files
        self.resolver = resolver
    }
}
