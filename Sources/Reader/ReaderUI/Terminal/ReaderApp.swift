import Clocks
import DataFolder
import Foundation
import Interface
import Library
import QuranText
import Recitation

/// The reading place could not be kept when the reader closed: the sentence says where the
/// person was and why; the reader prints it once the screen is closed and exits non-zero.
public struct PlaceNotKept: Error, CustomStringConvertible {
  /// The sentence for the terminal.
  public let description: String
}

/// A place to open the reader at that names none: the sentence says why.
public struct PlaceNamesNothing: Error, CustomStringConvertible {
  /// The sentence for the terminal.
  public let description: String

  init(_ description: String) { self.description = description }
}

/// Runs the reader in the terminal until the person quits; returns the exit status.
public enum ReaderApp {
  /// Set `QURAN_VI_EXIT_AFTER_FIRST_FRAME=1` to quit once the first frame is on the screen
  /// (the start-up benchmark uses it).
  static let exitAfterFirstFrame =
    ProcessEnvironment.value("QURAN_VI_EXIT_AFTER_FIRST_FRAME") == "1"

  /// Why the reader cannot start here, or nil.
  public static func unsuitability() -> String? { Terminal.unsuitability() }

  /// The first ayah of the place `text` names, as `quran 2:255` opens the reader there:
  /// what `:` takes in the reader (an ayah, a surah, `j30`, `h10`, `p604`) or a
  /// passage `quran memorize` takes (`juz30`, `page604`, `78-80`). Throws the sentence
  /// saying why when it names no place: the reference's own for one that looks like one
  /// ("2:300" does not exist), else that the word is neither a command nor a place.
  public static func place(named text: String) throws -> AyahID {
    do {
      return try AyahSpan.named(text).first
    } catch {
      let typed = text.trimmingCharacters(in: .whitespaces).lowercased()
      let looksLikeOne =
        typed.first?.isNumber == true
        || (typed.first.map { "jhp".contains($0) } == true
          && typed.dropFirst().first?.isNumber == true)
        || ["juz", "hizb", "page"].contains { typed.hasPrefix($0) }
      guard looksLikeOne else { throw PlaceNamesNothing(CommandText.placeNamesNothing(text)) }
      throw PlaceNamesNothing(String(describing: error))
    }
  }

  /// With `sync`, the library syncs in the background and the screen follows it. The Arabic
  /// is drawn as this computer's choice (`home`'s `arabicPreferencePath`) says, unless
  /// `arabicOverride` says. Drafts of notes are kept in `home`'s drafts folder, and those a
  /// stopped reader left there are offered back. The colors are chosen for `background`
  /// (`auto` asks the terminal).
  public static func run(
    corpus: Corpus, library: LibraryStore, home: Home, sync: BackgroundSync? = nil,
    recitation: RecitationChild? = nil, reciter: Reciter = .alafasy, recitePause: Double = 0,
    arabicOverride: ArabicDisplay? = nil,
    notice: String? = nil, background: TerminalBackground.Choice = .auto,
    memorize: AyahSpan? = nil, review: Bool = false, lookAlikesPath: String? = nil,
    editions: TranslationShelf? = nil, at place: AyahID? = nil
  ) throws -> Int32 {
    let session = try ReaderSession(
      corpus: corpus, library: library,
      arabicFile: ArabicPreferenceFile(path: home.arabicPreferencePath),
      arabicOverride: arabicOverride, at: place)
    session.lookAlikesPath = lookAlikesPath
    if let memorize { try session.memorize(memorize, leavesToShell: true) }
    if review { try session.openReview(returnsToShell: true) }
    if let notice { session.state.message = (notice, true) }
    let dailyBackup = DailyBackup(library: library)
    let drafts = DraftStore(directory: home.draftsDirectory)
    prepare(session, drafts: drafts, recitation: recitation, reciter, pause: recitePause)
    // Intervals go by the waiting clock: a change of the date never holds the saves back.
    let waitClock = WaitClock.continuous
    defer { session.finishReadingTime(at: waitClock.now()) }
    defer { session.stopReciting() }
    sync?.start()
    defer { sync?.stop() }
    let noColor = !(ProcessEnvironment.value("NO_COLOR") ?? "").isEmpty
    let shade = TerminalBackground.resolve(
      background, environment: ProcessEnvironment.all)
    let terminal = Terminal(useColors: session.usesColors && !noColor, background: shade)
    var mayAsk = shade == .unknown && !noColor
    var editionsToTell = editions
    defer { terminal.close() }
    var lastSave = waitClock.now()
    var needsDrawing = true
    session.writeToTerminal = { Clipboard.write($0, to: STDOUT_FILENO) }
    session.showProgress = { [unowned session] fraction in
      let size = terminal.size
      terminal.show(session.drawProgress(fraction, width: size.width, height: size.height))
    }
    while true {
      if needsDrawing {
        terminal.colors = session.usesColors && !noColor
        let size = terminal.size
        terminal.show(session.draw(width: size.width, height: size.height))
        needsDrawing = false
        if exitAfterFirstFrame { break }
        needsDrawing = afterFrame(
          session, dailyBackup, terminal, mayAsk: &mayAsk, editions: &editionsToTell)
      }
      dailyBackup.lookAgain(now: waitClock.now())
      if let problem = dailyBackup.takeProblem() {
        session.state.message = (problem, true)
        needsDrawing = true
      }
      if let signal = Signals.pending {
        Signals.clear()
        if let status = stop(session, on: signal) { return status }
        needsDrawing = true
      }
      if let key = terminal.nextKey() {
        session.noteActivity(at: waitClock.now())
        guard session.handle(key), takeWaitingKeys(session, terminal: terminal) else { break }
        needsDrawing = true
      }
      if takeNews(session, sync: sync, terminal: terminal, drafts: drafts) { needsDrawing = true }
      if waitClock.now() - lastSave > .seconds(2) {
        try? session.savePosition()
        lastSave = waitClock.now()
      }
    }
    let unkept = session.savePositionAtExit()
    if !exitAfterFirstFrame { dailyBackup.closing() }
    // Thrown, so it is printed once the screen is closed (`terminal.close()`, deferred).
    if let unkept { throw PlaceNotKept(description: unkept) }
    return 0
  }

  /// A signal came: a Ctrl-C an open screen keeps (nil: the reader goes on), or the reader
  /// stops, keeping the draft, the recitation's end and the place; its exit status.
  static func stop(_ session: ReaderSession, on signal: Int32) -> Int32? {
    if signal == SIGINT && !session.mayStopOnInterrupt() { return nil }
    session.keepDraft(final: true)
    session.stopReciting()
    try? session.savePosition()
    return 128 + signal
  }

  /// What waits for a frame on the screen: the whole surah's layout, the daily backup, the
  /// due count, and once the terminal's background (`mayAsk`) and a newer edition to tell
  /// (`editions`); true when the screen changed.
  private static func afterFrame(
    _ session: ReaderSession, _ dailyBackup: DailyBackup, _ terminal: Terminal,
    mayAsk: inout Bool, editions: inout TranslationShelf?
  ) -> Bool {
    try? session.layOutWholeSurah()
    dailyBackup.startOnce()
    var changed = session.countDueOnce()
    if mayAsk {
      mayAsk = false
      if terminal.learnBackground() { changed = true }
    }
    if let shelf = editions {
      editions = nil
      if session.tellNewerEdition(shelf) { changed = true }
    }
    return changed
  }

  /// Gives the session its drafts (offering back those a stopped reader left) and its
  /// recitation.
  private static func prepare(
    _ session: ReaderSession, drafts: DraftStore, recitation: RecitationChild?,
    _ reciter: Reciter, pause: Double
  ) {
    session.recitation = recitation
    session.drafts = drafts
    session.offerDrafts()
    session.reciter = reciter
    session.recitePause = pause
  }

  /// The keys that are waiting already (a paste), taken before the screen is drawn again, for
  /// at most a twentieth of a second at a time so the screen follows a long paste; a signal
  /// stops the batch at once. False when a key asked to quit.
  private static func takeWaitingKeys(_ session: ReaderSession, terminal: Terminal) -> Bool {
    let clock = WaitClock.continuous
    let end = clock.now() + .milliseconds(50)
    while Signals.pending == nil, clock.now() < end, let key = terminal.waitingKey() {
      guard session.handle(key) else { return false }
    }
    return true
  }

  /// The key wait times out a few times a second: the person's editor, the note's draft, the
  /// recitation's steps and the sync's news are looked at here; true when the screen changed.
  private static func takeNews(
    _ session: ReaderSession, sync: BackgroundSync?, terminal: Terminal, drafts: DraftStore
  ) -> Bool {
    if let target = session.externalEdit {
      let draft =
        switch target {
        case .new(let ayah): NoteDraft(newNoteOn: ayah)
        case .existing(let edit): NoteDraft(editing: edit)
        }
      terminal.suspend()
      let outcome = ExternalEditor.edit(
        draft, in: drafts, environment: ProcessInfo.processInfo.environment)
      terminal.resume()
      session.finishExternalEdit(outcome, draft: draft)
    }
    var changed = session.keepDraft()
    if session.takeRecitation() { changed = true }
    if session.followLibrary() { changed = true }
    if let news = sync?.take() {
      if let status = news.status {
        session.state.syncStatus = status
        changed = true
      }
      if news.arrived {
        try? session.libraryChangedElsewhere()
        changed = true
      }
      if let copies = news.copies {
        // After the save's own message: the sync that kept the text aside says it last.
        session.state.message = (copies, false)
        changed = true
      }
    }
    return changed
  }
}
