import Foundation

/// The versions of the translations fetched from their publisher, kept in the data folder
/// beside the pinned text (`translations/`): each version whole in a file of its own
/// (`rwwad/1.0.8.json`), which one is in use (`in-use.json`; none named, the pinned text),
/// and the publisher's latest when it was last asked (`latest.json`).
///
/// Every file is written beside its place and renamed into it once whole and on disk, so an
/// interruption at any moment leaves the version in use as it was; the switch to another
/// version is the one rename of `in-use.json`. Nothing here reaches the network.
public struct TranslationShelf: Sendable, Equatable {
  /// The folder (`translations/` in the data folder).
  public let directory: String

  /// The shelf at `directory`; nothing is made until something is kept.
  public init(directory: String) {
    self.directory = directory
  }

  /// What the publisher listed when it was last asked.
  public struct Latest: Sendable, Equatable, Codable {
    /// When it was asked, as ISO 8601 text (UTC).
    public let asked: String
    /// The latest version of each translation listed, by its name (`rwwad`).
    public let versions: [String: String]

    /// What was listed at `asked`.
    public init(asked: String, versions: [String: String]) {
      self.asked = asked
      self.versions = versions
    }
  }

  /// The file of one kept version.
  public func path(of translation: Translation, version: String) -> String {
    directory + "/" + translation.rawValue + "/" + version + ".json"
  }

  var inUsePath: String { directory + "/in-use.json" }
  var latestPath: String { directory + "/latest.json" }

  /// The versions of a translation kept here, oldest first (the pinned text not among them).
  public func kept(_ translation: Translation) -> [String] {
    let folder = directory + "/" + translation.rawValue
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }
      .filter(VersionNumber.isValid).sorted { VersionNumber.isNewer($1, than: $0) }
  }

  /// The version of each translation in use, by translation; a translation not named uses
  /// its pinned text.
  public func inUse() -> [Translation: String] {
    guard let data = FileManager.default.contents(atPath: inUsePath),
      let named = try? JSONDecoder().decode([String: String].self, from: data)
    else { return [:] }
    var chosen = [Translation: String]()
    for (name, version) in named {
      if let translation = Translation(rawValue: name), VersionNumber.isValid(version) {
        chosen[translation] = version
      }
    }
    return chosen
  }

  /// The version of `translation` in use, or nil for its pinned text.
  public func inUse(_ translation: Translation) -> String? { inUse()[translation] }

  /// Reads a kept version, checked whole.
  public func edition(_ translation: Translation, version: String) throws -> TranslationEdition {
    try TranslationEdition.read(
      path: path(of: translation, version: version), translation: translation)
  }

  /// Writes a whole edition into its file; the version in use does not change.
  public func keep(_ edition: TranslationEdition) throws {
    let path = path(of: edition.translation, version: edition.version)
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Self.replace(path, with: try edition.encoded())
  }

  /// Makes `version` the one in use of `translation`; nil goes back to the pinned text. One
  /// rename: before it the old choice stands whole, after it the new one.
  public func use(_ translation: Translation, version: String?) throws {
    var chosen = inUse()
    chosen[translation] = version
    var named = [String: String]()
    for (translation, version) in chosen { named[translation.rawValue] = version }
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    try Self.replace(inUsePath, with: try encoder.encode(named))
  }

  /// What the publisher listed when last asked, or nil when it never was.
  public func latest() -> Latest? {
    guard let data = FileManager.default.contents(atPath: latestPath) else { return nil }
    return try? JSONDecoder().decode(Latest.self, from: data)
  }

  /// Keeps what the publisher listed now.
  public func record(_ latest: Latest) throws {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    try Self.replace(latestPath, with: try encoder.encode(latest))
  }

  /// A newer version the publisher listed when last asked than the one in use, or nil.
  public func newer(_ translation: Translation) -> String? {
    guard let listed = latest()?.versions[translation.rawValue] else { return nil }
    let here = inUse(translation) ?? translation.pinnedVersion ?? "0"
    return VersionNumber.isNewer(listed, than: here) ? listed : nil
  }

  /// A newer version of `translation` than the one in use, listed when QuranEnc was last
  /// asked, the first time it is asked for here (for the reader's one notice); nil after.
  public func newerNotYetTold(_ translation: Translation) -> String? {
    guard let newer = newer(translation) else { return nil }
    var told =
      FileManager.default.contents(atPath: toldPath).flatMap {
        try? JSONDecoder().decode([String: String].self, from: $0)
      } ?? [:]
    guard told[translation.rawValue] != newer else { return nil }
    told[translation.rawValue] = newer
    guard let data = try? JSONEncoder().encode(told),
      (try? Self.replace(toldPath, with: data)) != nil
    else { return nil }
    return newer
  }

  var toldPath: String { directory + "/told.json" }

  /// The versions in use, each with its file's size and time: when it changes, the corpus is
  /// built again. Empty when every translation uses its pinned text.
  func fingerprint() -> String {
    inUse().sorted { $0.key.rawValue < $1.key.rawValue }.map { translation, version in
      var info = stat()
      let path = path(of: translation, version: version)
      guard stat(path, &info) == 0 else { return "\(translation.rawValue)@\(version):missing" }
      return "\(translation.rawValue)@\(version):\(info.st_size):\(info.st_mtim.tv_sec)"
    }.joined(separator: ";")
  }

  /// Writes `data` beside `path`, flushes it to disk, then renames it into place.
  static func replace(_ path: String, with data: Data) throws {
    let partial = path + ".partial-\(getpid())"
    guard FileManager.default.createFile(atPath: partial, contents: data) else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: partial])
    }
    let descriptor = open(partial, O_RDONLY | O_CLOEXEC)
    if descriptor >= 0 {
      fsync(descriptor)
      close(descriptor)
    }
    guard rename(partial, path) == 0 else {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(atPath: partial)
      throw CocoaError(
        .fileWriteUnknown, userInfo: [NSFilePathErrorKey: path, NSLocalizedDescriptionKey: reason])
    }
    let folder = open((path as NSString).deletingLastPathComponent, O_RDONLY | O_CLOEXEC)
    if folder >= 0 {
      fsync(folder)
      close(folder)
    }
  }
}

/// A publisher's version number ("1.0.8"): whole numbers separated by dots, compared number
/// by number.
public enum VersionNumber {
  /// Whether `text` is one: 1 to 8 numbers of at most 6 digits, dots between.
  public static func isValid(_ text: String) -> Bool {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    return (1...8).contains(parts.count)
      && parts.allSatisfy { part in
        (1...6).contains(part.count) && part.allSatisfy { $0.isASCII && $0.isNumber }
      }
  }

  /// Whether `one` comes after `other`; a text that is not a version number never does.
  public static func isNewer(_ one: String, than other: String) -> Bool {
    guard isValid(one) else { return false }
    guard isValid(other) else { return true }
    let a = one.split(separator: ".").map { Int($0)! }
    let b = other.split(separator: ".").map { Int($0)! }
    for index in 0..<max(a.count, b.count) {
      let x = index < a.count ? a[index] : 0
      let y = index < b.count ? b[index] : 0
      if x != y { return x > y }
    }
    return false
  }
}
