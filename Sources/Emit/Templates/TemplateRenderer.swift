import Parallel

/// Renders the compiled templates of one library into one text: runs a template's operations,
/// looks names up in the stack of objects the sections opened, and appends to one byte buffer.
struct TemplateRenderer {
    /// Partials nest at most this deep (a template that includes itself without a section that
    /// ends the recursion stops here with an error instead of exhausting the stack).
    static let maximumPartialDepth = 512

    /// A stack entry's position when it is an item of a list (for `first()`, `last()`, `index()`;
    /// `index` is -1 otherwise).
    private struct Position {
        var index: Int
        var count: Int
    }

    private let templates: [CompiledTemplate]
    private let indexByName: [String: Int]
    /// The stack of values the sections opened, innermost last (they keep the objects alive).
    private var values: [TemplateValue] = []
    /// The same values' objects, unretained, for looking fields up without reference counting.
    private var objects: [Unmanaged<TemplateObject>?] = []
    /// The same values' positions.
    private var positions: [Position] = []
    private var partialDepth = 0
    /// The rendered text, as it grows.
    private let output: TemplateOutput
    /// The first error (a partial nested too deep); rendering stops at it.
    private(set) var failure: TemplateError?

    /// A renderer over a library's linked templates.
    init(templates: [CompiledTemplate], indexByName: [String: Int], capacity: Int = 1 << 14) {
        self.templates = templates
        self.indexByName = indexByName
        self.output = TemplateOutput(capacity: capacity)
    }

    /// The rendered text, handed over (the renderer's buffer is empty afterwards).
    mutating func takeText() -> String { output.takeText() }

    /// Renders the template at `index` with `context` as the bottom of the stack.
    mutating func render(templateAt index: Int, context: TemplateValue) {
        values.reserveCapacity(32)
        objects.reserveCapacity(32)
        positions.reserveCapacity(32)
        push(context, index: -1, count: 0)
        let template = templates[index]
        run(template, from: 0, to: template.program.operations.count, indentation: "")
        values.removeAll()
        objects.removeAll()
        positions.removeAll()
    }

    private mutating func push(_ value: TemplateValue, index: Int, count: Int) {
        if case .object(let object) = value {
            objects.append(Unmanaged.passUnretained(object))
        } else {
            objects.append(nil)
        }
        values.append(value)
        positions.append(Position(index: index, count: count))
    }

    private mutating func pop() {
        values.removeLast()
        objects.removeLast()
        positions.removeLast()
    }

    // MARK: - Operations

    private mutating func run(_ template: CompiledTemplate, from start: Int, to end: Int, indentation: String) {
        let program = template.program
        var position = start
        while position < end {
            if failure != nil { return }
            let operation = program.operations[position]
            position += 1
            switch operation {
            case .text(let offset, let count, let firstLineStart, let endLineStart):
                if indentation.isEmpty || firstLineStart == endLineStart {
                    output.append(program.bytes(start: offset, count: count))
                } else {
                    appendIndented(program, offset: offset, count: count, lineStarts: firstLineStart..<endLineStart,
                                   indentation: indentation)
                }
            case .variable(let name, let escapesHTML, let lineStart):
                if lineStart && !indentation.isEmpty { output.append(indentation) }
                let reference = program.nameReferences[Int(name)]
                if !escapesHTML, reference._withUnsafeGuaranteedRef({ $0.isPlainField }) {
                    // The innermost object that has the field writes it.
                    reference._withUnsafeGuaranteedRef { appendPlainField($0.first) }
                    continue
                }
                guard let value = resolve(reference) else { continue }
                Self.append(value, escapingHTML: escapesHTML, to: output)
            case .section(let name, let sectionEnd, let inverted, let lineStart):
                let bodyEnd = Int(sectionEnd)
                defer { position = bodyEnd }
                if lineStart && !indentation.isEmpty { output.append(indentation) }
                let value = resolve(program.nameReferences[Int(name)])
                if inverted {
                    if !(value?.isTruthy ?? false) { run(template, from: position, to: bodyEnd, indentation: indentation) }
                    continue
                }
                guard let value else { continue }
                renderSection(template, from: position, to: bodyEnd, value: value, indentation: indentation)
            case .partial(let index):
                renderPartial(template, partial: Int(index), indentation: indentation)
            }
        }
    }

    private mutating func renderSection(_ template: CompiledTemplate, from start: Int, to end: Int, value: TemplateValue,
                                        indentation: String) {
        switch value {
        case .null:
            return
        case .bool(let flag):
            if flag { run(template, from: start, to: end, indentation: indentation) }
        case .list(let list):
            let count = list.count
            if list.independentItems, count >= Self.parallelListThreshold, ParallelMap.mapsMaySpread {
                renderInPieces(template, from: start, to: end, list: list, indentation: indentation)
                return
            }
            for index in 0..<count {
                push(list[index], index: index, count: count)
                run(template, from: start, to: end, indentation: indentation)
                pop()
                if failure != nil { return }
            }
        case .int, .text, .object:
            push(value, index: -1, count: 0)
            run(template, from: start, to: end, indentation: indentation)
            pop()
        }
    }

    /// Lists at least this long whose items are independent are rendered on all cores.
    static let parallelListThreshold = 2_048

    /// Renders a section over a list of independent items in consecutive pieces, each by a
    /// renderer of its own (the same stack under it) on whichever core is free, then appends the
    /// pieces in order: the same text as one item after the other. The first error (in the
    /// order of the items) stops it, as it would have.
    private mutating func renderInPieces(_ template: CompiledTemplate, from start: Int, to end: Int, list: TemplateList,
                                         indentation: String) {
        let count = list.count
        let pieces = min(64, max(2, count / 512))
        // The stack, and the list's items, are only read while the pieces are rendered: the
        // values under them stay alive in this renderer until it is done.
        let shared = UncheckedSendable((self, template, list, indentation))
        let rendered = ParallelMap.indices(pieces) { piece -> UncheckedSendable<(TemplateOutput, TemplateError?)> in
            let (parent, template, list, indentation) = shared.value
            var renderer = TemplateRenderer(templates: parent.templates, indexByName: parent.indexByName,
                                            capacity: 1 << 16)
            renderer.values = parent.values
            renderer.objects = parent.objects
            renderer.positions = parent.positions
            renderer.partialDepth = parent.partialDepth
            for index in (piece * count / pieces)..<((piece + 1) * count / pieces) {
                renderer.push(list[index], index: index, count: count)
                renderer.run(template, from: start, to: end, indentation: indentation)
                renderer.pop()
                if renderer.failure != nil { break }
            }
            return UncheckedSendable((renderer.output, renderer.failure))
        }
        for piece in rendered {
            output.append(contentsOf: piece.value.0)
            if let error = piece.value.1 {
                failure = error
                return
            }
        }
    }

    private mutating func renderPartial(_ template: CompiledTemplate, partial index: Int, indentation: String) {
        let partial = template.program.partials[index]
        var target = template.partialTargets[index]
        if partial.isDynamic {
            let name = TemplateName(text: partial.name, anchor: .stack, components: [partial.name], transforms: [])
            let value = withExtendedLifetime(name) { resolve(Unmanaged.passUnretained(name)) }
            guard case .text(let templateName)? = value, let found = indexByName[templateName] else { return }
            target = found
        }
        // Inside a line, a partial continues the line and is not indented; alone on its line, it
        // is indented by the whitespace before its tag (added to the enclosing indentation).
        let inner: String
        if let own = partial.indentation {
            inner = own.isEmpty ? indentation : indentation + own
        } else {
            if partial.lineStart && !indentation.isEmpty { output.append(indentation) }
            inner = ""
        }
        guard target >= 0 else { return }
        if inner.isEmpty, let top = objects.last, let object = top,
           object._withUnsafeGuaranteedRef({ $0.appendRenderedPartial(named: templates[target].name, to: output) }) {
            return
        }
        guard partialDepth < Self.maximumPartialDepth else {
            failure = TemplateError(
                file: template.file, line: partial.line, column: partial.column,
                message: "partials nest more than \(Self.maximumPartialDepth) levels deep: '\(partial.name)' includes itself without end")
            return
        }
        partialDepth += 1
        let included = templates[target]
        run(included, from: 0, to: included.program.operations.count, indentation: inner)
        partialDepth -= 1
    }

    private func appendIndented(_ program: TemplateProgram, offset: Int32, count: Int32, lineStarts: Range<Int32>,
                                indentation: String) {
        var previous = offset
        for index in lineStarts {
            let lineStart = offset + program.lineStarts[Int(index)]
            output.append(program.bytes(start: previous, count: lineStart - previous))
            output.append(indentation)
            previous = lineStart
        }
        output.append(program.bytes(start: previous, count: offset + count - previous))
    }

    /// `{{name}}` for a plain field: the innermost object that has it writes it.
    private func appendPlainField(_ name: String) {
        var level = objects.count - 1
        while level >= 0 {
            if let object = objects[level],
               object._withUnsafeGuaranteedRef({ $0.appendField(named: name, to: output) }) {
                return
            }
            level -= 1
        }
    }

    /// Appends a value's text (see ``TemplateValue/renderedText``).
    static func append(_ value: TemplateValue, escapingHTML: Bool, to output: TemplateOutput) {
        switch value {
        case .text(let text):
            if escapingHTML { Self.appendEscapingHTML(text, to: output) } else { output.append(text) }
        case .null, .object:
            return
        case .bool, .int, .list:
            if escapingHTML {
                Self.appendEscapingHTML(value.renderedText, to: output)
            } else {
                output.append(value.renderedText)
            }
        }
    }

    /// Appends `text` with `&`, `<`, `>`, `"` and `'` as HTML character references.
    static func appendEscapingHTML(_ text: String, to output: TemplateOutput) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): output.append("&amp;")
            case UInt8(ascii: "<"): output.append("&lt;")
            case UInt8(ascii: ">"): output.append("&gt;")
            case UInt8(ascii: "\""): output.append("&quot;")
            case UInt8(ascii: "'"): output.append("&#39;")
            default: output.append(byte)
            }
        }
    }

    // MARK: - Names

    /// The value a name stands for, transforms applied; nil when it is not found.
    private func resolve(_ name: Unmanaged<TemplateName>) -> TemplateValue? {
        name._withUnsafeGuaranteedRef { resolve($0) }
    }

    private func resolve(_ name: TemplateName) -> TemplateValue? {
        var value: TemplateValue
        let top = values.count - 1
        switch name.anchor {
        case .position:
            guard top >= 0, positions[top].index >= 0 else { return nil }
            return name.transforms[0].apply(toPosition: positions[top].index, count: positions[top].count)
        case .current:
            guard top >= 0 else { return nil }
            value = values[top]
            for component in name.components {
                guard case .object(let object) = value, let child = object.child(named: component) else { return nil }
                value = child
            }
        case .stack:
            var found: TemplateValue?
            var level = top
            while level >= 0 {
                if let object = objects[level],
                   let child = object._withUnsafeGuaranteedRef({ $0.child(named: name.first) }) {
                    found = child
                    break
                }
                level -= 1
            }
            guard let start = found else { return nil }
            value = start
            if name.components.count > 1 {
                for component in name.components.dropFirst() {
                    guard case .object(let object) = value, let child = object.child(named: component) else { return nil }
                    value = child
                }
            }
        }
        if !name.transforms.isEmpty {
            for transform in name.transforms {
                guard let transformed = transform.apply(to: value) else { return nil }
                value = transformed
            }
        }
        return value
    }
}

/// A value handed to parallel work that only reads it (the renderer's stack, a list of
/// independent items, a piece's output handed back once its work is done).
private struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
