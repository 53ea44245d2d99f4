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
}
