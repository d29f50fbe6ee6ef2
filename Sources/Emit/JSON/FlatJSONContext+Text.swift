extension FlatJSONContext {
    /// The file exactly as the built-in `json/flat` template writes it from this context, written
    /// directly (the entries of a large mode on all cores): no template object per entry. Used
    /// only while that template is the built-in one.
    var builtinTemplateText: String {
        var pieces: [ParallelText.Piece] = [.text("{\n")]
        for (modeIndex, mode) in modes.enumerated() {
            let entryIndent = keyed ? "    " : "  "
            if keyed { pieces.append(.text("  " + JSONText.literal(mode.name) + ": {\n")) }
            let entries = mode.entries
            // Paths needing no escapes (nearly all) are quoted as they are, measured without a copy.
            let last = entries.count - 1
            let indentSize = entryIndent.utf8.count
            pieces.append(.items(ParallelText.Items(
                count: entries.count,
                size: { index in
                    let path = entries[index].path
                    let quoted = JSONText.isPlain(path) ? path.utf8.count + 2 : JSONText.literal(path).utf8.count
                    return indentSize + quoted + 2 + entries[index].valueJSON.utf8.count + (index == last ? 1 : 2)
                },
                write: { index, place in
                    var next = ByteText.copy(entryIndent, to: place)
                    let path = entries[index].path
                    if JSONText.isPlain(path) {
                        next = ByteText.copy("\"", to: next)
                        next = ByteText.copy(path, to: next)
                        next = ByteText.copy("\"", to: next)
                    } else {
                        next = ByteText.copy(JSONText.literal(path), to: next)
                    }
                    next = ByteText.copy(": ", to: next)
                    next = ByteText.copy(entries[index].valueJSON, to: next)
                    return ByteText.copy(index == last ? "\n" : ",\n", to: next)
                })))
            if keyed { pieces.append(.text(modeIndex == modes.count - 1 ? "  }\n" : "  },\n")) }
        }
        pieces.append(.text("}\n"))
        return ParallelText.make(pieces)
    }
}
