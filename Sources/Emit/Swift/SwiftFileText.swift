import TokenModel

/// The Swift file's text made of the rendered frame (header, value types, extensions) and the
/// namespaces' ready text put where the renderer marked them (``SwiftNamespaceMark``): pieces
/// of both written to the file one after the other, never joined into one string.
enum SwiftFileText {
    /// The namespaces' ready text: buffers, and each top-level namespace as ranges of them (a
    /// namespace may start in one buffer and end in a later one).
    struct Namespaces {
        var buffers: [OwnedBytes] = []
        var ranges: [[(buffer: Int, range: Range<Int>)]] = []
    }

    /// The frame with each marked namespace's bytes inserted at its offset (marks at the same
    /// offset in the order they were met), as rendering the namespaces in place writes it.
    /// Marks out of the frame, naming no namespace, or before an earlier mark are ignored.
    static func pieces(frame: String, places: [(item: Int, offset: Int)], namespaces: Namespaces) -> GeneratedPieces {
        let ranges = namespaces.ranges
        let frameCount = frame.utf8.count
        var pieces: [(source: Int, range: Range<Int>)] = []
        pieces.reserveCapacity(2 * places.count + namespaces.buffers.count + 1)
        var frameStart = 0
        for place in places where place.item >= 0 && place.item < ranges.count
            && place.offset >= frameStart && place.offset <= frameCount {
            if place.offset > frameStart { pieces.append((-1, frameStart..<place.offset)) }
            frameStart = place.offset
            for part in ranges[place.item] where !part.range.isEmpty { pieces.append((part.buffer, part.range)) }
        }
        if frameCount > frameStart { pieces.append((-1, frameStart..<frameCount)) }
        return GeneratedPieces(frame: frame, buffers: [], owned: namespaces.buffers, pieces: pieces)
    }
}
