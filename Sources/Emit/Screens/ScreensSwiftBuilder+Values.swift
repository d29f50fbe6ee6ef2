import ColorScience
import ScreenSpec
import TokenModel

/// Values as Swift: a token reference becomes the token's Swift name (`LatenColors.primary`), a
/// literal becomes a value of the token file's value types, noted as a raw value of the spec.
extension ScreensSwiftBuilder {
    /// A Swift expression for a value and how it was written.
    struct ValueExpression {
        /// The value's type (`LatenTokens.Color`, `Double`).
        var type: String
        /// Whether a declaration must name the type (`: Double`).
        var annotated: Bool
        /// The expression.
        var expression: SwiftExpression
        /// Whether it names a token of the token file.
        var isReference: Bool
    }

    /// The namespace whose value type `type` is used for literals: the token file's when it
    /// declares it, else the fallback namespace (which then declares it).
    mutating func namespace(for type: TokenType) -> String {
        if index.declares(type) { return index.valuesNamespace }
        fallbackTypes.formUnion(SwiftEmitter.valueTypes[type] ?? [])
        return fallbackNamespace
    }

    /// The expression for a value: the token's Swift name when `tokenPath` names a token of the
    /// token file, else the value as a literal (a gradient drawn at `gradientAngle` CSS degrees).
    mutating func expression(_ value: TokenValue, tokenPath: String?, gradientAngle: Double? = nil) -> ValueExpression {
        if let tokenPath, let member = index.members[tokenPath] {
            return ValueExpression(type: member.type, annotated: false, expression: .raw(member.expression), isReference: true)
        }
        var literal = SwiftValueLiteral(valuesNamespace: namespace(for: value.type), tokenPath: tokenPath ?? "")
        if let gradientAngle { literal.gradientGeometry = SwiftValueLiteral.geometry(angle: gradientAngle) }
        let declaration = literal.declaration(for: .init(light: value))
        return ValueExpression(type: declaration.type, annotated: declaration.annotated, expression: declaration.expression,
                               isReference: false)
    }

    /// A doc line saying where a value comes from: "`{color.primary}`: `#8B5CF6`.", or "Raw value
    /// in spec: `#FFFFFF`.".
    func provenance(_ value: TokenValue, tokenPath: String?, literalText: String?) -> String {
        let summary = "`" + ValueSummary.text(value) + "`"
        guard let tokenPath else {
            let written = literalText.map { SwiftIdentifier.commentText($0) } ?? ValueSummary.text(value)
            return "Raw value in spec: `\(written)`."
        }
        if index.members[tokenPath] == nil {
            return "`{\(tokenPath)}`: \(summary) (not in the token Swift output, so written as its value)."
        }
        if let token = system[tokenPath], modeIndexes.count > 1, modeIndexes.allSatisfy({ $0 < token.values.count }),
           Set(modeIndexes.map { token.values[$0] }).count > 1 {
            let perMode = modeIndexes.map { "\(system.modes[$0]) `\(ValueSummary.text(token.values[$0]))`" }
            return "`{\(tokenPath)}`: " + perMode.joined(separator: ", ") + "."
        }
        return "`{\(tokenPath)}`: \(summary)."
    }

    /// A constant for a spec value (a color, border, shadow, haptic, typography).
    mutating func value<T>(_ name: String, _ spec: SpecValue<T>, depth: Int, _ wrap: (T) -> TokenValue) -> ScreenMemberContext {
        let tokenValue = wrap(spec.value)
        let built = expression(tokenValue, tokenPath: spec.tokenPath)
        return stored(name, depth: depth, type: built.type, annotated: built.annotated, expression: built.expression,
                      doc: [provenance(tokenValue, tokenPath: spec.tokenPath, literalText: spec.literalText)])
    }

    /// A `Double` constant for a number, length (in points) or fraction.
    func number(_ name: String, _ spec: SpecValue<Double>, unit: String, depth: Int) -> ScreenMemberContext {
        let text = Self.describe(spec.value, unit: unit)
        let doc = spec.tokenPath.map { "`{\($0)}`: \(text)." } ?? "\(text), a raw value in spec."
        return stored(name, depth: depth, type: "Double", annotated: true, expression: .raw(DecimalText.format(spec.value)),
                      doc: [doc])
    }

    /// A `Double` constant for one of ``ScreenConstants``' metrics.
    func metric(_ metric: MetricConstant, depth: Int) -> ScreenMemberContext {
        let text = Self.describe(metric.value, unit: metric.unit)
        let doc = metric.tokenPath.map { "`{\($0)}`: \(text)." } ?? "\(text), a raw value in spec."
        return stored(SwiftIdentifier.member(metric.identifier) ?? metric.identifier, depth: depth, type: "Double",
                      annotated: true, expression: .raw(DecimalText.format(metric.value)), doc: [doc])
    }

    /// A number with its unit for doc comments: `112pt`, `80%`, `weight 600`, `1.5×`.
    static func describe(_ value: Double, unit: String) -> String {
        switch unit {
        case "pt": return DecimalText.format(value) + "pt"
        case "fraction": return DecimalText.format(value * 100, maximumFractionDigits: 2) + "%"
        case "weight": return "weight " + DecimalText.format(value)
        case "factor": return DecimalText.format(value) + "×"
        default: return DecimalText.format(value)
        }
    }

    /// The constant(s) for a fill: a color, or a gradient (the gradient token when the spec uses
    /// one as the token file draws it, else its stops at the spec's angle).
    mutating func fill(_ fill: Fill, name: String, depth: Int) -> [ScreenMemberContext] {
        switch fill {
        case .color(let color):
            return [value(name, color, depth: depth, TokenValue.color)]
        case .gradient(let gradient):
            let stops = gradient.resolvedStops
            if let path = gradient.tokenPath, let token = system[path], index.members[path] != nil,
               SwiftNamespaceBuilder.gradientGeometry(token) == SwiftValueLiteral.geometry(angle: gradient.angle) {
                let built = expression(.gradient(stops), tokenPath: path)
                var doc = "`{\(path)}`: \(gradient.kind.rawValue) gradient, \(ValueSummary.text(.gradient(stops)))."
                if gradient.kind != .linear { doc += " The value type describes linear gradients; use the stops." }
                return [stored(name, depth: depth, type: built.type, annotated: built.annotated,
                               expression: built.expression, doc: [doc])]
            }
            return [gradientConstant(gradient, name: name, depth: depth)]
        }
    }

    /// A gradient written out at the spec's angle, each stop's color the token's Swift name when
    /// the spec refers to a color token.
    private mutating func gradientConstant(_ gradient: GradientSpec, name: String, depth: Int) -> ScreenMemberContext {
        let ns = namespace(for: .gradient)
        let referencesFit = ns == index.valuesNamespace
        let literal = SwiftValueLiteral(valuesNamespace: ns)
        var stopExpressions: [SwiftExpression] = []
        var stopTexts: [String] = []
        for stop in gradient.stops {
            let color: SwiftExpression
            if referencesFit, gradient.tokenPath == nil, let path = stop.color.tokenPath, let member = index.members[path] {
                color = .raw(member.expression)
            } else {
                color = .call(".init", literal.componentArguments(stop.color.value))
            }
            stopExpressions.append(.call(".init", [
                SwiftArgument("color", color), SwiftArgument("location", .raw(DecimalText.format(stop.position))),
            ]))
            let written = gradient.tokenPath == nil ? stop.color.tokenPath.map { "`{\($0)}`" } : nil
            stopTexts.append((written ?? "`\(ValueSummary.color(stop.color.value))`")
                             + " " + DecimalText.format(stop.position * 100, maximumFractionDigits: 2) + "%")
        }
        let geometry = SwiftValueLiteral.geometry(angle: gradient.angle)
        func point(_ p: (x: Double, y: Double)) -> SwiftExpression {
            .call(".init", [SwiftArgument("x", .raw(DecimalText.format(p.x))), SwiftArgument("y", .raw(DecimalText.format(p.y)))])
        }
        let expression = SwiftExpression.call("\(ns).Gradient", [
            SwiftArgument("stops", .array(stopExpressions)),
            SwiftArgument("startPoint", point(geometry.start)), SwiftArgument("endPoint", point(geometry.end)),
        ])
        let origin = gradient.tokenPath.map { "`{\($0)}` drawn" } ?? "As the spec writes it"
        let raw = gradient.stops.contains { $0.color.isLiteral } && gradient.tokenPath == nil ? " (raw values in spec)" : ""
        var doc = "\(origin): \(gradient.kind.rawValue) gradient at \(DecimalText.format(gradient.angle))°, "
            + stopTexts.joined(separator: ", ") + raw + "."
        if gradient.kind != .linear { doc += " The value type describes linear gradients; use the stops." }
        return stored(name, depth: depth, type: "\(ns).Gradient", annotated: false, expression: expression, doc: [doc])
    }

    /// The `typography` constant: the typography token when the spec uses one as is, else the
    /// complete style it describes (nil when it gives no family, size and weight).
    mutating func typography(_ spec: TypographySpec, depth: Int) -> ScreenMemberContext? {
        var overrides: [String] = []
        if let v = spec.fontFamily { overrides.append("font-family \(v.tokenPath.map { "`{\($0)}`" } ?? ValueSummary.text(.fontFamily(v.value)))") }
        if let v = spec.fontSize { overrides.append("font-size \(v.tokenPath.map { "`{\($0)}`" } ?? ValueSummary.text(.dimension(v.value)))") }
        if let v = spec.fontWeight { overrides.append("font-weight \(v.tokenPath.map { "`{\($0)}`" } ?? DecimalText.format(v.value.value))") }
        if let v = spec.letterSpacing { overrides.append("letter-spacing \(v.tokenPath.map { "`{\($0)}`" } ?? ValueSummary.text(.dimension(v.value)))") }
        if let v = spec.lineHeight { overrides.append("line-height \(v.tokenPath.map { "`{\($0)}`" } ?? DecimalText.format(v.value))") }
        let textCase = spec.textCase.map { ["Text case: \($0) (apply it to the text; the value type has no case)."] } ?? []
        if overrides.isEmpty, let base = spec.base {
            var member = value("typography", base, depth: depth, TokenValue.typography)
            member.docLines += textCase.map(SwiftDocLine.init)
            return member
        }
        guard let resolved = spec.resolved else { return nil }
        let built = expression(.typography(resolved), tokenPath: nil)
        var doc: [String]
        if let base = spec.base {
            let origin = base.tokenPath.map { "`{\($0)}`" } ?? "`\(ValueSummary.text(.typography(base.value)))`"
            doc = ["\(origin) with \(overrides.joined(separator: ", ")), as the spec writes it:",
                   "`\(ValueSummary.text(.typography(resolved)))`."]
        } else {
            doc = ["Raw value in spec: \(overrides.joined(separator: ", ")).",
                   "`\(ValueSummary.text(.typography(resolved)))`."]
        }
        return stored("typography", depth: depth, type: built.type, annotated: built.annotated, expression: built.expression,
                      doc: doc + textCase)
    }

    /// A stored constant, its expression laid out within 120 columns.
    func stored(_ name: String, depth: Int, type: String, annotated: Bool, expression: SwiftExpression,
                doc: [String]) -> ScreenMemberContext {
        let indent = Self.indent(depth)
        let declaration = "let \(name)" + (annotated ? ": \(type)" : "")
        let head = "\(indent)\(access) static \(declaration) = "
        let lines = expression.lines(lineStart: head.count - indent.count, width: 120 - indent.count)
        return ScreenMemberContext(indent: indent, access: access, name: name, declaration: declaration, isStored: true,
                                   expression: lines.first ?? "", continuationLines: Array(lines.dropFirst()),
                                   docLines: Self.docLines(doc, depth: depth))
    }

    /// Doc comment lines, each wrapped to end within 120 columns at this depth.
    static func docLines(_ lines: [String], depth: Int) -> [SwiftDocLine] {
        lines.flatMap { $0.isEmpty ? [""] : wrap($0, width: 116 - 4 * depth) }.map(SwiftDocLine.init)
    }
}
