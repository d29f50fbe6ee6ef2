import Foundation
import Diagnostics
import TokencKit

#if canImport(Glibc)
import Glibc
#endif

/// Restarts tokenc with glibc's huge-page allocator for inputs of the sizes where it pays (see `HugePageRestart`
/// for why and for the figures). Called by each command once it knows which files it will
/// read and before it has read them or written anything.
enum HugePages {
    /// Restarts before the command line is parsed when what it will read can be told from it
    /// (`HugePageRestart.inputsBeforeParsing`): the same decision the command makes later,
    /// without parsing the command line twice. Anything it cannot tell, it leaves to the command.
    static func restartBeforeParsing(_ arguments: [String]) {
        #if os(Linux) && canImport(Glibc)
        if let current = getenv("GLIBC_TUNABLES").map({ String(cString: $0) }), HugePageRestart.choosesHugePages(current) { return }
        switch HugePageRestart.inputsBeforeParsing(arguments) {
        case .tokenPaths(let paths)?:
            guard let sources = try? ProjectDiscovery.systems(for: paths.isEmpty ? ["tokens"] : paths), !sources.isEmpty else { return }
            restartIfLarge(reading: sources.flatMap { $0.files + [$0.resolver].compactMap { $0 } })
        case .configuration(let path)?:
            guard FileManager.default.fileExists(atPath: path),
                  let configuration = ConfigurationLoader(diagnostics: DiagnosticSink(), sources: SourceManager()).load(path: path)
            else { return }
            restartIfLarge(reading: (configuration.tokens + configuration.specs).map(configuration.resolve))
        case nil:
            return
        }
        #endif
    }

    static func restartIfLarge(reading paths: [String]) {
        #if os(Linux) && canImport(Glibc)
        let current = getenv("GLIBC_TUNABLES").map { String(cString: $0) }
        // The restarted process (and a user's own choice) stops here, before any file is touched.
        if let current, HugePageRestart.choosesHugePages(current) { return }
        let range = HugePageRestart.worthwhileInput
        guard range.contains(HugePageRestart.inputBytes(paths, upTo: range.upperBound)) else { return }
        let setting = try? String(contentsOfFile: HugePageRestart.settingPath, encoding: .utf8)
        guard let value = HugePageRestart.tunables(current: current, setting: setting) else { return }
        setenv("GLIBC_TUNABLES", value, 1)
        execv("/proc/self/exe", CommandLine.unsafeArgv)
        // The restart failed (no /proc, say): carry on as before, with the environment as it was.
        if let current { setenv("GLIBC_TUNABLES", current, 1) } else { unsetenv("GLIBC_TUNABLES") }
        #endif
    }
}
