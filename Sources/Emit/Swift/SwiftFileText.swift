import Foundation

/// The Swift file's text made of the rendered frame (header, value types, extensions) and the
/// namespaces' ready text put where the renderer marked them (``SwiftNamespaceMark``), in one
/// copy into the file's string.
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
        return frame.withUTF8 { frameBytes -> String in
            namespaces.text.withUnsafeBufferPointer { text -> String in
                var releaser = inOrder ? text.baseAddress.map { PageReleaser(base: UnsafeRawPointer($0)) } : nil
                return String(unsafeUninitializedCapacity: total) { out -> Int in
                    var written = 0
                    var frameStart = 0
                    func copy(_ bytes: UnsafeBufferPointer<UInt8>) {
                        guard let source = bytes.baseAddress, bytes.count > 0, let target = out.baseAddress else { return }
                        (target + written).update(from: source, count: bytes.count)
                        written += bytes.count
                    }
                    for place in usable {
                        copy(UnsafeBufferPointer(rebasing: frameBytes[frameStart..<place.offset]))
                        frameStart = place.offset
                        let range = ranges[place.item]
                        // A large namespace is copied a megabyte at a time, its pages released behind.
                        var start = range.lowerBound
                        while start < range.upperBound {
                            let end = min(start + (1 << 20), range.upperBound)
                            copy(UnsafeBufferPointer(rebasing: text[start..<end]))
                            releaser?.release(upTo: end)
                            start = end
                        }
                    }
                    copy(UnsafeBufferPointer(rebasing: frameBytes[frameStart...]))
                    return written
                }
            }
        }
    }
}
