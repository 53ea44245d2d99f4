import Foundation
import TestSupport
import Testing

/// The command line speaks the language the locale (or `--lang`, or `QURAN_VI_LANG`) names;
/// what programs read (`--json`, exit codes) is the same in both.
@Suite struct LanguageCommandLineTests {
  let home = TemporaryHome()

  /// The locale variables a person in Vietnam or elsewhere would have; the others are cleared
  /// so the machine's own settings do not decide.
  static let vietnamese = [
    "LANG": "vi_VN.UTF-8", "LC_ALL": "", "LC_MESSAGES": "", "QURAN_VI_LANG": "",
  ]
  static let english = ["LANG": "C.UTF-8", "LC_ALL": "", "LC_MESSAGES": "", "QURAN_VI_LANG": ""]

  func run(_ arguments: [String], _ locale: [String: String]) throws -> Subprocess.Result {
    try QuranProcess.run(arguments, home: home.directory, environment: locale)
  }

  @Test func aRefusedReferenceIsSaidInTheLocalesLanguage() throws {
    let vi = try run(["read", "115:1"], Self.vietnamese)
    #expect(vi.status == 1)
    #expect(
      vi.error
        == "quran: 115:1 không tồn tại: không có chương 115; Quran có các chương từ 1 đến 114.\n")
    let en = try run(["read", "115:1"], Self.english)
    #expect(en.status == 1)
    #expect(
      en.error
        == "quran: 115:1 does not exist: there is no surah 115; the Quran has surahs 1 to 114.\n")
    let tooFar = try run(["read", "2:300"], Self.vietnamese)
    #expect(tooFar.error.contains("2:300 không tồn tại: chương 2 có 286 câu."))
  }

  @Test func theFlagAndTheVariableOverrideTheLocale() throws {
    let flagged = try run(["read", "--lang", "en", "115:1"], Self.vietnamese)
    #expect(flagged.error.contains("115:1 does not exist"))
    let variable = try run(
      ["read", "115:1"], Self.english.merging(["QURAN_VI_LANG": "vi"]) { $1 })
    #expect(variable.error.contains("115:1 không tồn tại"))
    let equals = try run(["read", "115:1", "--lang=vi"], Self.english)
    #expect(equals.error.contains("115:1 không tồn tại"))
    let unknown = try run(["read", "2:255", "--lang", "fr"], Self.vietnamese)
    #expect(unknown.status == 64)
    #expect(unknown.error.contains("--lang là “fr”, không phải ngôn ngữ giao diện"))
  }

  @Test func helpSpeaksTheLanguageAndKeepsTheOptionNames() throws {
    let vi = try run(["read", "--help"], Self.vietnamese)
    #expect(vi.status == 0)
    #expect(vi.output.contains("In các câu: 2:255, một chương (36) hoặc một đoạn (2:255-257)."))
    #expect(vi.output.contains("--translation"))
    #expect(vi.output.contains("Bản dịch: rwwad hoặc hassan"))
    let en = try run(["read", "--help"], Self.english)
    #expect(en.output.contains("Print ayahs: 2:255, a surah (36) or a range (2:255-257)."))
    let root = try run(["--help"], Self.vietnamese)
    #expect(root.output.contains("Đọc Quran bằng tiếng Việt trong terminal."))
    #expect(root.output.contains("--lang vi|en"))
  }

  /// The Vietnamese help of every command and subcommand says in Vietnamese what
  /// swift-argument-parser writes in English (issue 62): an option's default and values, the
  /// default subcommand, the subcommand's placeholder and where to read more; what it rewraps
  /// stays within the 80 columns the help was wrapped to.
  @Test func theVietnameseHelpHasNoneOfTheParsersEnglish() throws {
    let columns = Self.vietnamese.merging(["COLUMNS": "80"]) { $1 }
    func subcommands(_ help: String) -> [String] {
      let lines = help.components(separatedBy: "\n")
      guard let start = lines.firstIndex(of: "LỆNH CON:") else { return [] }
      return lines[(start + 1)...].prefix { !$0.isEmpty }.compactMap { line in
        guard line.hasPrefix("  "), line.dropFirst(2).first?.isLetter == true else { return nil }
        return line.split(separator: " ").first.map(String.init)
      }
    }
    let root = try run(["--help"], columns)
    var helps = [("quran", root.output)]
    for command in subcommands(root.output) {
      let help = try run(["help", command], columns).output
      helps.append((command, help))
      for nested in subcommands(help) {
        helps.append(("\(command) \(nested)", try run(["help", command, nested], columns).output))
      }
    }
    #expect(helps.count > 40)
    #expect(root.output.contains("  tui (mặc định)"))
    let audio = try #require(helps.first { $0.0 == "audio" }?.1)
    #expect(audio.contains("  Xem 'quran help audio <lệnh con>' để biết chi tiết."))
    #expect(audio.contains("CÁCH DÙNG: quran audio <lệnh con>"))
    #expect(root.output.contains("(mặc\n                          định: alafasy)"))
    for (command, help) in helps {
      for english in ["(default", "default:", "(values:", "See '", "<subcommand>", "detailed help"]
      {
        #expect(!help.contains(english), "quran help \(command) says \(english)")
      }
      for line in help.components(separatedBy: "\n")
      where line.contains("mặc") || line.contains("giá trị:") {
        #expect(line.count <= 80, "quran help \(command): \(line)")
      }
    }
  }

  @Test func outputForPeopleIsTranslatedAndJSONIsTheSameInBoth() throws {
    let added = try run(["fav", "add", "2:255"], Self.vietnamese)
    #expect(added.output == "Đã thêm 2:255 vào Yêu thích.\n")
    _ = try run(["note", "add", "2:255", "Đọc mỗi tối"], Self.english)
    for arguments in [
      ["read", "2:255-257", "--json"], ["search", "dang toi cao", "--json"],
      ["fav", "list", "--json"], ["progress", "--json"], ["note", "list", "--json"],
    ] {
      let vi = try run(arguments, Self.vietnamese)
      let en = try run(arguments, Self.english)
      #expect(vi.status == 0 && en.status == 0, "\(arguments)")
      #expect(!vi.output.isEmpty)
      #expect(vi.output == en.output, "\(arguments) prints other JSON in Vietnamese")
    }
    let list = try run(["fav", "list"], Self.vietnamese)
    #expect(list.output.contains("2:255"))
    let overall = try run(["progress"], Self.vietnamese)
    #expect(overall.output.contains("Tổng cộng: đã đọc 0/6236 câu (0%), xong 0 chương."))
  }

  @Test func theImportReportIsTranslatedButItsJSONReasonsStayEnglish() throws {
    let folder = Fixtures.makeTemporaryDirectory("dump")
    let dump = folder + "/dump.json"
    try Data(#"{"favoriteAyahs": ["2:255", "2:300", "x"], "ayahNotes": {"1:1": [""]}}"#.utf8)
      .write(to: URL(fileURLWithPath: dump))
    let vi = try run(["import-legacy", dump, "--dry-run"], Self.vietnamese)
    #expect(vi.status == 1)
    #expect(vi.output.contains("Sẽ nhập \(dump)"))
    #expect(vi.output.contains("yêu thích: thêm 1, đã có 0"))
    #expect(vi.output.contains("Không nhập (3):"))
    #expect(vi.output.contains("favoriteAyahs: \"2:300\" — chương 2 có 286 câu"))
    #expect(vi.output.contains("ayahNotes: \"1:1\": \"\" — ghi chú trống"))
    #expect(vi.output.contains("Chạy thử: không ghi gì cả."))
    let viJSON = try run(["import-legacy", dump, "--dry-run", "--json"], Self.vietnamese)
    let enJSON = try run(["import-legacy", dump, "--dry-run", "--json"], Self.english)
    #expect(viJSON.status == 1 && enJSON.status == 1)
    #expect(viJSON.output == enJSON.output)
    #expect(viJSON.output.contains("surah 2 has 286 ayahs"))
  }
}
