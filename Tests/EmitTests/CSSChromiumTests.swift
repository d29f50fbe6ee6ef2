import ColorScience
import Diagnostics
import Emit
import Foundation
import TokenModel
import XCTest

/// The CSS loaded into headless Chromium: for every token, in every mode (no theme with the OS
/// light, no theme with the OS dark, and each `[data-theme]`), the browser's computed value is read
/// back through a probe element and compared with the value computed here from the resolved
/// tokens, in the serialization CSSOM specifies (`rgb(139, 92, 246)`, `16px`, `0.3s`, …).
final class CSSChromiumTests: XCTestCase {
    /// One value to read: a custom property applied to a CSS property of a probe element (or read
    /// directly when `apply` is nil), and the computed properties to read back.
    struct Probe {
        var name: String
        var apply: String?
        var read: [String]
        var expected: String
    }

    static func chromium() throws -> String {
        for candidate in ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        where FileManager.default.isExecutableFile(atPath: candidate) {
            return candidate
        }
        throw XCTSkip("chromium is not installed (apt-get install chromium)")
    }

    // MARK: Expected values, written from the CSSOM serialization rules

    static func number(_ x: Double) -> String {
        let rounded = (x * 1_000_000).rounded() / 1_000_000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(rounded)
    }

    /// `rgb(r, g, b)` / `rgba(r, g, b, a)` of an sRGB color (channels from its 8-bit hex).
    static func rgb(_ color: Color) -> String {
        let hex = color.hexString(includeAlpha: false).dropFirst()
        let bytes = stride(from: 0, to: 6, by: 2).map { Int(hex.dropFirst($0).prefix(2), radix: 16) ?? -1 }
        if color.alpha >= 1 { return "rgb(\(bytes[0]), \(bytes[1]), \(bytes[2]))" }
        // CSSOM stores alpha as a byte and writes the shortest of 2 or 3 decimals that gives it back.
        let byte = (min(max(color.alpha, 0), 1) * 255).rounded()
        let twoDecimals = (byte / 255 * 100).rounded() / 100
        let alpha = (twoDecimals * 255).rounded() == byte ? twoDecimals : (byte / 255 * 1000).rounded() / 1000
        return "rgba(\(bytes[0]), \(bytes[1]), \(bytes[2]), \(number(alpha)))"
    }

    static func color(_ color: Color) -> String {
        switch color.space {
        case .srgb, .hsl: return rgb(color)
        case .displayP3:
            let c = color.resolvedComponents
            return "color(display-p3 \(number(c.0)) \(number(c.1)) \(number(c.2)))"
        case .oklch:
            let c = color.resolvedComponents
            return "oklch(\(number(c.0)) \(number(c.1)) \(number(c.2)))"
        default: return rgb(color.gamutMapped(to: .srgb))
        }
    }

    static func px(_ d: TokenModel.Dimension) -> String { number(d.points) + "px" }
    static func seconds(_ d: TokenModel.Duration) -> String { number(d.seconds) + "s" }
    static func bezier(_ b: CubicBezier) -> String { "cubic-bezier(\(number(b.x1)), \(number(b.y1)), \(number(b.x2)), \(number(b.y2)))" }
    /// CSSOM writes a family name that is one identifier bare, any other quoted.
    static func family(_ f: FontFamily) -> String {
        f.names.map { name in
            let identifier = name.range(of: "^-?[A-Za-z_][A-Za-z0-9_-]*$", options: .regularExpression) != nil
            return identifier ? name : "\"\(name)\""
        }.joined(separator: ", ")
    }

    /// The probes of one token in one mode.
    static func probes(_ token: ResolvedToken, _ value: TokenValue, name: String) -> [Probe] {
        switch value {
        case .color(let c): return [Probe(name: name, apply: "color", read: ["color"], expected: color(c))]
        case .dimension(let d), .blur(let d): return [Probe(name: name, apply: "margin-left", read: ["margin-left"], expected: px(d))]
        case .duration(let d): return [Probe(name: name, apply: "transition-duration", read: ["transition-duration"], expected: seconds(d))]
        case .cubicBezier(let b):
            return [Probe(name: name, apply: "transition-timing-function", read: ["transition-timing-function"], expected: bezier(b))]
        case .number(let n), .opacity(let n): return [Probe(name: name, apply: nil, read: [], expected: number(n))]
        case .fontWeight(let w): return [Probe(name: name, apply: "font-weight", read: ["font-weight"], expected: number(w.value))]
        case .fontFamily(let f): return [Probe(name: name, apply: "font-family", read: ["font-family"], expected: family(f))]
        case .border(let b):
            guard case .keyword(let style) = b.style else { return [] }
            return [Probe(name: name, apply: "border", read: ["border-top-width", "border-top-style", "border-top-color"],
                          expected: "\(px(b.width)) \(style) \(rgb(b.color))")]
        case .transition(let t):
            return [Probe(name: name, apply: "transition", read: ["transition-duration", "transition-timing-function", "transition-delay"],
                          expected: "\(seconds(t.duration)) \(bezier(t.timingFunction)) \(seconds(t.delay))")]
        case .shadow(let layers):
            let expected = layers.map { s in
                "\(rgb(s.color)) \(px(s.offsetX)) \(px(s.offsetY)) \(px(s.blur)) \(px(s.spread))" + (s.inset ? " inset" : "")
            }.joined(separator: ", ")
            return [Probe(name: name, apply: "box-shadow", read: ["box-shadow"], expected: expected)]
        case .typography(let t):
            var result = [
                Probe(name: name + "-font-family", apply: "font-family", read: ["font-family"], expected: family(t.fontFamily)),
                Probe(name: name + "-font-size", apply: "font-size", read: ["font-size"], expected: px(t.fontSize)),
                Probe(name: name + "-font-weight", apply: "font-weight", read: ["font-weight"], expected: number(t.fontWeight.value)),
            ]
            if let s = t.letterSpacing {
                result.append(Probe(name: name + "-letter-spacing", apply: "letter-spacing", read: ["letter-spacing"], expected: px(s)))
            }
            if let l = t.lineHeight { result.append(Probe(name: name + "-line-height", apply: nil, read: [], expected: number(l))) }
            return result
        case .gradient(let stops):
            // The computed gradient keeps the stops; its color and position are checked per stop.
            return stops.enumerated().map { index, stop in
                Probe(name: name, apply: "background-image", read: ["background-image#\(index)"],
                      expected: "\(rgb(stop.color)) \(number(stop.position * 100))%")
            }
        default: return []
        }
    }

    /// Which mode's value applies in a scenario: `os-light`, `os-dark`, `os-contrast`, or a theme name.
    static func mode(for scenario: String, in system: ResolvedSystem) -> Int {
        func named(_ appearance: ColorAppearance) -> Int? {
            system.modes.indices.first { ColorAppearance(modeName: system.modes[$0]) == appearance }
        }
        switch scenario {
        case "os-light": return named(ColorAppearance(luminosity: .light, highContrast: false)) ?? 0
        case "os-dark": return named(ColorAppearance(luminosity: .dark, highContrast: false)) ?? 0
        case "os-contrast":
            return named(ColorAppearance(luminosity: nil, highContrast: true))
                ?? named(ColorAppearance(luminosity: .light, highContrast: false)) ?? 0
        default: return system.modeIndex(String(scenario.dropFirst("theme-".count))) ?? 0
        }
    }

    // MARK: Running Chromium

    /// Renders the page in Chromium with extra flags and returns `{scenario: {probe key: value}}`.
    func run(_ chromium: String, css: String, probes: [Probe], themes: [String], flags: [String]) throws -> [String: [String: String]] {
        let list = probes.map { probe -> String in
            let apply = probe.apply.map { "\"\($0)\"" } ?? "null"
            return "[\"\(probe.name)\", \(apply), [\(probe.read.map { "\"\($0)\"" }.joined(separator: ","))]]"
        }.joined(separator: ",\n")
        let themeList = themes.map { "\"\($0)\"" }.joined(separator: ",")
        let page = """
            <!doctype html><html><head><meta charset="utf-8"><style>
            \(css)
            </style></head><body><pre id="out"></pre><script>
            const probes = [\(list)];
            function key(p) { return p[0] + "|" + (p[1] || "") + "|" + p[2].join(","); }
            function gradientStop(text, index) {
              const stops = text.replace(/^[a-z-]+\\(/, "").replace(/\\)$/, "").split(/,(?![^(]*\\))/).map(s => s.trim())
                .filter(s => /%$/.test(s));
              return stops[index] || "";
            }
            function record() {
              const out = {};
              for (const p of probes) {
                if (!p[1]) {
                  out[key(p)] = getComputedStyle(document.documentElement).getPropertyValue(p[0]).trim();
                  continue;
                }
                const el = document.createElement("div");
                // --force-high-contrast also turns on forced colors; keep the probe's own colors.
                el.style.setProperty("forced-color-adjust", "none");
                document.body.appendChild(el);
                el.style.setProperty(p[1], "var(" + p[0] + ")");
                const style = getComputedStyle(el);
                out[key(p)] = p[2].map(r => {
                  const [property, index] = r.split("#");
                  const value = style.getPropertyValue(property);
                  return index === undefined ? value : gradientStop(value, Number(index));
                }).join(" ");
                el.remove();
              }
              return out;
            }
            const result = { os: record() };
            for (const theme of [\(themeList)]) {
              document.documentElement.setAttribute("data-theme", theme);
              result["theme-" + theme] = record();
            }
            document.getElementById("out").textContent = JSON.stringify(result);
            </script></body></html>
            """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-css-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("page.html")
        try Data(page.utf8).write(to: url)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(folder.path)/profile"]
            + flags + ["--dump-dom", url.absoluteString]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let dom = String(decoding: data, as: UTF8.self)
        guard let start = dom.range(of: "<pre id=\"out\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            XCTFail("no result from chromium: \(dom.prefix(300))")
            return [:]
        }
        let json = String(dom[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: [String: String]]
        return try XCTUnwrap(object)
    }

    /// Emits the CSS of `system`, loads it with the OS light, dark (and high contrast when the
    /// system has such a mode), and checks every probe in every scenario.
    func check(_ system: ResolvedSystem, parameters: [String: JSONValue] = [:], file: StaticString = #filePath, line: UInt = #line) throws {
        let chromium = try Self.chromium()
        let files = try XCTUnwrap(CSSEmitter().emit(FormatFixtures.input(system, parameters)), file: file, line: line)
        let css = files[0].contents
        var byScenario: [String: [Probe]] = [:]
        let hasContrast = system.modes.contains { ColorAppearance(modeName: $0)?.highContrast == true }
        let scenarios = ["os-light", "os-dark"] + (hasContrast ? ["os-contrast"] : []) + system.modes.map { "theme-\($0)" }
        for scenario in scenarios {
            let mode = Self.mode(for: scenario, in: system)
            byScenario[scenario] = system.tokens.flatMap { token in
                Self.probes(token, token.values[mode], name: CSSEmitter.propertyName(forTokenPath: token.path))
            }
        }
        let probes = byScenario["os-light"] ?? []
        XCTAssertGreaterThan(probes.count, 0)
        let themes = system.modes.count > 1 ? system.modes : []
        var checked = 0
        for (os, flags) in [("os-light", [String]()), ("os-dark", ["--force-dark-mode"])] + (hasContrast ? [("os-contrast", ["--force-high-contrast"])] : []) {
            let results = try run(chromium, css: css, probes: probes, themes: themes, flags: flags)
            for scenario in [os] + (os == "os-light" ? themes.map { "theme-\($0)" } : []) {
                let observed = results[scenario.hasPrefix("theme-") ? scenario : "os"] ?? [:]
                for probe in byScenario[scenario] ?? [] {
                    let key = probe.name + "|" + (probe.apply ?? "") + "|" + probe.read.joined(separator: ",")
                    XCTAssertEqual(observed[key], probe.expected, "\(system.name) \(scenario) \(probe.name)", file: file, line: line)
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, probes.count, file: file, line: line)
    }

    func testSeedStylesheetsInChromium() throws {
        for name in FormatFixtures.seedNames {
            try check(try FormatFixtures.seed(name))
        }
    }

    func testAliasesResolveToTheSameValuesInChromium() throws {
        try check(try FormatFixtures.seed("tanda"), parameters: ["aliases": .bool(true)])
        try check(try FormatFixtures.seed("urbannest"), parameters: ["aliases": .bool(true)])
    }

    func testWideGamutAndHighContrastInChromium() throws {
        let system = FormatFixtures.system("""
            $extensions:
              dev.tokenc.system: { modes: [light, dark, high-contrast] }
            color:
              $type: color
              accent: { $value: "color(display-p3 1 0 0)" }
              calm: { $value: "oklch(0.7 0.1 250)" }
              text:
                $value: "#333333"
                $extensions: { dev.tokenc.modes: { dark: "#CCCCCC", high-contrast: "#000000" } }
              veil: { $value: "#00000040" }
            size: { $type: dimension, lg: { $value: 1.5rem }, nudge: { $value: -2pt } }
            """)
        try check(system, parameters: ["aliases": .bool(true)])
    }
}
