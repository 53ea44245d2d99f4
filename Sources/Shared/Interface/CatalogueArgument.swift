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
