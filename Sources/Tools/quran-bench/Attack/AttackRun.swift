import Foundation

/// `quran-bench attack`: every kind of attack here against a real `quran-records` on
/// loopback, each bounded in time and count. For each: the answers the attacker got, and
/// alice's latency (another user, using the server meanwhile) under it; at the end, the
/// server's peak memory and every status seen; then 30 kill -9 trials during bursts of writes.
/// Bounds: alice's p50 ≤ 10 ms and p99 ≤ 100 ms, saves and lookups apart, /healthz p99 ≤
/// 100 ms, at most 5% of her requests refused, no 500, memory ≤ 300 MB, nothing acknowledged
/// lost.
/// `postgres`: a PostgreSQL cluster's URL; the attacks then run against two instances serving
/// one new database on it, each new connection going to the next instance.
func benchmarkAttack(only: String? = nil, postgres: String? = nil) throws {
  let database = try postgres.map { try BenchDatabase.create(on: $0) }
  defer { database?.drop() }
  let target = try AttackTarget.start(postgres: database?.url)
  let victim = Victim(target: target)
  let ports = target.ports.map(String.init).joined(separator: " and ")
  let backend =
    postgres == nil
    ? " (SQLite)"
    : ", two instances on one PostgreSQL database, each new connection to the next; memory is"
      + " the larger instance's"
  print(
    "quran-records serve \(AttackTarget.arguments.joined(separator: " ")) on 127.0.0.1:"
      + "\(ports)\(backend)"
      + " (other settings default: 1000 operations a second a user, 1000"
      + " connections); alice works every 20 ms on her own keep-alive connection (a save, then"
      + " a lookup of 5 records) while mallory attacks.\n")
  victim.start()
  var judge = AttackJudge(target: target, victim: victim, only: only)
  func attack(_ name: String, _ body: () throws -> String) throws {
    try judge.attack(name, body)
  }
  try everyOtherAttack(target, attack)
  try DecodingAttacks.all(target, attack)
  try ShareAttacks.all(target, attack)
  try HolderAttacks.all(target, attack)
  try HeldAnswerAttacks.all(target, attack)
  try SixthRoundAttacks.all(target, attack)
  victim.stop()
  let peakMemory = max(judge.peakMemory, target.memory().peak)
  target.stop()
  print("== kill -9 during bursts of writes (another server, its own database)")
  let crashes = only == nil ? try CrashTrials.run() : "skipped (--only); 0 lost"
  print("   \(crashes)")
  reportAttackRun(judge: judge, peakMemory: peakMemory, crashes: crashes)
}

/// Every attack but the decoding ones (`DecodingAttacks`), after a quiet baseline, through
/// the run's `attack`, which measures alice under each.
private func everyOtherAttack(
  _ target: AttackTarget, _ attack: (String, () throws -> String) throws -> Void
) throws {
  try attack("baseline: no attack") {
    usleep(3_000_000)
    return "—"
  }
  try attack("NUL in record names") { try RecordAttacks.nulInRecordNames(target) }
  try attack("NUL in a sign-in name") { try SignInAttacks.nulInName(target) }
  try attack("1,000 filterBy / 2,000 sortBy") { try RecordAttacks.hugeQueries(target) }
  try attack("9,000,000-character names, 300-character field and zone names") {
    try BoundAttacks.longNames(target)
  }
  try attack("IN / NOT_IN of 250,000 values, 300,000 record types, 2 connections, 3 s") {
    try BoundAttacks.hugeLists(target)
  }
  try attack("keys twice in one object") { try BoundAttacks.duplicateKeys(target) }
  try attack("1,000 long polls on one token") { try BoundAttacks.pollFlood(target) }
  try attack("look-alike user names") { AccountAttacks.lookAlikeNames(target) }
  try attack("an account deleted while 4 connections write to it") {
    try AccountAttacks.deletionDuringWrites(target)
  }
  try attack("a zone of 60 MB filled and deleted") { try AccountAttacks.bigZoneDeletion(target) }
  try attack("a DELETE_SELF chain of 40,000 records saved") { try CascadeAttack.fill(target) }
  try attack("that chain deleted by deleting its first record") {
    try CascadeAttack.delete(target)
  }
  try attack("a full disk (another server, on 3 MB)") { try AccountAttacks.fullDisk() }
  try attack("unreadable values") { try RecordAttacks.unreadableValues(target) }
  try attack("malformed HTTP") { try ConnectionAttacks.malformedHTTP(target) }
  try attack("foreign Host header") { try RecordAttacks.foreignHost(target) }
  try attack("sign-in page: headers, another site's form") { try SignInAttacks.page(target) }
  try attack("DNS rebinding of the sign-in form; gzip, chunked") {
    try SessionAttacks.rebindingAndCodings(target)
  }
  try attack("schema growth by a user who is no developer") {
    try RecordAttacks.schemaGrowth(target)
  }
  try attack("1,049 idle connections (cap 1,000)") { ConnectionAttacks.idleConnections(target) }
  try attack("headers a byte every 0.5 s, 200 connections") {
    ConnectionAttacks.slowHeaders(target)
  }
  try attack("bodies never finished, 200 connections") {
    ConnectionAttacks.unfinishedBodies(target)
  }
  try attack("bodies never begun, with and without Expect: 100-continue") {
    ConnectionAttacks.stalledBodies(target)
  }
  try attack("sign-in flood: 50 at once, random names, 5 s") { SignInAttacks.randomNames(target) }
  try attack("sign-in with 5 MB names, 3 rounds of 40") { SignInAttacks.hugeNames(target) }
  try attack("guessing alice's password from 127.0.0.2, 30 at once, 5 s") {
    SignInAttacks.guessingAlicesPassword(target)
  }
  try attack("400 wrong passwords from distinct IPv6 addresses, through a trusted proxy") {
    SessionAttacks.spreadGuessing(target)
  }
  try attack("200-operation batches on 4 connections, 5 s") {
    try RecordAttacks.batchFlood(target)
  }
}

/// The run's figures against their bounds, and every status seen.
private func reportAttackRun(judge: AttackJudge, peakMemory: Double, crashes: String) {
  let statuses = WireAnswer.statuses.withLock { $0 }
  // 503 is a refusal to wait, 501 one of a transfer coding the server does not read.
  let errors = statuses.filter { $0.key >= 500 && $0.key != 503 && $0.key != 501 }.values
    .reduce(0, +)
  print("")
  report(
    "alice's p50/p99 and /healthz p99 under every attack",
    judge.allWithinBound ? "all within" : "some over",
    bound: "≤ 10/100 ms, /healthz ≤ 100 ms, ≤ 5% refused", ok: judge.allWithinBound)
  report(
    "server peak memory (VmHWM, highest of every attack's)", String(format: "%.0f MB", peakMemory),
    bound: "≤ 300 MB", ok: peakMemory <= 300)
  let noneLost = crashes.hasSuffix(" 0 lost")
  report(
    "kill -9 trials: acknowledged records lost", noneLost ? "none" : "some", bound: "none",
    ok: noneLost)
  report(
    "answers 500 or other server errors (501, 503 excepted)", "\(errors)", bound: "0",
    ok: errors == 0)
  print(
    "statuses seen: "
      + statuses.sorted { $0.key < $1.key }.map { "\($0.key) ×\($0.value)" }.joined(
        separator: ", "))
}
