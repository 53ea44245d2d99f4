import CFriBidi

/// One display line through GNU FriBidi: Arabic letters in their joining forms (presentation
/// forms, lam-alef ligatures), mirrored brackets, and the characters in visual order with
/// each mark after its letter.
///
/// A line that holds only right-to-left letters, marks, spaces and punctuation (nearly every
/// line of the Quran) is all at level 1, so its visual order is its clusters reversed; only
/// lines with a left-to-right letter, a digit or an embedding run the full bidi algorithm.
enum ShapedLine {
  /// `shortcut: false` runs the full algorithm on every line (tests compare the two).
  static func visual(_ characters: [FriBidiChar], rightToLeft: Bool, shortcut: Bool = true)
    -> String
  {
    var characters = characters
    let count = FriBidiStrIndex(characters.count)
    var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: characters.count)
    fribidi_get_bidi_types(characters, count, &types)
    joinLamAlef(&characters, &types)
    var levels: [FriBidiLevel]
    var base = rightToLeft ? cfb_par_rtl() : cfb_par_on()
    let simple =
      shortcut && cfb_all_right_to_left(types, count) != 0
      && (rightToLeft || cfb_has_right_to_left_letter(types, count) != 0)
    if simple {
      levels = [FriBidiLevel](repeating: 1, count: characters.count)
      base = cfb_par_rtl()
    } else {
      var brackets = [FriBidiBracketType](repeating: 0, count: characters.count)
      fribidi_get_bracket_types(characters, count, types, &brackets)
      levels = [FriBidiLevel](repeating: 0, count: characters.count)
      guard fribidi_get_par_embedding_levels_ex(types, brackets, count, &base, &levels) > 0
      else { return string(characters) }
    }
    var joining = [FriBidiArabicProp](repeating: 0, count: characters.count)
    fribidi_get_joining_types(characters, count, &joining)
    fribidi_join_arabic(types, count, levels, &joining)
    fribidi_shape(cfb_flags_shape(), levels, count, &joining, &characters)

    // The line is written out as UTF-8 bytes, much faster than appending code points.
    var visual = [UInt8]()
    visual.reserveCapacity(characters.count * 2 + 8)
    let ligatured = cfb_mask_ligatured()
    func append(_ logical: Int) {
      // A ligature leaves a filler where its first letter was; the terminal must not get it.
      guard joining[logical] & ligatured == 0 else { return }
      let character = characters[logical]
      guard let scalar = Unicode.Scalar(character), !ArabicRendering.isBidiControl(scalar)
      else { return }
      switch character {
      case 0..<0x80: visual.append(UInt8(character))
      case 0x80..<0x800:
        visual.append(UInt8(0xC0 | character >> 6))
        visual.append(UInt8(0x80 | character & 0x3F))
      case 0x800..<0x10000:
        visual.append(UInt8(0xE0 | character >> 12))
        visual.append(UInt8(0x80 | (character >> 6) & 0x3F))
        visual.append(UInt8(0x80 | character & 0x3F))
      default:
        visual.append(UInt8(0xF0 | character >> 18))
        visual.append(UInt8(0x80 | (character >> 12) & 0x3F))
        visual.append(UInt8(0x80 | (character >> 6) & 0x3F))
        visual.append(UInt8(0x80 | character & 0x3F))
      }
    }
    if simple {
      // Clusters (a character and the marks after it) from last to first.
      var end = characters.count
      while end > 0 {
        var start = end - 1
        while start > 0, cfb_is_mark(types[start]) != 0 { start -= 1 }
        for logical in start..<end { append(logical) }
        end = start
      }
      return String(decoding: visual, as: UTF8.self)
    }
    var map = Array(0..<count)
    var visualCharacters = characters
    guard
      fribidi_reorder_line(
        cfb_flags_reorder(), types, count, 0, base, &levels, &visualCharacters, &map) > 0
    else { return string(characters) }
    for logical in map { append(Int(logical)) }
    return String(decoding: visual, as: UTF8.self)
  }

  /// Lam then alef is written as one ligature, but FriBidi forms it only when the two are
  /// next to each other, and the Quran's text puts the lam's vowel between them (لَا). The
  /// lam's marks are moved after the alef so the ligature forms and carries them.
  static func joinLamAlef(_ characters: inout [FriBidiChar], _ types: inout [FriBidiCharType]) {
    var index = 0
    while index < characters.count {
      defer { index += 1 }
      guard characters[index] == 0x0644 else { continue }
      var end = index + 1
      while end < characters.count, cfb_is_mark(types[end]) != 0 { end += 1 }
      guard end > index + 1, end < characters.count, isAlef(characters[end]) else { continue }
      // Rotate the marks and the alef: lam, marks…, alef → lam, alef, marks….
      let alef = characters[end]
      let alefType = types[end]
      var position = end
      while position > index + 1 {
        characters[position] = characters[position - 1]
        types[position] = types[position - 1]
        position -= 1
      }
      characters[index + 1] = alef
      types[index + 1] = alefType
      index = end
    }
  }

  /// The alefs that make a ligature with lam: with madda, hamza above, hamza below, plain.
  private static func isAlef(_ character: FriBidiChar) -> Bool {
    character == 0x0622 || character == 0x0623 || character == 0x0625 || character == 0x0627
  }

  private static func string(_ characters: [FriBidiChar]) -> String {
    var text = String.UnicodeScalarView()
    for character in characters { text.append(Unicode.Scalar(character) ?? "\u{FFFD}") }
    return String(text)
  }
}
