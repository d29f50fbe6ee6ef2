import Diagnostics
import ScreenSpec

/// Finds a project's screens by spec file (and mode) without scanning them all: the index, in
/// ``LintContext/screens``, of the first screen of a file, or of a file in a mode.
struct ScreenLookup {
    private struct FileMode: Hashable {
        var file: FileID
        var mode: String
    }

    private var firstByFile: [FileID: Int] = [:]
    private var firstByFileMode: [FileMode: Int] = [:]

    /// Records a screen at its index; earlier screens of the same file (and mode) win.
    mutating func add(_ screen: Screen, at index: Int) {
        if firstByFile[screen.file] == nil { firstByFile[screen.file] = index }
        let key = FileMode(file: screen.file, mode: screen.mode)
        if firstByFileMode[key] == nil { firstByFileMode[key] = index }
    }

    /// The first screen of a file.
    func first(in file: FileID) -> Int? { firstByFile[file] }

    /// The first screen of a file in a mode.
    func first(in file: FileID, mode: String) -> Int? { firstByFileMode[FileMode(file: file, mode: mode)] }
}
