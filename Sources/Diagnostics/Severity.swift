/// How serious a diagnostic is. Ordered from least to most severe.
public enum Severity: String, Sendable, Comparable, CaseIterable, Codable {
    /// Extra information attached to another finding.
    case note
    /// Something that is probably wrong but does not stop a build.
    case warning
    /// Something that is wrong; a command that reports one exits with status 1.
    case error

    private var rank: Int {
        switch self {
        case .note: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
