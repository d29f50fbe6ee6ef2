import ColorScience
import Parallel
import TokenModel

/// The color and dimension resources of one system as the built-in `android/resources.xml`
/// template writes their lines — `<color>`s for `values/colors.xml` and
/// `values-night/colors.xml`, `<dimen>`s for `values/dimens.xml` — made in one pass over the
/// tokens on all cores: each token's value read once, its name written straight into its line
/// (and kept to be checked for collisions), no context or string per resource.
///
/// They are made only when the names are usable: when two tokens would share a resource name
/// there are none, and the template path (``AndroidEmitter/resourceContexts(for:modes:input:)``)
/// reports them exactly as it always did. So this type reports nothing.
struct AndroidResourceLines: Sendable {
    /// The lines of `values/colors.xml`, in parts (in token order).
    let colors: [[UInt8]]
    /// The lines of `values/dimens.xml`.
    let dimens: [[UInt8]]
    /// The lines of `values-night/colors.xml`.
    let nightColors: [[UInt8]]
    /// Whether any token is copy (else there are no strings).
    let hasCopy: Bool

    /// From this many tokens on, the lines are written on all cores.
    static let parallelThreshold = 4096

    /// The lines of `system`'s tokens in `dayMode` (with the colors that differ in `nightMode`
    /// at night); nil when two names collide.
    init?(system: ResolvedSystem, dayMode: Int, nightMode: Int?) {
        let tokens = system.tokens
        let count = tokens.count
        guard count < Int(Int32.max) else { return nil }
        let night = nightMode.flatMap { $0 == dayMode ? nil : $0 }
        let partCount = count >= Self.parallelThreshold && ParallelMap.mapsMaySpread ? min(count, 64) : 1
        let starts = (0...partCount).map { $0 * count / partCount }
        let parts = ParallelMap.indices(partCount, threshold: 2) { part in
            tokens.withUnsafeBufferPointer { Self.write(starts[part]..<starts[part + 1], tokens: $0, dayMode: dayMode, nightMode: night) }
        }
        // The names (and their buckets) freed on another core; the lines are kept.
        defer { if count >= Self.parallelThreshold { LateRelease.dropInBackground([parts]) } }
        guard Self.namesAreUnique(parts: parts, starts: starts, tokens: tokens) else { return nil }
        colors = parts.map { $0.colors }
        dimens = parts.map { $0.dimens }
        nightColors = parts.map { $0.night }
        hasCopy = parts.contains { $0.hasCopy }
    }

    /// The files' texts: the lines between the template's first and last lines; nil for a file
    /// with no line.
    func files(sources: String) -> (colors: GeneratedPieces?, dimens: GeneratedPieces?, nightColors: GeneratedPieces?) {
        func file(_ parts: [[UInt8]]) -> GeneratedPieces? {
            guard parts.contains(where: { !$0.isEmpty }) else { return nil }
            return GeneratedPieces(buffers: [AndroidResourcesDirectText.header(sources: sources)] + parts + [AndroidResourcesDirectText.footer])
        }
        return (file(colors), file(dimens), file(nightColors))
    }

    // MARK: Writing

    /// One part of the tokens' lines and names.
    private struct Part: Sendable {
        var colors: [UInt8] = []
        var dimens: [UInt8] = []
        var night: [UInt8] = []
        /// Each token's resource name (empty for none), one after the other, and where each ends.
        var names: [UInt8] = []
        var nameEnds: [Int] = []
        /// The tokens with a name by the bucket of their name's hash (``NameCollisions``).
        var buckets = [[(item: Int32, hash: UInt64)]](repeating: [], count: NameCollisions.bucketCount)
        /// Whether every name is ASCII (compared by bytes; other names as strings).
        var isASCII = true
        var hasCopy = false
    }

    /// The lines and names of the tokens in `range`. The tokens are read in place, through a
    /// pointer, and each value is copied out of its token: read in place with
    /// `TokenValues.withValue`, the values' storage — one object that the tokens share — was
    /// retained and released around each read, its count written by both cores at once (a
    /// quarter of the lines' time).
    private static func write(_ range: Range<Int>, tokens: UnsafeBufferPointer<ResolvedToken>, dayMode: Int, nightMode: Int?) -> Part {
        var part = Part()
        part.nameEnds.reserveCapacity(range.count)
        for bucket in part.buckets.indices { part.buckets[bucket].reserveCapacity(range.count / NameCollisions.bucketCount * 2 + 4) }
        var names = ByteWriter(capacity: 24 * range.count)
        var colors = ByteWriter(capacity: 48 * range.count)
        var dimens = ByteWriter(capacity: 16 * range.count)
        var night = ByteWriter(capacity: nightMode == nil ? 0 : 16 * range.count)
        var scratch = NameScratch()
        for index in range {
            scratch.count = 0
            switch tokens[index].values[dayMode] {
            case .color(let color):
                guard makeName(ofPath: tokens[index].path, in: &scratch, isASCII: &part.isASCII) else { break }
                appendColor(color, name: scratch.bytes, to: &colors)
                if let nightMode, case .color(let dark) = tokens[index].values[nightMode], dark != color {
                    appendColor(dark, name: scratch.bytes, to: &night)
                }
            case .dimension(let d), .blur(let d):
                guard makeName(ofPath: tokens[index].path, in: &scratch, isASCII: &part.isASCII) else { break }
                appendDimen(d.points, "dp", name: scratch.bytes, to: &dimens)
            case .typography(let t):
                guard makeName(ofPath: tokens[index].path, fontSize: true, in: &scratch, isASCII: &part.isASCII) else { break }
                appendDimen(t.fontSize.points, "sp", name: scratch.bytes, to: &dimens)
            default:
                if tokens[index].type == .copy { part.hasCopy = true }
            }
            names.append(scratch.bytes)
            part.nameEnds.append(names.count)
            if scratch.count > 0 {
                let hash = NameHash.of(scratch.bytes)
                part.buckets[NameCollisions.bucket(of: hash)].append((Int32(truncatingIfNeeded: index), hash))
            }
        }
        part.names = names.bytes
        part.colors = colors.bytes
        part.dimens = dimens.bytes
        part.night = night.bytes
        return part
    }

    /// Appends `<color name="…">#AARRGGBB</color>`.
    @inline(__always)
    private static func appendColor(_ color: Color, name: UnsafeBufferPointer<UInt8>, to out: inout ByteWriter) {
        out.append("    <color name=\"")
        out.append(name)
        out.append("\">#")
        ComposeValueText.appendARGB(color, to: &out)
        out.append("</color>\n")
    }

    /// Appends `<dimen name="…">16dp</dimen>` (or `sp`).
    @inline(__always)
    private static func appendDimen(_ value: Double, _ unit: StaticString, name: UnsafeBufferPointer<UInt8>, to out: inout ByteWriter) {
        out.append("    <dimen name=\"")
        out.append(name)
        out.append("\">")
        ComposeValueText.appendDecimal(value, to: &out)
        out.append(unit)
        out.append("</dimen>\n")
    }

    // MARK: Names

    /// A buffer a name is made in, reused from token to token, before it is copied into its
    /// line and kept.
    struct NameScratch: ~Copyable {
        /// The bytes (room for ``capacity``).
        private(set) var base: UnsafeMutablePointer<UInt8>
        private var capacity = 256
        /// The name's length.
        var count = 0

        init() { base = .allocate(capacity: capacity) }

        deinit { base.deallocate() }

        /// The name.
        var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

        /// Makes room for `total` bytes, keeping the name.
        mutating func reserve(_ total: Int) {
            guard total > capacity else { return }
            let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: total)
            larger.initialize(from: base, count: count)
            base.deallocate()
            base = larger
            capacity = total
        }

        /// Appends bytes.
        mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
            reserve(count + bytes.count)
            if let source = bytes.baseAddress { (base + count).initialize(from: source, count: bytes.count) }
            count += bytes.count
        }

        /// Appends a literal's bytes.
        mutating func append(_ text: StaticString) {
            append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        }
    }

    /// Makes ``AndroidEmitter/resourceName(_:)`` of a path (with `fontSize`, of the path and
    /// `.font-size`) in `scratch`; false when the name is empty (no resource). Made straight from
    /// the path's bytes when it is ASCII, which is nearly always.
    private static func makeName(ofPath path: String, fontSize: Bool = false, in scratch: inout NameScratch, isASCII: inout Bool) -> Bool {
        let made = path.utf8.withContiguousStorageIfAvailable { makeLowercaseName($0, in: &scratch) }
        if made == true {
            if fontSize { scratch.append("_font_size") }
            return true
        }
        let path = fontSize ? path + ".font-size" : path
        let written: Void? = NameStyle.snakeCase.withASCII(toPath: path, prefix: "") { name in
            scratch.count = 0
            if let first = name.first, first &- UInt8(ascii: "0") < 10 { scratch.append("_") }
            scratch.append(name)
        }
        if written == nil {
            var name = AndroidEmitter.resourceName(path)
            if name.utf8.contains(where: { $0 >= 0x80 }) { isASCII = false }
            scratch.count = 0
            name.withUTF8 { scratch.append($0) }
        }
        return scratch.count > 0
    }

    /// Makes the snake-case name of a path made of lowercase ASCII letters and digits with
    /// single separators (`.`, `-`, `_`) between them — nearly every token's: its words are its
    /// runs of letters and digits, so the name is the path with `_` for each separator (and `_`
    /// before a leading digit) — in one pass over the path. False for any other path.
    @inline(__always)
    private static func makeLowercaseName(_ path: UnsafeBufferPointer<UInt8>, in scratch: inout NameScratch) -> Bool {
        guard let first = path.first else { return false }
        scratch.count = 0
        scratch.reserve(path.count + 12)
        let out = scratch.base
        var count = 0
        if first &- UInt8(ascii: "0") < 10 {
            out[0] = UInt8(ascii: "_")
            count = 1
        }
        var previousIsSeparator = true
        for byte in path {
            if byte &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10 {
                out[count] = byte
                previousIsSeparator = false
            } else if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") {
                if previousIsSeparator { return false }
                out[count] = UInt8(ascii: "_")
                previousIsSeparator = true
            } else {
                return false
            }
            count += 1
        }
        guard !previousIsSeparator else { return false }
        scratch.count = count
        return true
    }

    /// Whether no two tokens of different paths have the same name (as the template path claims
    /// them: a name held by a token of the same path is not a collision).
    private static func namesAreUnique(parts: [Part], starts: [Int], tokens: [ResolvedToken]) -> Bool {
        /// The name of token `index`, in its part.
        @Sendable func withName<Result>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
            var low = 0, high = parts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if starts[middle] <= index { low = middle } else { high = middle - 1 }
            }
            let part = parts[low], local = index - starts[low]
            let start = local == 0 ? 0 : part.nameEnds[local - 1]
            return part.names.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<part.nameEnds[local]])) }
        }
        guard !parts.contains(where: { !$0.isASCII }) else {
            // Names compared as strings (equal strings may differ in their bytes).
            var owners: [String: Int] = [:]
            for index in tokens.indices {
                let name = withName(index) { String(decoding: $0, as: UTF8.self) }
                guard !name.isEmpty else { continue }
                if let other = owners[name], tokens[other].path != tokens[index].path { return false }
                owners[name] = index
            }
            return true
        }
        return NameCollisions.noneConflict(parts.map { $0.buckets }, isEqual: { a, b in
            withName(a) { first in withName(b) { first.elementsEqual($0) } }
        }, conflicts: { tokens[$0].path != tokens[$1].path })
    }
}
