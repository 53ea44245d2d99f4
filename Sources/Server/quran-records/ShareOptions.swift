import ArgumentParser
import RecordServer

/// `serve`'s options for each user's share of what all users share (`MemberShares`).
struct ShareOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Megabytes of request bodies one user may have arriving or being read at once.",
      discussion:
        "Charged from the length a request announces, before its body is read; past it the request is answered 429 THROTTLED. At least the largest body, 10 MB."
    ))
  var bodyMegabytesPerUser = MemberShares().bodyBytesPerUser / (1024 * 1024)
  @Option(
    help:
      "Megabytes of large request bodies (over 16 KB) all users together may hold, counted as they arrive."
  )
  var bodyMegabytesAtOnce = MemberShares().bodyBytesAtOnce / (1024 * 1024)
  @Option(
    help:
      "Bodies over 16 KB one user may have in flight at once (on PostgreSQL, on every instance together)."
  )
  var largeBodiesPerUser = MemberShares().largeBodiesPerUser
  @Option(help: "Requests of one user answered at once; the next ones wait their turn.")
  var requestsAtOncePerUser = MemberShares().requestsAtOncePerUser
  @Option(help: "Requests of one user that may wait for a turn; more are answered 429 THROTTLED.")
  var requestsWaitingPerUser = MemberShares().requestsWaitingPerUser

  var shares: MemberShares {
    var shares = MemberShares()
    shares.bodyBytesPerUser = bodyMegabytesPerUser * 1024 * 1024
    shares.bodyBytesAtOnce = bodyMegabytesAtOnce * 1024 * 1024
    shares.largeBodiesPerUser = largeBodiesPerUser
    shares.requestsAtOncePerUser = requestsAtOncePerUser
    shares.requestsWaitingPerUser = requestsWaitingPerUser
    return shares
  }

  func validate() throws {
    if let problem = shares.problem { throw ValidationError(problem) }
  }
}
