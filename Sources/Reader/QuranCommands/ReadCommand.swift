import ArgumentParser
import Foundation
import Interface
import QuranText
import ReaderUI

/// `quran read 2:255`, `quran read 36`, `quran read 2:255-257`.
struct ReadCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "read", abstract: CommandHelp.read())
  }

  @Argument(help: .text(.readReference), transform: Passage.argument) var reference: Passage

  @Flag(help: .text(.readArabic))
  var arabic = false

  @Flag(help: .text(.readCopy))
  var copy = false

  @OptionGroup var text: TextOptions
  @OptionGroup var location: LocationOptions
  @OptionGroup var arabicDisplay: ArabicDisplayOptions

  func run() throws { try reading.run() }

  /// What was asked, as plain values.
  var reading: PassageReading {
    PassageReading(
      reference: reference, arabic: arabic, copy: copy, translation: text.translation,
      json: text.json,
      location: location.place, arabicDisplay: arabicDisplay.arabicDisplay)
  }
}

/// What `quran read` does, from plain values: `ReadCommand` parsed them, or
/// `CommandLineShortcut` read them off a short command line.
struct PassageReading: Equatable {
  let reference: Passage
  /// `--arabic`: the Arabic under each ayah.
  var arabic = false
  /// `--copy`: the passage goes to the terminal's clipboard instead.
  var copy = false
  /// `--translation`; nil for the one kept in the settings.
  var translation: Translation?
  /// `--json`.
  var json = false
  var location = DataLocation()
  /// `--arabic-display`.
  var arabicDisplay: ArabicDisplay?

  /// Prints the passage on standard output, and ends the program.
  func run() throws {
    let session = try location.openSession(access: .readOnly)
    try write(from: session)
    session.endProgram()
  }

  private func write(from session: Session) throws {
    let translation = try translation ?? session.library.settings().translation
    let ayahs = try session.corpus.ayahs(reference, translation: translation)
    let output = Output()
    if copy { return try copyToClipboard(ayahs, of: session.corpus.surah(reference.surah)!) }
    let notes = FootnoteLines(corpus: session.corpus, translation: translation)
    // A version from QuranEnc in use is credited with its number, as its terms ask.
    let version = session.corpus.editionVersion(translation)
    if json {
      try output.json(
        ayahs.map {
          var json = AyahJSON($0, translation: translation, arabic: arabic)
          json.footnotes = try notes.footnotes(of: $0)
          json.version = version
          return json
        })
      return
    }
    // On a terminal the Arabic is drawn as in the reader; piped, it stays as published.
    let rendering = try ArabicDisplayOptions.terminalRendering(
      home: session.home, chosen: arabicDisplay)
    let surah = session.corpus.surah(reference.surah)!
    let heading =
      "\(surah.number). \(surah.vietnameseName) (\(surah.transliteration)) · \(surah.arabicName)"
      + (version.map { " · " + translation.credit(version: $0) } ?? "")
    output.line(output.styledText(rendering?.line(heading) ?? heading, .bold))
    for ayah in ayahs {
      output.referenced(ayah.id.description, ayah.vietnamese)
      if arabic {
        for line in rendering?.block(ayah.arabic, width: ArabicDisplayOptions.terminalWidth)
          ?? [ayah.arabic]
        {
          output.line(line)
        }
      }
      try notes.print(ayah, to: output)
    }
  }
}

extension PassageReading {
  /// `--copy`: the passage and its reference through the terminal's clipboard (OSC 52,
  /// written to the controlling terminal, so it works with the output piped too), said on
  /// standard output; where it cannot reach, the sentence says how to turn it on.
  fileprivate func copyToClipboard(_ ayahs: [Ayah], of surah: Surah) throws {
    let terminal = open("/dev/tty", O_WRONLY | O_NOCTTY | O_CLOEXEC)
    guard terminal >= 0 else { throw Problem(InterfaceText.noTerminalToCopy()) }
    defer { close(terminal) }
    let outcome = Clipboard.copy(
      AyahCopy.text(ayahs, of: surah, arabic: arabic), environment: ProcessEnvironment.all
    ) { Clipboard.write($0, to: terminal) }
    let said = outcome.sentence(copying: AyahCopy.reference(ayahs, of: surah))
    guard !outcome.failed else { throw Problem(said) }
    Output().line(said)
  }
}

/// An ayah as the `--json` output writes it.
struct AyahJSON: Encodable {
  let id: String
  let surah: Int
  let ayah: Int
  let translation: String
  let vietnamese: String
  let arabic: String?
  /// The ayah's juz (1–30), hizb (1–60), quarter of a hizb through the Quran (1–240) and
  /// page of the Madani mushaf (1–604).
  let juz: Int
  let hizb: Int
  let hizbQuarter: Int
  let page: Int
  /// The footnotes of its markers in the translation shown, `[{marker, text}]` (none for a
  /// text without footnotes: the pinned Hasan Abdul-Karim text).
  var footnotes: [Footnote]? = nil
  /// The publisher's version of the translation, when one from QuranEnc is in use instead of
  /// the pinned text.
  var version: String? = nil
  /// For a search's hit, where the query's words matched in `vietnamese`: offsets in Unicode
  /// code points, as Python counts a string's characters, the end not included.
  var matches: [MatchJSON]? = nil

  /// Where a word matched, `vietnamese`'s code points `start..<end`.
  struct MatchJSON: Encodable, Equatable {
    let start: Int
    let end: Int
  }

  init(_ ayah: Ayah, translation: Translation, arabic: Bool) {
    self.init(
      ayah.id, ayah.vietnamese, translation: translation, arabic: arabic ? ayah.arabic : nil)
  }

  init(_ id: AyahID, _ vietnamese: String, translation: Translation, arabic: String? = nil) {
    self.id = id.description
    surah = id.surah
    ayah = id.ayah
    self.translation = translation.rawValue
    self.vietnamese = vietnamese
    self.arabic = arabic
    let place = MushafDivisions.place(of: id)
    juz = place.juz
    hizb = place.hizb
    hizbQuarter = place.quarter
    page = place.page
  }
}
