import YAML

extension ValueReader {
    /// A haptic: one of ``Haptic/allNames`` (`impact.medium`, `notification.success`,
    /// `selection`), or a reference to a haptic token.
    func haptic(_ node: YAMLNode) -> Haptic? {
        field(node, as: .haptic, extract: { value in
            if case .haptic(let haptic) = value { return haptic }
            return nil
        }, literal: { literal -> Haptic? in
            guard let name = literal.string else {
                mismatch(literal, expecting: .haptic)
                return nil
            }
            if let haptic = Haptic(name: name) { return haptic }
            // `medium` alone: the style without its generator.
            let guess = Haptic.allNames.first { $0.hasSuffix("." + name.lowercased()) }
                ?? Suggestions.nearest(to: name, among: Haptic.allNames)
            report(.error("invalid-haptic",
                          "unknown haptic '\(name)'; it must be one of \(Haptic.allNames.joined(separator: ", "))",
                          at: literal.range, fixIts: guess.map { [replacing(literal, with: $0)] } ?? [],
                          suggestion: guess.map { "did you mean '\($0)'?" }))
            return nil
        })
    }
}
