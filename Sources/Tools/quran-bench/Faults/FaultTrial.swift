import Clocks
import CloudRecords
import DataFolder
import Foundation
import GRDB
import Library
import Loopback
import QuranText
import RecordClient
import Sync

/// What a fault run counted: operations by kind, faults by kind, violations by kind.
struct FaultTally {
  var trials = 0
  var operations: [String: Int] = [:]
  var faults: [String: Int] = [:]
  var requests = 0
  var violations: [Violation: Int] = [:]
  var concurrentCopies = 0
  var unconfirmedCopies = 0
  /// Deleted notes back with the text of a send whose answer was lost (allowed).
  var unconfirmedReturns = 0
  /// The syncs the reader's watcher ended, and the conflict copies they said they made.
  var readerSyncs = 0
  var copiesSaid = 0
  /// The trials that broke a promise: their seed and what broke.
  /// Each failed trial: its seed, violations, their details, and its story (each operation).
  var failed: [(seed: UInt64, violations: [Violation: Int], details: [String], story: [String])] =
    []
}

/// One seeded trial: a real `quran-records` (started with `--rotate-tokens` on odd seeds),
/// three devices behind fault-injecting proxies — device 0 with the reader open, its watcher
/// syncing as the reader's does (`FaultReader`) — random changes and syncs the way the product
/// makes them (in process as the reader's background sync does, a pull of changes, and real
/// `quran sync` processes the proxy may kill at a request), restores from the trash and undos
/// through the calls the command and the reader's `u` make, a favorite unmarked on one device
/// and marked again on another, notes alike, an earlier export imported after deletions
/// elsewhere, edits through `quran note edit` and the editor's save, now and then a sign-in
/// from a fresh home and a real `quran login` as another person on a shared home
/// (`FaultLogin`), the server killed at requests and started again; after every sync that
/// returned, what it shows is checked against the deletions other devices had acknowledged
/// ("deletion late"); then quiet syncs and the checks against the model.
final class FaultTrial {
  let seed: UInt64
  let directory: String
  let operations: Int
  var random: SeededGenerator
  var model = FaultModel()
  var noteCount = 0
  /// The operation being carried out, from 0.
  var operation = 0
  var tally: FaultTally
  /// Each operation of this trial as it was counted, told when it fails.
  var story: [String] = []

  /// Whether the server is backed up a third of the way and restored two thirds of the way.
  let restoring: Bool
  /// The deletions the server confirmed to the device that made them.
  var acknowledged = Acknowledged()
  /// Syncs that returned still showing a deletion acknowledged before them ("deletion
  /// late"), and saves over a version the device had not seen ("edit overwritten").
  var lateDeletions = [Violation: Int]()
  var lateDetails: [String] = []
  /// The fresh homes signed in so far.
  var freshHomes = 0
  /// Device 0's reader, while the trial runs.
  var reader: FaultReader?
  /// The shared home where another person signs in now and then.
  var login: FaultLogin!
  /// Each device's export, made earlier, to import after deletions elsewhere.
  var exports: [Int: String] = [:]

  init(
    seed: UInt64, directory: String, operations: Int, restoring: Bool = false, tally: FaultTally
  ) {
    self.restoring = restoring
    self.seed = seed
    self.directory = directory
    self.operations = operations
    self.tally = tally
    random = SeededGenerator(seed: seed)
  }

  /// Runs the trial; the tally with its counts added.
  func run() throws -> FaultTally {
    try FileManager.default.createDirectory(
      atPath: directory + "/server", withIntermediateDirectories: true)
    // A failed trial's homes are kept with QURAN_BENCH_KEEP=1, to read what each device holds.
    defer {
      if !(Self.keeping && tally.failed.last?.seed == seed) {
        try? FileManager.default.removeItem(atPath: directory)
      }
    }
    let server = try RecordServerProcess(
      directory: directory + "/server", arguments: seed % 2 == 1 ? ["--rotate-tokens"] : [])
    defer { server.kill() }
    _ = try server.addUser("reader", password: "correct horse battery")
    let apiToken = try server.apiToken()
    let devices = try (0..<3).map { try device($0, of: server, apiToken: apiToken) }
    login = try FaultLogin(
      directory: directory + "/shared", server: server, apiToken: apiToken,
      reader: try signIn(server, apiToken: apiToken, reachedAt: server.baseURL))
    // The reader on device 0, its proxy's faults on while the trial acts (its watcher's
    // requests never kill the server: the trial restarts it between operations only).
    devices[0].faults.withLock { $0.quiet = false }
    let reader = try FaultReader(device: devices[0])
    self.reader = reader

    // A backup a third of the way, restored two thirds of the way: the server goes back in
    // time, and the devices must lose nothing and bring nothing deleted back.
    let backup = directory + "/server-backup.sqlite"
    for index in 0..<operations {
      if restoring, index == operations / 3 {
        try server.command(["backup", "--to", backup])
        count("server backed up")
      }
      if restoring, index == 2 * operations / 3 {
        try restore(backup, server, devices, apiToken: apiToken)
      }
      let device = devices[Int(random.next() % 3)]
      operation = index
      try act(on: device, server: server, devices: devices)
    }

    // Quiet: the reader closed, no faults, every device synced in turn until all have
    // everything.
    for device in devices { device.faults.withLock { $0.quiet = true } }
    try restartIfKilled(server, devices)
    reader.stop()
    let told = reader.told
    tally.readerSyncs += told.synced
    tally.copiesSaid += told.copies
    var found = try syncQuietly(devices)
    found.merge(lateDeletions, uniquingKeysWith: +)
    for device in devices where try device.library.pendingChangeCount() > 0 {
      found[.leftWaiting, default: 0] += 1
    }
    let states = try devices.map { try DeviceState($0.library) }
    if states.contains(where: { $0 != states[0] }) { found[.devicesDiffer, default: 0] += 1 }
    // The others equal the first, or the difference is counted above.
    let owned = Set(devices.flatMap(\.ownedFavorites))
    var (violations, unconfirmed, returned, details) = model.check(
      states[0], ownedFavorites: owned)
    for (kind, detail) in try login.check(model: model) {
      found[kind, default: 0] += 1
      details.append("\(kind.rawValue): \(detail)")
    }
    for (index, state) in states.enumerated().dropFirst() where state != states[0] {
      details.append(
        "devices differ: device \(index) / device 0: \(state.difference(from: states[0]))")
    }
    found.merge(violations, uniquingKeysWith: +)
    let copies = states[0].notes.values.filter { $0.text.hasPrefix(Reconciling.conflictPrefix) }
    tally.unconfirmedCopies += unconfirmed
    tally.unconfirmedReturns += returned
    tally.concurrentCopies += copies.count - unconfirmed
    for device in devices { closeProxy(of: device, &found, &details) }
    found = found.filter { $0.value > 0 }
    for (kind, count) in found { tally.violations[kind, default: 0] += count }
    details = lateDetails + details
    if !found.isEmpty { tally.failed.append((seed, found, details, story)) }
    tally.trials += 1
    return tally
  }

  /// The quiet phase: no faults, every device synced three times in turn, its deletions
  /// checked after each; a sync that fails counts.
  func syncQuietly(_ devices: [FaultDevice]) throws -> [Violation: Int] {
    var found = [Violation: Int]()
    for _ in 0..<3 {
      for device in devices {
        device.proxy.beginRun()
        do {
          try device.engine().sync(.changes)
          try checkDeletions(shownOn: device, devices: devices)
        } catch {
          found[.quietSyncFailed, default: 0] += 1
        }
      }
    }
    return found
  }

  /// Stops `device`'s proxy, counting its requests, the faults it injected and the retries
  /// sooner than the server asked.
  func closeProxy(
    of device: FaultDevice, _ found: inout [Violation: Int], _ details: inout [String]
  ) {
    found[.retriedTooSoon, default: 0] += device.proxy.retriedTooSoon
    if device.proxy.retriedTooSoon > 0 {
      details.append(
        "retry sooner than asked: \(device.proxy.retriedTooSoon) on device \(device.index): "
          + device.proxy.tooSoon.joined(separator: "; "))
    }
    tally.requests += device.proxy.requests
    for (kind, count) in device.proxy.injected { tally.faults[kind, default: 0] += count }
    device.proxy.stop()
  }

  /// Device `index`: its home, its fault proxy in front of `server`, and its account signed
  /// in as the trial's one member.
  func device(_ index: Int, of server: RecordServerProcess, apiToken: String) throws
    -> FaultDevice
  {
    let device = try FaultDevice(
      index: index, home: directory + "/device-\(index)", upstreamPort: server.port,
      seed: seed &* 31 &+ UInt64(index) &+ 1)
    try signIn(server, apiToken: apiToken, reachedAt: device.proxy.address)
      .save(to: device.accountPath)
    device.proxy.setRule(rule(for: device, server: server, mayKillServer: index != 0))
    return device
  }

  /// An account of the trial's one member, signed in afresh, reaching the server at
  /// `address` (its proxy, or the server itself).
  func signIn(_ server: RecordServerProcess, apiToken: String, reachedAt address: URL)
    throws -> Account
  {
    let token = try server.signIn(
      "reader", password: "correct horse battery", apiToken: apiToken)
    let identity = try RecordClient(
      Connection(server: server.baseURL, apiToken: apiToken, webAuthToken: token)
    ).send(Endpoints.currentUser)
    return Account(
      server: address.absoluteString, container: DatabasePath.appContainer,
      environment: "development", apiToken: apiToken, webAuthToken: token,
      userRecordName: identity.userRecordName)
  }

  // MARK: Faults

  /// What the device's proxy does to each request while the trial is not quiet.
  func rule(for device: FaultDevice, server: RecordServerProcess, mayKillServer: Bool)
    -> FaultProxy.Rule
  {
    let faults = device.faults
    let unconfirmed = Locked(Set<String>())
    lostSends.append(unconfirmed)
    return { request in
      let (fault, lost) = faults.withLock { state -> (FaultProxy.Fault?, Bool) in
        guard !state.quiet else { return (nil, false) }
        let roll = Int(state.random.next() % 1000)
        let afterServer = state.random.next() % 2 == 0
        let detail = Int(state.random.next() % 200)
        switch roll {
        case ..<60: return (.delay(milliseconds: 10 + detail), false)
        case ..<100: return (.cutBeforeServer, false)
        case ..<140: return (.dropAnswer, true)
        case ..<160: return (.unavailable(retryAfter: nil), false)
        case ..<170: return (.unavailable(retryAfter: 1), false)
        case ..<180: return (.throttled(retryAfter: 1), false)
        case ..<195:
          guard mayKillServer else { return (nil, false) }
          let kill: @Sendable () -> Void = { server.kill() }
          return afterServer
            ? (.lose(kind: "server killed", action: kill), true)
            : (.cut(kind: "server killed", action: kill), false)
        case ..<350:
          guard let child = state.child else { return (nil, false) }
          let kill: @Sendable () -> Void = { _ = Glibc.kill(child, SIGKILL) }
          return afterServer
            ? (.lose(kind: "quran sync killed", action: kill), true)
            : (.cut(kind: "quran sync killed", action: kill), false)
        default: return (nil, false)
        }
      }
      if lost, request.contains("/records/modify") {
        let texts = FaultTrial.noteTexts(in: request)
        unconfirmed.withLock { $0.formUnion(texts) }
      }
      return fault
    }
  }

  /// The texts of lost sends, one set per device's proxy.
  var lostSends = [Locked<Set<String>>]()

  /// Every note text of this run's form ("Ghi chú n#12") a request carries.
  static func noteTexts(in request: String) -> Set<String> {
    var texts = Set<String>()
    var rest = request[...]
    while let mark = rest.range(of: "n#") {
      let digits = rest[mark.upperBound...].prefix { $0.isASCII && $0.isNumber }
      if !digits.isEmpty { texts.insert("Ghi chú n#" + digits) }
      rest = rest[mark.upperBound...]
    }
    return texts
  }

  // MARK: Operations

  func act(on device: FaultDevice, server: RecordServerProcess, devices: [FaultDevice])
    throws
  {
    try restartIfKilled(server, devices)
    let roll = Int(random.next() % 100)
    switch roll {
    case ..<12:
      try toggleFavorite(on: device)
    case ..<28:
      if random.next() % 5 == 0 {
        try writeANoteAlike(on: device)
      } else {
        try createNote(on: device)
      }
    case ..<33:
      try editInTheEditor(on: device, server: server, devices: devices)
    case ..<36:
      try editWithTheCommand(on: device)
    case ..<50:
      try changeNote(on: device, roll: roll < 43 ? 0 : 99)
    case ..<52:
      try readOn(device)
    case ..<58:
      try logReading(on: device)
    case ..<61:
      try changeSetting(on: device)
    case ..<66:
      try grade(on: device)
    case ..<68:
      try signInFromAFreshHome(server: server, devices: devices)
    case ..<71:
      try restoreFromTheTrash(on: device)
    case ..<74:
      try deleteAndUndo(on: device, server: server, devices: devices)
    case ..<76:
      try markAgainElsewhere(devices: devices, server: server)
    case ..<78:
      try loginAsAnotherPerson()
    case ..<80:
      try exportOrImportAnEarlierExport(on: device)
    case ..<90 where device.index == 0:
      try letTheReaderSync(device)
    case ..<90:
      try syncInProcess(device, server: server, devices: devices)
    default:
      if device.index == 0 { return try letTheReaderSync(device) }
      try runQuranSync(device, server: server, devices: devices)
    }
    for lost in lostSends { model.textsSentUnconfirmed.formUnion(lost.withLock { $0 }) }
  }

  /// Marks or unmarks one of the device's own favorites.
  func toggleFavorite(on device: FaultDevice) throws {
    let library = device.library
    let ayah = device.ownedFavorites[Int(random.next() % 10)]
    let now = try library.toggleFavorite(ayah)
    model.favorites[ayah] = now
    model.favoritesBack.remove(ayah)
    // Marked again: no longer late anywhere, whenever this device sends it (the reader's
    // sync may send it before the trial next looks).
    if now { acknowledged.unmarked.remove(ayah) }
    device.unsentDeletions.favorites.insert(ayah)
    count(now ? "favorite" : "unfavorite", "\(ayah) on \(device.index)")
  }

  /// Reads on in one of three surahs: the progress moves forward.
  func readOn(_ device: FaultDevice) throws {
    let library = device.library
    let surah = [36, 55, 67][Int(random.next() % 3)]
    let total = SurahSizes.ayahCount(ofSurah: surah)!
    let current = try library.progress()[surah]?.lastReadAyah ?? 0
    let next = min(total, current + 1 + Int(random.next() % 5))
    try library.recordReading(AyahID.parse("\(surah):\(next)"))
    model.progress[surah] = max(model.progress[surah] ?? 0, next)
    count("progress", "\(surah):\(next) on \(device.index)")
  }

  /// Logs a few ayahs of 36 read, and the seconds, on the trial's reading day.
  func logReading(on device: FaultDevice) throws {
    let library = device.library
    let first = 1 + Int(random.next() % 30)
    let ayahs = try (first...first + Int(random.next() % 4)).map {
      try AyahID(surah: 36, ayah: $0)
    }
    let seconds = 10 + Int(random.next() % 50)
    try library.logRead(ayahs, at: FaultModel.readingMoment, timeZone: FaultModel.utc)
    try library.logReadingTime(
      seconds: seconds, at: FaultModel.readingMoment, timeZone: FaultModel.utc)
    model.dayAyahs.formUnion(ayahs)
    model.daySeconds += seconds
    count("reading", "36:\(first)… \(ayahs.count) ayahs, \(seconds) s on \(device.index)")
  }

  /// What the reader's background sync and `quran sync` run, in this process: a pull of
  /// changes, then a push.
  func syncInProcess(_ device: FaultDevice, server: RecordServerProcess, devices: [FaultDevice])
    throws
  {
    device.proxy.beginRun()
    device.faults.withLock { $0.quiet = false }
    // What the reader's background sync and `quran sync` run: a pull of changes.
    var synced = false
    do {
      let report = try device.engine().sync(.changes)
      synced = true
      count(
        "sync in process",
        "on \(device.index): \(report.received) received, \(report.sent) sent, "
          + "\(report.resent) resent")
    } catch {
      count("sync in process, failed", "on \(device.index): \(error)")
    }
    device.faults.withLock { $0.quiet = true }
    if synced { try checkDeletions(shownOn: device, devices: devices) }
    try restartIfKilled(server, devices)
  }

  /// `quran sync` as a person runs it, which the trial may kill.
  func runQuranSync(_ device: FaultDevice, server: RecordServerProcess, devices: [FaultDevice])
    throws
  {
    device.proxy.beginRun()
    device.faults.withLock { $0.quiet = false }
    let outcome = Spawned.run(quran, ["sync"], environment: device.environment) { pid in
      device.faults.withLock { $0.child = pid }
    }
    device.faults.withLock {
      $0.child = nil
      $0.quiet = true
    }
    count(
      outcome.status == 0 ? "quran sync" : "quran sync, failed or killed",
      "on \(device.index) (\(outcome.status))")
    if outcome.status == 0 { try checkDeletions(shownOn: device, devices: devices) }
    try restartIfKilled(server, devices)
  }

  /// Device 0's sync is its reader's: given a moment to send what waits; what it deleted is
  /// acknowledged once nothing waits.
  func letTheReaderSync(_ device: FaultDevice) throws {
    let settled = reader?.settle(device.library, seconds: 3) ?? false
    count(settled ? "reader synced" : "reader still sending", "on \(device.index)")
    if settled { try acknowledged.take(device) }
  }

  /// Edits (`roll` under 50) or deletes one of the device's notes, creating one when it has
  /// none.
  func changeNote(on device: FaultDevice, roll: Int) throws {
    let library = device.library
    let notes = try library.notes().filter { !$0.text.hasPrefix(Reconciling.conflictPrefix) }
    guard !notes.isEmpty else { return try createNote(on: device) }
    // Half the time the oldest note, which the other devices are likely to have and to
    // change too: concurrent edits, so that conflict copies are put to the test.
    let pick = Int(random.next() % UInt64(2 * notes.count))
    let note = pick < notes.count ? notes[pick] : notes[notes.count - 1]
    guard model.notes[note.id]?.isKnown.contains(note.text) == true else {
      throw FaultRunError("device \(device.index) shows a text the model never saw: \(note.text)")
    }
    if roll < 50 {
      noteCount += 1
      let text = "Ghi chú n#\(noteCount)"
      if device.index == 0 {
        // The reader's sync may have changed the note since it was read: an edit over the
        // version it began from, as the reader's editor saves.
        record(
          try library.save(text, editing: NoteEdit(beginningFrom: note)), text: text, from: note)
      } else {
        model.notes[note.id]!.add(try library.editNote(note.id, text: text), madeFrom: note)
      }
      count("note edit", "\(note.id) \(note.text) → \(text) on \(device.index)")
    } else {
      let at = Date()
      guard let deleted = try? library.deleteNote(note.id, at: at) else { return }
      model.notes[note.id]!.add(nil, madeFrom: deleted, deletedAt: at)
      device.unsentDeletions.notes[note.id, default: []].insert(deleted.text)
      count("note delete", "\(note.id) \(deleted.text) on \(device.index)")
    }
  }

  /// The reader's editor: a note opened on the device, its background sync run while the
  /// editor is open (it may bring another device's edit, or a deletion), then the text saved
  /// over the version the edit began from. A save that replaced a version the device had not
  /// shown when the edit began, keeping no copy of it, is an "edit overwritten".
  func editInTheEditor(
    on device: FaultDevice, server: RecordServerProcess, devices: [FaultDevice]
  ) throws {
    let library = device.library
    let notes = try library.notes().filter { !$0.text.hasPrefix(Reconciling.conflictPrefix) }
    guard let opened = notes.first else { return try createNote(on: device) }
    let edit = NoteEdit(beginningFrom: opened)
    if device.index == 0 {
      // The reader's own sync runs while its editor is open.
      _ = reader?.settle(library, seconds: 1)
    } else {
      device.proxy.beginRun()
      device.faults.withLock { $0.quiet = false }
      do {
        try device.engine().sync(.changes)
        try checkDeletions(shownOn: device, devices: devices)
      } catch {
        count("sync in process, failed", "on \(device.index): \(error)")
      }
      device.faults.withLock { $0.quiet = true }
      try restartIfKilled(server, devices)
    }
    // What the device shows before the save; on the reader's device its sync may still change
    // it before the save, so what the save did is judged at the end alone.
    let meanwhile = device.index == 0 ? nil : try library.note(opened.id)?.text
    noteCount += 1
    let text = "Ghi chú n#\(noteCount)"
    let saved = try library.save(text, editing: edit)
    record(saved, text: text, from: opened)
    if let meanwhile, meanwhile != edit.baseText,
      try library.note(opened.id)?.text != meanwhile
        && !library.notes().contains(where: { $0.text == Reconciling.conflictPrefix + meanwhile })
    {
      lateDeletions[.editOverwritten, default: 0] += 1
      lateDetails.append(
        "edit overwritten: note \(opened.id) \(meanwhile) by \(text) on \(device.index)")
    }
    count("editor save", "\(opened.id) \(edit.baseText) → \(text) (\(saved)) on \(device.index)")
  }

  /// Changes the one setting the device owns.
  func changeSetting(on device: FaultDevice) throws {
    let library = device.library
    var settings = try library.settings()
    switch device.settingKey {
    case "translation": settings.translation = settings.translation == .rwwad ? .hassan : .rwwad
    case "showArabic": settings.showArabic.toggle()
    default: settings.colors.toggle()
    }
    try library.save(settings)
    model.settings[device.settingKey] = FaultModel.ownedSettings(settings)[device.settingKey]
    count(
      "setting",
      "\(device.settingKey) \(model.settings[device.settingKey] ?? "") on \(device.index)")
  }

  /// Grades one of the trial's ayahs, which every device grades, at this operation's time.
  func grade(on device: FaultDevice) throws {
    let ayah = FaultModel.memorizeAyahs[Int(random.next() % 4)]
    let grade = Grade(rawValue: 1 + Int(random.next() % 4))!
    let time = FaultModel.gradeTime(operation: operation)
    try device.library.grade(ayah, grade, at: time, timeZone: FaultModel.utc)
    model.reviews.append(FaultModel.Graded(ayah: ayah, at: time.milliseconds, grade: grade))
    // A grade is reading too: on the trial's reading day, its ayah is read then.
    if ReadingDate.day(of: time, in: FaultModel.utc) == FaultModel.readingDay {
      model.dayAyahs.insert(ayah)
    }
    count("grade", "\(ayah) \(grade) on \(device.index)")
  }

  func createNote(on device: FaultDevice) throws {
    noteCount += 1
    let text = "Ghi chú n#\(noteCount)"
    let ayah = try AyahID.parse("1:\(1 + random.next() % 7)")
    let note = try device.library.addNote(on: ayah, text: text)
    model.notes[note.id] = FaultModel.NoteHistory(note)
    count("note create", "\(note.id) \(text) on \(device.index)")
  }

  /// What a save of `text` over the version an edit began from (`base`, the note as the
  /// device showed it) did, in the model: the edit is a version of the note's, kept in the
  /// note or, beside a version it did not start from, in a conflict copy.
  func record(_ saved: NoteSave, text: String, from base: AyahNote) {
    switch saved {
    case .saved(let note):
      model.notes[base.id]?.add(note, madeFrom: base)
    case .conflictCopy:
      model.notes[base.id]?.add(text: text, madeFrom: base)
    case .savedAsNew(let note):
      model.notes[note.id] = FaultModel.NoteHistory(note)
    case .unchanged: break
    }
  }

  /// Stops the server, restores `backup` into its database and starts it again. Under
  /// rotating tokens the backup knows none of the devices' current tokens: each signs in
  /// again, as a person would be asked to.
  func restore(
    _ backup: String, _ server: RecordServerProcess, _ devices: [FaultDevice], apiToken: String
  ) throws {
    server.kill(signal: SIGTERM)
    try server.command(["restore", "--from", backup])
    try server.restart()
    for device in devices {
      device.proxy.setUpstream(port: server.port)
      guard seed % 2 == 1, var account = try Account.load(from: device.accountPath) else {
        continue
      }
      account.webAuthToken = try server.signIn(
        "reader", password: "correct horse battery", apiToken: apiToken)
      try account.save(to: device.accountPath)
    }
    // What the server acknowledged after its backup is lost to it: each deletion counts again
    // once its device has sent it again; what the backup lacks is late for a while when it is
    // deleted (`Acknowledged.lostByRestore`).
    acknowledged = Acknowledged()
    acknowledged.lostByRestore = try lostByRestore(backup, devices)
    for device in devices { try acknowledged.lostByRestore.take(sentBefore: device) }
    count("server restored from a backup")
  }

  /// The favorites and notes some device holds that the backup lacks.
  func lostByRestore(_ backup: String, _ devices: [FaultDevice]) throws
    -> Acknowledged.LostByRestore
  {
    let queue = try DatabaseQueue(path: backup)
    defer { try? queue.close() }
    let names = Set(
      try queue.read { db in
        try String.fetchAll(db, sql: "SELECT recordName FROM records_record WHERE deleted = 0")
      })
    var lost = Acknowledged.LostByRestore()
    for device in devices {
      let account = try Account.load(from: device.accountPath)
      let user = account?.userRecordName ?? ""
      for favorite in try device.library.favorites()
      where !names.contains("favorite-\(user)-\(favorite.ayahID)") {
        lost.favorites.insert(favorite.ayahID)
      }
      for note in try device.library.notes()
      where !names.contains("note-\(user)-\(note.ayahID)-\(note.id.uuidString)") {
        lost.notes.insert(note.id)
      }
    }
    return lost
  }

  /// After `device`'s sync returned: its own deletions acknowledged when nothing waits, then
  /// what it shows checked against the deletions the others had acknowledged.
  func checkDeletions(shownOn device: FaultDevice, devices: [FaultDevice]) throws {
    try acknowledged.take(device)
    let elsewhere = Set(devices.filter { $0 !== device }.flatMap(\.ownedFavorites))
    try reportLate(on: "device \(device.index)", DeviceState(device.library), elsewhere)
  }

  func reportLate(on name: String, _ state: DeviceState, _ elsewhere: Set<AyahID>) {
    for item in acknowledged.late(in: state, model: model, ownedElsewhere: elsewhere) {
      lateDeletions[.deletionLate, default: 0] += 1
      lateDetails.append("deletion late: \(item) on \(name) at operation \(operation)")
    }
  }

  /// A person signing in from a new home and running `quran sync` there: no faults; what it
  /// shows is checked against every acknowledged deletion. The home is then removed.
  func signInFromAFreshHome(server: RecordServerProcess, devices: [FaultDevice])
    throws
  {
    freshHomes += 1
    let home = directory + "/fresh-\(freshHomes)"
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: home) }
    try signIn(server, apiToken: try server.apiToken(), reachedAt: server.baseURL)
      .save(to: home + "/account.json")
    let outcome = Spawned.run(quran, ["sync"], environment: Self.environment(home: home)) { _ in }
    count(outcome.status == 0 ? "sign-in from a fresh home" : "sign-in from a fresh home, failed")
    guard outcome.status == 0 else { return }
    let library = try LibraryStore(path: home + "/library.sqlite")
    let owned = Set(devices.flatMap(\.ownedFavorites))
    try reportLate(on: "a fresh home", DeviceState(library), owned)
  }

  func restartIfKilled(_ server: RecordServerProcess, _ devices: [FaultDevice]) throws {
    guard server.pid == 0 else { return }
    try server.restart()
    for device in devices { device.proxy.setUpstream(port: server.port) }
    count("server restart")
  }

  func count(_ operation: String, _ detail: @autoclosure () -> String = "") {
    tally.operations[operation, default: 0] += 1
    let line = "\(operation) \(detail())"
    story.append(line)
    if FaultTrial.tracing { print("    " + line) }
  }

  /// `QURAN_BENCH_KEEP=1` keeps a failed trial's folder.
  static let keeping = ProcessInfo.processInfo.environment["QURAN_BENCH_KEEP"] == "1"

  /// `QURAN_BENCH_TRACE=1` prints each operation of a trial, to read a failing seed's story.
  static let tracing = ProcessInfo.processInfo.environment["QURAN_BENCH_TRACE"] == "1"
}
