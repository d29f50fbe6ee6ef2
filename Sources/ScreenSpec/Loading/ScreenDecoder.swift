import ColorScience
import Diagnostics
import TokenModel
import YAML
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Decodes one spec document in one mode of its system into a ``Screen``.
///
/// Values are read through ``value(_:as:property:extract:)``, which resolves `{token}` references
/// against the system in this mode (unknown reference, wrong type → diagnostics), decodes literals
/// with TokenModel's ``ValueDecoder`` (same literal diagnostics as tokens), and records every
/// value as a ``SpecValueOccurrence``.
///
/// A decoder is used by one thread, and its state changed only by its own methods, one at a
/// time: the state it changes per value is declared `@exclusivity(unchecked)`, without the
/// run-time check each access to a class's stored property otherwise makes.
final class ScreenDecoder {
    let system: ResolvedSystem
    let modeIndex: Int
    let sink: DiagnosticSink
    let copyIndex: CopyIndex
    /// A navigation target (not `app:`) read, to be looked up among the specs' screen names once
    /// they are all known.
    struct PendingTarget: Sendable {
        /// The screen named.
        var target: String
        /// Where it is written.
        var range: SourceRange
        /// How many problems the sink held when it was read: where its own problem goes.
        var position: Int
    }
    /// The navigation targets read, in order.
    @exclusivity(unchecked) var navigationTargets: [PendingTarget] = []
    /// Occurrences recorded so far.
    let values = OccurrenceList()
    /// The element being decoded, for occurrences.
    @exclusivity(unchecked) var currentElementID: String?
    /// Ids seen in this screen, with where first written.
    @exclusivity(unchecked) var seenIDs: [String: SourceRange] = [:]
    /// The screen states declared.
    var screenStates: [String] = ["default"]
    /// Counter for elements written without an id.
    var anonymousCount = 0
    /// The context every literal is decoded in (made once: it is the same for all of them).
    lazy var literalContext: DecodingContext = decodingContext()
    /// Tokens whose value in this mode was used for more than a `{token}` value of its own (a
    /// copy's text, a gradient token's stops, a stroke style, an alias inside a literal, a value
    /// that did not fit): another mode can reuse this decoding only where these are the same.
    /// An index may be listed more than once (a list appended to, rather than a set hashed).
    @exclusivity(unchecked) var opaqueTokens: [Int] = []
    /// The values in this mode of the tokens referred to so far, boxed once each and shared by
    /// their occurrences.
    @exclusivity(unchecked) private var valueBoxes = TokenBoxTable()
    /// The values of plain literals decoded so far in this mode (``LiteralKey``), boxed once each.
    @exclusivity(unchecked) private var literals = LiteralCache()

    init(system: ResolvedSystem, modeIndex: Int, sink: DiagnosticSink, copyIndex: CopyIndex) {
        self.system = system; self.modeIndex = modeIndex; self.sink = sink; self.copyIndex = copyIndex
    }

    var mode: String { system.modes.indices.contains(modeIndex) ? system.modes[modeIndex] : system.modes.first ?? "default" }

    /// A token's value in this screen's mode (its default value should the mode be missing).
    func valueInMode(_ token: ResolvedToken) -> TokenValue {
        token.values.indices.contains(modeIndex) ? token.values[modeIndex] : token.value
    }

    /// The value in this screen's mode of the token at `index` in the system.
    func valueInMode(tokenAt index: Int) -> TokenValue {
        let values = system.tokens[index].values
        return values.indices.contains(modeIndex) ? values[modeIndex] : values[0]
    }

    /// Remembers that the value in this mode of the token at `path` (if there is one) was used for
    /// more than a `{token}` value of its own (``opaqueTokens``).
    func markOpaque(_ path: String) {
        if let index = system.tokenIndex(of: path) { opaqueTokens.append(index) }
    }

    /// Notes that an occurrence kept refers to the token at `index`, whose box
    /// ``sharedValueInMode(tokenAt:)`` made (``Screen/referencedTokenIndexes``).
    func noteReferenced(tokenAt index: Int) {
        valueBoxes.markReferenced(index)
    }

    /// The tokens noted by ``noteReferenced(tokenAt:)``, each once, for the screen decoded.
    var referencedTokens: Screen.ReferencedTokens {
        Screen.ReferencedTokens(indexes: valueBoxes.referencedIndexes, tokenCount: system.tokens.count)
    }

    /// ``valueInMode(tokenAt:)``, boxed: the same box for every occurrence of the token.
    func sharedValueInMode(tokenAt index: Int) -> SharedValue<TokenValue> {
        if let known = valueBoxes.box(forTokenAt: index) { return known }
        let box = SharedValue(valueInMode(tokenAt: index))
        valueBoxes.add(box, forTokenAt: index)
        return box
    }

    // MARK: - Diagnostics

    func report(_ diagnostic: Diagnostic) { sink.report(diagnostic) }

    func error(_ code: String, _ message: String, at range: SourceRange, suggestion: String? = nil, notes: [Diagnostic.Note] = []) {
        sink.report(.error(code, message, at: range, notes: notes, suggestion: suggestion))
    }

    func warning(_ code: String, _ message: String, at range: SourceRange, suggestion: String? = nil) {
        sink.report(.warning(code, message, at: range, suggestion: suggestion))
    }

    /// The pairs of a mapping, or nil after a `type-mismatch` error naming what was expected.
    func mapping(_ node: FlatNode, _ what: @autoclosure () -> String) -> FlatPairs? {
        if let pairs = node.pairs { return pairs }
        error("type-mismatch", "\(what()) must be a mapping, not \(node.kindDescription)", at: node.range)
        return nil
    }

    /// Checks every key of a mapping against the allowed names: an `unknown-property` error
    /// with "did you mean" for each key that is not one. Returns the pairs whose keys are allowed.
    /// `what` is made only when there is something to report.
    func knownPairs(_ pairs: FlatPairs, allowed: [String], in what: @autoclosure () -> String) -> KnownPairs {
        knownPairs(pairs, allowed: NameTable(allowed), in: what())
    }

    /// ``knownPairs(_:allowed:in:)`` with the allowed names as a ``NameTable``.
    func knownPairs(_ pairs: FlatPairs, allowed table: NameTable, in what: @autoclosure () -> String) -> KnownPairs {
        // Nearly always every key is allowed: the mapping is then read as it is (an array of
        // the pairs kept was made for each of ~100,000 mappings in a 1,000-screen lint).
        var allKnown = true
        for pair in pairs {
            guard let key = pair.key.scalarText, table.contains(key) else {
                allKnown = false
                break
            }
        }
        if allKnown { return KnownPairs(all: pairs) }
        let allowed = table.names
        var result: [(key: String, pair: FlatPair)] = []
        result.reserveCapacity(pairs.count)
        for pair in pairs {
            guard let key = pair.key.scalar?.text else {
                error("unknown-property", "\(what()) keys must be names", at: pair.key.range)
                continue
            }
            if table.contains(key) {
                result.append((key: key, pair: pair))
            } else {
                let guess = Suggestions.nearest(to: key, among: allowed)
                var d = Diagnostic.error("unknown-property", "unknown property '\(key)' in \(what())", at: pair.key.range,
                                         suggestion: guess.map { "did you mean '\($0)'?" })
                if let guess { d.fixIts = [.init(range: pair.key.range, replacement: guess)] }
                report(d)
            }
        }
        return KnownPairs(kept: result)
    }

    /// ``knownPairs(_:allowed:in:)`` for an element's (or, with `forState`, a state's) mapping,
    /// with each key as an ``ElementProperty``: the same pairs kept and the same problems reported.
    func knownElementPairs(_ pairs: FlatPairs, forState: Bool,
                           in what: @autoclosure () -> String) -> [(key: ElementProperty, pair: FlatPair)] {
        var result: [(key: ElementProperty, pair: FlatPair)] = []
        result.reserveCapacity(pairs.count)
        for pair in pairs {
            guard let key = pair.key.scalar?.text else {
                error("unknown-property", "\(what()) keys must be names", at: pair.key.range)
                continue
            }
            if let property = ElementProperty.named(key), !forState || property.appliesToStates {
                result.append((key: property, pair: pair))
            } else {
                let allowed = forState ? PropertyNames.state : PropertyNames.element
                let guess = Suggestions.nearest(to: key, among: allowed)
                var d = Diagnostic.error("unknown-property", "unknown property '\(key)' in \(what())", at: pair.key.range,
                                         suggestion: guess.map { "did you mean '\($0)'?" })
                if let guess { d.fixIts = [.init(range: pair.key.range, replacement: guess)] }
                report(d)
            }
        }
        return result
    }

    /// A plain string, or nil after an error.
    func string(_ node: FlatNode, _ what: @autoclosure () -> String) -> String? {
        if let text = node.string { return text }
        if let scalar = node.scalar, !node.isNull { return scalar.text }
        error("type-mismatch", "\(what()) must be a string, not \(node.kindDescription)", at: node.range)
        return nil
    }

    /// A list of strings (a single string is a one-item list).
    func strings(_ node: FlatNode, _ what: String) -> [(String, SourceRange)] {
        if let items = node.items {
            return items.compactMap { item in string(item, what).map { ($0, item.range) } }
        }
        return string(node, what).map { [($0, node.range)] } ?? []
    }

    /// A boolean, or nil after an error.
    func bool(_ node: FlatNode, _ what: String) -> Bool? {
        if case .bool(let b)? = node.coreValue { return b }
        error("type-mismatch", "\(what) must be true or false, not \(node.kindDescription)", at: node.range)
        return nil
    }

    // MARK: - Values

    /// Reads a value of `type`: a `{token}` reference (resolved in this mode) or a literal.
    ///
    /// - Parameters:
    ///   - property: the property path for messages and occurrences (`tagline.color`).
    ///   - extract: the typed payload of a resolved value (nil: the token's type does not fit).
    func value<T: Sendable & Hashable>(_ node: FlatNode, as type: TokenType, property: PropertyPath,
                                       extract: (TokenValue) -> T?) -> SpecValue<T>? {
        // A quoted `{path}` of a token, looked up by its bytes (nearly every reference): its path
        // is then the token's own string, byte for byte the reference's, and none is made.
        if let index = node.withPlainReferenceBytes({ system.tokenIndex(ofASCII: $0) ?? nil }) ?? nil {
            return reference(toTokenAt: index, path: system.tokens[index].path, node, as: type, property: property, extract: extract)
        }
        if let path = node.specReferencePath {
            if node.isFlowReferenceMapping {
                warning("unquoted-reference", "unquoted {\(path)} is a YAML mapping to other tools — quote it",
                        at: node.range, suggestion: "write \"{\(path)}\"")
            }
            // By index: the token itself is copied only to report a problem; its path's string
            // (which the lookup has just read) is shared when its bytes are the reference's.
            guard let index = system.tokenIndex(of: path) else {
                _ = lookup(path, at: node.range, expecting: type, property: property)
                return nil
            }
            return reference(toTokenAt: index, path: Self.canonical(path, system.tokens[index].path), node, as: type,
                             property: property, extract: extract)
        }
        // A plain literal scalar written before in this screen (`0`, `12pt`, `0.45`): its value,
        // boxed once. Only decodings that reported nothing are kept, so every problem is still
        // reported where it is written.
        let key = LiteralKey(node).map { var k = $0; k.type = type; return k }
        let box: SharedValue<TokenValue>
        if let key, let known = literals.value(for: key) {
            box = known
        } else {
            let before = sink.reports
            guard let decoded = ValueDecoder.decode(node.yamlNode, as: type, context: literalContext) else { return nil }
            box = SharedValue(decoded)
            if let key, sink.reports == before { literals.remember(box, for: key) }
        }
        guard let payload = box.read(extract) else { return nil }
        let text = Self.render(node)
        values.append(property: property, elementID: currentElementID, type: type, tokenPath: nil,
                      literalText: text, sharedValue: box, range: node.range)
        return .literal(value: payload, text: text, range: node.range)
    }

    /// The boxed values of the plain literals decoded so far (``LiteralKey``).
    ///
    /// A screen writes a few short literals over and over (`0`, `1`, `12pt`, `0.45`): the first
    /// ``scanLimit`` kept are found by comparing the two words of their text, without hashing it
    /// (hashing the key was ~800 instructions of the ~4,400 an animated value cost). Equal words
    /// are the same text whatever the string's form; a text in another form than the one kept is
    /// only not found that way, and looked up in (or added to) the hashed table.
    struct LiteralCache {
        private struct Entry {
            /// The text's two words; the text itself is kept so that a string it points to
            /// stays alive (its address then names no other text).
            var words: (UInt64, UInt64)
            var text: String
            var style: ScalarStyle
            var type: TokenType
            var box: SharedValue<TokenValue>
        }

        /// How many literals are compared word by word before the others are hashed.
        static let scanLimit = 32

        /// Whether a text is short enough to be held in its string's two words (then every
        /// string of that text has the same words): the others are hashed, so that equal texts
        /// in separate strings are found.
        private static func isShort(_ text: String) -> Bool { text.utf8.count <= 15 }
        private var scanned: [Entry] = []
        private var hashed: [LiteralKey: SharedValue<TokenValue>] = [:]

        /// The value kept for `key`, if any.
        func value(for key: LiteralKey) -> SharedValue<TokenValue>? {
            if Self.isShort(key.text) {
                let words = unsafeBitCast(key.text, to: (UInt64, UInt64).self)
                for entry in scanned where entry.words == words && entry.style == key.style && entry.type == key.type {
                    return entry.box
                }
            }
            return hashed.isEmpty ? nil : hashed[key]
        }

        /// Keeps `box` as the value of `key`.
        mutating func remember(_ box: SharedValue<TokenValue>, for key: LiteralKey) {
            if scanned.count < Self.scanLimit, Self.isShort(key.text) {
                scanned.append(Entry(words: unsafeBitCast(key.text, to: (UInt64, UInt64).self), text: key.text, style: key.style,
                                     type: key.type, box: box))
            } else {
                hashed[key] = box
            }
        }
    }

    /// What a plain literal's decoding depends on: its text, style and the type read. Nil for
    /// anything else — a collection, a tagged scalar, a scalar with the comment trap, or text
    /// with a brace (a reference inside a literal is resolved, and remembered as opaque).
    struct LiteralKey: Hashable {
        var text: String
        var style: ScalarStyle
        var type: TokenType

        init(text: String, style: ScalarStyle, type: TokenType) {
            self.text = text; self.style = style; self.type = type
        }

        init?(_ node: FlatNode) {
            guard let scalar = node.scalar, scalar.tag == nil, scalar.trailingComment == nil else { return nil }
            var text = scalar.text
            let hasBrace = text.withUTF8 { bytes in bytes.contains { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") } }
            if hasBrace { return nil }
            self.text = text
            self.style = scalar.style
            self.type = .number
        }
    }

    /// The value of a reference to the token at `index`, written `path` at `node`: recorded as an
    /// occurrence, or nil after a `type-mismatch` error when the token's value does not fit.
    private func reference<T: Sendable & Hashable>(toTokenAt index: Int, path: String, _ node: FlatNode, as type: TokenType,
                                                   property: PropertyPath, extract: (TokenValue) -> T?) -> SpecValue<T>? {
        let box = sharedValueInMode(tokenAt: index)
        guard let payload = box.read(extract) else {
            opaqueTokens.append(index)
            typeMismatch(system.tokens[index], expected: type, at: node.range, property: property)
            return nil
        }
        values.append(property: property, elementID: currentElementID, type: type, tokenPath: path,
                      literalText: nil, sharedValue: box, range: node.range)
        valueBoxes.markReferenced(index)
        return .reference(path: path, value: payload, range: node.range)
    }

    /// The token at `path`, or nil after an `unknown-reference` error with "did you mean".
    func lookup(_ path: String, at range: SourceRange, expecting type: TokenType?, property: PropertyPath) -> ResolvedToken? {
        if let token = system[path] { return token }
        var d = Diagnostic.error("unknown-reference", "unknown reference '{\(path)}' in system '\(system.name)'", at: range)
        let candidates = type.map { wanted in system.tokens.filter { Self.fits($0.type, wanted) }.map(\.path) } ?? system.tokens.map(\.path)
        if let near = nearestPath(to: path, among: candidates) ?? nearestPath(to: path, among: system.tokens.map(\.path)) {
            d.suggestion = "did you mean '{\(near)}'?"
            d.fixIts = [.init(range: range, replacement: "\"{\(near)}\"")]
        }
        report(d)
        return nil
    }

    private func nearestPath(to path: String, among candidates: [String]) -> String? {
        if let dot = path.lastIndex(of: ".") {
            let parent = String(path[..<dot]) + "."
            if let near = Suggestions.nearest(to: path, among: candidates.filter { $0.hasPrefix(parent) }) { return near }
        }
        return Suggestions.nearest(to: path, among: candidates)
    }

    func typeMismatch(_ token: ResolvedToken, expected: TokenType, at range: SourceRange, property: PropertyPath) {
        report(.error("type-mismatch",
                      "'\(property)' needs a \(expected.rawValue), but '{\(token.path)}' is a \(token.type.rawValue)",
                      at: range, notes: [.init("'\(token.path)' is defined here", at: token.nameRange)]))
    }

    /// Whether a token of type `actual` may be used where `expected` is needed.
    static func fits(_ actual: TokenType, _ expected: TokenType) -> Bool {
        if actual == expected { return true }
        switch (actual, expected) {
        case (.dimension, .blur), (.blur, .dimension), (.number, .opacity), (.opacity, .number): return true
        default: return false
        }
    }

    /// The context literals are decoded in: references inside a composite literal resolve in this mode.
    func decodingContext() -> DecodingContext {
        DecodingContext(
            sink: sink, mode: mode,
            aliasResolver: { [unowned self] path, range, expected in
                guard let token = self.lookup(path, at: range, expecting: expected, property: "field") else { return nil }
                self.markOpaque(path)
                guard Self.fits(token.type, expected) else {
                    self.report(.error("type-mismatch", "this field needs a \(expected.rawValue), but '{\(path)}' is a \(token.type.rawValue)",
                                       at: range, notes: [.init("'\(path)' is defined here", at: token.nameRange)]))
                    return nil
                }
                return Self.converted(self.valueInMode(token), to: expected)
            },
            pointerResolver: { [unowned self] _, range in
                self.error("invalid-reference", "JSON Pointer `$ref`s are not supported in screen specs; use a {token.path} reference",
                           at: range)
                return nil
            })
    }

    /// A value of a compatible type, as the type expected.
    static func converted(_ value: TokenValue, to type: TokenType) -> TokenValue {
        switch (value, type) {
        case (.dimension(let d), .blur): return .blur(d)
        case (.blur(let d), .dimension): return .dimension(d)
        case (.number(let n), .opacity): return .opacity(n)
        case (.opacity(let n), .number): return .number(n)
        default: return value
        }
    }

    /// The token's own path string when it is byte for byte the path written (nearly always), so
    /// that every reference to a token shares one string instead of keeping its own, and
    /// comparing it with the token's is immediate; otherwise (a path equal only under Unicode
    /// equivalence) the path as written, which messages show.
    static func canonical(_ written: String, _ own: String) -> String {
        var a = written, b = own
        let same = a.withUTF8 { x in
            b.withUTF8 { y in x.count == y.count && (x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0) }
        }
        return same ? own : written
    }

    /// The path of `name` inside `base` (joined when shown: ``PropertyPath``).
    static func dotted(_ base: PropertyPath, _ name: String) -> PropertyPath { base.appending(name) }

    /// The path of `name` inside the element or part `base`.
    static func dotted(_ base: String, _ name: String) -> PropertyPath { PropertyPath(base, name) }

    /// A compact rendering of a literal as written: the scalar's text, or a flow form of a collection.
    static func render(_ node: FlatNode) -> String {
        switch node.content {
        case .scalar(let s): return s.text
        case .sequence(let items): return "[" + items.map(render).joined(separator: ", ") + "]"
        case .mapping(let pairs): return "{" + pairs.map { render($0.key) + ": " + render($0.value) }.joined(separator: ", ") + "}"
        }
    }
}

// MARK: - Typed readers

extension ScreenDecoder {
    func color(_ node: FlatNode, _ property: PropertyPath) -> SpecValue<Color>? {
        value(node, as: .color, property: property) { if case .color(let c) = $0 { return c } else { return nil } }
    }

    func dimension(_ node: FlatNode, _ property: PropertyPath) -> SpecValue<Dimension>? {
        value(node, as: .dimension, property: property) {
            switch $0 {
            case .dimension(let d), .blur(let d): return d
            default: return nil
            }
        }
    }

    func blur(_ node: FlatNode, _ property: PropertyPath) -> SpecValue<Dimension>? {
        value(node, as: .blur, property: property) {
            switch $0 {
            case .dimension(let d), .blur(let d): return d
            default: return nil
            }
        }
    }

    func duration(_ node: FlatNode, _ property: PropertyPath) -> SpecValue<Duration>? {
        value(node, as: .duration, property: property) { if case .duration(let d) = $0 { return d } else { return nil } }
    }

    func opacity(_ node: FlatNode, _ property: PropertyPath) -> SpecValue<Double>? {
        value(node, as: .opacity, property: property) {
            switch $0 {
            case .opacity(let n), .number(let n): return n
            default: return nil
            }
        }
    }

    func number(_ node: FlatNode, _ property: PropertyPath) -> SpecValue<Double>? {
        value(node, as: .number, property: property) {
            switch $0 {
            case .opacity(let n), .number(let n): return n
            default: return nil
            }
        }
    }

    func cubicBezier(_ node: FlatNode, _ property: PropertyPath) -> SpecValue<CubicBezier>? {
        value(node, as: .cubicBezier, property: property) { if case .cubicBezier(let c) = $0 { return c } else { return nil } }
    }

    func spring(_ node: FlatNode, _ property: PropertyPath) -> SpecValue<Spring>? {
        value(node, as: .spring, property: property) { if case .spring(let s) = $0 { return s } else { return nil } }
    }

    func transition(_ node: FlatNode, _ property: PropertyPath) -> SpecValue<Transition>? {
        value(node, as: .transition, property: property) { if case .transition(let t) = $0 { return t } else { return nil } }
    }

    func typography(_ node: FlatNode, _ property: PropertyPath) -> SpecValue<Typography>? {
        value(node, as: .typography, property: property) { if case .typography(let t) = $0 { return t } else { return nil } }
    }

    func fontFamily(_ node: FlatNode, _ property: PropertyPath) -> SpecValue<FontFamily>? {
        value(node, as: .fontFamily, property: property) { if case .fontFamily(let f) = $0 { return f } else { return nil } }
    }

    func fontWeight(_ node: FlatNode, _ property: PropertyPath) -> SpecValue<FontWeight>? {
        value(node, as: .fontWeight, property: property) { if case .fontWeight(let w) = $0 { return w } else { return nil } }
    }

    func shadow(_ node: FlatNode, _ property: PropertyPath) -> SpecValue<[Shadow]>? {
        value(node, as: .shadow, property: property) { if case .shadow(let s) = $0 { return s } else { return nil } }
    }

    func border(_ node: FlatNode, _ property: PropertyPath) -> SpecValue<Border>? {
        value(node, as: .border, property: property) { if case .border(let b) = $0 { return b } else { return nil } }
    }

    func haptic(_ node: FlatNode, _ property: PropertyPath) -> SpecValue<Haptic>? {
        value(node, as: .haptic, property: property) { if case .haptic(let h) = $0 { return h } else { return nil } }
    }

    func gradientToken(_ node: FlatNode, _ property: PropertyPath) -> SpecValue<[GradientStop]>? {
        value(node, as: .gradient, property: property) { if case .gradient(let g) = $0 { return g } else { return nil } }
    }
}
