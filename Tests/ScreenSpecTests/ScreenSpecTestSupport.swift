import Diagnostics
import Foundation
import ScreenSpec
import TokenModel
import XCTest
import YAML

/// Compiles token text and spec texts the way the pipeline does, without TokencKit.
struct SpecFixture {
    let sources = SourceManager()
    let sink = DiagnosticSink()
    var systems: [ResolvedSystem] = []

    /// Adds a one-file system from YAML text.
    mutating func addSystem(_ name: String, tokens: String) {
        let file = sources.add(path: "tokens/\(name).tokens.yaml", text: tokens)
        var loader = TokenLoader(systemName: name, sink: sink)
        if let root = YAMLParser().parse(tokens, file: file, sink: sink) { loader.add(root: root) }
        systems.append(TokenResolver(tree: loader.finish(), sink: sink).resolve())
    }

    /// Adds a system from a folder of token files.
    mutating func addSystem(_ name: String, folder: String) throws {
        var loader = TokenLoader(systemName: name, sink: sink)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".yaml") }.sorted()
        for fileName in files {
            let path = folder + "/" + fileName
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            let file = sources.add(path: path, contents: bytes)
            if let root = YAMLParser().parse(bytes, file: file, sink: sink) { loader.add(root: root) }
        }
        systems.append(TokenResolver(tree: loader.finish(), sink: sink).resolve())
    }

    /// Loads specs given as (path, text).
    func load(_ specs: [(String, String)]) -> [Screen] {
        ScreenSpecLoader(systems: systems, sink: sink).load(texts: specs.map { (path: $0.0, text: $0.1) }, sources: sources)
    }

    /// Loads one spec.
    func load(_ text: String, path: String = "specs/test/screen.screen.yaml") -> [Screen] { load([(path, text)]) }

    /// Diagnostics rendered `line:column code`, for compact assertions.
    var locatedCodes: [String] {
        sink.diagnostics.map { d in
            guard let r = d.range else { return "-:- \(d.code)" }
            return "\(r.start.line):\(r.start.column) \(d.code)"
        }
    }

    /// The diagnostics with one code.
    func diagnostics(_ code: String) -> [Diagnostic] { sink.diagnostics.filter { $0.code == code } }

    /// Every diagnostic rendered, for failure messages.
    var rendered: String {
        let renderer = DiagnosticRenderer(sources: sources)
        return sink.diagnostics.map(renderer.render).joined()
    }
}

/// The repository root (this file is Tests/ScreenSpecTests/…).
let repositoryRoot: String = {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
}()

/// A small token system used by the decoding tests: dark and light modes.
let fixtureTokens = """
$extensions:
  dev.tokenc.system: { modes: [dark, light] }
color:
  $type: color
  white: { $value: "#FFFFFF" }
  black: { $value: "#000000" }
  primary: { $value: "#8B5CF6" }
  surface:
    $value: "#0A0A0F"
    $extensions:
      dev.tokenc.modes: { light: "#F5F5F5" }
  text:
    $value: "#FAFAFA"
    $extensions:
      dev.tokenc.modes: { light: "#111111" }
gradient:
  brand:
    $type: gradient
    $value:
      - { color: "#7C3AED", position: 0 }
      - { color: "#EC4899", position: 1 }
spacing:
  $type: dimension
  md: { $value: 16pt }
  lg: { $value: 24pt }
radius:
  $type: dimension
  lg: { $value: 12pt }
opacity:
  $type: dev.tokenc.opacity
  muted: { $value: 0.8 }
blur:
  glow: { $type: dev.tokenc.blur, $value: 80pt }
motion:
  duration:
    $type: duration
    fast: { $value: 200ms }
  ease:
    out: { $type: cubicBezier, $value: [0.16, 1, 0.3, 1] }
  spring:
    ios: { $type: dev.tokenc.spring, $value: { stiffness: 380, damping: 35 } }
  fade: { $type: transition, $value: { duration: 300ms, delay: 50ms, timingFunction: [0, 0, 0.58, 1] } }
font:
  system: { $type: fontFamily, $value: ["SF Pro", system-ui] }
  bold: { $type: fontWeight, $value: bold }
type:
  $type: typography
  body: { $value: { fontFamily: "{font.system}", fontSize: 16pt, fontWeight: regular, lineHeight: 1.4 } }
  title: { $value: { fontFamily: "{font.system}", fontSize: 30pt, fontWeight: bold, letterSpacing: -0.75pt } }
shadow:
  card: { $type: shadow, $value: { color: "#00000026", offsetX: 0pt, offsetY: 8pt, blur: 24pt, spread: 0pt } }
border:
  input: { $type: border, $value: { color: "#2A2A3D", width: 1pt, style: solid } }
haptic:
  tap: { $type: dev.tokenc.haptic, $value: impact.light }
copy:
  $type: dev.tokenc.copy
  auth:
    title: { $value: { text: Welcome back, key: home.greeting } }
    submit: { $value: Sign In }
    biometric: { $value: { text: Sign in with Face ID, alternates: { touch-id: Sign in with Touch ID } } }
"""
