/// The import report (the iPhone app's dump or a JSON export) and why an item was left out.
/// The reasons go into `--json` reports in English, whatever the interface's language.
public enum ImportText: Catalogue {
  /// An import's report: its title and what was, or would be, imported.
  case imported, wouldImport, importedTitle
  /// How many favorites, notes and progress were found and taken.
  case favoritesCounts, notesCounts, progressCounts
  /// How many notes were added, updated to the file's newer text, kept as a conflict copy
  /// beside a newer text here, and already present.
  case notesCountsWithCopies
  /// Items deleted since (here or on another device), left out.
  case deletedSinceLeftOut, deletedAfterFileLeftOut
  /// Of the notes already present, those the file holds an earlier version of.
  case earlierVersions
  /// How many memorizing grades an export held and were taken.
  case gradesCounts
  /// How many rows of a kind an export carries as its rows (settings) were taken, and the
  /// kinds' names.
  case recordsCounts, settingsName
  /// Why an export's row of such a kind was left out.
  case recordTypeUnknown, recordUnreadable, recordTooLarge
  /// Keys that are not the app's, and items left out.
  case ignoredKeys, leftOut
  /// Why a favorite or note was left out: its ayah.
  case malformedAyah, noSuchSurah, noSuchAyah, wrongShape
  /// Why a note was left out: its text.
  case noteNotText, noteEmpty
  /// Why a surah's progress was left out.
  case notASurahNumber, noLastReadAyah, lastReadNotWhole, lastReadBeforeFirst
  /// A note too long to sync, and values of the wrong kind.
  case noteTooLong, notesNotList, favoriteNotText
  /// What each key of the app should hold.
  case expectedFavorites, expectedNotes, expectedProgress
  /// A file that is not a dump: what it looks like instead.
  case kindImage, kindPDF, kindArchive, kindSQLite, kindProgram, otherKindOfFile
  /// A value damaged, shortened or not read.
  case damagedValueLeftOut, shortenedValueLeftOut, valueNotRead
  /// A phone backup that cannot be read, and why.
  case backupEncrypted, backupWithoutManifest, severalBackups, backupWithoutApp, backupFileMissing,
    backupManifestUnreadable
  /// A phone backup whose app preferences file is no plist: what it is instead.
  case backupPreferencesUnusable, preferencesEmpty, preferencesTooLarge, preferencesNotAPlist,
    preferencesOtherKind
  /// A dump that cannot be read, where, and what to do.
  case exportAdvice, emptyFile, tooLarge, unrecognizedShape, malformedDump, copyAgain, checkWhole,
    damagedAppValue, shortenedValue, keysInSeveralPlaces, notAPreferencesDomain, atByte, onLine
  /// The names of the kinds of values a dump holds.
  case kindText, kindNumber, kindTrueFalse, kindDate, kindData, kindList, kindDictionary, kindNull

  /// This message in Vietnamese and in English, its placeholders `{1}`, `{2}`, … unfilled.
  public var translations: Translations {
    switch self {
    case .imported: Translations(vi: "Đã nhập {1} ({2}):", en: "Imported {1} ({2}):")
    case .wouldImport: Translations(vi: "Sẽ nhập {1} ({2}):", en: "Would import {1} ({2}):")
    case .importedTitle: Translations(vi: "Đã nhập {1} ({2})", en: "Imported {1} ({2})")
    case .favoritesCounts:
      Translations(
        vi: "yêu thích: thêm {1}, đã có {2}", en: "favorites: {1} added, {2} already present")
    case .notesCounts:
      Translations(vi: "ghi chú: thêm {1}, đã có {2}", en: "notes: {1} added, {2} already present")
    case .notesCountsWithCopies:
      Translations(
        vi: "ghi chú: thêm {1}, cập nhật {2}, giữ {3} làm bản sao, đã có {4}",
        en: "notes: {1} added, {2} updated, {3} kept as a copy, {4} already present")
    case .deletedAfterFileLeftOut:
      Translations(
        vi:
          "không nhập {1}: đã xóa (ở đây hoặc trên thiết bị khác) sau khi tệp được tạo (quran trash liệt kê chúng)",
        en:
          "{1} left out: deleted since the file was made, here or on another device (quran trash lists them)"
      )
    case .deletedSinceLeftOut:
      Translations(
        vi: "không nhập lại {1}: đã xóa từ đó, ở đây hoặc trên thiết bị khác",
        en: "{1} left out: deleted since, here or on another device")
    case .earlierVersions:
      Translations(
        vi: "({1} là bản cũ hơn của ghi chú ở đây)",
        en: "({1} an earlier version)")
    case .progressCounts:
      Translations(
        vi: "tiến độ đọc: thêm {1}, gộp {2}, đã có {3}",
        en: "progress: {1} added, {2} merged, {3} already present")
    case .gradesCounts:
      Translations(
        vi: "lần chấm học thuộc: thêm {1}, đã có {2}",
        en: "memorizing grades: {1} added, {2} already present")
    case .settingsName: Translations(vi: "cài đặt", en: "settings")
    case .recordsCounts:
      Translations(
        vi: "{1}: thêm {2}, cập nhật {3}, đã có {4}",
        en: "{1}: {2} added, {3} updated, {4} already present")
    case .recordTypeUnknown:
      Translations(
        vi: "phiên bản quran-vi này không biết loại bản ghi này; phiên bản mới hơn có thể nhập nó",
        en: "this version of quran-vi does not know this kind of record; a later one may import it"
      )
    case .recordUnreadable:
      Translations(
        vi: "không phải một dòng {1} đọc được (thiếu trường, sai kiểu, hoặc khóa quá dài)",
        en: "not a readable row of {1} (a field missing or of the wrong kind, or a key too long)")
    case .recordTooLarge:
      Translations(
        vi: "nặng {1}, quá 1 MB mà máy chủ lưu cho một bản ghi, nên không bao giờ đồng bộ được",
        en: "it is {1}, more than the 1 MB the record server keeps a record, so it could never sync"
      )
    case .ignoredKeys:
      Translations(
        vi: "bỏ qua {1} khóa không thuộc ứng dụng: {2}",
        en: "ignored {1} {1:key|keys} that are not the app's: {2}")
    case .leftOut: Translations(vi: "Không nhập ({1}):", en: "Left out ({1}):")
    case .malformedAyah:
      Translations(
        vi: "không phải mã câu; mã câu được viết CHƯƠNG:CÂU, như 2:255",
        en: "not an ayah id; an ayah id is written SURAH:AYAH, like 2:255")
    case .noSuchSurah:
      Translations(
        vi: "không có chương {1}; Quran có các chương từ 1 đến 114",
        en: "there is no surah {1}; the Quran has surahs 1 to 114")
    case .noSuchAyah: Translations(vi: "chương {1} có {2} câu", en: "surah {1} has {2} ayahs")
    case .wrongShape:
      Translations(
        vi: "{1} phải là {2}, nhưng đây là {3}", en: "{1} should be {2}, but this is {3}")
    case .noteNotText:
      Translations(
        vi: "ghi chú phải là văn bản, nhưng đây là {1}",
        en: "a note should be text, but this is {1}")
    case .noteEmpty: Translations(vi: "ghi chú trống", en: "the note is empty")
    case .notASurahNumber:
      Translations(vi: "{1} không phải số chương", en: "{1} is not a surah number")
    case .noLastReadAyah: Translations(vi: "thiếu lastReadAyah", en: "it has no lastReadAyah")
    case .lastReadNotWhole:
      Translations(
        vi: "lastReadAyah phải là số nguyên, nhưng đây là {1}",
        en: "lastReadAyah should be a whole number, but this is {1}")
    case .lastReadBeforeFirst:
      Translations(
        vi: "lastReadAyah {1} đứng trước câu đầu tiên nên không có tiến độ để giữ",
        en: "lastReadAyah {1} is before the first ayah, so there is no progress to keep")
    case .noteTooLong:
      Translations(
        vi:
          "ghi chú dài {1}, quá {2} mà một ghi chú đồng bộ được phép chứa (máy chủ lưu tối đa 1 MB mỗi bản ghi), nên không bao giờ đồng bộ được; hãy tự chép nó từ tệp sang các ghi chú ngắn hơn",
        en:
          "the note is {1}, more than the {2} a synced note may hold (the record server keeps at most 1 MB a record), so it could never sync; copy it from the dump into shorter notes by hand"
      )
    case .notesNotList:
      Translations(
        vi: "ghi chú của một câu phải là danh sách văn bản, nhưng đây là {1}",
        en: "the notes of an ayah should be a list of texts, but this is {1}")
    case .favoriteNotText:
      Translations(
        vi: "câu yêu thích phải là mã câu dạng văn bản, như \"2:255\", nhưng đây là {1}",
        en: "a favorite should be an ayah id written as text, like \"2:255\", but this is {1}")
    case .expectedFavorites:
      Translations(
        vi: "một danh sách mã câu như \"2:255\"", en: "a list of ayah ids like \"2:255\"")
    case .expectedNotes:
      Translations(
        vi: "một từ điển từ mã câu đến danh sách ghi chú",
        en: "a dictionary from ayah ids to lists of notes")
    case .expectedProgress:
      Translations(
        vi: "một từ điển từ số chương đến tiến độ đọc",
        en: "a dictionary from surah numbers to reading progress")
    case .exportAdvice:
      Translations(
        vi:
          "trên máy Mac, hãy xuất miền dữ liệu của ứng dụng bằng `defaults export com.Donald.Quranvn -` rồi nhập kết quả đó; nếu chỉ có iPhone, hãy tạo một bản sao lưu không mã hóa của máy (trên Linux: `idevicebackup2 backup --full THƯ-MỤC` trong gói libimobiledevice-utils; ở nơi khác: Finder hoặc iTunes) rồi nhập thư mục sao lưu đó",
        en:
          "on a Mac, export the app's domain with `defaults export com.Donald.Quranvn -` and import that output; with only an iPhone, make an unencrypted backup of it (on Linux `idevicebackup2 backup --full FOLDER`, from libimobiledevice-utils; elsewhere Finder or iTunes) and import the backup's folder"
      )
    case .kindImage: Translations(vi: "ảnh {1}", en: "a {1} image")
    case .kindPDF: Translations(vi: "tài liệu PDF", en: "a PDF document")
    case .kindArchive:
      Translations(
        vi: "tệp nén {1} (nếu bên trong là bản sao lưu, hãy giải nén trước)",
        en: "a {1} archive (if a backup is inside, unpack it first)")
    case .kindSQLite:
      Translations(
        vi:
          "cơ sở dữ liệu SQLite (nếu đó là Manifest.db của bản sao lưu iPhone, hãy đưa thư mục chứa nó)",
        en:
          "an SQLite database (if it is an iPhone backup's Manifest.db, give the folder that holds it)"
      )
    case .kindProgram: Translations(vi: "một chương trình", en: "a program")
    case .otherKindOfFile:
      Translations(
        vi: "Tệp là {1}, không phải dữ liệu tùy chọn. Không có gì được nhập; {2}.",
        en: "The file is {1}, not a preferences dump. Nothing was imported; {2}.")
    case .damagedValueLeftOut:
      Translations(
        vi: "JSON của ứng dụng trong đó bị hỏng {1} ({2}); không nhập gì của khóa này",
        en: "the app's JSON in it is damaged {1} ({2}); nothing of this key was imported")
    case .shortenedValueLeftOut:
      Translations(
        vi:
          "`defaults read` chỉ in một phần trong {1} byte; không nhập gì của khóa này; `defaults export com.Donald.Quranvn -` cho trọn giá trị",
        en:
          "`defaults read` printed part of its {1} bytes; nothing of this key was imported; `defaults export com.Donald.Quranvn -` gives it whole"
      )
    case .valueNotRead:
      Translations(
        vi: "không đọc được giá trị; không nhập gì của khóa này",
        en: "the value cannot be read; nothing of this key was imported")
    case .backupEncrypted:
      Translations(
        vi:
          "Bản sao lưu trong {1} được mã hóa, nên không đọc được tệp nào trong đó. Không có gì được nhập; hãy tạo một bản sao lưu không mã hóa (`idevicebackup2 encryption off MẬT-KHẨU` rồi `idevicebackup2 backup --full THƯ-MỤC`; trong Finder hoặc iTunes, bỏ chọn “Mã hóa bản sao lưu cục bộ”) rồi nhập bản đó.",
        en:
          "The backup in {1} is encrypted, so none of its files can be read. Nothing was imported; make an unencrypted backup (`idevicebackup2 encryption off PASSWORD`, then `idevicebackup2 backup --full FOLDER`; in Finder or iTunes untick “Encrypt local backup”) and import that."
      )
    case .backupWithoutManifest:
      Translations(
        vi:
          "{1} là một thư mục nhưng không phải bản sao lưu iPhone (không có Manifest.db). Không có gì được nhập; hãy đưa thư mục sao lưu (mang tên mã UDID của máy) hoặc một tệp dữ liệu; {2}.",
        en:
          "{1} is a folder but not an iPhone backup (it holds no Manifest.db). Nothing was imported; give the backup's folder (named after the phone's UDID) or a dump file; {2}."
      )
    case .severalBackups:
      Translations(
        vi:
          "{1} chứa nhiều bản sao lưu ({2}). Không có gì được nhập; hãy đưa thư mục của đúng một bản.",
        en:
          "{1} holds several backups ({2}). Nothing was imported; give the folder of one of them."
      )
    case .backupWithoutApp:
      Translations(
        vi:
          "Bản sao lưu trong {1} không chứa tùy chọn của ứng dụng (Library/Preferences/com.Donald.Quranvn.plist của AppDomain-com.Donald.Quranvn). Không có gì được nhập; ứng dụng có được cài trên máy khi sao lưu không?",
        en:
          "The backup in {1} holds no preferences of the app (Library/Preferences/com.Donald.Quranvn.plist of AppDomain-com.Donald.Quranvn). Nothing was imported; was the app on the phone when it was backed up?"
      )
    case .backupFileMissing:
      Translations(
        vi:
          "Manifest.db của bản sao lưu trong {1} ghi tùy chọn của ứng dụng ở {2}, nhưng tệp đó không có: bản sao lưu chưa trọn. Không có gì được nhập; hãy sao lưu lại.",
        en:
          "The Manifest.db of the backup in {1} names {2} for the app's preferences, but that file is missing: the backup is incomplete. Nothing was imported; back the phone up again."
      )
    case .backupManifestUnreadable:
      Translations(
        vi:
          "Không đọc được Manifest.db của bản sao lưu trong {1} ({2}). Không có gì được nhập; hãy sao lưu lại.",
        en:
          "The Manifest.db of the backup in {1} cannot be read ({2}). Nothing was imported; back the phone up again."
      )
    case .backupPreferencesUnusable:
      Translations(
        vi:
          "{1}: tệp tùy chọn của ứng dụng trong bản sao lưu này ({2}) {3}, nên bản sao lưu bị hỏng hoặc chưa trọn. Không có gì được nhập; hãy sao lưu lại máy (không mã hóa: `idevicebackup2 backup --full THƯ-MỤC`, hoặc Finder hay iTunes) rồi nhập thư mục của bản sao lưu mới, hoặc trên máy Mac xuất miền dữ liệu của ứng dụng bằng `defaults export com.Donald.Quranvn -` rồi nhập kết quả đó.",
        en:
          "{1}: the app's preferences file in this backup ({2}) {3}, so the backup is damaged or incomplete. Nothing was imported; back the phone up again (unencrypted: `idevicebackup2 backup --full FOLDER`, or Finder or iTunes) and import the new backup's folder, or on a Mac export the app's domain with `defaults export com.Donald.Quranvn -` and import that output."
      )
    case .preferencesEmpty: Translations(vi: "trống", en: "is empty")
    case .preferencesTooLarge:
      Translations(
        vi: "nặng {1} MB, quá {2} MB mà lệnh này đọc (tùy chọn của ứng dụng chỉ vài kilobyte)",
        en: "is {1} MB, over the {2} MB this command reads (the app's preferences are kilobytes)")
    case .preferencesNotAPlist:
      Translations(
        vi: "không phải plist (không phải binary plist cũng không phải XML plist)",
        en: "is not a plist (neither a binary nor an XML plist)")
    case .preferencesOtherKind:
      Translations(vi: "là {1}, không phải plist", en: "is {1}, not a plist")
    case .emptyFile:
      Translations(
        vi: "Tệp trống. Không có gì được nhập; {1}.",
        en: "The file is empty. Nothing was imported; {1}.")
    case .tooLarge:
      Translations(
        vi:
          "Tệp nặng {1} MB; tùy chọn của ứng dụng chỉ vài kilobyte, và lệnh này đọc tối đa {2} MB. Không có gì được nhập; hãy kiểm tra đó là dữ liệu của ứng dụng, hoặc {3}.",
        en:
          "The file is {1} MB; the app's preferences are kilobytes, and this command reads at most {2} MB. Nothing was imported; check that it is the app's dump, or {3}."
      )
    case .unrecognizedShape:
      Translations(
        vi:
          "Tệp không phải dữ liệu tùy chọn: nó không phải binary plist (bplist00), XML plist, kết quả `defaults read` hay JSON. Không có gì được nhập; {1}.",
        en:
          "The file is not a preferences dump: it is neither a binary plist (bplist00), an XML plist, `defaults read` output nor JSON. Nothing was imported; {1}."
      )
    case .malformedDump:
      Translations(
        vi: "Không đọc được {1} {2}: {3}. Không có gì được nhập; {4}.",
        en: "The {1} cannot be read {2}: {3}. Nothing was imported; {4}.")
    case .copyAgain:
      Translations(
        vi: "nếu nó lấy từ bản sao lưu, hãy chép lại; hoặc {1}",
        en: "if it came from a backup, copy it again; or {1}")
    case .checkWhole:
      Translations(
        vi: "hãy kiểm tra tệp còn nguyên và chưa bị sửa, hoặc {1}",
        en: "check that the file is whole and unedited, or {1}")
    case .damagedAppValue:
      Translations(
        vi:
          "Giá trị của {1} bị hỏng: không đọc được JSON mà ứng dụng lưu trong đó {2} của giá trị ({3}). Không có gì được nhập; {4}.",
        en:
          "The value of {1} is damaged: the JSON the app stored in it cannot be read {2} of the value ({3}). Nothing was imported; {4}."
      )
    case .shortenedValue:
      Translations(
        vi:
          "Giá trị của {1} đã bị `defaults read` cắt ngắn (nó chỉ in một phần trong {2} byte kèm \"...\"), nên không nhập được. Không có gì được nhập; thay vào đó {3}.",
        en:
          "The value of {1} was shortened by `defaults read` (it printed part of its {2} bytes and \"...\"), so it cannot be imported. Nothing was imported; {3} instead."
      )
    case .keysInSeveralPlaces:
      Translations(
        vi:
          "Dữ liệu chứa các khóa của ứng dụng ở nhiều chỗ ({1}), nên chọn chỗ nào để nhập chỉ là đoán. Không có gì được nhập; {2}.",
        en:
          "The dump holds the app's keys in more than one place ({1}), so which to import would be a guess. Nothing was imported; {2}."
      )
    case .notAPreferencesDomain:
      Translations(
        vi:
          "Tệp là {1}, không phải từ điển tùy chọn, và không chứa khóa nào của ứng dụng. Không có gì được nhập; {2}.",
        en:
          "The file is {1}, not a dictionary of preferences, and holds none of the app's keys. Nothing was imported; {2}."
      )
    case .atByte: Translations(vi: "tại byte {1}", en: "at byte {1}")
    case .onLine: Translations(vi: "ở dòng {1}", en: "on line {1}")
    case .kindText: Translations(vi: "một văn bản", en: "a text")
    case .kindNumber: Translations(vi: "một số", en: "a number")
    case .kindTrueFalse: Translations(vi: "một giá trị đúng/sai", en: "a true/false value")
    case .kindNull: Translations(vi: "giá trị rỗng (null)", en: "null")
    case .kindDate: Translations(vi: "một ngày", en: "a date")
    case .kindData: Translations(vi: "dữ liệu nhị phân", en: "binary data")
    case .kindList: Translations(vi: "một danh sách", en: "a list")
    case .kindDictionary: Translations(vi: "một từ điển", en: "a dictionary")
    }
  }
}

extension ImportText {
  /// A record type an export carries as rows, as a report names it ("settings", not
  /// `AppSettings`); its own name for a type without one.
  public static func kindName(_ recordType: String) -> String {
    recordType == "AppSettings" ? settingsName() : recordType
  }
}
