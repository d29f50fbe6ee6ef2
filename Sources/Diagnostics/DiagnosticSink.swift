import Foundation

/// Collects the diagnostics of a run. Every stage reports into one; nothing below the CLI prints.
///
/// Thread-safe, so independent files can be parsed on several cores into one sink.
public final class DiagnosticSink: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Diagnostic] = []
    private var seen = Set<Diagnostic>()
    private var reportCount = 0

    /// Creates an empty sink.
    public init() {}

    /// Records one diagnostic. An exact repeat of one already recorded (same code, message,
    /// range and notes — e.g. the same bad value seen once per mode) is dropped.
    public func report(_ diagnostic: Diagnostic) {
        lock.lock()
        reportCount += 1
        if seen.insert(diagnostic).inserted { storage.append(diagnostic) }
        lock.unlock()
    }

    /// Records several diagnostics.
    public func report<S: Sequence>(contentsOf diagnostics: S) where S.Element == Diagnostic {
        for diagnostic in diagnostics { report(diagnostic) }
    }

    /// Everything reported so far, in the order reported.
    public var diagnostics: [Diagnostic] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    /// How many times ``report(_:)`` has been called, repeats included: whether a step reported
    /// anything at all is this count before and after it.
    public var reports: Int {
        lock.lock()
        defer { lock.unlock() }
        return reportCount
    }

    /// Whether any error has been reported.
    public var hasErrors: Bool {
        lock.lock()
        defer { lock.unlock() }
        return storage.contains { $0.severity == .error }
    }

    /// The number of diagnostics with the given severity.
    public func count(of severity: Severity) -> Int {
        lock.lock()
        defer { lock.unlock() }
        return storage.reduce(0) { $0 + ($1.severity == severity ? 1 : 0) }
    }

    /// The diagnostics sorted for output: by file, line, column, then code. Stable and
    /// deterministic whatever order stages reported in.
    public func sorted(using sources: SourceManager) -> [Diagnostic] {
        let all = diagnostics
        return all.enumerated().sorted { a, b in
            let l = a.element, r = b.element
            switch (l.range, r.range) {
            case (nil, nil): break
            case (nil, _): return true
            case (_, nil): return false
            case let (lr?, rr?):
                let lp = sources.path(of: lr.file), rp = sources.path(of: rr.file)
                if lp != rp { return lp < rp }
                if lr.start != rr.start { return lr.start < rr.start }
            }
            if l.code != r.code { return l.code < r.code }
            return a.offset < b.offset
        }.map(\.element)
    }
}
