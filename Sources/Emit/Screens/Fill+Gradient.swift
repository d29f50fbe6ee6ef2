import ScreenSpec

extension Fill {
    /// Whether the fill is a gradient (its constant is named `gradient` on a background layer).
    var isGradient: Bool {
        if case .gradient = self { return true }
        return false
    }
}
