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
    let report = try LegacyImportSource.apply(plan, from: file, to: session.library, dryRun: dryRun)
    if json { try Output().json(report) } else { print(report.text) }
    if !plan.leftOut.isEmpty { throw ExitCode(1) }
  }
}
