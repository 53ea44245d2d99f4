// The reading log, goal and plans on every device (issue 27): each device's day is its own
// record, so two devices' days add up exactly once; the goal and plans merge by their last
// change; a container without these types keeps them on this computer and says so.
import AppRecords
import Foundation
import Library
import QuranText
import Sync
import TestSupport
import Testing

@Suite struct ReadingSyncTests {
  static let utc = TimeZone(identifier: "UTC")!
  /// Noon on 2026-11-20, UTC.
  static let noon = Date(timeIntervalSince1970: 1_795_176_000)
  static let day = "2026-11-20"

  static func read(_ device: Device, _ refs: [String], seconds: Int) throws {
    try device.library.logRead(refs.map(ayah), at: noon, timeZone: utc)
    try device.library.logReadingTime(seconds: seconds, at: noon, timeZone: utc)
  }

  static func today(_ device: Device) throws -> ReadingDay? {
    try device.library.readingDays().first { $0.date == day }
  }

  @Test func twoDevicesDaysAddUpExactlyOnce() throws {
    let world = try SyncWorld()
    let laptop = try world.device("laptop")
    let desktop = try world.device("desktop")
    try Self.read(laptop, ["1:1", "1:2", "1:3", "1:4", "1:5", "1:6", "1:7"], seconds: 300)
    // 1:7 on both: an ayah read on two devices is one ayah read that day.
    try Self.read(desktop, ["1:7", "2:1", "2:2"], seconds: 120)
    for device in [laptop, desktop, laptop] { try device.sync() }
    for device in [laptop, desktop] {
      let day = try #require(try Self.today(device))
      #expect(day.ayahs == 9, "\(day)")
      #expect(day.seconds == 420, "\(day)")
      #expect(day.surahsFinished == 1, "\(day)")
      #expect(try device.library.pendingChangeCount() == 0)
    }
    // Syncing again, or reading more on one device, counts nothing twice.
    for device in [laptop, desktop] { #expect(try device.sync().moved == 0) }
    try Self.read(desktop, ["2:3"], seconds: 60)
    for device in [desktop, laptop, desktop] { try device.sync() }
    for device in [laptop, desktop] {
      let day = try #require(try Self.today(device))
      #expect(day.ayahs == 10, "\(day)")
      #expect(day.seconds == 480, "\(day)")
    }
  }

  /// The answers to the laptop's sends of its day are lost, twice; it sends again, and the
  /// server counts the day once.
  @Test func aDaySentAgainAfterALostAnswerCountsOnce() throws {
    let world = try SyncWorld()
    let proxy = try FaultProxy(upstreamPort: world.server.port)
    let laptop = try world.device("laptop")
    let desktop = try world.device("desktop")
    try laptop.reach(through: proxy)
    try Self.read(laptop, ["36:1", "36:2"], seconds: 90)
    proxy.setRule { request in
      request.contains("/records/modify") && request.contains("\"ReadingDay\"") ? .dropAnswer : nil
    }
    for _ in 0..<2 {
      #expect(throws: (any Error).self) { try laptop.sync() }
      try Self.read(laptop, ["36:3"], seconds: 30)
    }
    #expect(proxy.injected["answer dropped", default: 0] >= 2)
    proxy.setRule(nil)
    try laptop.sync()
    try desktop.sync()
    let day = try #require(try Self.today(desktop))
    #expect(day.ayahs == 3, "\(day)")
    #expect(day.seconds == 150, "\(day)")
    #expect(try laptop.library.pendingChangeCount() == 0)
    #expect(try Self.today(laptop) == day)
  }

  @Test func theGoalAndPlansMergeByTheirLastChange() throws {
    let world = try SyncWorld()
    let laptop = try world.device("laptop")
    let desktop = try world.device("desktop")
    try laptop.library.saveReadingGoal(ReadingGoal(amount: 10, unit: .ayahs), at: Self.noon)
    try desktop.library.saveReadingGoal(
      ReadingGoal(amount: 20, unit: .minutes), at: Self.noon.addingTimeInterval(60))
    let khatm = ReadingPlan(
      name: "Ramadan", from: ayah("1:1"), startDay: "2026-11-20", endDay: "2026-12-19",
      finished: nil)
    try laptop.library.startPlan(khatm, at: Self.noon)
    for device in [laptop, desktop, laptop] { try device.sync() }
    for device in [laptop, desktop] {
      #expect(try device.library.readingGoal() == ReadingGoal(amount: 20, unit: .minutes))
      #expect(try device.library.readingPlans() == [khatm])
    }
    // The desktop moves the plan's end later; the laptop's older copy does not win it back.
    let longer = ReadingPlan(
      name: "Ramadan", from: ayah("1:1"), startDay: "2026-11-20", endDay: "2027-01-19",
      finished: nil)
    try desktop.library.startPlan(longer, at: Self.noon.addingTimeInterval(3600))
    try laptop.library.startPlan(khatm, at: Self.noon.addingTimeInterval(1800))
    for device in [desktop, laptop, desktop] { try device.sync() }
    for device in [laptop, desktop] {
      #expect(try device.library.readingPlans() == [longer])
      #expect(try device.library.pendingChangeCount() == 0)
    }
  }

  /// A container whose schema has only the app's five types (Apple's, until its owner adds
  /// ours): the log stays here, the sync succeeds, `quran status` names the types.
  @Test func aContainerWithoutTheReadingTypesKeepsThemHere() throws {
    var schema = AppSchema.ckdb
    schema = String(schema[..<schema.range(of: "\n    RECORD TYPE ReadingDay")!.lowerBound])
    let path = Fixtures.makeTemporaryDirectory("schema") + "/app-only.ckdb"
    try schema.write(toFile: path, atomically: true, encoding: .utf8)
    let world = try SyncWorld(serverArguments: ["--schema", path])
    let laptop = try world.device("laptop")
    try Self.read(laptop, ["2:255"], seconds: 60)
    try laptop.library.saveReadingGoal(ReadingGoal(amount: 5, unit: .pages))
    try laptop.library.setFavorite(ayah("2:255"), true)

    let report = try laptop.sync()
    #expect(report.problem == nil)
    #expect(try laptop.library.pendingChangeCount() == 0)
    let status = try laptop.quran(["--lang", "en", "status"])
    for type in ["ReadingDay", "ReadingGoal", "ReadingPlan"] {
      #expect(status.output.contains(type), "\(status.output)")
    }
    let desktop = try world.device("desktop")
    try desktop.sync()
    #expect(try desktop.library.isFavorite(ayah("2:255")))
    #expect(try desktop.library.readingDays().isEmpty)
    #expect(try Self.today(laptop)?.ayahs == 1)
  }
}
