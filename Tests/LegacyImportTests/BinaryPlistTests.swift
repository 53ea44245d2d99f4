import Foundation
import Testing

@testable import LegacyImport

/// Binary plists: the app's preferences file as a backup or simulator holds it.
@Suite struct BinaryPlistTests {
  /// plistlib.dumps(fmt=FMT_BINARY) of a domain holding the app's values natively (as an
  /// older build did), Vietnamese text (which binary plists store as UTF-16), a real, a
  /// date, 2**64-1 (a 16-byte integer), -5 and a boolean:
  /// {"favoriteAyahs": ["2:255", "36:1", "2:287"],
  ///  "ayahNotes": {"2:255": ["Ayat al-Kursi — đọc mỗi tối"] * 2, "114:7": ["không có"]},
  ///  "ReadingProgressStore.progress": {"2": {"lastReadAyah": 300, "totalAyahs": 286},
  ///                                    "36": {"lastReadAyah": 12, "totalAyahs": 83}},
  ///  "AppleLocale": "vi_VN", "NSWindow Frame": 3.5, "LastOpened": datetime(2024,3,1,8,30),
  ///  "Big": 2**64-1, "Neg": -5, "On": True}
  static let nativeDomain =
    "YnBsaXN0MDDZAQIDBAUGBwgJCgsMDQ4PEBsiW0FwcGxlTG9jYWxlU0JpZ1pMYXN0T3BlbmVkXk5TV2luZG93IEZyYW1l"
    + "U05lZ1JPbl8QHVJlYWRpbmdQcm9ncmVzc1N0b3JlLnByb2dyZXNzWWF5YWhOb3Rlc11mYXZvcml0ZUF5YWhzVXZpX1ZO"
    + "FAAAAAAAAAAA//////////8zQcXI5MQAAAAjQAwAAAAAAAAT//////////sJ0hESExhRMlIzNtIUFRYXXGxhc3RSZWFk"
    + "QXlhaFp0b3RhbEF5YWhzEQEsEQEe0hQVGRoQDBBT0hwdHiBVMTE0OjdVMjoyNTWhH2gAawBoAPQAbgBnACAAYwDzoiEh"
    + "bxAbAEEAeQBhAHQAIABhAGwALQBLAHUAcgBzAGkAICAUACABER7NAGMAIABtHtcAaQAgAHQe0QBpox0jJFQzNjoxVTI6"
    + "Mjg3AAgAGwAnACsANgBFAEkATABsAHYAhACKAJsApACtALYAtwC8AL4AwQDGANMA3gDhAOQA6QDrAO0A8gD4AP4BAAER"
    + "ARQBTQFRAVYAAAAAAAACAQAAAAAAAAAlAAAAAAAAAAAAAAAAAAABXA=="

  @Test func nativeCollectionsAndUTF16StringsAreRead() throws {
    let plan = try Dumps.plan(base64: Self.nativeDomain)
    #expect(plan.shape == .binaryPlist)
    #expect(plan.favorites == [Dumps.id("2:255"), Dumps.id("36:1")])
    #expect(
      plan.noteWords == [
        Dumps.id("2:255"): Array(repeating: "Ayat al-Kursi — đọc mỗi tối", count: 2)
      ])
    #expect(plan.progress == [2: 286, 36: 12])
    #expect(
      plan.ignoredKeys == ["AppleLocale", "Big", "LastOpened", "NSWindow Frame", "Neg", "On"])
    #expect(
      plan.leftOut.map(\.description) == [
        "favoriteAyahs: \"2:287\" — surah 2 has 286 ayahs",
        "ayahNotes: \"114:7\": \"không có\" — surah 114 has 6 ayahs",
      ])
  }

  @Test func scalarsOfEveryKindAreReadExactly() throws {
    let root = try BinaryPlistReader.read(Array(Data(base64Encoded: Self.nativeDomain)!))
    #expect(root["Big"] == .real(18_446_744_073_709_551_615))
    #expect(root["Neg"] == .integer(-5))
    #expect(root["On"] == .bool(true))
    #expect(root["NSWindow Frame"] == .real(3.5))
    #expect(root["LastOpened"] == .date(730_974_600))
  }

  @Test func setsAreReadAsLists() throws {
    let bytes = BinaryPlistBytes.make([
      [0xD1, 1, 2], BinaryPlistBytes.ascii("favoriteAyahs"), [0xC2, 3, 4],
      BinaryPlistBytes.ascii("1:1"), BinaryPlistBytes.ascii("2:255"),
    ])
    #expect(
      try LegacyImport.plan(contentsOf: bytes).favorites == [Dumps.id("1:1"), Dumps.id("2:255")])
  }

  @Test func anObjectThatContainsItselfIsRefused() {
    let bytes = BinaryPlistBytes.make([[0xA1, 0]])
    guard case .malformed(.binaryPlist, let problem, _) = Dumps.refusal(of: bytes) else {
      Issue.record("a cycle was not refused")
      return
    }
    #expect(problem.contains("contains itself"))
  }

  @Test func sharedObjectsThatWouldExpandWithoutBoundAreRefused() {
    // Each array holds the next one twice: 60 objects that would expand to 2^60.
    var objects = (0..<59).map { [0xA2, UInt8($0 + 1), UInt8($0 + 1)] }
    objects.append([0x09])
    guard
      case .malformed(.binaryPlist, let problem, _) = Dumps.refusal(
        of: BinaryPlistBytes.make(objects))
    else {
      Issue.record("an expansion bomb was not refused")
      return
    }
    #expect(problem.contains("more memory"))
  }

  @Test func sharingAnObjectAFewTimesIsFine() throws {
    // CoreFoundation writes an equal string once and refers to it from every place.
    let bytes = BinaryPlistBytes.make([
      [0xD1, 1, 2], BinaryPlistBytes.ascii("favoriteAyahs"), [0xA3, 3, 3, 3],
      BinaryPlistBytes.ascii("1:1"),
    ])
    #expect(try LegacyImport.plan(contentsOf: bytes).favorites == [Dumps.id("1:1")])
  }

  @Test func aReferenceToAMissingObjectIsRefused() {
    let bytes = BinaryPlistBytes.make([[0xA1, 9]])
    guard case .malformed(.binaryPlist, let problem, _) = Dumps.refusal(of: bytes) else {
      Issue.record("a dangling reference was not refused")
      return
    }
    #expect(problem.contains("object 9"))
  }

  @Test func aCountLargerThanTheFileIsRefusedBeforeAnythingIsAllocated() {
    // Data claiming 2^32-1 bytes, its count written as a following 4-byte integer.
    let bytes = BinaryPlistBytes.make([[0x4F, 0x12, 0xFF, 0xFF, 0xFF, 0xFF]])
    guard case .malformed(.binaryPlist, _, .byte) = Dumps.refusal(of: bytes) else {
      Issue.record("an absurd count was not refused")
      return
    }
  }

  @Test func anotherVersionOfBinaryPlistIsRefusedNamingIt() {
    var bytes = BinaryPlistBytes.make([[0x09]])
    bytes.replaceSubrange(6..<8, with: Array("15".utf8))
    #expect(Dumps.refusal(of: bytes)?.description.contains("version \"15\"") == true)
  }

  @Test func theOffsetTablePointingOutsideTheFileIsRefused() {
    var bytes = BinaryPlistBytes.make([[0x09]])
    bytes[bytes.count - 1] = 0xF0
    guard case .malformed(.binaryPlist, let problem, _) = Dumps.refusal(of: bytes) else {
      Issue.record("a bad offset table was not refused")
      return
    }
    #expect(problem.contains("offset table"))
  }
}
