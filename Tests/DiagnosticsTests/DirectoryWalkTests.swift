import Diagnostics
import Foundation
import XCTest

final class DirectoryWalkTests: XCTestCase {
    private var root = ""

    override func setUpWithError() throws {
        root = NSTemporaryDirectory() + "tokenc-walk-\(UUID().uuidString)"
        let fm = FileManager.default
        for folder in ["specs/app/deep", "specs/.hidden", "outside/inner"] {
            try fm.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        for file in ["specs/a.screen.yaml", "specs/app/b.screen.yaml", "specs/app/deep/c.screen.json", "specs/app/notes.md",
                     "specs/.hidden/d.screen.yaml", "specs/app/.e.screen.yaml", "outside/inner/f.screen.yaml"] {
            XCTAssertTrue(fm.createFile(atPath: root + "/" + file, contents: Data("x: 1\n".utf8)))
        }
        // A link to a folder inside the tree is listed, not descended; a link to a file is listed.
        try fm.createSymbolicLink(atPath: root + "/specs/linked", withDestinationPath: root + "/outside")
        try fm.createSymbolicLink(atPath: root + "/specs/g.screen.yaml", withDestinationPath: root + "/specs/a.screen.yaml")
        try fm.createSymbolicLink(atPath: root + "/specs-link", withDestinationPath: root + "/specs")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// The walk lists what Foundation's enumerator lists, folders before their contents.
    func testListsWhatFoundationsEnumeratorLists() throws {
        var walked: [String] = []
        var folders: Set<String> = []
        XCTAssertTrue(DirectoryWalk.walk(root + "/specs") { relative, isDirectory in
            if let slash = relative.lastIndex(of: "/") {
                XCTAssertTrue(folders.contains(String(relative[..<slash])), "\(relative) before its folder")
            }
            if isDirectory { folders.insert(relative) }
            walked.append(relative)
            return .next
        })
        var expected: [String] = []
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: root + "/specs"))
        while let relative = enumerator.nextObject() as? String { expected.append(relative) }
        XCTAssertEqual(walked.sorted(), expected.sorted())
        XCTAssertEqual(folders, ["app", "app/deep", ".hidden"], "the link to a folder is not one to descend")
        XCTAssertFalse(walked.contains("linked/inner"))
        XCTAssertFalse(DirectoryWalk.walk(root + "/missing") { _, _ in .next })
    }

    func testSkipsAndStops() {
        var seen: [String] = []
        DirectoryWalk.walk(root + "/specs") { relative, _ in
            seen.append(relative)
            return relative == "app" ? .skipChildren : .next
        }
        XCTAssertFalse(seen.contains { $0.hasPrefix("app/") })
        var count = 0
        DirectoryWalk.walk(root + "/specs") { _, _ in
            count += 1
            return count == 3 ? .stop : .next
        }
        XCTAssertEqual(count, 3)
    }
}
