internal import CLibYAML
import Diagnostics

extension YAMLParser {
    /// ``parse(_:file:sink:)``, giving the document as a ``FlatDocument``: the same nodes, ranges
    /// and problems.
    ///
    /// Built straight from libyaml's events when the document has no anchor, alias, tag or merge
    /// key and the file is small enough to be parsed on one thread; otherwise through the tree.
    public func parseFlat(_ bytes: [UInt8], file: FileID, sink: DiagnosticSink) -> FlatDocument? {
        parseFlatTelling(bytes, file: file, sink: sink).document
    }

    /// ``parseFlat(_:file:sink:)``, and whether the document was read through the tree (for tests).
    func parseFlatTelling(_ bytes: [UInt8], file: FileID, sink: DiagnosticSink) -> (document: FlatDocument?, throughTree: Bool) {
        func throughTree() -> (document: FlatDocument?, throughTree: Bool) {
            (parse(bytes, file: file, sink: sink).map(FlatDocument.init), true)
        }
        if bytes.count > limits.maxFileBytes || bytes.count >= pipelineThreshold { return throughTree() }
        return bytes.withUnsafeBufferPointer { all -> (document: FlatDocument?, throughTree: Bool) in
            var body = all
            if all.count >= 3, all[0] == 0xEF, all[1] == 0xBB, all[2] == 0xBF {
                body = UnsafeBufferPointer(rebasing: all[3...])
            }
            if JSONSurrogatePairs.rewrite(body) != nil { return throughTree() }
            switch SourceText.make(file: file, bytes: body) {
            case .failure(let error):
                reportEncodingProblem(error, in: body, file: file, sink: sink)
                return (nil, false)
            case .success(var source):
                // Problems are held until the flat reading is known to stand: when the document
                // needs the tree, the tree's reading reports them all again.
                let local = DiagnosticSink()
                switch parseFlatDocument(&source, sink: local) {
                case .built(let document):
                    sink.report(contentsOf: local.diagnostics)
                    return (document, false)
                case .failed:
                    sink.report(contentsOf: local.diagnostics)
                    return (nil, false)
                case .needsTree:
                    return throughTree()
                }
            }
        }
    }

    private enum FlatParse {
        case built(FlatDocument)
        case failed
        case needsTree
    }

    /// ``parseDocument(_:sink:)`` with a ``FlatDocumentBuilder``.
    private func parseFlatDocument(_ source: inout SourceText, sink: DiagnosticSink) -> FlatParse {
        guard let base = source.bytes.baseAddress, source.bytes.count > 0 else { return .built(Self.emptyFlat(source.file)) }
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        defer { parser.deallocate() }
        guard LibYAMLMemory.initialize(parser) else {
            sink.report(.error("yaml-syntax", "libyaml could not start (out of memory)", at: nil))
            return .failed
        }
        defer { yaml_parser_delete(parser) }
        DecodedInput.set(parser, to: base, count: source.bytes.count, enabled: decodesInput)
        var translation = TranslationState()
        var builder = FlatDocumentBuilder(file: source.file, limits: limits, sink: sink, expectedBytes: source.bytes.count)
        let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
        defer { event.deallocate() }
        while true {
            guard yaml_parser_parse(parser, event) != 0 else {
                reportSyntaxError(parser.pointee, source: &source, sink: sink)
                return .failed
            }
            defer { yaml_event_delete(event) }
            switch translate(event, &translation, source: &source, sink: sink) {
            case .skip: continue
            case .streamEnd: return .built(builder.document() ?? Self.emptyFlat(source.file))
            case .failed: return .failed
            case .event(let parsed):
                switch builder.consume(parsed) {
                case .next: continue
                case .failed: return .failed
                case .needsTree: return .needsTree
                }
            }
        }
    }

    /// The document of a file with none: an empty mapping at 1:1, as ``parse(_:file:sink:)`` gives.
    private static func emptyFlat(_ file: FileID) -> FlatDocument {
        let start = SourceLocation(line: 1, column: 1)
        return FlatDocument(YAMLNode(.mapping([]), range: SourceRange(file: file, start: start, end: start)))
    }
}
