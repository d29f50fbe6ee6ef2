import ColorScience
import Diagnostics
import Foundation
import Parallel
import TokenModel

/// `format: xcassets` — an Xcode asset catalog with one color set per color token, so
/// `Color("color/brand/primary", bundle:)` and `UIColor(named:)` work and Xcode previews show the
/// colors.
///
/// The files are relative to the output's path, which names the `.xcassets` folder: the catalog's
/// `Contents.json`, one `Contents.json` per group folder (with `provides-namespace`, so a color's
/// name is its path with `/`), and `<group>/<name>.colorset/Contents.json` per color. Modes become
/// appearances (see ``AppearanceSlots``): Any, Light, Dark and High Contrast; a color that is the
/// same in every mode is a single Any entry. A color outside the
/// sRGB gamut is written in `display-p3` (gamut-mapped into Display P3 when it is wider still);
/// every other color in `srgb`.
///
/// Parameters: `namespaces` (bool, default true; false puts every color set at the top level,
/// named by its path joined with `-`), `modes` (which modes to use).
/// With several systems in one output, each gets a top-level namespace folder named after it.
public struct AssetCatalogEmitter: Emitter {
    /// `xcassets`.
    public static let formatName = "xcassets"
    /// One line for `tokenc templates list`.
    public static let summary = "Xcode asset catalog: a color set per color token, with Dark and High Contrast appearances"

    /// Creates the emitter. It renders with the input's templates (the built-ins, or the
    /// project's overrides).
    public init() {}

    /// Produces the catalog's files, or nil after reporting an error.
    public func emit(_ input: EmitInput) -> [GeneratedFile]? {
        let namespaces = input.parameters.bool("namespaces") ?? true
        var files: [GeneratedFile] = []
        var folders: Set<String> = []
        var failed = false
        guard let rootJSON = render("xcassets/folder", AssetCatalogFolderContext(providesNamespace: false), input) else { return nil }
        files.append(GeneratedFile(path: "Contents.json", contents: rootJSON))

        // Every group folder's Contents.json is the same text: rendered once, when first needed.
        var groupJSON: String?
        let direct = ColorSetJSON.isBuiltin(in: input.templates)
        for system in FilteredSystems.of(input) {
            let systemFolder = input.systems.count > 1 ? Self.fileName(system.name) : nil
            // With the built-in template each color set's file is written directly, on all cores;
            // otherwise its context is rendered here.
            if direct {
                guard var runs = directColorSets(for: system, input: input, namespaces: namespaces,
                                                 systemFolder: systemFolder) else {
                    failed = true
                    continue
                }
                let total = runs.reduce(0) { $0 + $1.files.count }
                files.reserveCapacity(files.count + total + total / 8)
                folders.reserveCapacity(folders.count + total / 4)
                // The group of the color set before: color sets of one group follow one another.
                // Only where a run's group changes can a group be new; the files in between are
                // moved over a run's stretch at a time.
                var lastGroup = ""
                for r in runs.indices {
                    var from = 0
                    for change in runs[r].groupChanges {
                        let path = runs[r].files[change.index].path
                        guard !Self.hasPrefix(path, lastGroup, length: change.groupEnd) else { continue }
                        let group = Self.prefix(path, length: change.groupEnd)
                        if !folders.contains(group) {
                            Self.move(&runs[r].files, from..<change.index, to: &files)
                            from = change.index
                            let folder = Self.prefix(path, length: change.folderEnd)
                            for prefix in Self.newGroupFolders(of: folder, known: folders) where folders.insert(prefix).inserted {
                                if groupJSON == nil {
                                    guard let json = render("xcassets/folder", AssetCatalogFolderContext(providesNamespace: true), input) else { return nil }
                                    groupJSON = json
                                }
                                files.append(GeneratedFile(path: prefix + "/Contents.json", contents: groupJSON ?? ""))
                            }
                        }
                        lastGroup = group
                    }
                    Self.move(&runs[r].files, from..<runs[r].files.count, to: &files)
                }
                // Freed on another core: 50,000 files' references, released here, were ~5 ms on this one.
                if total >= 4_096 { LateRelease.dropInBackground([runs]) }
                continue
            }
            guard let colorSets = colorSets(for: system, input: input, namespaces: namespaces) else {
                failed = true
                continue
            }
            let made: [(folder: String, context: ColorSetContext)] = colorSets.map { ((systemFolder.map { $0 + "/" } ?? "") + $0.folder, $0) }
            files.reserveCapacity(files.count + made.count + made.count / 8)
            // The group of the color set before: color sets of one group follow one another.
            var lastGroup = ""
            for (folder, context) in made {
                // Every folder on the way to the color set is a group with a namespace. When the
                // group is known, so are those above it.
                if let slash = folder.utf8.lastIndex(of: UInt8(ascii: "/")),
                   !Self.hasPrefix(folder, lastGroup, endingAt: slash) {
                    let group = String(folder[..<slash])
                    if !folders.contains(group) {
                        for prefix in Self.groupFolders(of: folder) where folders.insert(prefix).inserted {
                            if groupJSON == nil {
                                guard let json = render("xcassets/folder", AssetCatalogFolderContext(providesNamespace: true), input) else { return nil }
                                groupJSON = json
                            }
                            files.append(GeneratedFile(path: prefix + "/Contents.json", contents: groupJSON ?? ""))
                        }
                    }
                    lastGroup = group
                }
                guard let rendered = render("xcassets/colorset", context, input) else { return nil }
                files.append(GeneratedFile(path: folder + "/Contents.json", contents: rendered))
            }
        }
        return failed ? nil : files
    }

    /// An empty file, left in a run's place when its file is moved out (its strings are empty:
    /// nothing to count or free).
    private static let movedOut = GeneratedFile(path: "", contents: "")

    /// Moves `files[range]` to the end of `destination`, leaving ``movedOut`` in their places.
    /// Copied (`append(contentsOf:)`), each file's path and buffer were retained on this core,
    /// though made on another: a cache miss each, ~5 ms for 50,000 color sets.
    private static func move(_ files: inout [GeneratedFile], _ range: Range<Int>, to destination: inout [GeneratedFile]) {
        files.withUnsafeMutableBufferPointer { buffer in
            for i in range {
                destination.append((buffer.baseAddress! + i).move())
                (buffer.baseAddress! + i).initialize(to: movedOut)
            }
        }
    }

    /// Whether `folder` up to `end` is `prefix`, compared as bytes.
    private static func hasPrefix(_ folder: String, _ prefix: String, endingAt end: String.Index) -> Bool {
        var folder = folder, prefix = prefix
        let length = folder.utf8.distance(from: folder.startIndex, to: end)
        guard length == prefix.utf8.count else { return false }
        return folder.withUTF8 { a in prefix.withUTF8 { b in length == 0 || memcmp(a.baseAddress!, b.baseAddress!, length) == 0 } }
    }

    /// Whether the first `length` bytes of `path` are `prefix`.
    private static func hasPrefix(_ path: String, _ prefix: String, length: Int) -> Bool {
        var path = path, prefix = prefix
        guard length == prefix.utf8.count else { return false }
        return path.withUTF8 { a in prefix.withUTF8 { b in length == 0 || memcmp(a.baseAddress!, b.baseAddress!, length) == 0 } }
    }

    /// The first `length` bytes of `path` (cut after an ASCII `/` or before `/Contents.json`).
    private static func prefix(_ path: String, length: Int) -> String {
        var path = path
        return path.withUTF8 { String(decoding: UnsafeBufferPointer(rebasing: $0[..<length]), as: UTF8.self) }
    }

    /// Whether a name has no uppercase letter and nothing beyond ASCII (then it is its own
    /// lowercased form).
    private static func isLowercaseASCII(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { bytes in
            for byte in bytes where byte >= 0x80 || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) { return false }
            return true
        }
    }

    /// The group folders above a color set's folder, outermost first: `a`, `a/b` for `a/b/c.colorset`
    /// (the names between `/` separators, empty ones skipped).
    static func groupFolders(of folder: String) -> [String] {
        var parts = folder.utf8.split(separator: UInt8(ascii: "/"))
        guard parts.count > 1 else { return [] }
        parts.removeLast()
        var result: [String] = []
        result.reserveCapacity(parts.count)
        var prefix = ""
        for part in parts {
            if !prefix.isEmpty { prefix += "/" }
            prefix += Substring(part)
            result.append(prefix)
        }
        return result
    }

    /// ``groupFolders(of:)`` without those `known` holds, outermost first, where `known` holds
    /// the ancestors of every folder it holds (as the emitter fills it). Found from the deepest
    /// up to the first known one: a new group is nearly always one more folder in a known one,
    /// and making every ancestor's path (and hashing it) per new group cost ~7,600 instructions.
    static func newGroupFolders(of folder: String, known: Set<String>) -> [String] {
        var folder = folder
        let ends = folder.withUTF8 { bytes -> [Int]? in
            // Where each `/` is, when no name is empty (else the names are not the bytes between them).
            guard let first = bytes.first, first != UInt8(ascii: "/"), bytes.last != UInt8(ascii: "/") else { return nil }
            var ends: [Int] = []
            var previous: UInt8 = 0
            for i in bytes.indices {
                if bytes[i] == UInt8(ascii: "/") {
                    if previous == UInt8(ascii: "/") { return nil }
                    ends.append(i)
                }
                previous = bytes[i]
            }
            return ends
        }
        guard let ends else { return groupFolders(of: folder).filter { !known.contains($0) } }
        var result: [String] = []
        for end in ends.reversed() {
            let prefix = prefix(folder, length: end)
            if known.contains(prefix) { break }
            result.append(prefix)
        }
        return result.reversed()
    }

    /// The color sets of one system, in token order. Returns nil after reporting names that
    /// collide in the catalog.
    public func colorSets(for system: ResolvedSystem, input: EmitInput, namespaces: Bool = true) -> [ColorSetContext]? {
        let modeNames = system.modes
        return colorSets(for: system, input: input, namespaces: namespaces) { path, assetName, folder, colors, slots in
            ColorSetContext(tokenPath: path, assetName: assetName, folder: folder,
                            entries: Self.entries(colors: colors, modeNames: modeNames, slots: slots))
        }
    }

    /// What the color sets of one system are made from: its color tokens (indices into its
    /// tokens), the appearance slots, each token's color in each slot (token by token), and the
    /// tokens' paths.
    private struct ColorSource: Sendable {
        var tokens: [Int]
        var slots: [AppearanceSlots.Slot]
        var colors: [Color]
        var paths: [String]

        /// The colors of the `k`th color token, one per slot.
        func colors(ofSet k: Int) -> ArraySlice<Color> {
            colors[(k * slots.count)..<((k + 1) * slots.count)]
        }
    }

    /// The colors of a system's color sets (reporting modes that become no appearance).
    private func colorSource(for system: ResolvedSystem, input: EmitInput) -> ColorSource {
        let selection = ModeSelection(system: system, parameters: input.parameters, format: Self.formatName,
                                      diagnostics: input.diagnostics)
        let slots = AppearanceSlots(modeNames: system.modes, selected: selection.indices)
        let hasColors = system.tokens.contains { $0.type == .color }
        if hasColors, !slots.unusedModes.isEmpty {
            let names = slots.unusedModes.map { "'\(system.modes[$0])'" }.joined(separator: ", ")
            input.diagnostics.report(.warning(
                "xcassets-unused-mode",
                "the asset catalog of '\(system.name)' has no appearance for mode \(names); only modes named light, dark or high contrast become appearances",
                at: nil, suggestion: "name the mode after its appearance (dark, high-contrast, dark-high-contrast), or leave it out with the output's 'modes' parameter"))
        }
        // The colors each color set shows, read here on one thread: every token's values share
        // one storage, whose reference count two cores would fight over.
        let colorTokens = system.tokens.indices.filter { system.tokens[$0].type == .color }
        let slotList = slots.slots
        var colors: [Color] = []
        colors.reserveCapacity(colorTokens.count * slotList.count)
        for t in colorTokens {
            for slot in slotList {
                system.tokens[t].values.withValue(at: slot.mode) { value in
                    if case .color(let color) = value.pointee { colors.append(color) } else { colors.append(Color.srgb(0, 0, 0)) }
                }
            }
        }
        return ColorSource(tokens: colorTokens, slots: slotList, colors: colors, paths: colorTokens.map { system.tokens[$0].path })
    }

    /// The color sets of one system in token order, each made by `make` from its token's path,
    /// asset name, folder and color in each slot — on all cores. Returns nil after reporting
    /// names that collide in the catalog.
    private func colorSets<Made: Sendable>(
        for system: ResolvedSystem, input: EmitInput, namespaces: Bool,
        _ make: @escaping @Sendable (String, String, String, ArraySlice<Color>, [AppearanceSlots.Slot]) -> Made
    ) -> [Made]? {
        let source = colorSource(for: system, input: input)
        // Names and what `make` makes of them on all cores, in token order; with each, the
        // folder name its collisions are found by (asset names ignore case; lowercased only when
        // needed, nearly every name is lowercase ASCII).
        let made = ParallelMap.indices(source.tokens.count, threshold: 512) { k -> (key: String, made: Made) in
            let assetName = Self.assetName(forTokenPath: source.paths[k], namespaces: namespaces)
            let folder = assetName + ".colorset"
            let made = make(source.paths[k], assetName, folder, source.colors(ofSet: k), source.slots)
            return (Self.isLowercaseASCII(folder) ? folder : folder.lowercased(), made)
        }
        let collisions = Self.duplicates(hashes: made.map(\.key.hashValue)) { made[$0].key }
        guard reportCollisions(collisions, in: system, colorTokens: source.tokens, namespaces: namespaces, input: input) else { return nil }
        return made.map(\.made)
    }

    /// A run of color sets written directly, in token order: their files (their contents ranges of
    /// the one buffer the run was written into), where a set's group differs from the set's before
    /// it in the run (the first set's always counts), and what collisions are found by.
    struct DirectRun: Sendable {
        var files: [GeneratedFile] = []
        /// A set whose group may be new: its index, and where its group's path and its folder's end
        /// in its file's path.
        var groupChanges: [(index: Int, groupEnd: Int, folderEnd: Int)] = []
        /// Each file's collision key's `hashValue`, computed here on all cores. The key is the
        /// file's path with its folder lowercased: nearly always the path itself (the folder is
        /// lowercase ASCII), no second string to make.
        var keyHashes: [Int] = []
        /// The keys that are not the file's path, by index.
        var lowercasedKeys: [Int: String] = [:]

        /// The collision key of the `i`th set.
        func key(_ i: Int) -> String { lowercasedKeys[i] ?? files[i].path }
    }

    /// Runs of one system's color sets in token order, written with the built-in template's
    /// text directly (``ColorSetJSON``), on all cores: each run writes its files' contents into
    /// one buffer and their paths in one string each. Returns nil after reporting names that
    /// collide in the catalog.
    private func directColorSets(for system: ResolvedSystem, input: EmitInput, namespaces: Bool,
                                 systemFolder: String?) -> [DirectRun]? {
        let source = colorSource(for: system, input: input)
        let count = source.tokens.count
        guard count > 0 else { return [] }
        // Runs of ~512 color sets (~200 KB of text), so that both cores have several to take.
        let runCount = (count + 511) / 512
        let runs = ParallelMap.indices(runCount) { run -> DirectRun in
            let range = (run * count / runCount)..<((run + 1) * count / runCount)
            var out = ByteWriter(capacity: range.count * (96 + 330 * source.slots.count))
            var paths: [ColorSetPath] = []
            var contents: [Range<Int>] = []
            paths.reserveCapacity(range.count)
            contents.reserveCapacity(range.count)
            var made = DirectRun()
            made.keyHashes.reserveCapacity(range.count)
            for k in range {
                let path = Self.colorSetPath(forTokenPath: source.paths[k], namespaces: namespaces, systemFolder: systemFolder)
                let start = out.count
                ColorSetJSON.write(colors: source.colors(ofSet: k), slots: source.slots, into: &out)
                contents.append(start..<out.count)
                if let groupEnd = path.groupEnd {
                    let i = paths.count
                    if i == 0 || paths[i - 1].groupEnd != groupEnd || !Self.samePrefix(paths[i - 1].path, path.path, length: groupEnd) {
                        made.groupChanges.append((i, groupEnd, path.folderEnd))
                    }
                }
                if path.lowercaseFolder {
                    made.keyHashes.append(path.path.hashValue)
                } else {
                    let key = Self.prefix(path.path, length: path.folderEnd).lowercased() + "/Contents.json"
                    made.lowercasedKeys[paths.count] = key
                    made.keyHashes.append(key.hashValue)
                }
                paths.append(path)
            }
            let buffer = out.takeBytes()
            made.files.reserveCapacity(range.count)
            for i in paths.indices {
                made.files.append(GeneratedFile(path: paths[i].path, sharing: buffer, range: contents[i]))
            }
            return made
        }
        // Each run's first set's index among all, for the rare key compared in full.
        var runStarts: [Int] = []
        var hashes: [Int] = []
        hashes.reserveCapacity(count)
        for run in runs {
            runStarts.append(hashes.count)
            hashes += run.keyHashes
        }
        let collisions = Self.duplicates(hashes: hashes) { k in
            var run = 0, end = runStarts.count
            while end - run > 1 {  // the last run starting at or before k
                let middle = (run + end) / 2
                if runStarts[middle] <= k { run = middle } else { end = middle }
            }
            return runs[run].key(k - runStarts[run])
        }
        guard reportCollisions(collisions, in: system, colorTokens: source.tokens, namespaces: namespaces, input: input) else { return nil }
        return runs
    }

    /// Whether two strings' first `length` bytes are the same (both have at least that many).
    private static func samePrefix(_ a: String, _ b: String, length: Int) -> Bool {
        var a = a, b = b
        return a.withUTF8 { x in b.withUTF8 { y in length == 0 || memcmp(x.baseAddress!, y.baseAddress!, length) == 0 } }
    }

    /// Each key equal to an earlier one, as (its index, the first such key's index), in order:
    /// `hashes[k]` is the `k`th key's `hashValue`, `key(k)` the key, compared only when the
    /// hashes are equal. An open-addressed table of indices: a dictionary of the 50,000 keys of
    /// a 100,000-token catalog hashed each one again on the one core, ~640 instructions a key.
    static func duplicates(hashes: [Int], key: (Int) -> String) -> [(Int, Int)] {
        var capacity = 16
        while capacity < 2 * hashes.count { capacity <<= 1 }
        let mask = capacity - 1
        var table = [Int32](repeating: -1, count: capacity)
        var found: [(Int, Int)] = []
        for k in hashes.indices {
            var slot = hashes[k] & mask
            var first: Int?
            while table[slot] >= 0 {
                let j = Int(table[slot])
                if hashes[j] == hashes[k], key(j) == key(k) {
                    first = j
                    break
                }
                slot = (slot + 1) & mask
            }
            if let first { found.append((k, first)) } else { table[slot] = Int32(k) }
        }
        return found
    }

    /// A color set's file path in the catalog and the facts about it the emitter needs.
    struct ColorSetPath {
        /// `[system/]group/name.colorset/Contents.json`.
        var path: String
        /// Where the folder (`….colorset`) ends in the path's UTF-8.
        var folderEnd: Int
        /// Where the folder's group ends (the last `/` of the folder), nil at the top.
        var groupEnd: Int?
        /// Whether the folder is lowercase ASCII (its own key for collisions).
        var lowercaseFolder: Bool
    }

    /// ``assetName(forTokenPath:namespaces:)`` + `.colorset/Contents.json`, after the system's
    /// folder if any, made as one string (for a plain path, straight from its bytes, checked
    /// while they are copied: the asset name, the folder and the path were three strings, each
    /// copying the one before).
    static func colorSetPath(forTokenPath tokenPath: String, namespaces: Bool, systemFolder: String?) -> ColorSetPath {
        let prefix = systemFolder.map { $0 + "/" } ?? ""
        if let plain = plainColorSetPath(tokenPath, separator: namespaces ? UInt8(ascii: "/") : UInt8(ascii: "-"), prefix: prefix) {
            return plain
        }
        let folder = prefix + assetName(forTokenPath: tokenPath, namespaces: namespaces) + ".colorset"
        var path = folder + "/Contents.json"
        let folderEnd = folder.utf8.count
        let groupEnd = path.withUTF8 { bytes in bytes[..<folderEnd].lastIndex(of: UInt8(ascii: "/")) }
        return ColorSetPath(path: path, folderEnd: folderEnd, groupEnd: groupEnd, lowercaseFolder: isLowercaseASCII(folder))
    }

    /// ``colorSetPath(forTokenPath:namespaces:systemFolder:)`` of a plain token path (see
    /// ``isPlain(_:)``), the dots replaced by `separator`; nil for any other path.
    private static func plainColorSetPath(_ tokenPath: String, separator: UInt8, prefix: String) -> ColorSetPath? {
        let suffix: StaticString = ".colorset/Contents.json"
        let folderSuffixCount = ".colorset".utf8.count
        var tokenPath = tokenPath, prefix = prefix
        return tokenPath.withUTF8 { bytes -> ColorSetPath? in
            guard let first = bytes.first, first != UInt8(ascii: "."), bytes.last != UInt8(ascii: ".") else { return nil }
            return prefix.withUTF8 { prefixBytes -> ColorSetPath? in
                var groupEnd: Int?
                var lowercase = true
                var plain = true
                for byte in prefixBytes {
                    if byte >= 0x80 || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) { lowercase = false }
                }
                if !prefixBytes.isEmpty { groupEnd = prefixBytes.count - 1 }
                let path = String(unsafeUninitializedCapacity: prefixBytes.count + bytes.count + suffix.utf8CodeUnitCount) { buffer in
                    let out = buffer.baseAddress!
                    if let from = prefixBytes.baseAddress { out.initialize(from: from, count: prefixBytes.count) }
                    var at = prefixBytes.count
                    var previous: UInt8 = 0
                    for byte in bytes {
                        // Anything but ASCII, `/`, `:`, `$` or an empty name (`..`) needs the general path.
                        if byte >= 0x80 || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "$")
                            || (byte == UInt8(ascii: ".") && previous == byte) {
                            plain = false
                            return 0
                        }
                        previous = byte
                        if byte == UInt8(ascii: ".") {
                            if separator == UInt8(ascii: "/") { groupEnd = at }
                            out[at] = separator
                        } else {
                            if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { lowercase = false }
                            out[at] = byte
                        }
                        at += 1
                    }
                    UnsafeMutableRawPointer(out + at).copyMemory(from: suffix.utf8Start, byteCount: suffix.utf8CodeUnitCount)
                    return at + suffix.utf8CodeUnitCount
                }
                guard plain else { return nil }
                return ColorSetPath(path: path, folderEnd: prefixBytes.count + bytes.count + folderSuffixCount,
                                    groupEnd: groupEnd, lowercaseFolder: lowercase)
            }
        }
    }

    /// Reports each color set whose folder would be an earlier one's (asset names ignore case),
    /// given as (its index, the first one's index) in order; true when there is none.
    private func reportCollisions(_ collisions: [(Int, Int)], in system: ResolvedSystem, colorTokens: [Int],
                                  namespaces: Bool, input: EmitInput) -> Bool {
        for (k, first) in collisions {
            let token = system.tokens[colorTokens[k]], other = system.tokens[colorTokens[first]]
            let folder = Self.assetName(forTokenPath: token.path, namespaces: namespaces) + ".colorset"
            input.diagnostics.report(.error(
                "xcassets-name-collision",
                "color '\(token.path)' and color '\(other.path)' would both be the color set '\(folder)' (asset names ignore case)",
                at: token.nameRange, notes: [Diagnostic.Note("'\(other.path)' is defined here", at: other.nameRange)],
                suggestion: "rename one of the tokens"))
        }
        return collisions.isEmpty
    }

    /// The name a color token's color set is looked up by: its path with `/` between the names
    /// (namespaces), or joined with `-` (no namespaces). A `$root` token is named after its group.
    public static func assetName(forTokenPath path: String, namespaces: Bool = true) -> String {
        if let name = plainName(path, separator: namespaces ? UInt8(ascii: "/") : UInt8(ascii: "-")) { return name }
        let parts = nameParts(path)
        return parts.joined(separator: namespaces ? "/" : "-")
    }

    /// The color set's folder inside the catalog (`color/brand/primary.colorset`).
    public static func colorSetFolder(forTokenPath path: String, namespaces: Bool = true) -> String {
        let parts = nameParts(path)
        return (namespaces ? parts.joined(separator: "/") : parts.joined(separator: "-")) + ".colorset"
    }

    /// The asset name of an ASCII path with nothing to change in its names (no `/`, `:`, `$`,
    /// empty name): the path with its dots replaced. Nil for any other path.
    private static func plainName(_ path: String, separator: UInt8) -> String? {
        var path = path
        return path.withUTF8 { bytes -> String? in
            guard isPlain(bytes) else { return nil }
            return String(unsafeUninitializedCapacity: bytes.count) { buffer in
                for i in bytes.indices { buffer[i] = bytes[i] == UInt8(ascii: ".") ? separator : bytes[i] }
                return bytes.count
            }
        }
    }

    /// Whether a token path is ASCII with nothing to change in its names but its dots (no `/`,
    /// `:`, `$`, empty name).
    private static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first, let last = bytes.last, first != UInt8(ascii: "."), last != UInt8(ascii: ".") else { return false }
        var previous: UInt8 = 0
        for byte in bytes {
            if byte >= 0x80 || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "$")
                || (byte == UInt8(ascii: ".") && previous == byte) {
                return false
            }
            previous = byte
        }
        return true
    }

    private static func nameParts(_ path: String) -> [String] {
        var parts = NameStyle.pathComponents(path).map { fileName(String($0)) }
        if parts.count > 1, parts.last == "$root" { parts.removeLast() }
        return parts
    }

    /// A token or system name made safe as one file name component (`/` and `:` become `-`).
    static func fileName(_ name: String) -> String {
        guard name.utf8.contains(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: ":") }) else { return name }
        // Scalar by scalar: a `/` followed by a combining mark is still a `/` to the file system.
        var result = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            result.append(scalar == "/" || scalar == ":" ? "-" : scalar)
        }
        return String(result)
    }

    /// The variants of one color token, whose color in each slot is `colors` (black for a slot
    /// whose value is not a color).
    static func entries(colors: ArraySlice<Color>, modeNames: [String], slots: [AppearanceSlots.Slot]) -> [ColorSetEntryContext] {
        let wide = colors.contains { !$0.isInGamut(.srgb) }
        let space: ColorSpace = wide ? .displayP3 : .srgb
        let entries = zip(slots, colors).map { slot, color in
            let mapped = color.gamutMapped(to: space)
            let (r, g, b) = mapped.resolvedComponents
            return ColorSetEntryContext(
                mode: modeNames[slot.mode],
                appearances: (slot.appearance?.xcodeAppearances ?? []).map {
                    ColorSetAppearanceContext(appearance: $0.appearance, value: $0.value)
                },
                colorSpace: space.rawValue,
                red: component(r), green: component(g), blue: component(b),
                alpha: component(color.alpha.isFinite ? color.alpha : 1))
        }
        // A color that is the same in every appearance is one universal entry, as written by hand.
        if let first = entries.first, entries.dropFirst().allSatisfy({ $0.sameColor(as: first) }) {
            return [first]
        }
        return entries
    }

    /// A 0–1 component as Xcode writes it: three decimals (`0.545`), clamped to 0–1.
    public static func component(_ value: Double) -> String {
        let clamped = value.isFinite ? min(max(value, 0), 1) : 0
        return threeDecimals(clamped)
    }

    /// `String(format: "%.3f", x)` for 0 ≤ x ≤ 1 (and -0), without Foundation's formatter: the
    /// exact binary value rounded to thousandths, halfway cases to even, as C's printf does.
    static func threeDecimals(_ x: Double) -> String {
        String(unsafeUninitializedCapacity: 6) { buffer in writeThreeDecimals(x, to: buffer.baseAddress!) }
    }

    /// ``threeDecimals(_:)`` written at `buffer` (room for 6 bytes); returns the bytes written.
    static func writeThreeDecimals(_ x: Double, to buffer: UnsafeMutablePointer<UInt8>) -> Int {
        let product = x * 1000
        // The rounding error of the product, exactly (an FMA rounds only once).
        let error = (-product).addingProduct(x, 1000)
        var thousandths: Double
        if product - product.rounded(.down) == 0.5 {
            // A product exactly halfway: the exact value decides, and a true tie goes to even.
            thousandths = error > 0 ? product.rounded(.up) : error < 0 ? product.rounded(.down) : product.rounded(.toNearestOrEven)
        } else {
            thousandths = product.rounded()
        }
        thousandths = min(max(thousandths, 0), 1000)
        let whole = Int(thousandths) / 1000  // 0 or 1
        let fraction = Int(thousandths) % 1000
        let negative = x.sign == .minus
        var i = 0
        if negative {
            buffer[0] = UInt8(ascii: "-")
            i = 1
        }
        buffer[i] = UInt8(ascii: "0") + UInt8(whole)
        buffer[i + 1] = UInt8(ascii: ".")
        buffer[i + 2] = UInt8(ascii: "0") + UInt8(fraction / 100)
        buffer[i + 3] = UInt8(ascii: "0") + UInt8(fraction / 10 % 10)
        buffer[i + 4] = UInt8(ascii: "0") + UInt8(fraction % 10)
        return i + 5
    }

    private func render(_ name: String, _ context: Any, _ input: EmitInput) -> String? {
        input.render(name, context: context)
    }
}
