import Diagnostics
import YAML

/// A DTCG **Resolver Module 2025.10** document (`*.resolver.json` / `.resolver.yaml`): named
/// `sets` of token sources, `modifiers` whose `contexts` swap sources in (light/dark, brands,
/// densities…), and the `resolutionOrder` in which sources are layered, later ones overriding
/// earlier ones token by token.
///
/// tokenc turns each combination of modifier contexts into one *mode* of the system: with one
/// modifier `theme` (contexts `light`, `dark`) the modes are `light` and `dark`; with several, a
/// mode is named by its contexts joined with `-` (`dark-compact`). The default mode combines
/// every modifier's `default` context (or its first).
public struct ResolverDocument: Sendable {
    /// Where a layer of tokens comes from.
    public enum Source: Sendable {
        /// A token file, as written in `$ref` (relative to the resolver document), with its range.
        case file(String, SourceRange)
        /// Tokens written inline in the resolver document.
        case inline(YAMLNode)
    }

    /// One mode: its name and its sources in resolution order.
    public struct Mode: Sendable {
        /// The mode's name.
        public var name: String
        /// The sources to layer, first to last.
        public var sources: [Source]
    }

    /// The document's `name`.
    public var name: String?
    /// The modes, default first.
    public var modes: [Mode]

    private struct Modifier {
        var name: String
        var contexts: [(String, [Source])]
        var defaultIndex: Int
    }

    private enum Layer {
        case set([Source])
        case modifier(Modifier)
    }

    /// Parses and validates a resolver document; nil after reporting when it is unusable.
    public static func parse(_ root: YAMLNode, sink: DiagnosticSink) -> ResolverDocument? {
        guard root.pairs != nil else {
            sink.report(.error("invalid-resolver", "a resolver document must be an object with `version`, `sets`, `modifiers` and `resolutionOrder`", at: root.range))
            return nil
        }
        let known = ["name", "version", "description", "sets", "modifiers", "resolutionOrder", "$schema", "$extensions"]
        for pair in root.pairs ?? [] {
            guard let key = pair.key.scalar?.text, !known.contains(key) else { continue }
            var d = Diagnostic.warning("unknown-property", "unknown resolver property '\(key)'", at: pair.key.range)
            if let near = Suggestions.nearest(to: key, among: known) { d.suggestion = "did you mean '\(near)'?" }
            sink.report(d)
        }
        if let version = root["version"] {
            if version.scalar?.text != "2025.10" {
                sink.report(.warning("resolver-version", "resolver version \(version.scalar?.text ?? "?") is not 2025.10, the version tokenc implements", at: version.range))
            }
        } else {
            sink.report(.warning("resolver-version", "a resolver document should declare `version: \"2025.10\"`", at: root.range))
        }
        var sets: [String: [Source]] = [:]
        for pair in root["sets"]?.pairs ?? [] {
            guard let name = pair.key.scalar?.text else { continue }
            sets[name] = sources(pair.value["sources"], owner: pair.value, sink: sink)
        }
        var modifiers: [String: Modifier] = [:]
        for pair in root["modifiers"]?.pairs ?? [] {
            guard let name = pair.key.scalar?.text, let modifier = parseModifier(name: name, pair.value, sink: sink) else { continue }
            modifiers[name] = modifier
        }
        guard let order = root["resolutionOrder"] else {
            sink.report(.error("invalid-resolver", "a resolver document needs a `resolutionOrder` list", at: root.range))
            return nil
        }
        guard let items = order.items else {
            sink.report(.error("invalid-resolver", "`resolutionOrder` must be a list of {$ref: \"#/sets/…\"} or {$ref: \"#/modifiers/…\"}", at: order.range))
            return nil
        }
        var layers: [Layer] = []
        for item in items {
            if let ref = item["$ref"]?.string {
                let parts = ref.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
                if parts.count == 3, parts[0] == "#", parts[1] == "sets" {
                    if let set = sets[JSONPointer.unescape(parts[2])] { layers.append(.set(set)); continue }
                    var d = Diagnostic.error("unknown-reference", "resolutionOrder references unknown set '\(parts[2])'", at: item.range)
                    if let near = Suggestions.nearest(to: parts[2], among: Array(sets.keys).sorted()) { d.suggestion = "did you mean '#/sets/\(near)'?" }
                    sink.report(d)
                } else if parts.count == 3, parts[0] == "#", parts[1] == "modifiers" {
                    if let modifier = modifiers[JSONPointer.unescape(parts[2])] { layers.append(.modifier(modifier)); continue }
                    var d = Diagnostic.error("unknown-reference", "resolutionOrder references unknown modifier '\(parts[2])'", at: item.range)
                    if let near = Suggestions.nearest(to: parts[2], among: Array(modifiers.keys).sorted()) { d.suggestion = "did you mean '#/modifiers/\(near)'?" }
                    sink.report(d)
                } else {
                    sink.report(.error("invalid-reference", "resolutionOrder entries reference \"#/sets/NAME\" or \"#/modifiers/NAME\", not '\(ref)'", at: item.range))
                }
                continue
            }
            switch item["type"]?.string {
            case "set"?:
                layers.append(.set(sources(item["sources"], owner: item, sink: sink)))
            case "modifier"?:
                if let modifier = parseModifier(name: item["name"]?.string ?? "modifier", item, sink: sink) {
                    layers.append(.modifier(modifier))
                }
            default:
                sink.report(.error("invalid-resolver", "an inline resolutionOrder entry needs `type: set` or `type: modifier`", at: item.range))
            }
        }
        // Every combination of modifier contexts is a mode; the default combination first.
        let activeModifiers = layers.compactMap { layer -> Modifier? in
            if case .modifier(let m) = layer { return m } else { return nil }
        }
        var combinations: [[Int]] = [activeModifiers.map(\.defaultIndex)]
        func enumerate(_ i: Int, _ current: [Int]) {
            if i == activeModifiers.count {
                if current != combinations[0] { combinations.append(current) }
                return
            }
            for c in activeModifiers[i].contexts.indices { enumerate(i + 1, current + [c]) }
        }
        enumerate(0, [])
        if combinations.count > 64 {
            sink.report(.error("invalid-resolver", "the modifiers combine into \(combinations.count) modes; tokenc supports at most 64", at: order.range))
            return nil
        }
        var modes: [Mode] = []
        for combination in combinations {
            var sourceList: [Source] = []
            var names: [String] = []
            var modifierIndex = 0
            for layer in layers {
                switch layer {
                case .set(let s): sourceList += s
                case .modifier(let m):
                    let (context, s) = m.contexts[combination[modifierIndex]]
                    names.append(context)
                    sourceList += s
                    modifierIndex += 1
                }
            }
            modes.append(Mode(name: names.isEmpty ? "default" : names.joined(separator: "-"), sources: sourceList))
        }
        return ResolverDocument(name: root["name"]?.string, modes: modes)
    }

    private static func parseModifier(name: String, _ node: YAMLNode, sink: DiagnosticSink) -> Modifier? {
        guard let contexts = node["contexts"]?.pairs, !contexts.isEmpty else {
            sink.report(.error("invalid-resolver", "modifier '\(name)' needs `contexts`: a map of context names to source lists", at: node.range))
            return nil
        }
        var list: [(String, [Source])] = []
        for pair in contexts {
            guard let context = pair.key.scalar?.text else { continue }
            list.append((context, sources(pair.value, owner: pair.value, sink: sink)))
        }
        var defaultIndex = 0
        if let def = node["default"] {
            if let i = list.firstIndex(where: { $0.0 == def.string }) {
                defaultIndex = i
            } else {
                var d = Diagnostic.error("unknown-reference", "modifier '\(name)' has no context '\(def.scalar?.text ?? "")' for its default", at: def.range)
                if let near = Suggestions.nearest(to: def.scalar?.text ?? "", among: list.map(\.0)) { d.suggestion = "did you mean '\(near)'?" }
                sink.report(d)
            }
        }
        return Modifier(name: name, contexts: list, defaultIndex: defaultIndex)
    }

    private static func sources(_ node: YAMLNode?, owner: YAMLNode, sink: DiagnosticSink) -> [Source] {
        guard let node else {
            sink.report(.error("invalid-resolver", "a set needs `sources`: a list of {$ref: \"file.tokens.json\"} or inline tokens", at: owner.range))
            return []
        }
        guard let items = node.items else {
            sink.report(.error("invalid-resolver", "`sources` must be a list", at: node.range))
            return []
        }
        return items.compactMap { item in
            if let refNode = item["$ref"], item.pairs?.count == 1 {
                guard let ref = refNode.string else {
                    sink.report(.error("invalid-reference", "`$ref` must be a file path string", at: refNode.range))
                    return nil
                }
                if ref.hasPrefix("#") {
                    sink.report(.error("invalid-reference", "a source `$ref` names a token file (\"colors.tokens.json\"); references into the resolver document are not sources", at: refNode.range))
                    return nil
                }
                return .file(ref, refNode.range)
            }
            guard item.pairs != nil else {
                sink.report(.error("invalid-resolver", "a source is {$ref: \"file\"} or an inline token group, found \(item.kindDescription)", at: item.range))
                return nil
            }
            return .inline(item)
        }
    }
}
