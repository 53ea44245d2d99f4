import CloudRecords

/// How many filters and sorts one query may hold. Each filter becomes a term of one SQL
/// expression and each sort a term of its ORDER BY; SQLite refuses past about 1,000 of the
/// one and 2,000 of the other, so the server refuses far earlier, in a sentence. The app
/// asks with one or two.
enum QueryLimits {
  static let filters = 100
  static let sorts = 20

  static func check(_ query: Query) throws {
    let filters = query.filterBy?.count ?? 0
    if filters > QueryLimits.filters {
      throw ServerError.badRequest(
        "The query has \(filters) filterBy entries; a query may hold at most "
          + "\(QueryLimits.filters). Narrow it with fewer filters.")
    }
    let sorts = query.sortBy?.count ?? 0
    if sorts > QueryLimits.sorts {
      throw ServerError.badRequest(
        "The query has \(sorts) sortBy entries; a query may hold at most \(QueryLimits.sorts).")
    }
  }
}

extension Query {
  /// The values of the query's `IN` and `NOT_IN` lists, together: each is a term of the SQL
  /// and a unit of work, counted as a request's items are.
  var listedValues: Int {
    (filterBy ?? []).reduce(0) { total, filter in
      guard case .list(_, let values) = filter.fieldValue else { return total }
      return total + values.count
    }
  }
}
