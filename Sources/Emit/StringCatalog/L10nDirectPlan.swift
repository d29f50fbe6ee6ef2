#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The Swift accessors of a String Catalog as the direct path writes them: each string's member
/// name and namespace (what ``StringCatalogEmitter/accessorContext(_:)`` builds as contexts), and
/// the file's walk — each namespace opened, its accessors, its namespaces, closed — as a flat
/// list of steps that can be cut anywhere and written in parts on all cores.
struct L10nDirectPlan: Sendable {
    /// A namespace (the root is node 0; its name is the file's `enumName`, given when written).
    struct Node: Sendable {
        var name: String
        var depth: Int
        /// Positions (in the keys' order) of its accessors, in that order.
        var accessors: [Int32] = []
        /// Its namespaces, in the order first seen.
        var children: [Int32] = []
        /// The group (the key's bytes before its last part) of its first ASCII accessor.
        fileprivate var group: [UInt8]?
        /// Whether two of its accessors may have one name: not when every one comes from an
        /// ASCII key of the same group whose last part is lowercase letters and digits (those
        /// parts differ, the keys being different, and such a part's name is itself, `_` and
        /// itself, or itself in backticks).
        fileprivate var mayRepeatNames = false
    }

    /// One step of the file's walk.
    struct Step: Sendable {
        enum Kind: UInt8, Sendable {
            /// A namespace's first line (`index`: the node).
            case open
            /// An accessor (`index`: its position in the keys' order).
            case accessor
            /// A namespace's last line (`index`: the node).
            case close
        }
        var kind: Kind
        /// Whether a blank line comes first (any member of a namespace but its first).
        var blankLineBefore: Bool
        var index: Int32
    }

    /// A name inside a namespace: a member's or a nested namespace's.
    private struct Slot: Hashable {
        var node: Int32
        var name: String
    }

    private(set) var nodes: [Node] = [Node(name: "", depth: 0)]
    /// Each string's member name, by position in the keys' order: an index into ``otherNames``,
    /// or (negative) how the last part of its key, lowercase ASCII letters and digits, is spelled
    /// (``tailAsIs``, ``tailUnderscored``, ``tailBackticked``) — read from the key when written
    /// (``appendMemberName(_:key:to:)``): nearly every string's, and a string made for each cost
    /// ~350 instructions at 100,000.
    private(set) var members: [Int32] = []
    /// The member names that are not their key's last part so spelled.
    private(set) var otherNames: [String] = []
    /// Each string's namespace, by position in the keys' order.
    private(set) var nodeOfPosition: [Int32] = []
    /// The walk.
    private(set) var steps: [Step] = []

    /// A member name that is its key's last part as it is (`c12`), after `_` (`_2xl`), in
    /// backticks (`` `default` ``): ``SwiftIdentifier/PlainMemberForm``.
    static let tailAsIs: Int32 = -1, tailUnderscored: Int32 = -2, tailBackticked: Int32 = -3

    private static func code(_ form: SwiftIdentifier.PlainMemberForm) -> Int32 {
        switch form {
        case .itself: tailAsIs
        case .underscored: tailUnderscored
        case .backticked: tailBackticked
        }
    }

    /// The member name of the string at `position` of the keys' order `order`.
    func memberName(at position: Int, order: [Int32], keys: [String]) -> String {
        let code = members[position]
        guard code < 0 else { return otherNames[Int(code)] }
        let key = keys[Int(order[position])].utf8
        let tail = String(Substring(key[(key.lastIndex(of: UInt8(ascii: ".")).map { key.index(after: $0) } ?? key.startIndex)...]))
        switch code {
        case Self.tailUnderscored: return "_" + tail
        case Self.tailBackticked: return "`" + tail + "`"
        default: return tail
        }
    }

    /// Every string's member name, in the keys' order.
    func memberNames(order: [Int32], keys: [String]) -> [String] {
        members.indices.map { memberName(at: $0, order: order, keys: keys) }
    }

    /// Appends the member name of the string at `position`, whose key's UTF-8 is `key`.
    @inline(__always)
    func appendMemberName(_ position: Int, key: UnsafeBufferPointer<UInt8>, to out: inout ByteWriter) {
        let code = members[position]
        guard code < 0 else { return out.append(otherNames[Int(code)]) }
        var start = key.count
        while start > 0 && key[start - 1] != UInt8(ascii: ".") { start -= 1 }
        let tail = UnsafeBufferPointer(rebasing: key[start...])
        switch code {
        case Self.tailUnderscored:
            out.append(UInt8(ascii: "_"))
            out.append(tail)
        case Self.tailBackticked:
            out.append(UInt8(ascii: "`"))
            out.append(tail)
            out.append(UInt8(ascii: "`"))
        default:
            out.append(tail)
        }
    }

    /// The plan of the strings whose keys are `keys[order[0]]`, `keys[order[1]]`…; nil when a
    /// key part cannot become a Swift name or two keys would be one accessor (the template path
    /// reports those: `l10n-invalid-name`, `l10n-name-collision`). Made on this core alone.
    init?(order: [Int32], keys: [String]) {
        let dropFirst = Self.dropsFirstPart(order: order, keys: keys, positions: order.indices)
        self.init(parts: [Self.names(order: order, keys: keys, positions: order.indices, dropFirst: dropFirst)], order: order, keys: keys)
    }

    /// The names of the strings at some positions of the keys' order, found on one core: the
    /// namespaces first met there (node 0 the root; each one's parent, in the order made, so a
    /// parent comes before its namespaces), and each string's member name and namespace. The
    /// parts of the whole order, joined in order (``init(parts:)``), are the plan made at once.
    struct Names: Sendable {
        fileprivate var nodes: [Node] = [Node(name: "", depth: 0)]
        fileprivate var parents: [Int32] = [0]
        fileprivate var members: [Int32] = []
        fileprivate var otherNames: [String] = []
        fileprivate var nodeOfPosition: [Int32] = []
    }

    /// Whether the Swift names leave out the keys' first part: all of them start with one group
    /// (`copy.…`). `positions` may be a part of the order (the parts' answers and-ed together are
    /// the whole order's), each compared with the order's first key: by its bytes when the
    /// first key's first part is ASCII and an ASCII byte or nothing follows its dot, and the key
    /// begins with those bytes and such a dot (the part is then the same characters in both —
    /// ~550 instructions a key through ``firstPart(_:)``'s substrings, ~30 so).
    static func dropsFirstPart(order: [Int32], keys: [String], positions: Range<Int>) -> Bool {
        guard order.count > 1, let reference = firstPart(keys[Int(order[0])]) else { return false }
        let dot = UInt8(ascii: ".")
        return StringCatalogDirectText.withBytes(keys[Int(order[0])]) { first -> Bool in
            let length = first.firstIndex(of: dot) ?? first.count
            let byBytes = length < first.count && !first[..<length].contains { $0 >= 0x80 }
                && (length + 1 == first.count || first[length + 1] < 0x80)
            return positions.allSatisfy { position in
                let key = keys[Int(order[position])]
                let same = byBytes && StringCatalogDirectText.withBytes(key) { bytes in
                    bytes.count > length && bytes[length] == dot && (bytes.count == length + 1 || bytes[length + 1] < 0x80)
                        && memcmp(bytes.baseAddress!, first.baseAddress!, length) == 0
                }
                return same || firstPart(key) == reference
            }
        }
    }

    /// The names of the strings at `positions` of the keys' order; nil when a key part cannot
    /// become a Swift name.
    static func names(order: [Int32], keys: [String], positions: Range<Int>, dropFirst: Bool) -> Names? {
        var names = Names()
        names.members.reserveCapacity(positions.count)
        names.nodeOfPosition.reserveCapacity(positions.count)
        var children: [Slot: Int32] = [:]
        // The previous ASCII key's group: its bytes, where each part of it ends, and the
        // namespace each part leads to. Keys in order mostly share their group or its start.
        var previousGroup: [UInt8] = []
        var previousEnds: [Int] = []
        var previousNodes: [Int32] = []
        var ends: [Int] = []
        var memberNameCache: [String: Int32] = [:]

        // `names` and `children` are passed to `child` rather than captured by it: a local
        // function's captured variables are checked for exclusive access at run time, at every
        // access of every key (~200 instructions a key).
        func child(_ parent: Int32, _ typeName: String, _ names: inout Names, _ children: inout [Slot: Int32]) -> Int32 {
            let slot = Slot(node: parent, name: typeName)
            if let index = children[slot] { return index }
            let index = Int32(names.nodes.count)
            names.nodes.append(Node(name: typeName, depth: names.nodes[Int(parent)].depth + 1))
            names.parents.append(parent)
            children[slot] = index
            return index
        }

        for position in positions {
            var key = keys[Int(order[position])]
            // ASCII keys are cut at their dots' bytes; others (where a dot may join a combining
            // mark into one character) as the template path cuts them, by character.
            let asciiNames = key.withUTF8 { bytes -> (node: Int32, member: Int32)?? in
                guard !bytes.contains(where: { $0 >= 0x80 }) else { return .some(nil) }
                let dot = UInt8(ascii: ".")
                let lastDot = bytes.lastIndex(of: dot)
                let memberStart = lastDot.map { $0 + 1 } ?? 0
                var groupStart = 0
                if dropFirst, let firstDot = bytes.firstIndex(of: dot) { groupStart = firstDot + 1 }
                var node: Int32 = 0
                ends.removeAll(keepingCapacity: true)
                if let lastDot, lastDot > groupStart, lastDot - groupStart == previousGroup.count,
                   !previousEnds.isEmpty, previousNodes.count == previousEnds.count,
                   previousGroup.withUnsafeBufferPointer({ memcmp(bytes.baseAddress! + groupStart, $0.baseAddress!, $0.count) == 0 }) {
                    // The previous key's group (keys in order mostly share theirs): its namespace.
                    node = previousNodes[previousNodes.count - 1]
                    swap(&previousEnds, &ends)  // kept by the swap below
                } else if let lastDot, lastDot >= groupStart {
                    // The parts (relative to the group's start), reusing the namespaces of
                    // those the previous key's group starts with.
                    let group = UnsafeBufferPointer(rebasing: bytes[groupStart..<lastDot])
                    var partStart = 0
                    var same = true
                    for index in 0...group.count where index == group.count || group[index] == dot {
                        let part = ends.count
                        ends.append(index)
                        if same && part < previousEnds.count && previousEnds[part] == index
                            && (index == partStart || previousGroup.withUnsafeBufferPointer { previous in
                                memcmp(group.baseAddress! + partStart, previous.baseAddress! + partStart, index - partStart) == 0
                            }) {
                            node = previousNodes[part]
                        } else {
                            same = false
                            guard let typeName = SwiftIdentifier.type(Self.string(UnsafeBufferPointer(rebasing: group[partStart..<index])))
                            else { return .none }
                            node = child(node, typeName, &names, &children)
                            if part < previousNodes.count { previousNodes[part] = node } else { previousNodes.append(node) }
                        }
                        partStart = index + 1
                    }
                    previousGroup.removeAll(keepingCapacity: true)
                    previousGroup.append(contentsOf: group)
                }
                swap(&previousEnds, &ends)
                previousNodes.removeSubrange(min(previousEnds.count, previousNodes.count)...)
                let last = UnsafeBufferPointer(rebasing: bytes[memberStart...])
                let member: Int32
                let form = SwiftIdentifier.plainMemberForm(last)
                let plain = form != nil
                if let form {
                    member = Self.code(form)
                } else {
                    // Other parts' names are made once each (the same parts recur in every group).
                    let lastPart = Self.string(last)
                    if let index = memberNameCache[lastPart] {
                        member = index
                    } else {
                        guard let name = SwiftIdentifier.member(lastPart) else { return .none }
                        member = Int32(names.otherNames.count)
                        names.otherNames.append(name)
                        memberNameCache[lastPart] = member
                    }
                }
                let group = UnsafeBufferPointer(rebasing: bytes[min(groupStart, memberStart)..<max(groupStart, memberStart)])
                if !plain {
                    names.nodes[Int(node)].mayRepeatNames = true
                } else if let first = names.nodes[Int(node)].group {
                    if first.count != group.count || first.withUnsafeBufferPointer({ memcmp($0.baseAddress!, group.baseAddress!, group.count) != 0 }) {
                        names.nodes[Int(node)].mayRepeatNames = true
                    }
                } else {
                    names.nodes[Int(node)].group = Array(group)
                }
                return .some((node, member))
            }
            let found: (node: Int32, member: Int32)
            switch asciiNames {
            case .none:
                return nil
            case .some(.some(let ascii)):
                found = ascii
            case .some(.none):
                previousEnds.removeAll()
                previousNodes.removeAll()
                var parts = key.split(separator: ".", omittingEmptySubsequences: false)
                if dropFirst { parts.removeFirst() }
                var node: Int32 = 0
                for part in parts.dropLast() {
                    guard let typeName = SwiftIdentifier.type(String(part)) else { return nil }
                    node = child(node, typeName, &names, &children)
                }
                guard let last = parts.last, let member = SwiftIdentifier.member(String(last)) else { return nil }
                names.nodes[Int(node)].mayRepeatNames = true
                names.otherNames.append(member)
                found = (node, Int32(names.otherNames.count - 1))
            }
            names.members.append(found.member)
            names.nodeOfPosition.append(found.node)
            names.nodes[Int(found.node)].accessors.append(Int32(position))
        }
        return names
    }

    /// The plan of the parts' names, joined in order: each part's namespaces found among those
    /// before or made, in the order the part made them — the order a single pass makes them in.
    /// Nil when a part is nil, or when two keys would be one accessor. `order` and `keys` are
    /// those the parts were found in.
    init?(parts: [Names?], order: [Int32], keys: [String]) {
        var children: [Slot: Int32] = [:]
        children.reserveCapacity(parts.reduce(0) { $0 + ($1?.nodes.count ?? 0) })
        let total = parts.reduce(0) { $0 + ($1?.members.count ?? 0) }
        members.reserveCapacity(total)
        nodeOfPosition.reserveCapacity(total)
        var global: [Int32] = []
        for part in parts {
            guard let part else { return nil }
            global.removeAll(keepingCapacity: true)
            global.append(0)
            for local in part.nodes.indices.dropFirst() {
                let parent = global[Int(part.parents[local])]
                let slot = Slot(node: parent, name: part.nodes[local].name)
                if let index = children[slot] {
                    global.append(index)
                    continue
                }
                let index = Int32(nodes.count)
                nodes.append(Node(name: slot.name, depth: part.nodes[local].depth))
                nodes[Int(parent)].children.append(index)
                children[slot] = index
                global.append(index)
            }
            // Each namespace's accessors, and whether two of them may have one name.
            for (local, found) in part.nodes.enumerated() where !found.accessors.isEmpty || found.mayRepeatNames {
                let index = Int(global[local])
                nodes[index].accessors += found.accessors
                if found.mayRepeatNames { nodes[index].mayRepeatNames = true }
                if let group = found.group {
                    if let first = nodes[index].group {
                        if first != group { nodes[index].mayRepeatNames = true }
                    } else {
                        nodes[index].group = group
                    }
                }
            }
            let otherBase = Int32(otherNames.count)
            otherNames += part.otherNames
            for member in part.members { members.append(member < 0 ? member : member + otherBase) }
            for node in part.nodeOfPosition { nodeOfPosition.append(global[Int(node)]) }
        }
        // Two keys are one accessor when their namespace and member name are the same.
        for node in nodes where node.mayRepeatNames
            && Self.hasRepeatedName(node.accessors.map { memberName(at: Int($0), order: order, keys: keys) }) { return nil }

        // The walk: a namespace's accessors, then its namespaces, a blank line between members.
        steps.reserveCapacity(members.count + 2 * nodes.count)
        var stack: [(node: Int32, next: Int)] = [(0, -1)]
        steps.append(Step(kind: .open, blankLineBefore: false, index: 0))
        while let (node, next) = stack.last {
            let children = nodes[Int(node)].children
            if next < 0 {
                for (index, position) in nodes[Int(node)].accessors.enumerated() {
                    steps.append(Step(kind: .accessor, blankLineBefore: index > 0, index: position))
                }
                stack[stack.count - 1].next = 0
            } else if next < children.count {
                stack[stack.count - 1].next = next + 1
                let blank = next > 0 || !nodes[Int(node)].accessors.isEmpty
                steps.append(Step(kind: .open, blankLineBefore: blank, index: children[next]))
                stack.append((children[next], -1))
            } else {
                steps.append(Step(kind: .close, blankLineBefore: false, index: node))
                stack.removeLast()
            }
        }
    }
    /// Whether a name occurs twice (as strings compare: canonically equivalent names are one).
    private static func hasRepeatedName(_ names: [String]) -> Bool {
        guard names.count > 24 else {
            // A namespace's few members: compared pairwise, without hashing.
            for a in names.indices {
                for b in names.indices where b > a && names[a] == names[b] { return true }
            }
            return false
        }
        var seen = Set<String>(minimumCapacity: names.count)
        return names.contains { !seen.insert($0).inserted }
    }

    /// A string of ASCII bytes.
    private static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { _ = $0.initialize(fromContentsOf: bytes); return bytes.count }
    }

    /// A key's first part (up to its first dot), nil when it has no dot: found by its bytes in an
    /// ASCII key, by character in another (where a dot may join a combining mark).
    private static func firstPart(_ key: String) -> Substring? {
        var key = key
        let asciiDot = key.withUTF8 { bytes -> Int?? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return .none }
            return .some(bytes.firstIndex(of: UInt8(ascii: ".")))
        }
        switch asciiDot {
        case .some(let offset?): return key[..<key.utf8.index(key.utf8.startIndex, offsetBy: offset)]
        case .some(nil): return nil
        case .none: return key.firstIndex(of: ".").map { key[..<$0] }
        }
    }
}
