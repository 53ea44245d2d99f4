// The memorizing plan on every device (issue 48): one record, the later change winning, a
// clear a deletion that travels; a container without the type keeps it on this computer; a
// file of an earlier version is taken into the library once.
import AppRecords
import Foundation
import Library
import Sync
import TestSupport
import Testing

@Suite struct MemorizePlanSyncTests {
  /// Noon on 2026-11-20, UTC.
  static let noon = Date(timeIntervalSince1970: 1_795_176_000)
  static let juz30 = MemorizePlan(target: "juz30", by: "2027-03-01", order: .backward, perDay: 6)
  static let mulk = MemorizePlan(target: "67", by: "2027-01-01", perDay: 1)

  @Test func aPlanSetChangedAndClearedOnOneDeviceFollowsOnTheOther() throws {
    let world = try SyncWorld()
    let laptop = try world.device("laptop")
    let desktop = try world.device("desktop")
    try laptop.library.saveMemorizePlan(Self.juz30, at: Self.noon)
    try laptop.sync()
    try desktop.sync()
    #expect(try desktop.library.memorizePlan() == Self.juz30)

    // Changed on the desktop: the laptop follows.
    try desktop.library.saveMemorizePlan(Self.mulk, at: Self.noon.addingTimeInterval(60))
    try desktop.sync()
    try laptop.sync()
    #expect(try laptop.library.memorizePlan() == Self.mulk)

    // Cleared on the laptop: a deletion that travels.
    try laptop.library.saveMemorizePlan(nil, at: Self.noon.addingTimeInterval(120))
    try laptop.sync()
    try desktop.sync()
    for device in [laptop, desktop] {
      #expect(try device.library.memorizePlan() == nil)
      #expect(try device.library.pendingChangeCount() == 0)
    }
    // Set again after the clear: it comes back.
    try desktop.library.saveMemorizePlan(Self.juz30, at: Self.noon.addingTimeInterval(180))
    for device in [desktop, laptop] { try device.sync() }
    #expect(try laptop.library.memorizePlan() == Self.juz30)
  }

  /// Both devices change the plan before either syncs: the later change wins on both,
  /// whichever syncs first.
  @Test func theLaterChangeWins() throws {
    let world = try SyncWorld()
    let laptop = try world.device("laptop")
    let desktop = try world.device("desktop")
    try desktop.library.saveMemorizePlan(Self.mulk, at: Self.noon.addingTimeInterval(3600))
    try laptop.library.saveMemorizePlan(Self.juz30, at: Self.noon)
    for device in [desktop, laptop, desktop] { try device.sync() }
    for device in [laptop, desktop] {
      #expect(try device.library.memorizePlan() == Self.mulk)
      #expect(try device.library.pendingChangeCount() == 0)
    }
    // A clear made before the other's later change loses to it.
    try laptop.library.saveMemorizePlan(nil, at: Self.noon.addingTimeInterval(7200))
    try desktop.library.saveMemorizePlan(Self.juz30, at: Self.noon.addingTimeInterval(9000))
    for device in [desktop, laptop, desktop] { try device.sync() }
    for device in [laptop, desktop] {
      #expect(try device.library.memorizePlan() == Self.juz30)
    }
  }

  /// A container whose schema lacks `MemorizePlan`: the plan stays here, the sync succeeds,
  /// `quran status` names the type.
  @Test func aContainerWithoutTheTypeKeepsThePlanHere() throws {
    var schema = AppSchema.ckdb
    schema = String(schema[..<schema.range(of: "\n    RECORD TYPE MemorizePlan")!.lowerBound])
    let path = Fixtures.makeTemporaryDirectory("schema") + "/no-plan.ckdb"
    try schema.write(toFile: path, atomically: true, encoding: .utf8)
    let world = try SyncWorld(serverArguments: ["--schema", path])
    let laptop = try world.device("laptop")
    try laptop.library.saveMemorizePlan(Self.juz30)
    let report = try laptop.sync()
    #expect(report.problem == nil)
    #expect(try laptop.library.pendingChangeCount() == 0)
    #expect(try laptop.quran(["--lang", "en", "status"]).output.contains("MemorizePlan"))
    let desktop = try world.device("desktop")
    try desktop.sync()
    #expect(try desktop.library.memorizePlan() == nil)
    #expect(try laptop.library.memorizePlan() == Self.juz30)
  }

  /// An earlier version's `memorize-plan.json` is taken in by the first command that writes,
  /// removed, and sent.
  @Test func anEarlierVersionsFileIsTakenInOnceAndSent() throws {
    let world = try SyncWorld()
    let laptop = try world.device("laptop")
    let file = laptop.directory + "/memorize-plan.json"
    try Data(#"{"by":"2027-03-01","target":"juz30"}"#.utf8).write(to: URL(fileURLWithPath: file))
    let favorite = try laptop.quran(["fav", "add", "2:255"])
    #expect(favorite.status == 0, "\(favorite.error)")
    #expect(!FileManager.default.fileExists(atPath: file))
    // Without an order it is forward; its pace is made from when it was set (issue 62).
    let taken = try #require(try laptop.library.memorizePlan())
    #expect(taken.target == "juz30" && taken.by == "2027-03-01" && taken.order == .forward)
    #expect(taken.perDay != nil)
    try laptop.sync()
    let desktop = try world.device("desktop")
    try desktop.sync()
    #expect(try desktop.library.memorizePlan() == taken)
  }
}
