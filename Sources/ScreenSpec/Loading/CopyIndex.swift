import TokenModel

/// The copy tokens of one system, findable by translation key or by token path.
struct CopyIndex: Sendable {
    /// Token path by every name it may be written as: its translation key, its path, and its path
    /// without the leading `copy.`.
    private(set) var pathByName: [String: String] = [:]
    /// The names, in token order, for "did you mean".
    private(set) var names: [String] = []

    init(system: ResolvedSystem) {
        for token in system.tokens where token.type == .copy {
            var candidates: [String] = []
            if case .copy(let copy) = token.value, let key = copy.key { candidates.append(key) }
            candidates.append(token.path)
            if token.path.hasPrefix("copy.") { candidates.append(String(token.path.dropFirst(5))) }
            for name in candidates where pathByName[name] == nil {
                pathByName[name] = token.path
                names.append(name)
            }
        }
    }

    /// The copy token path a name denotes.
    func path(for name: String) -> String? { pathByName[name] }
}
