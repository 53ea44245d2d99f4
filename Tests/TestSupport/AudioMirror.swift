import Foundation
import Loopback
import Synchronization

/// A mirror of everyayah.com on a loopback port, laid out as it is
/// (`/{folder}/{SSS}{AAA}.mp3`), serving the files a test gives it; anything else is 404.
/// `tones` makes real MP3 files with ffmpeg (a tone of a chosen length each). Every path
/// asked for is kept in `requests`.
public final class AudioMirror: Sendable {
  private let listener: ListeningSocket
  public var port: UInt16 { listener.port }
  private let files: [String: Data]
  private let log = Mutex<[String]>([])

  /// `files` by path, as `/Alafasy_128kbps/001001.mp3`.
  public init(files: [String: Data]) throws {
    self.files = files
    listener = try ListeningSocket()
    listener.serveEach { [self] in serve($0) }
  }

  public var address: String { "http://127.0.0.1:\(port)" }
  public var requests: [String] { log.withLock { $0 } }

  /// Stops listening: the mirror is gone, as the network would be. Safe to call again.
  public func stop() { listener.stop() }

  /// MP3 tones of `seconds` each for these ayahs of `folder` (ffmpeg), by path.
  public static func tones(
    folder: String = "Alafasy_128kbps", surah: Int, ayahs: ClosedRange<Int>, seconds: Double
  ) throws -> [String: Data] {
    let directory = Fixtures.makeTemporaryDirectory("tones")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    var files: [String: Data] = [:]
    for ayah in ayahs {
      let name = String(format: "%03d%03d.mp3", surah, ayah)
      let path = directory + "/" + name
      let made = try Subprocess.run(
        "/usr/bin/env",
        [
          "ffmpeg", "-loglevel", "error", "-y", "-f", "lavfi", "-i",
          "sine=frequency=\(300 + 40 * ayah):duration=\(seconds)", "-b:a", "32k", path,
        ], environment: ProcessInfo.processInfo.environment)
      guard made.status == 0 else { throw SubprocessError("ffmpeg failed: \(made.error)") }
      files["/\(folder)/\(name)"] = try Data(contentsOf: URL(fileURLWithPath: path))
    }
    return files
  }

  private func serve(_ connection: Int32) {
    var buffered: [UInt8] = []
    guard let (head, _) = LoopbackSocket.readRequest(connection, &buffered) else { return }
    let parts = head.split(separator: "\r\n").first?.split(separator: " ") ?? []
    guard parts.count >= 2 else { return }
    let path = String(parts[1])
    log.withLock { $0.append(path) }
    let body = files[path]
    let status = body == nil ? "404 Not Found" : "200 OK"
    let content = body ?? Data("not found\n".utf8)
    let answer =
      "HTTP/1.1 \(status)\r\nContent-Length: \(content.count)\r\nContent-Type: audio/mpeg\r\n"
      + "Connection: close\r\n\r\n"
    guard LoopbackSocket.send(connection, Data(answer.utf8)) else { return }
    _ = LoopbackSocket.send(connection, content)
  }
}
