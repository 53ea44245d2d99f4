import Foundation

/// Folds text for search so that a person can type without tones: lower case, every
/// combining mark removed, and `đ`/`Đ` read as `d` (which Unicode does not decompose, so
/// SQLite's own diacritic folding leaves it alone).
///
///     VietnameseFolding.fold("Nhân danh Allah, Đấng")  // "nhan danh allah, dang"
public enum VietnameseFolding {
  /// The whole text folded: lower case, no tones or marks, `đ` as `d`; spaces and
  /// punctuation are kept.
  ///
  /// Written as UTF-8 bytes, scalar by scalar as `fold(_:into:)` folds them: building the
  /// string from scalars is far slower, and the corpus build folds both translations and the
  /// tafsir (5.4 MB).
  public static func fold(_ text: String) -> String {
    var folded = [UInt8]()
    folded.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if value < 0x80 {
        folded.append((65...90).contains(value) ? UInt8(value + 32) : UInt8(value))
      } else if let byte = latinASCII(value) {
        folded.append(byte)
      } else if let base = latinBase[value] {
        for scalar in base { folded.append(contentsOf: UTF8.encode(scalar)!) }
      } else if !isMark(scalar) {
        folded.append(contentsOf: scalar.properties.lowercaseMapping.utf8)
      }
    }
    return String(decoding: folded, as: UTF8.self)
  }

  /// The folded form of a precomposed Latin letter when it is one ASCII letter (`ệ` is `e`),
  /// looked up by position rather than hashed.
  private static func latinASCII(_ value: UInt32) -> UInt8? {
    let index: Int
    switch value {
    case 0xC0...0x24F: index = Int(value - 0xC0)
    case 0x1E00...0x1EFF: index = 0x24F - 0xC0 + 1 + Int(value - 0x1E00)
    default: return nil
    }
    let byte = latinASCIITable[index]
    return byte == 0 ? nil : byte
  }

  /// `latinBase` where it is one ASCII byte, else 0, in the order `latinASCII` reads it.
  private static let latinASCIITable: [UInt8] = {
    let ranges: [ClosedRange<UInt32>] = [0xC0...0x24F, 0x1E00...0x1EFF]
    return ranges.joined().map { value in
      guard let base = latinBase[value], base.count == 1, base[0].isASCII else { return 0 }
      return UInt8(base[0].value)
    }
  }()

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
