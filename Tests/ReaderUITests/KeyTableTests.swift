import Foundation
import TestSupport
import Testing

@testable import ReaderUI

/// The reader's key table (`ReaderKeys`) is the one the README shows, and each of its keys
/// does the action it is bound to.
@Suite struct KeyTableTests {
  /// The rows of the README's key table, each as the names of its keys (what stands between
  /// backquotes in the first column).
  static func readmeRows() throws -> [Set<String>] {
    let readme = try String(contentsOfFile: Fixtures.packageRoot + "/README.md", encoding: .utf8)
    let section = try #require(readme.components(separatedBy: "## The reader's keys\n").last)
    let table = section.split(separator: "\n").drop { !$0.hasPrefix("|") }.prefix {
      $0.hasPrefix("|")
    }
    return table.dropFirst(2).map { line in
      let keys = line.split(separator: "|")[0].split(
        separator: "`", omittingEmptySubsequences: false)
      return Set(keys.indices.filter { $0 % 2 == 1 }.map { String(keys[$0]) })
    }
  }

  @Test func theReadmeKeyTableIsTheReaders() throws {
    let readme = try Self.readmeRows()
    // Each row's keys by name, the ones the help leaves out too.
    let table = ReaderKeys.entries.map {
      Set($0.bindings.flatMap { ($0.keys + $0.also).map(\.name) })
    }
    #expect(readme.count > 20)
    let notInTable = readme.filter { !table.contains($0) }.map { $0.sorted() }
    let notInReadme = table.filter { !readme.contains($0) }.map { $0.sorted() }
    #expect(notInTable == [], "rows of the README that are no row of ReaderKeys")
    #expect(notInReadme == [], "rows of ReaderKeys that the README does not show")
  }

  /// A key bound twice in a pane would do only the first binding's action.
  @Test func everyKeyDoesItsOwnAction() {
    for binding in ReaderKeys.entries.flatMap(\.bindings) {
      for key in binding.keys + binding.also {
        for pane in binding.pane.map({ [$0] }) ?? [.reader, .surahList] {
          #expect(
            ReaderKeys.action(for: key, in: pane) == binding.action,
            "\(key.name) in \(pane) does not do \(binding.action)")
        }
      }
    }
  }

  /// Each screen's keys (`KeyTable`): a key bound twice would do only its first action, and a
  /// list's key that moves (`ListMove`) would never reach the list's own table.
  @Test func noScreenBindsAKeyTwice() {
    func keys<Action: Sendable>(_ table: KeyTable<Action>) -> [Key] {
      table.bindings.flatMap(\.keys)
    }
    let lists = ["results": keys(ResultList.keys), "notes": keys(NotesView.keys)]
    let screens = lists.merging(
      [
        "moves": keys(ListMove.keys), "help": keys(HelpScreen.keys),
        "tafsir": keys(TafsirScreen.keys), "memorize": keys(MemorizeScreen.keys),
        "menu": keys(Menu.keys), "report": keys(TextReport.keys),
        "calibration": keys(ArabicCalibration.keys), "draft": keys(DraftOffer.keys),
        "deletion": keys(NoteDeletion.keys), "plan clearing": keys(MemorizePlanClearing.keys),
        "stats": keys(StatsScreen.keys), "progress": keys(MemorizeProgressScreen.keys),
      ], uniquingKeysWith: { $1 })
    for (name, bound) in screens {
      let twice = Dictionary(grouping: bound, by: { $0 }).filter { $0.value.count > 1 }.keys
      #expect(twice.isEmpty, "\(name) binds \(twice.map(\.name)) twice")
    }
    for (name, bound) in lists {
      let shadowed = bound.filter(keys(ListMove.keys).contains)
      #expect(shadowed.isEmpty, "\(name): \(shadowed.map(\.name)) move instead")
    }
  }
}
