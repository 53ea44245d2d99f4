import ArgumentParser
import DeviceBackup
import Foundation
import Interface
import LegacyImport
import Library

/// `quran import-legacy FILE`: the iPhone app's UserDefaults dump, in any of its shapes.
struct ImportLegacyCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "import-legacy", abstract: CommandHelp.importLegacy(),
      discussion: CommandHelp.importLegacyDiscussion().flowingParagraphs)
  }

  @Argument(help: .text(.importLegacyFile)) var file: String
  @Flag(help: .text(.importLegacyDryRun)) var dryRun = false
  @Flag(help: .text(.importLegacyJSON)) var json = false
  @OptionGroup var location: LocationOptions

  func run() throws {
    let plan: LegacyImportPlan
    do { plan = try LegacyImportSource.plan(at: file) } catch {
      throw Problem(error.description, exitCode: 2)
    }
    let session = try location.openLibrarySession()
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

  var text: String {
    var lines = [(dryRun ? ImportText.wouldImport : ImportText.imported)(file, shape)]
    lines += counts.reportLines.map { "  " + $0 }
    if !ignoredKeys.isEmpty {
      lines.append(
        "  " + ImportText.ignoredKeys(ignoredKeys.count, ignoredKeys.joined(separator: ", ")))
    }
    if !leftOut.isEmpty {
      lines.append(ImportText.leftOut(leftOut.count))
      lines += shownLeftOut.map { "  \($0)" }
    }
    if dryRun { lines.append(CommandText.dryRun()) }
    return lines.joined(separator: "\n")
  }
}
