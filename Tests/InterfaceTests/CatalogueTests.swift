import Foundation
import Testing

@testable import Interface

@Suite struct CatalogueTests {
  /// The placeholders a template uses, as a sorted list: {1}, {2}, …
  private func placeholders(_ template: String) -> [String] {
    let regex = try! NSRegularExpression(pattern: "\\{[0-9]+\\}")
    let range = NSRange(template.startIndex..., in: template)
    return regex.matches(in: template, range: range).map {
      String(template[Range($0.range, in: template)!])
    }.sorted()
  }

  @Test func everyMessageHasBothLanguagesInNFCWithTheSamePlaceholders() {
    let messages = Catalogues.everyMessage
    #expect(messages.count > 150)
    for (family, key, translations) in messages {
      let name = "\(family).\(key)"
      for text in [translations.vi, translations.en] {
        #expect(!text.trimmingCharacters(in: .whitespaces).isEmpty, "\(name) is empty")
        #expect(text == text.precomposedStringWithCanonicalMapping, "\(name) is not NFC: \(text)")
      }
      #expect(translations.vi != translations.en, "\(name) is not translated: \(translations.en)")
      #expect(
        placeholders(translations.vi) == placeholders(translations.en),
        "\(name) fills other places in Vietnamese than in English")
      let used = Set(placeholders(translations.en))
      #expect(
        used == Set((0..<used.count).map { "{\($0 + 1)}" }), "\(name) skips a placeholder")
    }
  }

  /// The symbols DejaVu Sans Mono (fonts-dejavu-core), the commonest terminal font on Debian,
  /// draws, as `fc-query --format '%{charset}'` lists them; ⏸ and ⟳ are not among them.
  static let symbolsDejaVuSansMonoDraws = Set(
    "–—‖“”…←→↑↓↻↺█░▒▓│▶•·★☆♪✎✓✗⚑".unicodeScalars.map(\.value))

  @Test func everySymbolIsOneTheCommonestTerminalFontDraws() {
    for (family, key, translations) in Catalogues.everyMessage {
      for text in [translations.vi, translations.en] {
        for scalar in text.unicodeScalars where scalar.value >= 0x2000 {
          #expect(
            Self.symbolsDejaVuSansMonoDraws.contains(scalar.value),
            "\(family).\(key) uses \(scalar), which DejaVu Sans Mono draws as a box")
        }
      }
    }
  }

  @Test func everyFamilyIsWalked() {
    #expect(Set(Catalogues.everyMessage.map(\.family)).count == Catalogues.all.count)
  }

  @Test func placeholdersAreFilledInOrder() {
    #expect(
      ErrorText.noSuchAyah("115:1", 114, 6, in: .vietnamese)
        == "115:1 không tồn tại: chương 114 có 6 câu.")
    #expect(
      ErrorText.noSuchAyah("2:300", 2, 286, in: .english)
        == "2:300 does not exist: surah 2 has 286 ayahs.")
  }
}

@Suite struct LanguageChoiceTests {
  @Test func theLocaleVariablesDecideInTheirOrder() throws {
    #expect(Language.fromLocale(["LANG": "vi_VN.UTF-8"]) == .vietnamese)
    #expect(Language.fromLocale(["LANG": "C.UTF-8"]) == .english)
    #expect(Language.fromLocale([:]) == .english)
    #expect(Language.fromLocale(["LANG": "vi_VN.UTF-8", "LC_MESSAGES": "en_US.UTF-8"]) == .english)
    #expect(
      Language.fromLocale(["LANG": "en_US.UTF-8", "LC_MESSAGES": "C", "LC_ALL": "vi_VN"])
        == .vietnamese)
    #expect(Language.fromLocale(["LC_ALL": "", "LANG": "vi"]) == .vietnamese)
  }

  @Test func theFlagAndTheVariableOverrideTheKeptChoiceAndTheLocale() throws {
    let vietnamese = ["LANG": "vi_VN.UTF-8"]
    #expect(try Language.resolve(flag: "en", environment: vietnamese) == .english)
    #expect(
      try Language.resolve(
        flag: nil, environment: vietnamese.merging(["QURAN_VI_LANG": "en"]) { $1 })
        == .english)
    #expect(try Language.resolve(flag: "vi", environment: ["QURAN_VI_LANG": "en"]) == .vietnamese)
    #expect(try Language.resolve(flag: nil, environment: vietnamese, kept: .english) == .english)
    #expect(try Language.resolve(flag: nil, environment: [:]) == .english)
  }

  @Test func anUnknownLanguageIsRefusedWithASentence() {
    #expect {
      try Language.resolve(flag: "fr", environment: ["LANG": "vi_VN.UTF-8"])
    } throws: { error in
      "\(error)".contains("--lang") && "\(error)".contains("không phải ngôn ngữ giao diện")
    }
    #expect {
      try Language.resolve(flag: nil, environment: ["QURAN_VI_LANG": "de"])
    } throws: { error in
      "\(error)".contains("QURAN_VI_LANG is “de”, which is not an interface language")
    }
  }
}
