import DataFolder
import Foundation
import Interface

/// The recitation files on this computer: `$XDG_CACHE_HOME/quran-vi/audio/{folder}/SSSAAA.mp3`
/// (`~/.cache` without it), at most `bound` bytes in all (512 MB, or
/// `QURAN_VI_AUDIO_CACHE_MB`), the files least recently played leaving first.
public struct AudioCache: Sendable {
  /// The folder that holds one subfolder of files per reciter.
  public let directory: String
  /// The most the files may take in all, in bytes.
  public let bound: Int64

  /// The environment variable that sets the bound, in megabytes (at least 1).
  public static let boundVariable = "QURAN_VI_AUDIO_CACHE_MB"
  /// The bound when the environment sets none, in megabytes.
  public static let defaultMegabytes: Int64 = 512

  /// A cache in `directory` kept within `bound` bytes; nothing is created here.
  public init(directory: String, bound: Int64) {
    self.directory = directory
    self.bound = bound
  }

  /// The cache the environment names (its folder as `DataFolder.Home` says).
  public static func resolve(_ environment: [String: String]) -> AudioCache {
    let megabytes =
      environment[boundVariable].flatMap { Int64($0) }.map { max(1, $0) } ?? defaultMegabytes
    return AudioCache(
      directory: Home.audioCacheDirectory(environment: environment),
      bound: megabytes * ByteSize.megabyte)
  }

  /// Where an ayah's file goes, whether or not it is here yet.
  public func path(_ reciter: Reciter, surah: Int, ayah: Int) -> String {
    directory + "/" + reciter.folder + "/" + Reciter.fileName(surah: surah, ayah: ayah)
  }

  /// The ayah's file, if it is here (marked as played now, so it leaves last).
  public func cached(_ reciter: Reciter, surah: Int, ayah: Int) -> String? {
    let path = path(reciter, surah: surah, ayah: ayah)
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    utimes(path, nil)
    return path
  }

  /// Puts a downloaded file in its place whole (written beside it, then renamed), then keeps
  /// the cache within its bound.
  public func store(_ data: Data, _ reciter: Reciter, surah: Int, ayah: Int) throws -> String {
    let path = path(reciter, surah: surah, ayah: ayah)
    let folder = (path as NSString).deletingLastPathComponent
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let partial = path + ".partial"
    try data.write(to: URL(fileURLWithPath: partial))
    guard rename(partial, path) == 0 else {
      throw CocoaError(.fileWriteUnknown)
    }
    trim(keeping: path)
    return path
  }

  /// The files here, least recently played first.
  public func files() -> [(path: String, bytes: Int64, played: Date)] {
    guard let folders = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
      return []
    }
    var found: [(path: String, bytes: Int64, played: Date)] = []
    for folder in folders {
      let base = directory + "/" + folder
      for name in (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []
      where name.hasSuffix(".mp3") {
        let path = base + "/" + name
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
          continue
        }
        found.append(
          (
            path, (attributes[.size] as? NSNumber)?.int64Value ?? 0,
            attributes[.modificationDate] as? Date ?? .distantPast
          ))
      }
    }
    return found.sorted { $0.played < $1.played }
  }

  /// Removes the least recently played files until the cache is within its bound; `keeping`
  /// stays (the file about to play).
  public func trim(keeping: String? = nil) {
    let files = files()
    var total = files.reduce(0) { $0 + $1.bytes }
    for file in files where total > bound && file.path != keeping {
      if (try? FileManager.default.removeItem(atPath: file.path)) != nil { total -= file.bytes }
    }
  }
}
