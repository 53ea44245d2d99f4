import Foundation
import Logging

/// `serve --log-format json`: one JSON object a line on stderr, for log shippers —
/// `time` (ISO 8601, UTC), `level`, `label`, `message`, and the metadata's keys. What is
/// logged is the same as in text: never a token or a password.
package struct JSONLogHandler: LogHandler {
  /// The least severe level written; less severe messages are dropped.
  package var logLevel: Logger.Level = .info
  /// Metadata written with every line, under the message's own.
  package var metadata: Logger.Metadata = [:]
  private let label: String

  /// A handler for the logger `label`, which each line names.
  package init(label: String) { self.label = label }

  /// One key of the metadata written with every line.
  package subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }

  /// Writes the event as one JSON object on one line of stderr.
  package func log(event: LogEvent) {
    var object: [String: String] = [:]
    for (key, value) in metadata.merging(event.metadata ?? [:], uniquingKeysWith: { $1 }) {
      object[key] = "\(value)"
    }
    object["time"] = Date.ISO8601FormatStyle(includingFractionalSeconds: true).format(Date())
    object["level"] = event.level.rawValue
    object["label"] = label
    object["message"] = "\(event.message)"
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard var line = try? encoder.encode(object) else { return }
    line.append(UInt8(ascii: "\n"))
    FileHandle.standardError.write(line)
  }
}
