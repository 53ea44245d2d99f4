import ChildProcess
import Foundation
import QuranText
import TestSupport
import Testing

/// `quran data check-updates|update|diff|use|status` as a person types them, the real
/// programs against QuranEnc's API on a loopback port (`QuranEncServer`, a 1.0.8 made from the
/// pinned 1.0.7, a Hasan Abdul-Karim 1.0.2 with a footnote), an update killed half-way, and a
/// Hasan version's footnote in `quran read` and in the reader in tmux.
@Suite final class EditionCommandTests: Sendable {
  let server: QuranEncServer
  let home = TemporaryHome()

  init() throws {
    server = try QuranEncServer(hassanVersion: "1.0.2")
  }

  deinit { server.stop() }

  var environment: [String: String] { ["QURAN_VI_QURANENC_URL": server.address] }

  func quran(_ arguments: String...) throws -> Subprocess.Result {
    try QuranProcess.run(arguments, home: home.directory, environment: environment)
  }

  @Test func checkUpdateDiffAndGoBack() throws {
    let before = try quran("data", "status")
    #expect(before.output.contains("version on this computer: 1.0.7"), "\(before.output)")
    #expect(before.output.contains("QuranEnc not asked yet"))

    let check = try quran("data", "check-updates")
    #expect(check.status == 0, "\(check.error)")
    #expect(
      check.output.contains(
        "version 1.0.8 is out (here: 1.0.7); quran data update rwwad fetches it."),
      "\(check.output)")
    #expect(try quran("data", "status").output.contains("QuranEnc's latest when last asked ("))

    let update = try quran("data", "update")
    #expect(update.status == 0, "\(update.error)")
    #expect(update.output.contains("switched from 1.0.7 to 1.0.8"), "\(update.output)")
    #expect(update.output.contains("Ayahs changed: 1:1, 2:255, 112:1"))
    #expect(
      update.output.contains("Version 1.0.7 is kept: quran data use rwwad 1.0.7 goes back to it."))
    // `quran read` credits the version in use beside the surah's name, `--json` names it.
    let read = try quran("read", "1:1")
    #expect(
      read.output.contains("Rwwad Translation Center (quranenc.com), version 1.0.8"),
      "\(read.output)")
    #expect(try quran("read", "1:1", "--json").output.contains("\"version\" : \"1.0.8\""))
    let status = try quran("data", "status")
    #expect(status.output.contains("version on this computer: 1.0.8"))
    #expect(status.output.contains("versions kept here: 1.0.8"))
    // The footnotes are credited with the version they came from.
    #expect(status.output.contains("Rwwad Translation Center, QuranEnc.com, version 1.0.8"))

    // In a pipe the words removed and added are marked, not colored.
    let diff = try quran("data", "diff", "rwwad", "1.0.7", "1.0.8")
    #expect(diff.status == 0, "\(diff.error)")
    #expect(
      diff.output.contains("1:1  Nhân danh Allah, Đấng Độ Lượng, Đấng Khoan Dung {+(1.0.8)+}"),
      "\(diff.output)")
    #expect(diff.output.contains("[-Đế),-] {+Đế duy nhất),+}"))
    #expect(diff.output.contains("3 ayahs differ."))
    #expect(!diff.output.contains("\u{1B}["))

    let back = try quran("data", "use", "rwwad", "1.0.7")
    #expect(back.status == 0, "\(back.error)")
    #expect(back.output.contains("version 1.0.7 is now in use"))
    #expect(try !quran("read", "1:1").output.contains("(1.0.8)"))
    #expect(try !quran("read", "1:1", "--json").output.contains("\"version\""))
    let unknown = try quran("data", "use", "rwwad", "1.0.6")
    #expect(unknown.status == 1)
    #expect(
      unknown.error.contains(
        "Version 1.0.6 of rwwad is not on this computer (here: 1.0.7, app, 1.0.8)."))
  }

  /// Killed while QuranEnc holds surah 50's answer, the update leaves 1.0.7 in use, whole,
  /// and nothing in the way of the next update.
  @Test func anUpdateKilledHalfWayLeavesTheOldVersion() throws {
    server.set(.held(surah: 50))
    var childEnvironment = ProcessInfo.processInfo.environment
    childEnvironment["QURAN_VI_DATA"] = Fixtures.dataDirectory
    childEnvironment["QURAN_VI_HOME"] = home.directory
    for (key, value) in environment { childEnvironment[key] = value }
    let child = try ChildProcess(
      QuranProcess.executable, ["data", "update"], environment: childEnvironment,
      output: .discarded, error: .discarded)
    let asked = Waiting.until(60) {
      server.paths.contains("/api/v1/translation/sura/vietnamese_rwwad/50")
    }
    kill(child.pid, SIGKILL)
    child.wait()
    server.release()
    #expect(asked)
    let shelf = TranslationShelf(directory: home.home.translationsDirectory)
    #expect(shelf.inUse(.rwwad) == nil)
    #expect(shelf.kept(.rwwad).isEmpty)
    #expect(try quran("data", "status").output.contains("version on this computer: 1.0.7"))
    #expect(try !quran("read", "1:1").output.contains("(1.0.8)"))

    server.set(nil)
    let again = try quran("data", "update", "rwwad")
    #expect(again.status == 0, "\(again.error)")
    #expect(try quran("read", "1:1").output.contains("(1.0.8)"))
  }

  /// After `quran data update hassan`, the Hasan version's footnote is printed under its ayah
  /// (and in `--json`), and opened with `i` in the reader, in a real terminal.
  @Test func aHasanVersionsFootnoteIsShown() throws {
    let pinned = try quran("read", "2:255", "--translation", "hassan")
    #expect(!pinned.output.contains("[1]"), "\(pinned.output)")
    let update = try quran("data", "update", "hassan")
    #expect(update.status == 0, "\(update.error)")
    #expect(update.output.contains("1.0.2"), "\(update.output)")

    let read = try quran("read", "2:255", "--translation", "hassan")
    #expect(read.output.contains("(Kursi)[1]"), "\(read.output)")
    // Each translation's footnotes are counted, the Hasan version's credited with its number.
    let status = try quran("data", "status")
    #expect(
      status.output.contains(
        "Footnotes of the Hasan Abdul-Karim translation: 1 of 1 footnote markers have their footnote."
      ),
      "\(status.output)")
    #expect(status.output.contains("Hasan Abdul-Karim, QuranEnc.com, version 1.0.2"))
    #expect(status.output.contains("Footnotes of the Rwwad translation: 175 of 175"))
    let vietnamese = try QuranProcess.run(
      ["data", "status"], home: home.directory,
      environment: environment.merging(["QURAN_VI_LANG": "vi"]) { $1 })
    #expect(
      vietnamese.output.contains(
        "Chú thích của bản dịch Hasan Abdul-Karim: 1 trên 1 dấu chú thích có chú thích."),
      "\(vietnamese.output)")
    #expect(vietnamese.output.contains("Hasan Abdul-Karim, QuranEnc.com, phiên bản 1.0.2"))
    #expect(read.output.contains("    [1] " + QuranEncServer.hassanFootnote), "\(read.output)")
    let json = try quran("read", "2:255", "--translation", "hassan", "--json")
    #expect(json.output.contains("\"marker\" : 1"), "\(json.output)")
    #expect(json.output.contains(QuranEncServer.hassanFootnote))
    let rwwad = try quran("read", "2:255", "--translation", "rwwad")
    #expect(rwwad.output.contains("    [25] Có lời Tafsir rằng Kursi"), "\(rwwad.output)")
    #expect(!rwwad.output.contains(QuranEncServer.hassanFootnote))

    let tmux = try TmuxSession(
      command: QuranProcess.executable, width: 100, height: 30,
      environment: [
        "TERM": "xterm-256color", "QURAN_VI_ARABIC_DISPLAY": "shaped",
        "QURAN_VI_HOME": home.directory,
        "QURAN_VI_DATA": Fixtures.dataDirectory, "LANG": "C.UTF-8", "LC_ALL": "",
        "QURAN_VI_LANG": "en",
      ])
    try tmux.waitFor("i footnotes")
    try tmux.send("t")
    try tmux.waitFor("Hasan Abdul-Karim")
    try tmux.send(":")
    try tmux.type(QuranEncServer.hassanFootnoteAyah)
    try tmux.send("Enter")
    try tmux.waitFor("255/286")
    try tmux.send("i")
    // The footnote and the status row's sentence, in one frame.
    try tmux.waitFor(all: [
      "[1] " + QuranEncServer.hassanFootnote.prefix(30), "Footnotes of 2:255.",
    ])
    try tmux.send("q")
    try tmux.waitFor("[exit 0]")
  }
}
