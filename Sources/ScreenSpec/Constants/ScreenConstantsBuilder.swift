import ColorScience
import TokenModel

/// Builds ``ScreenConstants`` from a resolved screen.
enum ScreenConstantsBuilder {
    static func build(_ screen: Screen) -> ScreenConstants {
        var elements: [ElementConstants] = []
        var screenKeys: [CopyKeyConstant] = []
        var seenKeys = Set<String>()
        var targets = screen.navigation.map(target)
        for placed in screen.allElements {
            let element = placed.element
            let copyKeys = copyKeys(of: element)
            for key in copyKeys where seenKeys.insert(key.key + "\u{0}" + (key.alternate ?? "")).inserted {
                var entry = key
                entry.identifier = IdentifierCase.lowerCamel(key.key + (key.alternate.map { "-" + $0 } ?? ""))
                screenKeys.append(entry)
            }
            targets += element.navigation.map(target)
            let metrics = metrics(of: element.style)
            let animations = element.animations.map(animation)
            if metrics.isEmpty && animations.isEmpty && copyKeys.isEmpty { continue }
            elements.append(ElementConstants(id: element.id, typeName: IdentifierCase.upperCamel(element.id),
                                             kind: element.kind.rawValue, metrics: metrics,
                                             animations: animations, copyKeys: copyKeys))
        }
        return ScreenConstants(screen: screen.name, system: screen.system, mode: screen.mode,
                               typeName: IdentifierCase.upperCamel(screen.system) + IdentifierCase.upperCamel(screen.name),
                               elements: elements, copyKeys: screenKeys, navigationTargets: targets)
    }

    private static func target(_ navigation: Navigation) -> String {
        navigation.isExternal ? "app:" + navigation.target : navigation.target
    }

    static func metrics(of style: ElementStyle) -> [MetricConstant] {
        var result: [MetricConstant] = []
        func length(_ name: String, _ value: SpecValue<Dimension>?) {
            guard let value else { return }
            result.append(MetricConstant(identifier: name, value: value.value.points, unit: "pt", tokenPath: value.tokenPath))
        }
        if let width = style.width, let height = style.height, width == height {
            length("size", width)
        } else {
            length("width", style.width)
            length("height", style.height)
        }
        length("minHeight", style.minHeight)
        length("cornerRadius", style.cornerRadius)
        length("spacing", style.spacing)
        if let padding = style.padding {
            length("paddingTop", padding.top)
            length("paddingLeading", padding.leading)
            length("paddingBottom", padding.bottom)
            length("paddingTrailing", padding.trailing)
        }
        if let border = style.border {
            if let width = border.width {
                length("borderWidth", width)
            } else if let base = border.base {
                result.append(MetricConstant(identifier: "borderWidth", value: base.value.width.points, unit: "pt", tokenPath: base.tokenPath))
            }
        }
        if let typography = style.typography {
            let basePath = typography.base?.tokenPath
            if let size = typography.effectiveFontSize {
                result.append(MetricConstant(identifier: "fontSize", value: size.points, unit: "pt",
                                             tokenPath: typography.fontSize?.tokenPath ?? (typography.fontSize == nil ? basePath : nil)))
            }
            if let weight = typography.effectiveFontWeight {
                result.append(MetricConstant(identifier: "fontWeight", value: weight.value, unit: "weight",
                                             tokenPath: typography.fontWeight?.tokenPath ?? (typography.fontWeight == nil ? basePath : nil)))
            }
            if let spacing = typography.letterSpacing?.value ?? typography.base?.value.letterSpacing {
                result.append(MetricConstant(identifier: "letterSpacing", value: spacing.points, unit: "pt",
                                             tokenPath: typography.letterSpacing?.tokenPath ?? (typography.letterSpacing == nil ? basePath : nil)))
            }
            if let lineHeight = typography.lineHeight?.value ?? typography.base?.value.lineHeight {
                result.append(MetricConstant(identifier: "lineHeight", value: lineHeight, unit: "factor",
                                             tokenPath: typography.lineHeight?.tokenPath ?? (typography.lineHeight == nil ? basePath : nil)))
            }
        }
        if let opacity = style.opacity {
            result.append(MetricConstant(identifier: "opacity", value: opacity.value, unit: "fraction", tokenPath: opacity.tokenPath))
        }
        if let scale = style.scale {
            result.append(MetricConstant(identifier: "scale", value: scale.value, unit: "factor", tokenPath: scale.tokenPath))
        }
        length("backdropBlur", style.backdropBlur)
        return result
    }

    static func copyKeys(of element: Element) -> [CopyKeyConstant] {
        var result: [CopyKeyConstant] = []
        func add(_ role: String, _ ref: CopyReference?) {
            guard let ref else { return }
            result.append(CopyKeyConstant(identifier: role, key: ref.key, tokenPath: ref.tokenPath, text: ref.text, alternate: ref.alternate))
        }
        func add(_ role: String, _ content: TextContent?) {
            if case .copy(let ref)? = content { add(role, ref) }
        }
        add("text", element.copy)
        add("placeholder", element.placeholder)
        add("accessibilityLabel", element.accessibility?.label)
        add("accessibilityHint", element.accessibility?.hint)
        add("accessibilityValue", element.accessibility?.value)
        for state in element.states {
            add(IdentifierCase.lowerCamel(state.name + "-text"), state.copy)
        }
        return result
    }

    static func animation(_ animation: ElementAnimation) -> AnimationConstants {
        var reduced: AnimationTiming?
        var removes = false
        switch animation.reducedMotion {
        case .removed?: removes = true
        case .replacement(let alternative)?: reduced = timing(alternative)
        case nil: break
        }
        return AnimationConstants(identifier: IdentifierCase.lowerCamel(animation.trigger.rawValue),
                                  timing: timing(animation), reducedMotion: reduced, reducedMotionRemoves: removes)
    }

    static func timing(_ animation: ElementAnimation) -> AnimationTiming {
        let curve = animation.effectiveEasing.map { [$0.x1, $0.y1, $0.x2, $0.y2] }
        let spring = animation.spring.map {
            SpringConstant(stiffness: $0.value.stiffness, damping: $0.value.damping, mass: $0.value.mass,
                           response: $0.value.response, dampingFraction: $0.value.dampingFraction)
        }
        var count: Int?
        var forever = false
        switch animation.repetition {
        case .count(let n)?: count = n
        case .forever?: forever = true
        case nil: break
        }
        let properties = animation.properties.map { property -> AnimatedPropertyConstant in
            var constant = AnimatedPropertyConstant(identifier: IdentifierCase.lowerCamel(property.name),
                                                    from: property.from?.numericValue, to: property.to?.numericValue)
            if case .color(let c)? = property.from { constant.fromColor = c.value.hexString() }
            if case .color(let c)? = property.to { constant.toColor = c.value.hexString() }
            return constant
        }
        return AnimationTiming(duration: animation.effectiveDuration?.seconds, delay: animation.effectiveDelay?.seconds,
                               stagger: animation.stagger?.value.seconds, curve: curve, spring: spring,
                               repeatCount: count, repeatsForever: forever, autoreverses: animation.autoreverses,
                               properties: properties)
    }
}
