import Diagnostics
import Foundation
import TokenModel

/// Builds the Swift context of one design system: the token groups as nested caseless enums,
/// each token a documented `static let`, with Swift-safe names and collisions reported.
struct SwiftNamespaceBuilder {
    /// `public` or `internal`.
    var access: String
    /// The type-name prefix (`TANDA`).
    var prefix: String
    /// The namespace of the value types (`TANDATokens`).
    var valuesNamespace: String
    /// Whether top-level group names are pluralized (`color` → `Colors`).
    var pluralizeTopLevel: Bool
    /// Where problems go.
    var diagnostics: DiagnosticSink

    /// The value types the emitted tokens use (`Color`, `Shadow`, …).
    private(set) var usedValueTypes: Set<TokenType> = []
    /// Whether an error was reported.
    private(set) var failed = false

    /// The result: top-level namespaces, and the tokens that sit at the root of the file.
    struct Result {
        var namespaces: [SwiftNamespaceContext]
        var rootMembers: [SwiftMemberContext]
    }

    /// One node of the group tree.
    private final class Node {
        let name: String
        let path: String
        var token: ResolvedToken?
        var rootToken: ResolvedToken?
        var children: [Node] = []
        var childIndex: [String: Int] = [:]
        init(name: String, path: String) {
            self.name = name
            self.path = path
        }
        func child(_ name: String) -> Node {
            if let index = childIndex[name] { return children[index] }
            let node = Node(name: name, path: path.isEmpty ? name : path + "." + name)
            childIndex[name] = children.count
            children.append(node)
            return node
        }
    }

    /// Top-level group names written in the plural as namespaces (`TANDAColors`).
    static let plurals: [String: String] = [
        "color": "Colors", "font": "Fonts", "gradient": "Gradients", "shadow": "Shadows", "glow": "Glows",
        "radius": "Radii", "size": "Sizes", "haptic": "Haptics", "border": "Borders", "border-width": "BorderWidths",
        "component": "Components", "scale": "Scales", "offset": "Offsets", "icon": "Icons", "duration": "Durations",
        "easing": "Easings", "spring": "Springs", "timeout": "Timeouts", "breakpoint": "Breakpoints",
        "elevation": "Elevations", "blur": "Blurs", "stroke": "Strokes", "curve": "Curves",
    ]

    /// Builds the namespaces for the tokens of a system.
    mutating func build(system: ResolvedSystem, tokens: [ResolvedToken], slots: SwiftAppearanceSlots) -> Result {
        let root = Node(name: "", path: "")
        for token in tokens {
            var node = root
            let parts = token.pathComponents
            for part in parts.dropLast() { node = node.child(String(part)) }
            let last = String(parts.last ?? "")
            if last == "$root" { node.rootToken = token } else { node.child(last).token = token }
        }
        var groups: [String: GroupDefinition] = [:]
        for group in system.groups where groups[group.path] == nil { groups[group.path] = group }

        var namespaces: [SwiftNamespaceContext] = []
        var rootMembers: [SwiftMemberContext] = []
        var topNames = NameTable(diagnostics: diagnostics)
        topNames.reserve(valuesNamespace, what: "the value types' namespace")
        var rootMemberNames = NameTable(diagnostics: diagnostics)
        for child in root.children {
            if let token = child.token {
                guard let name = memberName(child.name, token: token, in: &rootMemberNames) else { continue }
                rootMembers.append(member(token, name: name, depth: 1, system: system, slots: slots))
            } else {
                let base = pluralizeTopLevel ? (Self.plurals[child.name.lowercased()] ?? NameStyle.pascalCase.apply(child.name))
                    : NameStyle.pascalCase.apply(child.name)
                guard let typeName = SwiftIdentifier.type(prefix + base) else {
                    reportUnusable(child.name, range: groups[child.path]?.nameRange)
                    continue
                }
                guard topNames.claim(typeName, path: child.path, range: groups[child.path]?.nameRange ?? firstRange(child))
                else {
                    failed = true
                    continue
                }
                if let rootToken = child.rootToken,
                   let name = memberName(child.name, token: rootToken, in: &rootMemberNames) {
                    rootMembers.append(member(rootToken, name: name, depth: 1, system: system, slots: slots))
                }
                namespaces.append(namespace(child, name: typeName, depth: 0, groups: groups, system: system, slots: slots))
            }
        }
        return Result(namespaces: namespaces, rootMembers: rootMembers)
    }

    // MARK: - Tree to contexts

    private mutating func namespace(_ node: Node, name: String, depth: Int, groups: [String: GroupDefinition],
                                    system: ResolvedSystem, slots: SwiftAppearanceSlots) -> SwiftNamespaceContext {
        var entries: [SwiftEntryContext] = []
        var names = NameTable(diagnostics: diagnostics)
        for child in node.children {
            if let token = child.token {
                guard let memberName = memberName(child.name, token: token, in: &names) else { continue }
                entries.append(.member(member(token, name: memberName, depth: depth + 1, system: system, slots: slots)))
                continue
            }
            if let rootToken = child.rootToken, let memberName = memberName(child.name, token: rootToken, in: &names) {
                entries.append(.member(member(rootToken, name: memberName, depth: depth + 1, system: system, slots: slots)))
            }
            guard let typeName = SwiftIdentifier.type(child.name) else {
                reportUnusable(child.name, range: groups[child.path]?.nameRange ?? firstRange(child))
                continue
            }
            guard names.claim(typeName, path: child.path, range: groups[child.path]?.nameRange ?? firstRange(child)) else {
                failed = true
                continue
            }
            entries.append(.namespace(namespace(child, name: typeName, depth: depth + 1, groups: groups,
                                                system: system, slots: slots)))
        }
        let group = groups[node.path]
        return SwiftNamespaceContext(
            indent: Self.indent(depth), access: access, name: name,
            docLines: Self.wrap(group?.description ?? "", width: 100 - 4 * depth).map(SwiftDocLine.init),
            deprecationAttribute: group?.deprecation.map(Self.deprecationAttribute),
            entries: entries, groupPath: node.path)
    }

    private mutating func member(_ token: ResolvedToken, name: String, depth: Int, system: ResolvedSystem,
                                 slots: SwiftAppearanceSlots) -> SwiftMemberContext {
        usedValueTypes.insert(token.type)
        let light = token.values[slots.light]
        var valueSlots = SwiftValueLiteral.Slots(light: light)
        func pick(_ index: Int?) -> TokenValue? {
            guard let index, index < token.values.count, token.values[index] != light else { return nil }
            return token.values[index]
        }
        valueSlots.dark = pick(slots.dark)
        valueSlots.lightHighContrast = pick(slots.lightHighContrast)
        valueSlots.darkHighContrast = pick(slots.darkHighContrast)
        let skeleton = SwiftValueLiteral.skeleton(of: light)
        let differing = [valueSlots.dark, valueSlots.lightHighContrast, valueSlots.darkHighContrast].compactMap { $0 }
        if differing.contains(where: { SwiftValueLiteral.skeleton(of: $0) != skeleton }) {
            diagnostics.report(.warning(
                "swift-mode-not-dynamic",
                "'\(token.path)' differs between appearances in more than its colors; the Swift output uses the \(system.modes[slots.light]) value",
                at: token.nameRange,
                suggestion: "only colors (also inside shadows, gradients and borders) follow light and dark mode"))
            valueSlots.dark = nil
            valueSlots.lightHighContrast = nil
            valueSlots.darkHighContrast = nil
        }

        var literal = SwiftValueLiteral(valuesNamespace: valuesNamespace, tokenPath: token.path)
        if case .gradient = light { literal.gradientGeometry = Self.gradientGeometry(token) }
        let declaration = literal.declaration(for: valueSlots)
        let indent = Self.indent(depth)
        let head = "\(indent)\(access) static let \(name)" + (declaration.annotated ? ": \(declaration.type)" : "") + " = "
        let lines = declaration.expression.lines(lineStart: head.count - indent.count, width: 120 - indent.count)

        var doc = Self.wrap(token.description ?? "", width: 100 - 4 * depth)
        if !doc.isEmpty { doc.append("") }
        let shownModes = slots.modeIndexes.sorted()
        let distinct = Set(shownModes.map { token.values[$0] })
        if distinct.count <= 1 {
            doc.append("Value: `\(ValueSummary.text(light))`")
            if slots.light < token.aliasOf.count, let target = token.aliasOf[slots.light] { doc.append("Alias of `\(target)`.") }
        } else {
            for index in shownModes {
                let alias = (index < token.aliasOf.count ? token.aliasOf[index] : nil).map { " (alias of `\($0)`)" } ?? ""
                doc.append("- \(system.modes[index]): `\(ValueSummary.text(token.values[index]))`\(alias)")
            }
        }

        return SwiftMemberContext(
            indent: indent, access: access, name: name, type: declaration.type,
            typeAnnotation: declaration.annotated ? declaration.type : nil,
            expression: lines[0], continuationLines: Array(lines.dropFirst()),
            docLines: doc.map(SwiftDocLine.init),
            deprecationAttribute: token.deprecation.map(Self.deprecationAttribute),
            tokenPath: token.path, tokenType: token.type.rawValue)
    }

    // MARK: - Names

    /// The Swift names used in one namespace, for collision checks.
    private struct NameTable {
        var diagnostics: DiagnosticSink
        var owners: [String: (path: String, range: SourceRange?)] = [:]

        mutating func reserve(_ name: String, what: String) {
            owners[name] = (what, nil)
        }

        /// Records a name; reports a collision and returns false when it is taken.
        mutating func claim(_ name: String, path: String, range: SourceRange?) -> Bool {
            let key = name.filter { $0 != "`" }
            if let owner = owners[key] {
                var notes: [Diagnostic.Note] = []
                if let other = owner.range { notes.append(.init("'\(owner.path)' is here", at: other)) }
                diagnostics.report(.error(
                    "swift-name-collision",
                    "'\(path)' and '\(owner.path)' both become the Swift name '\(key)'",
                    at: range, notes: notes, suggestion: "rename one of them"))
                return false
            }
            owners[key] = (path, range)
            return true
        }
    }

    private mutating func memberName(_ raw: String, token: ResolvedToken, in names: inout NameTable) -> String? {
        guard let name = SwiftIdentifier.member(raw) else {
            reportUnusable(raw, range: token.nameRange)
            return nil
        }
        guard names.claim(name, path: token.path, range: token.nameRange) else {
            failed = true
            return nil
        }
        return name
    }

    private mutating func reportUnusable(_ raw: String, range: SourceRange?) {
        failed = true
        diagnostics.report(.error("swift-invalid-name",
                                  "'\(raw)' has no letters or digits to make a Swift name from", at: range))
    }

    private func firstRange(_ node: Node) -> SourceRange? {
        var pending = [node]
        while let next = pending.first {
            pending.removeFirst()
            if let token = next.token ?? next.rootToken { return token.nameRange }
            pending += next.children
        }
        return nil
    }

    // MARK: - Text helpers

    static func indent(_ depth: Int) -> String { String(repeating: "    ", count: depth) }

    static func deprecationAttribute(_ reason: String) -> String {
        reason.isEmpty ? "@available(*, deprecated)"
            : "@available(*, deprecated, message: \(SwiftIdentifier.stringLiteral(SwiftIdentifier.commentText(reason))))"
    }

    /// Words of a text in lines of at most `width` characters (a longer word gets its own line).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ") {
                if !line.isEmpty, line.count + 1 + word.count > max(width, 40) {
                    lines.append(line)
                    line = ""
                }
                line += (line.isEmpty ? "" : " ") + word
            }
            lines.append(line)
        }
        while lines.last == "" { lines.removeLast() }
        return lines
    }

    /// A gradient's direction from its `dev.tokenc.gradient` extension (`start`/`end` unit-point
    /// names, or `angle` in CSS degrees); top to bottom when not given.
    static func gradientGeometry(_ token: ResolvedToken) -> SwiftValueLiteral.GradientGeometry {
        guard let node = token.extensions?["dev.tokenc.gradient"] else { return SwiftValueLiteral.geometry(angle: 180) }
        if let start = node["start"]?.scalar?.text, let end = node["end"]?.scalar?.text,
           let s = SwiftValueLiteral.unitPoints[start], let e = SwiftValueLiteral.unitPoints[end] {
            return .init(start: s, end: e)
        }
        if let angleText = node["angle"]?.scalar?.text, let angle = Double(angleText.replacingOccurrences(of: "deg", with: "")) {
            return SwiftValueLiteral.geometry(angle: angle)
        }
        return SwiftValueLiteral.geometry(angle: 180)
    }
}
