extension FlatJSONContext {
    /// The file exactly as the built-in `json/flat` template writes it from this context, written
    /// directly: no template object per entry. Used only while that template is the built-in one.
    var builtinTemplateText: String {
        var out: [UInt8] = []
        var capacity = 8
        for mode in modes {
            capacity += 16 + mode.name.utf8.count
            for entry in mode.entries { capacity += 12 + entry.path.utf8.count + entry.valueJSON.utf8.count }
        }
        out.reserveCapacity(capacity)
        ByteText.append("{\n", to: &out)
        for (modeIndex, mode) in modes.enumerated() {
            let entryIndent = keyed ? "    " : "  "
            if keyed {
                ByteText.append("  ", to: &out)
                ByteText.append(JSONText.literal(mode.name), to: &out)
                ByteText.append(": {\n", to: &out)
            }
            let last = mode.entries.count - 1
            for (index, entry) in mode.entries.enumerated() {
                ByteText.append(entryIndent, to: &out)
                ByteText.append(JSONText.literal(entry.path), to: &out)
                ByteText.append(": ", to: &out)
                ByteText.append(entry.valueJSON, to: &out)
                if index != last { out.append(UInt8(ascii: ",")) }
                out.append(UInt8(ascii: "\n"))
            }
            if keyed {
                ByteText.append("  }", to: &out)
                if modeIndex != modes.count - 1 { out.append(UInt8(ascii: ",")) }
                out.append(UInt8(ascii: "\n"))
            }
        }
        ByteText.append("}\n", to: &out)
        return String(decoding: out, as: UTF8.self)
    }
}
