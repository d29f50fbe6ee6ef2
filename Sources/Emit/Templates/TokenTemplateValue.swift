import ColorScience
import TokenModel

/// One token value in the generic template context, with its value transforms precomputed on
/// demand: colors as hex, ARGB, sRGB components and CSS; dimensions in points, px, dp, sp, rem;
/// durations in ms and seconds; and the parts of composite values. Numbers are text without
/// exponent or trailing zeros. See `Documentation/Templates.md` for every field.
public struct TokenTemplateValue: Sendable, TemplateContext {
    /// The value.
    public var value: TokenValue

    /// Wraps a value.
    public init(_ value: TokenValue) { self.value = value }

    /// The fields of this value's type (nil for a field another type has).
    public func child(named name: String) -> TemplateValue? {
        if name == "type" { return .text(value.type.rawValue) }
        if name == "json" {
            var writer = JSONTextWriter(capacity: 256)
            writer.writeCompactDTCG(value)
            return .text(writer.text)
        }
        if name == "text" { return .text(ValueSummary.text(value)) }
        if name == "is" { return .context(TypeFlags(type: value.type)) }
        switch value {
        case .color(let c): return Self.color(c, name)
        case .dimension(let d), .blur(let d): return Self.dimension(d, name)
        case .duration(let d): return Self.duration(d, name)
        case .number(let n), .opacity(let n):
            switch name {
            case "number": return .text(Self.number(n))
            case "percent": return .text(Self.number(n * 100))
            default: return nil
            }
        case .fontFamily(let f):
            switch name {
            case "name", "first": return .text(f.names.first ?? "")
            case "names": return .texts(f.names)
            case "css": return .text(f.names.map { $0.contains(" ") ? "\"\($0)\"" : $0 }.joined(separator: ", "))
            default: return nil
            }
        case .fontWeight(let w):
            switch name {
            case "number": return .text(Self.number(w.value))
            case "keyword": return .optional(w.keyword)
            default: return nil
            }
        case .cubicBezier(let b): return Self.bezier(b, name)
        case .strokeStyle(let s): return Self.stroke(s, name)
        case .border(let b):
            switch name {
            case "color": return .context(TokenTemplateValue(.color(b.color)))
            case "width": return .context(TokenTemplateValue(.dimension(b.width)))
            case "style": return .context(TokenTemplateValue(.strokeStyle(b.style)))
            default: return nil
            }
        case .transition(let t):
            switch name {
            case "duration": return .context(TokenTemplateValue(.duration(t.duration)))
            case "delay": return .context(TokenTemplateValue(.duration(t.delay)))
            case "timingFunction": return .context(TokenTemplateValue(.cubicBezier(t.timingFunction)))
            default: return nil
            }
        case .shadow(let layers):
            switch name {
            case "layers": return .list(layers.map(ShadowLayer.init))
            case "css": return .text(layers.map { ShadowLayer(layer: $0).css }.joined(separator: ", "))
            default: return nil
            }
        case .gradient(let stops):
            switch name {
            case "stops": return .list(stops.map(GradientStopContext.init))
            case "css":
                return .text(stops.map { "\($0.color.hexString()) \(Self.number($0.position * 100))%" }.joined(separator: ", "))
            default: return nil
            }
        case .typography(let t):
            switch name {
            case "fontFamily": return .context(TokenTemplateValue(.fontFamily(t.fontFamily)))
            case "fontSize": return .context(TokenTemplateValue(.dimension(t.fontSize)))
            case "fontWeight": return .context(TokenTemplateValue(.fontWeight(t.fontWeight)))
            case "letterSpacing": return .optional(t.letterSpacing.map { TokenTemplateValue(.dimension($0)) })
            case "lineHeight": return .optional(t.lineHeight.map(Self.number))
            default: return nil
            }
        case .spring(let s):
            switch name {
            case "stiffness": return .text(Self.number(s.stiffness))
            case "damping": return .text(Self.number(s.damping))
            case "mass": return .text(Self.number(s.mass))
            case "response": return .text(Self.number(s.response))
            case "dampingFraction": return .text(Self.number(s.dampingFraction))
            default: return nil
            }
        case .haptic(let h):
            switch (name, h) {
            case ("name", _): return .text(h.name)
            case ("kind", .impact): return .text("impact")
            case ("kind", .notification): return .text("notification")
            case ("kind", .selection): return .text("selection")
            case ("style", .impact(let style)): return .text(style.rawValue)
            case ("style", .notification(let type)): return .text(type.rawValue)
            case ("style", .selection): return .null
            default: return nil
            }
        case .copy(let c):
            switch name {
            case "text": return .text(c.text)
            case "key": return .optional(c.key)
            case "comment": return .optional(c.comment)
            case "alternates":
                return .list(c.alternates.sorted { $0.key < $1.key }.map { NamedText(name: $0.key, text: $0.value) })
            case "placeholders": return .list(c.placeholders.map { NamedText(name: $0.name, text: $0.format) })
            default: return nil
            }
        }
    }

    // MARK: - Per type

    static func number(_ x: Double) -> String { DecimalText.format(x) }

    private static func color(_ c: Color, _ name: String) -> TemplateValue? {
        switch name {
        case "hex": return .text(c.hexString(includeAlpha: false).uppercased())
        case "hexAlpha": return .text(c.hexString(includeAlpha: true).uppercased())
        case "argb":
            let hex = c.hexString(includeAlpha: true).dropFirst()
            return .text("0x" + (hex.suffix(2) + hex.prefix(6)).uppercased())
        case "red", "green", "blue":
            let rgb = c.gamutMapped(to: .srgb).resolvedComponents
            return .text(number(name == "red" ? rgb.0 : name == "green" ? rgb.1 : rgb.2))
        case "alpha": return .text(number(c.alpha))
        case "css": return .text(c.cssString())
        case "displayP3": return .text(c.converted(to: .displayP3).cssString())
        case "colorSpace": return .text(c.space.rawValue)
        case "isWideGamut": return .bool(!c.isInGamut(.srgb))
        default: return nil
        }
    }

    private static func dimension(_ d: Dimension, _ name: String) -> TemplateValue? {
        switch name {
        case "value": return .text(number(d.value))
        case "unit": return .text(d.unit.rawValue)
        case "points", "px", "dp", "sp": return .text(number(d.points))
        case "rem": return .text(number(d.points / 16))
        default: return nil
        }
    }

    private static func duration(_ d: Duration, _ name: String) -> TemplateValue? {
        switch name {
        case "value": return .text(number(d.value))
        case "unit": return .text(d.unit.rawValue)
        case "ms", "milliseconds": return .text(number(d.milliseconds))
        case "seconds", "s": return .text(number(d.seconds))
        default: return nil
        }
    }

    private static func bezier(_ b: CubicBezier, _ name: String) -> TemplateValue? {
        switch name {
        case "x1": return .text(number(b.x1))
        case "y1": return .text(number(b.y1))
        case "x2": return .text(number(b.x2))
        case "y2": return .text(number(b.y2))
        case "css": return .text("cubic-bezier(\(number(b.x1)), \(number(b.y1)), \(number(b.x2)), \(number(b.y2)))")
        default: return nil
        }
    }

    private static func stroke(_ s: StrokeStyle, _ name: String) -> TemplateValue? {
        switch (s, name) {
        case (.keyword(let k), "keyword"): return .text(k)
        case (.dashed, "keyword"): return .text("dashed")
        case (.dashed(let dashes, _), "dashArray"): return .list(dashes.map { TokenTemplateValue(.dimension($0)) })
        case (.dashed(_, let cap), "lineCap"): return .text(cap)
        case (.keyword, "dashArray"): return .list([TokenTemplateValue]())
        case (.keyword, "lineCap"): return .null
        default: return nil
        }
    }

    /// `{{#is.color}}`: true for the value's own type (`color`, `dimension`, `spring`, …).
    struct TypeFlags: TemplateContext {
        var type: TokenType
        func child(named name: String) -> TemplateValue? {
            .bool(name == type.rawValue || "dev.tokenc." + name == type.rawValue)
        }
    }

    /// One shadow layer: `color`, `offsetX`, `offsetY`, `blur`, `spread` (dimension contexts), `inset`, `css`.
    struct ShadowLayer: TemplateContext {
        var layer: Shadow
        var css: String {
            func px(_ d: Dimension) -> String { DecimalText.format(d.points) + "px" }
            return (layer.inset ? "inset " : "")
                + "\(px(layer.offsetX)) \(px(layer.offsetY)) \(px(layer.blur)) \(px(layer.spread)) \(layer.color.cssString())"
        }
        func child(named name: String) -> TemplateValue? {
            switch name {
            case "color": return .context(TokenTemplateValue(.color(layer.color)))
            case "offsetX": return .context(TokenTemplateValue(.dimension(layer.offsetX)))
            case "offsetY": return .context(TokenTemplateValue(.dimension(layer.offsetY)))
            case "blur": return .context(TokenTemplateValue(.dimension(layer.blur)))
            case "spread": return .context(TokenTemplateValue(.dimension(layer.spread)))
            case "inset": return .bool(layer.inset)
            case "css": return .text(css)
            default: return nil
            }
        }
    }

    /// One gradient stop: `color`, `position` (0–1), `percent`.
    struct GradientStopContext: TemplateContext {
        var stop: GradientStop
        func child(named name: String) -> TemplateValue? {
            switch name {
            case "color": return .context(TokenTemplateValue(.color(stop.color)))
            case "position": return .text(TokenTemplateValue.number(stop.position))
            case "percent": return .text(TokenTemplateValue.number(stop.position * 100))
            default: return nil
            }
        }
    }

    /// A name with a text (copy alternates, placeholders with their format).
    struct NamedText: TemplateContext {
        var name: String
        var text: String
        func child(named key: String) -> TemplateValue? {
            switch key {
            case "name": return .text(name)
            case "text", "format": return .text(text)
            default: return nil
            }
        }
    }
}
