import Foundation
import Interface
import Testing

/// The environment as the C library holds it: a variable set now is read at once, a value
/// with `=` in it whole, and the whole set agrees with the one variable.
@Suite struct ProcessEnvironmentTests {
  @Test func aVariableIsReadAsItWasJustSet() {
    let name = "QURAN_VI_ENVIRONMENT_TEST_\(UUID().uuidString.prefix(8))"
    #expect(ProcessEnvironment.value(name) == nil)
    #expect(ProcessEnvironment.all[name] == nil)
    setenv(name, "một=hai", 1)
    defer { unsetenv(name) }
    #expect(ProcessEnvironment.value(name) == "một=hai")
    #expect(ProcessEnvironment.all[name] == "một=hai")
    #expect(ProcessEnvironment.all["PATH"] == ProcessEnvironment.value("PATH"))
  }
}
