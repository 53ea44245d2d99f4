/// Where a surah was revealed.
public enum RevelationPlace: String, Sendable, Codable {
  case meccan, medinan

  /// Reads either file's spelling: "Meccan"/"Mecca", "Medinan"/"Medina".
  init?(published: String) {
    switch published.lowercased() {
    case "meccan", "mecca", "makkah", "makki": self = .meccan
    case "medinan", "medina", "madinah", "madani": self = .medinan
    default: return nil
    }
  }

  /// Vietnamese, as the surah list shows it.
  public var vietnamese: String { self == .meccan ? "Makkah" : "Madinah" }
}

/// One surah's metadata, normalized across the two published files.
public struct Surah: Sendable, Equatable, Identifiable {
  public let number: Int
  /// The Vietnamese name in the Rwwad file ("Con Bò Cái").
  public let vietnameseName: String
  /// The Vietnamese name in the Hassan file, without its transliterated prefix.
  public let vietnameseNameHassan: String
  /// The short Arabic name ("البقرة").
  public let arabicName: String
  /// The Arabic title as the Rwwad file writes it ("سُورَةُ البَقَرَةِ").
  public let arabicTitle: String
  public let transliteration: String
  public let ayahCount: Int
  public let place: RevelationPlace

  public var id: Int { number }

  public init(
    number: Int, vietnameseName: String, vietnameseNameHassan: String, arabicName: String,
    arabicTitle: String, transliteration: String, ayahCount: Int, place: RevelationPlace
  ) {
    self.number = number
    self.vietnameseName = vietnameseName
    self.vietnameseNameHassan = vietnameseNameHassan
    self.arabicName = arabicName
    self.arabicTitle = arabicTitle
    self.transliteration = transliteration
    self.ayahCount = ayahCount
    self.place = place
  }
}

/// One ayah in one translation, with the Arabic beside it.
public struct Ayah: Sendable, Equatable {
  public let id: AyahID
  public let arabic: String
  public let vietnamese: String

  public init(id: AyahID, arabic: String, vietnamese: String) {
    self.id = id
    self.arabic = arabic
    self.vietnamese = vietnamese
  }
}
