import Interface

/// What a person asks to read: a whole surah (`36`), one ayah (`2:255`) or a range in one
/// surah (`2:255-257`).
public struct Passage: Equatable, Sendable, CustomStringConvertible {
  /// The surah number, 1–114.
  public let surah: Int
  /// The ayah numbers read, within the surah (`255...257`).
  public let ayahs: ClosedRange<Int>

  /// A passage as given, not validated; `parse` is the checked way.
  public init(surah: Int, ayahs: ClosedRange<Int>) {
    self.surah = surah
    self.ayahs = ayahs
  }

  /// Parses `36`, `2:255` or `2:255-257`; throws when the surah or an ayah does
  /// not exist, or the range runs backwards.
  public static func parse(_ text: String) throws(AyahReferenceError) -> Passage {
    let trimmed = text.trimmingBlanks
    if let surah = AyahID.number(Substring(trimmed)) {
      guard let count = SurahSizes.ayahCount(ofSurah: surah) else {
        throw .noSuchSurah(trimmed, surah: surah)
      }
      return Passage(surah: surah, ayahs: 1...count)
    }
    let bounds = trimmed.split(separator: "-", omittingEmptySubsequences: false)
    guard bounds.count <= 2 else { throw .malformed(text) }
    let first: AyahID
    do {
      first = try AyahID.parse(String(bounds[0]))
    } catch .malformed {
      // `2:-1` or `-1`: the whole text is quoted, not the part before the dash ("2:", "").
      throw .malformed(text)
    }
    guard bounds.count == 2 else {
      return Passage(surah: first.surah, ayahs: first.ayah...first.ayah)
    }
    guard let lastNumber = AyahID.number(bounds[1]) else { throw .malformed(text) }
    let last = try AyahID(surah: first.surah, ayah: lastNumber)
    guard first.ayah <= last.ayah else { throw .malformed(text) }
    return Passage(surah: first.surah, ayahs: first.ayah...last.ayah)
  }

  /// The address of each ayah of the passage, in order.
  public var ayahIDs: [AyahID] { ayahs.map { AyahID(uncheckedSurah: surah, ayah: $0) } }

  /// The passage as it is typed: `36`, `2:255` or `2:255-257`.
  public var description: String {
    if ayahs == 1...(SurahSizes.ayahCount(ofSurah: surah) ?? 0) { return "\(surah)" }
    if ayahs.count == 1 { return "\(surah):\(ayahs.lowerBound)" }
    return "\(surah):\(ayahs.lowerBound)-\(ayahs.upperBound)"
  }
}

/// What a person asks to memorize or to plan: any run of ayahs in mushaf order —
/// a surah (`67`), ayahs of one (`2:255-257`), surahs (`78-80`), ayahs across surahs
/// (`112:1-113:5`), a juz (`juz30`), a hizb (`hizb60`) or a page of the Madani mushaf
/// (`page604`, `p604`); any case, spaces allowed (`juz 30`). `quran memorize`, `quran review
/// --plan` and the memorize screen's `P` read it here, the forms of one surah through
/// `Passage.parse`.
public struct AyahSpan: Equatable, Sendable, CustomStringConvertible {
  /// The first ayah and the last, in mushaf order.
  public let first: AyahID
  public let last: AyahID
  /// The span as it is typed, without spaces: `juz30`, `page604`, `78-80`, `112:1-113:5`.
  public let name: String

  /// The span named by `text`; nil when it names no ayahs (`juz31`, `2:300`, `80-78`).
  public static func parse(_ text: String) -> AyahSpan? { try? named(text) }

  /// The span `text` names, wherever a person types a place — the command line (`quran
  /// 2:255`, `quran memorize juz30`), the reader's `:`, memorizing: any form above, a juz, a
  /// hizb or a page by its letter too (`j30`, `h60`, `p604`). Throws the sentence saying why
  /// it names no ayahs (`juz31`, `2:300`).
  public static func named(_ text: String) throws -> AyahSpan {
    let typed = text.lowercased().filter { !$0.isWhitespace }
    for (prefix, division) in Self.divisions {
      guard typed.hasPrefix(prefix), let number = AyahID.number(typed.dropFirst(prefix.count))
      else { continue }
      guard let span = Self.division(division, number, name: "\(division.rawValue)\(number)")
      else {
        throw PlaceRefusal(ReaderText.noSuchDivision(prefix, number, Self.count(of: division)))
      }
      return span
    }
    let bounds = typed.split(separator: "-", omittingEmptySubsequences: false)
    if bounds.count == 2, let from = AyahID.number(bounds[0]), let to = AyahID.number(bounds[1]),
      from <= to, SurahSizes.ayahCount(ofSurah: from) != nil,
      let ayahs = SurahSizes.ayahCount(ofSurah: to)
    {
      return AyahSpan(
        first: AyahID(uncheckedSurah: from, ayah: 1),
        last: AyahID(uncheckedSurah: to, ayah: ayahs), name: typed)
    }
    if bounds.count == 2, bounds[1].contains(":"),
      let first = try? AyahID.parse(String(bounds[0])),
      let last = try? AyahID.parse(String(bounds[1])),
      SurahSizes.globalIndex(of: first) <= SurahSizes.globalIndex(of: last)
    {
      return AyahSpan(first: first, last: last, name: typed)
    }
    // The forms of one surah (`67`, `2:255`, `2:255-257`), which say what is wrong.
    do {
      return AyahSpan(try Passage.parse(typed))
    } catch {
      throw PlaceRefusal(String(describing: error))
    }
  }

  /// The mushaf's divisions a place may name, by their full word.
  private enum Division: String { case juz, hizb, page }

  /// How many divisions of `kind` the mushaf has.
  private static func count(of kind: Division) -> Int {
    switch kind {
    case .juz: MushafDivisions.juzCount
    case .hizb: MushafDivisions.hizbCount
    case .page: MushafDivisions.pageCount
    }
  }

  /// The divisions by the words that name them, the longer word first (`page` before `p`).
  private static let divisions: [(String, Division)] = [
    ("juz", .juz), ("hizb", .hizb), ("page", .page), ("j", .juz), ("h", .hizb), ("p", .page),
  ]

  /// A juz, a hizb or a page by its number; nil out of range.
  private static func division(_ kind: Division, _ number: Int, name: String) -> AyahSpan? {
    let start: (Int) -> AyahID? =
      switch kind {
      case .juz: MushafDivisions.start(ofJuz:)
      case .hizb: MushafDivisions.start(ofHizb:)
      case .page: MushafDivisions.start(ofPage:)
      }
    guard let first = start(number) else { return nil }
    let end = start(number + 1).map(SurahSizes.globalIndex) ?? SurahSizes.totalAyahs + 1
    guard let last = SurahSizes.ayah(atGlobalIndex: end - 1) else { return nil }
    return AyahSpan(first: first, last: last, name: name)
  }

  /// The ayahs of one surah's passage.
  public init(_ passage: Passage) {
    first = AyahID(uncheckedSurah: passage.surah, ayah: passage.ayahs.lowerBound)
    last = AyahID(uncheckedSurah: passage.surah, ayah: passage.ayahs.upperBound)
    name = passage.description
  }

  private init(first: AyahID, last: AyahID, name: String) {
    self.first = first
    self.last = last
    self.name = name
  }

  /// Each ayah of the span, in mushaf order.
  public var ayahIDs: [AyahID] {
    (SurahSizes.globalIndex(of: first)...SurahSizes.globalIndex(of: last))
      .compactMap(SurahSizes.ayah(atGlobalIndex:))
  }

  /// The span in each surah it touches, in order.
  public var passages: [Passage] {
    (first.surah...last.surah).map { surah in
      let from = surah == first.surah ? first.ayah : 1
      let to = surah == last.surah ? last.ayah : SurahSizes.ayahCount(ofSurah: surah) ?? 1
      return Passage(surah: surah, ayahs: from...to)
    }
  }

  /// The span as it is typed: `juz30`, `78-80`, `2:255-257`.
  public var description: String { name }
}

/// Why a typed place names no ayahs, in the interface's language.
public struct PlaceRefusal: Error, CustomStringConvertible {
  /// The sentence.
  public let description: String

  /// A place refused for the reason `description` says.
  public init(_ description: String) { self.description = description }
}
