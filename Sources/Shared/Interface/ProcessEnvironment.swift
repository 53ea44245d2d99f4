#if canImport(Glibc)
  import Glibc
#endif

/// The program's environment variables, read from the C library as they are now (a `setenv`
/// shows at once), without Foundation: `ProcessInfo.processInfo`'s first use instantiates
/// its generic types, which searches every protocol conformance in the program, and each
/// `environment` builds the whole dictionary again; the reader asked for it eight times
/// before its first frame.
public enum ProcessEnvironment {
  /// The value of the variable `name`, or nil when it is not set.
  public static func value(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// Every variable, the first of a name that is set twice (as `getenv` finds it).
  public static var all: [String: String] {
    var variables = [String: String]()
    var entry = environ
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      if let equals = text.firstIndex(of: "=") {
        let name = String(text[..<equals])
        if variables[name] == nil { variables[name] = String(text[text.index(after: equals)...]) }
      }
      entry += 1
    }
    return variables
  }
}
