import Foundation
import Parallel
import TokenModel

/// The Kotlin file of one system before any text is written: each token's property name in
/// each mode's object, the objects its groups become, and the order everything is written in —
/// for ``KotlinDirectText``, which writes the built-in templates' text from it.
///
/// It is made only when the file can be written: when a name is not a Kotlin name or two
/// properties of an object collide, there is no plan, and the template path
/// (``AndroidEmitter/kotlinContext(for:modes:input:)``) reports them exactly as it always did.
/// So this type reports nothing.
///
/// The names are made on all cores (the text of each path read as bytes), with the objects'
/// names of each group where it changes; the objects are then found one group at a time on one
/// core — consecutive tokens of a group share their object, as in the template path — and the
/// properties of each object checked for collisions by their hashes.
struct KotlinObjectPlan: Sendable {
    /// One `object`: a mode's top-level object, or a group's inside it.
    struct Node: Sendable {
        /// The object's name (`Colors`, `Brand`; the caller names the top-level ones).
        var name: String
        /// 0 for a mode's top-level object.
        var depth: Int
        /// The position of its mode among the selected modes.
        var modeIndex: Int
        /// The index of the object holding it; -1 for a top-level one.
        var parent: Int
        /// Its nested objects, in the order first seen.
        var children: [Int] = []
        /// Its number of properties.
        var propertyCount = 0
    }

    /// The selected modes (indices into the system's modes), default first.
    let modes: [Int]
    /// For each entry — a token in one mode's object: every token in the first mode, in each
    /// other those whose value differs; the entries of each mode after those of the one before —
    /// the token's index.
    let entryTokens: [Int32]
    /// Each entry's property name (empty for a token without a property).
    let names: PackedNames
    /// Each entry's object; -1 for a token without a property.
    let entryNodes: [Int32]
    /// The objects; the first `modes.count` are the modes' top-level objects, in mode order.
    let nodes: [Node]
    /// The objects in the order they are written: each before its members, the top-level ones
    /// in mode order.
    let preorder: [Int]
    /// For each position in ``preorder``, where its object's properties start in ``order``.
    let starts: [Int]
    /// The entries in the order their properties are written.
    let order: [Int32]

    /// From this many entries on, the names are made and the text written on all cores.
    static let parallelThreshold = 4096

    /// The entries of a system's objects and their names, read from the tokens on all cores:
    /// the first step of a plan, before the objects are found on one core.
    struct Names: Sendable {
        /// The selected modes.
        fileprivate let modes: [Int]
        /// Each entry's token.
        fileprivate let entryTokens: [Int32]
        /// Where each mode's entries start, then their count.
        fileprivate let modeStarts: [Int]
        /// The names of consecutive parts of the entries.
        fileprivate let parts: [Part]

        /// The names of a system's objects in `modes` (the first holds every token, each other
        /// one the tokens whose value differs from the first's); nil when a name is not a
        /// Kotlin name.
        init?(system: ResolvedSystem, modes: [Int]) {
            let tokens = system.tokens
            guard !modes.isEmpty, tokens.count < Int(Int32.max) else { return nil }
            var entryTokens = (0..<tokens.count).map { Int32(truncatingIfNeeded: $0) }
            var modeStarts = [0]
            for mode in modes.dropFirst() {
                modeStarts.append(entryTokens.count)
                entryTokens += KotlinObjectPlan.tokens(of: tokens, differingIn: mode, from: modes[0])
            }
            modeStarts.append(entryTokens.count)
            let entries = entryTokens, entryModeStarts = modeStarts
            let count = entries.count
            let partCount = count >= KotlinObjectPlan.parallelThreshold && ParallelMap.mapsMaySpread ? min(count, 64) : 1
            let parts = ParallelMap.indices(partCount, threshold: 2) { part in
                // The tokens read through a pointer (see `AndroidResourceLines.write`).
                tokens.withUnsafeBufferPointer {
                    KotlinObjectPlan.analyze(entries: (part * count / partCount)..<((part + 1) * count / partCount), entryTokens: entries,
                                             modeStarts: entryModeStarts, modes: modes, tokens: $0)
                }
            }
            guard !parts.contains(where: { !$0.usable }) else { return nil }
            self.modes = modes
            self.entryTokens = entries
            self.modeStarts = modeStarts
            self.parts = parts
        }
    }

    /// The plan of a system's objects in `modes`; nil when a name is not a Kotlin name or two
    /// names collide.
    init?(system: ResolvedSystem, modes: [Int]) {
        guard let names = Names(system: system, modes: modes) else { return nil }
        self.init(names: names)
    }

    /// The plan of the objects whose names were read; nil when two names collide.
    init?(names read: Names) {
        let modes = read.modes, parts = read.parts, modeStarts = read.modeStarts, entries = read.entryTokens
        let count = entries.count
        // The parts' arrays (an array of object names per part among them) freed on another core.
        defer { if count >= Self.parallelThreshold { LateRelease.dropInBackground([read]) } }
        let names = PackedNames(parts: parts.map { ($0.bytes, $0.ends) })

        // The objects, one group at a time.
        var nodes = modes.indices.map { Node(name: "", depth: 0, modeIndex: $0, parent: -1) }
        let entryNodes = Self.assignObjects(parts: parts, modeStarts: modeStarts, count: count, nodes: &nodes)

        // The objects in writing order, and the entries in that order.
        var preorder: [Int] = []
        preorder.reserveCapacity(nodes.count)
        var stack = Array(modes.indices.reversed())
        while let node = stack.popLast() {
            preorder.append(node)
            stack.append(contentsOf: nodes[node].children.reversed())
        }
        var starts: [Int] = []
        starts.reserveCapacity(preorder.count)
        var cursors = [Int](repeating: 0, count: nodes.count)
        var total = 0
        for node in preorder {
            starts.append(total)
            cursors[node] = total
            total += nodes[node].propertyCount
        }
        var order = [Int32](repeating: 0, count: total)
        for entry in 0..<count where entryNodes[entry] >= 0 {
            let node = Int(entryNodes[entry])
            order[cursors[node]] = Int32(truncatingIfNeeded: entry)
            cursors[node] += 1
        }
        let unique = parts.contains { !$0.isASCII }
            ? Self.stringNamesAreUnique(names: names, entryNodes: entryNodes)
            : Self.namesAreUnique(order: order, starts: starts, names: names, hashes: parts.flatMap { $0.hashes })
        guard unique else { return nil }

        self.modes = modes
        self.entryTokens = entries
        self.names = names
        self.entryNodes = entryNodes
        self.nodes = nodes
        self.preorder = preorder
        self.starts = starts
        self.order = order
    }

    /// The indices of the tokens whose value in `mode` differs from their value in `defaultMode`.
    private static func tokens(of tokens: [ResolvedToken], differingIn mode: Int, from defaultMode: Int) -> [Int32] {
        let count = tokens.count
        let partCount = count >= parallelThreshold && ParallelMap.mapsMaySpread ? min(count, 64) : 1
        return ParallelMap.indices(partCount, threshold: 2) { part -> [Int32] in
            ((part * count / partCount)..<((part + 1) * count / partCount)).filter { tokens[$0].values[mode] != tokens[$0].values[defaultMode] }
                .map { Int32(truncatingIfNeeded: $0) }
        }.flatMap { $0 }
    }

    // MARK: Objects

    /// An object's nested object by name.
    private struct ChildKey: Hashable {
        var parent: Int
        var name: String
    }

    /// Each entry's object (-1 without a property), the objects added to `nodes` as their groups
    /// come: the entries from one group's start to the next's have its object; for each group,
    /// the objects of the group before that have the same names are kept, the others looked up
    /// by name.
    private static func assignObjects(parts: [Part], modeStarts: [Int], count: Int, nodes: inout [Node]) -> [Int32] {
        var entryNodes = [Int32](repeating: -1, count: count)
        // Every object's nested objects by name, in one table (a dictionary per object grew
        // again and again).
        var childIndex: [ChildKey: Int] = [:]
        childIndex.reserveCapacity(parts.reduce(0) { $0 + $1.groupEntries.count })
        var path: [(name: String, node: Int)] = []  // the current group's objects
        var modeIndex = 0
        var partStart = 0
        for part in parts {
            defer { partStart += part.ends.count }
            // The entries before the part's first group have no property (the first with one
            // starts a group), and so do those of a mode before its first group.
            for group in part.groupEntries.indices {
                let first = part.groupEntries[group]
                let end = group + 1 < part.groupEntries.count ? part.groupEntries[group + 1] : part.ends.count
                var modeChanged = false
                while modeIndex + 1 < modeStarts.count - 1 && modeStarts[modeIndex + 1] <= partStart + first {
                    modeIndex += 1
                    modeChanged = true
                }
                if modeChanged { path.removeAll(keepingCapacity: true) }
                let objects = (group == 0 ? 0 : part.groupEnds[group - 1])..<part.groupEnds[group]
                // The objects named the same as the group before's are its own.
                var shared = min(part.groupShared[group], path.count)
                if shared == 0 {
                    while shared < path.count && shared < objects.count && path[shared].name == part.objects[objects.lowerBound + shared] {
                        shared += 1
                    }
                }
                path.removeLast(path.count - shared)
                var node = shared == 0 ? modeIndex : path[shared - 1].node
                for index in (objects.lowerBound + shared)..<objects.upperBound {
                    let name = part.objects[index]
                    let key = ChildKey(parent: node, name: name)
                    if let child = childIndex[key] {
                        node = child
                    } else {
                        let child = nodes.count
                        nodes.append(Node(name: name, depth: nodes[node].depth + 1, modeIndex: modeIndex, parent: node))
                        nodes[node].children.append(child)
                        childIndex[key] = child
                        node = child
                    }
                    path.append((name, node))
                }
                // The group's entries with a property (its run, up to the next group).
                var count = 0
                part.ends.withUnsafeBufferPointer { ends in
                    entryNodes.withUnsafeMutableBufferPointer { entryNodes in
                        for local in first..<end where ends[local] > (local == 0 ? 0 : ends[local - 1]) {
                            entryNodes[partStart + local] = Int32(truncatingIfNeeded: node)
                            count += 1
                        }
                    }
                }
                nodes[node].propertyCount += count
            }
        }
        return entryNodes
    }

    // MARK: Names

    /// What one part of the entries yields.
    struct Part: Sendable {
        /// The property names' bytes, and where each entry's ends.
        var bytes: [UInt8] = []
        var ends: [Int] = []
        /// Each entry's name hash (0 without a property).
        var hashes: [UInt64] = []
        /// The entries (index in the part) whose group is not the group of the entry with a
        /// property before them in the part — the first of the part, of a mode, and each
        /// after a change.
        var groupEntries: [Int] = []
        /// For each of those, how many of its group's first components are those of the group
        /// before in the part (0 when unknown).
        var groupShared: [Int] = []
        /// For each of those, where the names of its group's objects end in ``objects`` (they
        /// start where the group before's end).
        var groupEnds: [Int] = []
        /// The groups' objects' names, one group after the other.
        var objects: [String] = []
        /// Whether every name is ASCII (compared by bytes; other names as strings).
        var isASCII = true
        /// False when a name is not a Kotlin name.
        var usable = true

        /// Adds the group of entry `local`.
        mutating func addGroup(at local: Int, shared: Int) {
            groupEntries.append(local)
            groupShared.append(shared)
            groupEnds.append(objects.count)
        }
    }

    /// The group of the last entry with a property, as read from its path.
    private struct GroupText {
        /// The text before the property's name.
        var bytes: [UInt8] = []
        /// Each component's range in ``bytes``, and its object's name.
        var components: [(range: Range<Int>, object: String)] = []
        /// The components of the group read now (kept for its capacity).
        var scratch: [(range: Range<Int>, object: String)] = []
        /// False before the first entry, after a mode's start and after a path that is not ASCII.
        var isKnown = false
        /// Object names made before (``ObjectNameCache``).
        var names = ObjectNameCache()
    }

    /// The object names of group names of up to 8 bytes, as made by ``KotlinNameBytes/object(_:)``,
    /// kept in a small direct-mapped table: group names repeat (`red` under each of a hundred
    /// palettes), and making one (a string, a set lookup for the reserved names) cost ten times
    /// as much as finding it again.
    struct ObjectNameCache {
        private var keys = [UInt64](repeating: 0, count: 256)
        private var names = [String?](repeating: nil, count: 256)

        /// The object name of `text`; nil when it is not a Kotlin name.
        mutating func object(_ text: UnsafeBufferPointer<UInt8>) -> String? {
            guard text.count <= 8, !text.isEmpty else { return KotlinNameBytes.object(text) }
            // The bytes as a word, their count in the top four bits: no ASCII name of up to 7
            // bytes uses them, and an 8-byte name's last byte (below 0x80) gets its top bit
            // set — equal keys, equal names (and never 0, the empty slots' key).
            var key = UInt64(text.count) << 60
            for (index, byte) in text.enumerated() { key ^= UInt64(byte) << (8 * UInt64(index)) }
            let slot = Int(truncatingIfNeeded: (key &* 0x9e37_79b9_7f4a_7c15) >> 56)
            if keys[slot] == key, let name = names[slot] { return name }
            guard let name = KotlinNameBytes.object(text) else { return nil }
            keys[slot] = key
            names[slot] = name
            return name
        }
    }

    /// The names of the entries in `range`.
    private static func analyze(entries range: Range<Int>, entryTokens: [Int32], modeStarts: [Int], modes: [Int],
                                tokens: UnsafeBufferPointer<ResolvedToken>) -> Part {
        var part = Part()
        part.bytes.reserveCapacity(12 * range.count)
        part.ends.reserveCapacity(range.count)
        part.hashes.reserveCapacity(range.count)
        // The mode of the first entry (the last of the modes starting at or before it: a mode
        // may have no entries).
        var modeIndex = 0
        while modeIndex + 1 < modes.count && modeStarts[modeIndex + 1] <= range.lowerBound { modeIndex += 1 }
        var previous = GroupText()
        for entry in range {
            while modeIndex + 1 < modes.count && modeStarts[modeIndex + 1] == entry {
                modeIndex += 1
                previous.isKnown = false
            }
            let token = Int(entryTokens[entry])
            // The value copied out (see `AndroidResourceLines.write`).
            guard KotlinPropertyText.hasProperty(tokens[token].values[modes[modeIndex]]) else {
                part.ends.append(part.bytes.count)
                part.hashes.append(0)
                continue
            }
            let start = part.bytes.count
            let read: Bool? = tokens[token].path.utf8.withContiguousStorageIfAvailable { path in
                guard !path.contains(where: { $0 >= 0x80 }) else { return false }
                guard let name = KotlinNameBytes.nameRange(path),
                      KotlinNameBytes.appendProperty(UnsafeBufferPointer(rebasing: path[name]), to: &part.bytes)
                else {
                    part.usable = false
                    return true
                }
                let group = UnsafeBufferPointer(rebasing: path[0..<name.lowerBound])
                guard !previous.isKnown || !equal(group, previous.bytes[...]) else { return true }
                let local = part.ends.count
                guard let shared = readObjects(of: group, after: &previous, into: &part.objects) else {
                    part.usable = false
                    return true
                }
                part.addGroup(at: local, shared: shared)
                return true
            }
            if read != true {
                // Not ASCII (or not contiguous): as the template path splits it.
                previous.isKnown = false
                let local = part.ends.count
                guard appendNames(ofPath: tokens[token].path, to: &part) else {
                    part.usable = false
                    return part
                }
                part.addGroup(at: local, shared: 0)
            }
            guard part.usable else { return part }
            let name = part.bytes.count
            part.ends.append(name)
            part.hashes.append(part.bytes.withUnsafeBufferPointer { NameHash.of(UnsafeBufferPointer(rebasing: $0[start..<name])) })
        }
        return part
    }

    /// Whether a text is the bytes of an array (or of a part of one).
    @inline(__always)
    private static func equal(_ text: UnsafeBufferPointer<UInt8>, _ bytes: ArraySlice<UInt8>) -> Bool {
        guard text.count == bytes.count else { return false }
        guard !text.isEmpty, let left = text.baseAddress else { return true }
        return bytes.withUnsafeBufferPointer { memcmp(left, $0.baseAddress!, text.count) == 0 }
    }

    /// Appends the object names of an ASCII group (the text before a property name) to
    /// `objects` and returns how many of its first components are those of `previous` (whose
    /// names are kept); `previous` becomes this group. Nil when a component is not a Kotlin name.
    private static func readObjects(of group: UnsafeBufferPointer<UInt8>, after previous: inout GroupText,
                                    into objects: inout [String]) -> Int? {
        // The scratch array taken out (so that emptying it keeps its storage rather than copying it).
        var components: [(range: Range<Int>, object: String)] = []
        swap(&components, &previous.scratch)
        components.removeAll(keepingCapacity: true)
        var shared = 0
        var sharing = previous.isKnown
        var componentStart = 0
        for index in 0...group.count where index == group.count || group[index] == UInt8(ascii: ".") {
            defer { componentStart = index + 1 }
            guard index > componentStart else { continue }
            let range = componentStart..<index
            let text = UnsafeBufferPointer(rebasing: group[range])
            if sharing, shared < previous.components.count, equal(text, previous.bytes[previous.components[shared].range]) {
                components.append((range, previous.components[shared].object))
                shared += 1
                continue
            }
            sharing = false
            guard let object = previous.names.object(text) else { return nil }
            components.append((range, object))
        }
        for component in components { objects.append(component.object) }
        previous.scratch = previous.components
        previous.components = components
        previous.bytes.removeAll(keepingCapacity: true)
        previous.bytes.append(contentsOf: group)
        previous.isKnown = true
        return shared
    }

    /// Appends the property name of a path the general way and its groups' object names;
    /// false when a name is not a Kotlin name.
    private static func appendNames(ofPath path: String, to part: inout Part) -> Bool {
        var parts = NameStyle.pathComponents(path)
        if parts.count > 1, parts.last == "$root" { parts.removeLast() }
        guard let last = parts.last, let name = KotlinIdentifier.property(String(last)) else { return false }
        if name.utf8.contains(where: { $0 >= 0x80 }) { part.isASCII = false }
        ByteText.append(name, to: &part.bytes)
        for component in parts.dropLast() {
            guard var object = KotlinIdentifier.object(String(component)) else { return false }
            if AndroidEmitter.reservedObjectNames.contains(object) { object += object.hasSuffix("s") ? "Tokens" : "s" }
            part.objects.append(object)
        }
        return true
    }

    /// Whether no two properties of an object have the same name: the names of each object
    /// (consecutive in `order`) compared by their hashes, then bytes.
    private static func namesAreUnique(order: [Int32], starts: [Int], names: PackedNames, hashes: [UInt64]) -> Bool {
        names.withBytes { names in
            for (position, start) in starts.enumerated() {
                let end = position + 1 < starts.count ? starts[position + 1] : order.count
                let entries = order[start..<end]
                if entries.count <= 16 {
                    for (index, entry) in zip(entries.indices, entries) {
                        for other in entries[start..<index]
                        where hashes[Int(other)] == hashes[Int(entry)] && names[Int(other)].elementsEqual(names[Int(entry)]) {
                            return false
                        }
                    }
                    continue
                }
                var table = ByteNameTable(capacity: entries.count)
                for entry in entries {
                    let entry = Int(entry)
                    if table.insert(entry, hash: hashes[entry], isEqual: { names[$0].elementsEqual(names[entry]) }) != nil { return false }
                }
            }
            return true
        }
    }

    /// Whether no two properties of an object have the same name, compared as strings (equal
    /// strings may differ in their bytes).
    private static func stringNamesAreUnique(names: PackedNames, entryNodes: [Int32]) -> Bool {
        var seen: Set<String> = []
        for entry in entryNodes.indices where entryNodes[entry] >= 0 {
            guard seen.insert("\(entryNodes[entry]) \(names.name(entry))").inserted else { return false }
        }
        return true
    }
}
