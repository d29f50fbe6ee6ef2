import Foundation

/// A transform a template applies to a value before rendering or testing it:
/// `{{camelCase(name)}}`, `{{#empty(tokens)}}`, `{{^last()}}, {{/last()}}`.
///
/// Transforms nest (`{{uppercased(snakeCase(name))}}`, innermost first). A transform that does not
/// apply to a value (`camelCase` of a list) gives nothing: the tag renders empty, the section is
/// skipped. Names are checked when the template is compiled, so a misspelled one is an error
/// with its line and column.
enum TemplateTransform: String, CaseIterable, Sendable {
    // Text: tokenc's name styles.
    case camelCase, pascalCase, kebabCase, snakeCase
    // Text: Swift names and literals.
    case swiftMember, swiftType, swiftString
    // Text: case and order.
    case uppercased, lowercased, capitalized, reversed
    // Text and lists.
    case empty
    // Lists; `first()` … `odd()` with no argument: the position in the enclosing list.
    case first, last, index, even, odd, count, sorted
    // Numbers.
    case equalzero, plusone, minusone

    /// The transform applied to a value, or nil when it does not apply.
    func apply(to value: TemplateValue) -> TemplateValue? {
        switch value {
        case .text(let text): return apply(toText: text)
        case .list(let list): return apply(toList: list)
        case .int(let number): return apply(toNumber: number)
        case .null, .bool, .object: return nil
        }
    }

    /// The transform applied to the position of the innermost list item being rendered
    /// (`{{index()}}`, `{{#first()}}`); nil for a transform that is not about positions.
    func apply(toPosition index: Int, count: Int) -> TemplateValue? {
        switch self {
        case .first: return .bool(index == 0)
        case .last: return .bool(index == count - 1)
        case .index: return .int(index)
        case .even: return .bool(index % 2 == 0)
        case .odd: return .bool(index % 2 == 1)
        default: return nil
        }
    }

    private func apply(toText text: String) -> TemplateValue? {
        switch self {
        case .camelCase: return .text(NameStyle.camelCase.apply(text))
        case .pascalCase: return .text(NameStyle.pascalCase.apply(text))
        case .kebabCase: return .text(NameStyle.kebabCase.apply(text))
        case .snakeCase: return .text(NameStyle.snakeCase.apply(text))
        case .swiftMember: return SwiftIdentifier.member(text).map(TemplateValue.text)
        case .swiftType: return SwiftIdentifier.type(text).map(TemplateValue.text)
        case .swiftString: return .text(SwiftIdentifier.stringLiteral(text))
        case .uppercased: return .text(text.uppercased())
        case .lowercased: return .text(text.lowercased())
        case .capitalized: return .text(text.capitalized)
        case .reversed: return .text(String(text.reversed()))
        case .empty: return .bool(text.isEmpty)
        default: return nil
        }
    }

    private func apply(toList list: TemplateList) -> TemplateValue? {
        switch self {
        case .first: return list.count > 0 ? list[0] : nil
        case .last: return list.count > 0 ? list[list.count - 1] : nil
        case .reversed:
            let count = list.count
            return .list(TemplateList(count: count) { list[count - 1 - $0] })
        case .count: return .int(list.count)
        case .empty: return .bool(list.count == 0)
        case .sorted:
            let items = (0..<list.count).map { list[$0] }
            if let texts = Self.texts(items) { return .list(TemplateList(texts: texts.sorted())) }
            if let numbers = Self.numbers(items) {
                return .list(TemplateList(values: numbers.sorted().map(TemplateValue.int)))
            }
            return nil
        default: return nil
        }
    }

    private func apply(toNumber number: Int) -> TemplateValue? {
        switch self {
        case .equalzero: return .bool(number == 0)
        case .plusone: return .int(number &+ 1)
        case .minusone: return .int(number &- 1)
        case .even: return .bool(number % 2 == 0)
        case .odd: return .bool(number % 2 != 0)
        default: return nil
        }
    }

    private static func texts(_ items: [TemplateValue]) -> [String]? {
        var texts: [String] = []
        for item in items {
            guard case .text(let text) = item else { return nil }
            texts.append(text)
        }
        return texts
    }

    private static func numbers(_ items: [TemplateValue]) -> [Int]? {
        var numbers: [Int] = []
        for item in items {
            guard case .int(let number) = item else { return nil }
            numbers.append(number)
        }
        return numbers
    }
}
