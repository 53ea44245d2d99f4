/// Sync in words: the reader's status bar, `quran login`, `logout`, `status`, `sync` and
/// `account delete`, and their `--help`.
public enum SyncText: Catalogue {
  /// What the sync is doing, in the status bar.
  case syncing, synced, syncedWaiting, offline, signInNeeded, failed
  /// `quran logout`.
  case notSignedIn, signedOut, wasNotSignedIn, signedOutOf, serverNotToldOfSignOut
  /// `quran status`: the account, the last sync, what waits, the last error.
  case statusSignedIn, statusSignedOut, statusSignInEnded, statusWhere, statusNotSignedIn, lastSync,
    never,
    changesWaiting, keptHere, lastError, lastErrorAt, noError
  /// `quran login`: the server, the token, the browser and the first sync.
  case nameTheServer, giveTheToken, environmentUnknown, answeredWithoutSignIn, tokenRefused,
    unreachable, noSignInAddress, tokenNotAccepted, signedInAs, firstSync, firstSyncFailed,
    openAddress, waitingForSignIn, noSignInArrived
  /// `quran sync` and `sync --watch`.
  case syncedWith, movedFromFormerZone, resentAfterRestore, waitingTail, watchSynced, watchOffline,
    watching,
    stoppedSignIn, stoppedWatching, changeRefused
  /// The conflict copies a sync made of this device's texts, after it ends.
  case copiesMade
  /// `quran account delete`.
  case deleteQuestion, nothingDeleted, noAccountDeletion, deletedAccount
  /// What Apple's iCloud does not allow.
  case helpICloud, helpCallback, appleHasNoAccountDeletion, deletedRecordsOnApple
  /// The `--help` of `quran login`, `logout`, `status`, `sync` and `account`.
  case helpLogin, helpLoginDiscussion, helpServer, helpAPIToken, helpContainer, helpEnvironment,
    helpNoBrowser, helpLogout, helpStatus, helpSync, helpSyncDiscussion, helpWatch, helpFull,
    helpAccount,
    helpDelete, helpYes

  /// This message in Vietnamese and in English, its placeholders `{1}`, `{2}`, … unfilled.
  public var translations: Translations {
    switch self {
    case .syncing: Translations(vi: "↻ đang đồng bộ", en: "↻ syncing")
    case .synced: Translations(vi: "✓ đã đồng bộ {1}", en: "✓ synced {1}")
    case .syncedWaiting:
      Translations(vi: "✓ đã đồng bộ {1} · {2} chờ gửi", en: "✓ synced {1} · {2} waiting")
    case .offline: Translations(vi: "ngoại tuyến — {1} chờ gửi", en: "offline — {1} waiting")
    case .signInNeeded:
      Translations(vi: "cần đăng nhập: quran login", en: "sign-in needed: quran login")
    case .failed: Translations(vi: "lỗi đồng bộ: quran status", en: "sync error: quran status")
    case .notSignedIn:
      Translations(
        vi:
          "Bạn chưa đăng nhập máy chủ đồng bộ: hãy chạy quran login --server URL --api-token HEX trước.",
        en:
          "You are not signed in to a record server: run quran login --server URL --api-token HEX first."
      )
    case .signedOut:
      Translations(
        vi:
          "Bạn đã đăng xuất khỏi {1}: hãy chạy quran login để đăng nhập lại; {2} thay đổi đang chờ vẫn được giữ.",
        en:
          "You are signed out of {1}: run quran login to sign in again; what waits to be sent ({2} {2:change|changes}) is kept."
      )
    case .wasNotSignedIn: Translations(vi: "Bạn chưa đăng nhập.", en: "You were not signed in.")
    case .signedOutOf:
      Translations(
        vi: "Đã đăng xuất khỏi {1}. {2} thay đổi chờ lần quran login kế tiếp.",
        en: "Signed out of {1}. Changes waiting for the next quran login: {2}.")
    case .serverNotToldOfSignOut:
      Translations(
        vi:
          "Không báo được cho máy chủ {1} ({2}); phiên đăng nhập ở đó sẽ tự hết hạn khi lâu không dùng, hoặc người quản trị có thể kết thúc nó ngay (quran-records user signout).",
        en:
          "The server {1} could not be told ({2}); the sign-in there ends by itself once unused for long, or its operator can end it now (quran-records user signout)."
      )
    case .statusSignedIn: Translations(vi: "Đã đăng nhập với tên {1}", en: "Signed in as {1}")
    case .statusSignedOut:
      Translations(vi: "Đã đăng xuất (trước là {1})", en: "Signed out (was {1})")
    case .statusSignInEnded:
      Translations(
        vi: "Phiên đăng nhập của {1} đã bị máy chủ kết thúc",
        en: "Sign-in of {1} ended by the server")
    case .statusWhere:
      Translations(vi: "{1} tại {2}, container {3} ({4}).", en: "{1} at {2}, container {3} ({4}).")
    case .statusNotSignedIn:
      Translations(
        vi: "Chưa đăng nhập: quran login --server URL --api-token HEX để đồng bộ với máy chủ.",
        en: "Not signed in: quran login --server URL --api-token HEX syncs with a record server.")
    case .lastSync: Translations(vi: "Lần đồng bộ gần nhất: {1}.", en: "Last sync: {1}.")
    case .never: Translations(vi: "chưa bao giờ", en: "never")
    case .changesWaiting: Translations(vi: "Thay đổi chờ gửi: {1}.", en: "Changes waiting: {1}.")
    case .keptHere:
      Translations(
        vi: "Chỉ giữ trên máy này (container không có loại bản ghi này): {1}.",
        en: "Kept on this computer only (the container has no such record type): {1}.")
    case .lastError: Translations(vi: "Lỗi gần nhất: {1}.", en: "Last error: {1}.")
    case .lastErrorAt:
      Translations(vi: "Lỗi gần nhất, lúc {1}: {2}", en: "Last error, at {1}: {2}")
    case .noError: Translations(vi: "không có", en: "none")
    case .nameTheServer:
      Translations(
        vi: "Hãy nêu máy chủ đồng bộ: quran login --server http://HOST:PORT --api-token HEX.",
        en: "Name the record server: quran login --server http://HOST:PORT --api-token HEX.")
    case .giveTheToken:
      Translations(
        vi:
          "Hãy đưa API token của container: --api-token HEX (người quản lý máy chủ lấy nó bằng quran-records api-token).",
        en:
          "Give the container's API token: --api-token HEX (the server's operator gets it with quran-records api-token)."
      )
    case .environmentUnknown:
      Translations(
        vi: "Môi trường là development hoặc production, không phải {1}.",
        en: "The environment is development or production, not {1}.")
    case .answeredWithoutSignIn:
      Translations(
        vi:
          "Máy chủ trả lời với tên {1} mà không cần đăng nhập; đây không phải máy chủ đồng bộ mà trình đọc này dùng được.",
        en:
          "The server answered as {1} without a sign-in; it is not a record server this reader can use."
      )
    case .tokenRefused:
      Translations(
        vi: "Máy chủ từ chối API token ({1}); hãy kiểm tra --api-token và --container.",
        en: "The server refused the API token ({1}); check --api-token and --container.")
    case .unreachable:
      Translations(
        vi:
          "Không kết nối được máy chủ đồng bộ tại {1} ({2}); hãy kiểm tra --server và máy chủ có đang chạy không.",
        en:
          "Could not reach the record server at {1} ({2}); check --server and that the server runs."
      )
    case .noSignInAddress:
      Translations(
        vi: "Máy chủ yêu cầu đăng nhập nhưng không đưa địa chỉ đăng nhập.",
        en: "The server asked for a sign-in but gave no sign-in address.")
    case .tokenNotAccepted:
      Translations(
        vi: "Máy chủ không chấp nhận token đó ({1}); hãy chạy lại quran login.",
        en: "The server did not accept that token ({1}); run quran login again.")
    case .signedInAs:
      Translations(vi: "Đã đăng nhập với tên {1} tại {2}.", en: "Signed in as {1} at {2}.")
    case .firstSync:
      Translations(
        vi: "Đã đồng bộ: nhận {1}, gửi {2}; {3} chờ gửi.",
        en: "Synced: {1} received, {2} sent; {3} waiting.")
    case .firstSyncFailed:
      Translations(
        vi: "Lần đồng bộ đầu chưa xong ({1}); quran sync sẽ thử lại.",
        en: "The first sync did not finish ({1}); quran sync tries again.")
    case .openAddress:
      Translations(
        vi: "Mở địa chỉ này trong trình duyệt và đăng nhập:\n\n  {1}\n",
        en: "Open this address in a browser and sign in:\n\n  {1}\n")
    case .waitingForSignIn:
      Translations(
        vi:
          "Đang chờ đăng nhập… Nếu trình duyệt ở trên thiết bị khác, hãy dán vào đây token mà trang hiện (đánh dấu ô “thiết bị khác” trước khi đăng nhập) hoặc cả địa chỉ mà trình duyệt dừng lại (http://127.0.0.1:…/callback?…, không mở được ở đó), rồi nhấn Enter; những gì bạn dán sẽ không hiện lên.",
        en:
          "Waiting for the sign-in… If the browser is on another device, paste here the token the page shows (tick “another device” before signing in) or the whole address the browser ends on (http://127.0.0.1:…/callback?…, which does not open there), then Enter; what you paste is not shown."
      )
    case .noSignInArrived:
      Translations(
        vi: "Không có lượt đăng nhập nào trong 10 phút; hãy chạy lại quran login.",
        en: "No sign-in arrived within 10 minutes; run quran login again.")
    case .copiesMade:
      Translations(
        vi:
          "Thiết bị khác đã sửa ghi chú câu {1} trong lúc đó: văn bản của bạn được giữ bên cạnh, thành ghi chú bắt đầu bằng “{2}”.",
        en:
          "Another device changed the note on {1} meanwhile: your text is kept beside it, as a note beginning “{2}”."
      )
    case .syncedWith:
      Translations(
        vi: "Đã đồng bộ với {1}: nhận {2}, gửi {3}", en: "Synced with {1}: {2} received, {3} sent")
    case .movedFromFormerZone:
      Translations(
        vi: ", chuyển {1} từ vùng QuranZone cũ sang chỗ của ứng dụng iPhone",
        en: ", {1} moved from the old QuranZone to where the iPhone app keeps them")
    case .resentAfterRestore:
      Translations(
        vi:
          " Máy chủ đã được khôi phục từ một bản sao cũ hơn: những gì nó thiếu đã được gửi lại ({1}), không gì bị xoá ở đây.",
        en:
          " The server was restored from an earlier copy: what it lacked was sent again ({1}), and nothing was deleted here."
      )
    case .waitingTail: Translations(vi: "; {1} chờ gửi.", en: "; {1} waiting.")
    case .watchSynced:
      Translations(
        vi: "{1} đã đồng bộ: nhận {2}; {3} chờ gửi.", en: "{1} synced: {2} received; {3} waiting.")
    case .watchOffline:
      Translations(vi: "{1} ngoại tuyến, {2} chờ gửi: {3}", en: "{1} offline, {2} waiting: {3}")
    case .watching:
      Translations(
        vi: "Đang theo dõi thay đổi (Ctrl-C để dừng).", en: "Watching for changes (Ctrl-C to stop)."
      )
    case .stoppedSignIn:
      Translations(
        vi: "Đã dừng: máy chủ đồng bộ cần bạn đăng nhập lại (quran login).",
        en: "Stopped: the record server needs you to sign in again (quran login).")
    case .stoppedWatching:
      Translations(
        vi: "Đã ngừng theo dõi; mọi thứ đã đồng bộ vẫn được giữ.",
        en: "Stopped watching; everything synced is kept.")
    case .changeRefused:
      Translations(
        vi: "Máy chủ đồng bộ từ chối một thay đổi ({1}: {2}); thay đổi ấy vẫn chờ gửi.",
        en: "The record server refused a change ({1}: {2}); it stays queued.")
    case .deleteQuestion:
      Translations(
        vi:
          "Thao tác này xóa tài khoản {1} trên {2} cùng mọi câu yêu thích, ghi chú, tiến độ đọc và cài đặt lưu ở đó; các thiết bị khác mất phiên đăng nhập, và mỗi thiết bị vẫn giữ dữ liệu của mình. Gõ {1} để xác nhận: ",
        en:
          "This deletes the account {1} on {2} with every favorite, note, progress and setting kept there; other devices lose their sign-in, and each device keeps its own data. Type {1} to confirm: "
      )
    case .nothingDeleted:
      Translations(
        vi: "Chưa xóa gì: tên vừa gõ không phải {1}.",
        en: "Nothing was deleted: the name typed was not {1}.")
    case .noAccountDeletion:
      Translations(
        vi:
          "Máy chủ đồng bộ này không hỗ trợ xóa tài khoản ({1}); hãy nhờ người quản lý chạy quran-records user delete.",
        en:
          "This record server offers no account deletion ({1}); ask its operator to run quran-records user delete."
      )
    case .deletedAccount:
      Translations(
        vi: "Đã xóa tài khoản {1} và các bản ghi trên {2}; thiết bị này vẫn giữ dữ liệu của mình.",
        en: "Deleted {1}'s account and records on {2}; this device keeps its data.")
    case .helpICloud:
      Translations(
        vi:
          "Đăng nhập iCloud của Apple (CloudKit): máy chủ https://api.apple-cloudkit.com, container của ứng dụng iPhone, môi trường production.",
        en:
          "Sign in to Apple's iCloud (CloudKit): https://api.apple-cloudkit.com, the iPhone app's container, the production environment."
      )
    case .helpCallback:
      Translations(
        vi:
          "Địa chỉ gọi lại đăng nhập đã đặt cho API token, trên máy này (http://127.0.0.1:CỔNG/ĐƯỜNG-DẪN): lệnh lắng nghe ở đó.",
        en:
          "The sign-in callback set on the API token, on this computer (http://127.0.0.1:PORT/PATH): the login listens there."
      )
    case .appleHasNoAccountDeletion:
      Translations(
        vi:
          "iCloud của Apple không có thao tác xóa tài khoản (tài khoản Apple được quản lý ở appleid.apple.com). Thay vào đó, lệnh này có thể xóa khỏi iCloud mọi câu yêu thích, ghi chú và tiến độ đọc của {1} (các loại bản ghi của ứng dụng iPhone, cả những bản ghi điện thoại đã ghi) rồi đăng xuất máy này; máy này vẫn giữ dữ liệu của mình. Gõ {1} để xác nhận: ",
        en:
          "Apple's iCloud has no operation to delete an account (Apple accounts are managed at appleid.apple.com). Instead, this can delete from iCloud every favorite, note and reading progress of {1} (the iPhone app's record types, the phone's records included) and sign this computer out; this computer keeps its data. Type {1} to confirm: "
      )
    case .deletedRecordsOnApple:
      Translations(
        vi: "Đã xóa {1} bản ghi khỏi iCloud và đăng xuất; máy này vẫn giữ dữ liệu của mình.",
        en:
          "Deleted {1} {1:record|records} from iCloud and signed out; this computer keeps its data."
      )
    case .helpLogin:
      Translations(
        vi: "Đăng nhập máy chủ đồng bộ để đồng bộ giữa các thiết bị.",
        en: "Sign in to a record server to sync between devices.")
    case .helpLoginDiscussion:
      Translations(
        vi: """
          In địa chỉ đăng nhập (và mở trình duyệt nếu có). Sau khi bạn đăng
          nhập, trang trả token về cho lệnh này; hoặc dán token mà trang hiện
          vào đây.
          """,
        en: """
          Prints the sign-in address (and opens a browser when one is there). After you sign in,
          the page hands the token back to this command; or paste the token it shows here.
          """)
    case .helpServer:
      Translations(
        vi: "Máy chủ đồng bộ, ví dụ http://192.168.1.5:8585.",
        en: "The record server, e.g. http://192.168.1.5:8585.")
    case .helpAPIToken:
      Translations(
        vi: "API token của container (quran-records api-token in ra nó).",
        en: "The container's API token (quran-records api-token prints it).")
    case .helpContainer: Translations(vi: "Container.", en: "The container.")
    case .helpEnvironment:
      Translations(vi: "development hoặc production.", en: "development or production.")
    case .helpNoBrowser:
      Translations(
        vi: "Không mở trình duyệt; chỉ in địa chỉ.",
        en: "Do not open a browser; only print the address.")
    case .helpLogout:
      Translations(
        vi:
          "Kết thúc phiên đăng nhập máy chủ đồng bộ, cả trên máy chủ (các thay đổi chờ đồng bộ vẫn được giữ).",
        en:
          "End the sign-in to the record server, there too (changes waiting to sync are kept).")
    case .helpStatus:
      Translations(
        vi: "Xem tài khoản đồng bộ, lần đồng bộ gần nhất và những gì đang chờ.",
        en: "Show the sync account, the last sync and what waits.")
    case .helpSync:
      Translations(
        vi: "Đồng bộ yêu thích, ghi chú, tiến độ đọc và cài đặt với máy chủ.",
        en: "Sync favorites, notes, progress and settings with the server.")
    case .helpSyncDiscussion:
      Translations(
        vi: """
          Mặc định chạy một lần; với --watch lệnh ở lại, nhận thay đổi của các
          thiết bị khác khi chúng đến và gửi thay đổi của bạn khi bạn tạo ra,
          đến khi Ctrl-C. Mỗi lần chỉ hỏi những gì đã đổi; mục bị xóa ở nơi khác
          được thấy khi đọc toàn bộ máy chủ, mỗi giờ một lần hoặc với --full.
          """,
        en: """
          Once by default; with --watch it stays, applies other devices' changes as they come and
          sends yours as you make them, until Ctrl-C. Each time it asks only for what changed;
          what was deleted elsewhere is found by reading the whole server, once an hour or
          with --full.
          """)
    case .helpWatch:
      Translations(
        vi: "Ở lại và tiếp tục đồng bộ đến khi Ctrl-C.", en: "Stay and keep syncing until Ctrl-C.")
    case .helpFull:
      Translations(
        vi: "Đọc toàn bộ máy chủ ngay (để thấy cả những gì đã bị xóa ở nơi khác).",
        en: "Read the whole server now (to find what was deleted elsewhere too).")
    case .helpAccount:
      Translations(
        vi: "Quản lý tài khoản máy chủ đồng bộ.", en: "Manage the record server account.")
    case .helpDelete:
      Translations(
        vi: "Xóa tài khoản và mọi bản ghi của nó trên máy chủ (thiết bị này vẫn giữ dữ liệu).",
        en: "Delete your account and all its records from the server (this device keeps its data).")
    case .helpYes: Translations(vi: "Không hỏi; xóa luôn.", en: "Do not ask; delete.")
    }
  }
}
