/// The value of a ``RuleOption``.
public enum RuleOptionValue: Sendable, Hashable {
    /// A number.
    case number(Double)
    /// A boolean.
    case bool(Bool)
    /// One word of a choice.
    case choice(String)

    /// The number, if this is one.
    public var number: Double? {
        if case .number(let n) = self { return n }
        return nil
    }

    /// The boolean, if this is one.
    public var bool: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    /// The word, if this is a choice.
    public var choice: String? {
        if case .choice(let c) = self { return c }
        return nil
    }

    /// The value as written in YAML (`4.5`, `true`, `AAA`).
    public var text: String {
        switch self {
        case .number(let n):
            if n == n.rounded(), abs(n) < 1e15 { return String(Int(n)) }
            return String(n)
        case .bool(let b): return b ? "true" : "false"
        case .choice(let c): return c
        }
    }
}
