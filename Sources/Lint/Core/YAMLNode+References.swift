import YAML

extension YAMLNode {
    /// Whether any string in the node holds a `{path}` reference or any mapping a `$ref` (a
    /// composite with an aliased field is not a primitive).
    var containsReference: Bool {
        var found = false
        TokenReferenceIndex.collect(in: self) { _, _ in found = true }
        return found
    }
}
