import AppRecords
import CloudRecords
import Foundation
import RecordServer
import Synchronization
import TestSupport

import struct CloudRecords.Record

/// A record storage on a real SQLite file (WAL, synchronous=FULL, as the server opens it) in a
/// temporary folder — or a new PostgreSQL database, when the suites run on PostgreSQL (see
/// `TestDatabase`) — with the bundled schema, and helpers that read like the protocol.
final class StorageFixture: Sendable {
  let directory: String
  let location: String
  let store: any ServerStore
  let schemas: SchemaRegistry
  let storage: RecordStorage

  static let container = DatabasePath.appContainer
  static let alice = "_" + String(repeating: "a1", count: 16)
  static let bob = "_" + String(repeating: "b2", count: 16)
  static let quranZone = ZoneID(zoneName: "QuranZone")

  init(ckdb: String = AppSchema.ckdb) throws {
    directory = Fixtures.makeTemporaryDirectory("storage")
    location = try TestDatabase.location(in: directory)
    store = try ServerDatabase.open(location)
    schemas = try SchemaRegistry(store: store, bundled: ckdb)
    storage = RecordStorage(store: store, schemas: schemas)
  }

  deinit {
    TestDatabase.drop(location)
    try? FileManager.default.removeItem(atPath: directory)
  }

  func scope(
    _ user: String = StorageFixture.alice, _ environment: DatabasePath.Environment = .development
  ) -> DatabaseScope {
    DatabaseScope(
      container: StorageFixture.container, environment: environment, userRecordName: user)
  }

  @discardableResult
  func createZone(_ name: String = "QuranZone", in scope: DatabaseScope? = nil) throws -> Zone {
    let response = try storage.modifyZones(
      ModifyZonesRequest(operations: [.init(.create, Zone(zoneID: ZoneID(zoneName: name)))]),
      in: scope ?? self.scope())
    guard case .zone(let zone) = response.zones.first else {
      throw FixtureError("creating zone \(name) failed: \(response)")
    }
    return zone
  }

  /// Runs one batch and returns its results.
  func modify(
    _ operations: [ModifyRecordsRequest.Operation], zone: ZoneID? = StorageFixture.quranZone,
    atomic: Bool? = nil, desiredKeys: [String]? = nil, in scope: DatabaseScope? = nil
  ) throws -> [RecordResult] {
    try storage.modifyRecords(
      ModifyRecordsRequest(
        operations: operations, zoneID: zone, atomic: atomic, desiredKeys: desiredKeys),
      in: scope ?? self.scope()
    ).records
  }

  /// Saves one record and returns it as saved, failing on an error.
  @discardableResult
  func save(
    _ record: Record, _ type: ModifyRecordsRequest.OperationType = .forceReplace,
    zone: ZoneID? = StorageFixture.quranZone, in scope: DatabaseScope? = nil
  ) throws -> Record {
    let result = try modify([.init(type, record)], zone: zone, in: scope).first
    guard let saved = result?.record else {
      throw FixtureError("saving \(record.recordName) failed: \(String(describing: result))")
    }
    return saved
  }

  func lookup(
    _ names: [String], zone: ZoneID? = StorageFixture.quranZone, in scope: DatabaseScope? = nil
  )
    throws -> [RecordResult]
  {
    try storage.lookupRecords(
      LookupRecordsRequest(recordNames: names, zoneID: zone), in: scope ?? self.scope()
    ).records
  }

  /// Pages through a zone's changes from `token` to the end.
  func allChanges(
    zone: ZoneID = StorageFixture.quranZone, from token: String? = nil, limit: Int = 200,
    in scope: DatabaseScope? = nil
  ) throws -> (records: [Record], token: String) {
    var token = token
    var records: [Record] = []
    while true {
      let page = try storage.recordChanges(
        RecordChangesRequest(zoneID: zone, syncToken: token, resultsLimit: limit),
        in: scope ?? self.scope())
      records += page.records
      token = page.syncToken
      if !page.moreComing { return (records, page.syncToken) }
    }
  }
}

struct FixtureError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

/// A FavoriteAyah as the app writes it.
func favorite(
  _ ayah: String, user: String = StorageFixture.alice, at time: Int64 = 1_700_000_000_000
)
  -> Record
{
  let parts = ayah.split(separator: ":").compactMap { Int64($0) }
  return Record(
    recordName: "favorite-\(user)-\(ayah)", recordType: "FavoriteAyah",
    fields: [
      "ayahID": .string(ayah), "surahNumber": .int64(parts[0]), "ayahNumber": .int64(parts[1]),
      "favoritedAt": .timestamp(time), "ownerRecordName": .string(user),
    ])
}

/// An AyahNote as the app writes it.
func note(
  _ ayah: String, _ text: String, id: String = UUID().uuidString,
  user: String = StorageFixture.alice
)
  -> Record
{
  let parts = ayah.split(separator: ":").compactMap { Int64($0) }
  return Record(
    recordName: "note-\(user)-\(ayah)-\(id)", recordType: "AyahNote",
    fields: [
      "ayahID": .string(ayah), "surahNumber": .int64(parts[0]), "ayahNumber": .int64(parts[1]),
      "noteText": .string(text), "createdAt": .timestamp(1_700_000_000_000),
      "modifiedAt": .timestamp(1_700_000_000_000), "ownerRecordName": .string(user),
    ])
}

extension Array where Element == RecordResult {
  var codes: [String] { map { $0.failure?.serverErrorCode.rawValue ?? "ok" } }
}

/// Work on a thread of its own (not the test's cooperative pool), to race against the test.
final class BackgroundWriter: Sendable {
  private let state = Mutex<(done: Bool, error: (any Error)?)>((false, nil))
  private let finished = DispatchSemaphore(value: 0)

  init(_ work: @escaping @Sendable () throws -> Void) {
    Thread.detachNewThread {
      var failure: (any Error)?
      do { try work() } catch { failure = error }
      self.state.withLock { $0 = (true, failure) }
      self.finished.signal()
    }
  }

  var isDone: Bool { state.withLock { $0.done } }

  /// Waits for the work to end, at most `seconds`, and rethrows its error.
  func wait(seconds: Double = 120) throws {
    guard finished.wait(timeout: .now() + seconds) == .success else {
      throw FixtureError("The background work did not end within \(Int(seconds)) s.")
    }
    finished.signal()  // for a second wait
    if let error = state.withLock({ $0.error }) { throw error }
  }
}
