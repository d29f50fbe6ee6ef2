import ColorScience

/// The worst contrast found between a foreground and its backdrop.
public struct ContrastOutcome: Sendable {
    /// The worst APCA point.
    public struct APCAPoint: Sendable {
        /// Lc there (negative: light text on a dark backdrop).
        public var lc: Double
        /// The foreground as seen there.
        public var foreground: Color
        /// The backdrop there.
        public var backdrop: BackdropSample
    }

    /// The WCAG 2.x ratio at the worst point.
    public var ratio: Double
    /// The foreground as seen (composited over the backdrop), opaque.
    public var foreground: Color
    /// The foreground as written (its alpha times the opacities that apply).
    public var foregroundWritten: Color
    /// The backdrop color at the worst point.
    public var backdrop: BackdropSample
    /// The point with the smallest APCA |Lc|, when APCA was computed.
    public var apca: APCAPoint?

    /// Creates an outcome.
    public init(ratio: Double, foreground: Color, foregroundWritten: Color, backdrop: BackdropSample, apca: APCAPoint? = nil) {
        self.ratio = ratio
        self.foreground = foreground
        self.foregroundWritten = foregroundWritten
        self.backdrop = backdrop
        self.apca = apca
    }
}
