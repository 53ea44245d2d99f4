import CloudRecords
import Foundation
import JSONScanner
import ServiceLifecycle

/// The notification courier: long-polls on `/courier/{apnsToken}` wait here until a
/// subscription of the token's user fires or the poll times out. Notifications that fire
/// while nobody polls a token wait, in memory, for its next poll.
actor Courier {
  /// How many notifications wait for one token at most; the oldest give way.
  static let pendingLimit = 100
  /// Polls held at once for one token: a client holds one, and a few more cover polls a
  /// restarted client left behind. A new poll past this ends the token's oldest, empty.
  static let pollsPerToken = 4
  /// Polls held at once for one user, across their tokens: a few devices. Past this a poll is
  /// refused, so one user cannot hold the connections every other user needs (the
  /// connection cap is 1,000 by default).
  static let pollsPerUser = 32

  private struct Waiter {
    let id: UUID
    let user: String
    let continuation: CheckedContinuation<[PushNotification], Never>
  }

  private var pending: [String: [PushNotification]] = [:]
  /// Once the server is shutting down, polls answer at once.
  private var closed = false
  /// The polls held for each token, oldest first.
  private var waiters: [String: [Waiter]] = [:]
  private var pollsByUser: [String: Int] = [:]

  /// The polls held now, for the operator's metrics.
  var heldPolls: Int { waiters.values.reduce(0) { $0 + $1.count } }
  /// The tokens polls are held for now.
  var heldTokens: [String] { Array(waiters.keys) }
  /// How often the tokens of held polls are checked against the database
  /// (`CourierSweeping`): a sign-in ended elsewhere (`user signout` in another process,
  /// another instance) ends its polls within this.
  static let sweepInterval = Duration.seconds(2)

  /// The token's waiting notifications, or the next ones to fire within `timeout`, or none.
  /// `waiting` is called once the poll is held, waiting for a notification (the debug log
  /// says so, and tests wait for it). Throws THROTTLED when `user` holds `pollsPerUser`.
  func poll(
    token: String, user: String, timeout: Duration, waiting: @Sendable () -> Void = {}
  ) async throws -> [PushNotification] {
    if let waiting = pending.removeValue(forKey: token), !waiting.isEmpty { return waiting }
    if closed { return [] }
    if let held = waiters[token], held.count >= Courier.pollsPerToken {
      end(token: token, id: held[0].id, with: [])
    } else if pollsByUser[user, default: 0] >= Courier.pollsPerUser {
      throw ServerError(
        .throttled,
        "This account holds \(Courier.pollsPerUser) courier polls at once, the most it may;"
          + " wait for one to end.", retryAfter: 30)
    }
    let id = UUID()
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        waiters[token, default: []].append(Waiter(id: id, user: user, continuation: continuation))
        pollsByUser[user, default: 0] += 1
        waiting()
        Task {
          try? await Task.sleep(for: timeout)
          self.end(token: token, id: id, with: [])
        }
      }
    } onCancel: {
      Task { await self.end(token: token, id: id, with: []) }
    }
  }

  /// Answers one held poll, if it is still held.
  private func end(token: String, id: UUID, with notifications: [PushNotification]) {
    guard let index = waiters[token]?.firstIndex(where: { $0.id == id }),
      let waiter = waiters[token]?.remove(at: index)
    else { return }
    if waiters[token]?.isEmpty == true { waiters.removeValue(forKey: token) }
    release(waiter.user)
    waiter.continuation.resume(returning: notifications)
  }

  /// Answers every poll held for `token`.
  private func endAll(token: String, with notifications: [PushNotification]) {
    for waiter in waiters.removeValue(forKey: token) ?? [] {
      release(waiter.user)
      waiter.continuation.resume(returning: notifications)
    }
  }

  private func release(_ user: String) {
    let left = pollsByUser[user, default: 1] - 1
    pollsByUser[user] = left > 0 ? left : nil
  }

  /// Hands notifications to each token's waiting polls, or keeps them for the next poll.
  /// Past `pendingLimit` the oldest give way, and the first one kept is marked pruned: the
  /// device learns that names were lost, and asks for what changed another way.
  func deliver(_ notifications: [PushNotification], to tokens: [String]) {
    guard !notifications.isEmpty else { return }
    for token in tokens {
      if waiters[token]?.isEmpty == false {
        endAll(token: token, with: notifications)
      } else {
        var waiting = pending[token, default: []] + notifications
        if waiting.count > Courier.pendingLimit {
          waiting.removeFirst(waiting.count - Courier.pendingLimit)
          waiting[0].isPruned = true
        }
        pending[token] = waiting
      }
    }
  }

  /// The notifications a write owes for the `fired` subscriptions: for each, one naming each
  /// record of the write and what happened to it (the server does not evaluate a query
  /// subscription's query: every change in its zone fires it); for a write of more than
  /// `PushNotification.namedChangesLimit` records, one for each subscription, marked pruned.
  static func notifications(
    _ fired: [FiredSubscription], in zone: ZoneID, changed: [Record]
  ) -> [PushNotification] {
    let named = changed.count <= PushNotification.namedChangesLimit
    return fired.flatMap { subscription in
      let notification = PushNotification(
        subscriptionID: subscription.subscriptionID, zoneID: subscription.zoneID ?? zone,
        notificationID: "", isPruned: named ? nil : true)
      let records: [Record?] = named ? changed : [nil]
      return records.map { record in
        var one = notification
        one.notificationID = UUID().uuidString.lowercased()
        if let record {
          one.recordName = record.recordName
          one.queryNotificationReason = reason(record)
        }
        return one
      }
    }
  }

  /// What happened to a record a write answered: deleted, or created (its creation is its
  /// last change), or updated.
  private static func reason(_ record: Record) -> PushNotification.Reason {
    if record.isDeleted { return .deleted }
    if let created = record.created?.timestamp, created == record.modified?.timestamp {
      return .created
    }
    return .updated
  }

  /// Drops what waits for tokens that no longer exist; their polls end now, empty.
  func forget(_ tokens: [String]) {
    for token in tokens {
      pending.removeValue(forKey: token)
      endAll(token: token, with: [])
    }
  }

  /// Answers every waiting poll (with what is pending) and every later one at once, so a
  /// shutting-down server does not wait for long polls to time out.
  func close() {
    closed = true
    for token in Array(waiters.keys) {
      endAll(token: token, with: pending.removeValue(forKey: token) ?? [])
    }
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

/// Ends the polls of notification tokens that no longer exist (a sign-in ended by
/// `user signout` or `user passwd` in another process, or on another instance), every
/// `Courier.sweepInterval`, until shutdown: a signed-out device hears nothing more.
struct CourierSweeping: Service {
  let courier: Courier
  let accounts: Accounts
  let blocking: @Sendable (@escaping @Sendable () throws -> [String]) async throws -> [String]

  func run() async throws {
    await cancelWhenGracefulShutdown {
      while !Task.isCancelled {
        try? await Task.sleep(for: Courier.sweepInterval)
        let held = await courier.heldTokens
        guard !held.isEmpty,
          let ended = try? await blocking({ [accounts] in
            try accounts.endedPushTokens(among: held)
          })
        else { continue }
        await courier.forget(ended)
      }
    }
  }
}

/// A courier delivery between instances: notifications for tokens, as JSON.
struct CourierMessage: Codable {
  var tokens: [String]
  var notifications: [PushNotification]

  /// The delivery as payloads that each fit one instance message, written by
  /// `JSONValueEncoder`.
  static func payloads(_ notifications: [PushNotification], to tokens: [String]) -> [String] {
    var payloads: [String] = []
    // Ten notifications naming records (about 350 bytes each) and twenty tokens fit one
    // message.
    for tokenStart in stride(from: 0, to: tokens.count, by: 20) {
      for start in stride(from: 0, to: notifications.count, by: 10) {
        let message = CourierMessage(
          tokens: Array(tokens[tokenStart..<min(tokens.count, tokenStart + 20)]),
          notifications: Array(notifications[start..<min(notifications.count, start + 10)]))
        if let data = try? JSONValueEncoder.bytes(message),
          data.count <= instanceMessagePayloadLimit
        {
          payloads.append(String(decoding: data, as: UTF8.self))
        }
      }
    }
    return payloads
  }
}

extension CourierMessage {
  /// A delivery read from one instance message's payload; nil for one that is not a delivery.
  init?(payload: String) {
    guard
      let message = try? JSONValueDecoder.decode(CourierMessage.self, text: Array(payload.utf8))
    else { return nil }
    self = message
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
        guard let message = CourierMessage(payload: payload) else { return }
        await courier.deliver(message.notifications, to: message.tokens)
      }
    }
  }
}
