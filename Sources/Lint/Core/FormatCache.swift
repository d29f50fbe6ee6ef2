import Foundation

/// A small thread-safe memo of formatted texts, used by ``Format`` (rules run on several
/// threads). Holds at most `limit` entries; beyond that, texts are made but not remembered.
final class FormatCache<Key: Hashable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Key: String] = [:]
    private let limit: Int

    /// Creates an empty cache that remembers up to `limit` texts.
    init(limit: Int = 4096) { self.limit = limit }

    /// The text remembered for `key`, if any.
    func value(for key: Key) -> String? {
        lock.lock()
        defer { lock.unlock() }
        return storage[key]
    }

    /// Remembers `text` for `key` (unless the cache is full).
    func store(_ text: String, for key: Key) {
        lock.lock()
        if storage.count < limit { storage[key] = text }
        lock.unlock()
    }
}
