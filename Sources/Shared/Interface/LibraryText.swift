/// The sentences about the library file itself: damage, read-only folders, a full disk,
/// backups, checks and recoveries.
public enum LibraryText: Catalogue {
  /// Why the library file cannot be opened as it is.
  case damaged, readOnly, diskFull, busy, unusable
  /// A file of the library this user may not read or write (its owner, its mode), and the
  /// command that fixes it; a full disk, where, and how much is left.
  case permission, diskFullWhere
  /// What was done so the person can go on: set aside, or opened read-only.
  case setAside, damagedInPlace, openedReadOnly
  /// The read-only data folder said in the reader's one status row.
  case openedReadOnlyInOneRow
  /// `quran library check`.
  case checkOK, checkDamaged, checkSetAsideFiles
  /// `quran library backups` and `backup`: the library's own copies.
  case backupsNone, backupsHeader, backupLine, backupDaily, backupMigration, backupAfterChanges
  case backupTaken
  /// A backup with no room on the disk.
  case backupNoRoom
  /// `quran library recover`: where the data came back from.
  case recoverSetAside, recoverFromDamaged, recoverFromBackup, recoverCounts, recoverUnreadable
  /// `quran library recover`: the reading log, goal and plans a source held.
  case recoverFound
  /// A recovery that cannot go on, and what to do.
  case recoverUnopenable, recoverNoSources, recoverServer
  /// A backup `quran library recover` did not read, and why.
  case recoverSkippedSinceDamage, recoverSkippedDamaged, recoverSkippedOlder
  /// An `--output` that names one of quran-vi's own files.
  case refusedOurFile
  /// Damaged files kept aside, named at each start until recovered or dismissed.
  case keptAsideReminder, dismissed, dismissedNone, helpDismiss
  /// The `--help` of `quran library` and its subcommands.
  case helpLibrary, helpCheck, helpBackups, helpBackup, helpRecover

  /// This message in Vietnamese and in English, its placeholders `{1}`, `{2}`, … unfilled.
  public var translations: Translations {
    switch self {
    case .damaged:
      Translations(
        vi:
          "Thư viện của bạn tại {1} bị hỏng nên không lưu được gì thêm vào đó. Hãy thoát rồi chạy quran library recover: lệnh này giữ nguyên tệp hỏng và đem lại những gì còn đọc được.",
        en:
          "Your library at {1} is damaged, so nothing more can be saved in it. Quit, then run quran library recover: it keeps the damaged file and brings back what can still be read."
      )
    case .readOnly:
      Translations(
        vi:
          "Thư mục dữ liệu {1} chỉ đọc được nên không lưu được gì (yêu thích, ghi chú, tiến độ). Hãy cho phép ghi (chmod u+w {1}) hoặc chọn thư mục khác bằng --home DIR.",
        en:
          "The data folder {1} is read-only, so nothing can be saved (favorites, notes, progress). Make it writable (chmod u+w {1}) or choose another with --home DIR."
      )
    case .diskFull:
      Translations(
        vi: "Đĩa chứa {1} đã đầy nên chưa lưu được gì. Hãy giải phóng chỗ trống rồi thử lại.",
        en: "The disk that holds {1} is full, so nothing was saved. Free some space and try again."
      )
    case .permission:
      Translations(
        vi:
          "Không đọc/ghi được tệp thư viện {1}: tệp thuộc về {2} (quyền {3}), còn bạn đang chạy với tư cách {4}. Không có gì bị dời đi. Để sửa, chạy: {5}",
        en:
          "Your library file {1} cannot be read or written: it belongs to {2} (mode {3}) and you are running as {4}. Nothing was moved. To fix it, run: {5}"
      )
    case .diskFullWhere:
      Translations(
        vi:
          "Đĩa chứa {1} đã đầy (chỉ còn {2} trống trên {3}) nên thay đổi này chưa được lưu; những gì đã lưu vẫn còn nguyên. Hãy giải phóng chỗ trống trên {3} (du -xsh {3}/* cho biết cái gì chiếm chỗ) rồi thử lại.",
        en:
          "The disk that holds {1} is full ({2} free on {3}), so this change was not saved; everything saved before is kept. Free some space on {3} (du -xsh {3}/* shows what takes it) and try again."
      )
    case .busy:
      Translations(
        vi:
          "Một chương trình khác đang khoá thư viện tại {1} (một lần đồng bộ hoặc trình đọc thứ hai); hãy thử lại sau giây lát.",
        en:
          "Another program holds your library at {1} locked (a sync, or a second reader); try again in a moment."
      )
    case .unusable:
      Translations(
        vi: "Không dùng được thư viện tại {1} ({2}). Chạy quran library check để kiểm tra tệp.",
        en:
          "Your library at {1} could not be used ({2}). Run quran library check to check the file."
      )
    case .setAside:
      Translations(
        vi:
          "Thư viện tại {1} bị hỏng: tệp được giữ nguyên vẹn ở {2} và một thư viện mới đã được tạo. Chạy quran library recover để đem lại những gì còn đọc được (từ tệp đó, rồi từ bản sao lưu mới nhất); máy chủ đồng bộ đem lại phần còn lại ở lần đồng bộ sau.",
        en:
          "Your library at {1} was damaged: the file was kept whole as {2} and a new library was started. Run quran library recover to bring back what can be read (from that file, then from the newest backup); your sync server brings back the rest at the next sync."
      )
    case .damagedInPlace:
      Translations(
        vi:
          "Thư viện tại {1} bị hỏng và không dời đi được; bạn vẫn đọc Quran được nhưng chưa lưu được gì. Chạy quran library recover khi thư mục ghi được.",
        en:
          "Your library at {1} is damaged and could not be moved aside; the Quran reads, but nothing can be saved. Run quran library recover once the folder can be written."
      )
    case .openedReadOnlyInOneRow:
      Translations(
        vi: "Chỉ đọc: thư mục dữ liệu không ghi được, thay đổi sẽ không được lưu.",
        en: "Read-only: the data folder cannot be written, so changes are not saved.")
    case .openedReadOnly:
      Translations(
        vi:
          "Thư mục dữ liệu {1} chỉ đọc được: đọc, tìm và xuất vẫn dùng được, nhưng thay đổi không lưu được.",
        en:
          "The data folder {1} is read-only: reading, search and export work, but changes cannot be saved."
      )
    case .checkOK:
      Translations(
        vi: "Thư viện tại {1} nguyên vẹn: {2} ghi chú, {3} câu yêu thích.",
        en: "Your library at {1} is whole: {2} {2:note|notes}, {3} favorite {3:ayah|ayahs}.")
    case .checkDamaged:
      Translations(
        vi:
          "Thư viện tại {1} bị hỏng ({2}). Chạy quran library recover: tệp hỏng được giữ lại và những gì còn đọc được sẽ trở về.",
        en:
          "Your library at {1} is damaged ({2}). Run quran library recover: the damaged file is kept and what can still be read comes back."
      )
    case .checkSetAsideFiles:
      Translations(
        vi: "Tệp hỏng đã được giữ lại: {1}. quran library recover đem lại những gì còn đọc được.",
        en: "Damaged files kept aside: {1}. quran library recover brings back what can be read.")
    case .backupsNone:
      Translations(
        vi: "Chưa có bản sao lưu nào trong {1}; trình đọc tạo một bản mỗi ngày khi được dùng.",
        en: "There are no backups in {1} yet; the reader takes one a day while it is used.")
    case .backupsHeader:
      Translations(
        vi: "Bản sao lưu trong {1}, mới nhất trước:", en: "Backups in {1}, newest first:")
    case .backupLine:
      Translations(vi: "{1}  {2}  {3} KB  tệp {4}", en: "{1}  {2}  {3} KB  file {4}")
    case .backupDaily: Translations(vi: "hằng ngày", en: "daily")
    case .backupMigration: Translations(vi: "trước khi nâng cấp", en: "before an upgrade")
    case .backupAfterChanges: Translations(vi: "sau các thay đổi", en: "after changes")
    case .backupTaken: Translations(vi: "Đã sao lưu vào {1}.", en: "Backed up to {1}.")
    case .backupNoRoom:
      Translations(
        vi: "Không sao lưu: đĩa chứa {1} gần đầy. Hãy giải phóng chỗ trống.",
        en: "No backup was taken: the disk that holds {1} is nearly full. Free some space.")
    case .recoverSetAside:
      Translations(
        vi: "Thư viện đang dùng bị hỏng: đã giữ nguyên nó ở {1} và bắt đầu thư viện mới.",
        en: "The library in use was damaged: it was kept whole as {1} and a new one started.")
    case .recoverFromDamaged:
      Translations(vi: "Từ tệp hỏng {1}:", en: "From the damaged file {1}:")
    case .recoverFromBackup:
      Translations(vi: "Từ bản sao lưu {1}:", en: "From the backup {1}:")
    case .recoverCounts:
      Translations(
        vi:
          "  trở về: {1} ghi chú, {2} câu yêu thích, {3} chương đã đọc, {4} lần chấm học thuộc, {5} cài đặt ({6} đã có sẵn)",
        en:
          "  brought back: {1} notes, {2} favorites, {3} surahs' progress, {4} memorizing grades, {5} settings ({6} were already here)"
      )
    case .recoverFound:
      Translations(
        vi:
          "  cũng đọc được: {1} ngày trong nhật ký đọc, {2} kế hoạch đọc, {3} mục tiêu đọc, {4} kế hoạch học thuộc (mục tiêu và kế hoạch được lấy nếu ở đây chưa có)",
        en:
          "  also read: {1} {1:day|days} of the reading log, {2} reading {2:plan|plans}, {3} reading {3:goal|goals}, {4} memorizing {4:plan|plans} (a goal or plan is taken where none is set here)"
      )
    case .recoverUnreadable:
      Translations(
        vi:
          "  {1} trong {2} trang của tệp không đọc được (hỏng hoặc bị mất): những gì trên đó chỉ trở về được từ một bản sao lưu hoặc từ máy chủ",
        en:
          "  {1} of the file's {2} pages could not be read (damaged or missing): what they held can only come back from a backup or the server"
      )
    case .recoverUnopenable:
      Translations(
        vi: "  không phải cơ sở dữ liệu đọc được; không đem lại được gì",
        en: "  not a readable database; nothing could be brought back")
    case .recoverSkippedSinceDamage:
      Translations(
        vi:
          "Bỏ qua bản sao lưu {1}: nó được tạo sau khi tệp hỏng được giữ lại, nên chỉ chứa thư viện mới.",
        en:
          "Skipped the backup {1}: it was taken after the damaged file was kept aside, so it holds only the new library."
      )
    case .recoverSkippedDamaged:
      Translations(
        vi: "Bỏ qua bản sao lưu {1}: chính nó cũng bị hỏng.",
        en: "Skipped the backup {1}: it is damaged itself.")
    case .recoverSkippedOlder:
      Translations(
        vi: "Bỏ qua bản sao lưu {1}: nó cũ hơn bản {2} vừa được đọc.",
        en: "Skipped the backup {1}: it is older than {2}, which was read.")
    case .recoverNoSources:
      Translations(
        vi: "Không có tệp hỏng hay bản sao lưu nào để lấy lại trong {1}.",
        en: "There is no damaged file or backup to recover from in {1}.")
    case .refusedOurFile:
      Translations(
        vi:
          "Không ghi: {1} là một tệp của chính quran-vi (thư viện, bản sao lưu, bản nháp hoặc văn bản Quran) và sẽ bị ghi đè. Hãy chọn tệp khác cho --output.",
        en:
          "Nothing was written: {1} is one of quran-vi's own files (the library, its backups, drafts or the Quran text) and would be overwritten. Choose another file for --output."
      )
    case .keptAsideReminder:
      Translations(
        vi:
          "Tệp thư viện hỏng vẫn đang được giữ lại: {1}. Chạy quran library recover để đem lại những gì còn đọc được, hoặc quran library dismiss nếu không cần nữa.",
        en:
          "A damaged library file is still kept aside: {1}. Run quran library recover to bring back what can be read, or quran library dismiss if it is not needed."
      )
    case .dismissed:
      Translations(
        vi: "Sẽ không nhắc nữa về {1}; tệp vẫn được giữ nguyên (không xoá gì).",
        en: "No more reminders about {1}; the file is still kept as it is (nothing was deleted).")
    case .dismissedNone:
      Translations(
        vi: "Không có tệp hỏng nào đang chờ trong {1}.",
        en: "There is no damaged file waiting in {1}.")
    case .helpDismiss:
      Translations(
        vi:
          "Thôi nhắc về các tệp hỏng đã được giữ lại (tệp vẫn còn; quran library recover vẫn đọc chúng).",
        en:
          "Stops the reminders about the damaged files kept aside (the files stay; quran library recover still reads them)."
      )
    case .helpLibrary:
      Translations(
        vi: "Kiểm tra, sao lưu và khôi phục thư viện của bạn (yêu thích, ghi chú, tiến độ).",
        en: "Check, back up and recover your library (favorites, notes, progress).")
    case .helpCheck:
      Translations(
        vi: "Kiểm tra toàn bộ tệp thư viện (mã thoát 1 nếu hỏng).",
        en: "Checks the library file whole (exit status 1 when it is damaged).")
    case .helpBackups:
      Translations(
        vi: "Liệt kê các bản sao lưu của thư viện (7 ngày, 4 tuần, trước mỗi lần nâng cấp).",
        en: "Lists the library's backups (7 days, 4 weeks, before each upgrade).")
    case .helpBackup:
      Translations(
        vi: "Sao lưu thư viện ngay (bản sao lưu của hôm nay).",
        en: "Backs the library up now (today's backup).")
    case .helpRecover:
      Translations(
        vi:
          "Đem lại mọi thứ còn đọc được từ các tệp hỏng đã được giữ lại, rồi từ bản sao lưu tốt mới nhất; không xoá gì.",
        en:
          "Brings back everything readable from the damaged files kept aside, then from the newest good backup; deletes nothing."
      )
    case .recoverServer:
      Translations(
        vi:
          "Không có gì bị xoá. Nếu bạn đã đăng nhập, lần đồng bộ sau đem lại mọi thứ máy chủ còn giữ.",
        en:
          "Nothing was deleted. If you are signed in, the next sync brings back everything the server holds."
      )
    }
  }
}
