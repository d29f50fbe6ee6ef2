import Diagnostics
import TokenModel
import YAML

extension ScreenDecoder {
    /// A copy key: `home.greeting`, `auth.title.sign-in`, `"{copy.auth.title.sign-in}"`, or
    /// `{key: …, alternate: …}`.
    func copyReference(_ node: FlatNode, property: PropertyPath) -> CopyReference? {
        var keyNode = node
        var alternateNode: FlatNode?
        if !node.isFlowReferenceMapping, let pairs = node.pairs {
            var found: FlatNode?
            for (key, pair) in knownPairs(pairs, allowed: NameTables.copyMapping, in: "a copy reference") {
                if key == "key" { found = pair.value } else { alternateNode = pair.value }
            }
            guard let found else {
                error("missing-property", "a copy reference needs a `key`", at: node.range)
                return nil
            }
            keyNode = found
        }
        let written: String
        let path: String
        let index: Int
        // Tokens by index: a token itself is copied only to report a problem.
        if let reference = keyNode.specReferencePath {
            written = reference
            guard let found = system.tokenIndex(of: reference) else {
                unknownCopyKey(reference, at: keyNode.range, braces: true)
                return nil
            }
            guard system.tokens[found].type == .copy else {
                typeMismatch(system.tokens[found], expected: .copy, at: keyNode.range, property: property)
                return nil
            }
            path = reference
            index = found
        } else {
            guard let text = string(keyNode, "a copy key") else { return nil }
            written = text
            guard let found = copyIndex.tokenIndex(for: text) else {
                unknownCopyKey(text, at: keyNode.range, braces: false)
                return nil
            }
            path = system.tokens[found].path
            index = found
        }
        // The copy's text is read, not only its value carried: another mode can reuse this
        // decoding only where the copy is the same.
        opaqueTokens.append(index)
        let box = sharedValueInMode(tokenAt: index)
        guard case .copy(let copy) = box.value else { return nil }
        var alternateName: String?
        if let alternateNode, let alternate = string(alternateNode, "an alternate's name") {
            if copy.alternates[alternate] != nil {
                alternateName = alternate
            } else {
                let names = copy.alternates.keys.sorted()
                error("unknown-copy-alternate",
                      "copy '\(written)' has no alternate '\(alternate)'" + (names.isEmpty ? " (it has none)" : " (it has \(names.joined(separator: ", ")))"),
                      at: alternateNode.range, suggestion: Suggestions.nearest(to: alternate, among: names).map { "did you mean '\($0)'?" })
            }
        }
        values.append(property: property, elementID: currentElementID, type: .copy, tokenPath: path,
                      literalText: nil, sharedValue: box, range: keyNode.range)
        noteReferenced(tokenAt: index)
        // Made once, where it is returned (made first and changed, it was copied twice more).
        return CopyReference(written: written, tokenPath: path, key: copy.key ?? path, copy: copy, alternate: alternateName,
                             range: keyNode.range)
    }

    private func unknownCopyKey(_ key: String, at range: SourceRange, braces: Bool) {
        let guess = Suggestions.nearest(to: key, among: copyIndex.names)
        var d = Diagnostic.error("unknown-copy-key", "unknown copy key '\(key)' in system '\(system.name)'", at: range,
                                 suggestion: guess.map { "did you mean '\($0)'?" })
        if let guess { d.fixIts = [.init(range: range, replacement: braces ? "\"{\(copyIndex.path(for: guess) ?? guess)}\"" : guess)] }
        report(d)
    }

    /// A literal text (`text: Sign In`), recorded as a raw copy string.
    func literalText(_ node: FlatNode, property: PropertyPath) -> SpecValue<String>? {
        if let reference = node.specReferencePath {
            error("invalid-spec-value", "`text` is literal text; to show a copy token write `copy: \(reference)`", at: node.range,
                  suggestion: "write `copy: \(reference)`")
            return nil
        }
        guard let text = node.scalar.flatMap({ node.isNull ? nil : $0.text }) else {
            error("type-mismatch", "`text` must be a string, not \(node.kindDescription)", at: node.range)
            return nil
        }
        values.append(property: property, elementID: currentElementID, type: .copy, tokenPath: nil,
                      literalText: text, sharedValue: SharedValue(.copy(Copy(text: text))), range: node.range)
        return .literal(value: text, text: text, range: node.range)
    }

    /// Text for VoiceOver or a placeholder: `"{copy.path}"` or `{key: …}` is a copy token, any other string a literal.
    func textContent(_ node: FlatNode, property: PropertyPath) -> TextContent? {
        if node.isSpecReference || (node.pairs != nil && !node.isFlowReferenceMapping) {
            return copyReference(node, property: property).map(TextContent.copy)
        }
        return literalText(node, property: property).map(TextContent.literal)
    }

    /// `accessibility: {label, hint, value, traits, hidden, announcement}`, or `accessibility: hidden`.
    func accessibility(_ node: FlatNode, property: PropertyPath) -> AccessibilitySpec? {
        if node.string == "hidden" { return AccessibilitySpec(hidden: true, range: node.range) }
        guard let pairs = node.pairs else {
            error("type-mismatch", "`accessibility` is a mapping ({label, hint, traits, hidden}) or `hidden`, not \(node.kindDescription)", at: node.range)
            return nil
        }
        var spec = AccessibilitySpec(range: node.range)
        let property = property.joined
        for (key, pair) in knownPairs(pairs, allowed: NameTables.accessibility, in: "`accessibility`") {
            let p = Self.dotted(property, key)
            switch key {
            case "label": spec.label = textContent(pair.value, property: p)
            case "hint": spec.hint = textContent(pair.value, property: p)
            case "value": spec.value = textContent(pair.value, property: p)
            case "hidden": spec.hidden = bool(pair.value, "`hidden`") ?? false
            case "announcement": spec.announcement = string(pair.value, "`announcement`")
            default:
                for (trait, range) in strings(pair.value, "a trait") {
                    if !AccessibilitySpec.knownTraits.contains(trait) {
                        warning("unknown-trait", "unknown accessibility trait '\(trait)'", at: range,
                                suggestion: Suggestions.nearest(to: trait, among: AccessibilitySpec.knownTraits).map { "did you mean '\($0)'?" })
                    }
                    spec.traits.append(trait)
                }
            }
        }
        return spec
    }

    /// `navigates-to`: a target, a `{to, on, transition, after}` mapping, or a list of them.
    func navigation(_ node: FlatNode, property: PropertyPath) -> [Navigation] {
        if let items = node.items { return items.compactMap { navigationEntry($0, property: property) } }
        return navigationEntry(node, property: property).map { [$0] } ?? []
    }

    private func navigationEntry(_ node: FlatNode, property: PropertyPath) -> Navigation? {
        var targetNode = node
        var trigger = "tap"
        var transition: String?
        var delay: SpecValue<Duration>?
        if let pairs = node.pairs {
            var found: FlatNode?
            let property = property.joined
            for (key, pair) in knownPairs(pairs, allowed: NameTables.navigation, in: "a navigation") {
                switch key {
                case "to": found = pair.value
                case "when": trigger = string(pair.value, "`when`") ?? trigger
                case "transition":
                    transition = string(pair.value, "`transition`")
                    if let t = transition, !PropertyNames.navigationTransitions.contains(t) {
                        warning("unknown-transition", "unknown navigation transition '\(t)' (known: \(PropertyNames.navigationTransitions.joined(separator: ", ")))",
                                at: pair.value.range, suggestion: Suggestions.nearest(to: t, among: PropertyNames.navigationTransitions).map { "did you mean '\($0)'?" })
                    }
                default: delay = duration(pair.value, Self.dotted(property, "after"))
                }
            }
            guard let found else {
                error("missing-property", "a navigation needs `to:`, the target screen", at: node.range)
                return nil
            }
            targetNode = found
        }
        guard let target = string(targetNode, "a navigation target") else { return nil }
        if target.hasPrefix("app:") {
            return Navigation(target: String(target.dropFirst(4)), targetRange: targetNode.range, isExternal: true,
                              trigger: trigger, transition: transition, delay: delay, range: node.range)
        }
        // Checked once every spec's name is known (``ScreenSetDecoder``), its problem put where it
        // would have been reported.
        navigationTargets.append(PendingTarget(target: target, range: targetNode.range, position: sink.diagnostics.count))
        return Navigation(target: target, targetRange: targetNode.range, trigger: trigger, transition: transition, delay: delay, range: node.range)
    }

    /// The problem with a navigation target that names no screen of the system (`screenNames`, in
    /// the specs' order, for "did you mean"), or nil when it names one (`screenNameSet`).
    static func unknownTarget(_ target: PendingTarget, system: String, screenNames: [String],
                              screenNameSet: Set<String>) -> Diagnostic? {
        guard !screenNameSet.contains(target.target) else { return nil }
        let guess = Suggestions.nearest(to: target.target, among: screenNames)
        var d = Diagnostic.error("unknown-navigation-target", "no screen '\(target.target)' in the specs of system '\(system)'", at: target.range,
                                 suggestion: guess.map { "did you mean '\($0)'?" } ?? "write `app:\(target.target)` for a screen outside the specs")
        if let guess { d.fixIts = [.init(range: target.range, replacement: guess)] }
        return d
    }
}
