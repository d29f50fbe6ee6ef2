/// The files that make up one design system, as found on disk.
public struct SystemSource: Sendable, Hashable {
    /// The system's name (`tanda`).
    public var name: String
    /// Its token files, sorted by path.
    public var files: [String]

    /// Creates a system source.
    public init(name: String, files: [String]) {
        self.name = name
        self.files = files
    }
}
