import Foundation
import TestSupport
import Testing

/// The look-alikes (the mutashabihat list, issue 48) fetched by `quran data fetch` like the
/// text, from a mirror on a loopback port: pinned, verified, credited, then found by the
/// memorize screen where the fetch keeps them. The computer has the text and the study files
/// already, and never looks in the checkout's `../shared/data`.
@Suite(.serialized) final class LookAlikesFetchTests: Sendable {
  let mirror: TextMirror
  let home = TemporaryHome(withCorpus: false)

  init() throws {
    mirror = try TextMirror()
    try FileManager.default.createDirectory(atPath: textFolder, withIntermediateDirectories: true)
    for (folder, name) in TextMirror.served where name != "mutashabiha_data.json" {
      try FileManager.default.copyItem(
        atPath: Fixtures.sharedDirectory + "/data/\(folder)/\(name)",
        toPath: textFolder + "/" + name)
    }
  }

  deinit { mirror.stop() }

  var textFolder: String { home.directory + "/text" }
  var lookAlikesPath: String { textFolder + "/mutashabiha_data.json" }
  var environment: [String: String] {
    ["QURAN_VI_DATA": "", "QURAN_VI_NO_CHECKOUT_TEXT": "1", "QURAN_VI_LANG": "en"]
  }

  func quran(_ arguments: String...) throws -> Subprocess.Result {
    try QuranProcess.run(arguments, home: home.directory, environment: environment)
  }

  @Test func aTamperedCopyIsRefusedWithASentenceAndNothingIsKept() throws {
    let fetch = try quran("data", "fetch", "--from", mirror.address(.tampered))
    #expect(fetch.status == 1)
    #expect(mirror.requests.map(\.path) == ["/tampered/mutashabiha_data.json"])
    #expect(
      fetch.error.contains(
        "mutashabiha_data.json from \(mirror.address(.tampered))/mutashabiha_data.json"
          + " is not the published text: its SHA-256 is"), "\(fetch.error)")
    #expect(fetch.error.contains("not e6857688a5a2083f…"), "\(fetch.error)")
    #expect(!FileManager.default.fileExists(atPath: lookAlikesPath))
    #expect(!FileManager.default.fileExists(atPath: lookAlikesPath + ".partial"))
    let status = try quran("data", "status")
    #expect(
      status.output.contains(
        "  mutashabiha_data.json: the look-alikes are not on this computer: quran data fetch"),
      "\(status.output)")
  }

  @Test func fetchedVerifiedCreditedThenShownWhileMemorizing() throws {
    let fetch = try quran("data", "fetch", "--from", mirror.address(.whole))
    #expect(fetch.status == 0, "\(fetch.error)")
    #expect(mirror.requests.map(\.path) == ["/whole/mutashabiha_data.json"])
    let verify = try quran("data", "verify")
    #expect(verify.status == 0, "\(verify.error)")
    #expect(
      verify.output.contains(
        "e6857688a5a2083ff9bab4500fcbe2faa3ea7d652bbd8541449d981d44ad239a (verified)"),
      "\(verify.output)")
    let status = try quran("data", "status")
    #expect(status.output.contains("Look-alikes for memorizing (mutashabihat), optional:"))
    #expect(status.output.contains("Quran Mutashabihat Data, Waqar Ahmed, after Qari Idrees"))
    #expect(
      status.output.contains("source: github.com/Waqar144/Quran_Mutashabihat_Data at 8337b417"),
      "\(status.output)")

    mirror.stop()
    let tmux = try TmuxSession(
      command: "\(QuranProcess.executable) memorize 2:5", width: 100, height: 30,
      environment: environment.merging([
        "LANG": "C.UTF-8", "TERM": "xterm-256color", "QURAN_VI_ARABIC_DISPLAY": "terminal",
        "QURAN_VI_HOME": home.directory,
      ]) { $1 })
    try tmux.waitFor("ayah 2:5")
    try tmux.send("l")
    let screen = try tmux.waitFor("Look-alikes (Quran Mutashabihat Data, Waqar Ahmed)")
    #expect(screen.contains("31:5"), "\(screen)")
  }
}
