/// The output formats of `tokenc lint --format`.
public enum ReportFormat: String, CaseIterable, Sendable {
    /// Compiler-style text with source excerpts and a summary (``TextReporter``).
    case text
    /// The documented, stable JSON document (``JSONReporter``).
    case json
    /// SARIF 2.1.0 for code-scanning tools (``SARIFReporter``).
    case sarif
    /// GitHub Actions workflow annotations (``GitHubReporter``).
    case github

    /// The reporter for this format.
    /// - Parameters:
    ///   - colored: whether text output may use ANSI colors (a terminal).
    ///   - rootDirectory: the directory paths are made relative to in SARIF and GitHub output.
    public func reporter(colored: Bool = false, rootDirectory: String? = nil) -> any Reporter {
        switch self {
        case .text: return TextReporter(colored: colored)
        case .json: return JSONReporter(rootDirectory: rootDirectory)
        case .sarif: return SARIFReporter(rootDirectory: rootDirectory)
        case .github: return GitHubReporter(rootDirectory: rootDirectory)
        }
    }
}
