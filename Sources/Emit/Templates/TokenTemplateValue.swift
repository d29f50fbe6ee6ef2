import ColorScience
import Mustache
import TokenModel

/// One token value in the generic template context, with its value transforms precomputed on
/// demand: colors as hex, ARGB, sRGB components and CSS; dimensions in points, px, dp, sp, rem;
/// durations in ms and seconds; and the parts of composite values. Numbers are text without
/// exponent or trailing zeros. See `Documentation/Templates.md` for every field.
public struct TokenTemplateValue: Sendable, MustacheParent {
    /// The value.
    public var value: TokenValue

    /// Wraps a value.
    public init(_ value: TokenValue) { self.value = value }

    /// The fields of this value's type (nil for a field another type has).
    public func child(named name: String) -> Any? {
        if name == "type" { return value.type.rawValue }
        if name == "json" { return DTCGEncoder.encode(value).serialized(pretty: false) }
        if name == "text" { return ValueSummary.text(value) }
        if name == "is" { return TypeFlags(type: value.type) }
        switch value {
        case .color(let c): return Self.color(c, name)
        case .dimension(let d), .blur(let d): return Self.dimension(d, name)
        case .duration(let d): return Self.duration(d, name)
        case .number(let n), .opacity(let n):
            switch name {
            case "number": return Self.number(n)
            case "percent": return Self.number(n * 100)
            default: return nil
            }
        case .fontFamily(let f):
            switch name {
            case "name", "first": return f.names.first ?? ""
            case "names": return f.names
            case "css": return f.names.map { $0.contains(" ") ? "\"\($0)\"" : $0 }.joined(separator: ", ")
            default: return nil
            }
        case .fontWeight(let w):
            switch name {
            case "number": return Self.number(w.value)
            case "keyword": return TemplateNull.wrap(w.keyword)
            default: return nil
            }
        case .cubicBezier(let b): return Self.bezier(b, name)
        case .strokeStyle(let s): return Self.stroke(s, name)
        case .border(let b):
            switch name {
            case "color": return TokenTemplateValue(.color(b.color))
            case "width": return TokenTemplateValue(.dimension(b.width))
            case "style": return TokenTemplateValue(.strokeStyle(b.style))
            default: return nil
            }
        case .transition(let t):
            switch name {
            case "duration": return TokenTemplateValue(.duration(t.duration))
            case "delay": return TokenTemplateValue(.duration(t.delay))
            case "timingFunction": return TokenTemplateValue(.cubicBezier(t.timingFunction))
            default: return nil
            }
        case .shadow(let layers):
            switch name {
            case "layers": return layers.map(ShadowLayer.init)
            case "css": return layers.map { ShadowLayer(layer: $0).css }.joined(separator: ", ")
            default: return nil
            }
        case .gradient(let stops):
            switch name {
            case "stops": return stops.map(GradientStopContext.init)
            case "css":
                return stops.map { "\($0.color.hexString()) \(Self.number($0.position * 100))%" }.joined(separator: ", ")
            default: return nil
            }
        case .typography(let t):
            switch name {
            case "fontFamily": return TokenTemplateValue(.fontFamily(t.fontFamily))
            case "fontSize": return TokenTemplateValue(.dimension(t.fontSize))
            case "fontWeight": return TokenTemplateValue(.fontWeight(t.fontWeight))
            case "letterSpacing": return TemplateNull.wrap(t.letterSpacing.map { TokenTemplateValue(.dimension($0)) })
            case "lineHeight": return TemplateNull.wrap(t.lineHeight.map(Self.number))
            default: return nil
            }
        case .spring(let s):
            switch name {
            case "stiffness": return Self.number(s.stiffness)
            case "damping": return Self.number(s.damping)
            case "mass": return Self.number(s.mass)
            case "response": return Self.number(s.response)
            case "dampingFraction": return Self.number(s.dampingFraction)
            default: return nil
            }
        case .haptic(let h):
            switch (name, h) {
            case ("name", _): return h.name
            case ("kind", .impact): return "impact"
            case ("kind", .notification): return "notification"
            case ("kind", .selection): return "selection"
            case ("style", .impact(let style)): return style.rawValue
            case ("style", .notification(let type)): return type.rawValue
            case ("style", .selection): return TemplateNull()
            default: return nil
            }
        case .copy(let c):
            switch name {
            case "text": return c.text
            case "key": return TemplateNull.wrap(c.key)
            case "comment": return TemplateNull.wrap(c.comment)
            case "alternates":
                return c.alternates.sorted { $0.key < $1.key }.map { NamedText(name: $0.key, text: $0.value) }
            case "placeholders": return c.placeholders.map { NamedText(name: $0.name, text: $0.format) }
            default: return nil
            }
        }
    }

    // MARK: - Per type

    static func number(_ x: Double) -> String { DecimalText.format(x) }

    private static func color(_ c: Color, _ name: String) -> Any? {
        switch name {
        case "hex": return c.hexString(includeAlpha: false).uppercased()
        case "hexAlpha": return c.hexString(includeAlpha: true).uppercased()
        case "argb":
            let hex = c.hexString(includeAlpha: true).dropFirst()
            return "0x" + (hex.suffix(2) + hex.prefix(6)).uppercased()
        case "red", "green", "blue":
            let rgb = c.gamutMapped(to: .srgb).resolvedComponents
            return number(name == "red" ? rgb.0 : name == "green" ? rgb.1 : rgb.2)
        case "alpha": return number(c.alpha)
        case "css": return c.cssString()
        case "displayP3": return c.converted(to: .displayP3).cssString()
        case "colorSpace": return c.space.rawValue
        case "isWideGamut": return !c.isInGamut(.srgb)
        default: return nil
        }
    }

    private static func dimension(_ d: Dimension, _ name: String) -> Any? {
        switch name {
        case "value": return number(d.value)
        case "unit": return d.unit.rawValue
        case "points", "px", "dp", "sp": return number(d.points)
        case "rem": return number(d.points / 16)
        default: return nil
        }
    }

    private static func duration(_ d: Duration, _ name: String) -> Any? {
        switch name {
        case "value": return number(d.value)
        case "unit": return d.unit.rawValue
        case "ms", "milliseconds": return number(d.milliseconds)
        case "seconds", "s": return number(d.seconds)
        default: return nil
        }
    }

    private static func bezier(_ b: CubicBezier, _ name: String) -> Any? {
        switch name {
        case "x1": return number(b.x1)
        case "y1": return number(b.y1)
        case "x2": return number(b.x2)
        case "y2": return number(b.y2)
        case "css": return "cubic-bezier(\(number(b.x1)), \(number(b.y1)), \(number(b.x2)), \(number(b.y2)))"
        default: return nil
        }
    }

    private static func stroke(_ s: StrokeStyle, _ name: String) -> Any? {
        switch (s, name) {
        case (.keyword(let k), "keyword"): return k
        case (.dashed, "keyword"): return "dashed"
        case (.dashed(let dashes, _), "dashArray"): return dashes.map { TokenTemplateValue(.dimension($0)) }
        case (.dashed(_, let cap), "lineCap"): return cap
        case (.keyword, "dashArray"): return [TokenTemplateValue]()
        case (.keyword, "lineCap"): return TemplateNull()
        default: return nil
        }
    }

    /// `{{#is.color}}`: true for the value's own type (`color`, `dimension`, `spring`, …).
    struct TypeFlags: MustacheParent {
        var type: TokenType
        func child(named name: String) -> Any? {
            name == type.rawValue || "dev.tokenc." + name == type.rawValue
        }
    }

    /// One shadow layer: `color`, `offsetX`, `offsetY`, `blur`, `spread` (dimension contexts), `inset`, `css`.
    struct ShadowLayer: MustacheParent {
        var layer: Shadow
        var css: String {
            func px(_ d: Dimension) -> String { DecimalText.format(d.points) + "px" }
            return (layer.inset ? "inset " : "")
                + "\(px(layer.offsetX)) \(px(layer.offsetY)) \(px(layer.blur)) \(px(layer.spread)) \(layer.color.cssString())"
        }
        func child(named name: String) -> Any? {
            switch name {
            case "color": return TokenTemplateValue(.color(layer.color))
            case "offsetX": return TokenTemplateValue(.dimension(layer.offsetX))
            case "offsetY": return TokenTemplateValue(.dimension(layer.offsetY))
            case "blur": return TokenTemplateValue(.dimension(layer.blur))
            case "spread": return TokenTemplateValue(.dimension(layer.spread))
            case "inset": return layer.inset
            case "css": return css
            default: return nil
            }
        }
    }

    /// One gradient stop: `color`, `position` (0–1), `percent`.
    struct GradientStopContext: MustacheParent {
        var stop: GradientStop
        func child(named name: String) -> Any? {
            switch name {
            case "color": return TokenTemplateValue(.color(stop.color))
            case "position": return TokenTemplateValue.number(stop.position)
            case "percent": return TokenTemplateValue.number(stop.position * 100)
            default: return nil
            }
        }
    }

    /// A name with a text (copy alternates, placeholders with their format).
    struct NamedText: MustacheParent {
        var name: String
        var text: String
        func child(named key: String) -> Any? {
            switch key {
            case "name": return TemplateText(name)
            case "text", "format": return text
            default: return nil
            }
        }
    }
}
