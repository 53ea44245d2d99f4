/// How the Arabic is drawn on this computer, and where that comes from: the person's answer to
/// the calibration, kept in this computer's file, or `--arabic-display` (or the environment)
/// standing in for it.
struct ArabicChoice {
  /// How the Arabic is drawn now.
  private(set) var rendering: ArabicRendering
  /// The answer as kept: the drawing, if answered, and the plain marks.
  private(set) var preference: ArabicPreference
  /// Where this computer's answer is kept; nil keeps it for this session only.
  let file: ArabicPreferenceFile?
  /// `--arabic-display` or the environment, which stand in for the calibration.
  let override: ArabicDisplay?

  /// The choice read from `file` (shaped without one), `override` standing in for it.
  init(file: ArabicPreferenceFile?, override: ArabicDisplay?) {
    self.file = file
    self.override = override
    preference = file?.load() ?? ArabicPreference(display: .shaped)
    rendering = preference.rendering(override: override)
  }

  /// Whether the calibration is still to be asked: this computer never answered it and
  /// nothing stands in for the answer.
  var isUnanswered: Bool { override == nil && preference.display == nil }

  /// Takes the person's answer: drawn so from now on, and kept in the file (the answer stays
  /// for this session when the file cannot be written, which is thrown).
  mutating func choose(_ display: ArabicDisplay, plainMarks: Bool) throws {
    preference = ArabicPreference(display: display, plainMarks: plainMarks)
    rendering = preference.rendering()
    try file?.save(preference)
  }
}
