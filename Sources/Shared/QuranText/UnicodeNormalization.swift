import Foundation

extension String {
  /// The text in Unicode Normalization Form C, the one form the reader stores.
  public var nfc: String {
    // Most text (Vietnamese included) is made only of characters that are NFC whatever
    // surrounds them; such text is returned as it is, without the cost of normalizing.
    if unicodeScalars.allSatisfy(Self.isAlwaysNFC) { return self }
    return precomposedStringWithCanonicalMapping
  }

  /// Scalars whose NFC quick-check is Yes and that never combine with a neighbour: Latin
  /// below the combining marks (U+0300), the precomposed Vietnamese letters of Latin
  /// Extended Additional, and the usual dashes, quotes and ellipsis.
  private static func isAlwaysNFC(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x300, 0x1E00...0x1EFF, 0x2010...0x2027: true
    default: false
    }
  }
}
