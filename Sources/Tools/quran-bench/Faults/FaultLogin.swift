import DataFolder
import Foundation
import Library
import Loopback

/// A computer the trial's person ("reader") shares with another ("guest"): now and then the
/// guest runs the real `quran login` there, with each answer to what becomes of the library —
/// none (no terminal: nothing may change), `--library keep` (the guest takes it, knowingly) and
/// `--library aside` — writes a note of their own and syncs; later the reader signs in again
/// (`--library aside`). No person ever sees or restores another person's words: the guest's
/// library holds nothing of the reader's unless it was kept for them, and the reader's nothing
/// of the guest's (`FaultModel`'s "another person's words").
final class FaultLogin {
  let home: String
  let server: RecordServerProcess
  let apiToken: String
  /// Whose library is in use on the shared computer.
  private(set) var guestSignedIn = false
  /// The reader's texts the guest was handed by `--library keep`.
  private var handedOver = Set<String>()
  private var guestNotes = 0
  private var problems: [(Violation, String)] = []
  /// The reader's record name.
  private let reader: String
  static let guest = "guest"
  static let password = "correct horse battery"

  /// The shared computer, signed in as the reader with `account`.
  init(directory: String, server: RecordServerProcess, apiToken: String, reader account: Account)
    throws
  {
    home = directory
    self.server = server
    self.apiToken = apiToken
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    try account.save(to: home + "/account.json")
    reader = account.userRecordName
    _ = try server.addUser(Self.guest, password: Self.password)
  }

  /// One turn: the guest signs in (the reader's library synced first, so its trash holds what
  /// the reader's devices deleted), or the reader signs in again. Says what it did.
  func step(answer: Int) throws -> String {
    if guestSignedIn { return try readerSignsInAgain() }
    _ = try run(["sync"])
    let flag = [[], ["--library", "keep"], ["--library", "aside"]][answer % 3]
    let before = try texts()
    // A library that holds nothing is simply used: there is nothing to ask about.
    let heldNothing = try holdsNothing()
    let login = try run(loginArguments + flag, input: try token(Self.guest))
    switch flag.last {
    case nil where heldNothing:
      guard login.status == 0 else { return "login as another person, nothing held, failed" }
    case nil:
      let stillReaders = try isReaders()
      if login.status == 0 || !stillReaders {
        problems.append((.anotherPersonsWords, "the guest's login took the library unasked"))
        guestSignedIn = !stillReaders
      }
      return "login as another person, no answer"
    case "keep"?:
      guard login.status == 0 else { return "login as another person, keep, failed" }
      handedOver.formUnion(before.all)
    default:
      guard login.status == 0 else { return "login as another person, aside, failed" }
    }
    guestSignedIn = true
    guestNotes += 1
    _ = try run(["note", "add", "1:1", "\(FaultModel.guestMark) #\(guestNotes)"])
    _ = try run(["sync"])
    checkGuestsLibrary(try texts())
    return "login as another person, \(flag.last ?? "nothing held")"
  }

  /// The reader signs in again on the shared computer, setting the guest's library aside.
  private func readerSignsInAgain() throws -> String {
    checkGuestsLibrary(try texts())
    let login = try run(loginArguments + ["--library", "aside"], input: try token("reader"))
    guard login.status == 0 else { return "reader signs in again, failed (\(login.status))" }
    guestSignedIn = false
    _ = try run(["sync"])
    for text in try texts().all where text.contains(FaultModel.guestMark) {
      problems.append((.anotherPersonsWords, "\(text) in the reader's library"))
    }
    return "reader signs in again"
  }

  /// Whatever the guest's library holds is the guest's, or was kept for them.
  private func checkGuestsLibrary(_ seen: (all: Set<String>, trash: Set<String>)) {
    for text in seen.all where text.contains("n#") && !handedOver.contains(text) {
      problems.append((.anotherPersonsWords, "\(text) in the guest's library"))
    }
  }

  /// At the end: the reader signed in again, and every problem found.
  func check(model: FaultModel) throws -> [(Violation, String)] {
    if guestSignedIn { _ = try readerSignsInAgain() }
    return problems
  }

  // MARK: The shared computer

  private var loginArguments: [String] {
    ["login", "--server", server.baseURL.absoluteString, "--api-token", apiToken, "--no-browser"]
  }

  private func token(_ user: String) throws -> String {
    try server.signIn(user, password: Self.password, apiToken: apiToken) + "\n"
  }

  /// Runs the real `quran` in the shared home, its account pointed at the server where it
  /// listens now (a restart may move it).
  private func run(_ arguments: [String], input: String? = nil) throws -> Subprocess.Result {
    if var account = try Account.load(from: home + "/account.json") {
      account.server = server.baseURL.absoluteString
      try account.save(to: home + "/account.json")
    }
    return try Subprocess.run(
      quran, arguments, environment: FaultTrial.environment(home: home), input: input)
  }

  /// Whether the shared library holds nothing of its person's (`LibraryHoldings`).
  private func holdsNothing() throws -> Bool {
    let library = try LibraryStore(path: home + "/library.sqlite")
    defer { try? library.close() }
    return try library.holdings(now: Date()).isEmpty
  }

  /// Whether the shared computer is signed in as the reader, with the reader's library.
  private func isReaders() throws -> Bool {
    let library = try LibraryStore(path: home + "/library.sqlite")
    defer { try? library.close() }
    return try library.syncState("user") == reader
      && Account.load(from: home + "/account.json")?.userRecordName == reader
  }

  /// The note texts the shared library holds, and those in its trash.
  private func texts() throws -> (all: Set<String>, trash: Set<String>) {
    let library = try LibraryStore(path: home + "/library.sqlite")
    defer { try? library.close() }
    let notes = Set(try library.notes().map(\.text))
    let trash = Set(
      try library.trash().compactMap { item -> String? in
        if case .note(let note) = item.content { note.text } else { nil }
      })
    return (notes.union(trash), trash)
  }
}

extension FaultModel {
  /// What the guest's notes say: never in the reader's libraries.
  static let guestMark = "Của khách"
}
