import Foundation
import JSONScanner

/// A request or answer `WireJSON` writes by hand, several times faster than the general path
/// (`JSONValueEncoder`): the ones that carry records, and error bodies.
public protocol WireWritable {
  /// The value's JSON, as UTF-8 bytes.
  var wireJSON: [UInt8] { get }
}

extension ModifyRecordsRequest: WireWritable {
  /// `WireJSON.encode(self)`: the client's hottest request.
  public var wireJSON: [UInt8] { WireJSON.encode(self) }
}

extension ServerError: WireWritable {
  /// `WireJSON.encode(self)`: an error body, or one record's error.
  public var wireJSON: [UInt8] { WireJSON.encode(self) }
}

extension RecordsResponse: WireWritable {
  /// `WireJSON.encode(self)`.
  public var wireJSON: [UInt8] { WireJSON.encode(self) }
}

extension QueryRecordsResponse: WireWritable {
  /// `WireJSON.encode(self)`.
  public var wireJSON: [UInt8] { WireJSON.encode(self) }
}

extension ZoneChanges: WireWritable {
  /// `WireJSON.encode(self)`.
  public var wireJSON: [UInt8] { WireJSON.encode(self) }
}

extension ZoneChangesResponse: WireWritable {
  /// `WireJSON.encode(self)`.
  public var wireJSON: [UInt8] { WireJSON.encode(self) }
}
