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

    /// The value of the two commonest literals — a hex color string (`"#0d7377"`) and a
    /// dimension string (`"16pt"`) — or nil for anything else. Exactly what the readers make of
    /// them (such a text is no reference and no `$ref`, and its core-schema value is the string
    /// itself whatever its style or tag, so no diagnostic is possible), without their general
    /// machinery: about half the values of a design system.
    static func commonLiteral(_ node: YAMLNode, as type: TokenType) -> TokenValue? {
        guard case .scalar(let scalar) = node.content else { return nil }
        switch type {
        case .color:
            return ValueReader.hexColor(scalar.text).map(TokenValue.color)
        case .dimension:
            guard case .string(let text) = scalar.coreValue, let quantity = QuantityText(text),
                  !quantity.hasSpaceBeforeUnit, let unit = Dimension.Unit(rawValue: quantity.unit) else { return nil }
            return .dimension(Dimension(quantity.number, unit))
        default:
            return nil
        }
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
