import JSONScanner

/// The wire types' `Encodable` conformances, kept because `Codable` containers hold them
/// (requests, tests' oracles): each writes what the one writer, `WireJSON`, writes, read back
/// as a `JSONValue` — not a second definition of the shape.
extension WireJSON {
  /// What `write` writes, read back by the one reader of JSON text.
  static func tree(_ write: (inout WireJSON) -> Void) -> JSONValue {
    var writer = WireJSON()
    write(&writer)
    return (try? WireJSONParser.parse(writer.bytes)) ?? .null
  }
}

extension Record {
  /// Writes the record as `WireJSON` writes it.
  public func encode(to encoder: any Encoder) throws {
    try WireJSON.tree { $0.record(self) }.encode(to: encoder)
  }
}

extension ZoneID {
  /// Writes the zone's identity as `WireJSON` writes it.
  public func encode(to encoder: any Encoder) throws {
    try WireJSON.tree { $0.zoneID(self) }.encode(to: encoder)
  }
}

extension Stamp {
  /// Writes the stamp as `WireJSON` writes it.
  public func encode(to encoder: any Encoder) throws {
    try WireJSON.tree { $0.stamp(self) }.encode(to: encoder)
  }
}
