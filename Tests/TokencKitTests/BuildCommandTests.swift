import Foundation
import XCTest

/// `tokenc build`, `tokenc init` and `tokenc templates` as a user runs them.
final class BuildCommandTests: XCTestCase {
    private func run(_ arguments: [String], in directory: String = RepositoryPaths.root) throws -> CLITests.Run {
        guard let executable = CLITests.executable else { throw XCTSkip("tokenc executable not built") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLITests.Run(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                            stderr: String(decoding: errData, as: UTF8.self))
    }

    private func temporaryProject() throws -> String {
        let directory = NSTemporaryDirectory() + "tokenc-cmd-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return directory
    }

    func testInitThenBuildThenInitRefusesToOverwrite() throws {
        let directory = try temporaryProject()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let created = try run(["init"], in: directory)
        XCTAssertEqual(created.status, 0, created.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory + "/tokenc.yaml"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory + "/tokens/example.tokens.yaml"))

        let built = try run(["build"], in: directory)
        XCTAssertEqual(built.status, 0, built.stderr)
        XCTAssertTrue(built.stderr.contains("1 system"), built.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory + "/generated/Swift/ExampleTokens.swift"))

        let again = try run(["init"], in: directory)
        XCTAssertEqual(again.status, 2)
        XCTAssertTrue(again.stderr.contains("never overwrites"), again.stderr)
    }

    func testBuildWithoutConfigurationIsAUsageError() throws {
        let directory = try temporaryProject()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try run(["build"], in: directory)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("no tokenc.yaml"), run.stderr)
    }

    func testConfigurationErrorIsReportedAtItsLineAndExitsTwo() throws {
        let directory = try temporaryProject()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try "outputs:\n  - { format: swfit, path: S }\n".write(toFile: directory + "/tokenc.yaml", atomically: false, encoding: .utf8)
        let run = try run(["build"], in: directory)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("tokenc.yaml:2:15: error: unknown format 'swfit'"), run.stderr)
        XCTAssertTrue(run.stderr.contains("did you mean 'swift'?"), run.stderr)
    }

    func testTokenErrorExitsOne() throws {
        let directory = try temporaryProject()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/tokens", withIntermediateDirectories: true)
        try "a: { $type: color, $value: '#GG0000' }\n".write(toFile: directory + "/tokens/a.tokens.yaml", atomically: false, encoding: .utf8)
        try "outputs:\n  - { format: swift, path: S }\n".write(toFile: directory + "/tokenc.yaml", atomically: false, encoding: .utf8)
        let run = try run(["build"], in: directory)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains("nothing written"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory + "/generated"))
    }

    func testBuildOnTheRepositorySeedsExitsZero() throws {
        let directory = try temporaryProject()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // The repository's configuration, pointed at its tokens but writing into a temporary folder.
        var config = try String(contentsOfFile: RepositoryPaths.root + "/tokenc.yaml", encoding: .utf8)
        config = config.replacingOccurrences(of: "tokens: [tokens]", with: "tokens: [\(RepositoryPaths.root)/tokens]")
        try config.write(toFile: directory + "/tokenc.yaml", atomically: false, encoding: .utf8)
        let run = try run(["build", "--timings"], in: directory)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("5 systems"), run.stderr)
        XCTAssertTrue(run.stderr.contains("render"), run.stderr)
    }

    func testTemplatesListAndCat() throws {
        let list = try run(["templates", "list"])
        XCTAssertEqual(list.status, 0)
        XCTAssertTrue(list.stdout.contains("  swift/tokens\n"), list.stdout)
        XCTAssertTrue(list.stdout.contains("  swift  "), list.stdout)
        let cat = try run(["templates", "cat", "swift/member"])
        XCTAssertEqual(cat.status, 0)
        XCTAssertEqual(cat.stdout, try String(contentsOfFile: RepositoryPaths.root + "/templates/swift/member.mustache", encoding: .utf8))
        let missing = try run(["templates", "cat", "swift/membr"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("did you mean 'swift/member'?"), missing.stderr)
    }
}
