import Foundation
import Interface
import LegacyImport
import Library

/// The one way from a path to a `LegacyImportPlan`, for `quran import-legacy` and the
/// reader's import alike: the path names a dump, or a phone backup folder whose app's
/// preferences file stands in for it; the file is measured before it is read, so one over
/// `ReadingLimits.maxBytes` is refused unread (and a pipe, which has no size, is read no
/// further than one byte past the limit); a dump with none of the app's keys is refused.
public enum LegacyImportSource {
  /// The plan of the dump at `path`; a refusal is one sentence, naming `path` as given.
  public static func plan(at path: String) throws(LegacyImportRefusal) -> LegacyImportPlan {
    let file = try dumpFile(at: path)
    let backupFile = file == path ? nil : file
    let bytes = try read(file, named: path, backupFile: backupFile)
    let plan: LegacyImportPlan
    do { plan = try LegacyImport.plan(contentsOf: bytes) } catch {
      throw LegacyImportRefusal(error, path: path, backupFile: backupFile)
    }
    guard !plan.foundKeys.isEmpty else {
      throw LegacyImportRefusal(CommandText.legacyNoKeys(path))
    }
    return plan
  }

  /// Imports `plan` (of the dump at `path`) into `library` in one transaction, or only counts
  /// with `dryRun`; the report is what the command prints and the reader shows.
  public static func apply(
    _ plan: LegacyImportPlan, from path: String, to library: LibraryStore, dryRun: Bool = false,
    progress: (Double) -> Void = { _ in }
  ) throws -> LegacyImportReport {
    let batch = ImportBatch.fromLegacyApp(
      favorites: plan.favorites, notes: plan.notes, progress: plan.progress, at: Date())
    let counts = try library.merge(batch, dryRun: dryRun, progress: progress)
    return LegacyImportReport(file: path, plan: plan, counts: counts, dryRun: dryRun)
  }

  /// The dump itself, or the app's preferences file when `path` is a backup of the phone.
  private static func dumpFile(at path: String) throws(LegacyImportRefusal) -> String {
    guard FileManager.default.fileExists(atPath: path) else {
      throw LegacyImportRefusal(CommandText.legacyMissing(path))
    }
    guard DeviceBackup.isFolder(path) else { return path }
    do { return try DeviceBackup.preferencesFile(in: path) } catch {
      throw LegacyImportRefusal(error.description)
    }
  }

  /// The file's bytes: its size is looked at first, and at most one byte past the limit is
  /// read, so a file of gigabytes (or a pipe that never ends) is never read to be refused.
  private static func read(_ file: String, named path: String, backupFile: String?)
    throws(LegacyImportRefusal) -> [UInt8]
  {
    guard let handle = FileHandle(forReadingAtPath: file) else {
      throw LegacyImportRefusal(CommandText.legacyUnreadable(file))
    }
    defer { try? handle.close() }
    var status = stat()
    // A pipe or a terminal has no size (0): it is read up to the limit.
    let size = fstat(handle.fileDescriptor, &status) == 0 ? Int(status.st_size) : 0
    guard size <= ReadingLimits.maxBytes else {
      throw LegacyImportRefusal(.tooLarge(bytes: size), path: path, backupFile: backupFile)
    }
    let data: Data
    do {
      // nil at the end of the file: an empty file, which the import refuses in a sentence.
      data = try handle.read(upToCount: ReadingLimits.maxBytes + 1) ?? Data()
    } catch {
      throw LegacyImportRefusal(CommandText.legacyReadFailed(file, error.localizedDescription))
    }
    guard data.count <= ReadingLimits.maxBytes else {
      throw LegacyImportRefusal(.tooLarge(bytes: data.count), path: path, backupFile: backupFile)
    }
    return [UInt8](data)
  }
}

/// Why a path gave no plan to import: a sentence for a person, which says what to do.
public struct LegacyImportRefusal: Error, CustomStringConvertible {
  /// The sentence.
  public let description: String

  init(_ description: String) { self.description = description }

  /// Why the dump at `path` cannot be imported. When it is `backupFile`, the app's preferences
  /// file of the phone backup `path`, and that file is empty, too big or no plist, the sentence
  /// says so and to back the phone up again, not to import the backup's folder it just was.
  init(_ error: LegacyImportError, path: String, backupFile: String?) {
    guard let backupFile, let problem = Self.problem(of: error) else {
      self.init("\(path): \(error)")
      return
    }
    self.init(ImportText.backupPreferencesUnusable(path, backupFile, problem))
  }

  /// What is wrong with a backup's preferences file that no plist could be read from it.
  private static func problem(of error: LegacyImportError) -> String? {
    let megabyte = 1024 * 1024
    switch error {
    case .emptyFile: return ImportText.preferencesEmpty()
    case .tooLarge(let bytes):
      return ImportText.preferencesTooLarge(bytes / megabyte, ReadingLimits.maxBytes / megabyte)
    case .unrecognizedShape: return ImportText.preferencesNotAPlist()
    case .otherKindOfFile(let kind): return ImportText.preferencesOtherKind(kind.description)
    case .malformed, .malformedAppValue, .shortenedValue, .appKeysInSeveralPlaces,
      .notAPreferencesDomain:
      return nil
    }
  }
}

/// What an import of a dump did (or would do): counts, what was left out and why, what was
/// ignored; `quran import-legacy` prints it (or its JSON), the reader shows it.
public struct LegacyImportReport: Encodable {
  struct LeftOut: Encodable {
    let key: String
    let item: String
    let reason: String
  }

  let file: String
  let shape: String
  let dryRun: Bool
  let counts: ImportCounts
  let leftOut: [LeftOut]
  let ignoredKeys: [String]
  /// The left-out items as the report shows them, in the interface's language.
  let shownLeftOut: [String]

  enum CodingKeys: String, CodingKey { case file, shape, dryRun, counts, leftOut, ignoredKeys }

  init(file: String, plan: LegacyImportPlan, counts: ImportCounts, dryRun: Bool) {
    self.file = file
    shape = plan.shape.description
    self.dryRun = dryRun
    self.counts = counts
    leftOut = plan.leftOut.map { LeftOut(key: $0.key, item: $0.item, reason: $0.reason) }
    ignoredKeys = plan.ignoredKeys
    shownLeftOut = plan.leftOut.map(\.description)
  }

  /// The report as the command prints it: a heading, then `lines`.
  public var text: String {
    ([dryRun ? ImportText.wouldImport(file, shape) : ImportText.imported(file, shape)] + lines)
      .joined(separator: "\n")
  }

  /// The counts, the keys ignored, what was left out and why (as the reader shows them too).
  public var lines: [String] {
    var lines = counts.reportLines.map { "  " + $0 }
    if !ignoredKeys.isEmpty {
      lines.append(
        "  " + ImportText.ignoredKeys(ignoredKeys.count, ignoredKeys.joined(separator: ", ")))
    }
    if !leftOut.isEmpty {
      lines.append(ImportText.leftOut(leftOut.count))
      lines += shownLeftOut.map { "  \($0)" }
    }
    if dryRun { lines.append(CommandText.dryRun()) }
    return lines
  }
}
