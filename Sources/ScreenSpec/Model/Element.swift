import Diagnostics
import TokenModel

/// One node of a screen's element tree.
///
/// ```yaml
/// - id: submit
///   kind: button
///   copy: auth.submit.sign-in
///   typography: "{type.button}"
///   color: "{color.primary-foreground}"
///   background: { color: "{color.primary}" }
///   height: 56pt
///   corner-radius: "{radius.lg}"
///   states: { pressed: { scale: 0.98 }, disabled: { opacity: 0.5 } }
///   accessibility: { label: "{copy.auth.submit.sign-in}" }
///   navigates-to: { to: app:home, when: success }
/// ```
public struct Element: Sendable, Hashable {
    /// The element's id, unique within its screen (`logo`, `email-field`).
    public var id: String
    /// Where the id is written.
    public var idRange: SourceRange
    /// What it is.
    public var kind: ElementKind
    /// Where the kind is written.
    public var kindRange: SourceRange
    /// Its visual properties in the default state.
    public var style: ElementStyle
    /// The copy it shows (`copy:`); for an input, its text content if any.
    public var copy: CopyReference?
    /// A literal text it shows (`text:`), reported by the raw-value rule.
    public var text: SpecValue<String>?
    /// An input's placeholder (`placeholder:`): a copy key, or a literal in `placeholder-text:`.
    public var placeholder: TextContent?
    /// The name of the icon or image (`symbol: envelope.fill`, `asset: logo`), if any.
    public var symbol: String?
    /// An input's content type (`input-type: email | password | text | one-time-code | name | new-password`).
    public var inputType: String?
    /// What VoiceOver knows of it.
    public var accessibility: AccessibilitySpec?
    /// Whether it reacts to touch: `interactive:` when written, else true for buttons, inputs and toggles.
    public var isInteractive: Bool
    /// Haptic feedback on interaction (`haptic:`).
    public var haptic: SpecValue<Haptic>?
    /// Interaction-state overrides (`states:`), in the order written.
    public var states: [ElementState]
    /// The screen states in which it is shown (`visible-in: [error]`); empty = all.
    public var visibleIn: [String]
    /// Its animations (`animations:`), in the order written.
    public var animations: [ElementAnimation]
    /// Where it leads (`navigates-to:`).
    public var navigation: [Navigation]
    /// Its children (a container's or button's `elements:`), painted on its background.
    public var children: [Element]
    /// A free-form note (`note:`), kept for documentation.
    public var note: String?
    /// The element mapping.
    public var range: SourceRange

    /// Creates an element.
    public init(id: String, idRange: SourceRange, kind: ElementKind, kindRange: SourceRange, style: ElementStyle = ElementStyle(),
                copy: CopyReference? = nil, text: SpecValue<String>? = nil, placeholder: TextContent? = nil,
                symbol: String? = nil, inputType: String? = nil, accessibility: AccessibilitySpec? = nil,
                isInteractive: Bool? = nil, haptic: SpecValue<Haptic>? = nil, states: [ElementState] = [],
                visibleIn: [String] = [], animations: [ElementAnimation] = [], navigation: [Navigation] = [],
                children: [Element] = [], note: String? = nil, range: SourceRange) {
        self.id = id; self.idRange = idRange; self.kind = kind; self.kindRange = kindRange; self.style = style
        self.copy = copy; self.text = text; self.placeholder = placeholder; self.symbol = symbol
        self.inputType = inputType; self.accessibility = accessibility
        self.isInteractive = isInteractive ?? kind.isInteractiveByDefault; self.haptic = haptic
        self.states = states; self.visibleIn = visibleIn; self.animations = animations
        self.navigation = navigation; self.children = children; self.note = note; self.range = range
    }

    /// The state override of that name, if any.
    public func state(named name: String) -> ElementState? { states.first { $0.name == name } }

    /// The style in effect in an interaction state: the default style with that state's overrides.
    /// Unknown state names give the default style.
    public func style(in stateName: String) -> ElementStyle {
        guard let state = state(named: stateName) else { return style }
        return style.overridden(by: state.style)
    }

    /// The animation for a trigger, if any.
    public func animation(_ trigger: AnimationTrigger) -> ElementAnimation? { animations.first { $0.trigger == trigger } }

    /// The text shown in the default state: the copy's text, else the literal text.
    public var displayedText: String? { copy?.text ?? text?.value }
}
