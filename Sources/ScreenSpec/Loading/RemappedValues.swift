import Foundation
import TokenModel

/// The value occurrences of a screen made by ``ScreenModeRemapper``: those of the screen it was
/// made from, each `{token}` taking the token's value in the new mode — worked out when first
/// read, then kept.
///
/// A spec writes a few hundred values, and the rules that read occurrences (raw-value, the
/// token-reference index) skip remapped screens: made at once, they were a tenth of a large
/// lint's heap and a third of its remapping, for nothing.
final class RemappedValues: @unchecked Sendable {
    private let base: [SpecValueOccurrence]
    private let system: ResolvedSystem
    private let toMode: Int
    private let changed: [Bool]
    private let lock = NSLock()
    /// The occurrences once made (guarded by `lock`).
    private var made: [SpecValueOccurrence]?

    /// `changed` says, by token index, which tokens have another value in `toMode` than in the
    /// mode `base` was decoded in.
    init(base: [SpecValueOccurrence], system: ResolvedSystem, toMode: Int, changed: [Bool]) {
        self.base = base; self.system = system; self.toMode = toMode; self.changed = changed
    }

    /// The occurrences in the new mode: every reference to a token that changed takes its new
    /// value (one box per token, shared by its occurrences); everything else is kept as it is.
    var values: [SpecValueOccurrence] {
        lock.lock()
        defer { lock.unlock() }
        if let made { return made }
        var boxes: [Int: SharedValue<TokenValue>] = [:]
        var result = base
        for i in result.indices {
            guard let path = result[i].tokenPath, let t = system.tokenIndex(of: path), changed[t] else { continue }
            if let box = boxes[t] {
                result[i].sharedValue = box
            } else {
                let values = system.tokens[t].values
                let box = SharedValue(values.indices.contains(toMode) ? values[toMode] : values[0])
                boxes[t] = box
                result[i].sharedValue = box
            }
        }
        made = result
        return result
    }
}
