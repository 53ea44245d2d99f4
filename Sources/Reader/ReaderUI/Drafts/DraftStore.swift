import Foundation
import QuranText

/// The drafts folder in the person's home (`<home>/drafts`, 0700): one `<id>.json` per draft
/// (`NoteDraft`), and `<id>.txt` beside it while the person's own editor has the text. Files
/// are written whole (a temporary file 0600, flushed to disk, renamed over the old one), so a
/// draft on disk is never half written. Nothing here deletes a draft the person did not save or
/// cancel: one they decline goes to `discarded/`.
public struct DraftStore: Sendable {
  /// The drafts folder.
  public let directory: String
  /// A draft file larger than this is not read (a note may be about 1 MB).
  static let maxFileBytes = 8_000_000
  /// At most this many drafts are offered back at one start; the rest wait for the next.
  static let maxOffered = 10

  /// The drafts folder `directory` (a home's is `Home.draftsDirectory`); nothing is created
  /// until a draft is.
  public init(directory: String) {
    self.directory = directory
  }

  /// Where declined drafts are moved.
  public var discardedDirectory: String { directory + "/discarded" }

  func metadataPath(_ id: UUID) -> String { directory + "/\(id.uuidString).json" }

  /// The file the person's own editor edits for a draft.
  public func editorFile(_ id: UUID) -> String { directory + "/\(id.uuidString).txt" }

  /// Writes a draft, replacing its earlier state.
  public func save(_ draft: NoteDraft) throws {
    try Self.makeFolder(directory)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    try Self.writeWhole(try encoder.encode(draft), to: metadataPath(draft.id))
  }

  /// Writes the text the person's own editor opens.
  func saveEditorFile(_ text: String, for id: UUID) throws {
    try Self.makeFolder(directory)
    try Self.writeWhole(Data(text.utf8), to: editorFile(id))
  }

  /// Removes a draft that was saved as a note or cancelled.
  public func remove(_ id: UUID) {
    for path in [metadataPath(id), editorFile(id)] { unlink(path) }
  }

  /// What a start finds in the drafts folder.
  struct Found: Equatable {
    /// The drafts left by readers that are no longer running, oldest first, with the text
    /// their editor file holds if one is there.
    var drafts: [NoteDraft] = []
    /// Whether files that could not be read (damaged, or too big) were moved to `discarded/`.
    var movedUnreadable = false
  }

  /// The drafts to offer back; files that cannot be read are moved aside, never deleted.
  func leftBehind() -> Found {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    var found = Found()
    var dated: [(NoteDraft, Date)] = []
    for name in names where name.hasSuffix(".json") {
      let path = directory + "/" + name
      let stem = String(name.dropLast(".json".count))
      guard let data = Self.read(path),
        var draft = try? JSONDecoder().decode(NoteDraft.self, from: data),
        draft.id.uuidString == stem
      else {
        found.movedUnreadable = moveAside(stem) || found.movedUnreadable
        continue
      }
      guard !Self.isRunning(draft.processID, startedAt: draft.processStart) else { continue }
      if FileManager.default.fileExists(atPath: editorFile(draft.id)) {
        guard let edited = Self.read(editorFile(draft.id)) else {
          found.movedUnreadable = moveAside(stem) || found.movedUnreadable
          continue
        }
        draft.text = String(decoding: edited, as: UTF8.self)
      }
      let modified = try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate]
      dated.append((draft, modified as? Date ?? .distantPast))
    }
    found.drafts = dated.sorted { $0.1 < $1.1 }.prefix(Self.maxOffered).map(\.0)
    return found
  }

  /// Moves a draft's files, as they are, to `discarded/`; whether it could.
  private func moveAside(_ stem: String) -> Bool {
    guard (try? Self.makeFolder(discardedDirectory)) != nil else { return false }
    var moved = false
    for suffix in [".json", ".txt"] {
      let from = directory + "/" + stem + suffix
      moved = rename(from, discardedDirectory + "/" + stem + suffix) == 0 || moved
    }
    return moved
  }

  /// Moves a declined draft to `discarded/`, its text in a file of its own named with the
  /// time it was put aside, `now`; returns that file.
  public func discard(_ draft: NoteDraft, at now: Date) throws -> String {
    try Self.makeFolder(discardedDirectory)
    let stamp = ISO8601DateFormatter().string(from: now).replacingOccurrences(of: ":", with: "")
    let path =
      discardedDirectory
      + "/note-\(draft.ayah.replacingOccurrences(of: ":", with: "-"))-\(stamp)-\(draft.id.uuidString.prefix(8)).txt"
    try Self.writeWhole(Data(draft.text.utf8), to: path)
    remove(draft.id)
    return path
  }

  /// Whether the program with this id, started at `start`, runs: this one, or another (which
  /// may be a reader). A process with the id that started at another time is another program
  /// (ids are handed out again, after a reboot most of all); without a start (a draft an
  /// earlier version wrote), the id alone decides.
  static func isRunning(_ pid: Int32, startedAt start: UInt64?) -> Bool {
    guard pid > 0, pid == getpid() || kill(pid, 0) == 0 || errno == EPERM else { return false }
    guard let start else { return true }
    return (pid == getpid() ? ProcessStart.current : ProcessStart.of(pid)) == start
  }

  private static func read(_ path: String) -> Data? {
    guard let size = FileCheck.fileSize(path), size <= maxFileBytes
    else { return nil }
    return FileManager.default.contents(atPath: path)
  }

  private static func makeFolder(_ path: String) throws {
    try FileManager.default.createDirectory(
      atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
  }

  /// Writes `data` to a new file 0600 beside `path`, flushes it to the disk and renames it over
  /// `path`: a reader of `path` sees the old file or the new one, never part of one.
  static func writeWhole(_ data: Data, to path: String) throws {
    let temporary = path + ".\(getpid()).tmp"
    let fd = open(temporary, O_CREAT | O_TRUNC | O_WRONLY | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw DraftError(path: path, errno: errno) }
    let written = data.withUnsafeBytes { bytes -> Bool in
      var offset = 0
      while offset < bytes.count {
        let n = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
        if n < 0 { if errno == EINTR { continue } else { return false } }
        offset += n
      }
      return true
    }
    let error = errno
    let synced = written && fsync(fd) == 0
    close(fd)
    guard synced, rename(temporary, path) == 0 else {
      let failure = synced ? errno : error
      unlink(temporary)
      throw DraftError(path: path, errno: failure)
    }
  }
}

/// A draft could not be written.
public struct DraftError: Error, CustomStringConvertible {
  /// The file that could not be written.
  public let path: String
  /// The system's error number.
  public let errno: Int32
  /// The reason, with the path.
  public var description: String { "\(path): \(String(cString: strerror(errno)))" }
}
