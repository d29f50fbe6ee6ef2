import Foundation
import XCTest
@testable import TokencKit

/// `TokenCompiler` reads files straight into byte arrays; what it reads must be the file, byte
/// for byte, whatever its size, and a path that cannot be read gives nil (an `io-error`).
final class FileReadingTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-read-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: directory)
    }

    func testFilesOfEverySizeReadBackExactly() throws {
        for size in [0, 1, 4_095, 4_096, 4_097, 1 << 20, 3_000_001] {
            let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
                for i in 0..<size { buffer[i] = UInt8(truncatingIfNeeded: i &* 2_654_435_761 >> 13) }
                initialized = size
            }
            let path = directory.appendingPathComponent("f\(size)").path
            XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
            XCTAssertEqual(TokenCompiler.readFile(atPath: path), bytes, "size \(size)")
        }
    }

    func testUnreadablePathsGiveNil() {
        XCTAssertNil(TokenCompiler.readFile(atPath: directory.appendingPathComponent("missing.yaml").path))
        XCTAssertNil(TokenCompiler.readFile(atPath: directory.path))
        XCTAssertNil(TokenCompiler.readFile(atPath: ""))
    }

    func testAFileWhoseSizeIsUnknownIsReadToTheEnd() throws {
        // A pipe reports size 0: the reader must go on past its first guess.
        let pipe = Pipe()
        let text = Array(String(repeating: "color: { $value: \"#ffffff\" }\n", count: 5_000).utf8)
        let writer = Thread {
            pipe.fileHandleForWriting.write(Data(text))
            try? pipe.fileHandleForWriting.close()
        }
        writer.start()
        let path = "/dev/fd/\(pipe.fileHandleForReading.fileDescriptor)"
        XCTAssertEqual(TokenCompiler.readFile(atPath: path), text)
    }

    func testAnUnreadableFileIsAnIOErrorAndTheOthersStillParse() throws {
        let good = directory.appendingPathComponent("good.tokens.yaml").path
        try "a: { $value: 1px, $type: dimension }\n".write(toFile: good, atomically: true, encoding: .utf8)
        let compiler = TokenCompiler()
        let roots = compiler.parse(files: [directory.path, good])
        XCTAssertNil(roots[0])
        XCTAssertNotNil(roots[1]?["a"])
        XCTAssertEqual(compiler.diagnostics.diagnostics.map(\.code), ["io-error"])
        XCTAssertEqual(compiler.diagnostics.diagnostics.first?.message, "cannot read \(directory.path)")
    }
}
