import Foundation
import ScreenSpec
import XCTest

final class SpecFilesTests: XCTestCase {
    /// Spec files are found under a folder given through a link, hidden files and folders and
    /// other files left out, a link to a folder inside not followed, under the name given.
    func testSpecFilesUnderALinkedFolder() throws {
        let root = NSTemporaryDirectory() + "tokenc-specfiles-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let fm = FileManager.default
        for folder in ["specs/app/deep", "specs/.hidden", "outside"] {
            try fm.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        for file in ["specs/a.screen.yaml", "specs/app/b.screen.yml", "specs/app/deep/c.screen.json", "specs/app/notes.md",
                     "specs/.hidden/d.screen.yaml", "specs/app/.e.screen.yaml", "outside/f.screen.yaml"] {
            XCTAssertTrue(fm.createFile(atPath: root + "/" + file, contents: Data("x: 1\n".utf8)))
        }
        try fm.createSymbolicLink(atPath: root + "/specs/linked", withDestinationPath: root + "/outside")
        try fm.createSymbolicLink(atPath: root + "/specs-link", withDestinationPath: root + "/specs")
        let found = ScreenSpecLoader.specFiles(under: [root + "/specs-link"])
        XCTAssertEqual(found, ["a.screen.yaml", "app/b.screen.yml", "app/deep/c.screen.json"].map { root + "/specs-link/" + $0 })
        XCTAssertEqual(ScreenSpecLoader.specFiles(under: [root + "/specs-link/"]), found, "a trailing slash changes nothing")
        XCTAssertEqual(ScreenSpecLoader.specFiles(under: [root + "/specs/a.screen.yaml", root + "/missing"]),
                       [root + "/specs/a.screen.yaml"], "a file is taken as is; a missing path gives nothing")
    }
}
