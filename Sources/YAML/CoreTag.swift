/// The tags of the YAML 1.2 core schema, as libyaml reports them once `!!x` shorthand is resolved.
enum CoreTag {
    static let str = "tag:yaml.org,2002:str"
    static let null = "tag:yaml.org,2002:null"
    static let bool = "tag:yaml.org,2002:bool"
    static let int = "tag:yaml.org,2002:int"
    static let float = "tag:yaml.org,2002:float"
    static let merge = "tag:yaml.org,2002:merge"
    /// The non-specific tag `!`: the node is a string, sequence or mapping, never resolved.
    static let nonSpecific = "!"

    /// What an explicit scalar tag asks for.
    enum Kind {
        case string, null, bool, int, float

        /// The kind a tag asks for, or nil for a tag outside the core schema (`!custom`, `!!binary`).
        init?(tag: String) {
            switch tag {
            case CoreTag.str, CoreTag.nonSpecific: self = .string
            case CoreTag.null: self = .null
            case CoreTag.bool: self = .bool
            case CoreTag.int: self = .int
            case CoreTag.float: self = .float
            default: return nil
            }
        }

        /// The `!!x` spelling, for messages.
        var shorthand: String {
            switch self {
            case .string: return "!!str"
            case .null: return "!!null"
            case .bool: return "!!bool"
            case .int: return "!!int"
            case .float: return "!!float"
            }
        }

        /// The text resolved as this kind, or nil when the text does not spell one.
        func strictValue(of text: String) -> CoreValue? {
            if self == .string { return .string(text) }
            let resolved = CoreSchema.resolve(text)
            switch (self, resolved) {
            case (.null, .null), (.bool, .bool), (.int, .int), (.float, .float):
                return resolved
            case (.float, .int(let i)):
                return .float(Double(i))
            default:
                return nil
            }
        }

        /// The text resolved as this kind; a string when it does not fit.
        func value(of text: String) -> CoreValue {
            strictValue(of: text) ?? .string(text)
        }
    }
}
