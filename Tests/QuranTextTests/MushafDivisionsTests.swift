import Testing

@testable import QuranText

/// The juz, hizb and page of an ayah, and the starts of each, against well-known places of
/// the Madani mushaf (issue 27).
@Suite struct MushafDivisionsTests {
  func place(_ surah: Int, _ ayah: Int) throws -> MushafDivisions.Place {
    MushafDivisions.place(of: try AyahID(surah: surah, ayah: ayah))
  }

  @Test func wellKnownPlacesFallWhereTheMushafHasThem() throws {
    #expect(try place(1, 1) == .init(juz: 1, hizb: 1, quarter: 1, page: 1))
    #expect(try place(2, 1).page == 2)
    #expect(try place(2, 5).page == 2)
    #expect(try place(2, 6).page == 3)
    #expect(try place(2, 141).juz == 1)
    #expect(try place(2, 142) == .init(juz: 2, hizb: 3, quarter: 9, page: 22))
    #expect(try place(2, 255).juz == 3)
    #expect(try place(18, 75).juz == 16)
    #expect(try place(36, 1).page == 440)
    #expect(try place(67, 1) == .init(juz: 29, hizb: 57, quarter: 225, page: 562))
    #expect(try place(78, 1).juz == 30)
    #expect(try place(112, 1).page == 604)
    #expect(try place(114, 6) == .init(juz: 30, hizb: 60, quarter: 240, page: 604))
  }

  @Test func everyDivisionStartsWhereItsNumberSays() throws {
    #expect(MushafDivisions.start(ofJuz: 1)?.description == "1:1")
    #expect(MushafDivisions.start(ofJuz: 30)?.description == "78:1")
    #expect(MushafDivisions.start(ofHizb: 2)?.description == "2:75")
    #expect(MushafDivisions.start(ofPage: 604)?.description == "112:1")
    #expect(MushafDivisions.start(ofJuz: 31) == nil && MushafDivisions.start(ofPage: 0) == nil)
    for juz in 1...30 {
      let start = try #require(MushafDivisions.start(ofJuz: juz))
      #expect(MushafDivisions.place(of: start).juz == juz)
      #expect(MushafDivisions.place(of: start).quarter == (juz - 1) * 8 + 1)
    }
    for page in 1...604 {
      let start = try #require(MushafDivisions.start(ofPage: page))
      #expect(MushafDivisions.place(of: start).page == page)
    }
  }

  @Test func theStartsAreWholeAndInOrder() {
    #expect(MushafDivisions.juzIndices.count == 30)
    #expect(MushafDivisions.quarterIndices.count == 240)
    #expect(MushafDivisions.pageIndices.count == 604)
    for starts in [
      MushafDivisions.juzIndices, MushafDivisions.quarterIndices, MushafDivisions.pageIndices,
    ] {
      #expect(starts.first == 1)
      #expect(zip(starts, starts.dropFirst()).allSatisfy { $0 < $1 })
    }
  }
}
