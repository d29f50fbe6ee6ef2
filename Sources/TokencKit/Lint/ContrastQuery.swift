import ColorScience
import Foundation
import TokenModel

/// `tokenc contrast TEXT BACKGROUND [--overlay COLOR]…` as a library: reads each color (any CSS
/// color syntax tokenc reads, or a `{color.token}` reference into a system), paints the overlays
/// over the background in order, the text (with its alpha) over the result, and measures.
public struct ContrastQuery: Sendable {
    /// Why a query cannot be answered (a usage error).
    public struct Failure: Error, Sendable, Equatable {
        /// What is wrong, for the user.
        public var message: String
    }

    /// The text color as written.
    public var text: String
    /// The background color as written.
    public var background: String
    /// Overlays, painted over the background in this order.
    public var overlays: [String]
    /// The system `{…}` references are looked up in.
    public var system: ResolvedSystem?
    /// The mode references are resolved in (index into the system's modes).
    public var mode: Int

    /// Creates a query.
    public init(text: String, background: String, overlays: [String] = [], system: ResolvedSystem? = nil, mode: Int = 0) {
        self.text = text
        self.background = background
        self.overlays = overlays
        self.system = system
        self.mode = mode
    }

    /// Measures, or says which color could not be read.
    public func answer() throws(Failure) -> ContrastAnswer {
        let textColor = try color(text, role: "text")
        let backgroundColor = try color(background, role: "background")
        var overlayColors: [Color] = []
        for overlay in overlays { overlayColors.append(try color(overlay, role: "overlay")) }
        var backdrop = backgroundColor
        let assumedWhite = !backgroundColor.isOpaque
        if assumedWhite { backdrop = backdrop.composited(over: .srgb(1, 1, 1)) }
        for overlay in overlayColors { backdrop = overlay.composited(over: backdrop) }
        let seen = textColor.composited(over: backdrop)
        let ratio = Contrast.wcagRatio(seen, backdrop)
        return ContrastAnswer(text: textColor, background: backgroundColor, overlays: overlayColors,
                              textComposited: seen, backgroundComposited: backdrop, ratio: ratio,
                              apcaLc: Contrast.apcaLc(text: seen, background: backdrop),
                              backgroundAssumedOverWhite: assumedWhite)
    }

    private func color(_ written: String, role: String) throws(Failure) -> Color {
        let trimmed = written.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("{"), trimmed.hasSuffix("}") {
            let path = String(trimmed.dropFirst().dropLast())
            guard let system else {
                throw Failure(message: "the \(role) color \(trimmed) is a token reference; say which system with --system NAME")
            }
            guard let token = system[path] else {
                let colors = system.tokens.filter { $0.type == .color }.map(\.path)
                let near = Suggestions.nearest(to: path, among: colors)
                throw Failure(message: "unknown token '{\(path)}' in system '\(system.name)'" + (near.map { "; did you mean '{\($0)}'?" } ?? ""))
            }
            guard case .color(let color) = token.values[min(mode, token.values.count - 1)] else {
                throw Failure(message: "'{\(path)}' is a \(token.type.rawValue), not a color")
            }
            return color
        }
        switch CSSColorParser.parse(trimmed) {
        case .success(let color): return color
        case .failure(let error):
            throw Failure(message: "the \(role) color '\(written)' is not a color: \(error.message)" + (error.suggestion.map { "; \($0)" } ?? ""))
        }
    }
}
