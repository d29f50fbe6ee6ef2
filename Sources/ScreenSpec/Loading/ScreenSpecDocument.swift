import Diagnostics
import YAML

/// One parsed screen-spec file, ready for ``ScreenSpecLoader/load(_:)``.
public struct ScreenSpecDocument: Sendable {
    /// The document, read flat (the decoder reads each node once, front to back).
    public var document: FlatDocument
    /// The file's path (its last component names the screen when `screen:` is missing).
    public var path: String

    /// Creates a document from a parsed tree.
    public init(root: YAMLNode, path: String) {
        self.init(document: FlatDocument(root), path: path)
    }

    /// Creates a document.
    public init(document: FlatDocument, path: String) {
        self.document = document; self.path = path
    }

    /// The document's root node, valid while this document is held.
    var root: FlatNode { document.root }
}
