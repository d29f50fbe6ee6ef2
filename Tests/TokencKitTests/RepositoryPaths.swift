import Foundation

/// Paths inside this repository, found from this source file's location, so tests run from any
/// working directory.
enum RepositoryPaths {
    /// The repository root.
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// `tokens/` of the repository.
    static var tokens: String { root + "/tokens" }

    /// A file under this test target's `Golden/` folder.
    static func golden(_ relative: String) -> String {
        root + "/Tests/TokencKitTests/Golden/" + relative
    }

    /// Whether golden files should be rewritten instead of compared (`TOKENC_UPDATE_GOLDENS=1`).
    static var updatingGoldens: Bool {
        ProcessInfo.processInfo.environment["TOKENC_UPDATE_GOLDENS"] == "1"
    }
}
