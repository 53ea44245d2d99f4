/// The Quran text on this computer: `quran data fetch|status|verify`, the download's
/// progress and its errors, and their `--help`.
public enum DataText: Catalogue {
  /// `quran data status`: where the text is, its source, translators and rights.
  case alreadyHere, fetched, textAt, textMissing, pinnedSource, translationBy, arabicSource,
    rights, corpusAt, corpusNotBuilt
  /// Whether the corpus was built from the files on this computer.
  case builtFromThese, builtFromOthers, notBuiltYet, notPublishedOne, notPublishedMany
  /// `quran data verify`: each file against its pin.
  case verified, missing, wrongSize, wrongDigest
  /// `quran data fetch`: its progress and the source of the divisions.
  case notAMirror, done, secondsLeft, divisionsSource
  /// `quran data fetch`: the optional look-alikes could not be fetched, the text could.
  case lookAlikesNotFetched
  /// Why a fetch failed, and what to do.
  case unreachable, notFound, status, cutShort, mismatch, cannotWrite
  /// How the text's folder was found: fetched, the development checkout, the fetched copy
  /// where it was looked for.
  case originFetched, originDevelopment, originFetchedCopy
  /// The `--help` of `quran data` and its subcommands.
  case helpData, helpFetch, helpFetchDiscussion, helpFrom, helpStatus, helpVerify

  /// This message in Vietnamese and in English, its placeholders `{1}`, `{2}`, … unfilled.
  public var translations: Translations {
    switch self {
    case .alreadyHere:
      Translations(
        vi: "Văn bản Quran đã có sẵn và đã được kiểm tra: {1}.",
        en: "The Quran text was already here and verified: {1}.")
    case .fetched:
      Translations(
        vi: "Đã tải và kiểm tra văn bản Quran vào {1}.",
        en: "Fetched and verified the Quran text into {1}.")
    case .textAt: Translations(vi: "Văn bản Quran: {1} ({2})", en: "Quran text: {1} ({2})")
    case .textMissing:
      Translations(
        vi: "Văn bản Quran: chưa có trên máy này; quran data fetch sẽ tải về (13 MB).",
        en: "Quran text: not on this computer; quran data fetch downloads it (13 MB).")
    case .pinnedSource:
      Translations(
        vi: "Nguồn cố định: github.com/{1} tại {2}", en: "Pinned source: github.com/{1} at {2}")
    case .translationBy: Translations(vi: "    bản dịch: {1}", en: "    translation: {1}")
    case .arabicSource:
      Translations(
        vi:
          "  Tiếng Ả Rập: văn bản Uthmani Hafs của King Fahd Complex for the Printing of the Holy Quran",
        en:
          "  Arabic: Uthmani Hafs text of the King Fahd Complex for the Printing of the Holy Quran")
    case .divisionsSource:
      Translations(
        vi:
          "Ranh giới juz, hizb và trang mushaf Madani: Tanzil quran-data (tanzil.net, CC BY 3.0).",
        en:
          "Juz, hizb and Madani mushaf page boundaries: Tanzil quran-data (tanzil.net, CC BY 3.0).")
    case .rights:
      Translations(
        vi: "Các bản dịch thuộc về người dịch và nhà xuất bản; quran-vi hiển thị nguyên vẹn.",
        en:
          "The translations belong to their translators and publishers; quran-vi shows them unchanged."
      )
    case .corpusAt: Translations(vi: "Văn bản đã chuẩn bị: {1}", en: "Corpus: {1}")
    case .corpusNotBuilt:
      Translations(
        vi: " (chưa chuẩn bị: sẽ được chuẩn bị khi dùng lần đầu)",
        en: " (not built yet: it is prepared on first use)")
    case .builtFromThese:
      Translations(vi: "{1}: được chuẩn bị từ các tệp này.", en: "{1}: built from these files.")
    case .builtFromOthers:
      Translations(
        vi: "{1}: được chuẩn bị từ các tệp khác; lần mở sau sẽ chuẩn bị lại.",
        en: "{1}: built from other files; the next start rebuilds it.")
    case .notBuiltYet:
      Translations(
        vi: "{1}: chưa chuẩn bị; lần mở sau sẽ chuẩn bị.",
        en: "{1}: not built yet; the next start prepares it.")
    case .notPublishedOne:
      Translations(
        vi: "{1} không phải văn bản đã công bố; quran data fetch tải một bản đã kiểm tra.",
        en: "{1} is not the published text; quran data fetch gets a verified copy.")
    case .notPublishedMany:
      Translations(
        vi: "{1} và {2} không phải văn bản đã công bố; quran data fetch tải một bản đã kiểm tra.",
        en: "{1} and {2} are not the published text; quran data fetch gets a verified copy.")
    case .verified:
      Translations(vi: "{1} byte, sha256 {2} (đã kiểm tra)", en: "{1} bytes, sha256 {2} (verified)")
    case .missing: Translations(vi: "không có", en: "missing")
    case .wrongSize:
      Translations(
        vi: "{1} byte, cần {2}: KHÔNG phải tệp đã công bố",
        en: "{1} bytes, expected {2}: NOT the published file")
    case .wrongDigest:
      Translations(
        vi: "sha256 {1}, cần {2}: KHÔNG phải tệp đã công bố",
        en: "sha256 {1}, expected {2}: NOT the published file")
    case .notAMirror:
      Translations(
        vi:
          "{1} không phải địa chỉ bản sao: hãy đưa một URL http:// hoặc https:// có thư mục chứa vi-rwwad.json và vi-hassan.json.",
        en:
          "{1} is not a mirror's address: give an http:// or https:// URL whose folder holds vi-rwwad.json and vi-hassan.json."
      )
    case .originFetched:
      Translations(vi: "tải bằng quran data fetch", en: "fetched by quran data fetch")
    case .originDevelopment:
      Translations(vi: "bản phát triển", en: "the development checkout")
    case .originFetchedCopy: Translations(vi: "bản đã tải", en: "the fetched copy")
    case .lookAlikesNotFetched:
      Translations(
        vi:
          "Chưa tải được danh sách các câu dễ nhầm khi học thuộc ({1}): {2} Văn bản Quran đã đủ và đã được kiểm tra; học thuộc vẫn dùng được khi thiếu danh sách này, và quran data fetch sẽ tải nó khi chạy lại.",
        en:
          "The look-alikes for memorizing ({1}) were not fetched: {2} The Quran text is whole and verified; memorizing works without them, and quran data fetch fetches them when run again."
      )
    case .done: Translations(vi: "xong", en: "done")
    case .secondsLeft: Translations(vi: "còn {1} giây", en: "{1} s left")
    case .unreachable:
      Translations(
        vi:
          "Không tải được văn bản Quran từ {1} ({2}). Hãy kiểm tra kết nối internet (và https_proxy, nếu dùng proxy), rồi chạy lại quran data fetch, hoặc tải từ một bản sao bằng --from URL.",
        en:
          "Could not download the Quran text from {1} ({2}). Check the internet connection (and https_proxy, behind a proxy), then run quran data fetch again, or fetch from a mirror with --from URL."
      )
    case .notFound:
      Translations(
        vi:
          "Tệp này không có ở {1} (HTTP 404). Hãy kiểm tra địa chỉ bản sao (--from hoặc QURAN_VI_TEXT_URL), hoặc bỏ nó đi để tải từ các nguồn cố định.",
        en:
          "The file is not at {1} (HTTP 404). Check the mirror's address (--from or QURAN_VI_TEXT_URL), or leave it out to fetch from the pinned sources."
      )
    case .status:
      Translations(
        vi:
          "Máy chủ trả lời HTTP {1} cho {2}. Hãy thử lại sau, hoặc tải từ một bản sao bằng --from URL.",
        en:
          "The server answered HTTP {1} for {2}. Try again later, or fetch from a mirror with --from URL."
      )
    case .cutShort:
      Translations(
        vi:
          "Việc tải {1} dừng ở {2} trên {3} ({4}). Hãy chạy lại quran data fetch: nó sẽ tải tiếp từ chỗ đã dừng.",
        en:
          "The download of {1} stopped at {2} of {3} ({4}). Run quran data fetch again: it goes on where it stopped."
      )
    case .mismatch:
      Translations(
        vi:
          "{1} từ {2} không phải văn bản đã công bố: SHA-256 của nó là {3}…, không phải {4}…. Tệp đã bị xóa và không giữ lại gì; hãy tải lại, hoặc từ một bản sao khác.",
        en:
          "{1} from {2} is not the published text: its SHA-256 is {3}…, not {4}…. It was removed and nothing was kept; fetch again, or from another mirror."
      )
    case .cannotWrite:
      Translations(
        vi:
          "Không thể lưu văn bản Quran vào {1} ({2}). Hãy giải phóng dung lượng hoặc cho phép ghi vào thư mục, hoặc chọn thư mục dữ liệu khác bằng --home DIR hay QURAN_VI_HOME.",
        en:
          "The Quran text cannot be kept in {1} ({2}). Free some space or make the folder writable, or choose another data folder with --home DIR or QURAN_VI_HOME."
      )
    case .helpData:
      Translations(
        vi: "Tải, kiểm tra và mô tả văn bản Quran trên máy này.",
        en: "Fetch, check and describe the Quran text on this computer.")
    case .helpFetch:
      Translations(
        vi: "Tải văn bản Quran, chú thích và tafsir (13 MB) từ các kho cố định, có kiểm tra.",
        en:
          "Download the Quran text, its footnotes and the tafsir (13 MB) from their pinned repositories, verified."
      )
    case .helpFetchDiscussion:
      Translations(
        vi: """
          Tải vi-rwwad.json và vi-hassan.json từ {1}
          tại commit {2}, kiểm tra từng tệp với kích thước và SHA-256 cố định,
          chỉ giữ chúng trong text/ của thư mục dữ liệu khi đầy đủ và đúng, rồi
          chuẩn bị văn bản. Chú thích (vietnamese_rwwad-1.0.7.json, QuranEnc 1.0.7) và
          tafsir (vi-mokhtasar-islamhouse.md) được tải cùng, mỗi tệp từ commit cố định
          của kho chứa nó. Lần tải bị ngắt sẽ tiếp tục từ chỗ dừng ở lần sau.
          https_proxy được tôn trọng.
          """,
        en: """
          Downloads vi-rwwad.json and vi-hassan.json from {1} at commit {2}, checks each
          against its pinned size and SHA-256, keeps them in the data folder's text/ only when
          whole and verified, then prepares the corpus. The footnotes
          (vietnamese_rwwad-1.0.7.json, QuranEnc 1.0.7) and the tafsir
          (vi-mokhtasar-islamhouse.md) come with them, each from its own repository's pinned
          commit. A download cut short goes on where it
          stopped the next time. https_proxy is honoured.
          """)
    case .helpFrom:
      Translations(
        vi:
          "Một bản sao: BASE_URL/vi-rwwad.json và BASE_URL/vi-hassan.json (hoặc $QURAN_VI_TEXT_URL).",
        en:
          "A mirror: BASE_URL/vi-rwwad.json and BASE_URL/vi-hassan.json (also $QURAN_VI_TEXT_URL)."
      )
    case .helpStatus:
      Translations(
        vi: "Văn bản Quran ở đâu, nguồn, kích thước, mã kiểm tra và người dịch.",
        en: "Where the Quran text is, its source, sizes, checksums and translators.")
    case .helpVerify:
      Translations(
        vi: "Kiểm tra các tệp văn bản và văn bản đã chuẩn bị với mã kiểm tra cố định.",
        en: "Check the text files and the corpus against the pinned checksums.")
    }
  }
}
