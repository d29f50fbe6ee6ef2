/// One value kept on the heap, immutable and shared by every copy that holds it.
///
/// The model's records (``ElementStyle``, ``Element``) hold their optional parts through these:
/// a part that is not written costs a nil reference (8 bytes) instead of its whole inline size
/// (a typography override is ~420 bytes, an accessibility description ~500), and copying a record
/// — a style made for another mode or state, an element copied into a flattened list — retains
/// the parts it keeps instead of copying them. A part is replaced, never changed in place, so a
/// shared value is never written.
@usableFromInline
final class SharedValue<Value: Sendable & Hashable>: Sendable, Hashable {
    /// The value.
    @usableFromInline let value: Value

    /// Boxes a value.
    @inlinable init(_ value: Value) { self.value = value }

    /// `body` of the value where it is stored: read as `box.value`, a value was copied out of its
    /// box (its payload's references retained, then released) only to have a part taken from it.
    @inlinable func read<Result>(_ body: (Value) -> Result) -> Result { body(value) }

    /// Whether two boxes hold equal values (the same box at once).
    @inlinable static func == (lhs: SharedValue, rhs: SharedValue) -> Bool {
        lhs === rhs || lhs.value == rhs.value
    }

    /// Hashes the value.
    @inlinable func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
