/// The imports a Kotlin token file may need, as bits: the direct writer (``KotlinDirectText``)
/// collects them on every core while it writes the properties, where a `Set<String>` would be
/// an insertion (a hash of a 40-byte name) per property. The names are those
/// ``AndroidEmitter/property(for:value:imports:)`` inserts for the template path.
struct ComposeImports: OptionSet, Sendable {
    let rawValue: UInt16

    static let cubicBezierEasing = ComposeImports(rawValue: 1 << 0)
    static let springSpec = ComposeImports(rawValue: 1 << 1)
    static let tweenSpec = ComposeImports(rawValue: 1 << 2)
    static let spring = ComposeImports(rawValue: 1 << 3)
    static let tween = ComposeImports(rawValue: 1 << 4)
    static let borderStroke = ComposeImports(rawValue: 1 << 5)
    static let offset = ComposeImports(rawValue: 1 << 6)
    static let brush = ComposeImports(rawValue: 1 << 7)
    static let color = ComposeImports(rawValue: 1 << 8)
    static let shadow = ComposeImports(rawValue: 1 << 9)
    static let colorSpaces = ComposeImports(rawValue: 1 << 10)
    static let textStyle = ComposeImports(rawValue: 1 << 11)
    static let fontWeight = ComposeImports(rawValue: 1 << 12)
    static let dp = ComposeImports(rawValue: 1 << 13)
    static let sp = ComposeImports(rawValue: 1 << 14)

    /// Each bit's fully qualified name.
    private static let names: [(ComposeImports, String)] = [
        (.cubicBezierEasing, "androidx.compose.animation.core.CubicBezierEasing"),
        (.springSpec, "androidx.compose.animation.core.SpringSpec"),
        (.tweenSpec, "androidx.compose.animation.core.TweenSpec"),
        (.spring, "androidx.compose.animation.core.spring"),
        (.tween, "androidx.compose.animation.core.tween"),
        (.borderStroke, "androidx.compose.foundation.BorderStroke"),
        (.offset, "androidx.compose.ui.geometry.Offset"),
        (.brush, "androidx.compose.ui.graphics.Brush"),
        (.color, "androidx.compose.ui.graphics.Color"),
        (.shadow, "androidx.compose.ui.graphics.Shadow"),
        (.colorSpaces, "androidx.compose.ui.graphics.colorspace.ColorSpaces"),
        (.textStyle, "androidx.compose.ui.text.TextStyle"),
        (.fontWeight, "androidx.compose.ui.text.font.FontWeight"),
        (.dp, "androidx.compose.ui.unit.dp"),
        (.sp, "androidx.compose.ui.unit.sp"),
    ]

    /// The names of the bits set, sorted as the template path sorts its set of names.
    var sortedNames: [String] {
        Self.names.filter { contains($0.0) }.map(\.1).sorted()
    }
}
