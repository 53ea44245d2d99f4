/// Each member's share of what all members share: the request bodies held in memory (charged
/// when a request is let in, from the length it announces, before any of the body is read) and
/// the storage work done at once. One member can never hold more than their share, and the
/// whole server never more than its cap, which is larger than one share, so a member who
/// spends all of theirs never empties the others'.
package struct MemberShares: Sendable {
  /// Bytes of request bodies one user may have in flight (arriving, being read, being acted
  /// on) at once: at least the largest body (`RecordResponder.bodyLimit`).
  package var bodyBytesPerUser = 12 * 1024 * 1024
  /// Bytes of request bodies in flight for every user together.
  package var bodyBytesAtOnce = 32 * 1024 * 1024
  /// Large bodies (over `BodyReaders.inlineBytes`, or of an unannounced length) one user may
  /// have in flight at once; on PostgreSQL, on all the instances together.
  package var largeBodiesPerUser = 2
  /// One user's requests whose storage work (and reading, and answering) runs at once; the
  /// next ones wait their turn.
  package var requestsAtOncePerUser = 2
  /// One user's requests that may wait for a turn; more are answered THROTTLED.
  package var requestsWaitingPerUser = 8

  /// The default shares; `serve`'s options change them one by one.
  package init() {}

  /// The sentence saying what is wrong with these shares, or nil when they hold together.
  package var problem: String? {
    if bodyBytesPerUser < RecordResponder.bodyLimit {
      return "A user's share of body bytes must hold the largest body,"
        + " \(RecordResponder.bodyLimit / (1024 * 1024)) MB."
    }
    if bodyBytesAtOnce <= bodyBytesPerUser {
      return "The server's body bytes at once must be more than one user's share, so that one"
        + " user never takes all of them."
    }
    if largeBodiesPerUser < 1 || requestsAtOncePerUser < 1 || requestsWaitingPerUser < 0 {
      return "A user must be allowed at least one large body and one request at once."
    }
    return nil
  }
}
