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

  /// `man quran` in English as man-db shows it, made by `scripts/manual` as the package makes it.
  static func englishPage() throws -> String {
    let folder = Fixtures.makeTemporaryDirectory("man")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let bin = (QuranProcess.executable as NSString).deletingLastPathComponent
    let made = try Subprocess.run(
      Fixtures.packageRoot + "/scripts/manual", [bin, "quran", folder],
      environment: ["LANG": "C.UTF-8", "QURAN_VI_LANG": "en", "PATH": "/usr/bin:/bin"])
    #expect(made.status == 0, "\(made.error)")
    return try Subprocess.run(
      "/usr/bin/man", ["-l", folder + "/quran.1"],
      environment: [
        "LANG": "C.UTF-8", "MANPAGER": "cat", "MANWIDTH": "200", "PATH": "/usr/bin:/bin",
      ]
    ).output
  }

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

  /// `man quran` names each option's value as a person types it (`--data DIR`, `--by
  /// YYYY-MM-DD`), never the option's own name again, and the text's places as a person has
  /// them, not the development checkout's (issue 74).
  @Test(.enabled(if: ready, "generate-manual not built or man-db missing"))
  func manQuranNamesPlaceholdersAndThePlacesOfTheText() throws {
    let page = try Self.englishPage()
    let options = try NSRegularExpression(pattern: "--([a-z-]+) ([a-z-]+)\\b")
    let echoed = options.matches(in: page, range: NSRange(page.startIndex..., in: page))
      .compactMap { match -> String? in
        let (name, value) = (
          Range(match.range(at: 1), in: page)!, Range(match.range(at: 2), in: page)!
        )
        return page[name] == page[value] ? "--\(page[name]) \(page[value])" : nil
      }
    #expect(echoed.isEmpty, "placeholders named after their option: \(Set(echoed).sorted())")
    #expect(page.contains("--data DIR") && page.contains("--by YYYY-MM-DD"))
    #expect(!page.contains("shared/data"), "the development checkout's text is named")
    #expect(page.contains("QURAN_VI_DATA") && page.contains("quran data fetch"))
  }

  /// `man quran` has a KEYS section (issue 62): every screen's keys, as `?` lists them there,
  /// read from the screens' own tables by `quran keys --roff`.
  @Test(.enabled(if: ready, "generate-manual not built or man-db missing"))
  func manQuranListsTheKeysOfEveryScreen() throws {
    let page = try Self.englishPage()
    let keys = try #require(
      page.components(separatedBy: "\nKEYS\n").dropFirst().first?
        .components(separatedBy: "\nEXIT STATUS\n").first,
      "no KEYS section before EXIT STATUS: \(page.suffix(2000))")
    for line in [
      "The reader", "write a new note on the current ayah", "Keys of the tafsir",
      "the next ayah's tafsir (the reader follows)", "Keys of the notes",
      "Keys of the memorize screen and the review session",
      "check: show the whole ayah after reciting it", "Keys of the year at a glance",
      "Keys of the Arabic display question", "this list of keys",
      // The line mode's commands (issue 74), as its `?` lists them.
      "Line mode (quran --linear): type a command, then Enter", "every note, newest first",
    ] {
      #expect(keys.contains(line), "KEYS lacks \(line)")
    }
    #expect(page.contains("--linear"), "the options lack --linear")
  }
}
