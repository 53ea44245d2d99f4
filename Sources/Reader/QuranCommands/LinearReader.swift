import Clocks
import Foundation
import Interface
import Library
import QuranText
import ReaderUI

/// The line mode's reading: the current ayah, and what each command does to it and
/// to the library, each answer printed once as plain lines (`LinearLines`). It reads the
/// scripture in the translation the settings name, shows the Arabic as the settings say
/// (as published: logical order, which a screen reader reads), and writes through the
/// library's own functions, as the reader and the commands do: favorites, notes, the progress
/// and the reading log (its time counted between typed lines as the reader counts it between
/// keys), and the place the reader opens at (`AppSettings.lastPosition`), so
/// the reader and the line mode resume each other.
final class LinearReader {
  let corpus: Corpus
  let library: LibraryStore
  let lines: LinearLines
  /// The translation and whether the Arabic is shown, as the settings said at the start.
  let translation: Translation
  let showsArabic: Bool
  private let footnotes: FootnoteLines
  /// The ayah the commands act on.
  private(set) var current: AyahID
  /// The place the library holds: a place opened from the shell counts as kept, as in the
  /// reader, so only a move from it is saved.
  private var savedPosition: AyahID?
  /// The time spent reading, counted between typed lines (`ReadingLogFeature`).
  private var readingTime = ReadingTime()
  /// The clock the reading time is counted on.
  private let waitClock: WaitClock
  /// The most hits a search prints.
  static let searchLimit = 20

  /// Opens at `place`, else where the reader (or the line mode) was left, else at 1:1.
  init(
    corpus: Corpus, library: LibraryStore, at place: AyahID?, lines: LinearLines = .init(),
    waitClock: WaitClock = .continuous
  ) throws {
    self.corpus = corpus
    self.waitClock = waitClock
    self.library = library
    self.lines = lines
    let settings = try library.settings()
    translation = settings.translation
    showsArabic = settings.showArabic
    footnotes = FootnoteLines(corpus: corpus, translation: translation)
    current = place ?? settings.lastPosition ?? (try! AyahID(surah: 1, ayah: 1))
    savedPosition = place ?? settings.lastPosition
  }

  /// The first lines: what the mode is, then the current ayah with its surah's heading.
  func start() {
    try? logReading(.keyPressed(at: waitClock.now()))
    lines.line(LinearText.opening())
    say { try printAyah(current, heading: true) }
  }

  /// Does what `line` asks; false when it asks to quit.
  func take(_ line: String) -> Bool {
    try? logReading(.keyPressed(at: waitClock.now()))
    let command = LinearCommand(line)
    if command == .quit { return false }
    say { try perform(command) }
    return true
  }

  /// Keeps the place as the reader keeps it at quit; the sentence saying why it could not be
  /// kept, or nil.
  func finish() -> String? {
    try? logReading(.stopped(at: waitClock.now()))
    do {
      try keepPosition()
      return nil
    } catch {
      return ReaderText.placeNotKept(current.description, "\(error)")
    }
  }

  /// Tells the reading log `intent` and writes what it answers, as the reader does; seconds
  /// that cannot be written are kept for the next time.
  private func logReading(_ intent: ReadingLogFeature.Intent) throws {
    for effect in ReadingLogFeature.reduce(&readingTime, intent) {
      switch effect {
      case .logRead(let read, let reaching): try library.logRead(read, reaching: reaching)
      case .keepFurthest(let ayah): try library.recordReading(ayah)
      case .logTime(let seconds):
        do { try library.logReadingTime(seconds: seconds) } catch {
          _ = ReadingLogFeature.reduce(&readingTime, .notLogged(seconds: seconds))
        }
      }
    }
  }

  /// Runs `work`, saying what went wrong as a line of its own.
  private func say(_ work: () throws -> Void) {
    do { try work() } catch { lines.line("\(error)") }
  }

  private func perform(_ command: LinearCommand) throws {
    switch command {
    case .next: try readOn()
    case .previous: try goBack()
    case .again: try printAyah(current, heading: false)
    case .go(let place): try go(to: place)
    case .search(let words): try search(words)
    case .favorite:
      let marked = try library.toggleFavorite(current)
      lines.line(
        marked
          ? CommandText.favoriteAdded(current.description)
          : CommandText.favoriteRemoved(current.description))
    case .note(let text): try addNote(text)
    case .notes(let all): try listNotes(all: all)
    case .help: printHelp()
    case .quit: break
    case .nowhere(let sentence): lines.line(sentence)
    case .unknown(let typed): lines.line(LinearText.unknown(typed))
    }
  }

  // MARK: Moving

  /// `n`: the next ayah, into the next surah after a surah's last; the ayah left is read, as
  /// a step down in the reader logs it.
  private func readOn() throws {
    let before = current
    let count = SurahSizes.ayahCount(ofSurah: before.surah) ?? before.ayah
    let after: AyahID
    if before.ayah < count {
      after = try AyahID(surah: before.surah, ayah: before.ayah + 1)
    } else if before.surah < 114 {
      after = try AyahID(surah: before.surah + 1, ayah: 1)
    } else {
      return lines.line(LinearText.endOfQuran())
    }
    try logReading(.movedForward(from: before, to: after))
    try move(to: after)
  }

  /// `p`: the previous ayah, into the previous surah before a surah's first.
  private func goBack() throws {
    let before = current
    let after: AyahID
    if before.ayah > 1 {
      after = try AyahID(surah: before.surah, ayah: before.ayah - 1)
    } else if before.surah > 1 {
      let surah = before.surah - 1
      after = try AyahID(surah: surah, ayah: SurahSizes.ayahCount(ofSurah: surah) ?? 1)
    } else {
      return lines.line(ReadingText.startOfQuran())
    }
    try logReading(.arrived(at: after))
    try move(to: after)
  }

  /// A place typed: the furthest ayah reached moves on to it, as a jump in the reader does.
  private func go(to place: AyahID) throws {
    try logReading(.arrived(at: place))
    try move(to: place)
  }

  /// Prints the ayah now current (its surah's heading first when the surah changed), and
  /// keeps the place.
  private func move(to id: AyahID) throws {
    let heading = id.surah != current.surah || id.ayah == 1
    current = id
    try printAyah(id, heading: heading)
    try keepPosition()
  }

  /// Keeps the current place in the settings, where the reader opens, unless it is kept
  /// already; the settings are read afresh so a choice made elsewhere meanwhile stays.
  private func keepPosition() throws {
    guard current != savedPosition, library.canWrite else { return }
    var settings = try library.settings()
    settings.lastPosition = current
    try library.save(settings)
    savedPosition = current
  }

  // MARK: Printing

  /// An ayah: its reference and text on one line, its Arabic on the next when shown, then
  /// its footnotes, each a line (`[25] …`).
  private func printAyah(_ id: AyahID, heading: Bool) throws {
    if heading, let surah = corpus.surah(id.surah) {
      lines.line(
        LinearText.surahHeading(
          surah.number, surah.vietnameseName, surah.transliteration, surah.ayahCount))
    }
    let ayah = try corpus.ayah(id, translation: translation)
    lines.line("\(ayah.id)  \(ayah.vietnamese)")
    if showsArabic { lines.line(ayah.arabic) }
    for footnote in try footnotes.footnotes(of: ayah) ?? [] {
      lines.line("[\(footnote.marker)] \(footnote.text)")
    }
  }

  /// `/words`: the best hits, numbered, each with its reference and the words found in
  /// brackets, and how many more there are.
  private func search(_ words: String) throws {
    guard !words.isEmpty else { return lines.line(LinearText.searchNeedsWords()) }
    let results = try corpus.search(words, translation: translation, limit: Self.searchLimit)
    guard results.totalCount > 0 else {
      return lines.line(LinearText.searchNothing(translation.rawValue, words))
    }
    lines.line(LinearText.searchHeading(words, results.totalCount))
    for (number, hit) in results.hits.enumerated() {
      lines.line("\(number + 1). \(hit.id)  \(Self.bracketed(hit.vietnamese, hit.matches))")
    }
    if results.totalCount > results.hits.count {
      lines.line(LinearText.searchMore(results.totalCount - results.hits.count))
    }
  }

  /// `text` with each range in plain brackets (`[nhân từ]`): words found side by side, only
  /// spaces between them, are one range, so a screen reader says one bracket around them.
  static func bracketed(_ text: String, _ ranges: [Range<String.Index>]) -> String {
    var joined: [Range<String.Index>] = []
    for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      if let last = joined.last,
        range.lowerBound <= last.upperBound
          || text[last.upperBound..<range.lowerBound].allSatisfy({ $0 == " " })
      {
        joined[joined.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
      } else {
        joined.append(range)
      }
    }
    var result = ""
    var position = text.startIndex
    for range in joined {
      result += text[position..<range.lowerBound]
      result += "[" + text[range] + "]"
      position = range.upperBound
    }
    return result + text[position...]
  }

  // MARK: Notes

  /// `note TEXT`: a new note on the current ayah, saved as `quran note add` saves it.
  private func addNote(_ text: String) throws {
    guard !text.isEmpty else { return lines.line(LinearText.noteNeedsText()) }
    let note = try library.addNote(on: current, text: text)
    lines.line(LinearText.noteAdded(note.ayahID.description))
  }

  /// `notes`: the current ayah's notes, newest first; `notes all`: every note.
  private func listNotes(all: Bool) throws {
    let notes = try library.notes(on: all ? nil : current, order: .newestFirst)
    guard !notes.isEmpty else {
      return lines.line(
        all ? LinearText.noNotesAtAll() : CommandText.noNotesOn(current.description))
    }
    lines.line(
      all
        ? LinearText.notesOfAll(notes.count)
        : LinearText.notesOfAyah(current.description, notes.count))
    for (number, note) in notes.enumerated() {
      let day = note.modifiedAt.formatted(.iso8601.year().month().day().dateSeparator(.dash))
      let text = note.text.split(separator: "\n", omittingEmptySubsequences: true)
      lines.line("\(number + 1). \(note.ayahID), \(day): \(text.first ?? "")")
      for more in text.dropFirst() { lines.line(String(more)) }
    }
  }

  /// `?`: the commands, each with what it does.
  private func printHelp() {
    lines.line(LinearText.title())
    for row in LinearCommand.rows { lines.line("\(row.keys): \(row.text)") }
  }
}
