import Clocks
import CloudRecords
import Foundation
import Hummingbird
import Synchronization

/// `GET /healthz` and `GET /readyz`, for a load balancer or a supervisor: the first answers
/// 200 whenever the process serves; the second 200 when the database answers a query, else
/// 503 `TRY_AGAIN_LATER` saying why. Readiness is asked of the database at most once a
/// second, however often it is polled.
final class Health: Sendable {
  private let store: any ServerStore
  private let last = Mutex<(at: ContinuousClock.Instant, problem: String?)?>(nil)
  private let waits: WaitClock

  init(store: any ServerStore, waits: WaitClock) {
    self.store = store
    self.waits = waits
  }

  static func live() throws -> Response {
    try Responses.json(["status": "serving"])
  }

  func ready(service: RecordService) async throws -> Response {
    let now = waits.now()
    let recent = last.withLock { last in
      last.flatMap { now - $0.at < .seconds(1) ? $0 : nil }
    }
    let problem: String?
    if let recent {
      problem = recent.problem
    } else {
      problem = await check(service)
      last.withLock { $0 = (now, problem) }
    }
    if let problem {
      throw ServerError(
        .tryAgainLater, "The database does not answer (\(problem)); the server cannot serve.",
        retryAfter: 5)
    }
    return try Responses.json(["status": "ready"])
  }

  private func check(_ service: RecordService) async -> String? {
    let store = self.store
    do {
      _ = try await service.blocking {
        try store.read { db in try db.value(Int.self, "SELECT 1") }
      }
      return nil
    } catch let error as ServerError {
      return String(error.reason.prefix(200))
    } catch {
      return String(String(describing: error).prefix(200))
    }
  }
}
