/// Compiles Mustache source text into ``TemplateNode``s, once per template.
///
/// The supported language (see `Documentation/Templates.md`): variables `{{name}}`,
/// `{{{name}}}`, `{{&name}}`; dotted names and `{{.}}`; sections `{{#name}}…{{/name}}` and inverted
/// sections `{{^name}}…{{/name}}`; comments `{{! … }}`; partials `{{> name}}` (and `{{>* field}}`);
/// set-delimiter tags `{{=<% %>=}}`; the `{{%CONTENT_TYPE:TEXT}}` / `{{%CONTENT_TYPE:HTML}}` pragma;
/// transforms `{{camelCase(name)}}`, `{{#first()}}`. Standalone lines and partial indentation follow
/// the Mustache spec. Every error carries the file, line and column of the offending tag.
struct TemplateParser {
    private let bytes: [UInt8]
    private let file: String

    /// A parser for one template's text; `file` names it in errors.
    init(source: String, file: String) {
        self.bytes = Array(source.utf8)
        self.file = file
    }

    /// The compiled template.
    /// - Throws: ``TemplateError`` at the first syntax error.
    func parse() throws(TemplateError) -> [TemplateNode] {
        let tokens = try tokenize()
        var builder = TreeBuilder(parser: self)
        var line: [Token] = []
        for token in tokens {
            line.append(token)
            if token.kind == .text && token.endsLine {
                try builder.addLine(line)
                line.removeAll(keepingCapacity: true)
            }
        }
        if !line.isEmpty { try builder.addLine(line) }
        return try builder.finish()
    }

    // MARK: - Tokens

    /// What a token is.
    fileprivate enum Kind: Equatable {
        case text, variable, unescaped, section, inverted, close, comment, partial, dynamicPartial, delimiters, pragma

        /// Whether a tag of this kind alone on its line removes the line.
        var canStandAlone: Bool {
            switch self {
            case .text, .variable, .unescaped: return false
            case .section, .inverted, .close, .comment, .partial, .dynamicPartial, .delimiters, .pragma: return true
            }
        }
    }

    /// A run of text (at most one line, ending with its newline) or one tag.
    fileprivate struct Token {
        var kind: Kind
        /// Byte offset of the text, or of the tag's opening delimiter.
        var start: Int
        /// Byte offset just past the text or the tag's closing delimiter.
        var end: Int
        /// A tag's trimmed content after its sigil (the name; for a pragma its text).
        var content: String = ""
        /// For text: whether it ends with a newline.
        var endsLine = false
    }

    /// Sections nest at most this deep in one template.
    static let maximumSectionDepth = 200

    private static let newline = UInt8(ascii: "\n")
    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")
    private static let carriageReturn = UInt8(ascii: "\r")

    private func tokenize() throws(TemplateError) -> [Token] {
        var tokens: [Token] = []
        var open: [UInt8] = Array("{{".utf8)
        var close: [UInt8] = Array("}}".utf8)
        var index = 0
        var textStart = 0
        let count = bytes.count
        func flushText(upTo end: Int, endsLine: Bool) {
            if end > textStart { tokens.append(Token(kind: .text, start: textStart, end: end, endsLine: endsLine)) }
            textStart = end
        }
        while index < count {
            let byte = bytes[index]
            if byte == Self.newline {
                index += 1
                flushText(upTo: index, endsLine: true)
                continue
            }
            if byte == open[0] && matches(open, at: index) {
                flushText(upTo: index, endsLine: false)
                let tag = try readTag(at: index, open: open, close: close)
                tokens.append(tag.token)
                if let delimiters = tag.delimiters {
                    open = delimiters.open
                    close = delimiters.close
                }
                index = tag.token.end
                textStart = index
                continue
            }
            index += 1
        }
        flushText(upTo: count, endsLine: false)
        return tokens
    }

    private func matches(_ pattern: [UInt8], at index: Int) -> Bool {
        guard index + pattern.count <= bytes.count else { return false }
        for offset in 0..<pattern.count where bytes[index + offset] != pattern[offset] { return false }
        return true
    }

    /// The first index ≥ `from` where `pattern` starts, or nil. With `sameLine`, stops at a newline.
    private func find(_ pattern: [UInt8], from: Int, sameLine: Bool) -> Int? {
        var index = from
        while index + pattern.count <= bytes.count {
            if sameLine && bytes[index] == Self.newline { return nil }
            if bytes[index] == pattern[0] && matches(pattern, at: index) { return index }
            index += 1
        }
        return nil
    }

    private func readTag(at start: Int, open: [UInt8], close: [UInt8]) throws(TemplateError)
        -> (token: Token, delimiters: (open: [UInt8], close: [UInt8])?) {
        let openText = String(decoding: open, as: UTF8.self)
        let closeText = String(decoding: close, as: UTF8.self)
        let sigilIndex = start + open.count
        func unclosed() -> TemplateError {
            error("'\(openText)' is not closed by '\(closeText)' on the same line", at: start)
        }
        guard sigilIndex < bytes.count else { throw unclosed() }
        let sigil = bytes[sigilIndex]
        switch sigil {
        case UInt8(ascii: "!"):
            guard let end = find(close, from: sigilIndex + 1, sameLine: false) else {
                throw error("comment '\(openText)!' is not closed by '\(closeText)'", at: start)
            }
            return (Token(kind: .comment, start: start, end: end + close.count), nil)
        case UInt8(ascii: "="):
            guard let end = find([UInt8(ascii: "=")] + close, from: sigilIndex + 1, sameLine: true) else {
                throw error("malformed set-delimiter tag: write it `\(openText)=<% %>=\(closeText)`", at: start)
            }
            let parts = bytes[(sigilIndex + 1)..<end].split { $0 == Self.space || $0 == Self.tab }
            guard parts.count == 2, !parts.contains(where: { $0.contains(UInt8(ascii: "=")) }) else {
                throw error("malformed set-delimiter tag: it needs two delimiters separated by a space, without '='", at: start)
            }
            let token = Token(kind: .delimiters, start: start, end: end + 1 + close.count)
            return (token, (Array(parts[0]), Array(parts[1])))
        case UInt8(ascii: "{"):
            guard let end = find([UInt8(ascii: "}")] + close, from: sigilIndex + 1, sameLine: true) else {
                throw error("'\(openText){' is not closed by '}\(closeText)' on the same line", at: start)
            }
            let name = try nameContent(from: sigilIndex + 1, to: end, tagStart: start)
            return (Token(kind: .unescaped, start: start, end: end + 1 + close.count, content: name), nil)
        case UInt8(ascii: "<"), UInt8(ascii: "$"):
            throw error("template inheritance ('\(openText)<' and '\(openText)$') is not supported; use partials and sections", at: start)
        default:
            guard let end = find(close, from: sigilIndex, sameLine: true) else { throw unclosed() }
            let kind: Kind
            var contentStart = sigilIndex + 1
            switch sigil {
            case UInt8(ascii: "&"): kind = .unescaped
            case UInt8(ascii: "#"): kind = .section
            case UInt8(ascii: "^"): kind = .inverted
            case UInt8(ascii: "/"): kind = .close
            case UInt8(ascii: ">"): kind = .partial
            case UInt8(ascii: "%"): kind = .pragma
            default:
                kind = .variable
                contentStart = sigilIndex
            }
            var token = Token(kind: kind, start: start, end: end + close.count)
            switch kind {
            case .partial:
                var text = trimmed(from: contentStart, to: end)
                if text.hasPrefix("*") {
                    token.kind = .dynamicPartial
                    text = String(text.dropFirst()).trimmingWhitespace()
                }
                guard !text.isEmpty, !text.contains(where: { $0 == " " || $0 == "\t" }) else {
                    throw error("'\(text)' is not a partial name: write `\(openText)> folder/name\(closeText)`", at: start)
                }
                token.content = text
            case .pragma:
                token.content = trimmed(from: contentStart, to: end)
            default:
                token.content = try nameContent(from: contentStart, to: end, tagStart: start)
            }
            return (token, nil)
        }
    }

    /// A tag's name between two offsets, trimmed, checked to be one word that compiles.
    private func nameContent(from: Int, to: Int, tagStart: Int) throws(TemplateError) -> String {
        let text = trimmed(from: from, to: to)
        if text.contains(where: { $0 == " " || $0 == "\t" }) {
            throw error("'\(text)' is not a name (names have no spaces)", at: tagStart)
        }
        if case .failure(let failure) = TemplateName.parse(text) { throw error(failure.message, at: tagStart) }
        return text
    }

    private func trimmed(from: Int, to: Int) -> String {
        guard from < to else { return "" }
        return String(decoding: bytes[from..<to], as: UTF8.self).trimmingWhitespace()
    }

    // MARK: - Errors

    /// An error at a byte offset: its 1-based line, and its column in Unicode scalars.
    fileprivate func error(_ message: String, at offset: Int) -> TemplateError {
        let (line, column) = position(of: offset)
        return TemplateError(file: file, line: line, column: column, message: "template syntax error: " + message)
    }

    /// The 1-based line and column (Unicode scalars) of a byte offset.
    fileprivate func position(of offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == Self.newline {
            line += 1
            lineStart = index + 1
        }
        var column = 1
        for index in lineStart..<min(offset, bytes.count) where bytes[index] & 0xC0 != 0x80 { column += 1 }
        return (line, column)
    }

    fileprivate func text(of token: Token) -> [UInt8] { Array(bytes[token.start..<token.end]) }

    /// Whether a text token holds only spaces and tabs, and at most a final `\n` or `\r\n`.
    fileprivate func isBlank(_ token: Token) -> Bool {
        var end = token.end
        if token.endsLine {
            end -= 1
            if end > token.start && bytes[end - 1] == Self.carriageReturn { end -= 1 }
        }
        for index in token.start..<end where bytes[index] != Self.space && bytes[index] != Self.tab { return false }
        return true
    }

    // MARK: - Lines to nodes

    /// Turns the tokens, one line at a time, into nested nodes.
    private struct TreeBuilder {
        let parser: TemplateParser

        /// An open section (or the template itself at the bottom).
        struct Frame {
            var name: String
            var inverted: Bool
            var openOffset: Int
            var lineStart: Bool
            var escapesHTML: Bool
            var nodes: [TemplateNode] = []
            var text: [UInt8] = []
            var textLineStarts: [Int] = []
        }

        var frames: [Frame]
        /// Whether the next node begins a source line.
        var atLineStart = true

        init(parser: TemplateParser) {
            self.parser = parser
            frames = [Frame(name: "", inverted: false, openOffset: 0, lineStart: false, escapesHTML: false)]
        }

        mutating func addLine(_ tokens: [Token]) throws(TemplateError) {
            var tagIndex: Int?
            var tagCount = 0
            for (index, token) in tokens.enumerated() where token.kind != .text {
                tagCount += 1
                tagIndex = index
            }
            if tagCount == 1, let tagIndex, tokens[tagIndex].kind.canStandAlone,
               tokens.allSatisfy({ $0.kind != .text || parser.isBlank($0) }) {
                // A standalone line: only the tag remains; a partial keeps the indentation.
                let tag = tokens[tagIndex]
                var indentation = ""
                if tagIndex > 0 { indentation = String(decoding: parser.text(of: tokens[0]), as: UTF8.self) }
                try add(tag, lineStart: false, standaloneIndentation: indentation)
                atLineStart = true
                return
            }
            for token in tokens {
                let lineStart = atLineStart
                atLineStart = false
                switch token.kind {
                case .text:
                    appendText(parser.text(of: token), lineStart: lineStart)
                    atLineStart = token.endsLine
                case .comment, .delimiters, .pragma:
                    try add(token, lineStart: lineStart, standaloneIndentation: nil)
                    // Nothing is rendered in its place: the next node starts the line instead.
                    atLineStart = lineStart
                default:
                    try add(token, lineStart: lineStart, standaloneIndentation: nil)
                }
            }
        }

        private mutating func appendText(_ text: [UInt8], lineStart: Bool) {
            let last = frames.count - 1
            if lineStart { frames[last].textLineStarts.append(frames[last].text.count) }
            frames[last].text += text
        }

        private mutating func flushText() {
            let last = frames.count - 1
            guard !frames[last].text.isEmpty || !frames[last].textLineStarts.isEmpty else { return }
            let text = String(decoding: frames[last].text, as: UTF8.self)
            frames[last].nodes.append(.text(text, lineStarts: frames[last].textLineStarts))
            frames[last].text.removeAll(keepingCapacity: true)
            frames[last].textLineStarts.removeAll(keepingCapacity: true)
        }

        private mutating func append(_ node: TemplateNode) {
            flushText()
            frames[frames.count - 1].nodes.append(node)
        }

        /// Adds one tag; `standaloneIndentation` is non-nil when it stands alone on its line.
        private mutating func add(_ token: Token, lineStart: Bool, standaloneIndentation: String?) throws(TemplateError) {
            let escapes = frames[frames.count - 1].escapesHTML
            switch token.kind {
            case .text, .comment, .delimiters:
                break
            case .pragma:
                frames[frames.count - 1].escapesHTML = try Self.contentTypeEscapesHTML(token, parser: parser)
            case .variable, .unescaped:
                append(.variable(try name(token), escapesHTML: token.kind == .variable && escapes, lineStart: lineStart))
            case .section, .inverted:
                guard frames.count <= TemplateParser.maximumSectionDepth else {
                    throw parser.error("sections nest more than \(TemplateParser.maximumSectionDepth) levels deep", at: token.start)
                }
                flushText()
                frames.append(Frame(name: token.content, inverted: token.kind == .inverted, openOffset: token.start,
                                    lineStart: lineStart, escapesHTML: escapes))
            case .close:
                guard frames.count > 1 else {
                    throw parser.error("'\(token.content)' is closed but no section of that name is open", at: token.start)
                }
                let frame = frames[frames.count - 1]
                guard frame.name == token.content else {
                    let (line, _) = parser.position(of: frame.openOffset)
                    throw parser.error(
                        "a section is closed with a different name than it was opened with: '\(token.content)' closes '\(frame.name)' (opened on line \(line))",
                        at: token.start)
                }
                // A closing tag inside a line that begins it: the indentation belongs to the content.
                if lineStart && standaloneIndentation == nil { appendText([], lineStart: true) }
                flushText()
                let body = frames.removeLast()
                let sectionName = try name(Token(kind: .section, start: body.openOffset, end: body.openOffset, content: body.name))
                append(.section(sectionName, body: body.nodes, inverted: body.inverted, lineStart: body.lineStart))
            case .partial, .dynamicPartial:
                let (line, column) = parser.position(of: token.start)
                append(.partial(TemplatePartial(
                    name: token.content, isDynamic: token.kind == .dynamicPartial, indentation: standaloneIndentation,
                    lineStart: lineStart, line: line, column: column)))
            }
        }

        private func name(_ token: Token) throws(TemplateError) -> TemplateName {
            switch TemplateName.parse(token.content) {
            case .success(let name): return name
            case .failure(let failure): throw parser.error(failure.message, at: token.start)
            }
        }

        /// `CONTENT_TYPE:TEXT` (no escaping, the default) or `CONTENT_TYPE:HTML`.
        private static func contentTypeEscapesHTML(_ token: Token, parser: TemplateParser) throws(TemplateError) -> Bool {
            let parts = token.content.split(separator: ":", omittingEmptySubsequences: false)
                .map { String($0).trimmingWhitespace() }
            guard parts.count == 2, parts[0] == "CONTENT_TYPE" else {
                throw parser.error("unknown pragma '\(token.content)'; the one pragma is CONTENT_TYPE:TEXT or CONTENT_TYPE:HTML",
                                   at: token.start)
            }
            switch parts[1] {
            case "TEXT": return false
            case "HTML": return true
            default:
                throw parser.error("unknown content type '\(parts[1])'; use TEXT or HTML", at: token.start)
            }
        }

        mutating func finish() throws(TemplateError) -> [TemplateNode] {
            if frames.count > 1 {
                let open = frames[frames.count - 1]
                throw parser.error("a section is not closed: '\(open.name)' has no '{{/\(open.name)}}'", at: open.openOffset)
            }
            flushText()
            return frames[0].nodes
        }
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and line breaks.
    fileprivate func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
