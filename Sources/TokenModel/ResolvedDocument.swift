import YAML

/// Builds the DTCG 2025.10 JSON document of a resolved system — the original group nesting, each
/// token with `$type` and its resolved `$value`, `$description` and `$deprecated` kept, unknown
/// `$extensions` preserved. This is what `tokenc resolve` prints.
public enum ResolvedDocument {
    private final class Group {
        var members: [(String, Member)] = []
        var index: [String: Int] = [:]
        func child(_ name: String) -> Group {
            if let i = index[name], case .group(let g) = members[i].1 { return g }
            let g = Group()
            index[name] = members.count
            members.append((name, .group(g)))
            return g
        }
        func json(metadata: [String: GroupDefinition], path: String) -> JSONValue {
            var out: [(String, JSONValue)] = []
            if let meta = metadata[path] {
                if let type = meta.type { out.append(("$type", .string(type.rawValue))) }
                if let description = meta.description { out.append(("$description", .string(description))) }
                if let reason = meta.deprecation { out.append(("$deprecated", reason.isEmpty ? .bool(true) : .string(reason))) }
                if let ext = meta.extensions { out.append(("$extensions", ResolvedDocument.json(ext))) }
            }
            for (name, member) in members {
                switch member {
                case .token(let value): out.append((name, value))
                case .group(let g): out.append((name, g.json(metadata: metadata, path: path.isEmpty ? name : path + "." + name)))
                }
            }
            return .object(out)
        }
    }
    private enum Member {
        case token(JSONValue)
        case group(Group)
    }

    /// The document for `system` in mode `mode` (default: the system's default mode). In the
    /// default document, every other mode's resolved value is listed under
    /// `$extensions["dev.tokenc.modes"]`.
    public static func build(_ system: ResolvedSystem, mode: Int = 0) -> JSONValue {
        let root = Group()
        for token in system.tokens {
            var group = root
            let parts = token.pathComponents
            for part in parts.dropLast() { group = group.child(String(part)) }
            let name = String(parts.last ?? "")
            group.index[name] = group.members.count
            group.members.append((name, .token(json(token, system: system, mode: mode))))
        }
        var metadata: [String: GroupDefinition] = [:]
        for g in system.groups where metadata[g.path] == nil { metadata[g.path] = g }
        return root.json(metadata: metadata, path: "")
    }

    private static func json(_ token: ResolvedToken, system: ResolvedSystem, mode: Int) -> JSONValue {
        var out: [(String, JSONValue)] = [
            ("$type", .string(token.type.rawValue)),
            ("$value", DTCGEncoder.encode(token.values[mode])),
        ]
        if let description = token.description { out.append(("$description", .string(description))) }
        if let reason = token.deprecation { out.append(("$deprecated", reason.isEmpty ? .bool(true) : .string(reason))) }
        var extensions: [(String, JSONValue)] = []
        if let ext = token.extensions?.pairs {
            for pair in ext {
                guard let key = pair.key.scalar?.text, key != "dev.tokenc.modes" else { continue }
                extensions.append((key, json(pair.value)))
            }
        }
        if mode == 0, system.modes.count > 1 {
            var modes: [(String, JSONValue)] = []
            for m in 1..<system.modes.count where token.values[m] != token.values[0] {
                modes.append((system.modes[m], DTCGEncoder.encode(token.values[m])))
            }
            if !modes.isEmpty { extensions.append(("dev.tokenc.modes", .object(modes))) }
        }
        if !extensions.isEmpty { out.append(("$extensions", .object(extensions))) }
        return .object(out)
    }

    /// A YAML node as JSON (core-schema scalars; keys as text).
    public static func json(_ node: YAMLNode) -> JSONValue {
        switch node.content {
        case .scalar(let s):
            switch s.coreValue {
            case .null: return .null
            case .bool(let b): return .bool(b)
            case .int(let i): return .number(Double(i))
            case .float(let d): return d.isFinite ? .number(d) : .string(s.text)
            case .string(let text): return .string(text)
            }
        case .sequence(let items): return .array(items.map(json))
        case .mapping(let pairs): return .object(pairs.map { ($0.key.scalar?.text ?? "", json($0.value)) })
        }
    }
}
