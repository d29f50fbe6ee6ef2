import Diagnostics
import TokenModel
import YAML

extension ScreenDecoder {
    /// Decodes a whole document (already known to be a mapping with a valid system).
    func decodeScreen(root: FlatNode, pairs: FlatPairs, name: String, nameRange: SourceRange, modes: [String]) -> Screen {
        var screen = Screen(name: name, nameRange: nameRange, system: system.name, mode: mode, modeIndex: modeIndex,
                            modes: modes, file: root.range.file, range: root.range)
        let known = knownPairs(pairs, allowed: NameTables.screen, in: "a screen")
        var byKey: [String: FlatPair] = [:]
        for (key, pair) in known where byKey[key] == nil { byKey[key] = pair }

        if let pair = byKey["states"] {
            var states = ["default"]
            for (state, _) in strings(pair.value, "a screen state") where !states.contains(state) { states.append(state) }
            screen.states = states
        }
        screenStates = screen.states
        if let pair = byKey["presentation"], let text = string(pair.value, "`presentation`") {
            if let presentation = Screen.Presentation(rawValue: text) {
                screen.presentation = presentation
            } else {
                let names = Screen.Presentation.allCases.map(\.rawValue)
                error("invalid-spec-value", "unknown presentation '\(text)' (one of \(names.joined(separator: ", ")))", at: pair.value.range,
                      suggestion: Suggestions.nearest(to: text, among: names).map { "did you mean '\($0)'?" })
            }
        }
        if let pair = byKey["description"] { screen.description = string(pair.value, "`description`") }
        if let pair = byKey["background"] { screen.background = layers(pair.value, property: "background") }
        if let pair = byKey["elements"] { screen.elements = elements(pair.value) }
        if let pair = byKey["navigates-to"] { screen.navigation = navigation(pair.value, property: "navigates-to") }
        if let pair = byKey["animations"] { screen.animations = animations(pair.value, property: "animations") }
        if let pair = byKey["reduced-motion"] { applyReducedMotion(pair.value, to: &screen) }
        // Properties are read by kind, not in the order written; give the occurrences in document order.
        // (Positions are sorted, not the occurrences themselves: moving those is what costs.)
        let starts = values.starts
        let order = starts.indices.sorted { a, b in
            if starts[a] != starts[b] { return starts[a] < starts[b] }
            return a < b
        }
        screen.values = values.take(in: order)
        // Set last: changing the values or elements clears it.
        screen.provenance.referencedTokens = referencedTokens
        return screen
    }

    /// Merges the screen's `reduced-motion:` into the animations: `none` removes every animation
    /// that has no alternative of its own; a map `{owner: {trigger: none | animation}}` sets
    /// alternatives one by one, where an owner is an element id, a background layer's `name`, or
    /// `screen`.
    func applyReducedMotion(_ node: FlatNode, to screen: inout Screen) {
        if let text = node.string {
            guard text == "none" else {
                error("invalid-spec-value", "screen-level `reduced-motion` is `none` or a map of element ids to animations",
                      at: node.range, suggestion: "write `reduced-motion: none` or `reduced-motion: { logo: { entry: none } }`")
                return
            }
            for owner in animationOwners(screen) {
                _ = withAnimations(of: owner, in: &screen) { animations in
                    for i in animations.indices where animations[i].reducedMotion == nil { animations[i].reducedMotion = .removed(node.range) }
                }
            }
            return
        }
        guard let pairs = mapping(node, "`reduced-motion`") else { return }
        let owners = animationOwners(screen)
        for pair in pairs {
            guard let owner = pair.key.scalar?.text else { continue }
            guard owners.contains(owner) else {
                error("unknown-element", "`reduced-motion` names '\(owner)', which is not an element id, a background layer's name, or `screen`",
                      at: pair.key.range, suggestion: Suggestions.nearest(to: owner, among: owners).map { "did you mean '\($0)'?" })
                continue
            }
            guard let triggers = mapping(pair.value, "the reduced-motion alternatives of '\(owner)'") else { continue }
            for triggerPair in triggers {
                guard let name = triggerPair.key.scalar?.text else { continue }
                guard let trigger = AnimationTrigger(rawValue: name) else {
                    error("unknown-animation-trigger", "unknown animation trigger '\(name)'", at: triggerPair.key.range,
                          suggestion: Suggestions.nearest(to: name, among: AnimationTrigger.allCases.map(\.rawValue)).map { "did you mean '\($0)'?" })
                    continue
                }
                let saved = currentElementID
                currentElementID = owner
                let alternative = reducedMotionAlternative(triggerPair.value, trigger: trigger, triggerRange: triggerPair.key.range,
                                                           property: "reduced-motion.\(owner).\(name)")
                currentElementID = saved
                var found = false
                _ = withAnimations(of: owner, in: &screen) { animations in
                    guard let index = animations.firstIndex(where: { $0.trigger == trigger }) else { return }
                    found = true
                    if animations[index].reducedMotion != nil {
                        self.warning("duplicate-reduced-motion", "'\(owner)' already gives its \(name) animation a reduced-motion alternative; this one replaces it",
                                     at: triggerPair.key.range)
                    }
                    animations[index].reducedMotion = alternative
                }
                if !found {
                    error("unknown-animation-trigger", "'\(owner)' has no \(name) animation", at: triggerPair.key.range)
                }
            }
        }
    }

    /// Every name the `reduced-motion:` map may use: `screen`, named background layers, element ids.
    func animationOwners(_ screen: Screen) -> [String] {
        ["screen"] + screen.background.compactMap(\.name) + screen.allElements.map(\.element.id)
    }

    /// Runs `body` on the animations of an owner; false when there is no such owner.
    func withAnimations(of owner: String, in screen: inout Screen, _ body: (inout [ElementAnimation]) -> Void) -> Bool {
        if owner == "screen" { body(&screen.animations); return true }
        if let i = screen.background.firstIndex(where: { $0.name == owner }) { body(&screen.background[i].animations); return true }
        var found = false
        updateAll(&screen.elements) { element in
            guard element.id == owner else { return }
            found = true
            body(&element.animations)
        }
        return found
    }

    /// Applies `body` to every element of the tree, depth first.
    func updateAll(_ elements: inout [Element], _ body: (inout Element) -> Void) {
        for i in elements.indices {
            body(&elements[i])
            updateAll(&elements[i].children, body)
        }
    }
}
