/// How one kind of number-with-unit is written: `dimension` (px, rem, pt) or `duration` (ms, s).
struct QuantityGrammar<Unit: RawRepresentable & CaseIterable & Sendable>: Sendable where Unit.RawValue == String {
    /// The type whose values these are (`dimension`, `duration`).
    let type: TokenType
    /// The diagnostic code for a malformed value: `invalid-dimension`.
    let code: String
    /// Other spellings people use, mapped to the unit meant (`dp` → `pt`).
    let synonyms: [String: String]
    /// The unit suggested for a bare number (`pt`).
    let exampleUnit: Unit
    /// The unit a bare `0` gets.
    let zeroUnit: Unit

    /// The value's name in messages: `dimension`.
    var name: String { type.rawValue }

    /// The unit names, in declaration order.
    var unitNames: [String] { Unit.allCases.map(\.rawValue) }

    /// `px, rem or pt`.
    var unitList: String {
        let names = unitNames
        guard names.count > 1 else { return names.joined() }
        return names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
    }

    /// The suggestion for a number written without a unit: `write "16pt" or {value: 16, unit: pt}`.
    func bareNumberSuggestion(_ number: Double) -> String {
        let text = number.decodingDescription
        return "write \"\(text)\(exampleUnit.rawValue)\" or {value: \(text), unit: \(exampleUnit.rawValue)}"
    }
}
