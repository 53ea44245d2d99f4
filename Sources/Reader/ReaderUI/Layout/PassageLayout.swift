import Interface
import QuranText

/// The lines of one surah as the reader pane shows them at a given width: a heading, then
/// each ayah's Vietnamese text wrapped by display width and, when shown, its Arabic aligned
/// to the right, with a blank line between ayahs. The heading holds the surah's name as
/// `arabic` renders it; an ayah's Arabic lines hold its published text, wrapped in logical
/// order, and are rendered as they are drawn, so only the lines on the screen are shaped.
public struct PassageLayout {
  enum LineKind: Equatable { case heading, info, text, arabic, footnote, blank }

  struct Line {
    let kind: LineKind
    /// The index of the ayah the line belongs to, nil for the heading.
    let ayah: Int?
    let text: String
    /// Whether this is the first line of its ayah, which carries the number and markers.
    let opensAyah: Bool
  }

  /// The columns before the text: the ayah number and its markers.
  static let gutterWidth = 9

  let width: Int
  let arabic: ArabicRendering
  /// The ayahs laid out, by their index in the surah: all of them, or those a first screen
  /// shows (`FirstScreen`).
  let laidOut: Range<Int>
  let lines: [Line]
  /// For each ayah laid out, from the first of `laidOut`, the lines it takes (without the
  /// blank after it).
  let ayahLines: [Range<Int>]

  /// How many lines the passage takes.
  public var lineCount: Int { lines.count }

  /// `footnotes` are those open, by the index of their ayah: they stand under it, wrapped
  /// like the text.
  /// `version` is the publisher's version of the translation in use, nil for the pinned
  /// text: it is shown beside the translator.
  public init(
    surah: Surah, ayahs: [Ayah], translation: Translation, showArabic: Bool, width: Int,
    arabic: ArabicRendering, footnotes: [Int: [Footnote]] = [:], version: String? = nil
  ) {
    let plan = Plan(
      surah: surah, translation: translation, showArabic: showArabic, width: width,
      arabic: arabic, footnotes: footnotes, version: version)
    self.init(plan: plan, ayahs: PaneAyahs(ayahs), laidOut: ayahs.indices)
  }

  /// The ayahs of `laidOut` as `plan` says, under the surah's heading when they begin at
  /// its first ayah. Each ayah's lines depend on the ayah alone, so a part of the surah is
  /// laid out as the whole would lay it out. `made` holds ayahs' lines made already, by index.
  init(plan: Plan, ayahs: PaneAyahs, laidOut: Range<Int>, made: [Int: [Line]] = [:]) {
    width = plan.width
    arabic = plan.arabic
    self.laidOut = laidOut
    var lines = laidOut.lowerBound == 0 ? plan.headingLines() : []
    var ranges = [Range<Int>]()
    ranges.reserveCapacity(laidOut.count)
    for index in laidOut {
      let block = made[index] ?? plan.lines(of: ayahs[index], at: index)
      // The blank after the ayah is not in its range.
      ranges.append(lines.count..<(lines.count + block.count - 1))
      lines += block
    }
    self.lines = lines
    self.ayahLines = ranges
  }

  /// What a surah is laid out from, besides its ayahs: the width, the translation, and what
  /// is shown.
  struct Plan {
    let surah: Surah
    let translation: Translation
    let showArabic: Bool
    let width: Int
    let arabic: ArabicRendering
    /// The open footnotes, by the index of their ayah.
    let footnotes: [Int: [Footnote]]
    let version: String?

    var textWidth: Int { max(8, width - PassageLayout.gutterWidth - 1) }

    /// The surah's name, what it is (its ayahs, where it was revealed, the translator, its
    /// place in the mushaf), and a blank line.
    func headingLines() -> [Line] {
      var lines = [Line]()
      let heading =
        "\(surah.number). \(surah.vietnameseName) · \(surah.transliteration) · \(surah.arabicName)"
      for part in TextWrapping.wrap(heading, width: textWidth) {
        lines.append(Line(kind: .heading, ayah: nil, text: arabic.line(part), opensAyah: false))
      }
      let info =
        ReaderText.passageInfo(
          surah.ayahCount, surah.place.vietnamese, translation.credit(version: version))
        + " · " + PassageLayout.placeInMushaf(surah)
      for part in TextWrapping.wrap(info, width: textWidth) {
        lines.append(Line(kind: .info, ayah: nil, text: part, opensAyah: false))
      }
      lines.append(Line(kind: .blank, ayah: nil, text: "", opensAyah: false))
      return lines
    }

    /// One ayah's lines: its text, its Arabic when shown, its open footnotes, and the blank
    /// line after it.
    func lines(of ayah: Ayah, at index: Int) -> [Line] {
      var lines = [Line]()
      for (n, part) in TextWrapping.wrap(ayah.vietnamese, width: textWidth).enumerated() {
        lines.append(Line(kind: .text, ayah: index, text: part, opensAyah: n == 0))
      }
      if showArabic {
        for part in TextWrapping.wrap(ayah.arabic, width: textWidth) {
          lines.append(Line(kind: .arabic, ayah: index, text: part, opensAyah: false))
        }
      }
      for footnote in footnotes[index] ?? [] {
        let note = "[\(footnote.marker)] \(footnote.text)"
        for part in TextWrapping.wrap(note, width: textWidth) {
          lines.append(Line(kind: .footnote, ayah: index, text: part, opensAyah: false))
        }
      }
      lines.append(Line(kind: .blank, ayah: index, text: "", opensAyah: false))
      return lines
    }
  }

  /// The juz and pages of the mushaf a surah spans: `juz 1 · page 1`, `juz 1–3 · page 2–49`.
  static func placeInMushaf(_ surah: Surah) -> String {
    let first = MushafDivisions.place(of: try! AyahID(surah: surah.number, ayah: 1))
    let last = MushafDivisions.place(of: try! AyahID(surah: surah.number, ayah: surah.ayahCount))
    func span(_ one: Int, _ other: Int) -> String { one == other ? "\(one)" : "\(one)–\(other)" }
    return ReaderText.placeInMushaf(span(first.juz, last.juz), span(first.page, last.page))
  }

  /// The ayah shown at a line (a blank line belongs to the ayah above it).
  func ayah(atLine line: Int) -> Int? {
    guard lines.indices.contains(line) else { return nil }
    return lines[line].ayah
  }

  /// The first ayah that begins at or after `line`, else the one covering it.
  func firstAyah(startingFrom line: Int, within height: Int) -> Int? {
    if let index = ayahLines.firstIndex(where: {
      $0.lowerBound >= line && $0.lowerBound < line + height
    }) {
      return index
    }
    return ayah(atLine: line) ?? ayahLines.indices.last
  }
}
