import CloudRecords
import Library
import SyncKinds

extension SyncEngine {
  /// Deletes every record of the app's types this user owns where the app keeps them — what
  /// `quran account delete` offers on Apple's CloudKit, which has no way to delete an account
  /// — and forgets what this device knew of the server; the library keeps its data. Returns
  /// how many records were deleted.
  public func deleteEveryRecord() throws -> Int {
    var deleted = 0
    for type in RecordKinds.types {
      let listing: Listing
      do {
        listing = try list(type)
      } catch Listing.Unavailable.noSuchType {
        continue
      }
      let names = listing.records.keys.sorted()
      for start in stride(from: 0, to: names.count, by: Self.batchSize) {
        let batch = names[start..<min(start + Self.batchSize, names.count)]
        let answer = try records.send(
          Endpoints.modifyRecords,
          ModifyRecordsRequest(
            operations: batch.map { .init(.forceDelete, Record(recordName: $0)) },
            zoneID: RecordMapping.zone, atomic: false))
        for result in answer.records {
          switch result {
          case .record: deleted += 1
          case .failure(let error) where error.serverErrorCode == .notFound: continue
          case .failure(let error): throw RecordServiceError.refused(error)
          }
        }
      }
    }
    try forgetServer()
    return deleted
  }
}
