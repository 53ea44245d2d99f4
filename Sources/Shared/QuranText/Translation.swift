/// The two Vietnamese translations the reader shows, named as on the command line.
public enum Translation: String, CaseIterable, Sendable, Codable {
  /// Rwwad Translation Center, the iPhone app's current text (`vi-rwwad.json`).
  case rwwad
  /// Hasan Abdul-Karim (`vi-hassan.json`).
  case hassan

  /// The published file this translation is read from.
  public var fileName: String { "vi-\(rawValue).json" }

  /// The translator, as the attribution screen names them.
  public var translator: String {
    switch self {
    case .rwwad: "Rwwad Translation Center (quranenc.com)"
    case .hassan: "Hasan Abdul-Karim"
    }
  }

  /// The column of the corpus that holds this translation's text.
  var column: String { rawValue }

  /// The next translation, for the key that switches between them.
  public var next: Translation {
    let all = Self.allCases
    return all[(all.firstIndex(of: self)! + 1) % all.count]
  }
}
