import Foundation
import Diagnostics

/// When tokenc restarts itself so that glibc's allocator uses transparent huge pages.
///
/// A large run allocates a few hundred megabytes in small pieces; with 4 KB pages each first
/// touch is a page fault (26,000 of them, a fifth of the CPU time, for a 100,000-token
/// `resolve`). glibc can back its heaps with 2 MB pages (`glibc.malloc.hugetlb=1`: heap growth
/// aligned to huge pages and marked `MADV_HUGEPAGE`), but only through the `GLIBC_TUNABLES`
/// environment variable read when the process starts — so a run whose inputs are in
/// `worthwhileInput` sets it and executes itself again. Measured (interleaved medians, the same
/// binary with and without; Documentation/Performance.md, eighth round): at 100,000 tokens
/// (7.9 MB) `resolve` 0.215 → 0.196 s (page faults 26,000 → 9,000) and a fresh build of Swift +
/// CSS + flat JSON 0.283 → 0.252 s, peak RSS unchanged; at 10,000 tokens no gain, against a
/// second start of ~1.5 ms; from 300,000 tokens (24 MB) `resolve` still gains (0.689 → 0.629 s)
/// but builds do not (0.907 → 0.999 s at 300,000, 1.51 s both at 500,000, 3.06 → 3.35 s at
/// 1,000,000: more system time, the kernel clearing and the page cache competing for 2 MB
/// pages), so from 16 MB on tokenc does not restart.
///
/// A user who sets `glibc.malloc.hugetlb` themselves (to `0` to opt out, `1` to opt in at any
/// size) is left alone, and that is also what keeps the restarted process from restarting again.
public enum HugePageRestart {
    /// Input sizes worth the restart: ~50,000 to ~200,000 tokens of YAML.
    public static let worthwhileInput = (4 << 20) ..< (16 << 20)

    /// The kernel's setting for transparent huge pages.
    public static let settingPath = "/sys/kernel/mm/transparent_hugepage/enabled"

    /// The `GLIBC_TUNABLES` value to restart with, or `nil` to carry on as is: when the kernel
    /// grants huge pages on request (`[always]` or `[madvise]` selected in `setting`) and the
    /// current value does not already say how glibc should use them.
    public static func tunables(current: String?, setting: String?) -> String? {
        guard let setting, setting.contains("[always]") || setting.contains("[madvise]") else { return nil }
        let request = "glibc.malloc.hugetlb=1"
        guard let current, !current.isEmpty else { return request }
        if choosesHugePages(current) { return nil }
        return current + ":" + request
    }

    /// What a command line will read, as far as can be told before it is parsed — so that the
    /// restart can be decided before ArgumentParser runs: parsing a command line costs ~12.6 M
    /// instructions (≈ 4 ms; its conformance lookups and metadata), and a restarted process
    /// parses it again. Only the plain command lines of the commands that read large inputs are
    /// answered (`resolve`/`check` with paths, `build` with its configuration file); anything
    /// else (`--system`, which narrows the files read, `--help`, an option this does not know, a
    /// value that looks like an option) is `nil`, and the command decides once it is parsed, as
    /// it always did. The answer names what the command itself would then read, so the decision
    /// is the same either way.
    public enum InputsBeforeParsing: Equatable, Sendable {
        /// Token files or folders, as `resolve` and `check` discover them (none: `tokens`).
        case tokenPaths([String])
        /// The files a configuration file names, as `build` loads it.
        case configuration(String)
    }

    /// See ``InputsBeforeParsing``; `arguments` without the program's name.
    public static func inputsBeforeParsing(_ arguments: [String]) -> InputsBeforeParsing? {
        guard let command = arguments.first else { return nil }
        var rest = arguments.dropFirst()
        switch command {
        case "resolve", "check":
            var paths: [String] = []
            while let argument = rest.popFirst() {
                if argument == "--color" { continue }
                if command == "resolve", argument == "--mode" {
                    guard let value = rest.popFirst(), !value.hasPrefix("-") else { return nil }
                    continue
                }
                if command == "resolve", argument.hasPrefix("--mode=") { continue }
                if argument.hasPrefix("-") { return nil }
                paths.append(argument)
            }
            return .tokenPaths(paths)
        case "build":
            var configuration = "tokenc.yaml"
            while let argument = rest.popFirst() {
                switch argument {
                case "--dry-run", "--timings", "--color": continue
                case "--config":
                    guard let value = rest.popFirst(), !value.hasPrefix("-") else { return nil }
                    configuration = value
                default:
                    guard argument.hasPrefix("--config="), argument.count > "--config=".count else { return nil }
                    configuration = String(argument.dropFirst("--config=".count))
                }
            }
            return .configuration(configuration)
        default:
            return nil
        }
    }

    /// Whether a `GLIBC_TUNABLES` value already sets `glibc.malloc.hugetlb` (to anything).
    public static func choosesHugePages(_ tunables: String) -> Bool {
        value(of: "glibc.malloc.hugetlb", in: tunables) != nil
    }

    /// Whether the heap should grow by a large pad (``AllocatorTuning``'s `M_TOP_PAD`) in a
    /// process whose `GLIBC_TUNABLES` are `tunables`: when glibc backs its heaps with huge pages
    /// (`glibc.malloc.hugetlb` set, and not to `0`) and the user has not chosen a pad
    /// (`glibc.malloc.top_pad`) themselves.
    ///
    /// Why: glibc marks a thread's heap for huge pages only as far as the heap reaches when it is
    /// made. Made with the default pad (128 KB), a worker thread's heap then grows a few pages at
    /// a time, each 4 KB page faulting in when first written (~2.8 µs a fault on this VM): a
    /// 100,000-token build took ~12,500 page faults, most of them on the cores rendering the
    /// outputs. Padded, each heap is made at its full 64 MB, all of it huge pages: ~2,100 faults
    /// (`resolve` ~9,000 → ~2,000), for ~15 MB more at the peak (Documentation/Performance.md,
    /// nineteenth round). Without huge pages (inputs of 16 MB and more) the pad is not applied:
    /// at 1,000,000 tokens it cost 70–100 MB for no gain.
    public static func padsHeap(tunables: String?) -> Bool {
        guard let tunables, let hugePages = value(of: "glibc.malloc.hugetlb", in: tunables) else { return false }
        return hugePages != "0" && !choosesHeapPadding(tunables)
    }

    /// Whether a `GLIBC_TUNABLES` value sets the heap's pad (`glibc.malloc.top_pad`) itself.
    public static func choosesHeapPadding(_ tunables: String) -> Bool {
        value(of: "glibc.malloc.top_pad", in: tunables) != nil
    }

    /// The value a `GLIBC_TUNABLES` string gives a tunable (the last, as glibc reads them), or nil.
    static func value(of name: String, in tunables: String) -> Substring? {
        var found: Substring?
        for setting in tunables.split(separator: ":") {
            let parts = setting.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            if parts.first == Substring(name) { found = parts.count > 1 ? parts[1] : "" }
        }
        return found
    }

    /// How many bytes the token and spec files under `paths` (files, or folders searched
    /// recursively without following the symbolic links inside them) hold — counted only up to
    /// `limit`: the count stops as soon as it reaches it. After `maximumEntries` directory
    /// entries the size is taken as unknown and huge (`Int.max`), so a huge tree costs little.
    public static func inputBytes(_ paths: [String], upTo limit: Int, maximumEntries: Int = 20_000) -> Int {
        let fm = FileManager.default
        var total = 0
        var entries = 0
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if !isDirectory.boolValue {
                total += size(of: path)
            } else {
                // (A folder named through a symbolic link is walked; links inside it are not followed.)
                var overflowed = false
                DirectoryWalk.walk(realPath(path)) { name, _ in
                    entries += 1
                    if entries > maximumEntries {
                        overflowed = true
                        return .stop
                    }
                    guard isInput(name) else { return .next }
                    total += size(of: path + "/" + name)
                    return total >= limit ? .stop : .next
                }
                if overflowed { return Int.max }
            }
            if total >= limit { return total }
        }
        return total
    }

    private static func isInput(_ name: String) -> Bool {
        name.hasSuffix(".yaml") || name.hasSuffix(".yml") || name.hasSuffix(".json")
    }

    /// `path` with every symbolic link in it resolved (as is when that fails).
    private static func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The size of a regular file (following a symbolic link to one); 0 for anything else.
    private static func size(of path: String) -> Int {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return 0 }
        return Int(status.st_size)
    }
}
