import Diagnostics
import YAML

extension ValueReader {
    /// The CSS easing keywords tokenc accepts in place of `[x1, y1, x2, y2]` (a tokenc
    /// convenience; DTCG itself only has the array), with the control points CSS Easing
    /// Functions Level 1 defines for them.
    static let namedTimingFunctions: [(name: String, curve: CubicBezier)] = [
        ("ease", CubicBezier(0.25, 0.1, 0.25, 1)),
        ("ease-in", CubicBezier(0.42, 0, 1, 1)),
        ("ease-out", CubicBezier(0, 0, 0.58, 1)),
        ("ease-in-out", CubicBezier(0.42, 0, 0.58, 1)),
        ("linear", CubicBezier(0, 0, 1, 1)),
    ]

    /// A cubic-Bézier field: `[x1, y1, x2, y2]` (each item a number or a reference to a number
    /// token; x1 and x2 in [0, 1]), a CSS keyword (`ease-in-out`), the CSS function text
    /// `"cubic-bezier(0.4, 0, 0.2, 1)"`, or a reference to a cubic-Bézier token.
    func cubicBezier(_ node: YAMLNode) -> CubicBezier? {
        field(node, as: .cubicBezier, extract: { value in
            if case .cubicBezier(let curve) = value { return curve }
            return nil
        }, literal: cubicBezierLiteral)
    }

    private func cubicBezierLiteral(_ node: YAMLNode) -> CubicBezier? {
        switch node.content {
        case .sequence(let items):
            guard items.count == 4 else {
                report(.error("invalid-cubic-bezier",
                              "a cubic Bézier has exactly 4 numbers [x1, y1, x2, y2], found \(items.count)",
                              at: node.range))
                return nil
            }
            var values: [Double] = []
            for (index, item) in items.enumerated() {
                guard let value = number(item) else { continue }
                if index % 2 == 0, !(0...1).contains(value) {
                    report(.error("invalid-cubic-bezier",
                                  "\(index == 0 ? "x1" : "x2") must be between 0 and 1, found \(value.decodingDescription)",
                                  at: item.range))
                    continue
                }
                values.append(value)
            }
            guard values.count == 4 else { return nil }
            return CubicBezier(values[0], values[1], values[2], values[3])
        case .scalar:
            guard let text = node.string else { break }
            if let named = Self.namedTimingFunctions.first(where: { $0.name == text }) { return named.curve }
            if text.hasPrefix("cubic-bezier(") { return cssCubicBezier(text, node: node) }
            let names = Self.namedTimingFunctions.map(\.name)
            let guess = Suggestions.nearest(to: text, among: names)
            report(.error("invalid-cubic-bezier",
                          "unknown timing function '\(text)'; use [x1, y1, x2, y2] or one of \(names.joined(separator: ", "))",
                          at: node.range, fixIts: guess.map { [replacing(node, with: $0)] } ?? [],
                          suggestion: guess.map { "did you mean '\($0)'?" }))
            return nil
        case .mapping:
            break
        }
        mismatch(node, expecting: .cubicBezier)
        return nil
    }

    /// `cubic-bezier(x1, y1, x2, y2)` as CSS writes it.
    private func cssCubicBezier(_ text: String, node: YAMLNode) -> CubicBezier? {
        let inner = text.dropFirst("cubic-bezier(".count)
        guard inner.hasSuffix(")") else {
            report(.error("invalid-cubic-bezier", "'cubic-bezier(' is not closed with ')'", at: node.range))
            return nil
        }
        let parts = inner.dropLast().split(separator: ",", omittingEmptySubsequences: false)
        let numbers = parts.compactMap { DecimalNumber.parse(Substring(String($0).trimmingWhitespace())) }
        guard parts.count == 4, numbers.count == 4 else {
            report(.error("invalid-cubic-bezier", "cubic-bezier() takes 4 comma-separated numbers, found \"\(text)\"",
                          at: node.range))
            return nil
        }
        for index in [0, 2] where !(0...1).contains(numbers[index]) {
            report(.error("invalid-cubic-bezier",
                          "\(index == 0 ? "x1" : "x2") must be between 0 and 1, found \(numbers[index].decodingDescription)",
                          at: node.range))
            return nil
        }
        return CubicBezier(numbers[0], numbers[1], numbers[2], numbers[3])
    }
}
