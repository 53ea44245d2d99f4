import ArgumentParser
import Foundation
import Library

/// `quran import FILE`: takes back a JSON export.
struct ImportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Import a JSON export (quran export --format json) into this home.")

  @Argument(help: "The export file.") var file: String
  @Flag(help: "Say what would change, and write nothing.") var dryRun = false
  @OptionGroup var location: LocationOptions

  func run() throws {
    guard let data = FileManager.default.contents(atPath: file) else {
      throw Problem("\(file) could not be read; check the path.", exitCode: 2)
    }
    let batch: ImportBatch
    do {
      batch = try ExportDocument.decode(data).batch()
    } catch {
      throw Problem(
        "\(file) is not a quran-vi JSON export (\(error)); nothing was imported.", exitCode: 2)
    }
    let session = try location.openSession()
    let counts = try session.library.merge(batch, dryRun: dryRun)
    print(ImportReport.lines(counts).joined(separator: "\n"))
    if dryRun { print("Dry run: nothing was written.") }
  }
}

/// The lines that say what an import did.
enum ImportReport {
  static func lines(_ counts: ImportCounts) -> [String] {
    [
      "favorites: \(counts.favorites.added) added, \(counts.favorites.alreadyPresent) already present",
      "notes: \(counts.notes.added) added, \(counts.notes.alreadyPresent) already present",
      "progress: \(counts.progress.added) added, \(counts.progress.merged) merged, \(counts.progress.alreadyPresent) already present",
    ]
  }
}
