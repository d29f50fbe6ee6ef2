import Diagnostics
import TokenModel

/// One screen spec (`specs/<system>/<screen>.screen.yaml`), resolved against its design system in
/// one mode. ``ScreenSpecLoader`` returns one `Screen` per (spec file, mode).
///
/// ```yaml
/// screen: splash
/// system: urbannest
/// modes: [light, dark]            # default: every mode of the system
/// states: [default, error]        # screen states; elements say `visible-in: [error]`
/// background:
///   - color: "{color.brand.primary}"
/// elements: [ … ]
/// reduced-motion: { logo: { entry: none } }
/// navigates-to: { to: app:home, when: auto, after: 2.5s }
/// ```
public struct Screen: Sendable, Hashable {
    /// How a screen is presented.
    public enum Presentation: String, Sendable, Hashable, CaseIterable {
        /// Fills the display.
        case fullScreen = "full-screen"
        /// A bottom sheet over another screen.
        case sheet
        /// A centered modal over a dimmed screen.
        case modal
    }

    /// The screen's name (`screen:`), unique within its system; navigation targets name it.
    public var name: String
    /// Where the name is written.
    public var nameRange: SourceRange
    /// The design system's name (`system:`).
    public var system: String
    /// The mode this screen is resolved in.
    public var mode: String
    /// The mode's index in the system's ``ResolvedSystem/modes``.
    public var modeIndex: Int
    /// The modes the spec covers (each gives one `Screen`), default first.
    public var modes: [String]
    /// The screen states (`states:`), `default` first.
    public var states: [String] { didSet { provenance.remapped = false } }
    /// How it is presented (`presentation:`).
    public var presentation: Presentation
    /// A free-form description (`description:`).
    public var description: String?
    /// The background stack, bottom layer first (`background:`). For a sheet or modal, its own
    /// surface; what shows behind a translucent sheet is not modelled.
    public var background: [BackgroundLayer] { didSet { provenance.remapped = false } }
    /// The top-level elements, in drawing order.
    public var elements: [Element] {
        didSet {
            placedElements = Self.placed(elements)
            provenance.remapped = false
            provenance.referencedTokens = nil
        }
    }
    /// ``elements`` flattened (``allElements``), kept up to date as they change: every rule walks it.
    private var placedElements: [PlacedElement]
    /// Animations of the whole screen (`animations:`, e.g. a splash fading out).
    public var animations: [ElementAnimation] = [] { didSet { provenance.remapped = false } }
    /// Screen-level navigation (`navigates-to:`).
    public var navigation: [Navigation] { didSet { provenance.remapped = false } }
    /// Every value written in the spec, in document order.
    public var values: [SpecValueOccurrence] {
        get { valueStore.values }
        set {
            valueStore = .list(newValue)
            provenance.remapped = false
            provenance.referencedTokens = nil
        }
    }
    /// Where ``values`` come from: held, or made from an earlier mode's when first read.
    private var valueStore: ValueStore
    /// The file.
    public var file: FileID
    /// The document's root mapping.
    public var range: SourceRange
    /// How the screen was made (not part of what it is: see ``Provenance``).
    public internal(set) var provenance = Provenance()

    /// How a screen was made. Two screens that hold the same are equal however each was made, so
    /// a provenance equals every other and adds nothing to a hash.
    public struct Provenance: Sendable, Hashable {
        /// Whether the screen was made from an earlier mode's screen of the same spec by giving
        /// its token references this mode's values (``ScreenModeRemapper``), rather than decoded
        /// from the YAML: it then writes the same elements, literals and references at the same
        /// places as that screen, which comes before it in the loader's order — only the values
        /// of tokens that differ between the modes differ. Changing what the screen writes (its
        /// states, background, elements, animations, navigation or values) clears it.
        public var remapped = false
        /// The indexes in its system's ``ResolvedSystem/tokens`` of the tokens the screen refers
        /// to through ``Screen/values`` and its elements' copy references, each once, as the
        /// decoder found them (``Screen/referencedTokenIndexes``); nil when not known.
        var referencedTokens: ReferencedTokens?

        public static func == (lhs: Provenance, rhs: Provenance) -> Bool { true }
        public func hash(into hasher: inout Hasher) {}
    }

    /// ``Provenance/remapped``: a rule that reads only what a spec writes (its structure and
    /// literals, not token values) and reports each place once finds nothing new in such a screen.
    public var isRemapped: Bool { provenance.remapped }

    /// The tokens a decoded screen refers to through ``values`` and its elements' copy
    /// references, each once (in no particular order), by index in the system it was decoded
    /// against, which had `tokenCount` tokens; nil for a screen made otherwise, or changed since
    /// (its ``values`` or ``elements``). What a rule about usage needs to know of most screens,
    /// without looking up every reference's path again.
    public var referencedTokenIndexes: (indexes: [Int], tokenCount: Int)? {
        provenance.referencedTokens.map { ($0.indexes, $0.tokenCount) }
    }

    /// ``referencedTokenIndexes``' storage.
    struct ReferencedTokens: Sendable {
        var indexes: [Int]
        var tokenCount: Int
    }

    /// Creates a screen.
    public init(name: String, nameRange: SourceRange, system: String, mode: String, modeIndex: Int, modes: [String],
                states: [String] = ["default"], presentation: Presentation = .fullScreen, description: String? = nil,
                background: [BackgroundLayer] = [], elements: [Element] = [], navigation: [Navigation] = [],
                values: [SpecValueOccurrence] = [], file: FileID, range: SourceRange) {
        self.name = name; self.nameRange = nameRange; self.system = system; self.mode = mode
        self.modeIndex = modeIndex; self.modes = modes; self.states = states; self.presentation = presentation
        self.description = description; self.background = background; self.elements = elements
        self.placedElements = Self.placed(elements)
        self.navigation = navigation; self.valueStore = .list(values); self.file = file; self.range = range
    }

    /// Gives ``values`` the occurrences of an earlier mode's screen of the same spec with their
    /// token references in another mode, made only when first read (``RemappedValues``): the
    /// rules that read occurrences skip remapped screens, so most never are.
    mutating func remapValues(_ remapped: RemappedValues) {
        valueStore = .remapped(remapped)
    }

    /// Every element, depth first in document order, with its ancestors.
    public var allElements: [PlacedElement] { placedElements }

    /// Every element of a tree, depth first in document order, with its ancestors.
    static func placed(_ elements: [Element]) -> [PlacedElement] {
        var result: [PlacedElement] = []
        var stack: [(Element, [Element])] = elements.reversed().map { ($0, []) }
        while let (element, ancestors) = stack.popLast() {
            result.append(PlacedElement(element: element, ancestors: ancestors))
            guard !element.children.isEmpty else { continue }
            let inner = ancestors + [element]
            stack.append(contentsOf: element.children.reversed().map { ($0, inner) })
        }
        return result
    }

    /// Every animation of the screen: the screen's own, its background layers', then each
    /// element's (depth first), each with its owner.
    public var allAnimations: [PlacedAnimation] {
        var result = animations.map { PlacedAnimation(owner: "screen", elementID: nil, animation: $0) }
        for (i, layer) in background.enumerated() {
            let owner = layer.name ?? "background[\(i)]"
            result += layer.animations.map { PlacedAnimation(owner: owner, elementID: nil, animation: $0) }
        }
        for placed in allElements {
            for (i, layer) in (placed.element.style.background?.layers ?? []).enumerated() {
                let owner = placed.element.id + "." + (layer.name ?? "background[\(i)]")
                result += layer.animations.map { PlacedAnimation(owner: owner, elementID: placed.element.id, animation: $0) }
            }
            result += placed.element.animations.map { PlacedAnimation(owner: placed.element.id, elementID: placed.element.id, animation: $0) }
        }
        return result
    }

    /// The element with that id, anywhere in the tree.
    public func element(id: String) -> PlacedElement? { allElements.first { $0.element.id == id } }
}

/// Where a screen's ``Screen/values`` come from.
private enum ValueStore: Sendable, Hashable {
    /// The occurrences themselves.
    case list([SpecValueOccurrence])
    /// Another mode's, remapped when first read.
    case remapped(RemappedValues)

    var values: [SpecValueOccurrence] {
        switch self {
        case .list(let values): return values
        case .remapped(let remapped): return remapped.values
        }
    }

    static func == (lhs: ValueStore, rhs: ValueStore) -> Bool { lhs.values == rhs.values }
    func hash(into hasher: inout Hasher) { hasher.combine(values) }
}
