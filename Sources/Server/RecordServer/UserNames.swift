import Foundation

/// How the server tells user names apart. A name is kept as typed, for display; two names are
/// the same account when they are equal once compatibility-normalized (NFKC: `amína` in NFC
/// and in NFD, fullwidth `ａｍｉｎａ`) and case-folded (`Amina`, `AMINA`), and a new name may
/// not *look* like an existing one either: Cyrillic `аmina` reads as Latin `amina`. The
/// look-alike table holds the Cyrillic and Greek letters that are drawn as Latin ones, after
/// Unicode's confusables list; it is not the whole list, which no terminal font needs.
enum UserNames {
  /// The name as the server compares it for sign-in.
  static func identity(_ name: String) -> String {
    name.precomposedStringWithCompatibilityMapping.lowercased()
  }

  /// The name as a person reads it: its identity with each look-alike letter replaced by the
  /// Latin letter it is drawn as, and dotless ı as i.
  static func skeleton(_ name: String) -> String {
    String(
      String.UnicodeScalarView(
        identity(name).unicodeScalars.map { lookAlikes[$0] ?? $0 }))
  }

  private static let lookAlikes: [Unicode.Scalar: Unicode.Scalar] = {
    let pairs: [(String, String)] = [
      // Cyrillic
      ("а", "a"), ("в", "b"), ("е", "e"), ("ё", "ë"), ("һ", "h"), ("і", "i"), ("ї", "ï"),
      ("ј", "j"), ("к", "k"), ("ӏ", "l"), ("м", "m"), ("н", "h"), ("о", "o"), ("р", "p"),
      ("ԛ", "q"), ("с", "c"), ("ѕ", "s"), ("т", "t"), ("у", "y"), ("ԝ", "w"), ("х", "x"),
      ("ԁ", "d"),
      // Greek
      ("α", "a"), ("β", "b"), ("ε", "e"), ("η", "n"), ("ι", "i"), ("κ", "k"), ("ν", "v"),
      ("ο", "o"), ("ρ", "p"), ("τ", "t"), ("υ", "u"), ("χ", "x"), ("ω", "w"),
      // Latin
      ("ı", "i"),
    ]
    var table: [Unicode.Scalar: Unicode.Scalar] = [:]
    for (from, to) in pairs {
      table[from.unicodeScalars.first!] = to.unicodeScalars.first!
    }
    return table
  }()
}
