import Foundation

/// Folds text for search so that a person can type without tones: lower case, every
/// combining mark removed, and `đ`/`Đ` read as `d` (which Unicode does not decompose, so
/// SQLite's own diacritic folding leaves it alone).
///
///     VietnameseFolding.fold("Nhân danh Allah, Đấng")  // "nhan danh allah, dang"
public enum VietnameseFolding {
  public static func fold(_ text: String) -> String {
    var folded = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      append(scalar, to: &folded)
    }
    return String(folded)
  }

  /// The words of a text, folded: runs of letters and digits, as SQLite's unicode61 tokenizer
  /// splits them.
  public static func words(_ text: String) -> [String] {
    fold(text).split(whereSeparator: { !isWordCharacter($0) }).map(String.init)
  }

  static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber
  }

  private static func append(_ scalar: Unicode.Scalar, to folded: inout String.UnicodeScalarView) {
    if scalar.isASCII {
      let value = scalar.value
      folded.append((65...90).contains(value) ? Unicode.Scalar(value + 32)! : scalar)
      return
    }
    if let base = latinBase[scalar.value] {
      folded.append(contentsOf: base.unicodeScalars)
      return
    }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .spacingMark: return
    default: folded.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
    }
  }

  /// The folded form of each precomposed Latin letter (Latin-1 to Latin Extended Additional,
  /// where every Vietnamese letter lives), computed once.
  private static let latinBase: [UInt32: String] = {
    var table = [UInt32: String]()
    let ranges: [ClosedRange<UInt32>] = [0xC0...0x24F, 0x1E00...0x1EFF]
    for value in ranges.joined() {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let decomposed = String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars
      let kept = decomposed.filter { $0.properties.generalCategory != .nonspacingMark }
      table[value] = String(String.UnicodeScalarView(kept)).lowercased()
    }
    for value: UInt32 in [0x110, 0x111] { table[value] = "d" }
    return table
  }()
}
