import Dispatch
import Foundation

/// Where large values go once nothing needs them: a resolved system's token tree and resolver, the
/// Swift output's group trees, an output's plan. Freeing 100,000 small objects takes about as long
/// as making them, and nothing waits for it, so by default another core frees them.
///
/// A command that exits as soon as its outputs are written (`tokenc build`) has no use for that
/// work: while the outputs render on both cores, the background release took a core away from
/// them (~18 ms of a core during the Swift output of 100,000 tokens, which takes 0.1–0.13 s on
/// both cores of this machine). Such a command calls ``keepUntilExit()`` first; what is then
/// dropped with ``drop(_:)`` stays allocated until the process ends, when the operating system
/// takes the memory back at once (the peak grows by what is kept, which is why `tokenc build`
/// keeps only for inputs up to 16 MB). ``dropInBackground(_:)`` always frees on another core.
public enum LateRelease {
    /// What is kept, with ``keepUntilExit()``; nil: released in the background.
    private static let lock = NSLock()
    nonisolated(unsafe) private static var kept: [Garbage]?

    /// Values waiting for their last reference to go.
    private final class Garbage: @unchecked Sendable {
        var values: [Any]
        init(_ values: [Any]) { self.values = values }
    }

    /// From now on, values dropped are kept until the process exits. For a command-line tool
    /// that exits once its work is done; a library caller should leave this alone.
    public static func keepUntilExit() {
        lock.lock()
        defer { lock.unlock() }
        if kept == nil { kept = [] }
    }

    /// Whether dropped values are kept until exit.
    public static var keepsUntilExit: Bool {
        lock.lock()
        defer { lock.unlock() }
        return kept != nil
    }

    /// Ends ``keepUntilExit()``: what was kept is released here, and later drops go to the
    /// background again. Returns how many drops were kept. (For tests, which share one process.)
    static func stopKeeping() -> Int {
        lock.lock()
        let released = kept ?? []
        kept = nil
        lock.unlock()
        return released.count
    }

    /// Drops the caller's references to `values`, freed on a background queue whatever the
    /// setting: for what is made and dropped while other outputs render (an output's plan), where
    /// keeping it would only add to the peak.
    public static func dropInBackground(_ values: [Any]) {
        let garbage = Garbage(values)
        DispatchQueue.global(qos: .utility).async { garbage.values.removeAll() }
    }

    /// Drops the caller's references to `values`: they are freed on a background queue, or kept
    /// until exit (``keepUntilExit()``). The caller must hold no other reference to what should
    /// be freed there (move values in; do not copy them).
    public static func drop(_ values: [Any]) {
        let garbage = Garbage(values)
        lock.lock()
        if kept != nil {
            kept?.append(garbage)
            lock.unlock()
            return
        }
        lock.unlock()
        DispatchQueue.global(qos: .utility).async { garbage.values.removeAll() }
    }
}
