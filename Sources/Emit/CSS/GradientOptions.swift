import TokenModel

/// A gradient token's drawing options, from `$extensions["dev.tokenc.gradient"]`: `angle` (degrees,
/// CSS convention: 0 = to top, 90 = to right, 180 = to bottom) and `kind` (`linear`, `angular`,
/// `radial`). DTCG gradients have only stops.
struct GradientOptions {
    /// The angle, when given.
    var angle: Double?
    /// The kind, when given.
    var kind: String?

    /// Reads the options of a token.
    init(_ token: ResolvedToken) {
        guard let extensions = token.extensions,
              let options = ResolvedDocument.json(extensions)["dev.tokenc.gradient"] else { return }
        if case .number(let angle)? = options["angle"] { self.angle = angle }
        if case .string(let kind)? = options["kind"] { self.kind = kind }
    }
}
