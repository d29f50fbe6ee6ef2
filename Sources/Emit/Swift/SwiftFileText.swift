/// The Swift file's text made of the rendered frame (header, value types, extensions) and the
/// namespaces' ready text put where the renderer marked them (``SwiftNamespaceMark``): pieces
/// of both written to the file one after the other, never joined into one string.
enum SwiftFileText {
    /// The frame with each marked namespace's bytes inserted at its offset (marks at the same
    /// offset in the order they were met), as rendering the namespaces in place writes it.
    /// Marks out of the frame, naming no namespace, or before an earlier mark are ignored.
    static func pieces(frame: String, places: [(item: Int, offset: Int)],
                       namespaces: (text: [UInt8], ranges: [Range<Int>])) -> GeneratedPieces {
        let ranges = namespaces.ranges
        let frameCount = frame.utf8.count
        var pieces: [(inFrame: Bool, range: Range<Int>)] = []
        pieces.reserveCapacity(2 * places.count + 1)
        var frameStart = 0
        for place in places where place.item >= 0 && place.item < ranges.count
            && place.offset >= frameStart && place.offset <= frameCount {
            if place.offset > frameStart { pieces.append((true, frameStart..<place.offset)) }
            frameStart = place.offset
            if !ranges[place.item].isEmpty { pieces.append((false, ranges[place.item])) }
        }
        if frameCount > frameStart { pieces.append((true, frameStart..<frameCount)) }
        return GeneratedPieces(frame: frame, buffer: namespaces.text, pieces: pieces)
    }
}
