import Interface

/// The address of one ayah, written `surah:ayah` as the app and its records write it ("2:255").
///
/// An `AyahID` always names an ayah that exists: the only ways to make one validate it.
///
///     let kursi = try AyahID.parse("2:255")
///     kursi.description   // "2:255"
///     try AyahID.parse("2:287")  // throws: surah 2 has 286 ayahs
public struct AyahID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The surah number, 1–114.
  public let surah: Int
  /// The ayah number within the surah, from 1 to the surah's count.
  public let ayah: Int

  /// Validates a surah and ayah number.
  public init(surah: Int, ayah: Int) throws(AyahReferenceError) {
    guard let count = SurahSizes.ayahCount(ofSurah: surah) else {
      throw .noSuchSurah("\(surah):\(ayah)", surah: surah)
    }
    guard (1...count).contains(ayah) else {
      throw .noSuchAyah("\(surah):\(ayah)", surah: surah, ayahCount: count)
    }
    self.surah = surah
    self.ayah = ayah
  }

  init(uncheckedSurah surah: Int, ayah: Int) {
    self.surah = surah
    self.ayah = ayah
  }

  /// Parses `"2:255"`. Blanks around the text and leading zeros are accepted (`" 01:007 "` is 1:7).
  public static func parse(_ text: String) throws(AyahReferenceError) -> AyahID {
    let trimmed = text.trimmingBlanks
    let parts = trimmed.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, let surah = Self.number(parts[0]), let ayah = Self.number(parts[1])
    else { throw .malformed(text) }
    return try AyahID(surah: surah, ayah: ayah)
  }

  /// The address as written: `2:255`.
  public var description: String { "\(surah):\(ayah)" }

  /// Quran order: by surah, then by ayah.
  public static func < (lhs: AyahID, rhs: AyahID) -> Bool {
    (lhs.surah, lhs.ayah) < (rhs.surah, rhs.ayah)
  }

  /// A decimal number of at most six ASCII digits (so no overflow and no `+`, `-` or blanks inside).
  static func number(_ text: Substring) -> Int? {
    let trimmed = String(text).trimmingBlanks
    guard !trimmed.isEmpty, trimmed.count <= 6, trimmed.allSatisfy({ $0.isASCII && $0.isNumber })
    else { return nil }
    return Int(trimmed)
  }
}

/// Why a text is not the address of an ayah; its description is a sentence for a person.
public enum AyahReferenceError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Not written as `surah:ayah` (the text as given).
  case malformed(String)
  /// A surah number outside 1–114.
  case noSuchSurah(String, surah: Int)
  /// An ayah past the surah's last (`ayahCount`).
  case noSuchAyah(String, surah: Int, ayahCount: Int)

  /// The reason as a sentence for a person, in the interface's language.
  public var description: String {
    switch self {
    case .malformed(let text):
      Self.turned(text).map { RefusalText.rangeBackwards(text, $0) }
        ?? ErrorText.malformedReference(text)
    case .noSuchSurah(let text, let surah): ErrorText.noSuchSurah(text, surah)
    case .noSuchAyah(let text, let surah, let count): ErrorText.noSuchAyah(text, surah, count)
    }
  }
}

extension AyahReferenceError {
  /// A range that ends before it starts (`2:255-250`) the other way round (`2:250-255`).
  static func turned(_ text: String) -> String? {
    let bounds = text.trimmingBlanks.split(separator: "-")
    guard bounds.count == 2, let first = try? AyahID.parse(String(bounds[0])),
      let last = AyahID.number(bounds[1]), last < first.ayah
    else { return nil }
    return "\(first.surah):\(last)-\(first.ayah)"
  }
}

extension String {
  /// The text without spaces, tabs and line breaks at either end.
  var trimmingBlanks: String {
    var scalars = Substring(self)
    while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
    while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
    return String(scalars)
  }
}

extension AyahID: CatalogueArgument {
  /// An ayah in a sentence, as it is written: `2:255`.
  public func filling(in _: Language) -> String { description }
}
