@testable import ReaderUI

/// What a suite that drives a `ReaderSession` by keys uses: its keys pressed, text typed, the
/// screen read from the canvas.
protocol KeyDriven {}

extension KeyDriven {
  func screen(_ session: ReaderSession, width: Int = 120, height: Int = 40) -> String {
    session.draw(width: width, height: height).text
  }

  func press(_ session: ReaderSession, _ keys: Key...) {
    for key in keys { _ = session.handle(key) }
  }

  func type(_ session: ReaderSession, _ text: String) {
    for character in text { _ = session.handle(.character(character)) }
  }
}
