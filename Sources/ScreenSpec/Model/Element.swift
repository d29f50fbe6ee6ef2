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
public struct Element: Sendable, Hashable, CustomReflectable {
    /// The element's values, shared between copies until one of them is changed (an element is
    /// copied into every list of placed elements and ancestors; this keeps a copy one reference).
    /// The large parts most elements leave out (copy, text, placeholder, accessibility, haptic)
    /// are boxed on their own (``SharedValue``), so an element is ~250 bytes instead of ~1.1 KB.
    @usableFromInline
    struct Fields: Sendable, Hashable {
        @usableFromInline var id: String
        @usableFromInline var idRange: SourceRange
        @usableFromInline var kind: ElementKind
        @usableFromInline var kindRange: SourceRange
        @usableFromInline var style: ElementStyle
        @usableFromInline var copy: SharedValue<CopyReference>?
        @usableFromInline var text: SharedValue<SpecValue<String>>?
        @usableFromInline var placeholder: SharedValue<TextContent>?
        @usableFromInline var symbol: String?
        @usableFromInline var inputType: String?
        @usableFromInline var accessibility: SharedValue<AccessibilitySpec>?
        @usableFromInline var isInteractive: Bool
        @usableFromInline var haptic: SharedValue<SpecValue<Haptic>>?
        @usableFromInline var states: [ElementState]
        @usableFromInline var visibleIn: [String]
        @usableFromInline var animations: [ElementAnimation]
        @usableFromInline var navigation: [Navigation]
        @usableFromInline var children: [Element]
        @usableFromInline var note: String?
        @usableFromInline var range: SourceRange
    }

    /// The shared, copy-on-write storage of ``Fields``.
    @usableFromInline
    final class Box: @unchecked Sendable {
        /// Read without the run-time exclusivity check a class's stored property costs (every
        /// rule reads every element's values through it: ~2 % of a lint's instructions): the box is
        /// only changed through ``makeUnique()`` by the one value that owns it, never while
        /// it is being read.
        @exclusivity(unchecked) @usableFromInline var fields: Fields
        @usableFromInline init(_ fields: Fields) { self.fields = fields }
    }

    /// The values, shared with the copies of this element.
    @usableFromInline var box: Box

    /// Gives this element its own box before a change, when other copies share it.
    @inlinable
    mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
    }

    /// The element's id, unique within its screen (`logo`, `email-field`).
    public var id: String {
        @inlinable get { box.fields.id }
        @inlinable _modify { makeUnique(); yield &box.fields.id }
    }
    /// Where the id is written.
    public var idRange: SourceRange {
        @inlinable get { box.fields.idRange }
        @inlinable _modify { makeUnique(); yield &box.fields.idRange }
    }
    /// What it is.
    public var kind: ElementKind {
        @inlinable get { box.fields.kind }
        @inlinable _modify { makeUnique(); yield &box.fields.kind }
    }
    /// Where the kind is written.
    public var kindRange: SourceRange {
        @inlinable get { box.fields.kindRange }
        @inlinable _modify { makeUnique(); yield &box.fields.kindRange }
    }
    /// Its visual properties in the default state.
    public var style: ElementStyle {
        @inlinable get { box.fields.style }
        @inlinable _modify { makeUnique(); yield &box.fields.style }
    }
    /// The copy it shows (`copy:`); for an input, its text content if any.
    public var copy: CopyReference? {
        @inlinable get { box.fields.copy?.value }
        @inlinable set { makeUnique(); box.fields.copy = newValue.map(SharedValue.init) }
    }
    /// A literal text it shows (`text:`), reported by the raw-value rule.
    public var text: SpecValue<String>? {
        @inlinable get { box.fields.text?.value }
        @inlinable set { makeUnique(); box.fields.text = newValue.map(SharedValue.init) }
    }
    /// An input's placeholder (`placeholder:`): a copy key, or a literal in `placeholder-text:`.
    public var placeholder: TextContent? {
        @inlinable get { box.fields.placeholder?.value }
        @inlinable set { makeUnique(); box.fields.placeholder = newValue.map(SharedValue.init) }
    }
    /// The name of the icon or image (`symbol: envelope.fill`, `asset: logo`), if any.
    public var symbol: String? {
        @inlinable get { box.fields.symbol }
        @inlinable _modify { makeUnique(); yield &box.fields.symbol }
    }
    /// An input's content type (`input-type: email | password | text | one-time-code | name | new-password`).
    public var inputType: String? {
        @inlinable get { box.fields.inputType }
        @inlinable _modify { makeUnique(); yield &box.fields.inputType }
    }
    /// What VoiceOver knows of it.
    public var accessibility: AccessibilitySpec? {
        @inlinable get { box.fields.accessibility?.value }
        @inlinable set { makeUnique(); box.fields.accessibility = newValue.map(SharedValue.init) }
    }
    /// Whether it reacts to touch: `interactive:` when written, else true for buttons, inputs and toggles.
    public var isInteractive: Bool {
        @inlinable get { box.fields.isInteractive }
        @inlinable _modify { makeUnique(); yield &box.fields.isInteractive }
    }
    /// Haptic feedback on interaction (`haptic:`).
    public var haptic: SpecValue<Haptic>? {
        @inlinable get { box.fields.haptic?.value }
        @inlinable set { makeUnique(); box.fields.haptic = newValue.map(SharedValue.init) }
    }
    /// Interaction-state overrides (`states:`), in the order written.
    public var states: [ElementState] {
        @inlinable get { box.fields.states }
        @inlinable _modify { makeUnique(); yield &box.fields.states }
    }

    /// Whether two elements refer to the same copy the same way: their text, placeholder and
    /// accessibility, and their states' texts. Asked of an element and its counterpart in another
    /// mode of the same spec, which usually share their storage or at least these parts: compared
    /// as shared storage first, as values only when that does not settle it (copying the
    /// elements' parts out to compare them was ~2 % of a large lint).
    public func hasSameCopyReferences(as other: Element) -> Bool {
        if box === other.box { return true }
        guard box.fields.copy == other.box.fields.copy, box.fields.placeholder == other.box.fields.placeholder,
              box.fields.accessibility == other.box.fields.accessibility,
              box.fields.states.count == other.box.fields.states.count else { return false }
        for k in box.fields.states.indices where box.fields.states[k].copy != other.box.fields.states[k].copy { return false }
        return true
    }
    /// The screen states in which it is shown (`visible-in: [error]`); empty = all.
    public var visibleIn: [String] {
        @inlinable get { box.fields.visibleIn }
        @inlinable _modify { makeUnique(); yield &box.fields.visibleIn }
    }
    /// Its animations (`animations:`), in the order written.
    public var animations: [ElementAnimation] {
        @inlinable get { box.fields.animations }
        @inlinable _modify { makeUnique(); yield &box.fields.animations }
    }
    /// Where it leads (`navigates-to:`).
    public var navigation: [Navigation] {
        @inlinable get { box.fields.navigation }
        @inlinable _modify { makeUnique(); yield &box.fields.navigation }
    }
    /// Its children (a container's or button's `elements:`), painted on its background.
    public var children: [Element] {
        @inlinable get { box.fields.children }
        @inlinable _modify { makeUnique(); yield &box.fields.children }
    }
    /// A free-form note (`note:`), kept for documentation.
    public var note: String? {
        @inlinable get { box.fields.note }
        @inlinable _modify { makeUnique(); yield &box.fields.note }
    }
    /// The element mapping.
    public var range: SourceRange {
        @inlinable get { box.fields.range }
        @inlinable _modify { makeUnique(); yield &box.fields.range }
    }

    /// Creates an element.
    public init(id: String, idRange: SourceRange, kind: ElementKind, kindRange: SourceRange, style: ElementStyle = ElementStyle(),
                copy: CopyReference? = nil, text: SpecValue<String>? = nil, placeholder: TextContent? = nil,
                symbol: String? = nil, inputType: String? = nil, accessibility: AccessibilitySpec? = nil,
                isInteractive: Bool? = nil, haptic: SpecValue<Haptic>? = nil, states: [ElementState] = [],
                visibleIn: [String] = [], animations: [ElementAnimation] = [], navigation: [Navigation] = [],
                children: [Element] = [], note: String? = nil, range: SourceRange) {
        box = Box(Fields(id: id, idRange: idRange, kind: kind, kindRange: kindRange, style: style,
                         copy: copy.map(SharedValue.init), text: text.map(SharedValue.init),
                         placeholder: placeholder.map(SharedValue.init), symbol: symbol, inputType: inputType,
                         accessibility: accessibility.map(SharedValue.init),
                         isInteractive: isInteractive ?? kind.isInteractiveByDefault, haptic: haptic.map(SharedValue.init), states: states,
                         visibleIn: visibleIn, animations: animations, navigation: navigation, children: children,
                         note: note, range: range))
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

    /// Whether two elements are equal: the same values (shared storage is equal at once).
    public static func == (lhs: Element, rhs: Element) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }

    /// Hashes the element's values.
    public func hash(into hasher: inout Hasher) { hasher.combine(box.fields) }

    /// Its values, as a stored-property struct would show them (in test failures, `dump`).
    public var customMirror: Mirror {
        let children: [Mirror.Child] = [
            ("id", id), ("idRange", idRange), ("kind", kind), ("kindRange", kindRange), ("style", style),
            ("copy", copy as Any), ("text", text as Any), ("placeholder", placeholder as Any), ("symbol", symbol as Any),
            ("inputType", inputType as Any), ("accessibility", accessibility as Any), ("isInteractive", isInteractive),
            ("haptic", haptic as Any), ("states", states), ("visibleIn", visibleIn), ("animations", animations),
            ("navigation", navigation), ("children", children), ("note", note as Any), ("range", range),
        ]
        return Mirror(self, children: children, displayStyle: .struct)
    }
}
