import Interface
import QuranText

extension PlanBuilder {
  /// `favoriteAyahs`: a list of ayah ids. A lone id counts as a list of one.
  mutating func addFavorites(_ value: PropertyValue) {
    let items: [PropertyValue]
    switch value {
    case .array(let list): items = list
    case .string: items = [value]
    case .integer, .real, .bool, .date, .data, .shortenedData, .dictionary, .null:
      leaveOutWrongShape(.favoriteAyahs, value, expected: .expectedFavorites)
      return
    }
    for item in items {
      guard case .string(let text) = item else {
        leaveOut(
          .favoriteAyahs, item.writtenForm(),
          because: { ImportText.favoriteNotText(item.kind, in: $0) })
        continue
      }
      do {
        favorites.insert(try AyahID.parse(text))
      } catch {
        leaveOut(.favoriteAyahs, item.writtenForm(), because: error)
      }
    }
  }
}
