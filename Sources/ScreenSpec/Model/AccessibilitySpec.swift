import Diagnostics

/// What VoiceOver knows of an element.
///
/// ```yaml
/// accessibility:
///   label: "{copy.accessibility.logo}"     # a copy token, or a literal string
///   hint: Double-tap to sign in
///   traits: [button]
///   hidden: false
/// ```
public struct AccessibilitySpec: Sendable, Hashable {
    /// The label.
    public var label: TextContent?
    /// The hint.
    public var hint: TextContent?
    /// The value read after the label (a progress, a field's content).
    public var value: TextContent?
    /// Traits (`button`, `header`, `image`, `link`, `static-text`, `selected`, `updates-frequently`, …).
    public var traits: [String]
    /// Hidden from VoiceOver (decorative).
    public var hidden: Bool
    /// A live-region politeness for announcements (`polite`, `assertive`), when written.
    public var announcement: String?
    /// The accessibility mapping.
    public var range: SourceRange

    /// Creates an accessibility spec.
    public init(label: TextContent? = nil, hint: TextContent? = nil, value: TextContent? = nil, traits: [String] = [],
                hidden: Bool = false, announcement: String? = nil, range: SourceRange) {
        self.label = label; self.hint = hint; self.value = value; self.traits = traits
        self.hidden = hidden; self.announcement = announcement; self.range = range
    }

    /// The traits tokenc knows (UIAccessibilityTraits, kebab-case).
    public static let knownTraits = ["button", "header", "image", "link", "static-text", "selected", "not-enabled",
                                     "updates-frequently", "search-field", "keyboard-key", "summary-element",
                                     "adjustable", "allows-direct-interaction", "causes-page-turn", "tab-bar",
                                     "plays-sound", "starts-media-session", "text-field", "secure-text-field",
                                     "progress", "modal", "alert"]
}
