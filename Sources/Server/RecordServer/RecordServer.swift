import Hummingbird
import HummingbirdBcrypt
import Logging

/// RecordServer: the self-hosted record service — routes speaking CloudKit Web Services' JSON,
/// the `.ckdb` schema, storage in SQLite or PostgreSQL, users and tokens, notifications.
///
/// The HTTP side owns: the server's database (`ServerDatabase` opens a `ServerStore`),
/// users, API tokens and web auth tokens (`Accounts`), the sign-in page, the routes of
/// `/database/1/…` (`DatabaseResponder`), error bodies, limits and the rate limit, and the
/// notification courier. Records, zones, subscriptions and schemas are `RecordStorage`'s and
/// `SchemaRegistry`'s.
package enum RecordServer {}
