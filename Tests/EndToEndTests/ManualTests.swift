import Foundation
import TestSupport
import Testing

/// The man page keeps every character of the help (issue 40): `scripts/manual` makes it as the
/// package does, and man-db shows "đ matches d". Needs swift-argument-parser's
/// generate-manual beside `quran` (`swift build --product generate-manual`) and man-db.
@Suite struct ManualTests {
  static let maker =
    (QuranProcess.executable as NSString).deletingLastPathComponent
    + "/generate-manual"
  static let ready =
    FileManager.default.isExecutableFile(atPath: maker)
    && FileManager.default.isExecutableFile(atPath: "/usr/bin/man")

  @Test(.enabled(if: ready, "generate-manual not built or man-db missing"))
  func manQuranHoldsTheVietnameseLetters() throws {
    let folder = Fixtures.makeTemporaryDirectory("man")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let bin = (QuranProcess.executable as NSString).deletingLastPathComponent
    let made = try Subprocess.run(
      Fixtures.packageRoot + "/scripts/manual", [bin, "quran", folder], environment: [:])
    #expect(made.status == 0, "\(made.error)")
    let page = try Subprocess.run(
      "/usr/bin/man", ["-l", folder + "/quran.1"],
      environment: [
        "LANG": "C.UTF-8", "MANPAGER": "cat", "MANWIDTH": "200", "PATH": "/usr/bin:/bin",
      ])
    #expect(page.output.contains("(đ matches d)"), "\(page.output.prefix(2000))")
  }
}
