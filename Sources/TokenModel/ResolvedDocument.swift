import Foundation
import Parallel
import YAML

/// Builds the DTCG 2025.10 JSON document of a resolved system — the original group nesting, each
/// token with `$type` and its resolved `$value`, `$description` and `$deprecated` kept, unknown
/// `$extensions` preserved. This is what `tokenc resolve` prints.
public enum ResolvedDocument {
    /// A member of a group: a token (index into the system's tokens) or a group (index into
    /// ``Layout/groups``).
    private enum Member: Sendable {
        /// A token, and where its name starts in its path (-1: see ``ResolvedDocument/name(of:)``);
        /// no larger than the token's index alone (16 bytes a member).
        case token(Int, nameStart: Int32)
        case group(Int)
    }

    /// One group of the document: its name, its metadata, and where its members are.
    private struct LayoutGroup: Sendable {
        var name: String
        /// Its path: its ancestors' names and its own, joined by `.`.
        var path: String
        /// The index of its definition (the first at its path) in the system's groups, or -1:
        /// looked up once, as the group is made (looked up as each group was written, its path
        /// joined again and its definition copied, ~830 instructions a group).
        var definition: Int
        /// The group it is a child of (-1 for the root).
        var parent: Int
        /// Whether a child group was ever made in it: a group without one has none to look up or
        /// forget.
        var hasChildren = false
        /// Its members are `Layout.members[memberStart ..< memberEnd]`.
        var memberStart = 0
        var memberEnd = 0
    }


    /// How the tokens of a system nest into groups (the root group is the first), and the group
    /// metadata by path: everything ``build(_:mode:)`` and ``serialized(_:mode:)`` share.
    private struct Layout: Sendable {
        var groups: [LayoutGroup] = []
        /// Every group's members, in order, one group's after another's: one array instead of
        /// one per group, grown member by member (10,000 groups at 100,000 tokens, 21 M
        /// instructions of reallocations).
        private(set) var members: [Member] = []
        /// The system's group definitions, and the index of the first one at each path.
        private let definitions: [GroupDefinition]
        private let definitionIndex: PathIndex
        /// The latest group made at each path: by the index of the path's definition, or for a
        /// path without one by the path. A group's child of a name is the latest group at the
        /// child's path when that is a child of the group — unless a token of that name came
        /// after it in the group (forgotten then: a later group of that name is a new member).
        /// The definition's index, which each new group looks up anyway, finds it: a children
        /// dictionary in each group cost ~1,900 instructions a group, one for all groups keyed
        /// by (parent, name) ~900 more than this.
        private var latestByDefinition: [Int]
        private var latestWithoutDefinition: [String: Int] = [:]
        /// Whether no two definitions share a path (the tree's own groups, merged by path), and
        /// the definition after the last one a group was made for (see `definition(at:)`).
        private let definitionsAreUnique: Bool
        private var nextDefinition = 0

        init(_ system: ResolvedSystem) {
            definitions = system.groups
            definitionIndex = system.groupIndex ?? Layout.firstDefinitions(system.groups)
            definitionsAreUnique = system.groupIndex != nil
            latestByDefinition = [Int](repeating: -1, count: definitions.count)
            groups.reserveCapacity(definitions.count + 1)
            groups.append(LayoutGroup(name: "", path: "", definition: definition(at: ""), parent: -1))
            // Every member with its group, in order; grouped by group at the end.
            var placed: [(group: Int, member: Member)] = []
            placed.reserveCapacity(system.tokens.count + system.tokens.count / 8)
            // Consecutive tokens nearly always share their group, and a new group shares most of
            // its path with the one before: remember the last parent path as bytes, where each
            // of its names ends and the group it leads to.
            var lastParent: [UInt8] = []
            var chain: [(end: Int, group: Int)] = []
            var hasLast = false
            var lastGroup = 0
            for t in system.tokens.indices {
                var path = system.tokens[t].path
                var group = 0
                var name: String?
                var nameStart: Int32 = -1
                let simple = path.withUTF8 { bytes -> Bool in
                    if hasLast, let start = Layout.childNameStart(bytes, of: lastParent) {
                        group = lastGroup
                        nameStart = Int32(exactly: start) ?? -1
                        if groups[group].hasChildren {
                            name = String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self)
                        }
                        return true
                    }
                    guard let lastDot = ResolvedDocument.lastDotOfSimplePath(bytes) else { return false }
                    let parent = UnsafeBufferPointer(rebasing: bytes[..<max(lastDot, 0)])
                    // The names it shares with the last parent lead to the same groups: only
                    // tokens were added since, to the last group, whose children are not looked
                    // up for the shared names.
                    var kept = 0
                    if hasLast {
                        var start = 0
                        while kept < chain.count {
                            let end = chain[kept].end
                            guard end <= parent.count, end == parent.count || parent[end] == UInt8(ascii: "."),
                                  parent[start..<end].elementsEqual(lastParent[start..<end]) else { break }
                            kept += 1
                            start = end + 1
                        }
                    }
                    chain.removeSubrange(kept...)
                    group = chain.last?.group ?? 0
                    var start = chain.last.map { $0.end + 1 } ?? 0
                    while start < parent.count {
                        let end = parent[start...].firstIndex(of: UInt8(ascii: ".")) ?? parent.count
                        group = child(String(decoding: UnsafeBufferPointer(rebasing: parent[start..<end]), as: UTF8.self),
                                      path: String(decoding: UnsafeBufferPointer(rebasing: parent[..<end]), as: UTF8.self),
                                      of: group, placed: &placed)
                        chain.append((end, group))
                        start = end + 1
                    }
                    lastParent.removeAll(keepingCapacity: true)
                    lastParent.append(contentsOf: parent)
                    nameStart = Int32(exactly: lastDot + 1) ?? -1
                    if groups[group].hasChildren {
                        name = String(decoding: UnsafeBufferPointer(rebasing: bytes[(lastDot + 1)...]), as: UTF8.self)
                    }
                    return true
                }
                if simple {
                    hasLast = true
                } else {
                    // Unicode or empty parts: split on characters, as `pathComponents` does.
                    for part in system.tokens[t].pathComponents.dropLast() {
                        let name = String(part)
                        let parentPath = groups[group].path
                        group = child(name, path: parentPath.isEmpty ? name : parentPath + "." + name, of: group, placed: &placed)
                    }
                    hasLast = false
                    chain.removeAll()
                    if groups[group].hasChildren { name = ResolvedDocument.name(of: path) }
                }
                lastGroup = group
                if let name { forgetChild(name, of: group) }
                placed.append((group, .token(t, nameStart: nameStart)))
            }
            // Each group's members together, in their order.
            var next = [Int](repeating: 0, count: groups.count + 1)
            for entry in placed { next[entry.group + 1] += 1 }
            for g in groups.indices {
                next[g + 1] += next[g]
                groups[g].memberStart = next[g]
                groups[g].memberEnd = next[g + 1]
            }
            members = [Member](unsafeUninitializedCapacity: placed.count) { buffer, initialized in
                for entry in placed {
                    (buffer.baseAddress! + next[entry.group]).initialize(to: entry.member)
                    next[entry.group] += 1
                }
                initialized = placed.count
            }
        }

        /// The index of the first definition at each path (the one written).
        private static func firstDefinitions(_ definitions: [GroupDefinition]) -> PathIndex {
            PathIndex(count: definitions.count) { definitions[$0].path }
        }

        /// The index of the first definition at `path`.
        private func firstDefinition(at path: String) -> Int? {
            definitionIndex.find(path) { definitions[$0].path }
        }

        /// The child group `name` of `group`, created at `path` (the group's path, a `.` and
        /// `name`) when there is none.
        private mutating func child(_ name: String, path: String, of group: Int, placed: inout [(group: Int, member: Member)]) -> Int {
            let definition = definition(at: path)
            if groups[group].hasChildren {
                let latest = definition >= 0 ? latestByDefinition[definition] : latestWithoutDefinition[path] ?? -1
                if latest >= 0, groups[latest].parent == group { return latest }
            }
            let g = groups.count
            groups.append(LayoutGroup(name: name, path: path, definition: definition, parent: group))
            groups[group].hasChildren = true
            if definition >= 0 { latestByDefinition[definition] = g } else { latestWithoutDefinition[path] = g }
            placed.append((group, .group(g)))
            return g
        }

        /// The index of the first definition at `path`, or -1. A system's groups are in document
        /// order, and groups are made here in the order of their first tokens — nearly always
        /// the same order: with no two definitions at one path, the one after the definition last
        /// found is tried first, and is the answer when it has the path (two strings compared
        /// instead of one hashed and looked up, ~500 instructions a group).
        private mutating func definition(at path: String) -> Int {
            if definitionsAreUnique, nextDefinition < definitions.count, definitions[nextDefinition].path == path {
                nextDefinition += 1
                return nextDefinition - 1
            }
            guard let found = firstDefinition(at: path) else { return -1 }
            nextDefinition = found + 1
            return found
        }

        /// Forgets the child group `name` of `group`, if it has one: a token of that name came
        /// after it.
        private mutating func forgetChild(_ name: String, of group: Int) {
            let parentPath = groups[group].path
            let path = parentPath.isEmpty ? name : parentPath + "." + name
            if let definition = firstDefinition(at: path) {
                let latest = latestByDefinition[definition]
                if latest >= 0, groups[latest].parent == group { latestByDefinition[definition] = -1 }
            } else if let latest = latestWithoutDefinition[path], groups[latest].parent == group {
                latestWithoutDefinition[path] = nil
            }
        }

        /// Where the name of the token at `path` starts, when `path` is `parent`, a `.` and a
        /// name that is ASCII and has no `.` — when `parent` is a simple path, so is `path`
        /// (see ``ResolvedDocument/lastDotOfSimplePath(_:)``). Nil otherwise.
        private static func childNameStart(_ path: UnsafeBufferPointer<UInt8>, of parent: [UInt8]) -> Int? {
            let n = parent.count
            if n == 0 {
                guard !path.isEmpty, !path.contains(where: { $0 == UInt8(ascii: ".") || $0 >= 0x80 }) else { return nil }
                return 0
            }
            guard path.count > n + 1, path[n] == UInt8(ascii: "."),
                  parent.withUnsafeBufferPointer({ equalBytes($0.baseAddress!, path.baseAddress!, n) }) else { return nil }
            for i in (n + 1)..<path.count where path[i] == UInt8(ascii: ".") || path[i] >= 0x80 { return nil }
            return n + 1
        }

        /// Whether the `count` bytes at `a` and `b` are the same, compared eight at a time (the
        /// last word overlapping the one before): a parent path of 10–20 bytes through `memcmp`
        /// cost ~40 instructions a token.
        @inline(__always)
        private static func equalBytes(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
            let a = UnsafeRawPointer(a), b = UnsafeRawPointer(b)
            guard count >= 8 else {
                for i in 0..<count where a.load(fromByteOffset: i, as: UInt8.self) != b.load(fromByteOffset: i, as: UInt8.self) {
                    return false
                }
                return true
            }
            var i = 0
            while i + 8 < count {
                if a.loadUnaligned(fromByteOffset: i, as: UInt64.self) != b.loadUnaligned(fromByteOffset: i, as: UInt64.self) {
                    return false
                }
                i += 8
            }
            return a.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self) == b.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        }

        /// The members of `group`, in order.
        func members(of group: Int) -> ArraySlice<Member> {
            members[groups[group].memberStart..<groups[group].memberEnd]
        }

        /// The metadata entries (`$type`, `$description`, `$deprecated`, `$extensions`) of
        /// `group`.
        func metadataEntries(_ group: Int) -> [(String, JSONValue)] {
            let i = groups[group].definition
            guard i >= 0 else { return [] }
            let meta = definitions[i]
            var out: [(String, JSONValue)] = []
            if let type = meta.type { out.append(("$type", .string(type.rawValue))) }
            if let description = meta.description { out.append(("$description", .string(description))) }
            if let reason = meta.deprecation { out.append(("$deprecated", reason.isEmpty ? .bool(true) : .string(reason))) }
            if let ext = meta.extensions { out.append(("$extensions", ResolvedDocument.json(ext))) }
            return out
        }

        /// The number of groups `depth` levels below the root (the root's children are depth 1).
        func groupCount(atDepth depth: Int) -> Int {
            var level = [0]
            for _ in 0..<depth {
                var next: [Int] = []
                for g in level {
                    for member in members(of: g) { if case .group(let c) = member { next.append(c) } }
                }
                level = next
            }
            return level.count
        }
    }

    /// The byte offset of the last `.` of a path (-1 when it has none), when splitting the path on
    /// `.` bytes gives its ``ResolvedToken/pathComponents``: for an ASCII path without empty
    /// parts. Nil for any other path.
    private static func lastDotOfSimplePath(_ path: String) -> Int? {
        var path = path
        return path.withUTF8(lastDotOfSimplePath)
    }

    /// The same, of a path's bytes.
    private static func lastDotOfSimplePath(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let first = bytes.first, first != UInt8(ascii: "."), bytes.last != UInt8(ascii: ".") else { return nil }
        var lastDot = -1
        for i in 0..<bytes.count {
            let byte = bytes[i]
            if byte >= 0x80 { return nil }
            if byte == UInt8(ascii: ".") {
                if lastDot == i - 1 { return nil }
                lastDot = i
            }
        }
        return lastDot
    }

    /// The last of a path's ``ResolvedToken/pathComponents``.
    private static func name(of path: String) -> String {
        if let lastDot = lastDotOfSimplePath(path) {
            return String(Substring(path.utf8.dropFirst(lastDot + 1)))
        }
        return String(path.split(separator: ".").last ?? "")
    }

    /// From this many tokens on, token values are encoded on all cores.
    private static let parallelTokens = 2048

    /// The document for `system` in mode `mode` (default: the system's default mode). In the
    /// default document, every other mode's resolved value is listed under
    /// `$extensions["dev.tokenc.modes"]`.
    public static func build(_ system: ResolvedSystem, mode: Int = 0) -> JSONValue {
        let layout = Layout(system)
        let values = tokenValues(system, mode: mode)
        return json(group: 0, layout: layout, system: system, values: values)
    }

    /// The JSON of every token, in token order; on all cores for a large system.
    private static func tokenValues(_ system: ResolvedSystem, mode: Int) -> [JSONValue] {
        ParallelMap.indices(system.tokens.count, threshold: parallelTokens) { json(system.tokens[$0], system: system, mode: mode) }
    }

    private static func json(group: Int, layout: Layout, system: ResolvedSystem, values: [JSONValue]) -> JSONValue {
        var out = layout.metadataEntries(group)
        let members = layout.members(of: group)
        out.reserveCapacity(out.count + members.count)
        for member in members {
            switch member {
            case .token(let t, _):
                out.append((name(of: system.tokens[t].path), values[t]))
            case .group(let g):
                out.append((layout.groups[g].name, json(group: g, layout: layout, system: system, values: values)))
            }
        }
        return .object(out)
    }

    /// A group written as a piece of its own, and where it goes.
    private typealias GroupPiece = (position: Int, group: Int, indent: Int)

    /// The text of `build(system, mode: mode).serialized()`, written without building the
    /// document: each token's JSON is written as soon as it is made, and the groups of a large
    /// system are written on all cores.
    public static func serialized(_ system: ResolvedSystem, mode: Int = 0) -> String {
        var text = ""
        withParts(system, mode: mode) { glue, cuts, writePiece in
            text = cuts.isEmpty ? glue.text : ParallelJSON.join(glue: glue, cuts: cuts, writePiece: writePiece)
        }
        return text
    }

    /// The text of ``serialized(_:mode:)`` as consecutive parts, in the buffers they were
    /// written into (on all cores for a large system), never joined into one string: for a file
    /// written straight from them (the `dtcg-json` output).
    public static func serializedParts(_ system: ResolvedSystem, mode: Int = 0) -> [OwnedBytes] {
        var parts: [OwnedBytes] = []
        withParts(system, mode: mode) { glue, cuts, writePiece in
            if cuts.isEmpty {
                var whole = JSONTextWriter(capacity: glue.count)
                glue.withBytes { whole.append($0) }
                parts = [whole.takeBytes()]
            } else {
                parts = ParallelJSON.parts(glue: glue, cuts: cuts, writePiece: writePiece)
            }
        }
        return parts
    }

    /// Writes the text of ``serialized(_:mode:)`` through `emit`, in order, a run of bytes at a
    /// time, without ever holding all of it: what `tokenc resolve` prints (25 MB for 100,000
    /// tokens). `emit` is called on one thread at a time, not necessarily the caller's.
    public static func write(_ system: ResolvedSystem, mode: Int = 0, to emit: (UnsafeBufferPointer<UInt8>) -> Void) {
        withParts(system, mode: mode) { glue, cuts, writePiece in
            if cuts.isEmpty {
                glue.withBytes(emit)
            } else {
                ParallelJSON.stream(glue: glue, cuts: cuts, writePiece: writePiece, emit: emit)
            }
        }
    }

    /// Writes the document's glue — everything but the groups at the depth where a large system
    /// is cut into pieces — and calls `body` with it, where each piece goes in it, and how to
    /// write piece `i`.
    private static func withParts(_ system: ResolvedSystem, mode: Int,
                                  _ body: (borrowing JSONTextWriter, [Int], @escaping @Sendable (Int, inout JSONTextWriter) -> Void) -> Void) {
        let layout = Layout(system)
        var cutDepth: Int?
        if system.tokens.count >= parallelTokens {
            cutDepth = (1...4).first { layout.groupCount(atDepth: $0) >= 64 }
        }
        var glue = JSONTextWriter()
        var cuts: [GroupPiece] = []
        write(group: 0, layout: layout, indent: 0, depth: 0, cutDepth: cutDepth,
              system: system, mode: mode, into: &glue, cuts: &cuts)
        let pieces = cuts
        body(glue, pieces.map(\.position)) { i, writer in
            var none: [GroupPiece] = []
            write(group: pieces[i].group, layout: layout, indent: pieces[i].indent, depth: 0,
                  cutDepth: nil, system: system, mode: mode, into: &writer, cuts: &none)
        }
    }

    /// Writes a group as ``JSONTextWriter/write(_:indent:pretty:)`` writes the object
    /// ``build(_:mode:)`` makes of it; a group at `cutDepth` is left to a piece of its own.
    private static func write(group: Int, layout: Layout, indent: Int, depth: Int, cutDepth: Int?,
                              system: ResolvedSystem, mode: Int,
                              into writer: inout JSONTextWriter, cuts: inout [GroupPiece]) {
        if depth == cutDepth {
            cuts.append((writer.count, group, indent))
            return
        }
        let meta = layout.metadataEntries(group)
        let members = layout.members(of: group)
        let total = meta.count + members.count
        if total == 0 {
            writer.append("{}")
            return
        }
        writer.append("{\n")
        var written = 0
        /// The end of an entry: `,` but after the last, and a new line. (A nested function that
        /// counted the entries itself had its counter boxed and checked for exclusive access at
        /// each entry, ~85 instructions a token.)
        func endEntry(_ writer: inout JSONTextWriter, _ written: inout Int) {
            written += 1
            if written < total { writer.appendByte(UInt8(ascii: ",")) }
            writer.appendByte(0x0A)
        }
        for (key, value) in meta {
            writer.writeKey(key, indent: indent + 2)
            writer.write(value, indent: indent + 2, pretty: true)
            endEntry(&writer, &written)
        }
        // The tokens read in place, a field at a time: passed whole, each was copied and destroyed
        // (~320 instructions a token, 32 M at 100,000 tokens).
        system.tokens.withUnsafeBufferPointer { tokens in
            for member in members {
                switch member {
                case .token(let t, let nameStart):
                    writeKey(of: tokens[t].path, from: nameStart, indent: indent + 2, into: &writer)
                    writeToken(tokens.baseAddress! + t, system: system, mode: mode, indent: indent + 2, into: &writer)
                case .group(let g):
                    let name = layout.groups[g].name
                    writer.writeKey(name, indent: indent + 2)
                    write(group: g, layout: layout, indent: indent + 2, depth: depth + 1, cutDepth: cutDepth,
                          system: system, mode: mode, into: &writer, cuts: &cuts)
                }
                endEntry(&writer, &written)
            }
        }
        writer.writeSpaces(indent)
        writer.appendByte(UInt8(ascii: "}"))
    }

    /// Writes `json(pointer.pointee, system:, mode:)` as ``JSONTextWriter/write(_:indent:pretty:)`` writes
    /// it (pretty, at `indent`), without building it when the token has no `$extensions` to
    /// write: its members, and a color or dimension value, go straight into the text (the
    /// `JSONValue` of a token was a handful of allocations, made and freed per token).
    private static func writeToken(_ pointer: UnsafePointer<ResolvedToken>, system: ResolvedSystem, mode: Int, indent: Int,
                                   into writer: inout JSONTextWriter) {
        guard !pointer.pointee.hasExtensions, mode != 0 || system.modes.count == 1 else {
            writer.write(json(pointer.pointee, system: system, mode: mode), indent: indent, pretty: true)
            return
        }
        let inner = indent + 2
        // `{`, `$type` and the `$value` key in room reserved once: piece by piece, eight appends.
        // The type's name is a constant (its `rawValue` copied in cost ~50 instructions a token).
        let type = pointer.pointee.type.quotedName
        writer.withRoom(2 * inner + type.utf8CodeUnitCount + 30) { cursor in
            cursor.put("{\n")
            cursor.putSpaces(inner)
            cursor.put("\"$type\": ")
            cursor.put(type)
            cursor.put(",\n")
            cursor.putSpaces(inner)
            cursor.put("\"$value\": ")
        }
        pointer.pointee.values.withValue(at: mode) { writer.writeDTCG(at: $0, indent: inner, pretty: true) }
        if let description = pointer.pointee.description {
            writer.append(",\n")
            writer.writeSpaces(inner)
            writer.append("\"$description\": ")
            writer.writeString(description)
        }
        if let reason = pointer.pointee.deprecation {
            writer.append(",\n")
            writer.writeSpaces(inner)
            writer.append("\"$deprecated\": ")
            if reason.isEmpty { writer.append("true") } else { writer.writeString(reason) }
        }
        writer.withRoom(indent + 2) { cursor in
            cursor.put(0x0A)
            cursor.putSpaces(indent)
            cursor.put(UInt8(ascii: "}"))
        }
    }

    /// Writes a token's member key: `indent` spaces, the name of the token at `path` — from byte
    /// `start` on, as the layout found it, or ``name(of:)`` when `start` is -1 — as
    /// ``JSONTextWriter/writeString(_:)`` writes it, and `: `. Straight from the path's bytes, in
    /// room reserved once, when nothing in the name needs escaping (a `String` made of the name
    /// and its last `.` found again cost ~870 instructions a token).
    private static func writeKey(of path: String, from start: Int32, indent: Int, into writer: inout JSONTextWriter) {
        if start >= 0, path.utf8.withContiguousStorageIfAvailable({ bytes -> Bool in
            let name = UnsafeBufferPointer(rebasing: bytes[Int(start)...])
            guard !name.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else { return false }
            writer.withRoom(indent + name.count + 4) { cursor in
                cursor.putSpaces(indent)
                cursor.put(UInt8(ascii: "\""))
                cursor.put(name)
                cursor.put("\": ")
            }
            return true
        }) == true {
            return
        }
        writer.writeKey(name(of: path), indent: indent)
    }

    private static func json(_ token: ResolvedToken, system: ResolvedSystem, mode: Int) -> JSONValue {
        var out: [(String, JSONValue)] = []
        out.reserveCapacity(4)
        out.append(("$type", .string(token.type.rawValue)))
        out.append(("$value", DTCGEncoder.encode(token.values[mode])))
        if let description = token.description { out.append(("$description", .string(description))) }
        if let reason = token.deprecation { out.append(("$deprecated", reason.isEmpty ? .bool(true) : .string(reason))) }
        var extensions: [(String, JSONValue)] = []
        if let ext = token.extensions?.pairs {
            for pair in ext {
                guard let key = pair.key.scalar?.text, key != "dev.tokenc.modes" else { continue }
                extensions.append((key, json(pair.value)))
            }
        }
        if mode == 0, system.modes.count > 1 {
            var modes: [(String, JSONValue)] = []
            for m in 1..<system.modes.count where token.values[m] != token.values[0] {
                modes.append((system.modes[m], DTCGEncoder.encode(token.values[m])))
            }
            if !modes.isEmpty { extensions.append(("dev.tokenc.modes", .object(modes))) }
        }
        if !extensions.isEmpty { out.append(("$extensions", .object(extensions))) }
        return .object(out)
    }

    /// A YAML node as JSON (core-schema scalars; keys as text).
    public static func json(_ node: YAMLNode) -> JSONValue {
        switch node.content {
        case .scalar(let s):
            switch s.coreValue {
            case .null: return .null
            case .bool(let b): return .bool(b)
            case .int(let i): return .number(Double(i))
            case .float(let d): return d.isFinite ? .number(d) : .string(s.text)
            case .string(let text): return .string(text)
            }
        case .sequence(let items): return .array(items.map(json))
        case .mapping(let pairs): return .object(pairs.map { ($0.key.scalar?.text ?? "", json($0.value)) })
        }
    }
}

extension TokenType {
    /// The type's name as JSON text, `"color"`: a constant (tested against `rawValue`).
    var quotedName: StaticString {
        switch self {
        case .color: "\"color\""
        case .dimension: "\"dimension\""
        case .fontFamily: "\"fontFamily\""
        case .fontWeight: "\"fontWeight\""
        case .duration: "\"duration\""
        case .cubicBezier: "\"cubicBezier\""
        case .number: "\"number\""
        case .strokeStyle: "\"strokeStyle\""
        case .border: "\"border\""
        case .transition: "\"transition\""
        case .shadow: "\"shadow\""
        case .gradient: "\"gradient\""
        case .typography: "\"typography\""
        case .spring: "\"dev.tokenc.spring\""
        case .opacity: "\"dev.tokenc.opacity\""
        case .blur: "\"dev.tokenc.blur\""
        case .haptic: "\"dev.tokenc.haptic\""
        case .copy: "\"dev.tokenc.copy\""
        }
    }
}
