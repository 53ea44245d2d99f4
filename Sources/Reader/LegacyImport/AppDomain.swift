/// The dictionary of a dump that holds the app's keys, wherever in the dump it sits.
///
/// A dump is usually the domain itself, but `defaults read` without a domain prints every
/// domain in one dictionary, and backup tools wrap a domain in their own structure. The
/// search is breadth-first over dictionaries and arrays, without recursion, so a deep tree
/// cannot exhaust the stack.
struct AppDomain {
  var entries: [PropertyEntry]
  /// Keys (and `[n]` for array items) from the top of the dump down to the domain.
  var path: [String]

  func value(of key: AppKey) -> PropertyValue? {
    entries.last(where: { $0.key == key.rawValue })?.value
  }

  /// Keys of the domain that are not the app's, sorted and without repeats.
  var otherKeys: [String] {
    Set(entries.map(\.key)).subtracting(AppKey.names).sorted()
  }

  /// The one dictionary holding any of the app's keys; nil when none does.
  static func locate(in root: PropertyValue) throws(LegacyImportError) -> AppDomain? {
    var nodes: [(value: PropertyValue, parent: Int, component: String)] = [(root, -1, "")]
    var found = [AppDomain]()
    var next = 0
    while next < nodes.count {
      let (value, _, _) = nodes[next]
      switch value {
      case .dictionary(let entries):
        let holdsAppKeys = entries.contains(where: { AppKey.names.contains($0.key) })
        if holdsAppKeys {
          found.append(AppDomain(entries: entries, path: path(to: next, in: nodes)))
        }
        for entry in entries where isCollection(entry.value) {
          guard !(holdsAppKeys && AppKey.names.contains(entry.key)) else { continue }
          nodes.append((entry.value, next, entry.key))
        }
      case .array(let items):
        for (position, item) in items.enumerated() where isCollection(item) {
          nodes.append((item, next, "[\(position)]"))
        }
      case .string, .integer, .real, .bool, .date, .data, .shortenedData, .null:
        break
      }
      next += 1
    }
    guard found.count <= 1 else {
      throw .appKeysInSeveralPlaces(found.prefix(5).map { describe($0.path) })
    }
    return found.first
  }

  /// "at the top level" or "inside "backup" › "vn.quran"", for reports.
  static func describe(_ path: [String]) -> String {
    guard !path.isEmpty else { return "at the top level" }
    var shown = path.map {
      $0.hasPrefix("[") ? $0 : PropertyValue.string($0).writtenForm(limit: 40)
    }
    // A report line, not a dump: the middle of a deep path says little.
    if shown.count > 6 { shown.replaceSubrange(2..<(shown.count - 3), with: ["…"]) }
    return "inside " + shown.joined(separator: " › ")
  }

  private static func isCollection(_ value: PropertyValue) -> Bool {
    switch value {
    case .dictionary, .array: true
    case .string, .integer, .real, .bool, .date, .data, .shortenedData, .null: false
    }
  }

  private static func path(
    to node: Int, in nodes: [(value: PropertyValue, parent: Int, component: String)]
  ) -> [String] {
    var components = [String]()
    var current = node
    while current > 0 {
      components.append(nodes[current].component)
      current = nodes[current].parent
    }
    return components.reversed()
  }
}
