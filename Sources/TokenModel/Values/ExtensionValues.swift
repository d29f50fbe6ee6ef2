import Foundation

/// A damped spring (tokenc extension type `dev.tokenc.spring`).
///
/// Stored physically (stiffness, damping, mass). SwiftUI's `response`/`dampingFraction` form is
/// converted exactly, both ways:
/// `stiffness = mass · (2π / response)²`, `damping = 4π · dampingFraction · mass / response`.
public struct Spring: Sendable, Hashable {
    /// Which form the spring was written in, so output can keep the author's form.
    public enum Form: String, Sendable, Hashable {
        case physical
        case response
    }
    public var stiffness: Double
    public var damping: Double
    public var mass: Double
    /// The form it was authored in.
    public var form: Form

    /// Creates a spring from its physical parameters.
    public init(stiffness: Double, damping: Double, mass: Double = 1) {
        self.stiffness = stiffness; self.damping = damping; self.mass = mass
        self.form = .physical
    }

    /// Creates a spring from SwiftUI's response (seconds per undamped oscillation) and damping
    /// fraction (1 = critically damped).
    public init(response: Double, dampingFraction: Double, mass: Double = 1) {
        let omega = 2 * Double.pi / response
        self.stiffness = mass * omega * omega
        self.damping = 4 * Double.pi * dampingFraction * mass / response
        self.mass = mass
        self.form = .response
    }

    /// Seconds per undamped oscillation: `2π · sqrt(mass / stiffness)`.
    public var response: Double { 2 * Double.pi * (mass / stiffness).squareRoot() }
    /// `damping / (2 · sqrt(stiffness · mass))`; 1 is critically damped.
    public var dampingFraction: Double { damping / (2 * (stiffness * mass).squareRoot()) }
}

/// A haptic feedback style (tokenc extension type `dev.tokenc.haptic`), named after UIKit's
/// feedback generators.
public enum Haptic: Sendable, Hashable {
    /// `UIImpactFeedbackGenerator.FeedbackStyle`.
    public enum Impact: String, Sendable, Hashable, CaseIterable {
        case light, medium, heavy, soft, rigid
    }
    /// `UINotificationFeedbackGenerator.FeedbackType`.
    public enum Notification: String, Sendable, Hashable, CaseIterable {
        case success, warning, error
    }
    case impact(Impact)
    case notification(Notification)
    case selection

    /// The written form: `impact.medium`, `notification.success`, `selection`.
    public var name: String {
        switch self {
        case .impact(let style): return "impact.\(style.rawValue)"
        case .notification(let type): return "notification.\(type.rawValue)"
        case .selection: return "selection"
        }
    }

    /// Parses the written form.
    public init?(name: String) {
        if name == "selection" { self = .selection; return }
        let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return nil }
        switch parts[0] {
        case "impact":
            guard let style = Impact(rawValue: parts[1]) else { return nil }
            self = .impact(style)
        case "notification":
            guard let type = Notification(rawValue: parts[1]) else { return nil }
            self = .notification(type)
        default: return nil
        }
    }

    /// Every valid written form, for "did you mean" suggestions.
    public static let allNames: [String] =
        Impact.allCases.map { "impact.\($0.rawValue)" }
        + Notification.allCases.map { "notification.\($0.rawValue)" } + ["selection"]
}

/// A UX copy string (tokenc extension type `dev.tokenc.copy`), keyed by translation key.
public struct Copy: Sendable, Hashable {
    /// A named placeholder in the text, written `{name}` in the source string.
    public struct Placeholder: Sendable, Hashable {
        /// The placeholder's name.
        public var name: String
        /// Its kind: `string` (default), `int` or `double`.
        public var format: String
        /// Creates a placeholder.
        public init(name: String, format: String = "string") {
            self.name = name; self.format = format
        }
    }
    /// The source-language text.
    public var text: String
    /// The translation key (`auth.signIn`); defaults to the token path when not given.
    public var key: String?
    /// Alternate wordings by name (`short`, `signUp`, …), sorted by name.
    public var alternates: [String: String]
    /// Placeholders in order of first appearance.
    public var placeholders: [Placeholder]
    /// A note for translators.
    public var comment: String?

    /// Creates a copy value.
    public init(text: String, key: String? = nil, alternates: [String: String] = [:],
                placeholders: [Placeholder] = [], comment: String? = nil) {
        self.text = text; self.key = key; self.alternates = alternates
        self.placeholders = placeholders; self.comment = comment
    }
}
