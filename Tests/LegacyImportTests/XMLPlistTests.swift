import Testing

@testable import LegacyImport

/// XML plists: what `defaults export` writes, and what people edit by hand.
@Suite struct XMLPlistTests {
  @Test func entitiesCDATACommentsAndADoctypeWithASubsetAreRead() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist [ <!ENTITY x "y"> ]>
      <!-- exported by hand -->
      <plist version="1.0"><dict>
        <key>ayahNotes</key>
        <dict>
          <key>2:255</key>
          <array>
            <string>&lt;Kursi&gt; &amp; &quot;ngai&quot; &apos;vua&apos; &#273;&#x1ECD;c</string>
            <string><![CDATA[a <b> & c]]> tail<!-- hidden --></string>
          </array>
        </dict>
      </dict></plist>
      """
    let plan = try Dumps.plan(xml)
    #expect(
      plan.noteWords[Dumps.id("2:255")] == ["<Kursi> & \"ngai\" 'vua' đọc", "a <b> & c tail"])
  }

  @Test func nativeArraysAndIntegersStandInForData() throws {
    let xml = """
      <plist version="1.0"><dict>
        <key>favoriteAyahs</key><array><string> 01:007 </string><integer>5</integer></array>
        <key>ReadingProgressStore.progress</key>
        <dict><key>2</key><dict><key>lastReadAyah</key><integer> 142 </integer></dict></dict>
        <key>Empty</key><string/>
      </dict></plist>
      """
    let plan = try Dumps.plan(xml)
    #expect(plan.favorites == [Dumps.id("1:7")])
    #expect(plan.progress == [2: 142])
    #expect(plan.leftOut.count == 1)
    #expect(plan.leftOut.first?.item == "5")
  }

  @Test func aPlistWithoutThePlistWrapperIsRead() throws {
    let plan = try Dumps.plan(
      "<dict><key>favoriteAyahs</key><array><string>1:1</string></array></dict>")
    #expect(plan.shape == .xmlPlist)
    #expect(plan.favorites == [Dumps.id("1:1")])
  }

  @Test func dataWithBlanksAndWithoutPaddingIsDecoded() throws {
    // ["1:1","2:255"], base64 wrapped at odd places, "=" padding left off.
    let xml =
      "<plist><dict><key>favoriteAyahs</key>"
      + "<data>\n\tWyIxOjEi\n LCIyOjI1NSJd\n</data></dict></plist>"
    #expect(try Dumps.plan(xml).favorites == [Dumps.id("1:1"), Dumps.id("2:255")])
  }

  @Test func badBase64IsRefusedNamingTheLine() {
    let xml = "<plist>\n<dict>\n<key>favoriteAyahs</key>\n<data>WyIx!</data>\n</dict>\n</plist>"
    #expect(
      Dumps.refusal(of: xml)
        == .malformed(.xmlPlist, problem: "<data> holds something that is not base64", at: .line(4))
    )
  }

  @Test(arguments: [
    "<plist><dict><key>a</key></dict></plist>",
    "<plist><dict><key>a</key><string>x</dict></plist>",
    "<plist><dict><string>x</string></dict></plist>",
    "<plist><dict><key>a</key><strong>x</strong></dict></plist>",
    "<plist><string>&bogus;</string></plist>",
    "<plist><string>&#0;</string></plist>",
    "<plist><integer>seven</integer></plist>",
    "<plist><date>yesterday</date></plist>",
    "<plist><string>x</string><string>y</string></plist>",
    "<plist><array><string>x</string>",
    "<?xml version=\"1.0\"?><!-- never closed",
    "<plist><string>unclosed",
  ])
  func brokenXMLIsRefused(xml: String) {
    guard case .malformed(.xmlPlist, _, .line) = Dumps.refusal(of: xml) else {
      Issue.record("not refused: \(xml)")
      return
    }
  }

  @Test func deepNestingIsRefusedRatherThanExhaustingTheStack() {
    let xml = "<plist>" + String(repeating: "<array>", count: 10_000) + "</plist>"
    guard case .malformed(.xmlPlist, let problem, _) = Dumps.refusal(of: xml) else {
      Issue.record("deep nesting was not refused")
      return
    }
    #expect(problem.contains("deeper"))
  }
}
