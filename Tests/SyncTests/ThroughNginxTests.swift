// Two quran-records instances on one PostgreSQL behind nginx round-robin (the configuration
// in .ci/nginx-records.conf), two `quran` homes syncing through it, and one instance killed
// mid-way: nothing is lost or doubled, and the other instance carries on.
import Foundation
import Library
import QuranText
import TestSupport
import Testing

@Suite(
  "Two instances behind nginx",
  .enabled(if: TestDatabase.postgresURL != nil, Comment(rawValue: TestDatabase.missingPostgres)),
  .enabled(if: Nginx.program != nil, "nginx is not installed (apt-get install nginx-light)."))
struct ThroughNginxTests {
  @Test func twoHomesSyncThroughNginxWhileAnInstanceIsKilled() throws {
    let database = try TestDatabase.createPostgres()
    defer { TestDatabase.drop(database) }
    let port = try LoopbackSocket.freePort()
    let proxy = URL(string: "http://127.0.0.1:\(port)")!
    let arguments = ["--public-url", proxy.absoluteString, "--trusted-proxy", "127.0.0.1"]
    let first = try RecordServerProcess(database: database, arguments: arguments)
    let second = try RecordServerProcess(database: database, arguments: arguments)
    let nginx = try Nginx(listen: port, upstreams: [first.port, second.port])
    defer { nginx.stop() }

    let world = try SyncWorld(server: first, proxy: proxy)
    let a = try world.device("a")
    let b = try world.device("b")
    var batch = ImportBatch()
    let date = Date().addingTimeInterval(-3600)
    for index in 0..<3000 {
      let id = SurahSizes.ayah(atGlobalIndex: index + 1)!
      batch.notes.append(
        AyahNote(
          id: UUID(), ayahID: id, text: "ghi chú \(index)", createdAt: date, modifiedAt: date))
    }
    _ = try a.library.merge(batch)
    let expected = try a.snapshot()

    // a pushes through nginx; one instance dies under it, once the first batch is confirmed
    // and while the rest are still to go.
    let sync = try Child.quran(["sync"], home: a.directory)
    let underWay = try Waiting.until(60) {
      (1..<3000).contains(try a.library.pendingChangeCount())
    }
    #expect(underWay && sync.isRunning, "the sync was not under way: \(sync.output) \(sync.error)")
    first.kill()
    let status = sync.wait()
    if status != 0 {
      // The client gave up on an answer lost with the instance: it syncs again, as a person
      // would, and that sync must succeed.
      let again = try a.quran(["sync"])
      #expect(again.status == 0, "\(again.error)")
    }
    #expect(try a.library.pendingChangeCount() == 0)

    // b pulls everything through nginx, from the instance left.
    let pulled = try b.quran(["sync"])
    #expect(pulled.status == 0, "\(pulled.error)")
    #expect(try b.snapshot() == expected)
    #expect(try b.library.noteCount() == 3000)

    // And back: a change on b reaches a.
    try b.library.setFavorite(ayah("2:255"), true)
    #expect(try b.quran(["sync"]).status == 0)
    #expect(try a.quran(["sync"]).status == 0)
    #expect(try a.library.isFavorite(ayah("2:255")))
    #expect(try a.snapshot() == b.snapshot())
  }
}

/// nginx with `.ci/nginx-records.conf`, in a folder of its own, until `stop()`.
final class Nginx {
  static let program: String? = ["/usr/sbin/nginx", "/usr/bin/nginx"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  let folder: String
  let child: Child

  init(listen port: Int, upstreams: [Int]) throws {
    guard let program = Nginx.program, upstreams.count == 2 else {
      throw NginxError("nginx is not installed.")
    }
    folder = Fixtures.makeTemporaryDirectory("nginx")
    // Run as root, nginx's workers are `nobody`: they must reach the folders where they keep
    // request bodies too large for memory, or such requests are answered with a bare 500.
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder)
    for name in ["body", "proxy", "fastcgi", "uwsgi", "scgi"] {
      try FileManager.default.createDirectory(
        atPath: folder + "/" + name, withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o777])
    }
    let template = try String(
      contentsOfFile: Fixtures.packageRoot + "/.ci/nginx-records.conf", encoding: .utf8)
    let configuration = template.replacingOccurrences(of: "@DIR@", with: folder)
      .replacingOccurrences(of: "@LISTEN@", with: "\(port)")
      .replacingOccurrences(of: "@FIRST@", with: "\(upstreams[0])")
      .replacingOccurrences(of: "@SECOND@", with: "\(upstreams[1])")
    try configuration.write(toFile: folder + "/nginx.conf", atomically: true, encoding: .utf8)
    child = try Child(
      program, ["-p", folder, "-c", folder + "/nginx.conf"],
      environment: ProcessInfo.processInfo.environment)
    let listening = Waiting.until(10) {
      (try? LoopbackSocket.connect(port: port)).map {
        close($0); return true
      } ?? false
    }
    guard listening else {
      child.signal(SIGKILL)
      throw NginxError(
        "nginx did not listen: "
          + ((try? String(contentsOfFile: folder + "/error.log", encoding: .utf8)) ?? ""))
    }
  }

  func stop() {
    child.signal(SIGTERM)
    child.wait()
    try? FileManager.default.removeItem(atPath: folder)
  }
}

struct NginxError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
