import Parallel
import TokenModel

/// The String Catalog and the Swift accessors exactly as the built-in `xcstrings/catalog`,
/// `xcstrings/l10n.swift` and `xcstrings/l10n-namespace` templates write them, written straight
/// into byte buffers on all cores: the catalog in parts of the keys' order, the accessors in
/// parts of the plan's walk; the buffers become the files' pieces as they are (``ByteWriter/takeBytes(capacity:)``).
/// Used only while those templates are the built-in ones; the
/// template path must give the same bytes (`StringCatalogDirectTextTests`).
struct StringCatalogDirectText: Sendable {
    /// What is written around the strings.
    struct Frame: Sendable {
        /// The token files, for the header.
        var sources: String
        /// `public` or `internal`.
        var access: String
        /// The root enum's name.
        var enumName: String
        /// The table (the catalog's file name without extension).
        var table: String
        /// `Bundle.main` or `Bundle.module`.
        var bundle: String
        /// The development language.
        var sourceLanguage: String
    }

    /// What a string says, read from its token.
    struct Source {
        /// The source-language text as written (`{name}` placeholders).
        var text: String
        /// The placeholders in argument order.
        var placeholders: [Copy.Placeholder]
        /// The note for translators: the copy's `comment`, then the token's `$description`.
        var comment: String?
        /// The token's `$description`.
        var description: String?
        /// The token's deprecation (nil: not deprecated).
        var deprecation: String?
    }

    let sources: StringCatalogEmitter.CopySources
    let entries: [StringCatalogEmitter.DirectEntry]
    let keys: [String]
    /// The entries in Xcode's order, each key once.
    let order: [Int32]
    /// What each entry says, by entry, read ahead on all cores (``sources(of:in:parts:beside:)``);
    /// empty: read from the tokens when written.
    let said: [Source]
    let frame: Frame

    /// From this many strings on, the text is written in parts on all cores.
    static let parallelThreshold = 4096

    /// A piece of work of the catalog's pass: the accessors' plan (their names' parts joined), or
    /// the catalog's text of a part.
    private enum Piece: Sendable {
        case plan(L10nDirectPlan?)
        case catalog(OwnedBytes)
    }

    /// The catalog, and the accessors when asked for; nil when a key cannot become an accessor
    /// (``L10nDirectPlan``: even without the accessors, the template path reports it). The
    /// accessors' names are found in parts on all cores, then joined on one core while the others
    /// write the catalog's parts (joined after them, the other core waited ~4 ms at 100,000).
    func files(swift: Bool) -> (catalog: GeneratedPieces, accessors: GeneratedPieces?)? {
        let spread = order.count >= Self.parallelThreshold && ParallelMap.mapsMaySpread
        let catalogParts = spread ? 16 : 1
        let nameParts = spread ? 16 : 1
        let swiftParts = swift ? (spread ? 16 : 1) : 0
        let languageJSON = JSONText.literal(frame.sourceLanguage)
        let count = order.count
        let dropFirst = ParallelMap.indices(nameParts, threshold: 2) { part in
            L10nDirectPlan.dropsFirstPart(order: order, keys: keys, positions: (part * count / nameParts)..<((part + 1) * count / nameParts))
        }.allSatisfy { $0 }
        let names = ParallelMap.indices(nameParts, threshold: 2) { part in
            L10nDirectPlan.names(order: order, keys: keys, positions: (part * count / nameParts)..<((part + 1) * count / nameParts),
                                 dropFirst: dropFirst)
        }
        let pieces = ParallelMap.indices(1 + catalogParts, threshold: spread ? 2 : .max) { index -> Piece in
            guard index > 0 else { return .plan(L10nDirectPlan(parts: names, order: order, keys: keys)) }
            let part = index - 1
            return .catalog(said.withUnsafeBufferPointer { said in
                self.catalog(positions: (part * count / catalogParts)..<((part + 1) * count / catalogParts), said: said,
                             languageJSON: languageJSON)
            })
        }
        var made: L10nDirectPlan?
        var catalog: [OwnedBytes] = []
        for piece in pieces {
            switch piece {
            case .plan(let plan): made = plan
            case .catalog(let bytes): catalog.append(bytes)
            }
        }
        guard let plan = made else { return nil }
        defer { if spread { LateRelease.dropInBackground([plan]) } }
        let catalogHeader = "{\n  \"sourceLanguage\" : " + languageJSON + ",\n  \"strings\" : {\n" + (order.isEmpty ? "\n" : "")
        // Xcode writes String Catalogs without a final newline.
        let catalogFooter = "  },\n  \"version\" : \"1.0\"\n}"
        let catalogFile = GeneratedPieces(wrapping: catalog, header: catalogHeader, footer: catalogFooter)
        guard swift else { return (catalogFile, nil) }
        let stepCount = plan.steps.count
        let parts = ParallelMap.indices(swiftParts, threshold: 2) { part -> OwnedBytes in
            said.withUnsafeBufferPointer { said in
                accessors(steps: (part * stepCount / swiftParts)..<((part + 1) * stepCount / swiftParts), of: plan, said: said)
            }
        }
        let swiftHeader = "// Generated by tokenc from " + frame.sources + ". Do not edit.\n\n#if canImport(Foundation)\nimport Foundation\n\n"
            + "/// The app's copy, looked up in the `" + frame.table + "` String Catalog.\n"
        let swiftFooter = "\nextension " + frame.enumName + " {\n"
            + "    /// Looks `key` up in the `" + frame.table + "` table of " + frame.bundle + " (the source text when the key is\n"
            + "    /// missing) and fills in the arguments.\n"
            + "    fileprivate static func tr(_ key: String, _ fallback: String, _ arguments: CVarArg...) -> String {\n"
            + "        let format = " + frame.bundle + ".localizedString(forKey: key, value: fallback, table: "
            + SwiftIdentifier.stringLiteral(frame.table) + ")\n"
            + "        return arguments.isEmpty ? format : String(format: format, locale: Locale.current, arguments: arguments)\n"
            + "    }\n}\n#endif\n"
        return (catalogFile, GeneratedPieces(wrapping: parts, header: swiftHeader, footer: swiftFooter))
    }

    /// What each entry says, by entry, read in `parts` parts on all cores while one core runs
    /// `beside`; each part reads the tokens through pointers taken once (each string's
    /// `sources.systems[…].tokens` retained and released the tokens' array, shared by both
    /// cores). With no parts, `beside` alone runs and nothing is read (`[]`).
    static func sources(of entries: [StringCatalogEmitter.DirectEntry], in sources: StringCatalogEmitter.CopySources, parts: Int,
                        beside: @Sendable () -> Void) -> [Source] {
        guard parts > 0 else {
            beside()
            return []
        }
        let count = entries.count
        return [Source](unsafeUninitializedCapacity: count) { buffer, initialized in
            let target = SharedSources(base: buffer.baseAddress!)
            _ = ParallelMap.indices(1 + parts, threshold: 2) { index in
                guard index > 0 else { return beside() }
                let part = index - 1
                let modes = sources.modes.map { $0 }
                withTokens(of: sources.systems, from: 0) { tokens in
                    for position in (part * count / parts)..<((part + 1) * count / parts) {
                        let entry = entries[position]
                        let token = tokens[Int(entry.system)].baseAddress! + Int(entry.token)
                        (target.base + position).initialize(to: source(of: entry, token: token, mode: modes[Int(entry.system)]))
                    }
                }
            }
            initialized = count
        }
    }

    /// The storage of ``sources(of:in:parts:beside:)``, each part initializing its own entries.
    private struct SharedSources: @unchecked Sendable {
        let base: UnsafeMutablePointer<Source>
    }

    /// Calls `body` with the tokens of `systems[index...]`, each valid during the call.
    private static func withTokens<Result>(of systems: [ResolvedSystem], from index: Int, pinned: [UnsafeBufferPointer<ResolvedToken>] = [],
                                           _ body: ([UnsafeBufferPointer<ResolvedToken>]) -> Result) -> Result {
        guard index < systems.count else { return body(pinned) }
        return systems[index].tokens.withUnsafeBufferPointer { withTokens(of: systems, from: index + 1, pinned: pinned + [$0], body) }
    }

    // MARK: The catalog

    /// The catalog's strings at `positions` of the keys' order.
    private func catalog(positions: Range<Int>, said: UnsafeBufferPointer<Source>, languageJSON: String) -> OwnedBytes {
        var out = ByteWriter(capacity: 320 * positions.count + 64)
        var scratch = ByteWriter(capacity: 256)
        // The lines between a string's comment and its value, the same for every string.
        let lines = Array(("      \"extractionState\" : \"manual\",\n      \"localizations\" : {\n        " + languageJSON
            + " : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : ").utf8)
        lines.withUnsafeBufferPointer { middle in
            for position in positions {
                let entry = Int(order[position])
                // Read where it is (a copy of a string's texts costs a reference count each, and a
                // `Source` passed from a buffer's subscript is a copy: ~270 instructions).
                if said.isEmpty {
                    withUnsafePointer(to: Self.source(of: entries[entry], in: sources)) { source in
                        appendCatalogString(key: keys[entry], source: source, last: position == order.count - 1, middle: middle,
                                            to: &out, scratch: &scratch)
                    }
                } else {
                    appendCatalogString(key: keys[entry], source: said.baseAddress! + entry, last: position == order.count - 1,
                                        middle: middle, to: &out, scratch: &scratch)
                }
            }
        }
        return out.takeBytes()
    }

    /// One string of the catalog: its key, its comment, its value.
    @inline(__always)
    private func appendCatalogString(key: String, source: UnsafePointer<Source>, last: Bool, middle: UnsafeBufferPointer<UInt8>,
                                     to out: inout ByteWriter, scratch: inout ByteWriter) {
        out.append("    ")
        Self.appendJSON(key, to: &out)
        out.append(" : {\n")
        if let comment = source.pointee.comment {
            out.append("      \"comment\" : ")
            Self.appendJSON(comment, to: &out)
            out.append(",\n")
        }
        out.append(middle)
        Self.appendFormat(source, json: true, to: &out, scratch: &scratch)
        out.append(last ? "\n          }\n        }\n      }\n    }\n" : "\n          }\n        }\n      }\n    },\n")
    }

    // MARK: The accessors

    /// The accessors' text of the walk's `steps`.
    private func accessors(steps range: Range<Int>, of plan: L10nDirectPlan, said: UnsafeBufferPointer<Source>) -> OwnedBytes {
        var out = ByteWriter(capacity: 200 * range.count + 64)
        var scratch = ByteWriter(capacity: 256)
        var parameters = ParameterNames()
        let steps = plan.steps, nodes = plan.nodes
        let access = Array(frame.access.utf8), enumName = Array(frame.enumName.utf8)
        for step in steps[range] {
            if step.blankLineBefore { out.append(UInt8(ascii: "\n")) }
            switch step.kind {
            case .open:
                let node = nodes[Int(step.index)]
                out.append(UInt8(ascii: " "), count: 4 * node.depth)
                out.append(access)
                out.append(" enum ")
                if step.index == 0 { out.append(enumName) } else { out.append(node.name) }
                out.append(" {\n")
            case .close:
                out.append(UInt8(ascii: " "), count: 4 * nodes[Int(step.index)].depth)
                out.append("}\n")
            case .accessor:
                let position = Int(step.index)
                let entry = Int(order[position])
                let indent = 4 * (nodes[Int(plan.nodeOfPosition[position])].depth + 1)
                // Read where it is, as the catalog's strings.
                Self.withBytes(keys[entry]) { key in
                    if said.isEmpty {
                        withUnsafePointer(to: Self.source(of: entries[entry], in: sources, comment: false)) { source in
                            appendAccessor(position, key: key, plan: plan, source: source, indent: indent, access: access,
                                           enumName: enumName, parameters: &parameters, to: &out, scratch: &scratch)
                        }
                    } else {
                        appendAccessor(position, key: key, plan: plan, source: said.baseAddress! + entry, indent: indent, access: access,
                                       enumName: enumName, parameters: &parameters, to: &out, scratch: &scratch)
                    }
                }
            }
        }
        return out.takeBytes()
    }

    /// One accessor (the string at `position` of the keys' order, whose key's UTF-8 is `key`):
    /// its documentation lines, its deprecation, its declaration.
    @inline(__always)
    private func appendAccessor(_ position: Int, key: UnsafeBufferPointer<UInt8>, plan: L10nDirectPlan, source: UnsafePointer<Source>,
                                indent: Int, access: [UInt8], enumName: [UInt8], parameters: inout ParameterNames,
                                to out: inout ByteWriter, scratch: inout ByteWriter) {
        out.append(UInt8(ascii: " "), count: indent)
        out.append("/// ")
        Self.appendCommentText(source.pointee.text, to: &out)
        out.append(UInt8(ascii: "\n"))
        if let description = source.pointee.description {
            out.append(UInt8(ascii: " "), count: indent)
            out.append("/// ")
            Self.appendCommentText(description, to: &out)
            out.append(UInt8(ascii: "\n"))
        }
        if let deprecation = source.pointee.deprecation {
            out.append(UInt8(ascii: " "), count: indent)
            out.append("@available(*, deprecated, message: ")
            Self.appendSwiftLiteral(deprecation, to: &out)
            out.append(")\n")
        }
        out.append(UInt8(ascii: " "), count: indent)
        out.append(access)
        let placeholders = source.pointee.placeholders
        if placeholders.isEmpty {
            out.append(" static var ")
            plan.appendMemberName(position, key: key, to: &out)
            out.append(": String { ")
            out.append(enumName)
            out.append(".tr(")
            Self.appendSwiftLiteral(key, to: &out)
            out.append(", ")
            Self.appendFormat(source, json: false, to: &out, scratch: &scratch)
            out.append(") }\n")
            return
        }
        let names = parameters.of(placeholders)
        out.append(" static func ")
        plan.appendMemberName(position, key: key, to: &out)
        out.append(UInt8(ascii: "("))
        for (index, placeholder) in placeholders.enumerated() {
            if index > 0 { out.append(", ") }
            out.append("_ ")
            out.append(names[index])
            out.append(": ")
            out.append(placeholder.format == "int" ? "Int" : placeholder.format == "double" ? "Double" : "String")
        }
        out.append(") -> String {\n")
        out.append(UInt8(ascii: " "), count: indent + 4)
        out.append(enumName)
        out.append(".tr(")
        Self.appendSwiftLiteral(key, to: &out)
        out.append(", ")
        Self.appendFormat(source, json: false, to: &out, scratch: &scratch)
        for name in names {
            out.append(", ")
            out.append(name)
        }
        out.append(")\n")
        out.append(UInt8(ascii: " "), count: indent)
        out.append("}\n")
    }

    /// The accessor's parameter names: each placeholder's as a Swift member (`value` when it has
    /// none), `_` added until it differs from those before.
    static func parameterNames(_ placeholders: [Copy.Placeholder]) -> [String] {
        var names: [String] = []
        names.reserveCapacity(placeholders.count)
        for placeholder in placeholders {
            var name = SwiftIdentifier.member(placeholder.name) ?? "value"
            while names.contains(name) { name += "_" }
            names.append(name)
        }
        return names
    }

    /// ``parameterNames(_:)`` of the last placeholders asked for, kept while the next ones have
    /// the same names: the strings of a catalog mostly share a few sets of placeholders
    /// (`{name}`, `{count}`), and making the names again cost ~1,100 instructions an accessor.
    struct ParameterNames {
        private var placeholderNames: [String] = []
        private var names: [String] = []

        /// ``StringCatalogDirectText/parameterNames(_:)`` of `placeholders`.
        mutating func of(_ placeholders: [Copy.Placeholder]) -> [String] {
            if placeholders.count != placeholderNames.count || zip(placeholders, placeholderNames).contains(where: { $0.name != $1 }) {
                placeholderNames = placeholders.map(\.name)
                names = StringCatalogDirectText.parameterNames(placeholders)
            }
            return names
        }
    }

    // MARK: Strings

    /// What an entry says: its token's copy in its system's mode, or one of its alternates (the
    /// note for translators only when asked for: it is a new string when there are two notes).
    static func source(of entry: StringCatalogEmitter.DirectEntry, in sources: StringCatalogEmitter.CopySources,
                       comment withComment: Bool = true) -> Source {
        sources.systems[Int(entry.system)].tokens.withUnsafeBufferPointer { tokens in
            source(of: entry, token: tokens.baseAddress! + Int(entry.token), mode: sources.modes[Int(entry.system)], comment: withComment)
        }
    }

    /// What an entry says, its token given. The copy is copied out of the token: read in place
    /// (`TokenValues.withValue`), the values' storage — one object the tokens share — was
    /// retained and released around each read, its count written by both cores at once (as
    /// `AndroidResourceLines` found).
    static func source(of entry: StringCatalogEmitter.DirectEntry, token: UnsafePointer<ResolvedToken>, mode: Int,
                       comment withComment: Bool = true) -> Source {
        guard case .copy(let copy) = token.pointee.values[mode] else { preconditionFailure("a copy entry's token has no copy") }
        let description = token.pointee.description
        var comment: String?
        switch withComment ? (copy.comment, description) : (nil, nil) {
        case (let note?, let description?): comment = note + "\n" + description
        case (let note?, nil): comment = note
        case (nil, let description?): comment = description
        case (nil, nil): comment = nil
        }
        guard entry.alternate >= 0 else {
            return Source(text: copy.text, placeholders: copy.placeholders, comment: comment, description: description,
                          deprecation: token.pointee.deprecation)
        }
        let name = copy.alternates.keys.sorted()[Int(entry.alternate)]
        let text = copy.alternates[name] ?? ""
        return Source(text: text, placeholders: copy.placeholders.filter { text.contains("{\($0.name)}") }, comment: comment,
                      description: description, deprecation: token.pointee.deprecation)
    }

    /// Appends the entry's format string (``CopyFormatString`` with the Apple specifiers) as a
    /// JSON or a Swift string literal: made from the text's bytes when it is ASCII — straight
    /// between the quotes when nothing in it is escaped (the specifiers never are), else in
    /// `scratch` first.
    static func appendFormat(_ source: UnsafePointer<Source>, json: Bool, to out: inout ByteWriter, scratch: inout ByteWriter) {
        // The source read where it is (passed as a value, it was copied at each call, a reference
        // count for each of its texts).
        guard !source.pointee.placeholders.isEmpty else {
            return json ? appendJSON(source.pointee.text, to: &out) : appendSwiftLiteral(source.pointee.text, to: &out)
        }
        let written = withBytes(source.pointee.text) { bytes -> Bool in
            if isPlainSwift(bytes) {
                out.append(UInt8(ascii: "\""))
                CopyFormatString.appendASCII(bytes, placeholders: source.pointee.placeholders, specifiers: .apple, to: &out)
                out.append(UInt8(ascii: "\""))
                return true
            }
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return false }
            scratch.removeAll()
            CopyFormatString.appendASCII(bytes, placeholders: source.pointee.placeholders, specifiers: .apple, to: &scratch)
            if json { appendJSON(scratch.buffer, to: &out) } else { appendSwiftLiteral(scratch.buffer, to: &out) }
            return true
        }
        guard !written else { return }
        let format = CopyFormatString(source.pointee.text, placeholders: source.pointee.placeholders, specifiers: .apple).text
        if json { appendJSON(format, to: &out) } else { appendSwiftLiteral(format, to: &out) }
    }

    /// Calls `body` with a text's UTF-8 where it is (a native string's; `withUTF8` needs a copy,
    /// a reference count each way).
    @inline(__always)
    static func withBytes<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        var text = text
        return text.withUTF8(body)
    }

    /// Appends ``JSONText/literal(_:)`` of a text.
    static func appendJSON(_ text: String, to out: inout ByteWriter) {
        withBytes(text) { appendJSON($0, to: &out) }
    }

    /// Appends ``JSONText/literal(_:)`` of a text's UTF-8.
    static func appendJSON(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout ByteWriter) {
        out.append(UInt8(ascii: "\""))
        guard isPlainJSON(bytes) else {
            // `JSONValue.writeString`'s escapes, byte by byte (it appends a scalar at a time:
            // ~26,000 instructions for a text of 100 bytes).
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "\""): out.append("\\\"")
                case UInt8(ascii: "\\"): out.append("\\\\")
                case 0x0A: out.append("\\n")
                case 0x0D: out.append("\\r")
                case 0x09: out.append("\\t")
                case 0x08: out.append("\\b")
                case 0x0C: out.append("\\f")
                case ..<0x20:
                    out.append("\\u00")
                    out.append(hexDigits[Int(byte >> 4)])
                    out.append(hexDigits[Int(byte & 0xF)])
                default: out.append(byte)
                }
            }
            out.append(UInt8(ascii: "\""))
            return
        }
        out.append(bytes)
        out.append(UInt8(ascii: "\""))
    }

    /// Whether ``appendJSON(_:to:)-(UnsafeBufferPointer<UInt8>)`` writes the bytes as they are
    /// (no byte below 0x20, no `"`, no `\`): read eight bytes at a time, the bytes of a word
    /// looked at one by one only when one of them may need an escape.
    @inline(__always)
    static func isPlainJSON(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            if hasControlQuoteOrBackslash(word) { break }
            offset += 8
        }
        for index in offset..<bytes.count where !JSONText.isPlain(base[index]) { return false }
        return true
    }

    /// Whether ``appendSwiftLiteral(_:to:)-(UnsafeBufferPointer<UInt8>)`` writes the bytes as they
    /// are (printable ASCII but `"` and `\`): read eight bytes at a time, as ``isPlainJSON(_:)``.
    @inline(__always)
    static func isPlainSwift(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            // Beyond ASCII, or DEL (0x7F: one more than 0x7E in every byte gives a high bit).
            if word & highs != 0 || (word &+ ones) & highs != 0 || hasControlQuoteOrBackslash(word) { break }
            offset += 8
        }
        for index in offset..<bytes.count where !LiteralText.isPlainASCII(base[index]) { return false }
        return true
    }

    private static let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080

    /// Whether a byte of `word` is below 0x20, a `"` (0x22) or a `\` (0x5C).
    @inline(__always)
    private static func hasControlQuoteOrBackslash(_ word: UInt64) -> Bool {
        let control = (word &- ones &* 0x20) & ~word & highs
        let quote = word ^ (ones &* 0x22), backslash = word ^ (ones &* 0x5C)
        return control | ((quote &- ones) & ~quote & highs) | ((backslash &- ones) & ~backslash & highs) != 0
    }

    /// Lowercase hexadecimal digits.
    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Appends ``SwiftIdentifier/stringLiteral(_:)`` of a text.
    static func appendSwiftLiteral(_ text: String, to out: inout ByteWriter) {
        withBytes(text) { appendSwiftLiteral($0, to: &out) }
    }

    /// Appends ``SwiftIdentifier/stringLiteral(_:)`` of a text's UTF-8.
    static func appendSwiftLiteral(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout ByteWriter) {
        out.append(UInt8(ascii: "\""))
        guard isPlainSwift(bytes) else {
            // ``SwiftIdentifier/stringLiteral(_:)``'s escapes, byte by byte (a scalar beyond
            // ASCII is its bytes as they are).
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "\""): out.append("\\\"")
                case UInt8(ascii: "\\"): out.append("\\\\")
                case 0x0A: out.append("\\n")
                case 0x0D: out.append("\\r")
                case 0x09: out.append("\\t")
                case 0x00: out.append("\\0")
                case ..<0x20, 0x7F:
                    out.append("\\u{")
                    if byte >= 0x10 { out.append(hexDigits[Int(byte >> 4)]) }
                    out.append(hexDigits[Int(byte & 0xF)])
                    out.append(UInt8(ascii: "}"))
                default: out.append(byte)
                }
            }
            out.append(UInt8(ascii: "\""))
            return
        }
        out.append(bytes)
        out.append(UInt8(ascii: "\""))
    }

    /// Appends ``SwiftIdentifier/commentText(_:)`` of a text: the text itself when it is ASCII
    /// without line breaks.
    /// A line break is a character of its own (but for CR LF, one character), so this replaces
    /// each line break's bytes with a space: LF, VT, FF, CR (CR LF together), NEL (`C2 85`),
    /// LS and PS (`E2 80 A8`, `E2 80 A9`) — the characters `Character.isNewline` accepts.
    static func appendCommentText(_ text: String, to out: inout ByteWriter) {
        withBytes(text) { bytes in
            guard let base = bytes.baseAddress else { return }
            let count = bytes.count
            var index = 0, runStart = 0
            // Eight bytes at a time while no byte is below 0x0E or beyond ASCII.
            let raw = UnsafeRawPointer(base)
            while index + 8 <= count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                if word & highs != 0 || (word &- ones &* 0x0E) & ~word & highs != 0 { break }
                index += 8
            }
            while index < count {
                let byte = base[index]
                var length = 0
                if byte >= 0x0A && byte <= 0x0D {
                    length = byte == 0x0D && index + 1 < count && base[index + 1] == 0x0A ? 2 : 1
                } else if byte == 0xC2 && index + 1 < count && base[index + 1] == 0x85 {
                    length = 2
                } else if byte == 0xE2 && index + 2 < count && base[index + 1] == 0x80 && (base[index + 2] == 0xA8 || base[index + 2] == 0xA9) {
                    length = 3
                }
                guard length > 0 else {
                    index += 1
                    continue
                }
                out.append(UnsafeBufferPointer(start: base + runStart, count: index - runStart))
                out.append(UInt8(ascii: " "))
                index += length
                runStart = index
            }
            out.append(UnsafeBufferPointer(start: base + runStart, count: count - runStart))
        }
    }
}
