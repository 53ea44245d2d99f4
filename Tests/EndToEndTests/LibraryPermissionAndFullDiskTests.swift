import Foundation
import GRDB
import Library
import PrivateFiles
import QuranText
import TestSupport
import Testing

/// Whether this process may run a program as another user (root, with util-linux's setpriv).
let otherUsersWork =
  getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")

/// Whether this process may mount a small tmpfs (root, in a sandbox that allows it).
let tmpfsMountsWork: Bool = {
  guard getuid() == 0 else { return false }
  let folder = Fixtures.makeTemporaryDirectory("tmpfs-probe")
  defer { try? FileManager.default.removeItem(atPath: folder) }
  let mounted = try? Subprocess.run(
    "/bin/sh", ["-c", "mount -t tmpfs -o size=64k tmpfs '\(folder)' && umount '\(folder)'"],
    environment: ProcessInfo.processInfo.environment)
  return mounted?.status == 0
}()

/// Issue 60, items 5 and 9: a library another user owns is named as such (never "damaged",
/// never moved), and a full disk is said as full, with nothing lost.
@Suite(.serialized) struct LibraryPermissionAndFullDiskTests {
  static let nobody = "65534"

  /// Runs `quran` as the user `nobody`, in `home`.
  func runAsNobody(_ arguments: [String], home: String, language: String = "en") throws
    -> Subprocess.Result
  {
    var environment = ProcessInfo.processInfo.environment
    environment["QURAN_VI_DATA"] = Fixtures.dataDirectory
    environment["QURAN_VI_HOME"] = home
    environment["QURAN_VI_LANG"] = language
    environment["HOME"] = home
    return try Subprocess.run(
      "/usr/bin/setpriv",
      ["--reuid=\(Self.nobody)", "--regid=\(Self.nobody)", "--clear-groups"]
        + [QuranProcess.executable] + arguments,
      environment: environment, currentDirectory: "/")
  }

  @Test(.enabled(if: otherUsersWork, "needs root and setpriv"))
  func aLibraryOwnedByRootIsNamedAsAPermissionAndRecoverMovesNothing() throws {
    let temporary = TemporaryHome(withCorpus: false)
    let home = temporary.directory
    do {
      let store = try temporary.openLibrary()
      _ = try store.addNote(on: AyahID.parse("2:255"), text: "Ayat al-Kursi")
    }
    let path = temporary.home.libraryPath
    try? FileManager.default.removeItem(atPath: Backups(libraryPath: path).folder)
    #expect(!FileManager.default.fileExists(atPath: path + "-wal"), "closed whole")
    // As `sudo cp` leaves it: the person's folder, root's file.
    #expect(chown(home, 65534, 65534) == 0)
    #expect(chmod(home, 0o700) == 0 && chmod(path, 0o600) == 0)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))

    let fix = "sudo chown nobody \(path)"
    let list = try runAsNobody(["note", "list"], home: home)
    #expect(list.status == 1)
    for words in ["belongs to root", "mode 0600", "running as nobody", fix] {
      #expect(list.error.contains(words), "\(list.error)")
    }
    #expect(!list.error.contains("read-only") && !list.output.contains("No notes"))
    let vietnamese = try runAsNobody(["note", "list"], home: home, language: "vi")
    #expect(vietnamese.error.contains("thuộc về root") && vietnamese.error.contains(fix))
    let check = try runAsNobody(["library", "check"], home: home)
    #expect(check.status == 1)
    #expect(check.error.contains(fix) && !(check.output + check.error).contains("damaged"))
    let recover = try runAsNobody(["library", "recover"], home: home)
    #expect(recover.status == 1)
    #expect(recover.error.contains(fix), "\(recover.error)")
    #expect(!recover.error.contains("NSCocoaErrorDomain"), "\(recover.error)")
    #expect(LibraryFile.setAside(in: home).isEmpty, "nothing was moved")
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)

    // Readable but not writable: the notes read, and a change names the permission.
    #expect(chmod(path, 0o644) == 0)
    let readable = try runAsNobody(["note", "list"], home: home)
    #expect(readable.output.contains("Ayat al-Kursi"), "\(readable.output) \(readable.error)")
    let add = try runAsNobody(["note", "add", "1:1", "mới"], home: home)
    #expect(add.status == 1 && add.error.contains(fix), "\(add.error)")

    // The command it names fixes it.
    #expect(chown(path, 65534, 65534) == 0)
    let fixed = try runAsNobody(["note", "add", "1:1", "mới"], home: home)
    #expect(fixed.status == 0, "\(fixed.error)")
  }

  @Test(.enabled(if: tmpfsMountsWork, "needs root and tmpfs mounts"))
  func aFullDiskIsSaidAsFullAndNothingIsLost() throws {
    let home = Fixtures.makeTemporaryDirectory("full-disk")
    let shell = ProcessInfo.processInfo.environment
    let mount = try Subprocess.run(
      "/bin/sh", ["-c", "mount -t tmpfs -o size=3m tmpfs '\(home)'"], environment: shell)
    try #require(mount.status == 0, "\(mount.error)")
    defer {
      _ = try? Subprocess.run("/bin/sh", ["-c", "umount '\(home)'"], environment: shell)
      try? FileManager.default.removeItem(atPath: home)
    }
    func run(_ arguments: [String]) throws -> Subprocess.Result {
      try QuranProcess.run(arguments, home: home, environment: ["QURAN_VI_LANG": "en"])
    }
    let first = try run(["note", "add", "2:255", "Ayat al-Kursi"])
    try #require(first.status == 0, "\(first.error)")
    // Filled to the brim.
    _ = try Subprocess.run(
      "/bin/sh", ["-c", "dd if=/dev/zero of='\(home)/filler' bs=4k 2>/dev/null; sync"],
      environment: shell)
    #expect(DiskSpace.of(home)?.isFull == true)

    let add = try run(["note", "add", "2:1", String(repeating: "Ghi chú dài. ", count: 400)])
    #expect(add.status == 1)
    #expect(add.error.contains("is full (0 KB free on \(home))"), "\(add.error)")
    #expect(!add.error.contains("I/O") && !add.error.contains("damaged"), "\(add.error)")
    let check = try run(["library", "check"])
    #expect(!(check.output + check.error).contains("damaged"), "\(check.output)\(check.error)")
    let list = try run(["note", "list"])
    #expect(list.output.contains("Ayat al-Kursi"), "\(list.output)\(list.error)")

    try FileManager.default.removeItem(atPath: home + "/filler")
    let again = try run(["note", "add", "2:1", "Alif Lam Mim"])
    #expect(again.status == 0, "\(again.error)")
    let all = try run(["note", "list"])
    #expect(all.output.contains("Ayat al-Kursi") && all.output.contains("Alif Lam Mim"))
    #expect(LibraryFile.setAside(in: home).isEmpty)
  }
}
