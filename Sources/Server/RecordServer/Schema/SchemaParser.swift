import CloudRecords

/// Why a `.ckdb` text could not be read: the line and a sentence saying what was expected.
package struct SchemaError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The line of the `.ckdb` text where reading stopped, counted from 1.
  package var line: Int
  /// What was expected there, in one sentence.
  package var message: String
  /// The error at `line`, saying `message`.
  package init(line: Int, _ message: String) {
    self.line = line
    self.message = message
  }
  /// The line and the sentence, as the operator reads them.
  package var description: String { "Schema line \(line): \(message)" }
}

extension Schema {
  /// Reads CloudKit's schema language: `DEFINE SCHEMA`, then `RECORD TYPE name ( field TYPE
  /// [QUERYABLE] [SORTABLE] [SEARCHABLE], …, GRANT … TO role );` statements, `LIST<TYPE>`,
  /// `"quoted names"` and `//` comments. Other statements (`CREATE ROLE …;`) are kept as
  /// written and otherwise ignored.
  package init(ckdb text: String) throws {
    var parser = SchemaParser(tokens: try SchemaLexer.tokens(of: text))
    self = try parser.schema()
  }
}

struct SchemaToken: Equatable {
  enum Kind: Equatable { case word, quoted, symbol }
  var kind: Kind
  var text: String
  var line: Int

  /// A keyword match: bare words compare case-insensitively, quoted names never match.
  func isKeyword(_ keyword: String) -> Bool {
    kind == .word && text.uppercased() == keyword
  }
  func isSymbol(_ symbol: String) -> Bool { kind == .symbol && text == symbol }

  var quotedForMessage: String { "'\(text)'" }
}

enum SchemaLexer {
  static func tokens(of text: String) throws -> [SchemaToken] {
    var tokens: [SchemaToken] = []
    var line = 1
    let characters = Array(text.unicodeScalars)
    var index = 0
    func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
      scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
        || scalar == "." || scalar == "-"
    }
    while index < characters.count {
      let scalar = characters[index]
      if scalar == "\n" {
        line += 1
        index += 1
      } else if scalar.properties.isWhitespace {
        index += 1
      } else if scalar == "/", index + 1 < characters.count, characters[index + 1] == "/" {
        while index < characters.count, characters[index] != "\n" { index += 1 }
      } else if scalar == "\"" {
        var name = String.UnicodeScalarView()
        index += 1
        while index < characters.count, characters[index] != "\"" {
          if characters[index] == "\n" {
            throw SchemaError(line: line, "A quoted name is not closed before the end of the line.")
          }
          name.append(characters[index])
          index += 1
        }
        guard index < characters.count else {
          throw SchemaError(line: line, "A quoted name is not closed.")
        }
        index += 1
        tokens.append(SchemaToken(kind: .quoted, text: String(name), line: line))
      } else if "(),;<>".unicodeScalars.contains(scalar) {
        tokens.append(SchemaToken(kind: .symbol, text: String(scalar), line: line))
        index += 1
      } else if isWordCharacter(scalar) {
        var word = String.UnicodeScalarView()
        while index < characters.count, isWordCharacter(characters[index]) {
          word.append(characters[index])
          index += 1
        }
        tokens.append(SchemaToken(kind: .word, text: String(word), line: line))
      } else {
        throw SchemaError(line: line, "The character '\(scalar)' has no meaning in a schema.")
      }
    }
    return tokens
  }
}

struct SchemaParser {
  var tokens: [SchemaToken]
  var position = 0

  init(tokens: [SchemaToken]) { self.tokens = tokens }

  var current: SchemaToken? { position < tokens.count ? tokens[position] : nil }
  var line: Int { current?.line ?? tokens.last?.line ?? 1 }

  mutating func advance() -> SchemaToken? {
    defer { position += 1 }
    return current
  }

  mutating func expectKeyword(_ keyword: String, _ context: String) throws {
    guard let token = current, token.isKeyword(keyword) else {
      throw SchemaError(line: line, "Expected \(keyword) \(context), found \(describeCurrent).")
    }
    position += 1
  }

  mutating func expectSymbol(_ symbol: String, _ context: String) throws {
    guard let token = current, token.isSymbol(symbol) else {
      throw SchemaError(line: line, "Expected '\(symbol)' \(context), found \(describeCurrent).")
    }
    position += 1
  }

  var describeCurrent: String { current?.quotedForMessage ?? "the end of the schema" }

  mutating func name(_ what: String) throws -> String {
    guard let token = current, token.kind != .symbol else {
      throw SchemaError(line: line, "Expected \(what), found \(describeCurrent).")
    }
    position += 1
    return token.text
  }

  mutating func schema() throws -> Schema {
    try expectKeyword("DEFINE", "at the start of the schema")
    try expectKeyword("SCHEMA", "after DEFINE")
    var schema = Schema()
    while let token = current {
      if token.isKeyword("RECORD") {
        let recordType = try recordType()
        if schema[recordType: recordType.name] != nil {
          throw SchemaError(
            line: token.line, "Record type '\(recordType.name)' is defined twice.")
        }
        schema.recordTypes.append(recordType)
      } else if token.isSymbol(";") {
        position += 1
      } else {
        schema.otherStatements.append(try otherStatement())
      }
    }
    return schema
  }

  /// A statement the server does not interpret, up to its `;`.
  mutating func otherStatement() throws -> String {
    let start = line
    var words: [String] = []
    while let token = advance() {
      if token.isSymbol(";") { return words.joined(separator: " ") }
      if token.isSymbol("(") || token.isSymbol(")") {
        throw SchemaError(
          line: token.line,
          "Expected RECORD TYPE, found \(words.first.map { "'\($0)'" } ?? token.quotedForMessage)"
            + "; only RECORD TYPE and CREATE ROLE statements belong in a schema.")
      }
      words.append(token.kind == .quoted ? "\"\(token.text)\"" : token.text)
    }
    throw SchemaError(line: start, "The statement '\(words.joined(separator: " "))' has no ';'.")
  }

  mutating func recordType() throws -> Schema.RecordType {
    try expectKeyword("RECORD", "")
    try expectKeyword("TYPE", "after RECORD")
    var recordType = Schema.RecordType(name: try name("a record type name after RECORD TYPE"))
    try expectSymbol("(", "after the record type name '\(recordType.name)'")
    while true {
      guard let token = current else {
        throw SchemaError(
          line: line, "Record type '\(recordType.name)' is not closed with ');'.")
      }
      if token.isSymbol(")") {
        position += 1
        break
      }
      if token.isKeyword("GRANT") {
        recordType.grants.append(try grant())
      } else {
        let field = try field(in: recordType.name)
        if recordType[field: field.name] != nil {
          throw SchemaError(
            line: token.line,
            "Field '\(field.name)' is defined twice in record type '\(recordType.name)'.")
        }
        recordType.fields.append(field)
      }
      if current?.isSymbol(",") == true {
        position += 1
      } else if current == nil {
        throw SchemaError(line: line, "Record type '\(recordType.name)' is not closed with ');'.")
      } else if current?.isSymbol(")") != true {
        throw SchemaError(
          line: line,
          "Expected ',' or ')' in record type '\(recordType.name)', found \(describeCurrent).")
      }
    }
    try expectSymbol(";", "after record type '\(recordType.name)'")
    return recordType
  }

  /// `GRANT READ, WRITE TO "_creator"` → `READ, WRITE TO "_creator"`.
  mutating func grant() throws -> String {
    try expectKeyword("GRANT", "")
    var permissions: [String] = [try name("a permission after GRANT")]
    while current?.isSymbol(",") == true {
      position += 1
      permissions.append(try name("a permission after ','"))
    }
    try expectKeyword("TO", "after the permissions of a GRANT")
    let role = try name("a role after TO")
    return permissions.joined(separator: ", ") + " TO \"\(role)\""
  }

  mutating func field(in recordType: String) throws -> Schema.Field {
    let name = try name("a field name in record type '\(recordType)'")
    let type = try fieldType(of: name)
    var field = Schema.Field(name: name, type: type)
    while let token = current, token.kind == .word {
      switch token.text.uppercased() {
      case "QUERYABLE": field.isQueryable = true
      case "SORTABLE": field.isSortable = true
      case "SEARCHABLE": field.isSearchable = true
      default:
        throw SchemaError(
          line: token.line,
          "Field '\(name)' has the option '\(token.text)'; the options are QUERYABLE, SORTABLE"
            + " and SEARCHABLE.")
      }
      position += 1
    }
    return field
  }

  mutating func fieldType(of field: String) throws -> FieldType {
    guard let token = current, token.kind == .word else {
      throw SchemaError(
        line: line, "Expected a type after field '\(field)', found \(describeCurrent).")
    }
    position += 1
    var word = token.text.uppercased()
    if word == "ENCRYPTED" {
      guard let next = current, next.kind == .word else {
        throw SchemaError(line: line, "Expected a type after ENCRYPTED for field '\(field)'.")
      }
      position += 1
      word = next.text.uppercased()
    }
    if word == "LIST" {
      try expectSymbol("<", "after LIST for field '\(field)'")
      guard let element = current, element.kind == .word,
        let scalar = SchemaParser.scalar(element.text)
      else {
        throw SchemaError(
          line: line,
          "Field '\(field)' has a list of \(describeCurrent); \(SchemaParser.typeNames).")
      }
      position += 1
      try expectSymbol(">", "after LIST<\(element.text) for field '\(field)'")
      return FieldType(scalar, isList: true)
    }
    guard let scalar = SchemaParser.scalar(word) else {
      throw SchemaError(
        line: token.line,
        "Field '\(field)' has the type '\(token.text)'; \(SchemaParser.typeNames).")
    }
    return FieldType(scalar)
  }

  static let typeNames =
    "the types are STRING, INT64, DOUBLE, TIMESTAMP, BYTES, REFERENCE, ASSET, LOCATION and"
    + " LIST<…> of them"

  static func scalar(_ word: String) -> FieldType.Scalar? {
    // ASSET is ASSETID's short name.
    word.uppercased() == "ASSET" ? .assetID : FieldType.Scalar(rawValue: word.uppercased())
  }
}
