/// Where a surah was revealed.
public enum RevelationPlace: String, Sendable, Codable {
  /// Revealed in Mecca, or in Medina.
  case meccan, medinan

  /// Reads either file's spelling: "Meccan"/"Mecca", "Medinan"/"Medina".
  init?(published: String) {
    let lowered = published.lowercased()
    if ["meccan", "mecca", "makkah", "makki"].contains(lowered) {
      self = .meccan
    } else if ["medinan", "medina", "madinah", "madani"].contains(lowered) {
      self = .medinan
    } else {
      return nil
    }
  }

  /// Vietnamese, as the surah list shows it.
  public var vietnamese: String { self == .meccan ? "Makkah" : "Madinah" }
}

/// One surah's metadata, normalized across the two published files.
public struct Surah: Sendable, Equatable, Identifiable {
  /// The surah's number in the Quran, 1–114.
  public let number: Int
  /// The Vietnamese name in the Rwwad file ("Con Bò Cái").
  public let vietnameseName: String
  /// The Vietnamese name in the Hassan file, without its transliterated prefix.
  public let vietnameseNameHassan: String
  /// The short Arabic name ("البقرة").
  public let arabicName: String
  /// The Arabic title as the Rwwad file writes it ("سُورَةُ البَقَرَةِ").
  public let arabicTitle: String
  /// The Arabic name in Latin letters, as the Rwwad file writes it.
  public let transliteration: String
  /// How many ayahs the surah has (7 for surah 1, 286 for surah 2).
  public let ayahCount: Int
  /// Where the surah was revealed: Mecca or Medina.
  public let place: RevelationPlace

  /// The surah number, so lists can identify it.
  public var id: Int { number }

  /// A surah with the given metadata, taken as it is.
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
  /// The ayah's address (`2:255`).
  public let id: AyahID
  /// The Arabic text exactly as the chosen translation's file publishes it.
  public let arabic: String
  /// The Vietnamese text of the chosen translation, in Unicode NFC.
  public let vietnamese: String

  /// An ayah with the given texts.
  public init(id: AyahID, arabic: String, vietnamese: String) {
    self.id = id
    self.arabic = arabic
    self.vietnamese = vietnamese
  }
}
