import Foundation
import TokencKit
import XCTest

/// Runs the built `tokenc` executable like a user would: exit statuses, stdout, stderr.
final class CLITests: XCTestCase {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static var executable: String? {
        var candidates: [URL] = []
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent())
        }
        candidates.append(Bundle.main.bundleURL)
        for directory in candidates {
            let path = directory.appendingPathComponent("tokenc").path
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    func run(_ arguments: [String], in directory: String = RepositoryPaths.root, environment: [String: String] = [:]) throws -> Run {
        guard let executable = Self.executable else { throw XCTSkip("tokenc executable not built") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        }
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                   stderr: String(decoding: errData, as: UTF8.self))
    }

    private func temporaryFile(_ name: String, _ text: String) throws -> String {
        let directory = NSTemporaryDirectory() + "tokenc-cli-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/" + name
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    func testCheckOnTheSeedsExitsZeroAndSummarizes() throws {
        let run = try run(["check"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("5 systems"), run.stderr)
        XCTAssertTrue(run.stderr.contains("0 errors"), run.stderr)
    }

    func testCheckReportsErrorsCompilerStyleAndExitsOne() throws {
        let path = try temporaryFile("bad.tokens.yaml", """
            color:
              $type: color
              primary: { $value: "#0D7377" }
              text: { $value: "{color.primry}" }
            """)
        let run = try run(["check", path])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains("bad.tokens.yaml:4:19: error: unknown reference '{color.primry}' [unknown-reference]"), run.stderr)
        XCTAssertTrue(run.stderr.contains("did you mean '{color.primary}'?"), run.stderr)
        XCTAssertTrue(run.stderr.contains("    4 |   text: { $value: \"{color.primry}\" }"), run.stderr)
    }

    /// An input in `HugePageRestart.worthwhileInput` restarts tokenc once with glibc's huge-page allocator;
    /// the dynamic loader's `LD_DEBUG=files` trace shows each start of the program.
    func testALargeInputRestartsOnceWithHugePagesAndPrintsTheSame() throws {
        let setting = try? String(contentsOfFile: HugePageRestart.settingPath, encoding: .utf8)
        guard HugePageRestart.tunables(current: nil, setting: setting) != nil else {
            throw XCTSkip("this kernel does not grant transparent huge pages on request")
        }
        // A few tokens, past the size threshold by a long comment (cheap to parse).
        let line = "# " + String(repeating: "x", count: 98) + "\n"
        let comment = String(repeating: line, count: HugePageRestart.worthwhileInput.lowerBound / 100 + 1)
        let path = try temporaryFile("large.tokens.yaml", comment + """
            color:
              $type: color
              primary: { $value: "#0D7377" }
              text: { $value: "{color.primary}" }
            """)
        let restarted = try run(["resolve", path], environment: ["LD_DEBUG": "files"])
        let optedOut = try run(["resolve", path], environment: ["LD_DEBUG": "files", "GLIBC_TUNABLES": "glibc.malloc.hugetlb=0"])
        func starts(_ run: Run) -> Int { run.stderr.components(separatedBy: "transferring control").count - 1 }
        XCTAssertEqual(starts(restarted), 2, "restarted once")
        XCTAssertEqual(starts(optedOut), 1, "glibc.malloc.hugetlb set by the user: no restart")
        XCTAssertEqual(restarted.status, 0)
        XCTAssertEqual(optedOut.status, 0)
        XCTAssertTrue(restarted.stdout.contains("\"hex\": \"#0d7377\""), restarted.stdout)
        XCTAssertEqual(restarted.stdout, optedOut.stdout)
        let small = try run(["resolve", try temporaryFile("small.tokens.yaml", "size:\n  $type: dimension\n  s: { $value: 4px }\n")],
                            environment: ["LD_DEBUG": "files"])
        XCTAssertEqual(starts(small), 1, "a small input does not restart")
        let huge = try temporaryFile("huge.tokens.yaml", String(repeating: line, count: HugePageRestart.worthwhileInput.upperBound / 100 + 1)
                                     + "size:\n  $type: dimension\n  s: { $value: 4px }\n")
        XCTAssertEqual(starts(try run(["resolve", huge], environment: ["LD_DEBUG": "files"])), 1, "nor does one past the range")
        // Decided before the command line is parsed (plain paths, `build` with its
        // configuration) or after it (`--system` narrows the files): one restart either way.
        let narrowed = try run(["resolve", "--system", "large", path], environment: ["LD_DEBUG": "files"])
        XCTAssertEqual(starts(narrowed), 2, "restarted once, decided by the command")
        XCTAssertEqual(narrowed.stdout, restarted.stdout)
        let configuration = try temporaryFile("tokenc.yaml", "tokens: [\"\(path)\"]\noutput: out\noutputs:\n  - { format: css, path: css }\n")
        let built = try run(["build", "--dry-run", "--config", configuration], environment: ["LD_DEBUG": "files"])
        XCTAssertEqual(built.status, 0, built.stderr)
        XCTAssertEqual(starts(built), 2, "a build restarts once too")
        let mistyped = try run(["resolve", path, "--sytem", "large"], environment: ["LD_DEBUG": "files"])
        XCTAssertEqual(mistyped.status, 2)
        XCTAssertEqual(starts(mistyped), 1, "a command line ArgumentParser rejects is not restarted for")
    }

    func testMissingPathIsAUsageErrorExitingTwo() throws {
        let run = try run(["check", "/nonexistent/tokens"])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("no such file or directory"), run.stderr)
    }

    func testUnknownOptionIsAUsageErrorExitingTwo() throws {
        let run = try run(["check", "--no-such-flag"])
        XCTAssertEqual(run.status, 2)
    }

    func testResolvePrintsTheDTCGDocument() throws {
        let path = try temporaryFile("mini.tokens.yaml", """
            $extensions: { dev.tokenc.system: { modes: [light, dark] } }
            bg:
              $type: color
              $value: "#ffffff"
              $extensions: { dev.tokenc.modes: { dark: "#000000" } }
            """)
        let light = try run(["resolve", path])
        XCTAssertEqual(light.status, 0, light.stderr)
        let json = try JSONSerialization.jsonObject(with: Data(light.stdout.utf8)) as? [String: Any]
        let bg = json?["bg"] as? [String: Any]
        XCTAssertEqual(bg?["$type"] as? String, "color")
        XCTAssertEqual((bg?["$value"] as? [String: Any])?["hex"] as? String, "#ffffff")

        let dark = try run(["resolve", path, "--mode", "dark"])
        let darkJSON = try JSONSerialization.jsonObject(with: Data(dark.stdout.utf8)) as? [String: Any]
        XCTAssertEqual(((darkJSON?["bg"] as? [String: Any])?["$value"] as? [String: Any])?["hex"] as? String, "#000000")

        let unknown = try run(["resolve", path, "--mode", "sepia"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("has no mode 'sepia'"), unknown.stderr)
    }

    func testHostileInputGetsADiagnosticNotACrash() throws {
        var bomb = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            let previous = level == 1 ? "a" : "l\(level - 1)"
            bomb += "l\(level): &l\(level) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
        }
        let path = try temporaryFile("bomb.tokens.yaml", bomb)
        let run = try run(["check", path])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains("[alias-bomb]"), run.stderr)
    }

    /// libyaml's small blocks come from tokenc's free lists in the executable (on Linux), and
    /// nothing tokenc prints depends on it: the lint of the seeds, and the resolution of a file
    /// large enough to be parsed in two on threads of their own, are byte for byte what they are
    /// with the C library's `malloc` (`TOKENC_LIBYAML_MEMORY=system`).
    func testLibYAMLsFreeListsChangeNothingPrinted() throws {
        let system = ["TOKENC_LIBYAML_MEMORY": "system"]
        let lint = try run(["lint", "--format", "json", "--timings"])
        let lintSystem = try run(["lint", "--format", "json", "--timings"], environment: system)
        XCTAssertEqual(lint.status, 1, lint.stderr)
        XCTAssertEqual(lint.stdout, lintSystem.stdout)
        XCTAssertGreaterThan(lint.stdout.utf8.count, 10_000)
        XCTAssertTrue(lintSystem.stderr.contains("libyaml's memory: the C library"), lintSystem.stderr)
        #if os(Linux)
        XCTAssertTrue(lint.stderr.contains("libyaml's memory: free lists"), lint.stderr)
        #endif

        // 1.3 MB: read in two parts by two libyaml parsers on threads of their own.
        var text = ""
        for g in 0..<400 {
            text += "group\(g):\n  $type: color\n"
            for t in 0..<40 {
                text += "  t\(t): { $value: \"#\(String(format: "%06x", (g * 40 + t) * 2_654_435 % 0xFFFFFF))\", $description: 'token \(t) of group \(g), a description long enough to grow a buffer' }\n"
            }
        }
        XCTAssertGreaterThan(text.utf8.count, 1 << 20)
        let path = try temporaryFile("large.tokens.yaml", text)
        let resolved = try run(["resolve", path])
        let resolvedSystem = try run(["resolve", path], environment: system)
        XCTAssertEqual(resolved.status, 0, resolved.stderr)
        XCTAssertEqual(resolved.stdout, resolvedSystem.stdout)
        XCTAssertTrue(resolved.stdout.contains("\"t39\""), String(resolved.stdout.prefix(200)))
    }
}
