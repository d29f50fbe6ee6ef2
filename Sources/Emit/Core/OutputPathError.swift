/// Why a generated file may not be written where it was asked to go.
public enum OutputPathError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The path is absolute; output paths are relative to the output directory.
    case absolutePath(String)
    /// The path has a `..` component.
    case parentTraversal(String)
    /// The path is empty or names the output directory itself.
    case emptyPath(String)
    /// An existing file or folder on the way is a symbolic link leading outside the output directory.
    case symlinkEscapes(path: String, resolved: String)
    /// Two outputs produce the same file.
    case duplicate(String)
    /// The file system refused (cannot create a folder, write, or rename).
    case io(path: String, reason: String)

    /// A sentence for the diagnostic.
    public var description: String {
        switch self {
        case .absolutePath(let path):
            return "output path '\(path)' is absolute; paths must be relative to the output directory"
        case .parentTraversal(let path):
            return "output path '\(path)' contains '..'; outputs must stay inside the output directory"
        case .emptyPath(let path):
            return "output path '\(path)' names no file"
        case .symlinkEscapes(let path, let resolved):
            return "output path '\(path)' goes through a symbolic link to '\(resolved)', outside the output directory"
        case .duplicate(let path):
            return "two outputs write the same file '\(path)'"
        case .io(let path, let reason):
            return "cannot write '\(path)': \(reason)"
        }
    }
}
