/// A stack whose top elements are moved out, in one piece, into an exactly sized array.
///
/// ``DocumentBuilder`` gathers the items and pairs of every open collection on one such stack
/// each. With an `Array` as the stack, ending a collection copies its elements into the new array
/// (retaining every string and array inside) and then destroys the originals (releasing them
/// again); moving them does neither.
final class MovingStack<Element> {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    /// The number of elements on the stack.
    private(set) var count = 0

    /// Creates an empty stack.
    init(capacity: Int = 256) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// Pushes an element.
    func push(_ element: consuming Element) {
        if count == capacity {
            let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
            larger.moveInitialize(from: base, count: count)
            base.deallocate()
            base = larger
            capacity *= 2
        }
        (base + count).initialize(to: element)
        count += 1
    }

    /// The element at `index` (0 is the bottom of the stack), read or changed in place.
    subscript(index: Int) -> Element {
        get {
            precondition(index >= 0 && index < count, "MovingStack index out of range")
            return base[index]
        }
        set {
            precondition(index >= 0 && index < count, "MovingStack index out of range")
            base[index] = newValue
        }
    }

    /// Removes the top element.
    func removeLast() {
        precondition(count > 0, "MovingStack is empty")
        count -= 1
        (base + count).deinitialize(count: 1)
    }

    /// Calls `body` with the element at `index` without copying it.
    func withElement<Result>(at index: Int, _ body: (borrowing Element) -> Result) -> Result {
        precondition(index >= 0 && index < count, "MovingStack index out of range")
        return body(base[index])
    }

    /// Removes the elements from `start` to the top and returns them, in order.
    func popArray(from start: Int) -> [Element] {
        precondition(start >= 0 && start <= count, "MovingStack index out of range")
        let moved = count - start
        count = start
        if moved == 0 { return [] }
        return Array(unsafeUninitializedCapacity: moved) { buffer, initialized in
            buffer.baseAddress!.moveInitialize(from: base + start, count: moved)
            initialized = moved
        }
    }
}
