import Diagnostics
import TokenModel
import YAML

extension ScreenDecoder {
    /// A list of elements.
    func elements(_ node: FlatNode) -> [Element] {
        guard let items = node.items else {
            if !node.isNull { error("type-mismatch", "`elements` must be a list of elements, not \(node.kindDescription)", at: node.range) }
            return []
        }
        return items.compactMap(element)
    }

    /// One element, or nil when its kind is missing or unknown (after an error).
    func element(_ node: FlatNode) -> Element? {
        guard let pairs = mapping(node, "an element") else { return nil }
        let start = SourceRange(file: node.range.file, start: node.range.start, end: node.range.start)
        guard let kindPair = node.pair(forKey: "kind") else {
            error("missing-property", "an element needs a `kind` (\(ElementKind.builtIn.map(\.rawValue).joined(separator: ", ")))", at: start)
            return nil
        }
        guard let kindText = string(kindPair.value, "`kind`") else { return nil }
        let kind = ElementKind(rawValue: kindText)
        guard ElementKind.builtIn.contains(kind) || kind.isCustom else {
            let names = ElementKind.builtIn.map(\.rawValue)
            let guess = Suggestions.nearest(to: kindText, among: names)
            var d = Diagnostic.error("unknown-element-kind", "unknown element kind '\(kindText)'", at: kindPair.value.range,
                                     suggestion: guess.map { "did you mean '\($0)'?" } ?? "use one of \(names.joined(separator: ", ")), or an `x-` prefixed custom kind")
            if let guess { d.fixIts = [.init(range: kindPair.value.range, replacement: guess)] }
            report(d)
            return nil
        }
        var id: String
        var idRange = start
        if let idPair = node.pair(forKey: "id"), let text = string(idPair.value, "`id`"), !text.isEmpty {
            id = text
            idRange = idPair.value.range
            if let first = seenIDs[id] {
                report(.error("duplicate-element-id", "element id '\(id)' is used twice in this screen", at: idRange,
                              notes: [.init("first used here", at: first)]))
            } else {
                seenIDs[id] = idRange
            }
        } else {
            anonymousCount += 1
            id = "\(kind.rawValue)-\(anonymousCount)"
            if node.pair(forKey: "id") == nil {
                error("missing-property", "an element needs an `id`, unique within its screen", at: start)
            }
        }
        let saved = currentElementID
        currentElementID = id
        defer { currentElementID = saved }

        let known = knownElementPairs(pairs, forState: false, in: "element '\(id)'")
        if !kind.isCustom {
            for (key, pair) in known {
                if key.isInputOnly, kind != .input {
                    warning("property-not-applicable", "`\(key.rawValue)` applies to inputs; '\(id)' is a \(kind.rawValue)", at: pair.key.range)
                }
                if key == .elements, [.text, .icon, .image].contains(kind) {
                    warning("property-not-applicable", "a \(kind.rawValue) has no children; wrap '\(id)' and its children in a container",
                            at: pair.key.range)
                }
            }
        }
        var element = Element(id: id, idRange: idRange, kind: kind, kindRange: kindPair.value.range,
                              style: style(known, prefix: PropertyPath(id)), range: node.range)
        var interactive: Bool?
        for (key, pair) in known {
            let value = pair.value
            switch key {
            case .copy: element.copy = copyReference(value, property: Self.dotted(id, "copy"))
            case .text: element.text = literalText(value, property: Self.dotted(id, "text"))
            case .placeholder: element.placeholder = textContent(value, property: Self.dotted(id, "placeholder"))
            case .symbol, .asset:
                if element.symbol != nil { warning("duplicate-property", "`symbol` and `asset` both name the picture; the last wins", at: pair.key.range) }
                element.symbol = string(value, "`\(key.rawValue)`")
            case .inputType:
                guard let text = string(value, "`input-type`") else { break }
                if !PropertyNames.inputTypes.contains(text) {
                    warning("unknown-input-type", "unknown input type '\(text)' (known: \(PropertyNames.inputTypes.joined(separator: ", ")))",
                            at: value.range, suggestion: Suggestions.nearest(to: text, among: PropertyNames.inputTypes).map { "did you mean '\($0)'?" })
                }
                element.inputType = text
            case .accessibility: element.accessibility = accessibility(value, property: Self.dotted(id, "accessibility"))
            case .interactive: interactive = bool(value, "`interactive`")
            case .haptic: element.haptic = haptic(value, Self.dotted(id, "haptic"))
            case .states: element.states = states(value, elementID: id)
            case .visibleIn:
                for (state, range) in strings(value, "a screen state") {
                    if screenStates.contains(state) {
                        element.visibleIn.append(state)
                    } else {
                        error("unknown-state", "the screen has no state '\(state)' (its `states:` are \(screenStates.joined(separator: ", ")))",
                              at: range, suggestion: Suggestions.nearest(to: state, among: screenStates).map { "did you mean '\($0)'?" }
                                  ?? "add it to the screen's `states:`")
                    }
                }
            case .animations: element.animations = animations(value, property: Self.dotted(id, "animations"))
            case .navigatesTo: element.navigation = navigation(value, property: Self.dotted(id, "navigates-to"))
            case .note: element.note = string(value, "`note`")
            case .elements: element.children = elements(value)
            default: break
            }
        }
        if let interactive { element.isInteractive = interactive }
        return element
    }

    /// `states: { pressed: {…}, disabled: {…} }`.
    func states(_ node: FlatNode, elementID: String) -> [ElementState] {
        guard let pairs = mapping(node, "`states`") else { return [] }
        var result: [ElementState] = []
        for pair in pairs {
            guard let name = pair.key.scalar?.text else { continue }
            if !ElementState.knownNames.contains(name), !screenStates.contains(name) {
                warning("unknown-state", "unknown state '\(name)' (known: \(ElementState.knownNames.joined(separator: ", ")))", at: pair.key.range,
                        suggestion: Suggestions.nearest(to: name, among: ElementState.knownNames + screenStates).map { "did you mean '\($0)'?" })
            }
            let prefix = "\(elementID).states.\(name)"
            if pair.value.isNull {
                result.append(ElementState(name: name, nameRange: pair.key.range, style: ElementStyle(), range: pair.value.range))
                continue
            }
            guard let statePairs = mapping(pair.value, "the state '\(name)'") else { continue }
            let known = knownElementPairs(statePairs, forState: true, in: "state '\(name)' of '\(elementID)'")
            var state = ElementState(name: name, nameRange: pair.key.range, style: style(known, prefix: PropertyPath(prefix)), range: pair.value.range)
            for (key, statePair) in known {
                if key == .copy { state.copy = copyReference(statePair.value, property: Self.dotted(prefix, "copy")) }
                if key == .text { state.text = literalText(statePair.value, property: Self.dotted(prefix, "text")) }
            }
            result.append(state)
        }
        return result
    }
}
