import Foundation

extension PinnedText {
  /// The ayahs that people who memorize confuse, Quran Mutashabihat Data (Waqar Ahmed, after
  /// Qari Idrees Al Asim): optional, read when present and matching its pin.
  public static let lookAlikes = File(
    content: .lookAlikes, fileName: "mutashabiha_data.json",
    repository: "Waqar144/Quran_Mutashabihat_Data",
    commit: "8337b41732f3d15f6052444517b29e3f68cb9c72", upstreamPath: "mutashabiha_data.json",
    size: 162_922,
    sha256: "e6857688a5a2083ff9bab4500fcbe2faa3ea7d652bbd8541449d981d44ad239a")
}

/// For each ayah, the passages people commonly confuse it with while reciting from memory
/// (the mutashabihat), both ways: 2:5 with 31:5, and 31:5 with 2:5. Read from the pinned
/// `mutashabiha_data.json` (an object by juz of `{"src": {"ayah": A}, "muts": [{"ayah": B}]}`,
/// each `ayah` a number counted from 0 over the whole Quran, or an array of them).
public struct LookAlikes: Sendable {
  /// The passages (each one or more ayahs in order) confused with each ayah.
  private let passages: [AyahID: [[AyahID]]]

  /// How many ayahs have a look-alike.
  public var count: Int { passages.count }

  /// The passages confused with `ayah`, in the order of the mushaf.
  public func of(_ ayah: AyahID) -> [[AyahID]] { passages[ayah] ?? [] }

  /// Reads the file at `path`, checked against its pin first.
  public static func load(_ path: String) throws(LookAlikesProblem) -> LookAlikes {
    switch FileCheck.of(path, against: PinnedText.lookAlikes) {
    case .matches: break
    case .missing: throw .missing
    case .wrongSize, .wrongDigest: throw .notPinned
    }
    guard let data = FileManager.default.contents(atPath: path),
      let juz = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    else { throw .notPinned }
    var passages: [AyahID: [[AyahID]]] = [:]
    for case let entries as [[String: Any]] in juz.values {
      for entry in entries {
        guard let source = ayahs((entry["src"] as? [String: Any])?["ayah"]) else { continue }
        for case let similar as [String: Any] in entry["muts"] as? [Any] ?? [] {
          guard let other = ayahs(similar["ayah"]) else { continue }
          for ayah in source { passages[ayah, default: []].append(other) }
          for ayah in other { passages[ayah, default: []].append(source) }
        }
      }
    }
    for (ayah, list) in passages {
      var seen = Set<[AyahID]>()
      passages[ayah] = list.filter { seen.insert($0).inserted && !$0.contains(ayah) }
        .sorted { $0[0] < $1[0] }
    }
    return LookAlikes(passages: passages)
  }

  /// A number or an array of numbers counted from 0 over the Quran, as ayahs.
  private static func ayahs(_ value: Any?) -> [AyahID]? {
    let numbers = (value as? [Int]) ?? (value as? Int).map { [$0] } ?? []
    let found = numbers.compactMap { SurahSizes.ayah(atGlobalIndex: $0 + 1) }
    return found.isEmpty || found.count != numbers.count ? nil : found
  }
}

/// Why the look-alikes cannot be shown.
public enum LookAlikesProblem: Error, Sendable, Equatable {
  /// The file is not on this computer (it is optional).
  case missing
  /// The file is not the pinned one.
  case notPinned
}
