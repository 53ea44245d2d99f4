/// A reciter whose recitation is published one ayah a file, in everyayah.com's layout:
/// `{base}/{folder}/{SSS}{AAA}.mp3`, e.g. `Alafasy_128kbps/002255.mp3`.
public struct Reciter: Sendable, Equatable {
  /// The name a command line takes: `alafasy`.
  public let id: String
  /// The name a person reads: "Mishary Rashid Alafasy".
  public let name: String
  /// The folder of the files on everyayah.com and on a mirror.
  public let folder: String

  /// Mishary Rashid Alafasy, at 128 kbps; the default reciter.
  public static let alafasy = Reciter(
    id: "alafasy", name: "Mishary Rashid Alafasy", folder: "Alafasy_128kbps")
  /// Abdul Basit Abdus-Samad, murattal (the measured style), at 192 kbps.
  public static let abdulBasit = Reciter(
    id: "abdulbasit", name: "Abdul Basit Abdus-Samad (murattal)",
    folder: "Abdul_Basit_Murattal_192kbps")
  /// Mahmoud Khalil Al-Husary, at 128 kbps.
  public static let husary = Reciter(
    id: "husary", name: "Mahmoud Khalil Al-Husary", folder: "Husary_128kbps")

  /// Every reciter, the iPhone app's first.
  public static let all: [Reciter] = [alafasy, abdulBasit, husary]

  /// The reciter with this id (any case), or nil.
  public static func named(_ id: String) -> Reciter? {
    all.first { $0.id == id.lowercased() }
  }

  /// The source every file comes from unless a mirror is named.
  public static let defaultBase = "https://everyayah.com/data"
  /// Names a mirror with the same layout, as `--from` does.
  public static let mirrorVariable = "QURAN_VI_AUDIO_URL"

  /// The file's name for an ayah: `002255.mp3`.
  public static func fileName(surah: Int, ayah: Int) -> String {
    func three(_ number: Int) -> String {
      String(repeating: "0", count: max(0, 3 - String(number).count)) + String(number)
    }
    return three(surah) + three(ayah) + ".mp3"
  }
}
