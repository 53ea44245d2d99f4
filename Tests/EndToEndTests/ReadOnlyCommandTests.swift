import Foundation
import QuranText
import TestSupport
import Testing

/// Where strace is, when it can trace here (a container may forbid ptrace).
let workingStrace: String? = {
  guard
    let strace = ["/usr/bin/strace", "/bin/strace"].first(where: {
      FileManager.default.isExecutableFile(atPath: $0)
    }),
    let probe = try? Subprocess.run(
      strace, ["-f", "-o", "/dev/null", "/bin/true"],
      environment: ProcessInfo.processInfo.environment),
    probe.status == 0
  else { return nil }
  return strace
}()

/// Commands that only read leave the person's files alone, and a `quran` that does not sync
/// loads no networking library.
@Suite struct ReadOnlyCommandTests {
  let home = TemporaryHome()

  /// What `strace` saw a command write or flush, one line per call, on the library or the
  /// corpus (the SQLite files themselves and their journals).
  func writesToDataFiles(_ arguments: [String]) throws -> [String] {
    let strace = try #require(workingStrace)
    let folder = Fixtures.makeTemporaryDirectory("trace")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let trace = folder + "/calls"
    var environment = ProcessInfo.processInfo.environment
    environment["QURAN_VI_DATA"] = Fixtures.dataDirectory
    environment["QURAN_VI_HOME"] = home.directory
    let result = try Subprocess.run(
      strace,
      [
        "-f", "-y", "-o", trace,
        "-e", "trace=write,pwrite64,pwritev,pwritev2,fsync,fdatasync,ftruncate,rename,unlink",
        QuranProcess.executable,
      ] + arguments, environment: environment)
    #expect(result.status == 0, "\(arguments): \(result.error)")
    let calls = try String(contentsOfFile: trace, encoding: .utf8)
    // SQLite's shared-memory index (`-shm`) is memory mapped for readers too; it is not data.
    return calls.split(separator: "\n").map(String.init).filter {
      ($0.contains("library.sqlite") || $0.contains("corpus.sqlite")) && !$0.contains("-shm>")
    }
  }

  @Test(
    .enabled(
      if: workingStrace != nil, "strace is missing or cannot trace here (apt-get install strace)"),
    arguments: [
      ["read", "2:255"], ["search", "dang toi cao"], ["fav", "list"], ["note", "list"],
      ["note", "search", "ghi"], ["progress"], ["export"], ["status"], ["data", "status"],
    ])
  func readOnlyCommandsWriteNothing(command: [String]) throws {
    do {
      let library = try home.openLibrary()
      let ayah = try AyahID(surah: 2, ayah: 255)
      _ = try library.toggleFavorite(ayah)
      _ = try library.addNote(on: ayah, text: "ghi chú")
    }
    #expect(try writesToDataFiles(command) == [])
  }

  @Test(.enabled(if: workingStrace != nil, "strace is missing or cannot trace here"))
  func aWritingCommandIsSeenWriting() throws {
    // The same watch sees the writes of a command that does write: the test above can fail.
    #expect(try !writesToDataFiles(["fav", "add", "2:255"]).isEmpty)
  }

  @Test func theReaderLoadsNoNetworkingLibrary() throws {
    let ldd = try Subprocess.run(
      "/usr/bin/ldd", [QuranProcess.executable], environment: ProcessInfo.processInfo.environment)
    #expect(ldd.status == 0)
    #expect(ldd.output.contains("libncursesw"), "ldd lists the libraries")
    for library in ["libcurl", "FoundationNetworking", "libssl", "libgnutls"] {
      #expect(!ldd.output.contains(library), "\(library) is loaded by quran")
    }
  }
}
