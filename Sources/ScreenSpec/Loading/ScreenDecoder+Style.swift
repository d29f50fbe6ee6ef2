import ColorScience
import Diagnostics
import TokenModel
import YAML

extension ScreenDecoder {
    /// Reads the visual properties among `pairs` (other keys are left to the caller).
    func style(_ pairs: [(key: ElementProperty, pair: FlatPair)], prefix: PropertyPath) -> ElementStyle {
        var style = ElementStyle()
        for (key, pair) in pairs where key.isStyle {
            let node = pair.value
            let property = Self.dotted(prefix, key.rawValue)
            switch key {
            case .color: style.foreground = fill(node, property: property)
            case .placeholderColor: style.placeholderColor = color(node, property)
            case .background: style.background = background(node, property: property)
            case .opacity: style.opacity = opacity(node, property)
            case .border: style.border = borderSpec(node, property: property)
            case .typography: style.typography = typographySpec(node, property: property)
            case .size:
                if let pairs = node.pairs {
                    for (sizeKey, sizePair) in knownPairs(pairs, allowed: NameTables.size, in: "`size`") {
                        let value = dimension(sizePair.value, Self.dotted(property, sizeKey))
                        if sizeKey == "width" { style.width = value } else { style.height = value }
                    }
                } else if let value = dimension(node, property) {
                    style.width = value
                    style.height = value
                }
            case .width: style.width = dimension(node, property)
            case .height: style.height = dimension(node, property)
            case .minHeight: style.minHeight = dimension(node, property)
            case .padding: style.padding = padding(node, property: property)
            case .spacing: style.spacing = dimension(node, property)
            case .cornerRadius: style.cornerRadius = dimension(node, property)
            case .shadow: style.shadow = shadow(node, property)
            case .backdropBlur: style.backdropBlur = blur(node, property)
            case .scale: style.scale = number(node, property)
            default: break
            }
        }
        return style
    }

    /// A foreground: a color, or `{ gradient: … }`.
    ///
    /// (Here and below, "a mapping that is not an unquoted `{token}`" is asked as
    /// `pairs != nil && !isFlowReferenceMapping`: the same as `referencePath == nil` for a
    /// mapping, without making the path.)
    func fill(_ node: FlatNode, property: PropertyPath) -> Fill? {
        if let pairs = node.pairs, !node.isFlowReferenceMapping {
            let known = knownPairs(pairs, allowed: ["gradient"], in: "a fill")
            guard let gradientPair = known.first?.pair else {
                if known.count == pairs.count {
                    error("missing-property", "a gradient fill is written `{ gradient: … }`", at: node.range)
                }
                return nil
            }
            return gradient(gradientPair.value, property: Self.dotted(property, "gradient")).map(Fill.gradient)
        }
        return color(node, property).map(Fill.color)
    }

    /// An element background: a color, a `{color|gradient|layers, opacity, shape}` mapping, or a list of layers.
    func background(_ node: FlatNode, property: PropertyPath) -> Background? {
        if node.items != nil {
            return Background(layers: layers(node, property: property), range: node.range)
        }
        guard let pairs = node.pairs, !node.isFlowReferenceMapping else {
            guard let value = color(node, property) else { return nil }
            return Background(layers: [BackgroundLayer(content: .fill(.color(value)), range: node.range)], range: node.range)
        }
        let known = knownPairs(pairs, allowed: NameTables.background, in: "a background")
        var result = Background(layers: [], range: node.range)
        var opacityValue: SpecValue<Double>?
        var name: String?
        var content: BackgroundLayer.Content?
        let property = property.joined
        for (key, pair) in known {
            switch key {
            case "color": content = color(pair.value, Self.dotted(property, "color")).map { .fill(.color($0)) }
            case "gradient": content = gradient(pair.value, property: Self.dotted(property, "gradient")).map { .fill(.gradient($0)) }
            case "layers": result.layers = layers(pair.value, property: Self.dotted(property, "layers"))
            case "opacity": opacityValue = opacity(pair.value, Self.dotted(property, "opacity"))
            case "name": name = string(pair.value, "a layer name")
            case "shape":
                guard let text = string(pair.value, "`shape`") else { break }
                if let shape = Background.Shape(rawValue: text) {
                    result.shape = shape
                } else {
                    let names = Background.Shape.allCases.map(\.rawValue)
                    error("invalid-spec-value", "unknown shape '\(text)' (one of \(names.joined(separator: ", ")))", at: pair.value.range,
                          suggestion: Suggestions.nearest(to: text, among: names).map { "did you mean '\($0)'?" })
                }
            default: break
            }
        }
        if let content {
            result.layers.insert(BackgroundLayer(content: content, opacity: opacityValue, name: name, range: node.range), at: 0)
        } else if opacityValue != nil, !result.layers.isEmpty {
            warning("unused-property", "`opacity` beside `layers` has no effect; give each layer its own opacity", at: node.range)
        }
        return result
    }

    /// A background stack: a list of layers (a single layer or color is a one-layer stack).
    func layers(_ node: FlatNode, property: PropertyPath) -> [BackgroundLayer] {
        guard let items = node.items else {
            if node.pairs != nil, !node.isFlowReferenceMapping {
                return layer(node, property: "\(property)[0]").map { [$0] } ?? []
            }
            return color(node, "\(property)[0].color").map { [BackgroundLayer(content: .fill(.color($0)), range: node.range)] } ?? []
        }
        var result: [BackgroundLayer] = []
        for (i, item) in items.enumerated() {
            let itemProperty: PropertyPath = "\(property)[\(i)]"
            if item.isSpecReference || item.scalar != nil {
                if let value = color(item, Self.dotted(itemProperty, "color")) {
                    result.append(BackgroundLayer(content: .fill(.color(value)), range: item.range))
                }
            } else if let layer = layer(item, property: itemProperty) {
                result.append(layer)
            }
        }
        return result
    }

    /// One layer mapping: exactly one of `color`, `gradient`, `overlay`, `glow`, with `opacity` and `name`.
    func layer(_ node: FlatNode, property: PropertyPath) -> BackgroundLayer? {
        guard let pairs = mapping(node, "a background layer") else { return nil }
        let known = knownPairs(pairs, allowed: NameTables.layer, in: "a background layer")
        let kinds = known.filter { ["color", "gradient", "overlay", "glow"].contains($0.key) }
        guard let kindEntry = kinds.first else {
            error("missing-property", "a background layer needs one of `color`, `gradient`, `overlay` or `glow`", at: node.range)
            return nil
        }
        for extra in kinds.dropFirst() {
            error("invalid-spec-value", "a layer paints one thing; `\(extra.key)` beside `\(kindEntry.key)` belongs in a layer of its own",
                  at: extra.pair.key.range)
        }
        var layerOpacity: SpecValue<Double>?
        var name: String?
        var animationsNode: FlatNode?
        let property = property.joined
        for (key, pair) in known {
            if key == "opacity" { layerOpacity = opacity(pair.value, Self.dotted(property, "opacity")) }
            if key == "name" { name = string(pair.value, "a layer name") }
            if key == "animations" { animationsNode = pair.value }
        }
        guard var layer = layerContent(kindEntry, property: property, opacity: layerOpacity, name: name, range: node.range) else { return nil }
        if let animationsNode { layer.animations = animations(animationsNode, property: Self.dotted(property, "animations")) }
        return layer
    }

    private func layerContent(_ kindEntry: (key: String, pair: FlatPair), property: PropertyPath, opacity layerOpacity: SpecValue<Double>?,
                              name: String?, range: SourceRange) -> BackgroundLayer? {
        var layerOpacity = layerOpacity
        let value = kindEntry.pair.value
        let kindProperty = Self.dotted(property, kindEntry.key)
        switch kindEntry.key {
        case "color":
            guard let c = color(value, kindProperty) else { return nil }
            return BackgroundLayer(content: .fill(.color(c)), opacity: layerOpacity, name: name, range: range)
        case "gradient":
            guard let g = gradient(value, property: kindProperty) else { return nil }
            return BackgroundLayer(content: .fill(.gradient(g)), opacity: layerOpacity, name: name, range: range)
        case "overlay":
            guard let f = overlayFill(value, property: kindProperty, opacity: &layerOpacity) else { return nil }
            return BackgroundLayer(content: .fill(f), opacity: layerOpacity, isOverlay: true, name: name, range: range)
        default:
            guard let (glow, glowOpacity) = glow(value, property: kindProperty) else { return nil }
            if glowOpacity != nil, layerOpacity != nil {
                error("invalid-spec-value", "the glow's opacity is written twice, inside `glow` and beside it", at: range)
            }
            return BackgroundLayer(content: .glow(glow), opacity: glowOpacity ?? layerOpacity, name: name, range: range)
        }
    }

    /// An overlay's fill: a color, or `{color|gradient, opacity}`.
    private func overlayFill(_ node: FlatNode, property: PropertyPath, opacity layerOpacity: inout SpecValue<Double>?) -> Fill? {
        guard let pairs = node.pairs, !node.isFlowReferenceMapping else { return color(node, property).map(Fill.color) }
        var result: Fill?
        let property = property.joined
        for (key, pair) in knownPairs(pairs, allowed: ["color", "gradient", "opacity"], in: "an overlay") {
            switch key {
            case "color": result = color(pair.value, Self.dotted(property, "color")).map(Fill.color)
            case "gradient": result = gradient(pair.value, property: Self.dotted(property, "gradient")).map(Fill.gradient)
            default: layerOpacity = opacity(pair.value, Self.dotted(property, "opacity"))
            }
        }
        if result == nil, !pairs.contains(where: { $0.key.scalar?.text == "color" || $0.key.scalar?.text == "gradient" }) {
            error("missing-property", "an overlay needs a `color` or a `gradient`", at: node.range)
        }
        return result
    }

    /// A gradient: a gradient token reference, or `{stops, angle, kind}`.
    func gradient(_ node: FlatNode, property: PropertyPath) -> GradientSpec? {
        if node.isSpecReference { return gradientFromToken(node, property: property, kind: .linear, angle: 180, range: node.range) }
        guard let pairs = node.pairs else {
            error("type-mismatch", "a gradient is a {gradient.token} or a mapping with `stops`, not \(node.kindDescription)", at: node.range)
            return nil
        }
        var kind = GradientSpec.Kind.linear
        var angle = 180.0
        var stopsNode: FlatNode?
        for (key, pair) in knownPairs(pairs, allowed: NameTables.gradient, in: "a gradient") {
            switch key {
            case "stops": stopsNode = pair.value
            case "angle": if let a = angleValue(pair.value) { angle = a }
            default:
                guard let text = string(pair.value, "a gradient kind") else { break }
                if let k = GradientSpec.Kind(rawValue: text) {
                    kind = k
                } else {
                    let names = GradientSpec.Kind.allCases.map(\.rawValue)
                    error("invalid-spec-value", "unknown gradient kind '\(text)' (one of \(names.joined(separator: ", ")))", at: pair.value.range,
                          suggestion: Suggestions.nearest(to: text, among: names).map { "did you mean '\($0)'?" })
                }
            }
        }
        guard let stopsNode else {
            error("missing-property", "a gradient needs `stops`", at: node.range)
            return nil
        }
        if stopsNode.isSpecReference {
            return gradientFromToken(stopsNode, property: Self.dotted(property, "stops"), kind: kind, angle: angle, range: node.range)
        }
        guard let items = stopsNode.items else {
            error("type-mismatch", "`stops` is a list of colors or {color, position}, or a {gradient.token}", at: stopsNode.range)
            return nil
        }
        var colors: [SpecValue<Color>] = []
        var positions: [(Double, SourceRange)?] = []
        var failed = false
        for (i, item) in items.enumerated() {
            let stopProperty = "\(property).stops[\(i)]"
            var colorNode: FlatNode? = item
            var position: (Double, SourceRange)?
            if let stopPairs = item.pairs, !item.isFlowReferenceMapping {
                colorNode = nil
                for (key, pair) in knownPairs(stopPairs, allowed: NameTables.gradientStop, in: "a gradient stop") {
                    if key == "color" { colorNode = pair.value } else if let p = fraction(pair.value, "a stop position") { position = (p, pair.value.range) }
                }
                if colorNode == nil { error("missing-property", "a gradient stop needs a `color`", at: item.range) }
            }
            guard let colorNode, let c = color(colorNode, Self.dotted(stopProperty, "color")) else { failed = true; continue }
            if let (p, range) = position, !(0...1).contains(p) {
                error("invalid-gradient", "a stop position must lie between 0 and 1 (0% and 100%)", at: range)
                failed = true
                continue
            }
            colors.append(c)
            positions.append(position)
        }
        if failed { return nil }
        guard colors.count >= 2 else {
            error("invalid-gradient", "a gradient needs at least two stops", at: stopsNode.range)
            return nil
        }
        let filled = Self.fillPositions(positions.map { $0?.0 })
        for i in 1..<filled.count where filled[i] < filled[i - 1] {
            if let range = positions[i]?.1 {
                error("invalid-gradient", "stop positions must not decrease (\(Self.percent(filled[i])) after \(Self.percent(filled[i - 1])))", at: range)
                return nil
            }
        }
        let stops = colors.indices.map { GradientStopSpec(color: colors[$0], position: filled[$0], positionRange: positions[$0]?.1) }
        return GradientSpec(kind: kind, angle: angle, stops: stops, range: node.range)
    }

    private func gradientFromToken(_ node: FlatNode, property: PropertyPath, kind: GradientSpec.Kind, angle: Double, range: SourceRange) -> GradientSpec? {
        guard let token = gradientToken(node, property), let path = token.tokenPath else { return nil }
        markOpaque(path)
        let stops = token.value.map {
            GradientStopSpec(color: .reference(path: path, value: $0.color, range: node.range), position: $0.position)
        }
        return GradientSpec(kind: kind, angle: angle, stops: stops, tokenPath: path, range: range)
    }

    /// CSS's rule for missing stop positions: first 0, last 1, others evenly between their
    /// positioned neighbours.
    static func fillPositions(_ written: [Double?]) -> [Double] {
        var result = written
        guard !result.isEmpty else { return [] }
        if result[0] == nil { result[0] = 0 }
        if result.count > 1, result[result.count - 1] == nil { result[result.count - 1] = 1 }
        var i = 1
        while i < result.count {
            if result[i] == nil {
                var j = i
                while j < result.count, result[j] == nil { j += 1 }
                let start = result[i - 1] ?? 0, end = result[min(j, result.count - 1)] ?? 1
                let gaps = Double(j - i + 1)
                for k in i..<j { result[k] = start + (end - start) * Double(k - i + 1) / gaps }
                i = j
            }
            i += 1
        }
        return result.map { $0 ?? 0 }
    }

    static func percent(_ value: Double) -> String {
        let p = value * 100
        return (p == p.rounded() ? String(Int(p)) : String(p)) + "%"
    }

    /// A number in [0, 1] written as `0.4` or `40%`.
    func fraction(_ node: FlatNode, _ what: String) -> Double? {
        if let n = node.number { return n }
        if let text = node.string, text.hasSuffix("%"), let n = Double(Self.trimmed(String(text.dropLast()))) { return n / 100 }
        error("type-mismatch", "\(what) must be a number (0.4) or a percentage (40%), not \(node.kindDescription)", at: node.range)
        return nil
    }

    /// An angle in degrees: `135`, `135deg`, `0.25turn`, `to bottom`, `to top-trailing`.
    func angleValue(_ node: FlatNode) -> Double? {
        if let n = node.number { return n }
        guard let text = node.string.map(Self.trimmed) else {
            error("type-mismatch", "an angle must be a number of degrees or `135deg`, not \(node.kindDescription)", at: node.range)
            return nil
        }
        if text.hasSuffix("deg"), let n = Double(text.dropLast(3)) { return n }
        if text.hasSuffix("turn"), let n = Double(text.dropLast(4)) { return n * 360 }
        let directions: [String: Double] = [
            "to top": 0, "to top-trailing": 45, "to top-right": 45, "to trailing": 90, "to right": 90,
            "to bottom-trailing": 135, "to bottom-right": 135, "to bottom": 180, "to bottom-leading": 225,
            "to bottom-left": 225, "to leading": 270, "to left": 270, "to top-leading": 315, "to top-left": 315,
        ]
        if let d = directions[text] { return d }
        error("invalid-spec-value", "'\(text)' is not an angle", at: node.range,
              suggestion: Suggestions.nearest(to: text, among: directions.keys.sorted()).map { "did you mean '\($0)'?" }
                  ?? "write degrees (`135deg`) or a direction (`to bottom`)")
        return nil
    }

    /// A glow mapping, and the opacity written inside it.
    func glow(_ node: FlatNode, property: PropertyPath) -> (GlowLayer, SpecValue<Double>?)? {
        guard let pairs = mapping(node, "a glow") else { return nil }
        var colorValue: SpecValue<Color>?
        var width: SpecValue<Dimension>?, height: SpecValue<Dimension>?
        var center = UnitPoint.center
        var blurValue: SpecValue<Dimension>?
        var glowOpacity: SpecValue<Double>?
        var hasColor = false
        let property = property.joined
        for (key, pair) in knownPairs(pairs, allowed: NameTables.glow, in: "a glow") {
            let p = Self.dotted(property, key)
            switch key {
            case "color": hasColor = true; colorValue = color(pair.value, p)
            case "size":
                if let pairs = pair.value.pairs {
                    for (sizeKey, sizePair) in knownPairs(pairs, allowed: NameTables.size, in: "`size`") {
                        if sizeKey == "width" { width = dimension(sizePair.value, Self.dotted(p, "width")) } else { height = dimension(sizePair.value, Self.dotted(p, "height")) }
                    }
                } else {
                    width = dimension(pair.value, p)
                    height = width
                }
            case "width": width = dimension(pair.value, p)
            case "height": height = dimension(pair.value, p)
            case "position": if let point = unitPoint(pair.value) { center = point }
            case "blur": blurValue = blur(pair.value, p)
            default: glowOpacity = opacity(pair.value, p)
            }
        }
        if !hasColor { error("missing-property", "a glow needs a `color`", at: node.range) }
        guard let colorValue else { return nil }
        return (GlowLayer(color: colorValue, width: width, height: height ?? width, center: center, blur: blurValue), glowOpacity)
    }

    /// A unit point: a keyword (`top-leading`; `left`/`right` are read as leading/trailing) or `{x, y}`.
    func unitPoint(_ node: FlatNode) -> UnitPoint? {
        if let text = node.string {
            let normalized = text.split(separator: "-", omittingEmptySubsequences: false)
                .map { $0 == "left" ? "leading" : $0 == "right" ? "trailing" : String($0) }.joined(separator: "-")
            if let entry = UnitPoint.keywords.first(where: { $0.name == normalized }) { return entry.point }
            let names = UnitPoint.keywords.map(\.name)
            error("invalid-spec-value", "unknown position '\(text)'", at: node.range,
                  suggestion: Suggestions.nearest(to: normalized, among: names).map { "did you mean '\($0)'?" } ?? "write one of \(names.joined(separator: ", ")) or {x: 0.2, y: 0.1}")
            return nil
        }
        guard let pairs = mapping(node, "a position") else { return nil }
        var point = UnitPoint.center
        for (key, pair) in knownPairs(pairs, allowed: NameTables.point, in: "a position") {
            guard let v = fraction(pair.value, "a coordinate") else { continue }
            if key == "x" { point.x = v } else { point.y = v }
        }
        return point
    }

    /// Typography: a token, or `{base, font-family, font-size, font-weight, letter-spacing, line-height, text-case}`.
    func typographySpec(_ node: FlatNode, property: PropertyPath) -> TypographySpec? {
        guard let pairs = node.pairs, !node.isFlowReferenceMapping else {
            guard let base = typography(node, property) else { return nil }
            return TypographySpec(base: base, range: node.range)
        }
        var spec = TypographySpec(range: node.range)
        let property = property.joined
        for (key, pair) in knownPairs(pairs, allowed: NameTables.typography, in: "`typography`") {
            let p = Self.dotted(property, key)
            switch key {
            case "base": spec.base = typography(pair.value, p)
            case "font-family": spec.fontFamily = fontFamily(pair.value, p)
            case "font-size": spec.fontSize = dimension(pair.value, p)
            case "font-weight": spec.fontWeight = fontWeight(pair.value, p)
            case "letter-spacing": spec.letterSpacing = dimension(pair.value, p)
            case "line-height": spec.lineHeight = number(pair.value, p)
            default:
                guard let text = string(pair.value, "`text-case`") else { break }
                if PropertyNames.textCases.contains(text) {
                    spec.textCase = text
                } else {
                    error("invalid-spec-value", "unknown text case '\(text)' (one of \(PropertyNames.textCases.joined(separator: ", ")))", at: pair.value.range,
                          suggestion: Suggestions.nearest(to: text, among: PropertyNames.textCases).map { "did you mean '\($0)'?" })
                }
            }
        }
        return spec
    }

    /// A border: a token, or `{base, color, width, style}`.
    func borderSpec(_ node: FlatNode, property: PropertyPath) -> BorderSpec? {
        guard let pairs = node.pairs, !node.isFlowReferenceMapping else {
            guard let base = border(node, property) else { return nil }
            return BorderSpec(base: base, range: node.range)
        }
        var spec = BorderSpec(range: node.range)
        let property = property.joined
        for (key, pair) in knownPairs(pairs, allowed: NameTables.border, in: "`border`") {
            let p = Self.dotted(property, key)
            switch key {
            case "base": spec.base = border(pair.value, p)
            case "color": spec.color = color(pair.value, p)
            case "width": spec.width = dimension(pair.value, p)
            case "opacity": spec.opacity = opacity(pair.value, p)
            default:
                if let path = pair.value.specReferencePath { markOpaque(path) }
                spec.style = value(pair.value, as: .strokeStyle, property: p) {
                    if case .strokeStyle(let s) = $0 { return s } else { return nil }
                }?.value
            }
        }
        return spec
    }

    /// Padding: one length for all edges, or `{all, horizontal, vertical, top, leading, bottom, trailing}`.
    func padding(_ node: FlatNode, property: PropertyPath) -> EdgeInsetsSpec? {
        guard let pairs = node.pairs, !node.isFlowReferenceMapping else {
            guard let all = dimension(node, property) else { return nil }
            return EdgeInsetsSpec(top: all, leading: all, bottom: all, trailing: all, range: node.range)
        }
        var insets = EdgeInsetsSpec(range: node.range)
        var specific: [String: SpecValue<Dimension>] = [:]
        var general: [String: SpecValue<Dimension>] = [:]
        let property = property.joined
        for (key, pair) in knownPairs(pairs, allowed: NameTables.padding, in: "`padding`") {
            guard let value = dimension(pair.value, Self.dotted(property, key)) else { continue }
            switch key {
            case "all": for edge in ["top", "leading", "bottom", "trailing"] where general[edge] == nil { general[edge] = value }
            case "horizontal": general["leading"] = value; general["trailing"] = value
            case "vertical": general["top"] = value; general["bottom"] = value
            default: specific[key] = value
            }
        }
        insets.top = specific["top"] ?? general["top"]
        insets.leading = specific["leading"] ?? general["leading"]
        insets.bottom = specific["bottom"] ?? general["bottom"]
        insets.trailing = specific["trailing"] ?? general["trailing"]
        return insets
    }

    /// The text without leading and trailing spaces and tabs.
    static func trimmed(_ text: String) -> String {
        var scalars = Substring(text)
        while let first = scalars.first, first == " " || first == "\t" { scalars = scalars.dropFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars = scalars.dropLast() }
        return String(scalars)
    }
}
