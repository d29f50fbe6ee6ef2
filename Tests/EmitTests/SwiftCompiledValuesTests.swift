import ColorScience
import Diagnostics
import Emit
import Foundation
import TokenModel
import XCTest

/// Compiles the platform-neutral layer of every seed system's generated Swift with `swiftc` into
/// a program that prints every token's values, runs it, and compares each number with the DTCG
/// JSON document of the same system (`ResolvedDocument`, what `tokenc resolve` prints).
final class SwiftCompiledValuesTests: XCTestCase {
    /// One emitted token: its Swift expression, path and type.
    struct Symbol {
        var swiftPath: String
        var tokenPath: String
        var tokenType: String
    }

    func testGeneratedSwiftCompilesAndPrintsTheResolvedValues() throws {
        guard let swiftc = SwiftFixtures.swiftc else { throw XCTSkip("swiftc is not installed") }
        let directory = try SwiftFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }

        var sources: [String] = []
        var main = Self.printingSupport
        var systems: [(name: String, system: ResolvedSystem, symbols: [Symbol])] = []
        for seed in SwiftFixtures.seeds {
            let system = try SwiftFixtures.seed(seed.name)
            let input = EmitInput(systems: [system], parameters: OutputParameters(["prefix": .string(seed.prefix)]),
                                  sourceFiles: [], diagnostics: DiagnosticSink())
            let context = try XCTUnwrap(SwiftEmitter().context(for: system, input: input))
            let file = try XCTUnwrap(SwiftEmitter().emit(input)?.first)
            let path = directory + "/" + file.path
            try file.contents.write(toFile: path, atomically: false, encoding: .utf8)
            sources.append(path)
            let symbols = Self.symbols(of: context)
            XCTAssertEqual(symbols.count, system.tokens.count, "\(seed.name): every token is emitted once")
            main += Self.printers(namespace: context.valuesNamespace, uses: context.usedValueTypes)
            for symbol in symbols {
                main += "print(\(SwiftIdentifier.stringLiteral(symbol.tokenPath)) + \"\\t\" + show(\(symbol.swiftPath)))\n"
            }
            main += "print(\"--\")\n"
            systems.append((seed.name, system, symbols))
        }
        try main.write(toFile: directory + "/main.swift", atomically: false, encoding: .utf8)

        let compile = try SwiftFixtures.run(swiftc, ["-swift-version", "6", "-o", directory + "/values"]
                                            + sources + [directory + "/main.swift"], in: directory)
        XCTAssertEqual(compile.status, 0, "swiftc failed:\n\(compile.output.prefix(4000))")
        guard compile.status == 0 else { return }
        let run = try SwiftFixtures.run(directory + "/values", [])
        XCTAssertEqual(run.status, 0)

        let blocks = run.output.components(separatedBy: "--\n")
        XCTAssertEqual(blocks.count, systems.count + 1)
        var compared = 0
        for (index, entry) in systems.enumerated() where index < blocks.count {
            var printed: [String: [String]] = [:]
            for line in blocks[index].split(separator: "\n") {
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
                printed[fields[0]] = Array(fields.dropFirst())
            }
            let light = entry.system.modes.firstIndex(of: "light") ?? 0
            let dark = entry.system.modes.firstIndex(of: "dark")
            let lightDocument = ResolvedDocument.build(entry.system, mode: light)
            let darkDocument = dark.map { ResolvedDocument.build(entry.system, mode: $0) }
            for token in entry.system.tokens {
                guard let got = printed[token.path] else {
                    XCTFail("\(entry.name): \(token.path) not printed")
                    continue
                }
                let lightValue = try XCTUnwrap(Self.value(at: token.path, in: lightDocument))
                let darkValue = darkDocument.flatMap { Self.value(at: token.path, in: $0) } ?? lightValue
                let expected = Self.expectedFields(path: token.path, type: token.type, light: lightValue, dark: darkValue)
                XCTAssertEqual(got.count, expected.count, "\(entry.name) \(token.path): \(got) vs \(expected)")
                for (g, e) in zip(got, expected) {
                    if let gn = Double(g), let en = Double(e) {
                        XCTAssertEqual(gn, en, accuracy: 1e-6 * max(1, abs(en)), "\(entry.name) \(token.path): \(got) vs \(expected)")
                    } else {
                        XCTAssertEqual(g, e, "\(entry.name) \(token.path)")
                    }
                }
                compared += 1
            }
        }
        XCTAssertEqual(compared, systems.reduce(0) { $0 + $1.system.tokens.count })
    }

    // MARK: - Expected values from the DTCG JSON

    /// The `$value` of a token in a DTCG document.
    static func value(at path: String, in document: JSONValue) -> JSONValue? {
        var node: JSONValue? = document
        for part in path.split(separator: ".") { node = node?[String(part)] }
        return node?["$value"]
    }

    /// What the Swift program prints for a token, computed from the JSON.
    static func expectedFields(path: String, type: TokenType, light: JSONValue, dark: JSONValue) -> [String] {
        func number(_ v: JSONValue?) -> String {
            if case .number(let n)? = v { return String(n) }
            return "?"
        }
        func points(_ v: JSONValue?) -> String {
            guard case .number(let n)? = v?["value"], case .string(let unit)? = v?["unit"] else { return "?" }
            return String(unit == "rem" ? n * 16 : n)
        }
        func seconds(_ v: JSONValue?) -> String {
            guard case .number(let n)? = v?["value"], case .string(let unit)? = v?["unit"] else { return "?" }
            return String(unit == "ms" ? n / 1000 : n)
        }
        func string(_ v: JSONValue?) -> String {
            if case .string(let s)? = v { return s }
            return "?"
        }
        /// `#RRGGBB` or `#RRGGBBAA` from the JSON's sRGB hex and alpha.
        func hex(_ v: JSONValue?) -> String {
            var text = string(v?["hex"]).uppercased()
            if case .number(let alpha)? = v?["alpha"], alpha < 1 {
                let byte = Int((alpha * 255).rounded())
                text += String(format: "%02X", byte)
            }
            return text
        }
        func bezier(_ v: JSONValue?) -> [String] {
            guard case .array(let items)? = v else { return ["?"] }
            return items.map { number($0) }
        }
        func layers(_ v: JSONValue) -> [JSONValue] {
            if case .array(let items) = v { return items }
            return [v]
        }
        switch type {
        case .color: return [hex(light), hex(dark)]
        case .dimension, .blur: return [points(light)]
        case .duration: return [seconds(light)]
        case .number, .opacity, .fontWeight: return [number(light)]
        case .fontFamily:
            let first: String
            if case .array(let names) = light { first = string(names.first) } else { first = string(light) }
            return [["SF Pro", "SF Pro Text", "SF Pro Display", "system-ui", "-apple-system"].contains(first) ? "System" : first]
        case .cubicBezier: return bezier(light)
        case .transition:
            return [seconds(light["duration"]), seconds(light["delay"])] + bezier(light["timingFunction"])
        case .spring:
            return ["stiffness", "damping", "mass", "response", "dampingFraction"].map { number(light[$0]) }
        case .shadow:
            return zip(layers(light), layers(dark)).flatMap { l, d in
                [hex(l["color"]), hex(d["color"]), points(l["offsetX"]), points(l["offsetY"]), points(l["blur"]), points(l["spread"])]
            }
        case .gradient:
            return zip(layers(light), layers(dark)).flatMap { l, d in [hex(l["color"]), hex(d["color"]), number(l["position"])] }
        case .typography:
            let spacing = light["letterSpacing"] == nil ? "nil" : points(light["letterSpacing"])
            let lineHeight = light["lineHeight"] == nil ? "nil" : number(light["lineHeight"])
            return [points(light["fontSize"]), number(light["fontWeight"]), spacing, lineHeight]
        case .border: return [hex(light["color"]), hex(dark["color"]), points(light["width"])]
        case .strokeStyle:
            if case .string(let keyword) = light { return [keyword] }
            return ["dashed"]
        case .haptic: return [string(light)]
        case .copy: return [light["key"] == nil ? path : string(light["key"]), string(light["text"])]  // the key defaults to the path
        }
    }

    // MARK: - The printing program

    /// Every emitted token with its Swift expression, walking the context's namespaces.
    static func symbols(of context: SwiftFileContext) -> [Symbol] {
        var result = context.rootMembers.map {
            Symbol(swiftPath: context.valuesNamespace + "." + $0.name, tokenPath: $0.tokenPath, tokenType: $0.tokenType)
        }
        var pending = context.namespaces.map { ($0.name, $0) }
        while !pending.isEmpty {
            let (prefix, namespace) = pending.removeFirst()
            for entry in namespace.entries {
                switch entry {
                case .member(let member):
                    result.append(Symbol(swiftPath: prefix + "." + member.name, tokenPath: member.tokenPath,
                                         tokenType: member.tokenType))
                case .namespace(let child):
                    pending.append((prefix + "." + child.name, child))
                }
            }
        }
        return result
    }

    static let printingSupport = """
        func show(_ value: Double) -> String { String(value) }
        func show(_ value: [String]) -> String { value.joined(separator: "\\t") }

        """

    /// `show` overloads for the value types of one generated file.
    static func printers(namespace ns: String, uses: Set<String>) -> String {
        var code = ""
        if uses.contains("Color") {
            code += """
                func show(_ c: \(ns).Color) -> String { c.light.hex + "\\t" + c.components(dark: true, highContrast: false).hex }

                """
        }
        if uses.contains("FontFamily") { code += "func show(_ f: \(ns).FontFamily) -> String { f.name }\n" }
        if uses.contains("FontWeight") { code += "func show(_ w: \(ns).FontWeight) -> String { String(w.value) }\n" }
        if uses.contains("CubicBezier") {
            code += "func show(_ b: \(ns).CubicBezier) -> String { show([b.x1, b.y1, b.x2, b.y2].map { String($0) }) }\n"
        }
        if uses.contains("Transition") {
            code += "func show(_ t: \(ns).Transition) -> String { show([String(t.duration), String(t.delay), show(t.curve)]) }\n"
        }
        if uses.contains("Spring") {
            code += "func show(_ s: \(ns).Spring) -> String { show([s.stiffness, s.damping, s.mass, s.response, s.dampingFraction].map { String($0) }) }\n"
        }
        if uses.contains("Shadow") {
            code += """
                func show(_ s: \(ns).Shadow) -> String { show([show(s.color), String(s.x), String(s.y), String(s.blur), String(s.spread)]) }
                func show(_ layers: [\(ns).Shadow]) -> String { show(layers.map { show($0) }) }

                """
        }
        if uses.contains("Gradient") {
            code += "func show(_ g: \(ns).Gradient) -> String { show(g.stops.map { show($0.color) + \"\\t\" + String($0.location) }) }\n"
        }
        if uses.contains("Typography") {
            code += """
                func show(_ t: \(ns).Typography) -> String {
                    show([String(t.size), String(t.weight.value), t.letterSpacing.map { String($0) } ?? "nil", t.lineHeight.map { String($0) } ?? "nil"])
                }

                """
        }
        if uses.contains("Border") { code += "func show(_ b: \(ns).Border) -> String { show(b.color) + \"\\t\" + String(b.width) }\n" }
        if uses.contains("StrokeStyle") { code += "func show(_ s: \(ns).StrokeStyle) -> String { s.keyword }\n" }
        if uses.contains("Haptic") {
            code += """
                func show(_ h: \(ns).Haptic) -> String {
                    switch h {
                    case .impact(let style): return "impact." + style.rawValue
                    case .notification(let type): return "notification." + type.rawValue
                    case .selection: return "selection"
                    }
                }

                """
        }
        if uses.contains("Copy") { code += "func show(_ c: \(ns).Copy) -> String { c.key + \"\\t\" + c.text }\n" }
        return code
    }
}
