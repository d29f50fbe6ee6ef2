internal import CLibYAML
import Diagnostics

/// Reads one YAML (or JSON — JSON is YAML's flow style) document into a ``YAMLNode`` tree with a
/// source range on every node, using the system libyaml's event API.
///
/// Problems are reported into a ``DiagnosticSink`` with locations, never thrown or printed:
///
/// | code | when |
/// |---|---|
/// | `file-too-large` | the file is larger than ``Limits/maxFileBytes`` |
/// | `invalid-utf8` | the file is not UTF-8 (UTF-16 included) |
/// | `yaml-syntax` | libyaml cannot parse the file (message reworded, context as a note) |
/// | `multiple-documents` | a second document (`---`) follows the first |
/// | `nesting-too-deep` | collections nest deeper than ``Limits/maxDepth`` |
/// | `unknown-anchor` | `*name` with no `&name` before it |
/// | `alias-bomb` | aliases expand to more than ``Limits/maxAliasExpansion`` nodes |
/// | `duplicate-key` | a mapping repeats a key (the second pair is dropped; a note points at the first) |
/// | `invalid-merge` | `<<` is given something other than a mapping or a list of mappings |
/// | `invalid-tagged-value` | `!!int`, `!!float`, `!!bool` or `!!null` on text that is not one |
///
/// The first seven make `parse` return nil; after the last three
/// the tree is still returned (without the offending pair or merge) so later stages can report
/// more.
public struct YAMLParser: Sendable {
    /// The bounds this parser enforces.
    public var limits: Limits
    /// From this size on (in bytes), libyaml runs on a second thread; tests change it to compare
    /// both ways.
    var pipelineThreshold = YAMLParser.defaultPipelineThreshold
    /// From this size on (in bytes), ``readEvents(_:file:sink:_:)`` reads a block-style file with
    /// two libyaml parsers at once, cut at a line (`SplitPlan`): 1 MiB by default. Tests and the
    /// fuzzer lower it to 0, so that every file is cut (half-way, where a line allows).
    public var splitThreshold = YAMLParser.defaultSplitThreshold
    /// Where the cut is looked for from (a byte offset); nil: half-way. Tests try every line.
    var splitFrom: Int?
    /// How far after ``splitFrom`` the cut may be, in bytes; nil: an eighth of the file (at
    /// least 4 KiB). Tests make it 1, so that the cut is the line at ``splitFrom``.
    var splitWindow: Int?
    /// The ring ``readEvents(_:file:sink:_:)`` hands events over in; tests make it tiny.
    var eventRing = TranslatedEventPipeline.Ring()
    /// Whether libyaml is handed its input already decoded when its reader would accept all of it
    /// (``DecodedInput``); tests turn it off to compare both ways.
    var decodesInput = true

    /// Creates a parser with the given limits.
    /// Where libyaml's small blocks come from in this process (``LibYAMLMemory``): `free lists`
    /// or `the C library`; for `--timings`.
    public static var libyamlMemory: String { LibYAMLMemory.summary }

    public init(limits: Limits = Limits()) {
        self.limits = limits
    }

    /// Parses the single document of a file.
    ///
    /// - Parameters:
    ///   - bytes: the file's contents, UTF-8 (a leading byte-order mark is skipped).
    ///   - file: the file's id, stamped on every range.
    ///   - sink: where problems are reported.
    /// - Returns: the document's root node, or nil when the document could not be built (an error
    ///   has then been reported). A file with no document at all (empty, or only comments) gives
    ///   an empty mapping at 1:1, so nil always means an error.
    public func parse(_ bytes: [UInt8], file: FileID, sink: DiagnosticSink) -> YAMLNode? {
        if bytes.count > limits.maxFileBytes {
            let start = SourceLocation(line: 1, column: 1)
            sink.report(.error(
                "file-too-large",
                "the file is \(Self.describeSize(bytes.count)), more than the \(Self.describeSize(limits.maxFileBytes)) limit",
                at: SourceRange(file: file, start: start, end: start)))
            return nil
        }
        return bytes.withUnsafeBufferPointer { all -> YAMLNode? in
            var body = all
            if all.count >= 3, all[0] == 0xEF, all[1] == 0xBB, all[2] == 0xBF {
                body = UnsafeBufferPointer(rebasing: all[3...])
            }
            if let rewritten = JSONSurrogatePairs.rewrite(body) {
                return rewritten.bytes.withUnsafeBufferPointer {
                    parse(validating: $0, file: file, sink: sink, narrowings: rewritten.narrowings)
                }
            }
            return parse(validating: body, file: file, sink: sink)
        }
    }

    /// Parses the single document of a file given as text.
    public func parse(_ text: String, file: FileID, sink: DiagnosticSink) -> YAMLNode? {
        parse(Array(text.utf8), file: file, sink: sink)
    }

    /// The tree for a file with no document.
    private static func emptyDocument(_ file: FileID) -> YAMLNode {
        let start = SourceLocation(line: 1, column: 1)
        return YAMLNode(.mapping([]), range: SourceRange(file: file, start: start, end: start))
    }

    private static func describeSize(_ bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 20 { return "\(bytes >> 20)+ MiB (\(bytes) bytes)" }
        return "\(bytes) bytes"
    }

    /// Files at least this large are parsed with libyaml on a second thread (``EventPipeline``);
    /// below it, starting a thread costs more than it saves.
    static let defaultPipelineThreshold = 64 << 10

    /// Files at least this large are read in two parts at once by ``readEvents(_:file:sink:_:)``.
    static let defaultSplitThreshold = 1 << 20

    private func parse(validating body: UnsafeBufferPointer<UInt8>, file: FileID, sink: DiagnosticSink,
                       narrowings: [SourceText.Narrowing] = []) -> YAMLNode? {
        if body.count >= pipelineThreshold,
           let root = parsePipelined(body, file: file, sink: sink, narrowings: narrowings) {
            return root
        }
        switch SourceText.make(file: file, bytes: body) {
        case .failure(let error):
            reportEncodingProblem(error, in: body, file: file, sink: sink)
            return nil
        case .success(var source):
            source.narrowings = narrowings
            return parseDocument(&source, sink: sink)
        }
    }

    func reportEncodingProblem(_ error: SourceText.EncodingProblemError, in body: UnsafeBufferPointer<UInt8>,
                                       file: FileID, sink: DiagnosticSink) {
        let location = SourceText.location(ofByteOffset: error.problem.offset, in: body)
        let end = SourceLocation(line: location.line, column: location.column + 1)
        sink.report(.error(
            "invalid-utf8",
            "the file is not valid UTF-8: \(error.problem.description)",
            at: SourceRange(file: file, start: location, end: end),
            suggestion: "save the file as UTF-8"))
    }

    /// The state of the event loop over one document.
    struct EventLoop {
        var builder: DocumentBuilder
        var translation = TranslationState()
    }

    /// What translating an event needs to know of the events before it.
    struct TranslationState {
        var firstDocumentStart: SourceRange?
        /// Where the previous event ended, when it was a scalar or an alias (a possible key).
        var previousScalarEnd: Int?
        /// ``ScalarText/smallFormHolds``, read once a document.
        let smallText = ScalarText.smallFormHolds
    }

    /// What the event loop does after an event.
    private enum Step {
        case next
        case finished(YAMLNode?)
    }

    /// Runs libyaml over the (validated) text and feeds its events to a ``DocumentBuilder``.
    private func parseDocument(_ source: inout SourceText, sink: DiagnosticSink) -> YAMLNode? {
        guard let base = source.bytes.baseAddress, source.bytes.count > 0 else {
            return Self.emptyDocument(source.file)
        }
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        defer { parser.deallocate() }
        guard LibYAMLMemory.initialize(parser) else {
            sink.report(.error("yaml-syntax", "libyaml could not start (out of memory)", at: nil))
            return nil
        }
        defer { yaml_parser_delete(parser) }
        DecodedInput.set(parser, to: base, count: source.bytes.count, enabled: decodesInput)

        var loop = EventLoop(builder: DocumentBuilder(file: source.file, limits: limits, sink: sink))
        let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
        defer { event.deallocate() }
        while true {
            guard yaml_parser_parse(parser, event) != 0 else {
                reportSyntaxError(parser.pointee, source: &source, sink: sink)
                return nil
            }
            defer { yaml_event_delete(event) }
            if case .finished(let root) = handle(event, &loop, source: &source, sink: sink) { return root }
        }
    }

    /// The same as ``parse(validating:file:sink:)`` followed by ``parseDocument(_:sink:)``, with
    /// libyaml running on a second thread while this one checks the encoding and builds the
    /// tree. Nil only when libyaml cannot start (the caller then parses in line, and reports).
    private func parsePipelined(_ body: UnsafeBufferPointer<UInt8>, file: FileID, sink: DiagnosticSink,
                                narrowings: [SourceText.Narrowing]) -> YAMLNode?? {
        guard let base = body.baseAddress, body.count > 0 else { return nil }
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        guard LibYAMLMemory.initialize(parser) else {
            parser.deallocate()
            return nil
        }
        DecodedInput.set(parser, to: base, count: body.count, enabled: decodesInput)
        let pipeline = EventPipeline(parser: parser)
        defer {
            pipeline.finish()
            yaml_parser_delete(parser)
            parser.deallocate()
        }
        var source: SourceText
        switch SourceText.make(file: file, bytes: body) {
        case .failure(let error):
            reportEncodingProblem(error, in: body, file: file, sink: sink)
            return .some(nil)
        case .success(let text):
            source = text
            source.narrowings = narrowings
        }
        var loop = EventLoop(builder: DocumentBuilder(file: source.file, limits: limits, sink: sink))
        while true {
            switch pipeline.next() {
            case .syntaxError:
                reportSyntaxError(parser.pointee, source: &source, sink: sink)
                return .some(nil)
            case .event(let event):
                if case .finished(let root) = handle(event, &loop, source: &source, sink: sink) { return .some(root) }
            }
        }
    }

    /// Handles one event of the document's stream.
    private func handle(_ eventPointer: UnsafeMutablePointer<yaml_event_t>, _ loop: inout EventLoop,
                        source: inout SourceText, sink: DiagnosticSink) -> Step {
        switch translate(eventPointer, &loop.translation, source: &source, sink: sink) {
        case .skip: return .next
        case .streamEnd: return .finished(loop.builder.root ?? Self.emptyDocument(source.file))
        case .failed: return .finished(nil)
        case .event(let parsed): return loop.builder.consume(parsed) ? .next : .finished(nil)
        }
    }

    /// What one libyaml event is to the document.
    enum Translation {
        /// Nothing (the stream's or a document's start or end).
        case skip
        /// The end of the stream.
        case streamEnd
        /// The document cannot be read (reported).
        case failed
        /// An event of the document.
        case event(ParseEvent)
    }

    /// One libyaml event in Swift terms, with the checks that belong to the event itself (a
    /// second document, a hex color cut off by a comment).
    @inline(__always)
    func translate(_ event: UnsafeMutablePointer<yaml_event_t>, _ loop: inout TranslationState,
                   source: inout SourceText, sink: DiagnosticSink) -> Translation {
        withUnsafeTemporaryAllocation(of: Translation.self, capacity: 1) { item in
            let slot = item.baseAddress.unsafelyUnwrapped
            _ = translate(event, &loop, source: &source, sink: sink, into: slot)
            return slot.move()
        }
    }

    /// What ``translate(_:_:source:sink:into:)`` wrote.
    enum Written {
        /// `.skip`, which owns nothing.
        case skip
        /// An event.
        case event
        /// `.streamEnd` or `.failed`: the last translation of the file.
        case last
    }

    /// ``translate(_:_:source:sink:)`` written straight into `slot` (uninitialized before,
    /// initialized after), for the ring of ``TranslatedEventPipeline``: a scalar's event returned
    /// was built on the stack, read back and stored again, ~60 instructions a scalar.
    @inline(__always)
    func translate(_ event: UnsafeMutablePointer<yaml_event_t>, _ loop: inout TranslationState,
                   source: inout SourceText, sink: DiagnosticSink, into slot: UnsafeMutablePointer<Translation>) -> Written {
        let parsed: ParseEvent
        let keyEnd = loop.previousScalarEnd
        loop.previousScalarEnd = nil
        switch event.pointee.type {
        case YAML_STREAM_START_EVENT, YAML_DOCUMENT_END_EVENT, YAML_NO_EVENT:
            slot.initialize(to: .skip)
            return .skip
        case YAML_STREAM_END_EVENT:
            slot.initialize(to: .streamEnd)
            return .last
        case YAML_DOCUMENT_START_EVENT:
            let range = self.range(event.pointee.start_mark, event.pointee.end_mark, source)
            if let first = loop.firstDocumentStart {
                sink.report(.error(
                    "multiple-documents",
                    "a second YAML document starts here; a token file holds one document",
                    at: range,
                    notes: [Diagnostic.Note("the first document starts here", at: first)],
                    suggestion: "split the documents into separate files"))
                slot.initialize(to: .failed)
                return .last
            }
            loop.firstDocumentStart = range
            slot.initialize(to: .skip)
            return .skip
        case YAML_SCALAR_EVENT:
            loop.previousScalarEnd = Int(event.pointee.end_mark.index)
            scalarEvent(event, previousScalarEnd: keyEnd, smallText: loop.smallText, source: &source, sink: sink,
                        into: slot)
            return .event
        case YAML_SEQUENCE_START_EVENT:
            let data = event.pointee.data.sequence_start
            parsed = .sequenceStart(tag: Self.string(data.tag), anchor: Self.string(data.anchor),
                                    range: range(event.pointee.start_mark, event.pointee.end_mark, source))
        case YAML_MAPPING_START_EVENT:
            let data = event.pointee.data.mapping_start
            parsed = .mappingStart(tag: Self.string(data.tag), anchor: Self.string(data.anchor),
                                   range: range(event.pointee.start_mark, event.pointee.end_mark, source))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            parsed = .collectionEnd(range: range(event.pointee.start_mark, event.pointee.end_mark, source))
        case YAML_ALIAS_EVENT:
            parsed = .alias(name: Self.string(event.pointee.data.alias.anchor) ?? "",
                            range: range(event.pointee.start_mark, event.pointee.end_mark, source))
            loop.previousScalarEnd = Int(event.pointee.end_mark.index)
        default:
            slot.initialize(to: .skip)
            return .skip
        }
        slot.initialize(to: .event(parsed))
        return .event
    }

    /// A scalar event in Swift terms, with the comment-trap text for an empty plain scalar, and
    /// the `yaml-comment-cut` warning for a plain one that a hex color in a comment follows.
    ///
    /// In block context libyaml puts an empty value right after the `:`; in flow context it puts
    /// it at the next token (`,` or `}`), possibly lines later. So the comment is looked for after
    /// the value's own position, then after the preceding key and its `:`.
    ///
    /// The text is made once and moved into the event, the comment checked on the bytes: copies of
    /// the scalar for the check retained and released its text twice a scalar (~3.3 M of libyaml's
    /// thread's 199 M instructions at 10,000 tokens).
    private func scalarEvent(_ event: UnsafeMutablePointer<yaml_event_t>, previousScalarEnd: Int?, smallText: Bool,
                             source: inout SourceText, sink: DiagnosticSink, into slot: UnsafeMutablePointer<Translation>) {
        let data = event.pointee.data.scalar
        let bytes = UnsafeBufferPointer(start: data.value, count: data.value == nil ? 0 : data.length)
        let style: ScalarStyle
        switch data.style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: style = .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: style = .literal
        case YAML_FOLDED_SCALAR_STYLE: style = .folded
        default: style = .plain
        }
        let range = range(event.pointee.start_mark, event.pointee.end_mark, source)
        var trailingComment: String?
        if style == .plain {
            let end = Int(event.pointee.end_mark.index)
            if bytes.isEmpty {
                trailingComment = source.trailingComment(afterCharacter: end)
                if trailingComment == nil, let previousScalarEnd {
                    trailingComment = source.trailingComment(afterCharacter: previousScalarEnd, afterColon: true)
                }
            } else if let comment = source.trailingComment(afterCharacter: end), Self.looksLikeHexColor(comment) {
                // `description: Brand purple #8B5CF6`: YAML ends the value before ` #`.
                let text = String(decoding: bytes, as: UTF8.self)
                let whole = text + " " + comment
                sink.report(.warning(
                    "yaml-comment-cut",
                    "'\(comment)' after this value is a YAML comment, so the value is \"\(text)\", not \"\(whole)\"",
                    at: range, suggestion: "quote the value to keep the color in it: \(Self.quoted(whole))"))
            }
        }
        let scalar = YAMLScalar(text: ScalarText.make(bytes, smallForm: smallText), style: style,
                                tag: Self.string(data.tag), trailingComment: trailingComment,
                                plainKind: style == .plain ? CoreSchema.plainKind(utf8: bytes) : .string)
        slot.initialize(to: .event(.scalar(scalar, anchor: Self.string(data.anchor), range: range)))
    }

    /// Whether a comment is a hex color (`#8B5CF6`, `#fff`, `#0D7377CC`) and nothing else: text a
    /// writer meant as part of the value before it, not a remark (`# spacing`).
    static func looksLikeHexColor(_ comment: String) -> Bool {
        let utf8 = comment.utf8
        guard utf8.first == UInt8(ascii: "#") else { return false }
        let digits = utf8.dropFirst().prefix { byte in
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
        }
        guard [3, 4, 6, 8].contains(digits.count) else { return false }
        let rest = utf8.dropFirst(1 + digits.count)
        return rest.isEmpty || rest.first == UInt8(ascii: " ") || rest.first == UInt8(ascii: ",") || rest.first == UInt8(ascii: ")")
    }

    /// A text as a quoted YAML scalar: single quotes when it holds a double quote and no single
    /// one, else double quotes with `"` and `\` escaped.
    static func quoted(_ text: String) -> String {
        if text.contains("\""), !text.contains("'") { return "'" + text + "'" }
        return "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// A C string from libyaml, or nil.
    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }

    private func location(_ mark: yaml_mark_t, _ source: SourceText) -> SourceLocation {
        source.location(index: Int(mark.index), line: Int(mark.line), column: Int(mark.column))
    }

    @inline(__always)
    private func range(_ start: yaml_mark_t, _ end: yaml_mark_t, _ source: SourceText) -> SourceRange {
        guard source.marksAreLocations else {
            return SourceRange(file: source.file, start: location(start, source), end: location(end, source))
        }
        return SourceRange(file: source.file, start: Self.location(start), end: Self.location(end))
    }

    /// A mark's line and column, one up, clamped as ``SourceLocation`` clamps them — without the
    /// overflow traps of `Int(mark.line) + 1` (four locations an event).
    @inline(__always)
    private static func location(_ mark: yaml_mark_t) -> SourceLocation {
        SourceLocation(line: Int(truncatingIfNeeded: min(mark.line, 0x7FFF_FFFE) &+ 1),
                       column: Int(truncatingIfNeeded: min(mark.column, 0x7FFF_FFFE) &+ 1))
    }

    /// Reports libyaml's error as `yaml-syntax`, reworded, at the problem mark.
    func reportSyntaxError(_ parser: yaml_parser_t, source: inout SourceText, sink: DiagnosticSink) {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown problem"
        switch parser.error {
        case YAML_MEMORY_ERROR:
            sink.report(.error("yaml-syntax", "libyaml ran out of memory reading the file", at: nil))
        case YAML_READER_ERROR:
            let location = SourceText.location(ofByteOffset: Int(parser.problem_offset), in: source.bytes)
            let range = SourceRange(file: source.file, start: location,
                                    end: SourceLocation(line: location.line, column: location.column + 1))
            let message: String
            if problem == "control characters are not allowed" {
                let hex = String(UInt32(bitPattern: parser.problem_value), radix: 16, uppercase: true)
                message = "control character U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex) is not allowed in a YAML file"
            } else {
                message = "cannot read the file: \(problem)"
            }
            sink.report(.error("yaml-syntax", message, at: range))
        default:
            let start = location(parser.problem_mark, source)
            let range = SourceRange(file: source.file, start: start,
                                    end: SourceLocation(line: start.line, column: start.column + 1))
            let context = parser.context.map { String(cString: $0) }
            let character = source.character(at: Int(parser.problem_mark.index))
            let description = SyntaxErrorDescription(problem: problem, context: context, character: character)
            var notes: [Diagnostic.Note] = []
            if let note = description.contextNote {
                let contextStart = location(parser.context_mark, source)
                if contextStart != start {
                    let contextRange = SourceRange(file: source.file, start: contextStart,
                                                   end: SourceLocation(line: contextStart.line, column: contextStart.column + 1))
                    notes.append(Diagnostic.Note(note, at: contextRange))
                }
            }
            sink.report(.error("yaml-syntax", description.message, at: range,
                               notes: notes, suggestion: description.suggestion))
        }
    }
}
