import AppRecords
// Memorizing on every device (issue 48): each grade is a record of its own, never changed,
// so two devices reviewing offline merge as a union and lose no grade; each ayah's card is
// made from its grades in time order, so both devices end with the same schedule; a
// container without the type keeps the grades on this computer and says so.
import CloudRecords
import Foundation
import Library
import QuranText
import Sync
import TestSupport
import Testing

@Suite struct MemorizeSyncTests {
  static let utc = TimeZone(identifier: "UTC")!
  /// Noon on 2026-11-20, UTC.
  static let noon = Date(timeIntervalSince1970: 1_795_176_000)

  /// `days` after noon on 2026-11-20, and `minutes` more.
  static func at(_ days: Int, _ minutes: Int = 0) -> Date {
    noon.addingTimeInterval(Double(days) * 86_400 + Double(minutes) * 60)
  }

  static func grade(_ device: Device, _ ref: String, _ grade: Grade, _ time: Date) throws {
    try device.library.grade(ayah(ref), grade, missedWords: [1], at: time, timeZone: utc)
  }

  /// Every ayah's card on a device (all of them fall due within ten years).
  static func cards(_ device: Device) throws -> [String: MemorizeCard] {
    Dictionary(
      uniqueKeysWithValues: try device.library.dueAyahs(today: "2036-12-31").map {
        ($0.ayahID.description, $0.card)
      })
  }

  static func reviewIDs(_ device: Device, _ refs: [String]) throws -> Set<UUID> {
    Set(try refs.flatMap { try device.library.memorizeReviews(of: ayah($0)).map(\.id) })
  }

  @Test func twoDevicesReviewingOfflineKeepEveryGradeAndOneSchedule() throws {
    let world = try SyncWorld()
    let laptop = try world.device("laptop")
    let desktop = try world.device("desktop")
    // Offline: the laptop learns 2:255 and 67:1, the desktop 2:255 and 112:1; each goes on
    // reviewing 2:255 on its own, on days and minutes the other does not know of.
    try Self.grade(laptop, "2:255", .good, Self.at(0))
    try Self.grade(laptop, "2:255", .good, Self.at(0, 10))
    try Self.grade(laptop, "67:1", .hard, Self.at(0, 20))
    try Self.grade(desktop, "2:255", .again, Self.at(0, 5))
    try Self.grade(desktop, "112:1", .easy, Self.at(1))
    try Self.grade(desktop, "2:255", .good, Self.at(2))
    try Self.grade(laptop, "2:255", .hard, Self.at(4))
    try Self.grade(desktop, "2:255", .easy, Self.at(9))
    let refs = ["2:255", "67:1", "112:1"]
    let every = try Self.reviewIDs(laptop, refs).union(Self.reviewIDs(desktop, refs))
    #expect(every.count == 8)
    for device in [laptop, desktop, laptop] { try device.sync() }

    // A third device that only listens makes the cards from the grades alone.
    let phone = try world.device("phone")
    try phone.sync()
    let cards = try Self.cards(phone)
    #expect(cards.keys.sorted() == ["112:1", "2:255", "67:1"])
    #expect(cards["2:255"]?.reps == 6)
    for device in [laptop, desktop, phone] {
      #expect(try Self.reviewIDs(device, refs) == every, "\(device.name)")
      #expect(try Self.cards(device) == cards, "\(device.name)")
      #expect(try device.library.pendingChangeCount() == 0)
      #expect(
        try device.library.memorizeReviews(of: ayah("2:255")).map(\.grade)
          == [.good, .again, .good, .good, .hard, .easy])
    }
    // Syncing again moves nothing; a grade more reaches the others with its schedule.
    for device in [laptop, desktop] { #expect(try device.sync().received == 0) }
    try Self.grade(desktop, "67:1", .good, Self.at(3))
    for device in [desktop, laptop] { try device.sync() }
    #expect(try Self.cards(laptop)["67:1"] == (try Self.cards(desktop)["67:1"]))
    #expect(try Self.cards(laptop)["67:1"]?.reps == 2)
  }

  /// A grade taken back (`u`, issue 73) after it was sent leaves every device, their cards
  /// made again without it; one taken back before it was sent never reaches another. Synced
  /// by `quran sync`, as a person syncs.
  @Test func aGradeTakenBackLeavesEveryDevice() throws {
    let world = try SyncWorld()
    let laptop = try world.device("laptop")
    let desktop = try world.device("desktop")
    try Self.grade(laptop, "2:255", .good, Self.at(0))
    let sent = UUID()
    try laptop.library.grade(
      ayah("2:255"), .again, missedWords: [], at: Self.at(0, 10), timeZone: Self.utc, id: sent)
    for device in [laptop, desktop] {
      #expect(try device.quran(["sync"]).status == 0, "\(device.name)")
    }
    #expect(try desktop.library.memorizeReviews(of: ayah("2:255")).count == 2)

    let kept = try #require(try laptop.library.takeBackGrade(sent, at: Self.at(0, 11)))
    let never = UUID()
    try laptop.library.grade(
      ayah("67:1"), .good, missedWords: [], at: Self.at(0, 12), timeZone: Self.utc, id: never)
    try laptop.library.takeBackGrade(never, at: Self.at(0, 13))
    for device in [laptop, desktop, laptop] {
      #expect(try device.quran(["sync"]).status == 0, "\(device.name)")
    }
    for device in [laptop, desktop] {
      #expect(
        try device.library.memorizeReviews(of: ayah("2:255")).map(\.grade) == [.good],
        "\(device.name)")
      #expect(try device.library.memorizeCard(ayah("2:255")) == kept.card, "\(device.name)")
      #expect(try device.library.memorizeCard(ayah("67:1")) == nil, "\(device.name)")
      #expect(try device.library.pendingChangeCount() == 0, "\(device.name)")
    }
    // A device that joins later never sees the grades taken back.
    let phone = try world.device("phone")
    #expect(try phone.quran(["sync"]).status == 0)
    #expect(try phone.library.memorizeReviews(of: ayah("2:255")).map(\.grade) == [.good])
  }

  /// The answers to the laptop's sends of its grades are lost, twice; it sends again, and
  /// each grade is on the server once.
  @Test func gradesSentAgainAfterALostAnswerCountOnce() throws {
    let world = try SyncWorld()
    let proxy = try FaultProxy(upstreamPort: world.server.port)
    let laptop = try world.device("laptop")
    let desktop = try world.device("desktop")
    try laptop.reach(through: proxy)
    proxy.setRule { request in
      request.contains("/records/modify") && request.contains("\"MemorizeReview\"")
        ? .dropAnswer : nil
    }
    for day in 0..<2 {
      try Self.grade(laptop, "36:1", .good, Self.at(day))
      #expect(throws: (any Error).self) { try laptop.sync() }
    }
    #expect(proxy.injected["answer dropped", default: 0] >= 2)
    proxy.setRule(nil)
    try laptop.sync()
    try desktop.sync()
    #expect(try desktop.library.memorizeReviews(of: ayah("36:1")).count == 2)
    #expect(try Self.cards(desktop) == (try Self.cards(laptop)))
    #expect(try laptop.library.pendingChangeCount() == 0)
  }

  /// A container whose schema lacks `MemorizeReview` (Apple's, until its owner adds it): the
  /// grades stay here, the sync succeeds and counts none as waiting, `quran status` names
  /// the type; once the container has it, the next sync sends what stayed.
  @Test func aContainerWithoutTheTypeKeepsTheGradesHereUntilItHasIt() throws {
    let full = AppSchema.ckdb
    let block = try #require(full.range(of: "\n    RECORD TYPE MemorizeReview"))
    let path = Fixtures.makeTemporaryDirectory("schema") + "/without-memorize.ckdb"
    try String(full[..<block.lowerBound]).write(toFile: path, atomically: true, encoding: .utf8)
    let world = try SyncWorld(serverArguments: ["--schema", path])
    let laptop = try world.device("laptop")
    try Self.grade(laptop, "2:255", .good, Self.at(0))
    try laptop.library.setFavorite(ayah("2:255"), true)

    let report = try laptop.sync()
    #expect(report.problem == nil)
    #expect(try laptop.library.pendingChangeCount() == 0)
    let status = try laptop.quran(["--lang", "en", "status"])
    #expect(status.output.contains("MemorizeReview"), "\(status.output)")
    let desktop = try world.device("desktop")
    try desktop.sync()
    #expect(try desktop.library.isFavorite(ayah("2:255")))
    #expect(try Self.cards(desktop).isEmpty)
    #expect(try laptop.library.memorizeReviews(of: ayah("2:255")).count == 1)

    // The owner adds the type: the server grows its schema when it starts again.
    try full.write(toFile: path, atomically: true, encoding: .utf8)
    world.server.kill(signal: SIGTERM)
    try world.server.restart()
    try laptop.reach(through: nil)
    try desktop.reach(through: nil)
    try laptop.sync()
    // The type gained, the laptop subscribes again at its next sync (Apple refuses a
    // subscription to a type the container lacks; quran-records takes it).
    #expect(try laptop.library.syncState("prepared") == nil)
    try desktop.sync()
    #expect(try Self.cards(desktop) == (try Self.cards(laptop)))
    #expect(try Self.cards(desktop).count == 1)
    let after = try laptop.quran(["--lang", "en", "status"])
    #expect(!after.output.contains("MemorizeReview"), "\(after.output)")
    // That sync subscribes to it, so a watching device hears of the other's grades.
    try laptop.sync()
    #expect(try laptop.library.syncState("prepared") != nil)
    #expect(try Self.subscriptions(laptop).contains("quran-vi-MemorizeReview"))
  }

  static func subscriptions(_ device: Device) throws -> Set<String> {
    Set(
      try device.engine.records.send(Endpoints.listSubscriptions).subscriptions.compactMap(\.item)
        .map(\.subscriptionID))
  }
}
