/// What a sentence of the catalogue takes to fill a placeholder: a text, a whole number, or
/// another sentence. Any other value is a compile error at the call, so none falls to its
/// debug description in a person's sentence; a call fills its placeholders through the
/// value's own method, with no cast looked up at run time.
public protocol CatalogueArgument {
  /// The value as the text it fills in, in `language`.
  func filling(in language: Language) -> String
}

extension String: CatalogueArgument {
  public func filling(in _: Language) -> String { self }
}

extension Substring: CatalogueArgument {
  public func filling(in _: Language) -> String { String(self) }
}

extension Int: CatalogueArgument {
  public func filling(in _: Language) -> String { String(self) }
}

extension Int64: CatalogueArgument {
  public func filling(in _: Language) -> String { String(self) }
}

extension Int32: CatalogueArgument {
  public func filling(in _: Language) -> String { String(self) }
}

/// What fills a placeholder that picks a noun's form after a count, `{1:day|days}`: a whole
/// number, so the form follows a count and never a word.
public protocol CatalogueCount: CatalogueArgument {}

extension Int: CatalogueCount {}
extension Int64: CatalogueCount {}
extension Int32: CatalogueCount {}
