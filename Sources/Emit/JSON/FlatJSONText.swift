import Parallel
import TokenModel

/// A flat JSON file exactly as the built-in `json/flat` template writes it, written straight from
/// the resolved tokens: each value's JSON comes from ``JSONTextWriter/writeCompactDTCG(_:)-(TokenValue)``
/// (no value tree, no entry context, no string per value), the entries of a large mode in pieces
/// on all cores. Used only while that template is the built-in one; the template path
/// (``FlatJSONContext``) must give the same bytes (BuiltinTemplateFastPathTests).
enum FlatJSONText {
    /// From this many tokens on, a mode's entries are written in pieces on all cores.
    static let parallelThreshold = 4096

    /// The file of `modes` of `system`: one flat object, or with `keyed` an object of them by
    /// mode name; as the pieces the cores wrote, one after the other (never joined).
    static func file(_ system: ResolvedSystem, modes: [Int], keyed: Bool) -> GeneratedPieces {
        var pieces: [[UInt8]] = [Array("{\n".utf8)]
        for (position, mode) in modes.enumerated() {
            if keyed { pieces.append(Array(("  " + JSONText.literal(system.modes[mode]) + ": {\n").utf8)) }
            pieces += entries(system.tokens, mode: mode, indent: keyed ? 4 : 2)
            if keyed { pieces.append(Array((position == modes.count - 1 ? "  }\n" : "  },\n").utf8)) }
        }
        pieces.append(Array("}\n".utf8))
        return GeneratedPieces(buffers: pieces)
    }

    /// The lines `"path": value,` of one mode, in token order, as consecutive pieces.
    private static func entries(_ tokens: [ResolvedToken], mode: Int, indent: Int) -> [[UInt8]] {
        guard !tokens.isEmpty else { return [] }
        let count = tokens.count
        let pieceCount = count >= parallelThreshold ? min(count, 64) : 1
        return ParallelMap.indices(pieceCount, threshold: 2) { piece in
            let range = (piece * count / pieceCount)..<((piece + 1) * count / pieceCount)
            var writer = JSONTextWriter(capacity: 128 * range.count)
            // The tokens and their values read in place (see `TokenValues.withValue(at:_:)`).
            tokens.withUnsafeBufferPointer { tokens in
                for index in range {
                    writer.writeKey(tokens[index].path, indent: indent)
                    tokens[index].values.withValue(at: mode) { writer.writeCompactDTCG(at: $0) }
                    writer.append(index == count - 1 ? "\n" : ",\n")
                }
            }
            return writer.bytes
        }
    }
}
