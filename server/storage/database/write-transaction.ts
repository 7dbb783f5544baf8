import type Database from "better-sqlite3";

type TransactionBody = Parameters<Database.Database["transaction"]>[0];

/**
 * A transaction that takes SQLite's write lock as it begins (BEGIN IMMEDIATE), waiting up to the busy timeout for
 * another connection's write to end. better-sqlite3's default, a deferred transaction, reads first without that
 * lock; its write then fails at once with "database is locked", without waiting, when another connection (the
 * service beside a command, or a command beside the service) is writing or has written since it read.
 * Every transaction in server/ is made here: eslint.config.mjs holds the rest of it to that.
 */
export function writeTransaction<F extends TransactionBody>(db: Database.Database, body: F) {
  const transaction = db.transaction(body);
  return (...params: Parameters<typeof transaction.immediate>) => transaction.immediate(...params);
}
