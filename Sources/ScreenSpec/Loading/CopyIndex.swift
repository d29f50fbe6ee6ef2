import TokenModel

/// The copy tokens of one system, findable by translation key or by token path.
struct CopyIndex: Sendable {
    /// Token index (in the system) by every name it may be written as: its translation key, its
    /// path, and its path without the leading `copy.`.
    private(set) var indexByName: [String: Int] = [:]
    /// The system's token paths, by index.
    private let paths: [String]
    /// The names, in token order, for "did you mean".
    private(set) var names: [String] = []

    init(system: ResolvedSystem) {
        paths = system.tokens.map(\.path)
        for (index, token) in system.tokens.enumerated() where token.type == .copy {
            var candidates: [String] = []
            if case .copy(let copy) = token.value, let key = copy.key { candidates.append(key) }
            candidates.append(token.path)
            if token.path.hasPrefix("copy.") { candidates.append(String(token.path.dropFirst(5))) }
            for name in candidates where indexByName[name] == nil {
                indexByName[name] = index
                names.append(name)
            }
        }
    }

    /// The index of the copy token a name denotes.
    func tokenIndex(for name: String) -> Int? { indexByName[name] }

    /// The path of the copy token a name denotes.
    func path(for name: String) -> String? { indexByName[name].map { paths[$0] } }
}
