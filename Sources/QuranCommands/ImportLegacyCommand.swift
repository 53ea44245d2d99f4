import ArgumentParser
import Foundation
import LegacyImport
import Library

/// `quran import-legacy FILE`: the iPhone app's UserDefaults dump, in any of its shapes.
struct ImportLegacyCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import-legacy",
    abstract: "Import favorites, notes and progress from the iPhone app's UserDefaults dump.",
    discussion: """
      Takes the app's preferences file (binary plist), `defaults export` (XML plist),
      `defaults read` output, or JSON; the shape is read from the bytes. The dump is never changed.
      Exit status: 0 all imported, 1 some items left out (the rest imported), 2 the file
      could not be read (nothing imported).
      """)

  @Argument(help: "The dump file.") var file: String
  @Flag(help: "Print the same report and write nothing.") var dryRun = false
  @Flag(help: "Print the report as JSON.") var json = false
  @OptionGroup var location: LocationOptions

  func run() throws {
    // At most one byte past the limit is read: a file of gigabytes (or a pipe that never
    // ends) is not read into memory to be refused.
    let unreadable = Problem(
      "\(file) could not be read; check the path and that it is a file.", exitCode: 2)
    guard let handle = FileHandle(forReadingAtPath: file) else { throw unreadable }
    defer { try? handle.close() }
    let data: Data
    do {
      // nil at the end of the file: an empty file, which the import refuses in a sentence.
      data = try handle.read(upToCount: ReadingLimits.maxBytes + 1) ?? Data()
    } catch {
      throw unreadable
    }
    guard data.count <= ReadingLimits.maxBytes else {
      let size = (try? FileManager.default.attributesOfItem(atPath: file))?[.size] as? Int
      throw Problem(
        "\(file): \(LegacyImportError.tooLarge(bytes: max(size ?? 0, data.count)))", exitCode: 2)
    }
    let plan: LegacyImportPlan
    do {
      plan = try LegacyImport.plan(contentsOf: [UInt8](data))
    } catch {
      throw Problem("\(file): \(error)", exitCode: 2)
    }
    guard !plan.foundKeys.isEmpty else {
      throw Problem(
        "\(file) holds none of the app's keys (favoriteAyahs, ayahNotes, ReadingProgressStore.progress), so nothing was imported; is it the app's domain (defaults export <bundle id> -)?",
        exitCode: 2)
    }
    let session = try location.openSession()
    let batch = ImportBatch.fromLegacyApp(
      favorites: plan.favorites, notes: plan.notes, progress: plan.progress, at: Date())
    let counts = try session.library.merge(batch, dryRun: dryRun)
    let report = LegacyImportReport(file: file, plan: plan, counts: counts, dryRun: dryRun)
    if json { try Output().json(report) } else { print(report.text) }
    if !plan.leftOut.isEmpty { throw ExitCode(1) }
  }
}

/// What `import-legacy` says: counts, what was left out and why, what was ignored.
struct LegacyImportReport: Encodable {
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

  init(file: String, plan: LegacyImportPlan, counts: ImportCounts, dryRun: Bool) {
    self.file = file
    shape = plan.shape.description
    self.dryRun = dryRun
    self.counts = counts
    leftOut = plan.leftOut.map { LeftOut(key: $0.key, item: $0.item, reason: $0.reason) }
    ignoredKeys = plan.ignoredKeys
  }

  var text: String {
    var lines = ["\(dryRun ? "Would import" : "Imported") \(file) (\(shape)):"]
    lines += ImportReport.lines(counts).map { "  " + $0 }
    if !ignoredKeys.isEmpty {
      lines.append(
        "  ignored \(ignoredKeys.count) keys that are not the app's: \(ignoredKeys.joined(separator: ", "))"
      )
    }
    if !leftOut.isEmpty {
      lines.append("Left out (\(leftOut.count)):")
      lines += leftOut.map { "  \($0.key): \($0.item) — \($0.reason)" }
    }
    if dryRun { lines.append("Dry run: nothing was written.") }
    return lines.joined(separator: "\n")
  }
}
