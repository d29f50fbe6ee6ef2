import Foundation
import ScreenSpec

extension LintRequest {
    /// The request `tokenc lint [PATH…]` makes.
    ///
    /// Without paths: the configuration's `tokens:` and `specs:` (default `tokens/` and `specs/`),
    /// every finding reported. With paths, each is a token file, a spec file, a folder of either,
    /// or a project folder (one with `tokens/`, `specs/` or `tokenc.yaml`), and only findings in
    /// those paths are reported; when no path holds tokens, the configuration's tokens are read so
    /// the specs can resolve.
    public static func project(paths: [String], configuration: ProjectConfiguration?) throws(ProjectDiscovery.Failure) -> LintRequest {
        let config = configuration ?? ProjectConfiguration()
        let fm = FileManager.default
        func exists(_ path: String) -> Bool { fm.fileExists(atPath: path) }
        let defaultTokens = config.tokens.map(config.resolve).filter(exists)
        let defaultSpecs = config.specs.map(config.resolve).filter(exists)
        guard !paths.isEmpty else {
            return LintRequest(tokenPaths: defaultTokens, specPaths: defaultSpecs, lint: configuration?.lint)
        }
        var tokens: [String] = []
        var specs: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw ProjectDiscovery.Failure(message: "no such file or directory: \(path)")
            }
            if !isDirectory.boolValue {
                if ScreenSpecLoader.isSpecFile(path) {
                    specs.append(path)
                } else if ProjectDiscovery.isTokenFile(path) {
                    tokens.append(path)
                } else {
                    throw ProjectDiscovery.Failure(message: "\(path) is neither a token file nor a screen spec")
                }
                continue
            }
            let join = { (name: String) in path.hasSuffix("/") ? path + name : path + "/" + name }
            if exists(join("tokens")) || exists(join("specs")) || exists(join("tokenc.yaml")) {
                if exists(join("tokens")) { tokens.append(join("tokens")) }
                if exists(join("specs")) { specs.append(join("specs")) }
                continue
            }
            if !ScreenSpecLoader.specFiles(under: [path]).isEmpty { specs.append(path) }
            if !(try ProjectDiscovery.systems(for: [path])).isEmpty { tokens.append(path) }
        }
        if tokens.isEmpty { tokens = defaultTokens }
        return LintRequest(tokenPaths: tokens, specPaths: specs, lint: configuration?.lint, scope: paths)
    }
}
