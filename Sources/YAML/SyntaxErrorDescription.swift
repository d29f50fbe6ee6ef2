/// Turns libyaml's terse problem and context strings into messages a token author can act on.
struct SyntaxErrorDescription {
    /// The main message.
    var message: String
    /// What to do about it, if there is a usual fix.
    var suggestion: String?
    /// The message for the note at libyaml's context mark, or nil when the context adds nothing.
    var contextNote: String?

    /// Describes a scanner or parser error.
    ///
    /// - Parameters:
    ///   - problem: libyaml's `problem` text.
    ///   - context: libyaml's `context` text, if any.
    ///   - character: the character at the problem mark, if known.
    init(problem: String, context: String?, character: Unicode.Scalar?) {
        let quoted = context.map { $0.contains("quoted") } ?? false
        switch problem {
        case "found character that cannot start any token":
            switch character {
            case "\t"?:
                message = "a tab character cannot be used here; YAML indents with spaces only"
                suggestion = "replace the tab with spaces"
            case let c? where c == "@" || c == "`":
                message = "'\(c)' is reserved in YAML and cannot start a plain value"
                suggestion = "quote the value"
            case let c?:
                message = "'\(Self.visible(c))' cannot start a YAML value here"
                suggestion = "quote the value"
            case nil:
                message = "found a character that cannot start a YAML value"
                suggestion = "quote the value"
            }
        case "found a tab character that violates indentation",
             "found a tab character where an indentation space is expected":
            message = "a tab character is used for indentation; YAML indents with spaces only"
            suggestion = "replace the tab with spaces"
        case "mapping values are not allowed in this context":
            message = "unexpected ':' here; a plain value cannot contain ': ', and a new key cannot start in the middle of a line"
            suggestion = "quote the value, or put the key on its own line"
        case "did not find expected key":
            message = "expected a key here; this line is not indented like the keys of its mapping"
            suggestion = "check the indentation of this line and the one above"
        case "did not find expected '-' indicator":
            message = "expected a '- ' list item at this indentation"
            suggestion = "check the indentation of this line and the one above"
        case "could not find expected ':'":
            message = "expected ':' after this key"
            suggestion = "a value that spans lines must be quoted or indented under its key"
        case "did not find expected ',' or ']'":
            message = "expected ',' or ']' in this list; is a comma or the closing bracket missing?"
            suggestion = nil
        case "did not find expected ',' or '}'":
            message = "expected ',' or '}' in this mapping; is a comma or the closing brace missing?"
            suggestion = nil
        case "found unexpected end of stream":
            if quoted {
                message = "the file ends inside a quoted string; is the closing quote missing?"
            } else {
                message = "the file ends in the middle of a value"
            }
            suggestion = nil
        case "found unknown escape character":
            message = "unknown escape sequence in a double-quoted string"
            suggestion = "write '\\\\' for a backslash, or use single quotes"
        case "found invalid Unicode character escape code":
            message = "this \\u escape is a lone UTF-16 surrogate, not a character; write the whole surrogate pair ('\\ud83d\\ude00') or the character itself"
            suggestion = "write the character itself, or one 8-digit escape such as '\\U0001F600'"
        case "found unexpected document indicator":
            message = "'---' or '...' at the start of a line ends the document, even inside a quoted string"
            suggestion = "indent the line"
        case "did not find expected node content":
            message = "expected a value here"
            suggestion = nil
        case "block sequence entries are not allowed in this context":
            message = "a '- ' list item cannot start here"
            suggestion = "start the list on the line after its key"
        case "did not find expected <document start>":
            message = "unexpected content after the end of the document"
            suggestion = "indent this line like the first line of the file (a file holds one document, and a second one after '...' is not read)"
            contextNote = nil
            return
        case "found undefined tag handle":
            message = "unknown tag handle; only '!' and '!!' are predefined"
            suggestion = nil
        case "did not find expected alphabetic or numeric character":
            message = "expected an anchor or alias name (letters, digits, '-' or '_')"
            suggestion = nil
        case "found incompatible YAML document":
            message = "unsupported %YAML version; tokenc reads YAML 1.1 and 1.2"
            suggestion = nil
        default:
            message = "YAML syntax error: \(problem)"
            suggestion = nil
        }
        contextNote = context.flatMap(Self.note(forContext:))
    }

    /// The note for libyaml's context, e.g. "while parsing a flow mapping" → "in the '{…}' mapping
    /// that starts here".
    private static func note(forContext context: String) -> String? {
        switch context {
        case "while scanning for the next token": return nil
        case "while parsing a block mapping": return "in the mapping that starts here"
        case "while parsing a block collection": return "in the list that starts here"
        case "while parsing a flow mapping": return "in the '{…}' mapping that starts here"
        case "while parsing a flow sequence": return "in the '[…]' list that starts here"
        case "while scanning a quoted scalar", "while parsing a quoted scalar":
            return "in the quoted string that starts here"
        case "while scanning a plain scalar": return "in the value that starts here"
        case "while scanning a block scalar": return "in the block scalar that starts here"
        case "while scanning a simple key": return "in the key that starts here"
        case "while parsing a node": return "in the value that starts here"
        default:
            var text = context
            for prefix in ["while scanning ", "while parsing "] where text.hasPrefix(prefix) {
                text.removeFirst(prefix.count)
                return "in \(text) that starts here"
            }
            return context
        }
    }

    /// A control or invisible character spelled as `U+XXXX`; others as themselves.
    private static func visible(_ c: Unicode.Scalar) -> String {
        if c.value < 0x20 || c.value == 0x7F || (0x80...0x9F).contains(c.value) || c.value == 0xFEFF {
            let hex = String(c.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
        return String(c)
    }
}
