import TokenModel

/// One file an emitter produces: a path relative to the output's location, and its contents.
public struct GeneratedFile: Sendable, Hashable {
    /// Path relative to the output path given in the configuration (for a single-file output,
    /// usually just its name; for a folder output such as an asset catalog, `Brand.colorset/Contents.json`).
    public var path: String
    /// The file's bytes, as UTF-8 text (for a file made of ``GeneratedPieces``, joined when asked for).
    public var contents: String {
        get {
            if let slice { return String(decoding: slice.bytes, as: UTF8.self) }
            return pieces?.joined ?? text
        }
        set {
            text = newValue
            pieces = nil
            slice = nil
        }
    }
    /// The contents, unless the file is made of pieces or is a slice of a shared buffer.
    private var text: String
    /// The contents as pieces written one after the other (nil: ``text`` or ``slice``).
    private var pieces: GeneratedPieces?
    /// The contents as a range of a buffer other files have ranges of too (nil: ``text`` or
    /// ``pieces``).
    private var slice: SharedSlice?

    /// Creates a generated file.
    public init(path: String, contents: String) {
        self.path = path
        text = contents
    }

    /// Creates a generated file whose contents are pieces of text written one after the other.
    public init(path: String, pieces: GeneratedPieces) {
        self.path = path
        text = ""
        self.pieces = pieces
    }

    /// Creates a generated file whose contents are `range` of a buffer shared with other files:
    /// the 50,000 color sets of an asset catalog are written into a few buffers, one per run of
    /// color sets, rather than into a string each (made from bytes, each string was allocated,
    /// copied and checked as UTF-8 again). `range` must be valid UTF-8 within `buffer`.
    public init(path: String, sharing buffer: OwnedBytes, range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= buffer.count, "a file's range outside its buffer")
        self.path = path
        text = ""
        slice = SharedSlice(buffer: buffer, range: range)
    }

    /// The number of bytes of the contents.
    public var byteCount: Int { slice?.range.count ?? pieces?.byteCount ?? text.utf8.count }

    /// Calls `body` with the contents' bytes: buffers to be written one after the other, valid
    /// during the call.
    public func withBuffers<Result>(_ body: ([UnsafeBufferPointer<UInt8>]) throws -> Result) rethrows -> Result {
        if let slice { return try body([slice.bytes]) }
        if let pieces { return try pieces.withBuffers(body) }
        var text = text
        return try text.withUTF8 { try body([$0]) }
    }

    public static func == (lhs: GeneratedFile, rhs: GeneratedFile) -> Bool {
        lhs.path == rhs.path && lhs.contents == rhs.contents
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(contents)
    }
}

/// A range of a buffer shared by several files' contents.
private struct SharedSlice: Sendable {
    let buffer: OwnedBytes
    let range: Range<Int>

    /// The range's bytes, valid while the buffer lives.
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: buffer.bytes[range]) }
}

/// A file's contents as ranges of a small text and of large buffers of UTF-8, written one after
/// the other: the Swift output's rendered frame and its namespaces' ready text, in the buffers
/// the cores wrote it into. Writing the pieces straight to the file saves joining them into one
/// string (at 100,000 tokens ~51 M instructions and 22 MB of fresh pages on the one core still
/// rendering at the end of a build), and joining the buffers (~22 M instructions, 22 MB).
public struct GeneratedPieces: Sendable {
    /// The small text (the frame).
    let frame: String
    /// The large buffers (the namespaces), valid UTF-8 in each range used.
    let buffers: [[UInt8]]
    /// Large buffers handed over by the writers that wrote them (a resolved document's parts),
    /// numbered after ``buffers``: source `buffers.count + i` is `owned[i]`.
    let owned: [OwnedBytes]
    /// The pieces in order: a range of the frame's UTF-8 (`source` -1) or of a buffer.
    let pieces: [(source: Int, range: Range<Int>)]
    /// The number of bytes in all.
    public let byteCount: Int

    /// Pieces of a frame's UTF-8 and of buffers' bytes (each range within its source, cut
    /// between characters).
    public init(frame: String, buffers: [[UInt8]], owned: [OwnedBytes] = [], pieces: [(source: Int, range: Range<Int>)]) {
        self.frame = frame
        self.buffers = buffers
        self.owned = owned
        self.pieces = pieces
        byteCount = pieces.reduce(0) { $0 + $1.range.count }
    }

    /// Whole owned buffers one after the other (each cut between characters), then `suffix`:
    /// a resolved document's parts as the cores wrote them, and the template's final newline.
    init(owned: [OwnedBytes], suffix: String = "") {
        var pieces = owned.indices.map { (source: $0, range: 0..<owned[$0].count) }
        if !suffix.isEmpty { pieces.append((-1, 0..<suffix.utf8.count)) }
        self.init(frame: suffix, buffers: [], owned: owned, pieces: pieces)
    }

    /// Whole buffers of UTF-8 one after the other (each cut between characters): a stylesheet's
    /// or a flat JSON file's parts as the cores wrote them. Joined into one string, the 17 MB of
    /// CSS and flat JSON at 100,000 tokens were copied once more, into fresh pages, only to be
    /// written to their files and freed.
    init(buffers: [[UInt8]]) {
        self.init(frame: "", buffers: buffers, pieces: buffers.indices.map { ($0, 0..<buffers[$0].count) })
    }

    /// Owned buffers one after the other (each cut between characters) between a header and a
    /// footer: a String Catalog's or its accessors' parts as the cores wrote them.
    init(wrapping owned: [OwnedBytes], header: String, footer: String) {
        let headerCount = header.utf8.count
        var pieces = [(source: -1, range: 0..<headerCount)]
        pieces += owned.indices.map { (source: $0, range: 0..<owned[$0].count) }
        pieces.append((-1, headerCount..<(headerCount + footer.utf8.count)))
        self.init(frame: header + footer, buffers: [], owned: owned, pieces: pieces)
    }

    /// Calls `body` with the pieces' bytes, in order.
    func withBuffers<Result>(_ body: ([UnsafeBufferPointer<UInt8>]) throws -> Result) rethrows -> Result {
        var frame = frame
        return try frame.withUTF8 { frameBytes in
            var pinned: [UnsafeBufferPointer<UInt8>] = []
            pinned.reserveCapacity(buffers.count)
            return try Self.pinning(buffers, from: 0, pinned: &pinned) { pinned in
                try body(pieces.map { piece in
                    let source = piece.source < 0 ? frameBytes
                        : piece.source < pinned.count ? pinned[piece.source] : owned[piece.source - pinned.count].bytes
                    return UnsafeBufferPointer(rebasing: source[piece.range])
                })
            }
        }
    }

    /// Calls `body` with the bytes of `buffers[index...]` appended to `pinned`, each valid
    /// during the call. (Appended in place: a stylesheet has a buffer per part of each block,
    /// and copying the list at each level was quadratic in their number.)
    private static func pinning<Result>(_ buffers: [[UInt8]], from index: Int, pinned: inout [UnsafeBufferPointer<UInt8>],
                                        _ body: ([UnsafeBufferPointer<UInt8>]) throws -> Result) rethrows -> Result {
        guard index < buffers.count else { return try body(pinned) }
        return try buffers[index].withUnsafeBufferPointer { bytes in
            pinned.append(bytes)
            return try pinning(buffers, from: index + 1, pinned: &pinned, body)
        }
    }

    /// The pieces joined into one string.
    var joined: String {
        var result = ""
        result.reserveCapacity(byteCount)
        withBuffers { buffers in
            for bytes in buffers { Self.append(bytes, to: &result) }
        }
        return result
    }

    /// Appends valid UTF-8 to a string a chunk at a time, cut between characters: a chunk is
    /// checked as ASCII many times faster than as UTF-8 in general, so a non-ASCII character
    /// slows the check of its own chunk only (copied into a `String` at once, a Swift file of
    /// 100,000 tokens took 227 M instructions instead of 51 M).
    private static func append(_ bytes: UnsafeBufferPointer<UInt8>, to result: inout String) {
        let chunkSize = 1 << 16
        var start = 0
        while start < bytes.count {
            var end = min(start + chunkSize, bytes.count)
            while end < bytes.count && end > start && bytes[end] & 0xC0 == 0x80 { end -= 1 }
            if end == start { end = min(start + chunkSize, bytes.count) }  // not UTF-8 there: cut anyway
            result += String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            start = end
        }
    }
}
