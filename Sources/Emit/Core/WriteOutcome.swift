/// What the ``OutputWriter`` did with one file.
public enum WriteOutcome: String, Sendable, Equatable {
    /// The file did not exist and was created.
    case created
    /// The file existed with other contents and was replaced.
    case updated
    /// The file already had exactly these contents and was not touched (its modification time is kept).
    case unchanged
    /// The file was written by an earlier build but is no longer generated (its token was
    /// deleted or renamed), so it was removed.
    case removed
}
