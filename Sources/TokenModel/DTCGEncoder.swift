import ColorScience

/// Encodes resolved values in the DTCG 2025.10 value shapes (and tokenc's extension shapes), the
/// canonical machine-readable form printed by `tokenc resolve`.
public enum DTCGEncoder {
    /// The `$value` JSON for a resolved value.
    public static func encode(_ value: TokenValue) -> JSONValue {
        switch value {
        case .color(let c): return encode(c)
        case .dimension(let d), .blur(let d): return encode(d)
        case .fontFamily(let f):
            return f.names.count == 1 ? .string(f.names[0]) : .array(f.names.map { .string($0) })
        case .fontWeight(let w): return .number(w.value)
        case .duration(let d): return encode(d)
        case .cubicBezier(let b): return encode(b)
        case .number(let n), .opacity(let n): return .number(n)
        case .strokeStyle(let s): return encode(s)
        case .border(let b):
            return .object([("color", encode(b.color)), ("width", encode(b.width)), ("style", encode(b.style))])
        case .transition(let t):
            return .object([("duration", encode(t.duration)), ("delay", encode(t.delay)),
                            ("timingFunction", encode(t.timingFunction))])
        case .shadow(let layers):
            return layers.count == 1 ? encode(layers[0]) : .array(layers.map(encode))
        case .gradient(let stops):
            return .array(stops.map { .object([("color", encode($0.color)), ("position", .number($0.position))]) })
        case .typography(let t):
            var members: [(String, JSONValue)] = [
                ("fontFamily", encode(.fontFamily(t.fontFamily))),
                ("fontSize", encode(t.fontSize)),
                ("fontWeight", .number(t.fontWeight.value)),
            ]
            if let spacing = t.letterSpacing { members.append(("letterSpacing", encode(spacing))) }
            if let lineHeight = t.lineHeight { members.append(("lineHeight", .number(lineHeight))) }
            return .object(members)
        case .spring(let s):
            return .object([("stiffness", .number(s.stiffness)), ("damping", .number(s.damping)),
                            ("mass", .number(s.mass)), ("response", .number(s.response)),
                            ("dampingFraction", .number(s.dampingFraction))])
        case .haptic(let h): return .string(h.name)
        case .copy(let c):
            var members: [(String, JSONValue)] = [("text", .string(c.text))]
            if let key = c.key { members.append(("key", .string(key))) }
            if !c.alternates.isEmpty {
                members.append(("alternates", .object(c.alternates.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })))
            }
            if !c.placeholders.isEmpty {
                members.append(("placeholders", .array(c.placeholders.map {
                    .object([("name", .string($0.name)), ("format", .string($0.format))])
                })))
            }
            if let comment = c.comment { members.append(("comment", .string(comment))) }
            return .object(members)
        }
    }

    /// A DTCG 2025.10 color object: `{colorSpace, components, alpha, hex}`.
    public static func encode(_ color: Color) -> JSONValue {
        .object([
            ("colorSpace", .string(color.space.rawValue)),
            ("components", .array((0..<color.componentCount).map { color.component($0).map { .number(round12($0)) } ?? .string("none") })),
            ("alpha", .number(round12(color.alpha))),
            ("hex", .string(color.hexString(includeAlpha: false))),
        ])
    }

    /// `{value, unit}`.
    public static func encode(_ d: Dimension) -> JSONValue {
        .object([("value", .number(d.value)), ("unit", .string(d.unit.rawValue))])
    }

    /// `{value, unit}`.
    public static func encode(_ d: Duration) -> JSONValue {
        .object([("value", .number(d.value)), ("unit", .string(d.unit.rawValue))])
    }

    /// `[x1, y1, x2, y2]`.
    public static func encode(_ b: CubicBezier) -> JSONValue {
        .array([.number(b.x1), .number(b.y1), .number(b.x2), .number(b.y2)])
    }

    /// A keyword, or `{dashArray, lineCap}`.
    public static func encode(_ s: StrokeStyle) -> JSONValue {
        switch s {
        case .keyword(let k): return .string(k)
        case .dashed(let dashes, let cap):
            return .object([("dashArray", .array(dashes.map(encode))), ("lineCap", .string(cap))])
        }
    }

    /// One shadow layer.
    public static func encode(_ s: Shadow) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("color", encode(s.color)), ("offsetX", encode(s.offsetX)), ("offsetY", encode(s.offsetY)),
            ("blur", encode(s.blur)), ("spread", encode(s.spread)),
        ]
        if s.inset { members.append(("inset", .bool(true))) }
        return .object(members)
    }

    /// Rounds to 12 significant decimals so conversions print the same on every machine and
    /// noise such as 0.30000000000000004 disappears.
    public static func round12(_ x: Double) -> Double {
        guard x.isFinite, x != 0 else { return x }
        let scale = 1e12
        return (x * scale).rounded() / scale
    }
}
