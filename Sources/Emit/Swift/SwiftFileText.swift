import Foundation

/// The Swift file's text made of the rendered frame (header, value types, extensions) and the
/// namespaces' ready text put where the renderer marked them (``SwiftNamespaceMark``), copied
/// once into the file's string (through a small chunk that stays in the caches).
enum SwiftFileText {
    /// The frame with each marked namespace's bytes inserted at its offset (marks at the same
    /// offset in the order they were met), as rendering the namespaces in place writes it.
    ///
    /// When every namespace is used once and in order (the built-in templates), the pages of
    /// the namespaces' text are given back to the system as they are copied, so that the text
    /// and the file are not both held in full (a Swift file of 100,000 tokens is 22 MB).
    static func assemble(frame: String, places: [(item: Int, offset: Int)],
                         namespaces: (text: [UInt8], ranges: [Range<Int>])) -> String {
        var frame = frame
        let ranges = namespaces.ranges
        // Marks inside the frame and naming a namespace; offsets never decrease as rendered.
        let frameCount = frame.utf8.count
        var usable: [(item: Int, offset: Int)] = []
        usable.reserveCapacity(places.count)
        var previousOffset = 0
        var previousItem = -1
        var inOrder = true
        for place in places where place.item >= 0 && place.item < ranges.count
            && place.offset >= previousOffset && place.offset <= frameCount {
            usable.append(place)
            previousOffset = place.offset
            if place.item <= previousItem || ranges[place.item].lowerBound < (previousItem >= 0 ? ranges[previousItem].upperBound : 0) {
                inOrder = false
            }
            previousItem = place.item
        }
        var total = frameCount
        for place in usable { total += ranges[place.item].count }
        var result = ""
        result.reserveCapacity(total)
        frame.withUTF8 { frameBytes in
            namespaces.text.withUnsafeBufferPointer { text in
                var releaser = inOrder ? text.baseAddress.map { PageReleaser(base: UnsafeRawPointer($0)) } : nil
                var frameStart = 0
                for place in usable {
                    append(UnsafeBufferPointer(rebasing: frameBytes[frameStart..<place.offset]), to: &result)
                    frameStart = place.offset
                    let range = ranges[place.item]
                    append(UnsafeBufferPointer(rebasing: text[range]), to: &result) { copied in
                        releaser?.release(upTo: range.lowerBound + copied)
                    }
                }
                append(UnsafeBufferPointer(rebasing: frameBytes[frameStart...]), to: &result)
            }
        }
        return result
    }

    /// Appends valid UTF-8 to a string a chunk at a time, cut between characters: a chunk is
    /// checked as ASCII many times faster than as UTF-8 in general, so a non-ASCII character
    /// slows the check of its own chunk only. `copied` is told how many bytes are in so far.
    private static func append(_ bytes: UnsafeBufferPointer<UInt8>, to result: inout String,
                               copied: (Int) -> Void = { _ in }) {
        let chunkSize = 1 << 16
        var start = 0
        while start < bytes.count {
            var end = min(start + chunkSize, bytes.count)
            while end < bytes.count && end > start && bytes[end] & 0xC0 == 0x80 { end -= 1 }
            if end == start { end = min(start + chunkSize, bytes.count) }  // not UTF-8 there: cut anyway
            result += String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            start = end
            copied(start)
        }
    }
}
