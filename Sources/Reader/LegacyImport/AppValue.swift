/// Turns the stored form of one of the app's values into the collection the app meant.
///
/// The app stored `JSONEncoder` output as Data; JSON dumps carry that Data as a base64
/// string; older builds and hand-made dumps hold the collection natively. Damaged JSON in
/// the Data is fatal for the whole value: the item boundaries are lost, so nothing in it can
/// be trusted; the plan leaves that key out whole and says so, and imports the other keys.
enum AppValue {
  static func decode(_ value: PropertyValue, of key: AppKey) throws(LegacyImportError)
    -> PropertyValue
  {
    switch value {
    case .data(let bytes):
      return try parse(bytes, of: key)
    case .shortenedData(let length):
      throw .shortenedValue(key: key.rawValue, length: length)
    case .string(let text):
      let utf8 = Array(text.utf8)
      if opensCollection(utf8) { return try parse(utf8, of: key) }
      // Only base64 that decodes to the app's kind of data is taken for it; any other text
      // is left to the checks of its key, which will say it is the wrong shape.
      if let bytes = Base64.decode(utf8), opensCollection(bytes) || isBinaryPlist(bytes) {
        return try parse(bytes, of: key)
      }
      return value
    case .integer, .real, .bool, .date, .array, .dictionary, .null:
      return value
    }
  }

  private static func parse(_ bytes: [UInt8], of key: AppKey) throws(LegacyImportError)
    -> PropertyValue
  {
    do {
      // PropertyListEncoder writes binary plists; cheap to accept should a build have used it.
      return isBinaryPlist(bytes) ? try BinaryPlistReader.read(bytes) : try JSONReader.read(bytes)
    } catch {
      guard case .malformed(_, let problem, let position) = error else { throw error }
      throw .malformedAppValue(key: key.rawValue, problem: problem, at: position)
    }
  }

  private static func isBinaryPlist(_ bytes: [UInt8]) -> Bool {
    bytes.starts(with: Array("bplist".utf8))
  }

  private static func opensCollection(_ bytes: [UInt8]) -> Bool {
    let start = ByteText.afterUTF8BOM(bytes)
    guard let first = bytes[start...].first(where: { !ByteText.isBlank($0) }) else { return false }
    return first == UInt8(ascii: "[") || first == UInt8(ascii: "{")
  }
}
