import Foundation
import Library
import QuranText
import Recitation

/// Runs the reader in the terminal until the person quits; returns the exit status.
public enum ReaderApp {
  /// Set `QURAN_VI_EXIT_AFTER_FIRST_FRAME=1` to quit once the first frame is on the screen
  /// (the start-up benchmark uses it).
  static let exitAfterFirstFrame =
    ProcessInfo.processInfo.environment["QURAN_VI_EXIT_AFTER_FIRST_FRAME"] == "1"

  /// Why the reader cannot start here, or nil.
  public static func unsuitability() -> String? { Terminal.unsuitability() }

  /// With `sync`, the library syncs in the background and the screen follows it. The Arabic
  /// is drawn as `arabicFile` (this computer's choice) says, unless `arabicOverride` says.
  /// Drafts of notes are kept in `homeDirectory`'s drafts folder, and those a stopped reader
  /// left there are offered back. The colors are chosen for `background` (`auto` asks the
  /// terminal).
  public static func run(
    corpus: Corpus, library: LibraryStore, homeDirectory: String, sync: BackgroundSync? = nil,
    recitation: RecitationChild? = nil, reciter: Reciter = .alafasy, recitePause: Double = 0,
    arabicFile: ArabicPreferenceFile? = nil, arabicOverride: ArabicDisplay? = nil,
    notice: String? = nil, background: TerminalBackground.Choice = .auto
  ) throws -> Int32 {
    let session = try ReaderSession(
      corpus: corpus, library: library, arabicFile: arabicFile, arabicOverride: arabicOverride)
    if let notice { session.message = (notice, true) }
    session.recitation = recitation
    session.reciter = reciter
    session.recitePause = recitePause
    let drafts = DraftStore(homeDirectory: homeDirectory)
    session.drafts = drafts
    session.offerDrafts()
    defer { session.finishReadingTime() }
    defer { session.stopReciting() }
    sync?.start()
    defer { sync?.stop() }
    let environment = ProcessInfo.processInfo.environment
    let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
    let shade = TerminalBackground.resolve(background, environment: environment)
    let terminal = Terminal(useColors: session.usesColors && !noColor, background: shade)
    defer { terminal.close() }
    session.showProgress = { [unowned session] fraction in
      let size = terminal.size
      terminal.show(session.drawProgress(fraction, width: size.width, height: size.height))
    }
    var loop = Loop(
      session: session, terminal: terminal, sync: sync, drafts: drafts,
      dailyBackup: DailyBackup(library: library), noColor: noColor,
      mayAsk: shade == .unknown && !noColor)
    if let signal = loop.run() { return 128 + signal }
    try session.savePosition()
    return 0
  }

  /// The reader's loop: a frame when something changed, then a key, then what the helpers
  /// (the daily backup, the recitation, the sync, the person's editor) have to say.
  private struct Loop {
    let session: ReaderSession
    let terminal: Terminal
    let sync: BackgroundSync?
    let drafts: DraftStore
    let dailyBackup: DailyBackup
    let noColor: Bool
    var mayAsk: Bool
    var needsDrawing = true
    var lastSave = Date()

    /// Runs until the person quits (nil) or a signal stops the reader (the signal).
    mutating func run() -> Int32? {
      while true {
        if needsDrawing {
          draw()
          if exitAfterFirstFrame { return nil }
        }
        if let problem = dailyBackup.takeProblem() {
          session.message = (problem, true)
          needsDrawing = true
        }
        if let signal = Signals.pending {
          session.keepDraft(final: true)
          session.stopReciting()
          try? session.savePosition()
          return signal
        }
        if let key = terminal.nextKey() {
          session.noteActivity()
          guard session.handle(key) else { return nil }
          needsDrawing = true
        }
        takeNews()
      }
    }

    mutating func draw() {
      terminal.colors = session.usesColors && !noColor
      let size = terminal.size
      terminal.show(session.draw(width: size.width, height: size.height))
      needsDrawing = false
      guard !exitAfterFirstFrame else { return }
      dailyBackup.startOnce()
      if mayAsk {
        mayAsk = false
        needsDrawing = terminal.learnBackground()
      }
    }

    /// The key wait times out a few times a second: the person's editor, the drafts, the
    /// recitation's steps and the sync's news are looked at here.
    mutating func takeNews() {
      if let note = session.externalEdit {
        let draft = NoteDraft(editing: note)
        terminal.suspend()
        let outcome = ExternalEditor.edit(
          draft, in: drafts, environment: ProcessInfo.processInfo.environment)
        terminal.resume()
        session.finishExternalEdit(outcome, draft: draft)
      }
      if session.keepDraft() { needsDrawing = true }
      if session.takeRecitation() { needsDrawing = true }
      if session.followLibrary() { needsDrawing = true }
      if let news = sync?.take() {
        if let status = news.status {
          session.syncStatus = status
          needsDrawing = true
        }
        if news.arrived {
          try? session.libraryChangedElsewhere()
          needsDrawing = true
        }
      }
      if Date().timeIntervalSince(lastSave) > 2 {
        try? session.savePosition()
        lastSave = Date()
      }
    }
  }
}
