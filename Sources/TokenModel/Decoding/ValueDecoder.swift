import ColorScience
import YAML

/// Turns a token's `$value` node (in one mode) into a typed ``TokenValue``, reporting precisely
/// what is wrong when it cannot.
///
/// Value shapes are those of `Documentation/TokenFormat.md` (DTCG 2025.10 plus the
/// `dev.tokenc.*` types). A whole-value reference is the resolver's business, but every field of
/// a composite and every item of an array may be a `{reference}` (resolved through
/// ``DecodingContext/resolveAlias(_:at:expecting:)``) or a `{"$ref": "#/…"}` JSON Pointer
/// (followed through ``DecodingContext/dereference(_:)``).
///
/// tokenc conveniences beyond DTCG: a bare `0` is a valid dimension (`0px`) and duration
/// (`0ms`); a `cubicBezier` may be a CSS keyword (`ease`, `ease-in`, `ease-out`, `ease-in-out`,
/// `linear`, with CSS's control points) or `"cubic-bezier(x1, y1, x2, y2)"`; a spring's
/// `response` may be a duration string.
///
/// Diagnostic codes: `type-mismatch`, `missing-field`, `unknown-field` (warning),
/// `yaml-comment-trap`, `invalid-number`, `invalid-color`, `invalid-dimension`,
/// `invalid-duration`, `invalid-font-weight`, `invalid-font-family`, `invalid-cubic-bezier`,
/// `invalid-stroke-style`, `invalid-shadow`, `invalid-gradient`,
/// `gradient-position-clamped` (warning), `invalid-line-height`, `invalid-spring`,
/// `invalid-opacity`, `invalid-haptic`, `invalid-copy`, `unused-placeholder` (warning).
public enum ValueDecoder {
    /// Decodes `node` as a value of `type`.
    ///
    /// - Returns: the value, or nil after having reported at least one error into
    ///   `context.sink` (warnings may be reported along with a value).
    public static func decode(_ node: YAMLNode, as type: TokenType, context: DecodingContext) -> TokenValue? {
        if let value = commonLiteral(node, as: type) { return value }
        return decodeInFull(node, as: type, context: context)
    }

    /// The value of the commonest literals — a hex color string (`"#0d7377"`), a dimension or
    /// duration string (`"16pt"`, `"200ms"`), a `{value, unit}` dimension or duration, a DTCG
    /// color object of three numeric components, a cubic Bézier of four numbers — or nil for
    /// anything else. Exactly what the readers make of them, without their general machinery:
    /// such a value holds no reference and no `$ref`, and each shortcut only answers when
    /// every part is one the readers accept without a word (a number that is finite and in
    /// range, a unit or color space they know, no other key), so no diagnostic is possible.
    /// Nearly all the literals of a design system; through the readers, a color object was
    /// ~13,600 instructions, a `{value, unit}` ~3,900, a cubic Bézier ~5,700.
    static func commonLiteral(_ node: YAMLNode, as type: TokenType) -> TokenValue? {
        switch node.content {
        case .scalar(let scalar):
            switch type {
            case .color:
                return ValueReader.hexColor(scalar.text).map(TokenValue.color)
            case .dimension:
                guard let (number, unit) = quantityText(scalar, as: Dimension.Unit.self) else { return nil }
                return .dimension(Dimension(number, unit))
            case .duration:
                // A negative duration is reported by the reader.
                guard let (number, unit) = quantityText(scalar, as: Duration.Unit.self), !(number < 0) else { return nil }
                return .duration(Duration(number, unit))
            default:
                return nil
            }
        case .mapping(let pairs):
            switch type {
            case .dimension:
                guard let (number, unit) = quantityObject(pairs, as: Dimension.Unit.self) else { return nil }
                return .dimension(Dimension(number, unit))
            case .duration:
                guard let (number, unit) = quantityObject(pairs, as: Duration.Unit.self), !(number < 0) else { return nil }
                return .duration(Duration(number, unit))
            case .color:
                return colorObject(pairs).map(TokenValue.color)
            default:
                return nil
            }
        case .sequence(let items):
            guard type == .cubicBezier, items.count == 4, let x1 = items[0].number, let y1 = items[1].number,
                  let x2 = items[2].number, let y2 = items[3].number,
                  y1.isFinite, y2.isFinite, (0...1).contains(x1), (0...1).contains(x2) else { return nil }
            return .cubicBezier(CubicBezier(x1, y1, x2, y2))
        }
    }

    /// The number and unit of a quantity string (`"16pt"`): its text is a string under the core
    /// schema, a number and then one of `Unit`'s names, with nothing between them.
    static func quantityText<Unit: RawRepresentable<String>>(_ scalar: YAMLScalar, as: Unit.Type) -> (Double, Unit)? {
        guard case .string(let text) = scalar.coreValue, let quantity = QuantityText(text),
              !quantity.hasSpaceBeforeUnit, let unit = Unit(rawValue: quantity.unit) else { return nil }
        return (quantity.number, unit)
    }

    /// The number and unit of a `{value, unit}` object whose two keys are exactly those (in either
    /// order), its value a finite number and its unit a string naming one of `Unit`'s cases.
    private static func quantityObject<Unit: RawRepresentable<String>>(_ pairs: [YAMLPair], as: Unit.Type) -> (Double, Unit)? {
        guard pairs.count == 2 else { return nil }
        var number: Double?, unit: Unit?
        for i in 0..<2 {
            guard case .scalar(let key) = pairs[i].key.content else { return nil }
            if key.text == "value", number == nil {
                guard let value = pairs[i].value.number, value.isFinite else { return nil }
                number = value
            } else if key.text == "unit", unit == nil {
                guard let name = pairs[i].value.string, let named = Unit(rawValue: name) else { return nil }
                unit = named
            } else {
                return nil
            }
        }
        guard let number, let unit else { return nil }
        return (number, unit)
    }

    /// The color of a DTCG color object of `colorSpace` (a space tokenc knows), `components`
    /// (three finite numbers or `"none"`) and optionally `alpha` (a number from 0 to 1), no
    /// other key and none twice.
    private static func colorObject(_ pairs: [YAMLPair]) -> Color? {
        guard pairs.count == 2 || pairs.count == 3 else { return nil }
        var space: ColorSpace?, alpha: Double?
        var components: (Double?, Double?, Double?)?
        for i in pairs.indices {
            guard case .scalar(let key) = pairs[i].key.content else { return nil }
            if key.text == "colorSpace", space == nil {
                guard let name = pairs[i].value.string, let named = ColorSpace(rawValue: name) else { return nil }
                space = named
            } else if key.text == "components", components == nil {
                guard case .sequence(let items) = pairs[i].value.content, items.count == 3,
                      let first = colorComponent(items[0]), let second = colorComponent(items[1]),
                      let third = colorComponent(items[2]) else { return nil }
                components = (first, second, third)
            } else if key.text == "alpha", alpha == nil {
                guard let value = pairs[i].value.number, (0...1).contains(value) else { return nil }
                alpha = value
            } else {
                return nil
            }
        }
        guard let space, let components else { return nil }
        return Color(space: space, components.0, components.1, components.2, alpha: alpha ?? 1)
    }

    /// A color component the reader accepts without a word: `.some(nil)` for `"none"`, a finite
    /// number, or nil for anything else.
    private static func colorComponent(_ item: YAMLNode) -> Double?? {
        guard case .scalar = item.content else { return nil }
        if item.string == "none" { return .some(nil) }
        guard let number = item.number, number.isFinite else { return nil }
        return .some(number)
    }

    /// ``decode(_:as:context:)`` without the shortcut for common literals (tests compare the two).
    static func decodeInFull(_ node: YAMLNode, as type: TokenType, context: DecodingContext) -> TokenValue? {
        let reader = ValueReader(context: context)
        switch type {
        case .color: return reader.color(node).map(TokenValue.color)
        case .dimension: return reader.dimension(node).map(TokenValue.dimension)
        case .fontFamily: return reader.fontFamily(node).map(TokenValue.fontFamily)
        case .fontWeight: return reader.fontWeight(node).map(TokenValue.fontWeight)
        case .duration: return reader.duration(node).map(TokenValue.duration)
        case .cubicBezier: return reader.cubicBezier(node).map(TokenValue.cubicBezier)
        case .number: return reader.number(node).map(TokenValue.number)
        case .strokeStyle: return reader.strokeStyle(node).map(TokenValue.strokeStyle)
        case .border: return reader.border(node).map(TokenValue.border)
        case .transition: return reader.transition(node).map(TokenValue.transition)
        case .shadow: return reader.shadow(node).map(TokenValue.shadow)
        case .gradient: return reader.gradient(node).map(TokenValue.gradient)
        case .typography: return reader.typography(node).map(TokenValue.typography)
        case .spring: return reader.spring(node).map(TokenValue.spring)
        case .opacity: return reader.opacity(node).map(TokenValue.opacity)
        case .blur: return reader.dimension(node, as: .blur, nonNegativeField: "blur").map(TokenValue.blur)
        case .haptic: return reader.haptic(node).map(TokenValue.haptic)
        case .copy: return reader.copy(node).map(TokenValue.copy)
        }
    }
}
