import Foundation
import QuranText
import TestSupport
import Testing

/// The mutashabihat list (issue 48): read only when it is the pinned file, both ways.
@Suite struct LookAlikesTests {
  let path = CorpusSource(directory: Fixtures.dataDirectory).path(of: PinnedText.lookAlikes)

  @Test func eachAyahHasTheAyahsConfusedWithItBothWays() throws {
    let list = try LookAlikes.load(path)
    #expect(try list.of(AyahID.parse("2:5")).contains([try AyahID.parse("31:5")]))
    #expect(try list.of(AyahID.parse("31:5")).contains([try AyahID.parse("2:5")]))
    let third = try list.of(AyahID.parse("2:3")).map { $0.map(\.description) }
    #expect(third.contains(["8:3"]) && third.contains(["27:3"]) && third.contains(["31:4"]))
    #expect(list.count > 1000)
  }

  @Test func aFileThatIsNotThePinnedOneIsRefused() throws {
    let folder = Fixtures.makeTemporaryDirectory("look-alikes")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    bytes[100] ^= 1
    try bytes.write(to: URL(fileURLWithPath: folder + "/mutashabiha_data.json"))
    #expect(throws: LookAlikesProblem.notPinned) {
      try LookAlikes.load(folder + "/mutashabiha_data.json")
    }
    #expect(throws: LookAlikesProblem.missing) { try LookAlikes.load(folder + "/none.json") }
  }
}
