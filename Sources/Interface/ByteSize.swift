/// The one way sizes are written for a person: a megabyte is 1,048,576 bytes (as
/// `QURAN_VI_AUDIO_CACHE_MB` counts it), so a bound of 512 MB reads "512 MB".
public enum ByteSize {
  static let megabyte: Int64 = 1 << 20
  static let kilobyte: Int64 = 1 << 10

  /// "512 MB", "7.4 MB", "380 KB", "0 KB".
  public static func text(_ bytes: Int64) -> String {
    guard bytes >= megabyte else {
      return "\((max(0, bytes) + kilobyte - 1) / kilobyte) KB"
    }
    let tenths = (bytes * 10 + megabyte / 2) / megabyte
    return tenths % 10 == 0 ? "\(tenths / 10) MB" : "\(tenths / 10).\(tenths % 10) MB"
  }
}
