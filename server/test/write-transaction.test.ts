/**
 * Transactions beside another connection to the same database: the service and a command (staff add, erase,
 * purge) each have their own.
 */
import assert from "node:assert/strict";
import { it } from "node:test";
import { openDatabase } from "../storage/database/database";
import { writeTransaction } from "../storage/database/write-transaction";
import { tempDir } from "./helpers";

it("a transaction that reads, then writes, cannot be failed by another connection's write in between: that waits", () => {
  const dataDir = tempDir("write-transaction-");
  const service = openDatabase(dataDir);
  const command = openDatabase(dataDir);
  command.pragma("busy_timeout = 0");
  const countStaff = () => (service.prepare("SELECT COUNT(*) AS count FROM staff").get() as { count: number }).count;
  const addStaff = (db: typeof service, email: string) =>
    db
      .prepare("INSERT INTO staff (email, name, user_handle, added_at) VALUES (?, ?, ?, ?)")
      .run(email, email, email, "2026-11-27T09:00:00.000Z");
  let commandWrite: unknown;
  try {
    const staffRead = writeTransaction(service, () => {
      const read = countStaff();
      try {
        addStaff(command, "tunde@cowryshield.com.ng");
        commandWrite = "written";
      } catch (error) {
        commandWrite = (error as { code?: string }).code;
      }
      addStaff(service, "dayo@cowryshield.com.ng");
      return read;
    })();

    assert.equal(staffRead, 0);
    assert.equal(commandWrite, "SQLITE_BUSY");
    addStaff(command, "tunde@cowryshield.com.ng");
    assert.deepEqual(service.prepare("SELECT email FROM staff ORDER BY id").pluck().all(), [
      "dayo@cowryshield.com.ng",
      "tunde@cowryshield.com.ng",
    ]);
  } finally {
    command.close();
    service.close();
  }
});
