import Foundation

/// Folds text for search so that a person can type without tones: lower case, every
/// combining mark removed, and `đ`/`Đ` read as `d` (which Unicode does not decompose, so
/// SQLite's own diacritic folding leaves it alone).
///
///     VietnameseFolding.fold("Nhân danh Allah, Đấng")  // "nhan danh allah, dang"
public enum VietnameseFolding {
  /// The whole text folded: lower case, no tones or marks, `đ` as `d`; spaces and
  /// punctuation are kept.
  public static func fold(_ text: String) -> String {
    var folded = [Unicode.Scalar]()
    folded.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      fold(scalar, into: &folded)
    }
    return String(String.UnicodeScalarView(folded))
  }

  /// The words of a text, folded: runs of letters and digits, as SQLite's unicode61 tokenizer
  /// splits them.
  public static func words(_ text: String) -> [String] {
    fold(text).split(whereSeparator: { !isWordCharacter($0) }).map(String.init)
  }

  static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber
  }

  /// Appends the folded form of one scalar: nothing for a mark, else one or a few scalars.
  static func fold(_ scalar: Unicode.Scalar, into folded: inout [Unicode.Scalar]) {
    if scalar.isASCII {
      let value = scalar.value
      folded.append((65...90).contains(value) ? Unicode.Scalar(value + 32)! : scalar)
      return
    }
    if let base = latinBase[scalar.value] {
      folded.append(contentsOf: base)
      return
    }
    if isMark(scalar) { return }
    folded.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
  }

  /// Whether a scalar begins or continues a word: a letter or a digit (as `isWordCharacter`
  /// says of a whole character), looked at without grouping scalars into characters.
  static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x80 {
      return (0x61...0x7A).contains(value) || (0x41...0x5A).contains(value)
        || (0x30...0x39).contains(value)
    }
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .decimalNumber, .letterNumber, .otherNumber:
      return true
    default: return false
    }
  }

  /// A combining mark, which belongs to the letter before it.
  static func isMark(_ scalar: Unicode.Scalar) -> Bool {
    guard scalar.value >= 0x300 else { return false }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .spacingMark: return true
    default: return false
    }
  }

  /// The folded form of each precomposed Latin letter (Latin-1 to Latin Extended Additional,
  /// where every Vietnamese letter lives), computed once.
  private static let latinBase: [UInt32: [Unicode.Scalar]] = {
    var table = [UInt32: [Unicode.Scalar]]()
    let ranges: [ClosedRange<UInt32>] = [0xC0...0x24F, 0x1E00...0x1EFF]
    for value in ranges.joined() {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let decomposed = String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars
      let kept = decomposed.filter { $0.properties.generalCategory != .nonspacingMark }
      table[value] = Array(String(String.UnicodeScalarView(kept)).lowercased().unicodeScalars)
    }
    for value: UInt32 in [0x110, 0x111] { table[value] = ["d"] }
    return table
  }()
}
