/// Identifies one source file registered with a ``SourceManager``.
///
/// A small integer rather than a path, so that every node and token can carry its range
/// without reference counting.
public struct FileID: Hashable, Sendable, Comparable {
    /// The index of the file in its ``SourceManager``.
    public let rawValue: UInt32

    /// Creates a file id from its index.
    @inlinable public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static func < (lhs: FileID, rhs: FileID) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A position in a source file: 1-based line and column, columns counted in Unicode scalars.
///
/// Stored as two 32-bit numbers (a file is at most a few hundred MiB), so that a range fits in
/// 20 bytes: every node of a parsed file carries one.
public struct SourceLocation: Hashable, Sendable, Comparable {
    private var storedLine: Int32
    private var storedColumn: Int32

    /// 1-based line number.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    /// 1-based column, counted in Unicode scalars.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    /// Creates a location from a 1-based line and column.
    public init(line: Int, column: Int) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// A half-open range `start..<end` in one source file.
public struct SourceRange: Hashable, Sendable {
    /// The file the range lies in.
    public var file: FileID
    /// The first position of the range.
    public var start: SourceLocation
    /// The position just past the range.
    public var end: SourceLocation

    /// Creates a range in `file` from `start` to `end`.
    @inlinable public init(file: FileID, start: SourceLocation, end: SourceLocation) {
        self.file = file
        self.start = start
        self.end = end
    }
}
