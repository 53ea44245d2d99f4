import Foundation
import Synchronization

/// alice, using the server as the app does while mallory attacks: on her own keep-alive
/// connection, a lookup of five of her records, then a save of one, every 20 ms; and an
/// operator's `GET /healthz` beside them. Each exchange's time and status is kept, so the run
/// reads her latency (and the health check's) during each attack.
final class Victim: Sendable {
  struct Sample: Sendable {
    let at: ContinuousClock.Instant
    let isLookup: Bool
    /// A `GET /healthz` rather than one of alice's requests.
    var isHealth = false
    let milliseconds: Double
    /// 0: no answer (the connection failed or timed out).
    let status: Int
  }

  private let target: AttackTarget
  private let samples = Mutex<[Sample]>([])
  private let running = Atomic<Bool>(true)
  private let finished = DispatchSemaphore(value: 0)

  init(target: AttackTarget) { self.target = target }

  func start() {
    let lookup = target.request(
      AttackTarget.victim, .lookupRecords,
      #"{"records": [{"recordName": "own-1"}, {"recordName": "own-2"}, {"recordName": "own-3"}, "#
        + #"{"recordName": "own-4"}, {"recordName": "own-5"}], "zoneID": {"zoneName": "QuranZone"}}"#
    )
    let saves = (1...5).map {
      target.request(
        AttackTarget.victim, .modifyRecords, AttackTarget.favorites(["own-\($0)"]))
    }
    let health = Array("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
    let port = target.port
    Thread.detachNewThread { [self] in
      var connection: WireConnection?
      var round = 0
      while running.load(ordering: .relaxed) {
        for (kind, request) in [(0, saves[round % saves.count]), (1, lookup), (2, health)] {
          let isLookup = kind == 1
          if connection == nil || connection?.isClosed == true {
            connection = try? WireConnection(port: port)
          }
          let started = ContinuousClock.now
          let answer = connection?.exchange(request, timeout: 30)
          let elapsed = (ContinuousClock.now - started).seconds * 1000
          if answer == nil || answer?.header("connection")?.lowercased() == "close" {
            connection = nil
          }
          samples.withLock {
            $0.append(
              Sample(
                at: started, isLookup: isLookup, isHealth: kind == 2, milliseconds: elapsed,
                status: answer?.status ?? 0))
          }
        }
        round += 1
        // Pacing, not synchronization: the app asks now and then, not in a tight loop.
        usleep(20_000)
      }
      finished.signal()
    }
  }

  /// Stops the loop and waits for its last exchange to end.
  func stop() {
    running.store(false, ordering: .relaxed)
    finished.wait()
  }

  /// What alice saw from `start` on.
  func samples(since start: ContinuousClock.Instant) -> [Sample] {
    samples.withLock { $0.filter { $0.at >= start } }
  }
}
