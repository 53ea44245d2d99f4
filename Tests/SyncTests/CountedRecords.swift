import CloudRecords
import Sync
import Synchronization

/// A device's records, each request logged by its operation's name (`records/query` for a
/// listing, `changes/zone` for a read of the change feed).
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
    default:
      asked(endpoint.path)
    }
    return try records.send(endpoint, request)
  }
  func waitForChanges(timeout: Int) throws(RecordServiceError) -> Bool {
    try records.waitForChanges(timeout: timeout)
  }
}
