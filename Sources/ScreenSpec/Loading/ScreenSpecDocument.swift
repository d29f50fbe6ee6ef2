import Diagnostics
import YAML

/// One parsed screen-spec file, ready for ``ScreenSpecLoader/load(_:)``.
public struct ScreenSpecDocument: Sendable {
    /// The document's root node.
    public var root: YAMLNode
    /// The file's path (its last component names the screen when `screen:` is missing).
    public var path: String

    /// Creates a document.
    public init(root: YAMLNode, path: String) {
        self.root = root; self.path = path
    }
}
