import ArgumentParser
import DataFolder
import Foundation
import Interface
import QuranText
import ReaderUI
import Recitation

/// `quran` with no arguments: the full-screen reader; `quran 2:255`, `quran tui --at 2:255`:
/// the reader at that place.
struct ReaderCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "tui", abstract: CommandHelp.tui())
  }

  /// `quran 2:255`, `quran tui 36`: the place to open the reader at.
  @Argument(help: ArgumentHelp(CommandHelp.tuiPlace(), valueName: "place"))
  var place: String?

  /// `--at 2:255`, as the place.
  @Option(name: .customLong("at"), help: ArgumentHelp(CommandHelp.tuiAt(), valueName: "place"))
  var at: String?

  @OptionGroup var location: LocationOptions
  @OptionGroup var arabicDisplay: ArabicDisplayOptions
  @OptionGroup var options: ReaderOptions
  static let backgroundParser = TerminalBackground.Choice.parser { ReadingText.badBackground($0) }

  /// `--background`, when the line was parsed whole.
  var background: TerminalBackground.Choice? { options.background }

  func run() throws { try launch.run() }

  /// What was asked, as plain values.
  var launch: ReaderLaunch {
    ReaderLaunch(
      location: location.place, place: at ?? place, arabicDisplay: arabicDisplay.arabicDisplay,
      reciter: options.reciter.reciter, recitePause: options.recitePause,
      audioOutput: options.audio.audioOutput, background: options.background,
      linear: options.linear)
  }
}

/// What `quran` with no arguments (`quran tui`) does, from plain values: `ReaderCommand`
/// parsed them, or `CommandLineShortcut` found none given.
struct ReaderLaunch: Equatable {
  var location = DataLocation()
  /// `quran 2:255`, `--at`: the place to open at, as typed (`ReaderApp.place(named:)`).
  var place: String?
  /// `--arabic-display`.
  var arabicDisplay: ArabicDisplay?
  /// `--reciter`: a reciter's id, checked (`RecitationOptions.check`).
  var reciter = Reciter.alafasy.id
  /// `--recite-pause`, in seconds (0 to 60).
  var recitePause = 0.0
  /// `--audio-output`.
  var audioOutput: String?
  /// `--background`.
  var background: TerminalBackground.Choice?
  /// `quran memorize PASSAGE`: the passage the memorize screen opens over.
  var memorize: AyahSpan?
  /// `quran review` on a terminal: today's review session, `q` back to the shell.
  var review = false
  /// `--linear`: the line mode for screen readers and braille (`LinearMode`), which
  /// `TERM=dumb` opens too.
  var linear = false

  /// `--background`, else `QURAN_VI_BACKGROUND`, else `auto`.
  var backgroundChoice: TerminalBackground.Choice {
    get throws {
      let environment = ProcessEnvironment.value(TerminalBackground.environmentVariable)
      guard let text = environment, !text.isEmpty else { return background ?? .auto }
      return try background ?? ReaderCommand.backgroundParser(text)
    }
  }

  /// Runs the reader until the person quits.
  func run() throws {
    let start: AyahID?
    do {
      start = try place.map(ReaderApp.place(named:))
    } catch {
      throw Problem(String(describing: error))
    }
    if memorize == nil, !review, linear || LinearMode.terminalIsDumb {
      try LinearMode.run(location: location, at: start)
    }
    let arabicOverride = try ArabicDisplayOptions.override(arabicDisplay)
    let background = try backgroundChoice
    if let reason = ReaderApp.unsuitability() { throw Problem(reason) }
    let session = try location.openSession(forReader: true)
    let status: Int32
    do {
      status = try ReaderApp.run(
        corpus: session.corpus, library: session.library,
        home: session.home, sync: backgroundSync(session.home),
        recitation: recitation(),
        reciter: Reciter.named(reciter) ?? .alafasy, recitePause: recitePause,
        arabicOverride: arabicOverride,
        notice: session.notice?.inOneRow
          ?? DataLocation.keptAsideReminder(session.library, notice: nil),
        background: background, memorize: memorize, review: review,
        lookAlikesPath: session.source?.path(of: PinnedText.lookAlikes)
          ?? session.home.textDirectory + "/" + PinnedText.lookAlikes.fileName,
        editions: TranslationShelf(directory: session.home.translationsDirectory), at: start)
    } catch let unkept as PlaceNotKept {
      throw Problem(unkept.description)
    } catch {
      throw Problem(CommandText.readerStopped(String(describing: error)))
    }
    if status != 0 { throw ExitCode(status) }
  }

  /// The reader's recitation, through a child `quran recite`; `--audio-output` reaches it (and mpv) in
  /// the environment.
  private func recitation() -> RecitationChild {
    if let audioOutput { setenv(Player.outputVariable, audioOutput, 1) }
    return RecitationChild(program: QuranProgram.path)
  }

  /// Background sync while signed in (`quran reader-sync`); none otherwise, and never
  /// an error for it.
  private func backgroundSync(_ home: Home) -> BackgroundSync? {
    guard let account = try? Account.load(from: home.accountPath), account.webAuthToken != nil
    else {
      return nil
    }
    return BackgroundSync(
      program: QuranProgram.path, arguments: ["reader-sync"] + location.arguments)
  }
}
