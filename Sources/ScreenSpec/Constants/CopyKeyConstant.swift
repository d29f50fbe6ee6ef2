/// One copy key used by a screen: `LatenAuth.Title.copyKey = "home.greeting"`.
public struct CopyKeyConstant: Sendable, Hashable, Codable {
    /// lowerCamelCase role (`text`, `placeholder`, `accessibilityLabel`, `accessibilityHint`,
    /// or `<state>Text` for a state's copy); for ``ScreenConstants/copyKeys``, the key in lowerCamelCase.
    public var identifier: String
    /// The translation key (`home.greeting`).
    public var key: String
    /// The copy token's path.
    public var tokenPath: String
    /// The source-language text (the alternate's, when one is chosen).
    public var text: String
    /// The alternate chosen, if any.
    public var alternate: String?

    /// Creates a copy key constant.
    public init(identifier: String, key: String, tokenPath: String, text: String, alternate: String?) {
        self.identifier = identifier; self.key = key; self.tokenPath = tokenPath; self.text = text; self.alternate = alternate
    }
}
