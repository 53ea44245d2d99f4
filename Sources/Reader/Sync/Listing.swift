import AppRecords
import CloudRecords
import Library
import SyncKinds

/// Every record of one type the user owns, read the way the iPhone app reads them and the
/// way Apple allows in `_defaultZone`, which has no change feed: `records/query` filtered on
/// `ownerRecordName`, page after page by continuation marker, each page as large as the
/// server gives (no `resultsLimit`: Apple's 200; more from `quran-records` when only names
/// are asked).
struct Listing {
  let type: RecordType
  /// The live records, by record name.
  var records: [String: Record] = [:]
  /// What the server said of its past with the first page (`quran-records` only).
  var history: ServerHistory?
  /// Records a change feed brought as deleted, with when each was deleted (the server's
  /// time, in milliseconds; this computer's where the server does not say).
  var deletions: [String: Int64] = [:]
  /// Records gone whose deletion named the very version this device holds: deleted by a
  /// device that saw it, never a version a restored server lost (`ServerPast`).
  var deletedKnowingly: Set<String> = []
  /// What each deletion took and when, where the server told with the tombstone
  /// (`quran-records`).
  var tombstones: [String: ServerVersion.Deletion] = [:]

  /// Why a type cannot be listed in this container.
  enum Unavailable: Error {
    /// The container's schema has no such record type (Apple's container until its owner
    /// adds our own types): its records stay on this computer.
    case noSuchType
  }
}

extension SyncEngine {
  /// The complete listing of `type`, or `Unavailable.noSuchType`. A page that fails throws,
  /// so a listing cut short is never taken for a complete one. With `namesOnly`, each record
  /// comes with its name and change tag and no field (`desiredKeys: []`): enough to tell which
  /// changed since this device saw them.
  func list(_ type: RecordType, namesOnly: Bool = false) throws -> Listing {
    var listing = Listing(type: type)
    var marker: String?
    let query = Query(type, ownedBy: user.userRecordName)
    repeat {
      let page: QueryRecordsResponse
      do {
        page = try records.send(
          Endpoints.queryRecords,
          QueryRecordsRequest(
            query: query,
            zoneID: RecordMapping.zone, continuationMarker: marker,
            desiredKeys: namesOnly ? [] : nil))
      } catch let failure {
        if case .refused(let error) = failure, error.isUnknownRecordType {
          throw Listing.Unavailable.noSuchType
        }
        throw failure
      }
      if listing.history == nil { listing.history = page.serverHistory }
      for case .record(let record) in page.records where !record.isDeleted {
        listing.records[record.recordName] = record
      }
      marker = page.continuationMarker
    } while marker != nil
    return listing
  }

  /// `names` asked by name, whole: the records found, and the names the server no longer
  /// has. A query's index may lag behind a save (Apple's does), a lookup does not, so a
  /// record missing from a listing is taken for deleted only once a lookup says so.
  /// `tombstones`: for a name gone, what its deletion took and when, where the server kept
  /// them (`quran-records`).
  func lookUp(_ names: [String]) throws -> (
    gone: Set<String>, found: [Record], tombstones: [String: ServerVersion.Deletion]
  ) {
    var gone = Set<String>()
    var found = [Record]()
    var tombstones = [String: ServerVersion.Deletion]()
    for start in stride(from: 0, to: names.count, by: Limits.operationsPerRequest) {
      let batch = Array(names[start..<min(start + Limits.operationsPerRequest, names.count)])
      let answer = try records.send(
        Endpoints.lookupRecords,
        LookupRecordsRequest(recordNames: batch, zoneID: RecordMapping.zone))
      guard answer.records.count == batch.count else {
        throw RecordServiceError.badAnswer(
          "records/lookup answered \(answer.records.count) results for \(batch.count) names.")
      }
      for (name, result) in zip(batch, answer.records) {
        switch result {
        case .record(let record) where !record.isDeleted: found.append(record)
        case .record: gone.insert(name)
        case .failure(let error) where error.serverErrorCode == .notFound:
          gone.insert(name)
          // `quran-records` tells what the deletion named, with the tombstone.
          if let tombstone = error.serverRecord, tombstone.isDeleted,
            let versions = tombstone.ancestors
          {
            tombstones[name] = .init(tombstone: versions, at: tombstone.modified?.timestamp)
          }
        case .failure(let error): throw RecordServiceError.refused(error)
        }
      }
    }
    return (gone, found, tombstones)
  }
}
