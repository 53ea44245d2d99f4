/// Recitation: `quran play`, `quran audio fetch|status`, the reader's recitation in the
/// status bar, what goes wrong with sound, and their `--help`.
public enum AudioText: Catalogue {
  /// What `quran play` prints as it plays, fetches and finishes.
  case playing, playingRound, fetching, fetched, alreadyCached, finished
  /// The count of a repeated ayah, added to the playing line.
  case playingTime
  /// `quran audio status`: the cache, each reciter, the bound, the credits.
  case statusCache, statusReciter, statusBound, credits
  /// What goes wrong with sound, the player or the audio files, and what to do.
  case noPlayer, noSoundDevice, playerFailed, notOnServer, unreachable, notAMirror,
    unknownReciter, cannotStore, playingUncached
  /// The reader's status line while it recites.
  case readerPlaying, readerPaused, readerFetching, readerRepeat, readerRangeRepeat,
    readerRangeMarked, readerRangeCleared
  /// The `--help` of `quran play`, `quran audio` and their options.
  case helpPlay, helpPlayDiscussion, helpPassage, helpReciter, helpRepeat, helpRepeatAyah,
    helpPause, helpFrom, helpAudioOutput, helpRecitePause, helpAudio, helpAudioFetch,
    helpAudioStatus, helpSurah

  /// This message in Vietnamese and in English, its placeholders `{1}`, `{2}`, … unfilled.
  public var translations: Translations {
    switch self {
    case .playing: Translations(vi: "▶ {1}  {2}  (câu {3}/{4})", en: "▶ {1}  {2}  ({3}/{4})")
    case .playingRound:
      Translations(
        vi: "▶ {1}  {2}  ({3}/{4}, lượt {5}/{6})", en: "▶ {1}  {2}  ({3}/{4}, round {5}/{6})")
    case .playingTime:
      Translations(vi: " · lần {1}/{2}", en: " · time {1} of {2}")
    case .fetching: Translations(vi: "Đang tải {1}…", en: "Fetching {1}…")
    case .fetched:
      Translations(
        vi: "Đã tải {1} tệp ({2}) của chương {3} giọng {4} vào {5}.",
        en: "Fetched {1} {1:file|files} ({2}) of surah {3} by {4} into {5}.")
    case .alreadyCached:
      Translations(
        vi: "Surah {1} giọng {2} đã có sẵn trên máy này.",
        en: "Surah {1} by {2} is already on this computer.")
    case .finished: Translations(vi: "Đã đọc xong {1}.", en: "Finished {1}.")
    case .statusCache:
      Translations(
        vi: "Bộ nhớ đệm âm thanh: {1}: {2} tệp, {3} (giới hạn {4}; đặt bằng {5}=MB).",
        en: "Audio cache: {1}: {2} {2:file|files}, {3} (bound {4}; set with {5}=MB).")
    case .statusReciter:
      Translations(
        vi: "  {1} ({2}): {3} tệp, {4} chương đủ",
        en: "  {1} ({2}): {3} {3:file|files}, {4} whole {4:surah|surahs}")
    case .statusBound:
      Translations(
        vi: "Khi vượt giới hạn, các tệp nghe lâu nhất bị xóa trước.",
        en: "Past the bound, the files played longest ago leave first.")
    case .credits:
      Translations(
        vi:
          "Giọng đọc: Mishary Rashid Alafasy, Abdul Basit Abdus-Samad, Mahmoud Khalil Al-Husary; tệp từng câu của everyayah.com.",
        en:
          "Recitations: Mishary Rashid Alafasy, Abdul Basit Abdus-Samad, Mahmoud Khalil Al-Husary; one file an ayah from everyayah.com."
      )
    case .noPlayer:
      Translations(
        vi: "Không có trình phát âm thanh: quran-vi phát bằng mpv; hãy cài (sudo apt install mpv).",
        en:
          "No audio player: quran-vi plays recitations with mpv; install it (sudo apt install mpv)."
      )
    case .noSoundDevice:
      Translations(
        vi:
          "Không có thiết bị âm thanh (qua SSH?): hãy nghe trên máy có loa, hoặc đặt QURAN_VI_AUDIO_OUTPUT=null để phát không tiếng.",
        en:
          "No sound device here (over SSH?): listen on a computer with speakers, or set QURAN_VI_AUDIO_OUTPUT=null to play silently."
      )
    case .playerFailed:
      Translations(
        vi: "mpv dừng giữa chừng khi phát {1} ({2}); nhấn r để đọc lại.",
        en: "mpv stopped while playing {1} ({2}); press r to recite again.")
    case .notOnServer:
      Translations(
        vi: "{1} không có bản đọc {2} của {3} (HTTP {4}); hãy chọn giọng khác.",
        en: "{1} has no recitation of {2} by {3} (HTTP {4}); choose another reciter.")
    case .unreachable:
      Translations(
        vi:
          "Không kết nối được {1} ({2}); các chương đã tải trước (quran audio fetch {3}) vẫn phát được khi không có mạng.",
        en:
          "Cannot reach {1} ({2}); surahs fetched ahead (quran audio fetch {3}) play with no network."
      )
    case .notAMirror:
      Translations(
        vi: "{1} không phải địa chỉ http hoặc https của một bản sao everyayah.com.",
        en: "{1} is not the http or https address of an everyayah.com mirror.")
    case .unknownReciter:
      Translations(
        vi: "Không có giọng đọc {1}; hãy chọn một trong: {2}.",
        en: "There is no reciter {1}; choose one of: {2}.")
    case .cannotStore:
      Translations(
        vi: "Không lưu được tệp âm thanh vào {1} ({2}); hãy kiểm tra chỗ trống và quyền ghi.",
        en: "The audio file could not be kept in {1} ({2}); check the free space and permissions.")
    case .playingUncached:
      Translations(
        vi:
          "Không ghi được vào bộ nhớ đệm âm thanh {1} ({2}), nên các câu được phát mà không giữ lại. Hãy cho phép ghi thư mục đó hoặc đặt XDG_CACHE_HOME sang thư mục khác.",
        en:
          "The audio cache {1} cannot be written ({2}), so ayahs play without being kept. Make that folder writable or set XDG_CACHE_HOME to another."
      )
    case .readerPlaying: Translations(vi: "♪ {1} · câu {2}", en: "♪ {1} · {2}")
    case .readerPaused: Translations(vi: "‖ {1} · dừng ở {2}", en: "‖ {1} · paused at {2}")
    case .readerFetching: Translations(vi: "♪ đang tải {1}…", en: "♪ fetching {1}…")
    case .readerRepeat:
      Translations(
        vi: "Mỗi câu được đọc {1} lần (R để đổi).",
        en: "Each ayah is recited {1} {1:time|times} (R to change).")
    case .helpPlay:
      Translations(
        vi: "Nghe đọc một đoạn, có thể lặp lại để học thuộc.",
        en: "Hear a passage recited, repeated to learn it if asked.")
    case .helpPlayDiscussion:
      Translations(
        vi:
          "Tệp được tải từ everyayah.com (hoặc --from / QURAN_VI_AUDIO_URL) và giữ trong bộ nhớ đệm; phát bằng mpv. QURAN_VI_AUDIO_OUTPUT=null phát không tiếng, theo thời gian thực.",
        en:
          "Files come from everyayah.com (or --from / QURAN_VI_AUDIO_URL) and are kept in a cache; mpv plays them. QURAN_VI_AUDIO_OUTPUT=null plays in real time with no sound."
      )
    case .helpPassage:
      Translations(
        vi: "Một chương (36), một câu (2:255) hoặc một đoạn (1:1-7).",
        en: "A surah (36), an ayah (2:255) or a range (1:1-7).")
    case .helpReciter:
      Translations(
        vi: "Giọng đọc: alafasy, abdulbasit hoặc husary.",
        en: "The reciter: alafasy, abdulbasit or husary.")
    case .helpRepeat:
      Translations(
        vi: "Đọc cả đoạn bấy nhiêu lần.", en: "Recite the whole passage this many times.")
    case .helpRepeatAyah:
      Translations(vi: "Đọc mỗi ayah bấy nhiêu lần.", en: "Recite each ayah this many times.")
    case .helpPause:
      Translations(vi: "Số giây nghỉ giữa các ayah.", en: "Seconds of silence between ayahs.")
    case .helpFrom:
      Translations(
        vi: "Một bản sao có cùng cấu trúc với everyayah.com/data.",
        en: "A mirror laid out as everyayah.com/data.")
    case .helpAudioOutput:
      Translations(
        vi: "Đầu ra âm thanh của mpv (pulse, pipewire, alsa; null: không tiếng).",
        en: "mpv's audio output (pulse, pipewire, alsa; null: no sound).")
    case .helpRecitePause:
      Translations(
        vi: "Số giây nghỉ giữa các câu khi nghe đọc (phím r).",
        en: "Seconds of silence between ayahs when reciting (the r key).")
    case .readerRangeRepeat:
      Translations(
        vi: "Đoạn đã đánh dấu được đọc {1} lần (R để đổi).",
        en: "The marked range is recited {1} {1:time|times} (R to change).")
    case .readerRangeMarked:
      Translations(
        vi: "Đoạn bắt đầu ở {1}: đến câu cuối rồi nhấn r (v để bỏ).",
        en: "Range from {1}: go to its last ayah and press r (v clears it).")
    case .readerRangeCleared:
      Translations(vi: "Đã bỏ đánh dấu đoạn.", en: "The range mark is cleared.")
    case .helpAudio:
      Translations(
        vi: "Tải trước và xem các tệp âm thanh trên máy này.",
        en: "Fetch ahead and look at the recitation files on this computer.")
    case .helpAudioFetch:
      Translations(
        vi: "Tải cả một chương để nghe khi không có mạng.",
        en: "Download a whole surah, to hear it with no network.")
    case .helpAudioStatus:
      Translations(
        vi: "Bộ nhớ đệm âm thanh: nơi lưu, kích thước và giới hạn.",
        en: "The audio cache: where it is, its size and its bound.")
    case .helpSurah: Translations(vi: "Số surah (1–114).", en: "The surah's number (1–114).")
    }
  }
}
