/// The one way sizes are written for a person: in decimal units, a megabyte 1,000,000 bytes,
/// as the text's download and `QURAN_VI_AUDIO_CACHE_MB` count them, so the audio cache's
/// bound of 512 MB reads "512 MB".
public enum ByteSize {
  /// Bytes in a megabyte.
  public static let megabyte: Int64 = 1_000_000
  static let kilobyte: Int64 = 1000

  /// "512 MB", "3.6 MB", "380 kB", "0 kB".
  public static func text(_ bytes: Int64) -> String {
    guard bytes >= megabyte else {
      return "\((max(0, bytes) + kilobyte - 1) / kilobyte) kB"
    }
    let tenths = (bytes * 10 + megabyte / 2) / megabyte
    return tenths % 10 == 0 ? "\(tenths / 10) MB" : "\(tenths / 10).\(tenths % 10) MB"
  }
}
