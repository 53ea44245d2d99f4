import ArgumentParser
import Foundation
import Interface
import Library

/// `quran import FILE`: takes back a JSON export.
struct ImportCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "import", abstract: CommandHelp.importJSON())
  }

  @Argument(help: .text(.importFile)) var file: String
  @Flag(help: .text(.importDryRun)) var dryRun = false
  @OptionGroup var location: LocationOptions

  func run() throws {
    guard let data = FileManager.default.contents(atPath: file) else {
      throw Problem(CommandText.importUnreadable(file), exitCode: 2)
    }
    let batch: ImportBatch
    do {
      batch = try ExportDocument.decode(data).batch()
    } catch {
      throw Problem(CommandText.importNotExport(file, String(describing: error)), exitCode: 2)
    }
    let session = try location.openLibrarySession()
    let counts = try session.library.merge(batch, dryRun: dryRun)
    print(counts.reportLines.joined(separator: "\n"))
    if batch.memorizing != nil {
      print(ImportText.gradesCounts(counts.grades.added, counts.grades.alreadyPresent))
    }
    if !batch.leftOut.isEmpty {
      print(ImportText.leftOut(batch.leftOut.count))
      print(batch.leftOut.map { "  " + $0 }.joined(separator: "\n"))
    }
    if dryRun { print(CommandText.dryRun()) }
    // As `import-legacy`: something of the file was not taken.
    if !batch.leftOut.isEmpty { throw ExitCode(1) }
  }
}
