import Checksum
import Foundation

/// How a file on disk compares with its pinned size and SHA-256.
public enum FileCheck: Sendable, Equatable {
  /// The file is there, of its pinned size and SHA-256.
  case matches
  /// No file.
  case missing
  /// The file is of another size (its size).
  case wrongSize(Int64)
  /// The file is of its size but another SHA-256 (the digest found).
  case wrongDigest(String)

  /// Reads the file in pieces (never whole in memory) and compares it with `pinned`.
  public static func of(_ path: String, against pinned: PinnedText.File) -> FileCheck {
    guard let size = fileSize(path) else { return .missing }
    guard size == pinned.size else { return .wrongSize(size) }
    guard let digest = sha256(of: path) else { return .missing }
    return digest == pinned.sha256 ? .matches : .wrongDigest(digest)
  }

  /// The SHA-256 of a file in hex, or nil when it cannot be read.
  public static func sha256(of path: String) -> String? {
    guard let file = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? file.close() }
    var hash = SHA256()
    while let piece = try? file.read(upToCount: 1 << 20), !piece.isEmpty {
      hash.update(piece)
    }
    return hash.finalize().hex
  }

  /// The size of a file in bytes, or nil when there is no such file (or it cannot be reached).
  public static func fileSize(_ path: String) -> Int64? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return Int64(info.st_size)
  }
}
