/// A compiled template as the renderer runs it: a flat list of plain operations (no reference
/// counting while it walks them), its literal text in one byte buffer, and tables of the names and
/// partials the operations refer to by index.
///
/// A section's content is the operations after it, up to its `end`; a list repeats that range.
/// Immutable once made, and shared by every copy of a ``TemplateLibrary``.
final class TemplateProgram: @unchecked Sendable {
    /// One step.
    enum Operation {
        /// Literal bytes `text[start..<start + count]`; the source lines that begin inside them
        /// are at the offsets `lineStarts[firstLineStart..<endLineStart]` (for partial indentation).
        case text(start: Int32, count: Int32, firstLineStart: Int32, endLineStart: Int32)
        /// A variable: `names[name]`.
        case variable(name: Int32, escapesHTML: Bool, lineStart: Bool)
        /// A section over `names[name]`; its content is the operations up to `end` (exclusive).
        case section(name: Int32, end: Int32, inverted: Bool, lineStart: Bool)
        /// `partials[partial]`.
        case partial(Int32)
    }

    /// The operations; the whole template is `0..<operations.count`.
    let operations: [Operation]
    /// The names variables and sections look up.
    let names: [TemplateName]
    /// The same names, unretained (``names`` keeps them alive): the renderer reads them without
    /// reference counting.
    let nameReferences: [Unmanaged<TemplateName>]
    /// The partial tags.
    let partials: [TemplatePartial]
    /// Offsets (into a text operation's bytes) where a source line begins.
    let lineStarts: [Int32]
    /// The literal text, stored once for the program's lifetime.
    let text: UnsafeMutableBufferPointer<UInt8>

    /// Flattens compiled nodes.
    init(_ nodes: [TemplateNode]) {
        var builder = Builder()
        builder.add(nodes)
        operations = builder.operations
        names = builder.names
        nameReferences = builder.names.map { Unmanaged.passUnretained($0) }
        partials = builder.partials
        lineStarts = builder.lineStarts
        text = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(builder.bytes.count, 1))
        _ = text.initialize(from: builder.bytes)
    }

    deinit { text.deallocate() }

    /// The bytes of a text operation.
    func bytes(start: Int32, count: Int32) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: text[Int(start)..<Int(start + count)])
    }

    /// Collects operations, depth first.
    private struct Builder {
        var operations: [Operation] = []
        var names: [TemplateName] = []
        var partials: [TemplatePartial] = []
        var lineStarts: [Int32] = []
        var bytes: [UInt8] = []

        mutating func add(_ nodes: [TemplateNode]) {
            for node in nodes {
                switch node {
                case .text(let text, let starts):
                    let start = Int32(bytes.count)
                    bytes += text.utf8
                    let first = Int32(lineStarts.count)
                    lineStarts += starts.map { Int32($0) }
                    operations.append(.text(start: start, count: Int32(bytes.count) - start, firstLineStart: first,
                                            endLineStart: Int32(lineStarts.count)))
                case .variable(let name, let escapesHTML, let lineStart):
                    names.append(name)
                    operations.append(.variable(name: Int32(names.count - 1), escapesHTML: escapesHTML, lineStart: lineStart))
                case .section(let name, let body, let inverted, let lineStart):
                    names.append(name)
                    let nameIndex = Int32(names.count - 1)
                    let index = operations.count
                    operations.append(.section(name: nameIndex, end: 0, inverted: inverted, lineStart: lineStart))
                    add(body)
                    operations[index] = .section(name: nameIndex, end: Int32(operations.count),
                                                 inverted: inverted, lineStart: lineStart)
                case .partial(let partial):
                    partials.append(partial)
                    operations.append(.partial(Int32(partials.count - 1)))
                }
            }
        }
    }
}
