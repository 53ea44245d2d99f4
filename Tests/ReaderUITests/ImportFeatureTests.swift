import Interface
import LegacyImport
import Testing

@testable import ReaderUI

/// The import as a feature, with no terminal, file or library: what a path typed, a refusal,
/// a plan read and a plan written ask the session to do (`ImportFeature`); the reader's
/// import of a real backup folder is `LegacyBackupImportTests`.
@Suite struct ImportFeatureTests {
  typealias Feature = ImportFeature

  func plan() throws -> LegacyImportPlan {
    try LegacyImport.plan(contentsOf: Array(#"{"favoriteAyahs": ["2:255", "1:1"]}"#.utf8))
  }

  @Test func aPathIsReadThenItsPlanWrittenOrItsRefusalSaid() throws {
    let plan = try plan()
    #expect(
      Feature.reduce(.pathTyped("/tmp/dump.json")) == [.readPlan(path: "/tmp/dump.json")])
    #expect(
      Feature.reduce(.planned(plan, path: "/tmp/dump.json"))
        == [.apply(plan, path: "/tmp/dump.json")])
    #expect(
      Feature.reduce(.refused(sentence: "no such file")) == [.say("no such file", isError: true)])
  }

  @Test func aWrittenPlanReadsTheLibraryAgainThenShowsItsReportNamedByTheFile() throws {
    let plan = try plan()
    let report = ["  2 favorites added"]
    #expect(
      Feature.reduce(.imported(plan, path: "/home/a/backups/dump.json", report: report)) == [
        .readLibraryAgain,
        .showReport(
          title: ImportText.importedTitle("dump.json", plan.shape.description), lines: report),
      ])
  }
}
