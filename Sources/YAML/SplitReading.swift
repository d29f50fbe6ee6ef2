internal import CLibYAML
import Diagnostics
import Foundation

/// Reading one large block-style document with two libyaml parsers at once.
///
/// libyaml parses on one core, and on a 100,000-token file its thread is the long pole of the
/// whole load: the reader on the main thread idles for a third of the parse. So the file is cut
/// at a line (``SplitPoint``): the *head* parser reads the text up to the cut through
/// ``read(into:size:)`` and ends there; the *tail* parser reads the cut's ancestor lines and then
/// the rest, on a thread of its own, and runs ahead into a ring large enough for all of it while
/// the head's events are consumed. The reader takes the head's events, then the tail's.
///
/// The tail's thread looks for the cut while the head parses the first part; the head reads no
/// further than ``from`` until it is known. At its end the head checks the cut against its own
/// open mappings (``HeadProducer``), hands out the ends of the collections the cut closes, with
/// the positions the whole parse gives them, and ends its stream. The tail drops the events of
/// the ancestor lines and moves every position it gives by the text before the cut.
///
/// Whatever does not hold — the check, an error in either part (which may come of the cut), a
/// second document in the tail — ends the events with `.failed` and nothing reported: the
/// reader's caller then parses the file whole, which reports what there is to report.
final class SplitPlan: @unchecked Sendable {
    /// The whole text.
    let text: UnsafeBufferPointer<UInt8>
    /// Where the cut is looked for from; the head reads this far before it is known.
    let from: Int
    /// How far after ``from`` a cut may be.
    let window: Int

    private let decided = DispatchSemaphore(value: 0)
    /// Written once by the tail's thread, before ``decided`` is signalled.
    private var published: SplitPoint?

    // The head's reading, on its thread only.
    private var position = 0
    private var limit: Int
    /// Whether ``headSplit`` is known (the head has read up to ``from``).
    private(set) var headDecided = false
    /// The cut, as the head's thread sees it once ``headDecided``.
    private(set) var headSplit: SplitPoint?

    init(text: UnsafeBufferPointer<UInt8>, from: Int, window: Int) {
        self.text = text
        self.from = from
        self.window = window
        limit = from
    }

    /// The tail's thread tells the head where the cut is (nil: nowhere, the head reads it all).
    func publish(_ split: SplitPoint?) {
        published = split
        decided.signal()
    }

    /// The cut, for the reader once the head's events have ended (the head waited for it).
    var split: SplitPoint? { published }

    /// The head parser's input: the text up to the cut, waiting at ``from`` until it is known.
    func read(into buffer: UnsafeMutablePointer<UInt8>, size: Int) -> Int {
        if position == limit, !headDecided {
            decided.wait()
            headDecided = true
            headSplit = published
            limit = published?.offset ?? text.count
        }
        let n = min(size, limit - position)
        if n > 0, let base = text.baseAddress { memcpy(buffer, base + position, n) }
        position += n
        return n
    }

    /// Sets `parser`'s input to ``read(into:size:)`` of `plan` (which must outlive the parser's use),
    /// the text before ``from`` handed over decoded when it can be (``DecodedInput``).
    static func setInput(of parser: UnsafeMutablePointer<yaml_parser_t>, to plan: SplitPlan, decoding: Bool) {
        yaml_parser_set_input(parser, { data, buffer, size, sizeRead in
            guard let data, let buffer, let sizeRead else { return 0 }
            let plan = Unmanaged<SplitPlan>.fromOpaque(data).takeUnretainedValue()
            sizeRead.pointee = plan.read(into: buffer, size: size)
            return 1
        }, Unmanaged.passUnretained(plan).toOpaque())
        if let base = plan.text.baseAddress {
            plan.position = DecodedInput.setPrefix(parser, of: base, count: plan.text.count, limit: plan.from, enabled: decoding)
        }
    }
}

/// What fills a ``TranslatedEventPipeline``: one translation at a time.
protocol TranslationProducer {
    /// Writes the next translation into `slot`; on `.skip` the slot holds nothing to keep.
    mutating func next(into slot: UnsafeMutablePointer<YAMLParser.Translation>) -> YAMLParser.Written
    /// Frees what the producer holds, on its thread, after its last translation.
    func close()
}

extension TranslationProducer {
    /// Ends the events: the reader stops, and its caller parses the file whole.
    func fail(_ slot: UnsafeMutablePointer<YAMLParser.Translation>) -> YAMLParser.Written {
        slot.initialize(to: .failed)
        return .last
    }
}

/// The whole document from one parser.
struct WholeProducer: TranslationProducer {
    let parser: UnsafeMutablePointer<yaml_parser_t>
    let yaml: YAMLParser
    var source: SourceText
    let sink: DiagnosticSink
    var state = YAMLParser.TranslationState()
    let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)

    init(parser: UnsafeMutablePointer<yaml_parser_t>, yaml: YAMLParser, source: SourceText, sink: DiagnosticSink) {
        self.parser = parser
        self.yaml = yaml
        self.source = source
        self.sink = sink
    }

    @inline(__always)
    mutating func next(into slot: UnsafeMutablePointer<YAMLParser.Translation>) -> YAMLParser.Written {
        guard yaml_parser_parse(parser, event) != 0 else {
            yaml.reportSyntaxError(parser.pointee, source: &source, sink: sink)
            slot.initialize(to: .failed)
            return .last
        }
        // Written straight into the slot: a copy retained every event's strings and destroyed
        // the original (17 M instructions of the producer's 215 M at 10,000 tokens); a returned
        // scalar event was stored twice (~60 instructions a scalar).
        let written = yaml.translate(event, &state, source: &source, sink: sink, into: slot)
        yaml_event_delete(event)
        return written
    }

    func close() { event.deallocate() }
}

/// Nothing: the tail when there is no cut.
struct NoProducer: TranslationProducer {
    func next(into slot: UnsafeMutablePointer<YAMLParser.Translation>) -> YAMLParser.Written {
        slot.initialize(to: .streamEnd)
        return .last
    }

    func close() {}
}

/// The document up to the cut (see ``SplitPlan``), or the whole of it when there is none.
///
/// It keeps the collections open so far, and for each mapping its last key's position. At the
/// cut libyaml, out of input, ends every open collection, each with the end of the input as its
/// position. The whole parse ends only those deeper than the mapping the cut's line continues,
/// with the position of that line's key (where the tokens that end them are); an empty value
/// libyaml places at the end of the input is placed there too. Nothing is handed out that the
/// whole parse would not give: an event at the end of the input is checked before it goes.
struct HeadProducer: TranslationProducer {
    private struct Open {
        var isMapping: Bool
        var isBlockMapping: Bool
        var expectingKey = true
        var lastKeyIndex = -1
        var lastKeyColumn = -1
    }

    let parser: UnsafeMutablePointer<yaml_parser_t>
    let yaml: YAMLParser
    var source: SourceText
    let sink: DiagnosticSink
    let plan: SplitPlan
    var state = YAMLParser.TranslationState()
    let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
    /// The open collections, innermost last.
    private let stack = MovingStack<Open>(capacity: 64)
    /// The cut, once known (read only at the cut: a copy of the optional retained its arrays).
    private var split: SplitPoint?
    private var hasSplit = false
    /// The cut's indentation, once known.
    private var cutIndent = 0
    /// The character index of the end of the head's input, once the cut is known.
    private var end = Int.max
    /// Where the whole parse places what libyaml places at `end`.
    private var cutMark = yaml_mark_t()
    /// From the cut on: how many collection ends are still to be handed out.
    private var keptEnds = -1

    init(parser: UnsafeMutablePointer<yaml_parser_t>, yaml: YAMLParser, source: SourceText, sink: DiagnosticSink,
         plan: SplitPlan) {
        self.parser = parser
        self.yaml = yaml
        self.source = source
        self.sink = sink
        self.plan = plan
    }

    mutating func next(into slot: UnsafeMutablePointer<YAMLParser.Translation>) -> YAMLParser.Written {
        if keptEnds == 0 {
            slot.initialize(to: .streamEnd)
            return .last
        }
        guard yaml_parser_parse(parser, event) != 0 else {
            // An error of the part may be the cut's (a quoted text cut off): the whole parse says.
            if plan.headSplit == nil { yaml.reportSyntaxError(parser.pointee, source: &source, sink: sink) }
            slot.initialize(to: .failed)
            return .last
        }
        defer { yaml_event_delete(event) }
        if end == .max, plan.headDecided, let split = plan.headSplit {
            self.split = split
            hasSplit = true
            cutIndent = split.indent
            end = split.characters
            cutMark.index = split.characters + split.indent
            cutMark.line = split.lines
            cutMark.column = split.indent
        }
        switch event.pointee.type {
        case YAML_MAPPING_START_EVENT:
            noteChild(at: event.pointee.start_mark, isCollection: true)
            stack.push(Open(isMapping: true, isBlockMapping: event.pointee.data.mapping_start.style == YAML_BLOCK_MAPPING_STYLE))
        case YAML_SEQUENCE_START_EVENT:
            noteChild(at: event.pointee.start_mark, isCollection: true)
            stack.push(Open(isMapping: false, isBlockMapping: false))
        case YAML_SCALAR_EVENT, YAML_ALIAS_EVENT:
            // An empty value placed at the end of the input: the whole parse gives the same one,
            // at the cut's key, only when that key does not begin the value instead.
            if Int(truncatingIfNeeded: event.pointee.start_mark.index) == end {
                guard hasSplit, stack.count > 0, case let top = stack[stack.count - 1], top.isBlockMapping,
                      !top.expectingKey, top.lastKeyColumn >= cutIndent else { return fail(slot) }
            }
            noteChild(at: event.pointee.start_mark, isCollection: false)
        case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
            if Int(truncatingIfNeeded: event.pointee.start_mark.index) == end {
                if keptEnds < 0 {
                    guard let kept = keptEndsAtCut() else { return fail(slot) }
                    keptEnds = kept
                    if kept == 0 {
                        slot.initialize(to: .streamEnd)
                        return .last
                    }
                }
                keptEnds -= 1
            } else {
                if stack.count > 0 { stack.removeLast() }
            }
        case YAML_DOCUMENT_END_EVENT, YAML_STREAM_END_EVENT:
            // The cut comes before the document's end: libyaml ends the collections first.
            if hasSplit { return fail(slot) }
        default:
            break
        }
        if keptEnds >= 0, event.pointee.type != YAML_MAPPING_END_EVENT, event.pointee.type != YAML_SEQUENCE_END_EVENT {
            return fail(slot)
        }
        // What libyaml places at the end of the input because of the token there (an end, an
        // empty value), the whole parse places at the cut's key; a block scalar's end stays
        // where its last line break is.
        if Int(truncatingIfNeeded: event.pointee.start_mark.index) == end {
            event.pointee.start_mark = cutMark
            event.pointee.end_mark = cutMark
        }
        return yaml.translate(event, &state, source: &source, sink: sink, into: slot)
    }

    /// A key or value of the innermost open mapping (nothing for a sequence's item).
    @inline(__always)
    private mutating func noteChild(at mark: yaml_mark_t, isCollection: Bool) {
        guard stack.count > 0 else { return }
        var top = stack[stack.count - 1]
        guard top.isMapping else { return }
        if top.expectingKey {
            top.lastKeyIndex = isCollection ? -2 : Int(truncatingIfNeeded: mark.index)
            top.lastKeyColumn = Int(truncatingIfNeeded: mark.column)
        }
        top.expectingKey.toggle()
        stack[stack.count - 1] = top
    }

    /// How many of the open collections the cut's line ends in the whole parse — those deeper
    /// than the mapping it continues — or nil when the open collections are not those the cut
    /// assumed: block mappings whose last keys are the ancestor lines' keys, the innermost at the
    /// cut's indentation, each with its last value begun.
    private func keptEndsAtCut() -> Int? {
        guard let split else { return nil }
        let ancestors = split.ancestorOffsets.count
        guard stack.count > ancestors else { return nil }
        for level in 0...ancestors {
            let open = stack[level]
            guard open.isBlockMapping, open.expectingKey else { return nil }
            if level < ancestors {
                guard open.lastKeyIndex == split.ancestorCharacters[level] + split.ancestorIndents[level],
                      open.lastKeyColumn == split.ancestorIndents[level] else { return nil }
            } else {
                guard open.lastKeyColumn == split.indent, open.lastKeyIndex >= 0 else { return nil }
            }
        }
        return stack.count - ancestors - 1
    }

    func close() { event.deallocate() }
}

/// The document from the cut on (see ``SplitPlan``): a parser of its own over the ancestor
/// lines and the rest of the text, their events dropped, every position moved to the file's.
struct TailProducer: TranslationProducer {
    let parser: UnsafeMutablePointer<yaml_parser_t>
    let buffer: UnsafeMutableBufferPointer<UInt8>
    let yaml: YAMLParser
    var source: SourceText
    let sink: DiagnosticSink
    let split: SplitPoint
    var state = YAMLParser.TranslationState()
    let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
    /// Events of the prefix dropped so far (one more once the cut's key is checked).
    private var dropped = 0
    private let indexShift: Int
    private let lineShift: Int
    private let prefixEvents: Int

    init?(split: SplitPoint, yaml: YAMLParser, text: UnsafeBufferPointer<UInt8>, source: SourceText,
          sink: DiagnosticSink) {
        guard let base = text.baseAddress else { return nil }
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        guard LibYAMLMemory.initialize(parser) else {
            parser.deallocate()
            return nil
        }
        let rest = text.count - split.offset
        buffer = .allocate(capacity: split.prefix.count + rest)
        _ = buffer.initialize(from: split.prefix)
        memcpy(buffer.baseAddress! + split.prefix.count, base + split.offset, rest)
        DecodedInput.set(parser, to: buffer.baseAddress!, count: buffer.count, enabled: yaml.decodesInput)
        self.parser = parser
        self.yaml = yaml
        self.source = source
        self.sink = sink
        self.split = split
        indexShift = split.characters - split.prefix.count
        lineShift = split.lines - split.prefixLines
        prefixEvents = split.prefixEvents
    }

    mutating func next(into slot: UnsafeMutablePointer<YAMLParser.Translation>) -> YAMLParser.Written {
        while true {
            guard yaml_parser_parse(parser, event) != 0 else { return fail(slot) }
            let type = event.pointee.type
            if dropped < prefixEvents {
                let expected: yaml_event_type_t = switch dropped {
                case 0: YAML_STREAM_START_EVENT
                case 1: YAML_DOCUMENT_START_EVENT
                default: (dropped - 2) % 2 == 0 ? YAML_MAPPING_START_EVENT : YAML_SCALAR_EVENT
                }
                yaml_event_delete(event)
                guard type == expected else { return fail(slot) }
                dropped += 1
                continue
            }
            if dropped == prefixEvents {
                guard type == YAML_SCALAR_EVENT, Int(truncatingIfNeeded: event.pointee.start_mark.line) == split.prefixLines,
                      Int(truncatingIfNeeded: event.pointee.start_mark.column) == split.indent else {
                    yaml_event_delete(event)
                    return fail(slot)
                }
                dropped += 1
            }
            if type == YAML_DOCUMENT_START_EVENT {
                yaml_event_delete(event)
                return fail(slot)
            }
            shift(&event.pointee.start_mark)
            shift(&event.pointee.end_mark)
            let written = yaml.translate(event, &state, source: &source, sink: sink, into: slot)
            yaml_event_delete(event)
            return written
        }
    }

    @inline(__always)
    private func shift(_ mark: inout yaml_mark_t) {
        mark.index = mark.index &+ indexShift
        mark.line = mark.line &+ lineShift
    }

    func close() {
        yaml_parser_delete(parser)
        parser.deallocate()
        buffer.deallocate()
        event.deallocate()
    }
}
