/// A resolved token's value in each mode, indexed like ``ResolvedSystem/modes``: used like an
/// array of ``TokenValue``s, but a range of an array of optional values that tokens can share —
/// the values the resolver decoded ahead, which the tokens made of them (90 % at 100,000 tokens)
/// use where they are. A heap array per token, and a copy of each value into it, were ~330 of the
/// ~540 instructions `makeTokensAhead` spent on each token (callgrind, `resolve` of 10,000
/// tokens), on the thread that bounds the two-core resolver. Holding the values inline instead
/// cost more than the array: each copy of a struct holding a `TokenValue` goes through an
/// outlined copy of the enum's every case, and the optimizer copied it twice.
public struct TokenValues: RandomAccessCollection, Equatable, Sendable, ExpressibleByArrayLiteral {
    /// The values, `storage[start..<start + length]`, never nil there. Read inline in the
    /// emitters' modules, like an array's elements: through a call each read cost 2.6 M
    /// instructions more in a build of 10,000 tokens. The bounds are 32-bit so that a resolved
    /// token stays within 112 bytes; no array of 2^31 optional values (≥ 80 GB) can be made.
    @usableFromInline let storage: [TokenValue?]
    @usableFromInline let start: Int32
    @usableFromInline let length: Int32

    /// The values `storage[start..<start + count]`, all of them set.
    init(sharing storage: [TokenValue?], start: Int, count: Int) {
        self.storage = storage
        self.start = Int32(start)
        self.length = Int32(count)
    }

    /// The values in `values`, in order.
    public init(_ values: [TokenValue]) {
        self.init(sharing: values.map { $0 }, start: 0, count: values.count)
    }

    public init(arrayLiteral values: TokenValue...) {
        self.init(values)
    }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { Int(length) }
    @inlinable public var count: Int { Int(length) }

    /// Copied out as a `TokenValue`: `storage[i]!` copied the optional through `Optional`'s
    /// run-time value witness, with its metadata (~160 instructions a read, in every emitter).
    @inlinable public subscript(position: Int) -> TokenValue {
        withValue(at: position) { $0.pointee }
    }

    /// Calls `body` with the address of the value at `position`, read in place: taken out
    /// through the subscript, a value is copied case by case and destroyed after use (~230
    /// instructions a token where a writer only reads it). The address is valid during the call.
    @inlinable public func withValue<Result>(at position: Int, _ body: (UnsafePointer<TokenValue>) throws -> Result) rethrows -> Result {
        precondition(position >= 0 && position < Int(length), "Index out of range")
        return try storage.withUnsafeBufferPointer { values in
            let slot = values.baseAddress! + (Int(start) + position)
            // Not `!= nil`: `TokenValue` is equatable, and that compared a copy.
            guard case .some = slot.pointee else { preconditionFailure("a token's value is missing") }
            // A `.some` optional holds its payload at its start, as the value itself.
            return try slot.withMemoryRebound(to: TokenValue.self, capacity: 1, body)
        }
    }

    public static func == (a: TokenValues, b: TokenValues) -> Bool {
        a.elementsEqual(b)
    }
}
