/// The context of the `screens/swift` template: the screens of one design system as one Swift
/// file. Documented field by field in `Documentation/Screens.md`.
public struct ScreensFileContext: Sendable, TemplateContext {
    /// The generated file's name (`LatenScreens.swift`).
    public var fileName: String
    /// The design system's name (`laten`).
    public var systemName: String
    /// The spec files, relative to the configuration, in order.
    public var sourceFiles: [String]
    /// `public` or `internal`.
    public var access: String
    /// The type-name prefix (`Laten`).
    public var prefix: String
    /// The token file's value-type namespace (`LatenTokens`), which token references point into.
    public var tokensNamespace: String
    /// The namespace of the screens' own types (`LatenScreens`: `Animation`).
    public var screensNamespace: String
    /// One enum per screen (`LatenSplash`), in spec order.
    public var screens: [ScreenNamespaceContext]
    /// What the file needs: `Animation` (any animation), `colorValues` / `shadowValues` (animated
    /// colors / shadows), `L10n` (localized copy accessors).
    public var uses: Set<String>
    /// The type of an animation's curve (`LatenTokens.CubicBezier`).
    public var curveType: String
    /// The type of an animation's spring (`LatenTokens.Spring`).
    public var springType: String
    /// The type of an animated color (`LatenTokens.Color`).
    public var colorType: String
    /// The type of one animated shadow layer (`LatenTokens.Shadow`).
    public var shadowType: String
    /// The value types the screens need but the token file does not declare (a system without
    /// spring tokens, say), as a ``SwiftFileContext`` for the `swift/values`, `swift/swiftui` and
    /// `swift/uikit` templates, in the namespace `<Prefix>ScreenValues`; nil when none are missing.
    public var fallbackValues: SwiftFileContext?

    /// Creates a file context.
    public init(fileName: String, systemName: String, sourceFiles: [String], access: String, prefix: String,
                tokensNamespace: String, screensNamespace: String, screens: [ScreenNamespaceContext], uses: Set<String>,
                curveType: String, springType: String, colorType: String, shadowType: String,
                fallbackValues: SwiftFileContext?) {
        self.fileName = fileName
        self.systemName = systemName
        self.sourceFiles = sourceFiles
        self.access = access
        self.prefix = prefix
        self.tokensNamespace = tokensNamespace
        self.screensNamespace = screensNamespace
        self.screens = screens
        self.uses = uses
        self.curveType = curveType
        self.springType = springType
        self.colorType = colorType
        self.shadowType = shadowType
        self.fallbackValues = fallbackValues
    }

    /// The fields above by name; `uses` answers each name with a Bool.
    public func child(named name: String) -> TemplateValue? {
        switch name {
        case "fileName": return .text(fileName)
        case "systemName": return .text(systemName)
        case "sourceFiles": return .texts(sourceFiles)
        case "access": return .text(access)
        case "prefix": return .text(prefix)
        case "tokensNamespace": return .text(tokensNamespace)
        case "screensNamespace": return .text(screensNamespace)
        case "screens": return .list(screens)
        case "uses": return .context(UsedFeatures(names: uses))
        case "curveType": return .text(curveType)
        case "springType": return .text(springType)
        case "colorType": return .text(colorType)
        case "shadowType": return .text(shadowType)
        case "fallbackValues": return .optional(fallbackValues)
        default: return nil
        }
    }

    /// `{{#uses.Animation}}`: whether the file needs a feature.
    struct UsedFeatures: TemplateContext {
        var names: Set<String>
        func child(named name: String) -> TemplateValue? { .bool(names.contains(name)) }
    }
}
