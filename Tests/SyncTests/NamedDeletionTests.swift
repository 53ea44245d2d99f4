// A deletion reaches the other devices from the name in the notification (issue 47): the
// real `quran-records` names the deleted record in its courier's answer, the watcher looks it
// up and deletes it here, with no complete listing of names.
import CloudRecords
import Foundation
import Library
import Sync
import SyncNews
import Synchronization
import TestSupport
import Testing

@Suite struct NamedDeletionTests {
  /// A phone's 120 notes, synced to a laptop, on a server that counts its requests.
  static func phoneAndLaptopWith120Notes() throws -> (SyncWorld, Device, Device) {
    let world = try SyncWorld(serverArguments: ["--metrics-address", "127.0.0.1:0"])
    let (phone, laptop) = try world.phoneAndLaptop(notes: 120, inSurah: 3)
    return (world, phone, laptop)
  }

  @Test func aDeletionOnThePhoneReachesTheWatchingLaptopWithoutAListing() throws {
    let (world, phone, laptop) = try Self.phoneAndLaptopWith120Notes()
    let records = CountedRecords(try laptop.engine.records)
    let engine = SyncEngine(library: laptop.library, records: records, user: try laptop.engine.user)
    let watching = Watching(engine) { world.server.waitForLongPolls(1, seconds: 0) }
    defer { watching.stop() }
    _ = records.takeRequests()

    let note = try #require(try phone.library.notes().first)
    try phone.library.deleteNote(note.id)
    try phone.engine.send()
    #expect(try Waiting.until(10) { try laptop.library.note(note.id) == nil })
    let requests = records.takeRequests()
    #expect(!requests.contains("records/query"), "a complete listing: \(requests)")
    #expect(requests.contains("records/lookup"), "\(requests)")
    #expect(try laptop.snapshot() == phone.snapshot())
  }

  /// 25 notes deleted in one write: more than the server names, so its notifications come
  /// marked `isPruned` (one a subscription), and the watching laptop answers them all with one
  /// complete listing of names, not waiting an hour for it.
  @Test func aBulkDeletionReachesTheWatchingLaptopByOneCompleteListing() throws {
    let (world, phone, laptop) = try Self.phoneAndLaptopWith120Notes()
    let records = CountedRecords(try laptop.engine.records)
    let engine = SyncEngine(library: laptop.library, records: records, user: try laptop.engine.user)
    // What one complete listing asks, in this world.
    try engine.sync(.complete)
    let oneListing = records.takeRequests().filter { $0 == "records/query" }.count
    #expect(oneListing > 0)
    let watching = Watching(engine) { world.server.waitForLongPolls(1, seconds: 0) }
    defer { watching.stop() }
    _ = records.takeRequests()

    let doomed = Array(try phone.library.notes().prefix(25))
    for note in doomed { try phone.library.deleteNote(note.id) }
    let phoneRecords = CountedRecords(try phone.engine.records)
    try SyncEngine(library: phone.library, records: phoneRecords, user: try phone.engine.user)
      .send()
    #expect(phoneRecords.takeRequests() == ["records/modify"], "not one write")
    #expect(
      try Waiting.until(10) { try doomed.allSatisfy { try laptop.library.note($0.id) == nil } })
    #expect(Waiting.until(10) { watching.syncs >= 2 })
    let requests = records.takeRequests()
    #expect(
      requests.filter { $0 == "records/query" }.count == oneListing,
      "not one complete listing: \(requests)")
    #expect(try laptop.library.notes().count == 95)
    #expect(try laptop.snapshot() == phone.snapshot())
  }
}

/// A device's records, each request logged by its operation's name (`records/query of
/// changes` for a query on the modification time, `records/query` for a listing).
final class CountedRecords: RecordDatabase {
  let records: any RecordDatabase
  private let log = Mutex<[String]>([])
  private let lookedUp = Mutex(0)

  init(_ records: any RecordDatabase) { self.records = records }

  /// The requests since the last call, in order.
  func takeRequests() -> [String] {
    log.withLock { log in
      defer { log = [] }
      return log
    }
  }

  /// The records asked for by name (`records/lookup`) since the last call.
  func takeLookedUp() -> Int {
    lookedUp.withLock { count in
      defer { count = 0 }
      return count
    }
  }

  private func asked(_ name: String) { log.withLock { $0.append(name) } }

  func send<Request, Answer>(_ endpoint: Endpoint<Request, Answer>, _ request: Request)
    throws(RecordServiceError) -> Answer
  {
    switch request {
    case let lookup as LookupRecordsRequest:
      asked(endpoint.path)
      lookedUp.withLock { $0 += lookup.records.count }
    case let query as QueryRecordsRequest:
      let since = query.query.filterBy?.contains { $0.fieldName == "___modTime" } == true
      let namesOnly = since && query.desiredKeys == []
      asked(
        namesOnly
          ? "records/query of changes, names only"
          : since ? "records/query of changes" : "records/query")
    default:
      if [.modifyRecords, .zoneChanges].contains(endpoint.operation) { asked(endpoint.path) }
    }
    return try records.send(endpoint, request)
  }
  func waitForChanges(timeout: Int) throws(RecordServiceError) -> ChangeNotice? {
    try records.waitForChanges(timeout: timeout)
  }
}
