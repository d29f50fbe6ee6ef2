import ColorScience
import Diagnostics
import TokenModel

/// `format: android` — a Jetpack Compose Kotlin file and Android XML resources.
///
/// The Kotlin file (`<objectName>.kt`) holds one `object` mirroring the token groups, in the first
/// selected mode: `Color(0xFF8B5CF6)`, `16.dp`, `TextStyle(fontSize = 17.sp, …)`,
/// `CubicBezierEasing(…)`, `spring(dampingRatio = …, stiffness = …)`, `tween(…)`,
/// `BorderStroke`, `Shadow`, `Brush` gradients; durations are `Int` milliseconds; font families
/// are their names (a Compose `FontFamily` needs the app's font resources). Each other mode gets an
/// object `<objectName><Mode>` with the values that differ. Groups whose names would hide a
/// Compose type (`Color`, `Shadow`, …) are pluralized (`Colors`).
///
/// The resources (under `res/`): `values/colors.xml` (`#AARRGGBB`), `values/dimens.xml` (`dp`;
/// typography sizes in `sp`), `values/strings.xml` (copy by translation key, `%1$s`
/// placeholders, apostrophes and quotes escaped), and `values-night/colors.xml` with the dark
/// mode's colors. `values/` holds the light mode when the system has one, else the first mode.
///
/// Parameters: `package` (default `tokens`), `objectName` (default `<prefix>Tokens` or
/// `<System>Tokens`), `kotlin` and `resources` (bools, default true), `resourceFolder` (default
/// `res`), `modes`.
public struct AndroidEmitter: Emitter {
    /// `android`.
    public static let formatName = "android"
    /// One line for `tokenc templates list`.
    public static let summary = "Android: Jetpack Compose Kotlin object and values/ XML resources (colors, dimens, strings, night)"

    /// Creates the emitter. It renders with the input's templates (the built-ins, or the
    /// project's overrides).
    public init() {}

    /// Compose and Kotlin type names a group object must not hide.
    static let reservedObjectNames: Set<String> = [
        "Color", "ColorSpaces", "Shadow", "Offset", "Brush", "TextStyle", "FontWeight", "FontFamily",
        "CubicBezierEasing", "BorderStroke", "Float", "Int", "String", "Dp", "Sp",
    ]

    /// Produces the Kotlin file and the resource files, or nil after reporting an error.
    ///
    /// With the built-in templates, the files are written directly (``KotlinDirectText``,
    /// ``AndroidResourcesDirectText``: the same bytes, without the contexts), unless a name is
    /// unusable or collides: then the contexts are made, which report it.
    public func emit(_ input: EmitInput) -> [GeneratedFile]? {
        var files: [GeneratedFile] = []
        var failed = false
        let folder = input.parameters.string("resourceFolder") ?? "res"
        let prefix = folder.isEmpty ? "" : folder + "/"
        let directKotlin = ["android/compose.kt", "android/compose-object"].allSatisfy(input.templates.isBuiltin)
        let directResources = input.templates.isBuiltin("android/resources.xml")
        for system in FilteredSystems.of(input) {
            let modes = ModeSelection(system: system, parameters: input.parameters, format: Self.formatName,
                                      diagnostics: input.diagnostics).indices
            guard !modes.isEmpty else { continue }
            let systemFolder = input.systems.count > 1 ? system.name + "/" : ""
            let kotlin = input.parameters.bool("kotlin") ?? true, resources = input.parameters.bool("resources") ?? true
            let direct = directWork(for: system, modes: modes, input: input, kotlin: kotlin && directKotlin,
                                    resources: resources && directResources)
            if kotlin {
                if let file = direct.kotlin {
                    files.append(GeneratedFile(path: systemFolder + file.path, pieces: file.pieces))
                } else {
                    guard let context = kotlinContext(for: system, modes: modes, input: input) else {
                        failed = true
                        continue
                    }
                    guard let text = render("android/compose.kt", context, input) else { return nil }
                    let name = context.objects.first?.name ?? "Tokens"
                    files.append(GeneratedFile(path: systemFolder + name + ".kt", contents: text))
                }
            }
            if resources {
                if let lines = direct.resources {
                    guard case .files(let made) = directResourceFiles(lines, for: system, modes: modes, input: input) else {
                        failed = true
                        continue
                    }
                    for (path, pieces) in made { files.append(GeneratedFile(path: prefix + systemFolder + path, pieces: pieces)) }
                } else {
                    guard let resources = resourceContexts(for: system, modes: modes, input: input) else {
                        failed = true
                        continue
                    }
                    for (path, context) in resources {
                        guard let text = render("android/resources.xml", context, input) else { return nil }
                        files.append(GeneratedFile(path: prefix + systemFolder + path, contents: text))
                    }
                }
            }
        }
        return failed ? nil : files
    }

    // MARK: Kotlin

    /// The Kotlin file's context for one system, or nil after reporting names that collide.
    public func kotlinContext(for system: ResolvedSystem, modes: [Int], input: EmitInput) -> KotlinFileContext? {
        let parameters = input.parameters
        let objectName = Self.objectName(for: system, parameters: parameters)
        var imports: Set<String> = []
        var failed = false
        var objects: [KotlinObjectContext] = []
        for (index, mode) in modes.enumerated() {
            let tokens = index == 0 ? system.tokens : system.tokens.filter { $0.values[mode] != $0.values[modes[0]] }
            let tree = KotlinObjectBuilder()
            // Tokens of a group are usually consecutive: the previous token's group is reused.
            var previousGroup: ArraySlice<Substring> = []
            var previousNode: KotlinObjectBuilder?
            for token in tokens {
                guard let property = Self.property(for: token, value: token.values[mode], imports: &imports) else { continue }
                var parts = NameStyle.pathComponents(token.path)
                if parts.count > 1, parts.last == "$root" { parts.removeLast() }
                var node = tree
                var usable = true
                let group = parts.dropLast()
                if let previousNode, group.elementsEqual(previousGroup) {
                    node = previousNode
                } else {
                    for part in group {
                        guard var name = KotlinIdentifier.object(String(part)) else { usable = false; break }
                        if Self.reservedObjectNames.contains(name) { name += name.hasSuffix("s") ? "Tokens" : "s" }
                        node = node.child(name)
                    }
                    previousGroup = usable ? group : []
                    previousNode = usable ? node : nil
                }
                guard usable, let name = parts.last.flatMap({ KotlinIdentifier.property(String($0)) }) else {
                    input.diagnostics.report(.error("android-invalid-name", "token '\(token.path)' has a name that cannot become a Kotlin name",
                                                    at: token.nameRange, suggestion: "use letters or digits in every part of the path"))
                    failed = true
                    continue
                }
                if let other = node.owner(ofProperty: name) {
                    input.diagnostics.report(.error(
                        "android-name-collision",
                        "tokens '\(token.path)' and '\(other.path)' would both be the Kotlin property '\(name)'",
                        at: token.nameRange, notes: [Diagnostic.Note("'\(other.path)' is defined here", at: other.nameRange)],
                        suggestion: "rename one of the tokens"))
                    failed = true
                    continue
                }
                node.add(KotlinPropertyContext(name: name, declaration: property.declaration(name),
                                               doc: property.doc, deprecation: token.deprecation), for: token)
            }
            let root = Self.modeObject(index, mode: mode, of: system, objectName: objectName)
            objects.append(tree.context(name: root.name, doc: root.doc, depth: 0))
        }
        guard !failed else { return nil }
        return KotlinFileContext(sources: input.sourceFiles.joined(separator: ", "),
                                 package: parameters.string("package") ?? "tokens",
                                 imports: imports.sorted(), objects: objects)
    }

    /// The top-level object's name: `objectName`, else `<prefix>Tokens` or `<System>Tokens`.
    static func objectName(for system: ResolvedSystem, parameters: OutputParameters) -> String {
        parameters.string("objectName")
            ?? (parameters.prefix.isEmpty ? (KotlinIdentifier.object(system.name) ?? "Design") : parameters.prefix) + "Tokens"
    }

    /// The name and KDoc text of the object of the `index`th selected mode (`mode`): the
    /// top-level object for the first, `<objectName><Mode>` for the others.
    static func modeObject(_ index: Int, mode: Int, of system: ResolvedSystem, objectName: String) -> (name: String, doc: String) {
        let suffix = index == 0 ? "" : (KotlinIdentifier.object(system.modes[mode]) ?? "Mode\(mode)")
        let doc = index == 0
            ? "The design tokens of \(system.name)" + (system.modes.count > 1 ? ", \(system.modes[mode]) mode." : ".")
            : "The tokens of \(system.name) whose \(system.modes[mode]) value differs from \(objectName)."
        return (objectName + suffix, doc)
    }

    /// A property's declaration and documentation.
    struct Property {
        var declaration: (String) -> String
        var doc: String?
    }

    static func property(for token: ResolvedToken, value: TokenValue, imports: inout Set<String>) -> Property? {
        let description = token.description.map(kdoc)
        func doc(_ extra: String?) -> String? {
            guard let description else { return extra?.nilIfEmpty }
            guard let extra else { return description.nilIfEmpty }
            return (description + " " + extra).nilIfEmpty
        }
        let color = "androidx.compose.ui.graphics.Color"
        switch value {
        case .color(let c):
            imports.insert(color)
            if !c.isInGamut(.srgb) { imports.insert("androidx.compose.ui.graphics.colorspace.ColorSpaces") }
            return Property(declaration: { "val \($0) = \(ComposeValueText.color(c))" }, doc: doc(nil))
        case .dimension(let d), .blur(let d):
            imports.insert("androidx.compose.ui.unit.dp")
            return Property(declaration: { "val \($0) = \(ComposeValueText.dp(d))" }, doc: doc(nil))
        case .fontFamily(let f):
            return Property(declaration: { "const val \($0) = \(KotlinIdentifier.stringLiteral(f.names.joined(separator: ", ")))" },
                            doc: doc("Font family name(s), most preferred first."))
        case .fontWeight(let w):
            imports.insert("androidx.compose.ui.text.font.FontWeight")
            return Property(declaration: { "val \($0) = \(ComposeValueText.fontWeight(w))" }, doc: doc(nil))
        case .duration(let d):
            return Property(declaration: { "const val \($0) = \(ComposeValueText.milliseconds(d))" }, doc: doc("Milliseconds."))
        case .cubicBezier(let b):
            imports.insert("androidx.compose.animation.core.CubicBezierEasing")
            return Property(declaration: { "val \($0) = \(ComposeValueText.easing(b))" }, doc: doc(nil))
        case .number(let n), .opacity(let n):
            return Property(declaration: { "const val \($0) = \(ComposeValueText.float(n))" }, doc: doc(nil))
        case .border(let b):
            imports.formUnion(["androidx.compose.foundation.BorderStroke", "androidx.compose.ui.unit.dp", color])
            if !b.color.isInGamut(.srgb) { imports.insert("androidx.compose.ui.graphics.colorspace.ColorSpaces") }
            return Property(declaration: { "val \($0) = \(ComposeValueText.border(b))" }, doc: doc("Style: \(CSSValueText.strokeStyle(b.style))."))
        case .transition(let t):
            imports.formUnion(["androidx.compose.animation.core.CubicBezierEasing", "androidx.compose.animation.core.TweenSpec",
                               "androidx.compose.animation.core.tween"])
            return Property(declaration: { "val \($0): TweenSpec<Float> = \(ComposeValueText.tween(t))" }, doc: doc(nil))
        case .shadow(let layers):
            imports.formUnion([color, "androidx.compose.ui.geometry.Offset", "androidx.compose.ui.graphics.Shadow"])
            if layers.contains(where: { !$0.color.isInGamut(.srgb) }) { imports.insert("androidx.compose.ui.graphics.colorspace.ColorSpaces") }
            let spread = layers.contains { $0.spread.value != 0 || $0.inset }
            return Property(declaration: { "val \($0) = \(ComposeValueText.shadow(layers))" },
                            doc: doc(spread ? "Compose's Shadow has no spread or inset; see the CSS output for them." : nil))
        case .gradient(let stops):
            let options = GradientOptions(token)
            imports.formUnion([color, "androidx.compose.ui.graphics.Brush"])
            if stops.contains(where: { !$0.color.isInGamut(.srgb) }) { imports.insert("androidx.compose.ui.graphics.colorspace.ColorSpaces") }
            let brush = ComposeValueText.brush(stops, angle: options.angle, kind: options.kind)
            if brush.contains("Offset(") { imports.insert("androidx.compose.ui.geometry.Offset") }
            return Property(declaration: { "val \($0) = \(brush)" }, doc: doc(nil))
        case .typography(let t):
            imports.formUnion(["androidx.compose.ui.text.TextStyle", "androidx.compose.ui.text.font.FontWeight",
                               "androidx.compose.ui.unit.sp"])
            let family = kdoc(t.fontFamily.names.joined(separator: ", "))
            return Property(declaration: { "val \($0) = \(ComposeValueText.textStyle(t))" }, doc: doc("Font family: \(family)."))
        case .spring(let s):
            imports.formUnion(["androidx.compose.animation.core.SpringSpec", "androidx.compose.animation.core.spring"])
            return Property(declaration: { "val \($0): SpringSpec<Float> = \(ComposeValueText.spring(s))" }, doc: doc(nil))
        case .strokeStyle, .haptic, .copy:
            return nil
        }
    }

    /// Text safe inside a one-line KDoc comment.
    static func kdoc(_ text: String) -> String {
        // Most descriptions are one ASCII line without `*/`: nothing to change.
        var previous: UInt8 = 0
        let unchanged = text.utf8.allSatisfy { byte in
            defer { previous = byte }
            return byte < 0x80 && !(0x0A...0x0D).contains(byte) && !(previous == UInt8(ascii: "*") && byte == UInt8(ascii: "/"))
        }
        if unchanged { return text }
        return String(text.map { $0.isNewline ? " " : $0 }).replacingOccurrences(of: "*/", with: "* /")
    }

    // MARK: Resources

    /// The resource files of one system (path under the resource folder → context), or nil after
    /// reporting names that collide.
    public func resourceContexts(for system: ResolvedSystem, modes: [Int], input: EmitInput) -> [(String, AndroidResourcesContext)]? {
        let sources = input.sourceFiles.joined(separator: ", ")
        let (dayMode, nightMode) = Self.dayAndNightModes(of: system, modes: modes)
        var names = ResourceNames(diagnostics: input.diagnostics)

        var colors: [AndroidResourceContext] = []
        var night: [AndroidResourceContext] = []
        var dimens: [AndroidResourceContext] = []
        for token in system.tokens {
            switch token.values[dayMode] {
            case .color(let c):
                guard let name = names.claim(token.path, token: token) else { continue }
                colors.append(AndroidResourceContext(element: "color", name: name, value: "#" + ComposeValueText.argb(c)))
                if let nightMode, nightMode != dayMode, case .color(let dark) = token.values[nightMode], dark != c {
                    night.append(AndroidResourceContext(element: "color", name: name, value: "#" + ComposeValueText.argb(dark)))
                }
            case .dimension(let d), .blur(let d):
                guard let name = names.claim(token.path, token: token) else { continue }
                dimens.append(AndroidResourceContext(element: "dimen", name: name, value: DecimalText.format(d.points, maximumFractionDigits: 4) + "dp"))
            case .typography(let t):
                guard let name = names.claim(token.path + ".font-size", token: token) else { continue }
                dimens.append(AndroidResourceContext(element: "dimen", name: name, value: DecimalText.format(t.fontSize.points, maximumFractionDigits: 4) + "sp"))
            default:
                continue
            }
        }
        guard let strings = Self.stringResources(of: system, modes: modes, input: input), !names.failed else { return nil }

        var result: [(String, AndroidResourcesContext)] = []
        if !colors.isEmpty { result.append(("values/colors.xml", AndroidResourcesContext(sources: sources, resources: colors))) }
        if !dimens.isEmpty { result.append(("values/dimens.xml", AndroidResourcesContext(sources: sources, resources: dimens))) }
        if !strings.isEmpty { result.append(("values/strings.xml", AndroidResourcesContext(sources: sources, resources: strings))) }
        if !night.isEmpty { result.append(("values-night/colors.xml", AndroidResourcesContext(sources: sources, resources: night))) }
        return result
    }

    /// The modes of `values/` (the light one, else the first) and `values-night/` (the dark one,
    /// if any) among the selected modes.
    static func dayAndNightModes(of system: ResolvedSystem, modes: [Int]) -> (day: Int, night: Int?) {
        let lightMode = modes.first { ColorAppearance(modeName: system.modes[$0]) == ColorAppearance(luminosity: .light, highContrast: false) }
        let nightMode = modes.first { ColorAppearance(modeName: system.modes[$0]) == ColorAppearance(luminosity: .dark, highContrast: false) }
        return (lightMode ?? modes[0], nightMode)
    }

    /// The `<string>` resources of the system's copy in the first mode, or nil after reporting
    /// keys used twice with different texts. A second string with the same resource name is
    /// reported and left out.
    static func stringResources(of system: ResolvedSystem, modes: [Int], input: EmitInput) -> [AndroidResourceContext]? {
        guard let entries = CopyEntry.entries(of: system, mode: modes[0], format: Self.formatName, diagnostics: input.diagnostics)
        else { return nil }
        var strings: [AndroidResourceContext] = []
        var stringNames = ResourceNames(diagnostics: input.diagnostics)
        for entry in entries {
            guard let name = stringNames.claim(entry.key, token: entry.token) else { continue }
            let format = CopyFormatString(entry.text, placeholders: entry.placeholders, specifiers: .android)
            strings.append(AndroidResourceContext(
                element: "string", name: name, value: AndroidStringText.string(format.text),
                comment: entry.comment.map(AndroidStringText.comment),
                notFormatted: entry.placeholders.isEmpty && entry.text.contains("%")))
        }
        return strings
    }

    /// The snake_case resource name of a dotted path (`color.brand.primary` → `color_brand_primary`;
    /// a leading digit gets `_`).
    public static func resourceName(_ path: String) -> String {
        if let name = NameStyle.snakeCase.applyASCII(toPath: path, prefix: "") {
            return name.utf8.first.map { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } == true ? "_" + name : name
        }
        var parts = path.split(separator: ".").map(String.init)
        if parts.count > 1, parts.last == "$root" { parts.removeLast() }
        let name = parts.map { NameStyle.snakeCase.apply($0) }.filter { !$0.isEmpty }.joined(separator: "_")
        return name.first?.isNumber == true ? "_" + name : name
    }

    private func render(_ name: String, _ context: Any, _ input: EmitInput) -> String? {
        input.render(name, context: context)
    }
}

/// Resource names handed out once each; a second token with the same name is an error.
private struct ResourceNames {
    let diagnostics: DiagnosticSink
    /// The path and name range of the token holding each name (not the whole token: copying one
    /// per resource was a tenth of the emitter's time).
    var owners: [String: (path: String, nameRange: SourceRange)] = [:]
    var failed = false

    init(diagnostics: DiagnosticSink) { self.diagnostics = diagnostics }

    mutating func claim(_ path: String, token: ResolvedToken) -> String? {
        let name = AndroidEmitter.resourceName(path)
        guard !name.isEmpty else { return nil }
        if let other = owners[name], other.path != token.path {
            diagnostics.report(.error(
                "android-name-collision", "'\(token.path)' and '\(other.path)' would both be the Android resource '\(name)'",
                at: token.nameRange, notes: [Diagnostic.Note("'\(other.path)' is defined here", at: other.nameRange)],
                suggestion: "rename one of them"))
            failed = true
            return nil
        }
        owners[name] = (token.path, token.nameRange)
        return name
    }
}

/// Collects properties into nested objects, keeping first-seen order.
private final class KotlinObjectBuilder {
    var properties: [(KotlinPropertyContext, ResolvedToken)] = []
    var propertyIndex: [String: Int] = [:]
    var children: [(String, KotlinObjectBuilder)] = []
    var childIndex: [String: Int] = [:]

    func child(_ name: String) -> KotlinObjectBuilder {
        if let index = childIndex[name] { return children[index].1 }
        let builder = KotlinObjectBuilder()
        childIndex[name] = children.count
        children.append((name, builder))
        return builder
    }

    /// The token already holding a property name.
    func owner(ofProperty name: String) -> ResolvedToken? {
        propertyIndex[name].map { properties[$0].1 }
    }

    func add(_ property: KotlinPropertyContext, for token: ResolvedToken) {
        propertyIndex[property.name] = properties.count
        properties.append((property, token))
    }

    func context(name: String, doc: String?, depth: Int) -> KotlinObjectContext {
        KotlinObjectContext(name: name, doc: doc, properties: properties.map(\.0),
                            objects: children.map { $0.1.context(name: $0.0, doc: nil, depth: depth + 1) }, depth: depth)
    }
}

extension String {
    /// nil for the empty string.
    fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}
