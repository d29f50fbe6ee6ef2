import TokenModel

/// The systems of an input with the output's `include` / `exclude` filter applied (``TokenFilter``):
/// copies holding only the accepted tokens, their index rebuilt.
enum FilteredSystems {
    /// The input's systems, filtered; unchanged when the output has no filter.
    static func of(_ input: EmitInput) -> [ResolvedSystem] {
        let filter = TokenFilter(input.parameters)
        guard filter.include != nil || !filter.exclude.isEmpty else { return input.systems }
        return input.systems.map { system in
            var copy = system
            let tokens = system.tokens.filter(filter.accepts)
            copy.tokens = tokens
            copy.index = PathIndex(count: tokens.count) { tokens[$0].path }
            return copy
        }
    }
}
