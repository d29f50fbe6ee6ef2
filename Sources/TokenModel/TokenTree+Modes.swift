import Diagnostics
import YAML

extension TokenTree {
    /// Combines one tree per mode (each built by layering a Resolver document's sources) into a
    /// single tree with per-token mode values: the first tree is the default mode; a token whose
    /// definition differs in another mode gets that definition as its value there. A token that
    /// exists in some modes only is an error, since every token must resolve in every mode.
    public static func combining(name: String, modes: [(String, TokenTree)], sink: DiagnosticSink) -> TokenTree {
        guard var combined = modes.first?.1 else { return TokenTree(name: name) }
        combined.name = name
        combined.modes = modes.count > 1 ? modes.map(\.0) : []
        for (m, (mode, tree)) in modes.enumerated() where m > 0 {
            for token in tree.tokens {
                guard let i = combined.tokenIndex(of: token.path) else {
                    sink.report(.error("missing-in-mode",
                                       "'\(token.path)' is defined in mode '\(mode)' but not in the default mode '\(modes[0].0)'; every token must exist in every mode",
                                       at: token.nameRange))
                    continue
                }
                if combined.tokens[i].valueNode.range != token.valueNode.range {
                    combined.tokens[i].modeValues.append((mode, token.nameRange, token.valueNode))
                }
            }
            for token in combined.tokens where tree.tokenIndex(of: token.path) == nil {
                sink.report(.error("missing-in-mode",
                                   "'\(token.path)' is not defined in mode '\(mode)'; every token must exist in every mode",
                                   at: token.nameRange))
            }
        }
        return combined
    }
}
