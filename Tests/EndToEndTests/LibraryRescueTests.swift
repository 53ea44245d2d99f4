import Foundation
import GRDB
import Library
import QuranText
import TestSupport
import Testing

/// Whether this process may make a mount namespace with a read-only bind mount (root in a
/// sandbox that allows it): the read-only home is tested that way, since root writes anywhere.
let readOnlyMountsWork: Bool = {
  guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else {
    return false
  }
  let folder = Fixtures.makeTemporaryDirectory("ro-probe")
  defer { try? FileManager.default.removeItem(atPath: folder) }
  let probe = try? Subprocess.run(
    "/usr/bin/unshare",
    ["-m", "sh", "-c", ReadOnlyHome.mounting(folder) + " && ! touch \(folder)/x 2>/dev/null"],
    environment: ProcessInfo.processInfo.environment)
  return probe?.status == 0
}()

/// A command run with the home mounted read-only, in a mount namespace of its own (gone
/// when the command ends).
enum ReadOnlyHome {
  static func mounting(_ folder: String) -> String {
    "mount --bind '\(folder)' '\(folder)' && mount -o remount,ro,bind '\(folder)'"
  }

  static func command(_ folder: String, _ command: String) -> String {
    "/usr/bin/unshare -m sh -c \"\(mounting(folder)) && exec \(command)\""
  }
}

/// A damaged library, a read-only home and another home on the same computer, tried as a
/// person would: the Quran always reads, the person is told what happened in one sentence,
/// and `quran library recover` brings their notes back.
@Suite(.serialized) struct LibraryRescueTests {
  let home = TemporaryHome()

  func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Subprocess.Result {
    try QuranProcess.run(arguments, home: home.directory, environment: environment)
  }

  /// Notes and favorites, a backup of them, then the favorites' page overwritten.
  func damagedLibrary() throws -> [String] {
    let store = try home.openLibrary()
    var texts = [String]()
    for ayah in 1...40 {
      let id = try AyahID(surah: 2, ayah: ayah)
      texts.append(try store.addNote(on: id, text: "Ghi chú \(ayah) về \(id)").text)
      _ = try store.setFavorite(id, true)
    }
    _ = try store.backUp(at: Date(timeIntervalSinceNow: -86_400))
    let queue = try DatabaseQueue(path: home.home.libraryPath)
    let page = try queue.read {
      try Int.fetchOne(
        $0, sql: "SELECT pageno FROM dbstat WHERE name = 'favorite' AND pagetype = 'leaf'")
    }
    try queue.writeWithoutTransaction { try $0.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
    try queue.close()
    let handle = try #require(FileHandle(forUpdatingAtPath: home.home.libraryPath))
    try handle.seek(toOffset: UInt64((try #require(page) - 1) * 4096))
    handle.write(Data(repeating: 0xFF, count: 4096))
    try handle.close()
    return texts
  }

  @Test func theReaderOpensADamagedLibraryAndRecoverBringsTheNotesBack() throws {
    let texts = try damagedLibrary()
    let tmux = try TmuxSession(
      command: QuranProcess.executable,
      environment: [
        "LANG": "C.UTF-8", "TERM": "xterm-256color", "QURAN_VI_HOME": home.directory,
        "QURAN_VI_DATA": Fixtures.dataDirectory, "QURAN_VI_ARABIC_DISPLAY": "shaped",
      ])
    try tmux.waitFor("Nhân danh Allah")
    let screen = try tmux.waitFor("was damaged")
    #expect(!screen.contains("SQLite"), "no library internals on the screen")
    try tmux.send("q")
    try tmux.waitFor("[exit 0]")

    let recover = try run(["library", "recover"])
    #expect(recover.status == 0, "\(recover.error)")
    #expect(recover.output.contains("40 notes"), "\(recover.output)")
    let list = try run(["note", "list", "--json"])
    for text in texts { #expect(list.output.contains(text)) }
    let favorites = try run(["fav", "list"])
    #expect(favorites.output.contains("2:40"), "the backup's favorites are back")
    let check = try run(["library", "check"])
    #expect(check.status == 0 && check.output.contains("40"), "\(check.output)")
  }

  @Test func aFileOfGarbageStillReadsTheQuranAndEveryErrorHasOnePrefix() throws {
    try Data(repeating: 0x5A, count: 20_000).write(to: URL(fileURLWithPath: home.home.libraryPath))
    let read = try run(["read", "1:1"])
    #expect(read.status == 0)
    #expect(read.output.contains("Nhân danh Allah"))
    #expect(read.error.hasPrefix("quran: "), "\(read.error)")
    #expect(!read.error.contains("SQLite"))
    let wrong = try run(["fav", "add", "2:999"])
    #expect(wrong.status != 0)
    #expect(wrong.error.hasPrefix("quran: "), "\(wrong.error)")
    let unknown = try run(["fav", "--no-such-option"])
    #expect(unknown.error.hasPrefix("quran: "), "\(unknown.error)")
  }

  @Test func anotherHomeOnThisComputerFindsTheFetchedText() throws {
    // The computer's text is where `quran data fetch` keeps it: the default home's text/.
    let computer = Fixtures.makeTemporaryDirectory("computer")
    defer { try? FileManager.default.removeItem(atPath: computer) }
    try FileManager.default.createSymbolicLink(
      atPath: computer + "/text", withDestinationPath: Fixtures.dataDirectory)
    let other = Fixtures.makeTemporaryDirectory("other-home")
    defer { try? FileManager.default.removeItem(atPath: other) }
    var environment = ProcessInfo.processInfo.environment
    environment.removeValue(forKey: "QURAN_VI_DATA")
    environment["QURAN_VI_HOME"] = computer
    let status = try Subprocess.run(
      QuranProcess.executable, ["data", "status", "--home", other], environment: environment,
      currentDirectory: "/")
    #expect(status.output.contains("(fetched by quran data fetch)"), "\(status.output)")
  }

  @Test(.enabled(if: readOnlyMountsWork, "read-only bind mounts need root and unshare"))
  func aReadOnlyHomeReadsAndSaysWhyNothingCanBeSaved() throws {
    // Left as a reader leaves it: its last changes still in the WAL beside it.
    let store = try home.openLibrary()
    _ = try store.addNote(on: AyahID.parse("2:255"), text: "Ayat al-Kursi")
    #expect(FileManager.default.fileExists(atPath: home.home.libraryPath + "-wal"))
    let exported = Fixtures.makeTemporaryDirectory("export") + "/out.json"
    let tmux = try TmuxSession(
      command: ReadOnlyHome.command(home.directory, QuranProcess.executable),
      environment: [
        "LANG": "C.UTF-8", "TERM": "xterm-256color", "QURAN_VI_HOME": home.directory,
        "QURAN_VI_DATA": Fixtures.dataDirectory, "QURAN_VI_ARABIC_DISPLAY": "shaped",
      ])
    // Said once, in the status row alone (issue 74): not wrapped over the surah list.
    let opened = try tmux.waitFor("Nhân danh Allah")
    let rows = opened.split(separator: "\n", omittingEmptySubsequences: false)
    let notice = "Read-only: the data folder cannot be written, so changes are not saved."
    #expect(
      rows.filter { $0.contains("Read-only") || $0.contains("changes") || $0.contains("written") }
        .map { $0.trimmingCharacters(in: .whitespaces) } == [notice], "\(opened)")
    try tmux.send("f")
    let screen = try tmux.waitFor("nothing can be saved")
    #expect(!screen.contains("SQLite") && !screen.contains("grdb"))
    try tmux.send("q")
    try tmux.waitFor("[exit 0]")

    let environment = [
      "QURAN_VI_HOME": home.directory, "QURAN_VI_DATA": Fixtures.dataDirectory, "LANG": "C.UTF-8",
    ]
    let add = try Subprocess.run(
      "/bin/sh",
      ["-c", ReadOnlyHome.command(home.directory, "\(QuranProcess.executable) fav add 2:255")],
      environment: ProcessInfo.processInfo.environment.merging(environment) { $1 })
    #expect(add.status == 1)
    #expect(add.error.contains("read-only") && add.error.hasPrefix("quran: "), "\(add.error)")
    #expect(add.error.split(separator: "\n").count == 1, "said once: \(add.error)")
    let export = try Subprocess.run(
      "/bin/sh",
      [
        "-c",
        ReadOnlyHome.command(
          home.directory, "\(QuranProcess.executable) export --format json --output \(exported)"),
      ],
      environment: ProcessInfo.processInfo.environment.merging(environment) { $1 })
    #expect(export.status == 0, "\(export.error)")
    #expect(try String(contentsOfFile: exported, encoding: .utf8).contains("Ayat al-Kursi"))
  }
}
