import Diagnostics
import ScreenSpec
import TokenModel
import YAML

/// Every reference to every token of a project: from token values (whole-value aliases, fields
/// of composites, per-mode values, `$ref` pointers) and from screen specs (values, copy keys,
/// accessibility text). Built once per run, in one pass over the values; rules about usage
/// (unused-token, deprecated-token) read it.
public struct TokenReferenceIndex: Sendable {
    /// Which tokens' uses in screens are kept with their places.
    public enum Tracking: Sendable {
        /// Every token's.
        case all
        /// Only deprecated tokens' (what the rules read): any other token a screen refers to is
        /// only marked used. Keeping every use, with its place and screen, cost a lint of 1,000
        /// screens ~0.1 s of CPU and 6 % of its memory for answers no rule asked for.
        case deprecated
    }

    private var uses: [String: [String: [TokenUse]]] = [:]  // system → token path → uses
    /// With ``Tracking/deprecated``: per system, the paths of the other tokens screens refer to.
    private var usedByScreens: [String: Set<String>] = [:]

    /// Indexes the references of the given systems and screens.
    public init(systems: [LintedSystem], screens: [Screen], tracking: Tracking = .all) {
        for system in systems {
            var table: [String: [TokenUse]] = [:]
            for definition in system.tree.tokens {
                var nodes = [definition.valueNode]
                nodes += definition.modeValues.map(\.node)
                for node in nodes {
                    Self.collect(in: node) { path, range in
                        guard let target = Self.target(path, in: system.tree), target != definition.path else { return }
                        table[target, default: []].append(TokenUse(path: target, range: range, origin: .token(definition.path)))
                    }
                }
            }
            uses[system.name] = table
        }
        // With `.deprecated`: per system, whether each token (by index) has its uses kept, and
        // whether a screen refers to it.
        var kept: [String: TrackedTokens] = [:]
        var marked: [String: [Bool]] = [:]
        if tracking == .deprecated {
            for system in systems {
                let tokens = system.resolved.tokens
                kept[system.name] = TrackedTokens(system: system.resolved, tracked: tokens.map { $0.deprecation != nil })
                marked[system.name] = Array(repeating: false, count: tokens.count)
            }
        }
        // The screen before: a spec's screens in its other modes usually refer to the same tokens
        // at the same places, all seen already.
        var previous: Screen?
        var recorder = ScreenUseRecorder()
        // Where each file's screens end: the places seen in a file are dropped after its last
        // screen (a spec's screens come one after another), so they do not pile up.
        var lastScreenOfFile: [FileID: Int] = [:]
        for (i, screen) in screens.enumerated() { lastScreenOfFile[screen.file] = i }
        for (i, screen) in screens.enumerated() {
            defer { if lastScreenOfFile[screen.file] == i { recorder.forget(screen.file) } }
            // A screen remapped from an earlier mode's refers to the same tokens at the same
            // places as that screen, which came before it (``Screen/isRemapped``).
            if screen.isRemapped { continue }
            // A decoded screen knows which tokens it refers to: when none is tracked, they are
            // only marked used, and no reference's path is looked up again (~300 a screen).
            if let referenced = screen.referencedTokenIndexes, let filter = kept[screen.system], filter.allUntracked(referenced) {
                var used = marked.removeValue(forKey: screen.system) ?? []
                for index in referenced.indexes { used[index] = true }
                marked[screen.system] = used
                continue
            }
            if let previous, previous.file == screen.file, previous.system == screen.system,
               Self.sameReferences(previous, screen) {
                continue
            }
            previous = screen
            // Taken out while they grow, so that adding to them does not copy the whole table.
            recorder.begin(screen, table: uses.removeValue(forKey: screen.system) ?? [:])
            let filter = kept[screen.system]
            var used = marked.removeValue(forKey: screen.system) ?? []
            // Each use is kept with its place, or (a token of the system not tracked) marked.
            let values = screen.values
            for i in values.indices {
                guard let path = values[i].tokenPath else { continue }
                if let index = filter?.untrackedIndex(of: path) {
                    used[index] = true
                } else {
                    recorder.add(path, values[i].range)
                }
            }
            for placed in screen.allElements {
                for copy in Self.copyReferences(of: placed.element) {
                    if let index = filter?.untrackedIndex(of: copy.tokenPath) {
                        used[index] = true
                    } else {
                        recorder.add(copy.tokenPath, copy.range)
                    }
                }
            }
            uses[screen.system] = recorder.end()
            if filter != nil { marked[screen.system] = used }
        }
        for (name, flags) in marked {
            guard let tokens = kept[name]?.system.tokens else { continue }
            usedByScreens[name] = Set(flags.indices.lazy.filter { flags[$0] }.map { tokens[$0].path })
        }
    }

    /// A system, and whether each of its tokens (by index) has its uses kept (a class: read once
    /// per screen, where copying the system's value cost more than indexing the screen).
    private final class TrackedTokens {
        let system: ResolvedSystem
        let tracked: [Bool]
        init(system: ResolvedSystem, tracked: [Bool]) { self.system = system; self.tracked = tracked }

        /// Whether `referenced` lists tokens of this system (as many tokens as it has, each
        /// index one of them) of which none is tracked.
        func allUntracked(_ referenced: (indexes: [Int], tokenCount: Int)) -> Bool {
            referenced.tokenCount == tracked.count
                && referenced.indexes.allSatisfy { $0 >= 0 && $0 < tracked.count && !tracked[$0] }
        }

        /// The index of the token at `path` when it is one of the system's and not tracked.
        func untrackedIndex(of path: String) -> Int? {
            guard let index = system.tokenIndex(of: path), !tracked[index] else { return nil }
            return index
        }
    }

    /// Records the uses of one screen after another into its system's table, once per place
    /// (a struct with a mutating method, so that its tables are changed in place without the
    /// run-time exclusivity checks a nested function over local variables needed).
    private struct ScreenUseRecorder {
        /// The uses recorded, by file and where they are written (hashing a range is cheaper than
        /// hashing the path; a file's table stays small): the first at each place, and any others
        /// there (rare).
        private var seenByFile: [FileID: [SourceRange: TokenUseKey]] = [:]
        private var seenMore: [SourceRange: [TokenUseKey]] = [:]
        /// The screen being recorded, its file's places and its system's table (taken out).
        private var system = ""
        private var screenName = ""
        private var file = FileID(rawValue: 0)
        private var seen: [SourceRange: TokenUseKey] = [:]
        private var table: [String: [TokenUse]] = [:]
        /// Whether a use was recorded at a place in another file than its screen's: then any
        /// file's places may be needed later, and none is forgotten.
        private var crossedFiles = false

        /// Starts a screen, adding to `table`.
        mutating func begin(_ screen: Screen, table: [String: [TokenUse]]) {
            system = screen.system
            screenName = screen.name
            file = screen.file
            seen = seenByFile.removeValue(forKey: screen.file) ?? [:]
            if seen.isEmpty { seen.reserveCapacity(screen.values.count) }
            self.table = table
        }

        /// Records a use of `path` at `range`, unless one of that token was recorded there already.
        mutating func add(_ path: String, _ range: SourceRange) {
            let key = TokenUseKey(system: system, path: path)
            // A range in another file than the screen's (none today) has a table of its own.
            let isNew: Bool
            if range.file == file {
                isNew = TokenReferenceIndex.record(key, at: range, first: &seen, more: &seenMore)
            } else {
                crossedFiles = true
                var other = seenByFile.removeValue(forKey: range.file) ?? [:]
                isNew = TokenReferenceIndex.record(key, at: range, first: &other, more: &seenMore)
                seenByFile[range.file] = other
            }
            guard isNew else { return }
            table[path, default: []].append(TokenUse(path: path, range: range, origin: .screen(screenName)))
        }

        /// Drops the places seen in a file whose last screen has been recorded (kept when uses
        /// crossed files, which could still come back to it).
        mutating func forget(_ file: FileID) {
            guard !crossedFiles else { return }
            seenByFile[file] = nil
            if !seenMore.isEmpty { seenMore = seenMore.filter { $0.key.file != file } }
        }

        /// Ends the screen: its system's table, to be put back.
        mutating func end() -> [String: [TokenUse]] {
            seenByFile[file] = seen
            seen = [:]
            let result = table
            table = [:]
            return result
        }
    }

    /// Records a use at a place; false when it was recorded already.
    fileprivate static func record(_ key: TokenUseKey, at range: SourceRange, first: inout [SourceRange: TokenUseKey],
                               more: inout [SourceRange: [TokenUseKey]]) -> Bool {
        // One lookup for a new place (nearly every one): stored at once, and the first use put
        // back in the rare case there was one.
        guard let known = first.updateValue(key, forKey: range) else { return true }
        first[range] = known
        if known == key || more[range]?.contains(key) == true { return false }
        more[range, default: []].append(key)
        return true
    }

    /// The uses of a token of a system, in no particular order (with ``Tracking/deprecated``,
    /// a screen's uses only of a deprecated token).
    public func uses(of path: String, in system: String) -> [TokenUse] {
        uses[system]?[path] ?? []
    }

    /// Whether anything refers to the token.
    public func isUsed(_ path: String, in system: String) -> Bool {
        !(uses[system]?[path]?.isEmpty ?? true) || usedByScreens[system]?.contains(path) == true
    }

    /// Every use kept in a system, grouped by the referenced token's path (with
    /// ``Tracking/deprecated``, a screen's uses only of deprecated tokens).
    public func allUses(in system: String) -> [String: [TokenUse]] {
        uses[system] ?? [:]
    }

    /// Whether two screens refer to the same tokens at the same places, in the same order (their
    /// values and the copy references of their elements). Either way is safe to answer "no" to.
    static func sameReferences(_ a: Screen, _ b: Screen) -> Bool {
        guard a.values.count == b.values.count else { return false }
        let sameValues = a.values.withUnsafeBufferPointer { x in
            b.values.withUnsafeBufferPointer { y in
                for i in x.indices where x[i].range != y[i].range || x[i].tokenPath != y[i].tokenPath { return false }
                return true
            }
        }
        guard sameValues else { return false }
        let left = a.allElements, right = b.allElements
        guard left.count == right.count else { return false }
        for i in left.indices where !left[i].element.hasSameCopyReferences(as: right[i].element) { return false }
        return true
    }

    /// The copy references an element holds (its text, placeholder, accessibility and states).
    static func copyReferences(of element: Element) -> [CopyReference] {
        var result: [CopyReference] = []
        if let copy = element.copy { result.append(copy) }
        if case .copy(let ref)? = element.placeholder { result.append(ref) }
        if let accessibility = element.accessibility {
            for content in [accessibility.label, accessibility.hint, accessibility.value] {
                if case .copy(let ref)? = content { result.append(ref) }
            }
        }
        for state in element.states {
            if let copy = state.copy { result.append(copy) }
        }
        return result
    }

    /// The token a written path names: the token itself, or a group's `$root` token.
    static func target(_ path: String, in tree: TokenTree) -> String? {
        if tree.tokenIndex(of: path) != nil { return path }
        if tree.tokenIndex(of: path + ".$root") != nil { return path + ".$root" }
        return nil
    }

    /// Calls `found` for every `{path}` in the strings of a node and every `$ref` pointer, without
    /// recursion (a work list), so deep values cannot overflow the stack.
    static func collect(in root: YAMLNode, _ found: (String, SourceRange) -> Void) {
        var work = [root]
        while let node = work.popLast() {
            switch node.content {
            case .scalar(let scalar):
                // On bytes: `String.contains("{")` is Foundation's substring search here.
                guard scalar.text.utf8.contains(UInt8(ascii: "{")) else { continue }
                for path in referencePaths(in: scalar.text) { found(path, node.range) }
            case .mapping(let pairs):
                for pair in pairs {
                    if pair.key.scalar?.text == "$ref", let pointer = pair.value.string, pointer.hasPrefix("#/") {
                        let segments = pointer.dropFirst(2).split(separator: "/").map(String.init)
                        if let valueAt = segments.firstIndex(of: "$value"), valueAt > 0 {
                            found(segments[..<valueAt].joined(separator: "."), pair.value.range)
                        }
                        continue
                    }
                    work.append(pair.value)
                }
            case .sequence(let items):
                work.append(contentsOf: items)
            }
        }
    }

    /// The paths of the `{a.b.c}` references in a text (names made of letters, digits, `-`, `_`,
    /// `$`, `.`, `@`).
    static func referencePaths(in text: String) -> [String] {
        text.utf8.allSatisfy({ $0 < 0x80 }) ? asciiReferencePaths(in: text) : characterReferencePaths(in: text)
    }

    /// ``referencePaths(in:)`` for any text, character by character.
    static func characterReferencePaths(in text: String) -> [String] {
        var result: [String] = []
        var current: String?
        for character in text {
            if character == "{" {
                current = ""
            } else if character == "}" {
                if let path = current, !path.isEmpty { result.append(path) }
                current = nil
            } else if current != nil {
                if character.isLetter || character.isNumber || "-_$.@".contains(character) {
                    current?.append(character)
                } else {
                    current = nil
                }
            }
        }
        return result
    }
}

extension TokenReferenceIndex {
    /// ``referencePaths(in:)`` for ASCII text, on bytes: there every character is one byte, and a
    /// letter or number is `A`–`Z`, `a`–`z`, `0`–`9`.
    static func asciiReferencePaths(in text: String) -> [String] {
        var result: [String] = []
        var start: String.UTF8View.Index?
        let utf8 = text.utf8
        var i = utf8.startIndex
        while i != utf8.endIndex {
            let byte = utf8[i]
            switch byte {
            case UInt8(ascii: "{"):
                start = utf8.index(after: i)
            case UInt8(ascii: "}"):
                if let first = start, first != i { result.append(String(text[first..<i])) }
                start = nil
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"),
                 UInt8(ascii: "$"), UInt8(ascii: "."), UInt8(ascii: "@"):
                break
            default:
                start = nil
            }
            i = utf8.index(after: i)
        }
        return result
    }
}

/// The identity of one use at a given place, for de-duplicating the same reference seen in
/// several modes.
private struct TokenUseKey: Equatable {
    var system: String
    var path: String
}
