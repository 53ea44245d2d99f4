import Foundation
import Synchronization
import TestSupport
import Testing

/// `quran data fetch` against a mirror on a loopback port, as on a computer that has never
/// seen the text: `QURAN_VI_DATA` unset, the checkout's text not looked for
/// (`QURAN_VI_NO_CHECKOUT_TEXT=1`), and no `../shared` beside the folder it runs in.
@Suite final class TextFetchTests: Sendable {
  let mirror: TextMirror
  let home = TemporaryHome(withCorpus: false)
  /// A folder with nothing beside it: its `../shared` does not exist.
  let elsewhere = Fixtures.makeTemporaryDirectory("elsewhere")

  init() throws {
    mirror = try TextMirror()
    let beside = (elsewhere as NSString).deletingLastPathComponent + "/shared"
    try #require(!FileManager.default.fileExists(atPath: beside), "\(beside) must not exist")
  }

  deinit {
    mirror.stop()
    try? FileManager.default.removeItem(atPath: elsewhere)
  }

  var textFolder: String { home.directory + "/text" }
  static let allFiles = TextMirror.served.map(\.1).sorted()

  func quran(_ arguments: String...) throws -> Subprocess.Result {
    try QuranProcess.run(
      arguments, home: home.directory,
      environment: ["QURAN_VI_DATA": "", "QURAN_VI_NO_CHECKOUT_TEXT": "1"],
      currentDirectory: elsewhere)
  }

  func textFiles() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: textFolder)) ?? [])
      .filter { !$0.hasPrefix(".") }.sorted()
  }

  func size(_ name: String) -> Int {
    let attributes = try? FileManager.default.attributesOfItem(atPath: textFolder + "/" + name)
    return (attributes?[.size] as? Int) ?? -1
  }

  @Test func withoutTheTextACommandNamesTheFetchAndFails() throws {
    let result = try quran("read", "2:255")
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(result.error.contains("Run quran data fetch to download it"))
  }

  /// The first start's question takes one key, with no Enter after it (issue 74), and leaves
  /// the terminal as it found it.
  @Test func theFirstStartsQuestionTakesOneKey() throws {
    let tmux = try TmuxSession(
      command: "sh -c 'cd \(elsewhere) && exec \(QuranProcess.executable) read 2:255'",
      environment: [
        "LANG": "C.UTF-8", "TERM": "xterm-256color", "QURAN_VI_HOME": home.directory,
        "QURAN_VI_DATA": "", "QURAN_VI_NO_CHECKOUT_TEXT": "1",
      ])
    try tmux.waitFor("[Y/n]")
    try tmux.type("n")
    let screen = try tmux.waitFor("[exit 1]")
    #expect(screen.contains("[Y/n] n\nquran: Nothing was fetched."), "\(screen)")
    #expect(!screen.contains("-icanon") && !screen.contains("-echo "), "\(screen)")
    #expect(textFiles().isEmpty)
  }

  @Test func fetchesVerifiesAndReadsFromAComputerWithoutTheText() throws {
    let fetch = try quran("data", "fetch", "--from", mirror.address(.whole))
    #expect(fetch.status == 0, "\(fetch.error)")
    #expect(fetch.output.contains("Fetched and verified the Quran text"))
    #expect(textFiles() == Self.allFiles)
    #expect(size("vi-rwwad.json") == 3_601_979)
    let read = try quran("read", "2:255")
    #expect(read.status == 0)
    #expect(read.output.contains("2:255  Allah (là Thượng Đế)"))
    let verify = try quran("data", "verify")
    #expect(verify.status == 0)
    #expect(
      verify.output.contains(
        "c0b4b56b14b58856e64c698083adb79b0d776207c2a05332c6d78883c4b50126 (verified)"))
    // Fetching again asks the mirror for nothing.
    let before = mirror.requests.count
    #expect(try quran("data", "fetch", "--from", mirror.address(.whole)).status == 0)
    #expect(mirror.requests.count == before)
  }

  /// On a computer that has the text, the footnotes and the tafsir are fetched alone; once
  /// here, they are read with the mirror gone.
  @Test func theFootnotesAndTheTafsirComeLaterAndAreReadOffline() throws {
    try FileManager.default.createDirectory(atPath: textFolder, withIntermediateDirectories: true)
    for name in ["vi-rwwad.json", "vi-hassan.json"] {
      try FileManager.default.copyItem(
        atPath: Fixtures.dataDirectory + "/" + name, toPath: textFolder + "/" + name)
    }
    let before = try quran("read", "2:255-256")
    #expect(before.status == 0)
    #expect(before.output.contains("Kursi[25] (Bệ gác chân)"))
    #expect(!before.output.contains("[25] Có lời Tafsir"))
    let hint = "the footnotes are not on this computer: quran data fetch"
    #expect(before.error.components(separatedBy: hint).count == 2, "one hint: \(before.error)")

    let fetch = try quran("data", "fetch", "--from", mirror.address(.whole))
    #expect(fetch.status == 0, "\(fetch.error)")
    #expect(
      mirror.requests.map(\.path) == [
        "/whole/vietnamese_rwwad-1.0.7.json", "/whole/vi-mokhtasar-islamhouse.md",
        "/whole/mutashabiha_data.json",
      ])
    mirror.stop()
    let read = try quran("read", "2:255")
    #expect(read.output.contains("    [25] Có lời Tafsir rằng Kursi là Ngai vương và Bệ gác chân."))
    #expect(read.error.isEmpty, "\(read.error)")
    let tafsir = try quran("tafsir", "2:255")
    #expect(tafsir.status == 0)
    #expect(tafsir.output.hasPrefix("Tafsir of 2:255 (Al-Mukhtasar)\nAllah là Đấng duy nhất"))
    let status = try quran("data", "status")
    #expect(status.output.contains("175 of 175 footnote markers"))
    #expect(status.output.contains("Rwwad Translation Center, QuranEnc.com, version 1.0.7"))
    #expect(status.output.contains("IslamHouse.com; licence CC BY-NC-ND 4.0"))
  }

  @Test func theMirrorCanComeFromTheEnvironment() throws {
    let fetch = try QuranProcess.run(
      ["data", "fetch"], home: home.directory,
      environment: [
        "QURAN_VI_DATA": "", "QURAN_VI_NO_CHECKOUT_TEXT": "1",
        "QURAN_VI_TEXT_URL": mirror.address(.whole),
      ],
      currentDirectory: elsewhere)
    #expect(fetch.status == 0, "\(fetch.error)")
    #expect(mirror.requests.map(\.path) == TextMirror.served.map { "/whole/\($0.1)" })
  }

  @Test func theProxyTheEnvironmentNamesIsUsed() throws {
    let fetch = try QuranProcess.run(
      ["data", "fetch", "--from", "http://mirror.invalid/whole"], home: home.directory,
      environment: [
        "QURAN_VI_DATA": "", "QURAN_VI_NO_CHECKOUT_TEXT": "1",
        "http_proxy": "127.0.0.1:\(mirror.port)",
      ],
      currentDirectory: elsewhere)
    #expect(fetch.status == 0, "\(fetch.error)")
    #expect(mirror.requests.count == TextMirror.served.count)
    #expect(mirror.requests.filter { !$0.proxied }.isEmpty)
  }

  @Test func aFileWithOneByteChangedIsRefusedAndNothingIsKept() throws {
    let fetch = try quran("data", "fetch", "--from", mirror.address(.changed))
    #expect(fetch.status == 1)
    #expect(fetch.error.contains("vi-hassan.json from"))
    #expect(fetch.error.contains("is not the published text"))
    #expect(!textFiles().contains("vi-hassan.json"))
    #expect(!textFiles().contains("vi-hassan.json.partial"))
    #expect(!textFiles().contains("vi-rwwad.json"), "neither file is put in place")
    #expect(try quran("read", "1:1").status == 1)
  }

  @Test func aDownloadCutHalfwayIsSaidThenResumed() throws {
    let cut = try quran("data", "fetch", "--from", mirror.address(.cut))
    #expect(cut.status == 1)
    #expect(cut.error.contains("The download of vi-rwwad.json stopped at 1.8 MB of 3.6 MB"))
    #expect(cut.error.contains("Run quran data fetch again"))
    #expect(textFiles() == ["vi-rwwad.json.partial"])
    let kept = size("vi-rwwad.json.partial")
    #expect(kept > 0 && kept < 3_601_979)

    let retry = try quran("data", "fetch", "--from", mirror.address(.whole))
    #expect(retry.status == 0, "\(retry.error)")
    #expect(mirror.requests.last { $0.path == "/whole/vi-rwwad.json" }?.range == "bytes=\(kept)-")
    #expect(textFiles() == Self.allFiles)
    #expect(try quran("data", "verify").status == 0)
  }

  @Test func aMissingFileIsA404Sentence() throws {
    let fetch = try quran("data", "fetch", "--from", mirror.address(.missing))
    #expect(fetch.status == 1)
    #expect(
      fetch.error.contains(
        "The file is not at \(mirror.address(.missing))/vi-rwwad.json (HTTP 404)"))
    #expect(textFiles().isEmpty)
  }

  /// The look-alikes are optional: a mirror without them still brings the whole text, and a
  /// sentence says what was left and that memorizing works without it.
  @Test func aMirrorWithoutTheLookAlikesStillBringsTheText() throws {
    let fetch = try quran("data", "fetch", "--from", mirror.address(.withoutLookAlikes))
    #expect(fetch.status == 1)
    #expect(fetch.output.contains("Fetched and verified the Quran text"), "\(fetch.output)")
    #expect(
      fetch.error.contains(
        "The look-alikes for memorizing (mutashabiha_data.json) were not fetched: The file is not"
          + " at \(mirror.address(.withoutLookAlikes))/mutashabiha_data.json (HTTP 404)."),
      "\(fetch.error)")
    #expect(fetch.error.contains("memorizing works without them"))
    #expect(textFiles() == Self.allFiles.filter { $0 != "mutashabiha_data.json" })
    let read = try quran("read", "2:255")
    #expect(read.status == 0, "\(read.error)")
    #expect(read.output.contains("Allah"))
  }

  @Test func anUnreachableServerIsASentence() throws {
    let closed = try TextMirror()
    closed.stop()
    let address = "http://127.0.0.1:\(closed.port)"
    let fetch = try quran("data", "fetch", "--from", address)
    #expect(fetch.status == 1)
    #expect(
      fetch.error.contains("Could not download the Quran text from 127.0.0.1 (connection refused)"))
    // In Vietnamese, the reason too (issue 51).
    let vietnamese = try quran("--lang", "vi", "data", "fetch", "--from", address)
    #expect(vietnamese.error.contains("từ 127.0.0.1 (kết nối bị từ chối)"), "\(vietnamese.error)")
  }

  @Test func aSlowServersProgressLineMoves() throws {
    let fetch = try quran("data", "fetch", "--from", mirror.address(.slow))
    #expect(fetch.status == 0, "\(fetch.error)")
    let lines = fetch.error.split(separator: "\n").filter { $0.hasPrefix("vi-rwwad.json [") }
    #expect(lines.count >= 2, "\(fetch.error)")
    #expect(Set(lines).count == lines.count, "each line says more than the one before")
    #expect(lines.last?.hasSuffix("done") == true)
  }

  /// A mirror stopped twice (by its test, then as the test ends) leaves alone the mirror that
  /// has since been given its descriptor's number: that was other tests' "connection refused".
  @Test func aMirrorStoppedTwiceLeavesTheNextOneListening() throws {
    let first = try TextMirror()
    first.stop()
    let refused = Waiting.until(10) {
      (try? LoopbackSocket.connect(port: Int(first.port))).map({ close($0) }) == nil
    }
    try #require(refused, "the stopped mirror still takes connections")
    let second = try TextMirror()
    defer { second.stop() }
    first.stop()
    let fetch = try quran("data", "fetch", "--from", second.address(.whole))
    #expect(fetch.status == 0, "\(fetch.error)")
  }

  @Test func twoFetchesAtOnceTakeTurns() throws {
    let results = Mutex<[Subprocess.Result]>([])
    let finished = DispatchSemaphore(value: 0)
    for _ in 0..<2 {
      Thread.detachNewThread { [self] in
        if let result = try? quran("data", "fetch", "--from", mirror.address(.slow)) {
          results.withLock { $0.append(result) }
        }
        finished.signal()
      }
    }
    for _ in 0..<2 { finished.wait() }
    #expect(results.withLock { $0.map(\.status) } == [0, 0])
    #expect(
      mirror.requests.count == TextMirror.served.count,
      "the second fetch finds the files the first one kept")
    #expect(try quran("data", "verify").status == 0)
  }

  @Test func aBuiltCorpusServesWhenTheTextIsGoneOrBroken() throws {
    #expect(try quran("data", "fetch", "--from", mirror.address(.whole)).status == 0)
    let hassan = textFolder + "/vi-hassan.json"
    try Data("{\"broken".utf8).write(to: URL(fileURLWithPath: hassan))
    let broken = try quran("read", "1:1")
    #expect(broken.status == 0)
    #expect(broken.output.contains("1:1  Nhân danh Allah"))
    #expect(broken.error.contains("The text prepared earlier is used"))
    let verify = try quran("data", "verify")
    #expect(verify.status == 1)
    #expect(verify.error.contains("vi-hassan.json") || verify.output.contains("vi-hassan.json"))

    try FileManager.default.removeItem(atPath: textFolder)
    let gone = try quran("read", "1:1")
    #expect(gone.status == 0)
    #expect(gone.output.contains("1:1  Nhân danh Allah"))
  }
}
