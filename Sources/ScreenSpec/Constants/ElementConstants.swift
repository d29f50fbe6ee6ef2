/// The constants of one element: `LatenSplash.Logo`.
public struct ElementConstants: Sendable, Hashable, Codable {
    /// The element's id as written (`logo`, `email-field`).
    public var id: String
    /// The id in UpperCamelCase (`Logo`, `EmailField`).
    public var typeName: String
    /// The element's kind (`image`).
    public var kind: String
    /// Its metrics in document order: `size` (when width = height), `width`, `height`,
    /// `minHeight`, `cornerRadius`, `spacing`, `paddingTop`/`Leading`/`Bottom`/`Trailing`,
    /// `borderWidth`, `fontSize`, `fontWeight`, `letterSpacing`, `lineHeight`, `opacity`, `scale`,
    /// `backdropBlur`.
    public var metrics: [MetricConstant]
    /// Its animations (`entry`, `loop`, …).
    public var animations: [AnimationConstants]
    /// The copy keys it uses (`title`, `placeholder`, `accessibilityLabel`, …).
    public var copyKeys: [CopyKeyConstant]

    /// Creates element constants.
    public init(id: String, typeName: String, kind: String, metrics: [MetricConstant],
                animations: [AnimationConstants], copyKeys: [CopyKeyConstant]) {
        self.id = id; self.typeName = typeName; self.kind = kind; self.metrics = metrics
        self.animations = animations; self.copyKeys = copyKeys
    }
}
