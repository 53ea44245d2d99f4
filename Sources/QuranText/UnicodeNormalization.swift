import Foundation

extension String {
  /// The text in Unicode Normalization Form C, the one form the reader stores.
  public var nfc: String { precomposedStringWithCanonicalMapping }
}
