import Foundation

/// Where the Quran text comes from on a computer without it: the Quran-in-Vietnamese iPhone
/// app's own resources, in its public repository at one pinned commit, each file known by
/// its size and SHA-256. A mirror (`--from BASE_URL`) must serve the very same bytes.
public enum PinnedText {
  /// The iPhone app's GitHub repository, as `owner/name`.
  public static let repository = "cjapidonald/Quran-in-Vietnamese"
  /// The commit whose files are pinned; fetches never follow the branch.
  public static let commit = "4fa668d9395e0fc1de06976a1adb36e8679bdbec"
  /// The environment variable that names a mirror, like `--from`.
  public static let mirrorVariable = "QURAN_VI_TEXT_URL"

  /// One published file as the pinned commit holds it.
  public struct File: Sendable, Hashable {
    /// The translation the file holds.
    public let translation: Translation
    /// Its path in the app's repository.
    public let upstreamPath: String
    /// Its size in bytes.
    public let size: Int64
    /// Its SHA-256, in lowercase hex.
    public let sha256: String

    /// Our name for it (`vi-rwwad.json`), the name a mirror serves it under.
    public var fileName: String { translation.fileName }

    /// The address to fetch it from: the mirror's `BASE_URL/vi-….json`, else the pinned
    /// commit's raw file.
    public func address(mirror: URL?) -> URL {
      if let mirror {
        var base = mirror.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        return URL(string: base + "/" + fileName)!
      }
      return URL(
        string: "https://raw.githubusercontent.com/\(repository)/\(commit)/\(upstreamPath)")!
    }
  }

  /// The two translations' files: Rwwad, then Hassan.
  public static let files = [
    File(
      translation: .rwwad, upstreamPath: "Quranvn/Resources/quran.json", size: 3_601_979,
      sha256: "c0b4b56b14b58856e64c698083adb79b0d776207c2a05332c6d78883c4b50126"),
    File(
      translation: .hassan, upstreamPath: "Quranvn/Resources/quran_hassan_backup.json",
      size: 3_512_482,
      sha256: "81c56d89c0346ea7c4aa095b5e160d2d44864c186b4036cca584a458eaa47d58"),
  ]

  /// Both files together, in bytes (for "Fetch it now (7 MB)?").
  public static var totalSize: Int64 { files.reduce(0) { $0 + $1.size } }
}
