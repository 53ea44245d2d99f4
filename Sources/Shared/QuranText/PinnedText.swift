import Foundation

/// Where the published files come from on a computer without them, each at one pinned commit
/// of a public repository and known by its size and SHA-256: the Quran text (the
/// Quran-in-Vietnamese iPhone app's own resources), the footnotes of the Rwwad translation
/// (QuranEnc version 1.0.7), the Mukhtasar tafsir (IslamHouse) and the look-alikes that
/// memorizing shows (Quran Mutashabihat Data). A mirror (`--from
/// BASE_URL`) must serve the very same bytes, each under its `fileName`.
public enum PinnedText {
  /// The iPhone app's GitHub repository, as `owner/name`.
  public static let repository = "cjapidonald/Quran-in-Vietnamese"
  /// The commit whose files are pinned; fetches never follow the branch.
  public static let commit = "4fa668d9395e0fc1de06976a1adb36e8679bdbec"
  /// The environment variable that names a mirror, like `--from`.
  public static let mirrorVariable = "QURAN_VI_TEXT_URL"

  /// What a published file holds.
  public enum Content: Sendable, Hashable {
    /// One translation's text, with the Arabic.
    case translation(Translation)
    /// The Rwwad translation's footnotes (`vietnamese_rwwad-1.0.7.json`).
    case footnotes
    /// The Mukhtasar tafsir (`vi-mokhtasar-islamhouse.md`).
    case tafsir
    /// The ayahs people who memorize confuse (`mutashabiha_data.json`, `LookAlikes`).
    case lookAlikes
  }

  /// One published file as its pinned commit holds it.
  public struct File: Sendable, Hashable {
    /// What the file holds.
    public let content: Content
    /// Our name for it (`vi-rwwad.json`), the name a mirror serves it under.
    public let fileName: String
    /// The GitHub repository that holds it, as `owner/name`.
    public let repository: String
    /// The commit whose copy is pinned.
    public let commit: String
    /// Its path in that repository.
    public let upstreamPath: String
    /// Its size in bytes.
    public let size: Int64
    /// Its SHA-256, in lowercase hex.
    public let sha256: String

    /// The translation the file holds, or nil for the footnotes, the tafsir and the
    /// look-alikes.
    public var translation: Translation? {
      if case .translation(let translation) = content { translation } else { nil }
    }

    /// The folder beside the text's that may hold it instead (`../footnotes/` in the
    /// project's shared data), or nil for a translation.
    public var siblingFolder: String? {
      switch content {
      case .translation: nil
      case .footnotes: "footnotes"
      case .tafsir: "tafsir"
      case .lookAlikes: "mutashabihat"
      }
    }

    /// The address to fetch it from: the mirror's `BASE_URL/NAME`, else the pinned
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
  public static let textFiles = [
    File(
      content: .translation(.rwwad), fileName: Translation.rwwad.fileName,
      repository: repository, commit: commit, upstreamPath: "Quranvn/Resources/quran.json",
      size: 3_601_979,
      sha256: "c0b4b56b14b58856e64c698083adb79b0d776207c2a05332c6d78883c4b50126"),
    File(
      content: .translation(.hassan), fileName: Translation.hassan.fileName,
      repository: repository, commit: commit,
      upstreamPath: "Quranvn/Resources/quran_hassan_backup.json", size: 3_512_482,
      sha256: "81c56d89c0346ea7c4aa095b5e160d2d44864c186b4036cca584a458eaa47d58"),
  ]

  /// The Rwwad translation's footnotes, QuranEnc version 1.0.7.
  public static let footnotes = File(
    content: .footnotes, fileName: "vietnamese_rwwad-1.0.7.json",
    repository: "Rootwrx/islamic-datasets", commit: "05356d670724bfc041914d7348ad4d35b4cf9bf7",
    upstreamPath: "quran-translations/vi/vietnamese_rwwad/full_translation.json",
    size: 3_468_845,
    sha256: "d407149195b8395155adeb84b899e6fd28052dbf12c742ef1dda044fb985216b")

  /// The Mukhtasar tafsir in Vietnamese, as IslamHouse publishes it.
  public static let tafsir = File(
    content: .tafsir, fileName: "vi-mokhtasar-islamhouse.md",
    repository: "hablullah/data-quran", commit: "a045c2317cdb77a26938ecfd984ef90446c6f50d",
    upstreamPath: "ayah-tafsir/vi-mokhtasar-islamhouse.md", size: 2_633_582,
    sha256: "6c954443f960dab8f15bf17ecfcc384286eb340b86067b8d66083abf4cb02616")

  /// The footnotes and the tafsir: read when present, the text reads without them.
  public static let studyFiles = [footnotes, tafsir]

  /// The files the corpus is prepared from: the text's, then the footnotes and the tafsir
  /// (their change rebuilds it).
  public static let corpusFiles = textFiles + studyFiles

  /// Every file `quran data fetch` keeps: the corpus's, then the look-alikes that memorizing
  /// reads (optional, and no part of the corpus).
  public static let files = corpusFiles + [lookAlikes]

  /// All of them together, in bytes (for "Fetch it now (13 MB)?").
  public static var totalSize: Int64 { files.reduce(0) { $0 + $1.size } }
}
