import CloudRecords
import Foundation
import ServiceLifecycle

/// The notification courier: long-polls on `/courier/{apnsToken}` wait here until a
/// subscription of the token's user fires or the poll times out. Notifications that fire
/// while nobody polls a token wait, in memory, for its next poll.
actor Courier {
  /// How many notifications wait for one token at most; the oldest give way.
  static let pendingLimit = 100

  private var pending: [String: [PushNotification]] = [:]
  /// Once the server is shutting down, polls answer at once.
  private var closed = false
  private var waiters: [String: [UUID: CheckedContinuation<[PushNotification], Never>]] = [:]

  /// The token's waiting notifications, or the next ones to fire within `timeout`, or none.
  /// `waiting` is called once the poll is held, waiting for a notification (the debug log
  /// says so, and tests wait for it).
  func poll(token: String, timeout: Duration, waiting: @Sendable () -> Void = {}) async
    -> [PushNotification]
  {
    if let waiting = pending.removeValue(forKey: token), !waiting.isEmpty { return waiting }
    if closed { return [] }
    let id = UUID()
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        waiters[token, default: [:]][id] = continuation
        waiting()
        Task {
          try? await Task.sleep(for: timeout)
          self.expire(token: token, id: id)
        }
      }
    } onCancel: {
      Task { await self.expire(token: token, id: id) }
    }
  }

  private func expire(token: String, id: UUID) {
    guard let continuation = waiters[token]?.removeValue(forKey: id) else { return }
    if waiters[token]?.isEmpty == true { waiters.removeValue(forKey: token) }
    continuation.resume(returning: [])
  }

  /// Hands notifications to each token's waiting polls, or keeps them for the next poll.
  func deliver(_ notifications: [PushNotification], to tokens: [String]) {
    guard !notifications.isEmpty else { return }
    for token in tokens {
      if let polls = waiters.removeValue(forKey: token), !polls.isEmpty {
        for continuation in polls.values { continuation.resume(returning: notifications) }
      } else {
        var waiting = pending[token, default: []] + notifications
        if waiting.count > Courier.pendingLimit {
          waiting.removeFirst(waiting.count - Courier.pendingLimit)
        }
        pending[token] = waiting
      }
    }
  }

  /// Drops what waits for tokens that no longer exist; their polls end now, empty.
  func forget(_ tokens: [String]) {
    for token in tokens {
      pending.removeValue(forKey: token)
      for continuation in (waiters.removeValue(forKey: token) ?? [:]).values {
        continuation.resume(returning: [])
      }
    }
  }

  /// Answers every waiting poll (with what is pending) and every later one at once, so a
  /// shutting-down server does not wait for long polls to time out.
  func close() {
    closed = true
    for (token, polls) in waiters {
      let waiting = pending.removeValue(forKey: token) ?? []
      for continuation in polls.values { continuation.resume(returning: waiting) }
    }
    waiters.removeAll()
  }
}

/// Closes the courier when the server starts shutting down (it runs after the HTTP server
/// in the service group, so it hears of the shutdown first).
struct CourierClosing: Service {
  let courier: Courier

  func run() async throws {
    try? await gracefulShutdown()
    await courier.close()
  }
}

/// A courier delivery between instances: notifications for tokens, as JSON.
struct CourierMessage: Codable {
  var tokens: [String]
  var notifications: [PushNotification]

  /// The delivery as payloads that each fit one instance message.
  static func payloads(_ notifications: [PushNotification], to tokens: [String]) -> [String] {
    var payloads: [String] = []
    for tokenStart in stride(from: 0, to: tokens.count, by: 20) {
      for start in stride(from: 0, to: notifications.count, by: 20) {
        let message = CourierMessage(
          tokens: Array(tokens[tokenStart..<min(tokens.count, tokenStart + 20)]),
          notifications: Array(notifications[start..<min(notifications.count, start + 20)]))
        if let data = try? JSONEncoder().encode(message),
          data.count <= instanceMessagePayloadLimit
        {
          payloads.append(String(decoding: data, as: UTF8.self))
        }
      }
    }
    return payloads
  }
}

/// Hands the courier what other instances (and this one) publish, until shutdown.
struct CourierListening: Service {
  let courier: Courier
  let messages: any InstanceMessages

  func run() async throws {
    let courier = self.courier
    await cancelWhenGracefulShutdown {
      await messages.listen { payload in
        guard let message = try? JSONDecoder().decode(CourierMessage.self, from: Data(payload.utf8))
        else { return }
        await courier.deliver(message.notifications, to: message.tokens)
      }
    }
  }
}
